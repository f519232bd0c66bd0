# 'Āina on the grid: the drawing half of the view (a mixin of view.View). Nothing here allocates:
# draw() runs every frame. README.md has the legend.
from ui import draw, palette
from ui.palette import scale
from games.aina import rules as R

# Colours (palette names; the few 'Āina-only ones are here).
WAO_COL = (palette.GREEN, palette.PURPLE, palette.ORANGE, palette.BLUE)  # also the resources
SEAT_COL = palette.PLAYERS + (palette.PINK, palette.CYAN)
RED_CARD = palette.RED
WHITE_CARD = palette.WHITE
MARK_COL = (palette.GREEN, palette.YELLOW, palette.BLUE, palette.PURPLE)  # I X O 8
NEG = palette.DIM
PATH = palette.WHITE
MISMATCH = palette.RED

# 3x3 marks of the Time symbols for the Time Card page, one row per byte (bit 2 = left).
MARKS = (b"\x02\x02\x02", b"\x05\x02\x05", b"\x07\x05\x07", b"\x07\x02\x07")

# Modes of the view on top of the game's phase.
M_BOARD = 0
M_LOCK = 1     # choosing a row and its tokens
M_EDIT = 2     # table entry: editing one cell
M_PAGE = 3     # the Time Card page


def sym_col(s):
    return RED_CARD if s < 4 else WHITE_CARD


class Paint:
    # drawing (no allocation) ------------------------------------------------------------------
    def px(self, x, y, c):
        # one virtual 8x8 cell: s x s LEDs
        s = self.s
        gx = self.ox + x * s
        gy = self.oy + y * s
        grid = self.ctx.grid
        for j in range(s):
            for i in range(s):
                grid.set(gx + i, gy + j, c)

    def draw(self, grid, t):
        grid.fill(palette.OFF)
        g = self.ctx.game
        if g is None:
            return self.draw_setup(grid, t)
        self.sync(g)
        if self.mode == M_PAGE:
            return self.draw_page(g, grid, t)
        if g.phase == R.P_DRAW:
            return self.draw_pick(g, grid, t)
        on = draw.blink(t)
        for c in range(36):
            self.draw_card(g, grid, c, t, on)
        self.draw_ring(g, t, on)
        if self.mode == M_EDIT:
            self.px(1 + self.cx, 1 + self.cy, WAO_COL[self.ed_wao] if on else sym_col(self.ed_sym))
        elif g.phase != R.P_OVER and not (g.phase == R.P_EVENT and self.ev_step != 1):
            s = self.s
            for j in range(s):
                for i in range(s):
                    x = self.ox + (1 + self.cx) * s + i
                    y = self.oy + (1 + self.cy) * s + j
                    draw.cursor(grid, x, y, t, grid.get(x, y))
        if g.won():
            draw.win(grid, t)

    def draw_card(self, g, grid, c, t, on):
        x, y = 1 + c % 6, 1 + c // 6
        if g.phase == R.P_LAYOUT and g.sym[c] == R.NONE:
            return
        t0, t1 = g.tok[2 * c], g.tok[2 * c + 1]
        w = WAO_COL[g.wao[c]]
        if self.lit[c]:
            base = palette.SELECT if on else w
        elif g.phase == R.P_LAYOUT:
            base = w if (not g.starter[c] or on) else palette.WHITE
        elif g.path[c]:
            base = PATH
            for a in range(4):
                if g.akua[a] == c and on:
                    base = WAO_COL[a]
        elif not g.pos[c]:
            base = scale(palette.TARGET, 1, 3) if g.flippable(c) else NEG
        elif t0 == 0:
            base = scale(w, 1, 5)   # positive but unlocked: flips back at the next event
        elif t1 == 0:
            base = scale(w, 1, 2)
        else:
            base = w
        if self.s == 1:
            mis = (t0 and t0 - 1 != g.wao[c]) or (t1 and t1 - 1 != g.wao[c])
            self.px(x, y, MISMATCH if (mis and not on and not self.lit[c]) else base)
            return
        gx = self.ox + 2 * x
        gy = self.oy + 2 * y
        grid.set(gx, gy, base)
        grid.set(gx + 1, gy + 1, base)
        grid.set(gx + 1, gy, WAO_COL[t0 - 1] if t0 else base)   # token slots show their resource
        grid.set(gx, gy + 1, WAO_COL[t1 - 1] if t1 else base)

    def draw_ring(self, g, t, on):
        # top row: the turn's Time Cards as (colour, mark) pairs; the current move blinks
        if R.P_FLIP <= g.phase <= R.P_BONUS:
            for i in range(g.ncards):
                s = g.cards[i]
                a = sym_col(s)
                b = MARK_COL[s & 3]
                if i < g.move:
                    a, b = scale(a, 1, 6), scale(b, 1, 6)
                elif i == g.move and not on:
                    a = b = palette.OFF
                self.px(2 * i, 0, a)
                self.px(2 * i + 1, 0, b)
        # left column: the seat playing
        self.px(0, 1 + g.player, SEAT_COL[g.player])
        # right column: turns of the round; a bonus flip owed blinks below them
        for i in range(4):
            if i < g.turn or (i == g.turn and on):
                self.px(7, 1 + i, palette.GREY)
        if g.phase == R.P_BONUS and on:
            self.px(7, 6, palette.YELLOW)
        if g.phase == R.P_EVENT and on:
            self.px(7, 6, palette.PURPLE)
        # bottom row: rounds, then the akua still available (the chosen one blinks)
        for i in range(4):
            if i < g.round or (i == g.round and (on or g.phase == R.P_OVER)):
                self.px(i, 7, palette.GREY)
            if g.akua[i] == R.NONE and not (g.phase == R.P_EVENT and self.pick == i and not on):
                self.px(4 + i, 7, WAO_COL[i])

    def draw_setup(self, grid, t):
        # players as a number on top, the set-up mode below: colours = digital deal, white = table
        draw.number(grid, self.ox, self.oy, self.players, palette.WHITE)
        for i in range(8):
            self.px(i, 7, palette.WHITE if self.table else WAO_COL[i & 3])

    def draw_page(self, g, grid, t):
        # the four Time Cards of the turn, big: one per quadrant, used ones dim, the current blinks
        q = 4 * self.s
        for i in range(g.ncards if g.phase != R.P_EVENT else 0):
            col = RED_CARD if g.cards[i] < 4 else WHITE_CARD
            if i < g.move:
                col = scale(col, 1, 6)
            elif i == g.move and not draw.blink(t) and R.P_FLIP <= g.phase <= R.P_BONUS:
                continue
            self.mark(grid, self.ox + (i & 1) * q, self.oy + (i >> 1) * q, g.cards[i] & 3, col)

    def mark(self, grid, x, y, m, col):
        bits = MARKS[m]
        s = self.s
        for r in range(3):
            for k in range(3):
                if bits[r] & (4 >> k):
                    for j in range(s):
                        for i in range(s):
                            grid.set(x + s * k + i, y + s * r + j, col)

    def draw_pick(self, g, grid, t):
        # table entry of a Time Card: the mark big in its colour, the cards drawn so far on top
        for i in range(g.ncards):
            self.px(2 * i, 0, sym_col(g.cards[i]))
            self.px(2 * i + 1, 0, MARK_COL[g.cards[i] & 3])
        col = RED_CARD if self.pick < 4 else WHITE_CARD
        self.mark(grid, self.ox + 2 * self.s, self.oy + 2 * self.s, self.pick & 3, col)
        self.px(0, 1 + g.player, SEAT_COL[g.player])
