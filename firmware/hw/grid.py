# The framebuffer: one bytearray of unscaled RGB, three bytes a cell, row by row.
# Brightness, gamma, colour order and wiring are the output stage's business (hw/output.py),
# so what is stored here is exactly what the game asked for.
import sys


class _Slicer:
    def __getitem__(self, k):
        return k


_ALL = _Slicer()[:]  # one slice object, made once: buf[_ALL] = x copies in C without allocating


class Grid:
    def __init__(self, w, h):
        self.w = w
        self.h = h
        self.n = w * h
        self.buf = bytearray(3 * w * h)
        self.dirty = True  # set whenever a cell really changes; the output stage clears it

    def set(self, x, y, c):
        """Colour cell (x, y) with c = 0xRRGGBB. Cells off the grid are ignored (clipped drawing)."""
        if 0 <= x < self.w and 0 <= y < self.h:
            i = 3 * (y * self.w + x)
            b = self.buf
            r = (c >> 16) & 255
            g = (c >> 8) & 255
            bl = c & 255
            if b[i] != r or b[i + 1] != g or b[i + 2] != bl:
                b[i] = r
                b[i + 1] = g
                b[i + 2] = bl
                self.dirty = True

    def get(self, x, y):
        i = 3 * (y * self.w + x)
        b = self.buf
        return (b[i] << 16) | (b[i + 1] << 8) | b[i + 2]

    def fill(self, c):
        r = (c >> 16) & 255
        g = (c >> 8) & 255
        bl = c & 255
        b = self.buf
        for i in range(0, 3 * self.n, 3):
            if b[i] != r or b[i + 1] != g or b[i + 2] != bl:
                b[i] = r
                b[i + 1] = g
                b[i + 2] = bl
                self.dirty = True

    def load(self, frame):
        """Replace the whole frame by `frame` (a bytearray in this buffer's layout) in one C
        comparison and at most one C copy. Returns True when it changed."""
        if self.buf == frame:  # (`!=` would allocate on MicroPython)
            return False
        self.buf[_ALL] = frame
        self.dirty = True
        return True

    def rect(self, x, y, w, h, c):
        for yy in range(y, y + h):
            for xx in range(x, x + w):
                self.set(xx, yy, c)


if sys.implementation.name == "micropython":
    try:  # viper set (hw/fast.py): same results, test_output compares it with this one
        from hw.fast import grid_set
        Grid.set = grid_set
    except (ImportError, SyntaxError, ValueError, NotImplementedError):
        pass
