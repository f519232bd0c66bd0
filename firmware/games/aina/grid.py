# 'Āina on the grid: keys and modes, and the drawing. The 6x6 board sits in the middle of a virtual
# 8x8 (one LED a card on 8x8, 2x2 LEDs a card on 16x16, where the extra LEDs show each card's tokens);
# the ring around it shows the turn's Time Cards, the seat, turn, round and unused akua. The drawing
# allocates nothing: draw() runs every frame. The set-up page, the pages B shows, table entry and the
# guided choices (a lock, the Cosmic Event) are page.py's, the console commands cmds.py's, the lines
# said and a refusal's words words.py's: loaded while used and dropped after (drop_parts). README.md
# has the legend.
from core.compat import ticks_diff, drop
from ui import keys, draw, palette
from ui.palette import scale
from games.aina import deck
from games.aina import rules as R
from games.aina.codes import (M_BOARD, M_LOCK, M_EDIT, M_PAGE, M_TOKENS, WAO_COL, SEAT_COL, MARK_COL,
                              sym_col)

# The board's own colours (those the pages share are codes.py's).
NEG = palette.DIM
FLIP = 0x009393   # palette.TARGET at half its light: a negative card the Time Card (or a bonus flip) allows
PATH = palette.WHITE
MISMATCH = palette.RED


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


class View:
    # its console commands are listed in words.py's HELP (loaded only for `help`)
    def __init__(self, ctx):
        self.ctx = ctx
        g = ctx.grid
        self.s = 2 if g.w >= 16 and g.h >= 16 else 1
        self.ox = (g.w - 8 * self.s) // 2
        self.oy = (g.h - 8 * self.s) // 2
        self.cx = 0
        self.cy = 0
        self.mode = M_BOARD
        self.players = 2
        self.line = 1       # set-up page: 0 Learn (the lesson), 1 players, 2 deal
        self.table = False
        self.rows = []      # lockable rows through the picked card: (cell, dir)
        self.ri = 0
        self.toks = []      # token choices for the current row
        self.ti = 0
        self.lit = bytearray(36)   # cells highlighted by the current choice (row, path)
        self.ed_sym = 0
        self.ed_wao = 0
        self.pick = 0       # table draw: the Time symbol; event: the akua (4 = pass)
        self.ev_step = 0    # 0 choose akua, 1 start card, 2 direction
        self.ev_dir = 0
        self.held = bytearray(2)   # A, B went down and have not acted yet
        self.down_at = 0
        self.frame_init()
        self.learned = False   # 'Aina's lesson played through (the set-up page's Learn dims)
        if ctx.game is not None:
            self.enter(ctx.game)
        else:
            self.learned = ctx.learned()   # (read once: a frame allocates nothing)
            self.page().say_setup(self)

    # ---- helpers ----------------------------------------------------------------------------
    def page(self):
        # page.py: the set-up page, the pages B shows and table entry, with their keys. Imported
        # once when one of them opens and kept while it is used (the set-up page and the pages draw
        # every frame); let go when the board is back (draw) and after each action (drop_parts)
        if self.pg is None:
            from games.aina import page
            self.pg = page
        return self.pg

    def drop_parts(self):
        # the code of the pages (page), of choosing a lock (lock, moves), of the Cosmic Event
        # (event), the console commands (cmds) and the words (words, why) is imported only while
        # used and dropped after each action, as registry.unload drops a game: the board on its own
        # keeps that RAM
        self.pg = None
        for n in ("cmds", "words", "moves", "page"):
            drop("games.aina." + n)

    def cell(self):
        return self.cy * 6 + self.cx

    def clear(self):
        for i in range(36):
            self.lit[i] = 0

    def act(self, a, text):
        self.mode = M_BOARD
        self.clear()
        self.drop_parts()
        ok = self.ctx.act(a, text)
        g = self.ctx.game
        if ok and g is not None and g.nt:   # (note puts them in words: once)
            self.ctx.say(g.note)
        if ok and g is not None and g.phase == R.P_AFTER and getattr(self.ctx, "lesson", None) is None:
            # a row can be locked: the grid shows where for a while, as hold A does elsewhere
            # (after a flip hold A ends the move; a lesson lights its own cells)
            self.ctx.options()
        if ok and g is not None and g.over():
            from games.aina.words import REMATCH   # (the words, loaded for them)
            self.ctx.say(REMATCH)
            drop("games.aina.words")
        if g is not None:
            self.enter(g)
        return ok

    def sync(self, g):
        # undo/redo (through the menu or the console) can change the phase under a half-made
        # choice: drop the choice then. Allocates nothing: draw() calls it too.
        ph = g.phase
        if (self.mode == M_LOCK and ph != R.P_AFTER) or (self.mode == M_EDIT and ph != R.P_LAYOUT) \
                or (self.ev_step and ph != R.P_EVENT):
            self.mode = M_BOARD
            self.ev_step = 0
            self.clear()

    def enter(self, g):
        # a Cosmic Event starts at its first step with the first unused akua offered
        if g.phase != R.P_EVENT:
            self.ev_step = 0
        elif self.ev_step == 0:
            self.pick = 0
            while self.pick < 4 and g.akua[self.pick] != R.NONE:
                self.pick += 1
            self.page().show_akua(self, g)

    # ---- keys ------------------------------------------------------------------------------
    def key(self, k, kind):
        # The d-pad acts on PRESS and REPEAT. A and B act on release (short) or on LONG, never
        # both: a hold sends PRESS first, and hold A must not also pick the card under the cursor.
        if k >= 4:
            i = k - 4
            if kind == keys.PRESS:
                self.held[i] = 1
                self.down_at = self.ctx.now()
                return
            if not self.held[i] or kind == keys.REPEAT:
                return
            self.held[i] = 0
            if kind == keys.RELEASE:
                if ticks_diff(self.ctx.now(), self.down_at) >= 600:   # not a short press
                    return  # a long press someone else took (hold B opens the menu)
                kind = keys.PRESS
        elif kind != keys.PRESS and kind != keys.REPEAT:
            return
        g = self.ctx.game
        if k == keys.A and kind == keys.LONG and (g is None or not (
                self.mode == M_EDIT or self.mode == M_BOARD and (g.phase == R.P_AFTER or g.phase == R.P_LAYOUT))):
            # long A where it has no other use (it ends a move, ends the layout, enters a Starter):
            # what can be done now, lit, and in one line
            return self.ctx.options()
        if g is None:
            if k == keys.A and kind == keys.PRESS and self.line == 0:
                # Learn: the set-up page let go first: its room is the lesson's game's
                self.drop_parts()
                return self.ctx.learn()
            return self.page().key_setup(self, k, kind)
        if self.mode == M_PAGE or self.mode == M_TOKENS:
            return self.page().key(self, k, kind)
        self.sync(g)
        ph = g.phase
        if ph == R.P_DRAW or ph == R.P_EVENT or self.mode == M_LOCK or self.mode == M_EDIT:
            if ph == R.P_DRAW:
                a = self.page().key_draw(self, g, k, kind)
            elif ph == R.P_EVENT:
                a = self.page().key_event(self, g, k, kind)
            elif self.mode == M_LOCK:
                a = self.page().key_lock(self, g, k, kind)
            else:
                a = self.page().key_edit(self, g, k, kind)
            # the action chosen (action, words[, 1: a layout cell, the cursor moves on]), played
            # here once that code has returned: act drops it, so its RAM is free again while the
            # action's words load
            if a is not None and self.act(a[0], a[1]) and len(a) > 2:
                self.cx = (self.cx + 1) % 6
                if self.cx == 0:
                    self.cy = (self.cy + 1) % 6
            return
        if k < 4:
            self.move(k)
        elif k == keys.B and kind == keys.PRESS:
            self.mode = M_PAGE   # (a newcomer's B showed this page with no word of what it was)
            self.ctx.say("the Time Card page: this turn's 4 Time Cards, big; B: the token page, "
                         "another key: the board")
        elif k == keys.A and kind == keys.LONG:
            if ph == R.P_AFTER:
                self.act(bytes((R.END,)), "P%d ends move %d" % (g.player + 1, g.move + 1))
            elif ph == R.P_LAYOUT:
                self.act(bytes((R.LAYOUT,)), "layout entered")
        elif k == keys.A and kind == keys.PRESS:
            self.press_a(g)

    def move(self, k):
        self.cx = (self.cx + keys.DX[k]) % 6
        self.cy = (self.cy + keys.DY[k]) % 6
        self.ctx.later(lambda: self.where(self.ctx.game))  # the words after the frame

    def where(self, g):
        # the card under the cursor in words, once per move (`where` repeats it). Here, not in
        # words.py: a cursor step loads no module (the Pico's heap has little room to spare late in
        # a game, and words.py is the biggest module the game loads)
        self.ctx.say(self.card_text(g, self.cell()))

    def card_text(self, g, c):
        # card c in words, as its light shows it (the cursor's line, `what`)
        t = R.cell_name(c) + ": "
        a = 0
        while a < 4 and g.akua[a] != c:
            a += 1
        if g.sym[c] == R.NONE:
            t += "no card entered yet"
        elif a < 4:
            t += "the %s akua stands here" % deck.WAO[a]
        elif g.path[c]:
            t += "on an akua path (a pohaku)"
        elif not g.pos[c]:
            t += "negative (face down), Time symbol %s%s%s" % (
                deck.sym_words(g.sym[c]), ", a Starter card" if g.starter[c] else "",
                ", may flip now" if g.flippable(c) else "")
        else:
            toks = ""
            for x in (g.tok[2 * c], g.tok[2 * c + 1]):
                if x:
                    toks += (" and " if toks else "") + deck.RESOURCE[x - 1]
            t += "positive, %s (%s), %s" % (deck.WAO[g.wao[c]], deck.RESOURCE[g.wao[c]],
                                            ("locked with " + toks) if toks else "no token")
        return t

    def press_a(self, g):
        c = self.cell()
        name = R.cell_name(c)
        ph = g.phase
        if g.pos[c] and (ph == R.P_FLIP or ph == R.P_BONUS):
            self.ctx.refuse(self.page().positive_why(g, c))   # why no lock (dropped at once)
            self.drop_parts()
        elif ph == R.P_FLIP:
            self.act(bytes((R.FLIP, c)), "P%d flips %s" % (g.player + 1, name))
        elif ph == R.P_BONUS:
            self.act(bytes((R.BONUS, c)), "P%d bonus flip %s" % (g.player + 1, name))
        elif ph == R.P_AFTER:
            self.page().start_lock(self, g, c)
        elif ph == R.P_OVER:
            self.ctx.rematch(2)  # the same set-up, a new deal (its seed: bytes 2-5)
        elif ph == R.P_LAYOUT:
            self.page().start_edit(self, g, c)

    # ---- console commands ------------------------------------------------------------------
    def command(self, words):
        from games.aina.cmds import command
        try:
            return command(self, words)
        finally:
            self.drop_parts()

    # ---- drawing ---------------------------------------------------------------------------
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
        self.pg = None   # page.py while a page or a choice of its shows (View.page)
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
            return self.page().draw_setup(self, grid, t)
        self.sync(g)
        if self.mode == M_PAGE or self.mode == M_TOKENS or g.phase == R.P_DRAW:
            grid.fill(palette.OFF)
            return self.page().show(self, g, grid, t)
        if self.pg is not None and self.mode == M_BOARD and g.phase != R.P_EVENT:
            # back on the board with nothing guided (a cell's entry, a lock, an event): the pages' code goes
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
