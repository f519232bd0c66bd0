# Viper versions of the output stage's two loops, for MicroPython only (CPython cannot even parse
# the pointer annotations into anything). hw/output.py falls back to the pure-Python versions.
import micropython


@micropython.viper
def render(src: ptr8, dst: ptr8, pmap: ptr16, lut: ptr8, n: int, ro: int, go: int, bo: int) -> int:
    total = 0
    i = 0
    while i < n:
        s = 3 * i
        d = 3 * pmap[i]
        r = lut[src[s]]
        g = lut[src[s + 1]]
        b = lut[src[s + 2]]
        dst[d + ro] = r
        dst[d + go] = g
        dst[d + bo] = b
        total += r + g + b
        i += 1
    return total


@micropython.viper
def dim(dst: ptr8, n3: int, s: int):
    i = 0
    while i < n3:
        dst[i] = (dst[i] * s) >> 8
        i += 1


# Grid.set (hw/grid.py), the call every view's draw makes for every cell: in viper it costs about a
# third of the Python version, which was most of a frame's composition time. (Grid.fill, once a
# frame, stays in Python: its machine code would cost the heap more than the time it saves.)
@micropython.viper
def grid_set(self, x: int, y: int, c: int):
    w = int(self.w)
    if uint(x) < uint(w) and uint(y) < uint(int(self.h)):
        b = ptr8(self.buf)
        i = 3 * (y * w + x)
        r = (c >> 16) & 255
        g = (c >> 8) & 255
        bl = c & 255
        if b[i] != r or b[i + 1] != g or b[i + 2] != bl:
            b[i] = r
            b[i + 1] = g
            b[i + 2] = bl
            self.dirty = True

