# 'Āina on the grid: the drawing half of the view (a mixin of view.View). Nothing here allocates:
# draw() runs every frame. README.md has the legend.
from ui import draw, palette
from ui.palette import scale
from games.aina import rules as R
from core.compat import drop

# Colours (palette names; the few 'Āina-only ones are here).
# The wao (also the resources): green, purple, orange, blue, chosen so that every pair stays apart for
# protanopes, deuteranopes and tritanopes too (issue 18): the green is a light spring green and the
# purple a lavender, lighter than the orange and the blue, which they resemble to a dichromat.
WAO_COL = (0x00FFA0, 0xC080FF, palette.ORANGE, 0x0000FF)
SEAT_COL = palette.PLAYERS + (palette.PINK, palette.CYAN)
RED_CARD = palette.RED
WHITE_CARD = palette.WHITE
MARK_COL = (palette.GREEN, palette.YELLOW, palette.BLUE, palette.PURPLE)  # I X O 8
NEG = palette.DIM
FLIP = 0x009393   # palette.TARGET at half its light: a negative card the Time Card (or a bonus flip) allows
TOK_COL = (palette.GREY, palette.WHITE)  # the token page (page.py): a card with 1 token, with 2
PATH = palette.WHITE
MISMATCH = palette.RED

# Modes of the view on top of the game's phase.
M_BOARD = 0
M_LOCK = 1     # choosing a row and its tokens
M_EDIT = 2     # table entry: editing one cell
M_PAGE = 3     # the Time Card page
M_TOKENS = 4   # the token page: how many tokens each card holds


def sym_col(s):
    return RED_CARD if s < 4 else WHITE_CARD


def copy(dst, src):
    # element by element: a slice assignment may allocate
    for i in range(len(src)):
        dst[i] = src[i]


# The two board pictures (blink on, off) in the framebuffer's own layout (hw/grid.py: 3 bytes
# R, G, B a cell, row by row), for 8x8 or 16x16 pictures. Allocated once, by the first view of that
# size (right after the import, while the heap is still whole: an 8x8 board never pays the 1.5 KB
# of the 16x16 pair), and shared: one view is shown at a time. OWNER[0] is the number of the view
# whose pictures they are (a number, so no old view is kept alive); OWNER[1] the number the next
# view gets.
FRAMES = {}
OWNER = [0, 1]
# True: a steady picture leaves the real framebuffer clean. False: it is marked dirty, as the other
# games' views leave it. Either way nothing reaches the wire: the output stage sends a frame only
# when it differs from the one the panel shows; True just spares it that comparison.
QUIET = False
SAVED = bytearray(12)   # the picture under the cursor (up to 2x2 LEDs) while it is copied


def put(f, i, c):
    # LED i of a picture = colour c
    i *= 3
    f[i] = c >> 16
    f[i + 1] = (c >> 8) & 255
    f[i + 2] = c & 255


class Paint:
    # The board picture (cards and ring) depends only on the game, the view's choice and the blink
    # half, so it is built into a picture when one of those changes and only copied to the grid on
    # the other frames: compared and copied in C on the real framebuffer (hw.grid.Grid, when the
    # picture fills it), else one grid.set per LED. With no fill first, an unchanged picture
    # leaves the grid clean, so the output stage writes nothing. Nothing here allocates.
    def frame_init(self):
        self.fw = 8 * self.s
        self.fid = OWNER[1]
        OWNER[1] += 1
        fr = FRAMES.get(self.fw)
        if fr is None:
            fr = FRAMES[self.fw] = (bytearray(3 * self.fw * self.fw), bytearray(3 * self.fw * self.fw))
        self.frames = fr
        self.built = [-1, -1]   # the version each frame was built for
        self.ver = 0            # bumped when what the frames show changes
        self.f = self.frames[0]  # the frame being built
        # the copy of the state the frames were built from
        self.k_int = -1
        self.pg = None   # page.py while a page shows (the Time Cards, the tokens, a Time Card's entry)
        self.k_arr = (bytearray(36), bytearray(36), bytearray(36), bytearray(36), bytearray(72),
                      bytearray(36), bytearray(4), bytearray(4), bytearray(36))

    def fresh(self, g):
        """Bump the version when anything the board picture shows changed: the game (even when
        changed behind the view's back, or replaced by undo) or the view's choice. Compares the
        values themselves, not an action count, and allocates nothing."""
        ki = (g.phase | g.move << 3 | g.ncards << 6 | g.player << 9 | g.turn << 12 | g.round << 15
              | self.mode << 18 | self.pick << 21 | self.ev_step << 24)
        k = self.k_arr
        if ki == self.k_int and g.pos == k[0] and g.path == k[1] \
                and g.sym == k[2] and g.wao == k[3] and g.tok == k[4] and g.starter == k[5] \
                and g.akua == k[6] and g.cards == k[7] and self.lit == k[8]:
            return
        self.k_int = ki
        copy(k[0], g.pos)
        copy(k[1], g.path)
        copy(k[2], g.sym)
        copy(k[3], g.wao)
        copy(k[4], g.tok)
        copy(k[5], g.starter)
        copy(k[6], g.akua)
        copy(k[7], g.cards)
        copy(k[8], self.lit)
        self.ver += 1

    def px(self, x, y, c):
        # one virtual 8x8 cell straight onto the grid: s x s LEDs (the pages and the set-up page)
        s = self.s
        gx = self.ox + x * s
        gy = self.oy + y * s
        grid = self.ctx.grid
        for j in range(s):
            for i in range(s):
                grid.set(gx + i, gy + j, c)

    def fpx(self, x, y, c):
        # one virtual 8x8 cell into the frame being built
        f = self.f
        if self.s == 1:
            put(f, 8 * y + x, c)
            return
        i = 32 * y + 2 * x
        put(f, i, c)
        put(f, i + 1, c)
        put(f, i + 16, c)
        put(f, i + 17, c)

    def draw(self, grid, t):
        g = self.ctx.game
        if g is None:
            grid.fill(palette.OFF)
            return self.setup_page().draw_setup(self, grid, t)
        self.sync(g)
        if self.mode == M_PAGE or self.mode == M_TOKENS or g.phase == R.P_DRAW:
            grid.fill(palette.OFF)
            return self.page().show(self, g, grid, t)
        if self.pg is not None:   # back on the board: the pages' code goes
            self.pg = None
            drop("games.aina.page")
        on = draw.blink(t)
        self.fresh(g)
        h = 0 if on else 1
        f = self.frames[h]
        if self.built[h] != self.ver or OWNER[0] != self.fid:
            if OWNER[0] != self.fid:
                OWNER[0] = self.fid
                self.built[1 - h] = -1
            self.build(g, on, f)
            self.built[h] = self.ver
        # the cursor (or the cell being edited) goes into the picture for the copy, so a steady
        # frame sets every LED to what it already shows and the grid stays clean
        n = self.fw
        s = self.s
        col = -1
        if self.mode == M_EDIT:
            col = WAO_COL[self.ed_wao] if on else sym_col(self.ed_sym)
        elif draw.cursor_shown(t) and g.phase != R.P_OVER and not (g.phase == R.P_EVENT and self.ev_step != 1):
            col = palette.CURSOR   # blink off: the cursor shows what lies beneath
        at = ((1 + self.cy) * n + 1 + self.cx) * s   # its top-left LED in the picture
        if col == palette.CURSOR and self.mode != M_EDIT:
            k = 3 * at   # white, or dark over a light card (a path card is white)
            col = palette.cursor_on((f[k] << 16) | (f[k + 1] << 8) | f[k + 2])
        if col >= 0:
            for j in range(s):
                for i in range(s):
                    k = 3 * (at + j * n + i)
                    m = 6 * j + 3 * i
                    SAVED[m] = f[k]
                    SAVED[m + 1] = f[k + 1]
                    SAVED[m + 2] = f[k + 2]
                    put(f, at + j * n + i, col)
        buf = getattr(grid, "buf", None)
        if buf is not None and grid.w == n and grid.h == n and len(buf) == len(f):
            if not grid.load(f) and not QUIET:   # the real framebuffer: one C compare/copy
                grid.dirty = True   # send the unchanged frame anyway
        else:
            if grid.w != n or grid.h != n:
                grid.fill(palette.OFF)   # a bigger grid: the margin is dark
            ox = self.ox
            oy = self.oy
            k = 0
            for y in range(oy, oy + n):
                for x in range(ox, ox + n):
                    grid.set(x, y, (f[k] << 16) | (f[k + 1] << 8) | f[k + 2])
                    k += 3
        if col >= 0:
            for j in range(s):
                for i in range(s):
                    k = 3 * (at + j * n + i)
                    m = 6 * j + 3 * i
                    f[k] = SAVED[m]
                    f[k + 1] = SAVED[m + 1]
                    f[k + 2] = SAVED[m + 2]
        # the end (won: a green ring; lost: a grey one) is the platform's (core/result.py)

    def build(self, g, on, f):
        # the board picture of one blink half: cards, then the ring around them
        for i in range(len(f)):
            f[i] = 0   # palette.OFF
        self.f = f
        for c in range(36):
            self.draw_card(g, c, on)
        self.draw_ring(g, on)

    def draw_card(self, g, c, on):
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
            base = FLIP if g.flippable(c) else NEG
        elif t0 == 0 and self.s == 1 and not on:
            base = NEG   # 8x8: positive but unlocked (flips back at the next event) blinks grey
        else:
            base = w     # positive: its wao, full (8x8: steady once locked; the token page counts)
        f = self.f
        if self.s == 1:
            mis = (t0 and t0 - 1 != g.wao[c]) or (t1 and t1 - 1 != g.wao[c])
            put(f, 8 * y + x, MISMATCH if (mis and not on and not self.lit[c]) else base)
            return
        # 16x16: the wao top-left and bottom-right; the token slots (top-right, bottom-left) show
        # each token in its resource's colour and are dark while free: 2, 3 or 4 LEDs lit
        free = palette.OFF if g.pos[c] and not g.path[c] and g.phase != R.P_LAYOUT else base
        i = 32 * y + 2 * x
        put(f, i, base)
        put(f, i + 17, base)
        put(f, i + 1, WAO_COL[t0 - 1] if t0 else free)
        put(f, i + 16, WAO_COL[t1 - 1] if t1 else free)

    def draw_ring(self, g, on):
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
                self.fpx(2 * i, 0, a)
                self.fpx(2 * i + 1, 0, b)
        # left column: the seat playing
        self.fpx(0, 1 + g.player, SEAT_COL[g.player])
        # right column: turns of the round; a bonus flip owed blinks below them
        for i in range(4):
            if i < g.turn or (i == g.turn and on):
                self.fpx(7, 1 + i, palette.GREY)
        if g.phase == R.P_BONUS and on:
            self.fpx(7, 6, palette.YELLOW)
        if g.phase == R.P_EVENT and on:
            self.fpx(7, 6, palette.PURPLE)
        # bottom row: rounds, then the akua still available (the chosen one blinks)
        for i in range(4):
            if i < g.round or (i == g.round and (on or g.phase == R.P_OVER)):
                self.fpx(i, 7, palette.GREY)
            if g.akua[i] == R.NONE and not (g.phase == R.P_EVENT and self.pick == i and not on):
                self.fpx(4 + i, 7, WAO_COL[i])


def drop_parts():
    # the code of the set-up page and table entry (entry), of choosing a lock (lock, moves), of
    # the Cosmic Event (event) and the console parser (cmds) is imported only while used and dropped
    # after each action, as registry.unload drops a game: the board on its own keeps that RAM. Here,
    # not in view.py: entry.py and lock.py call it, and the view imports them
    for n in ("cmds", "moves", "lock", "event", "entry", "names", "result"):
        drop("games.aina." + n)
