# The question asked on the grid before a saved game is replaced by a new one: A goes ahead
# (undo brings the old game back), B keeps playing it. A player at the table never sees the
# console, so the question is on the grid: an orange "?", and below it green for A, red for B.
from ui import draw, keys, palette


class Confirm:
    def __init__(self, app, yes, no):
        self.app = app
        self.yes = yes
        self.no = no

    def key(self, k, kind):
        if kind != keys.PRESS:
            return
        if k == keys.A:
            self.yes()
        elif k == keys.B:
            self.no()

    def draw(self, grid, t):
        grid.fill(palette.OFF)
        h = grid.h - 2
        x = (grid.w - 3) // 2
        if draw.blink(t):
            draw.glyph(grid, x, (h - 5) // 2, "?", palette.ORANGE)
        half = grid.w // 2
        for y in range(h, grid.h):
            for i in range(grid.w):
                grid.set(i, y, palette.GREEN if i < half else palette.REFUSED)
