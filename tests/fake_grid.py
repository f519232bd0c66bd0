# A plain framebuffer for the games' view tests that counts writes off the grid (a layout bug).
# Portable: it also runs under MicroPython (tests/mpy_run.py precompiles it with the other helpers).


class FakeGrid:
    def __init__(self, w, h):
        self.w = w
        self.h = h
        self.px = [0] * (w * h)
        self.outside = 0   # writes off the grid: a layout bug

    def set(self, x, y, c):
        if 0 <= x < self.w and 0 <= y < self.h:
            self.px[y * self.w + x] = c
        else:
            self.outside += 1

    def get(self, x, y):
        return self.px[y * self.w + x]

    def fill(self, c):
        for i in range(len(self.px)):
            self.px[i] = c

    def lit(self):
        return sum(1 for v in self.px if v)

    def count(self, c):
        n = 0
        for v in self.px:
            if v == c:
                n += 1
        return n
