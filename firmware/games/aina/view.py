# 'Āina on the grid: keys and modes. The 6x6 board sits in the middle of a virtual 8x8 (one LED a
# card on 8x8, 2x2 LEDs a card on 16x16, where the extra LEDs show each card's tokens); the ring
# around it shows the turn's Time Cards, the seat, turn, round and unused akua. Drawing is in
# paint.py, console commands in cmds.py (imported on the first command); README.md has the legend.
from core.compat import ticks_diff
from ui import keys
from games import registry
from games.aina import rules as R
from games.aina.paint import Paint, M_BOARD, M_LOCK, M_EDIT, M_PAGE, M_TOKENS, drop_parts


class View(Paint):
    # its console commands are listed in help.py (loaded only for `help`)
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
        self.line = 0       # set-up page: 0 players, 1 deal
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
        self.su = None      # the set-up page's code (entry.py) while the page shows
        self.frame_init()
        if ctx.game is not None:
            self.enter(ctx.game)
        else:
            self.setup_page().say_setup(self)

    # ---- helpers ----------------------------------------------------------------------------
    def setup_page(self):
        # entry.py, kept while the set-up page shows (draw() needs it every frame) and let go
        # when the game starts
        if self.su is None:
            from games.aina import entry
            self.su = entry
        return self.su

    def page(self):
        # page.py: the pages B shows and a table-entry Time Card's, drawn every frame while they
        # show; imported once when one opens and dropped when the board is back (loaded here,
        # not in paint.py: page.py imports paint.py)
        if self.pg is None:
            from games.aina import page
            self.pg = page
        return self.pg

    def cell(self):
        return self.cy * 6 + self.cx

    def clear(self):
        for i in range(36):
            self.lit[i] = 0

    def act(self, a, text):
        self.mode = M_BOARD
        self.clear()
        drop_parts()
        ok = self.ctx.act(a, text)
        g = self.ctx.game
        if ok and g is not None and g.nt:   # (note puts them in words: once)
            self.ctx.say(g.note)
        if ok and g is not None and g.over():
            from games.aina.result import REMATCH   # (the words, loaded for them)
            self.ctx.say(REMATCH)
            registry.drop("games.aina.result")
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
            from games.aina.event import show_akua
            show_akua(self, g)

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
        if g is None:
            return self.setup_page().key_setup(self, k, kind)
        if self.mode == M_PAGE or self.mode == M_TOKENS:
            return self.page().key(self, k, kind)
        self.sync(g)
        ph = g.phase
        if ph == R.P_DRAW:
            from games.aina.entry import key_draw
            return key_draw(self, g, k, kind)
        if ph == R.P_EVENT:
            from games.aina.event import key_event
            return key_event(self, g, k, kind)
        if self.mode == M_LOCK:
            from games.aina.lock import key_lock
            return key_lock(self, g, k, kind)
        if self.mode == M_EDIT:
            from games.aina.entry import key_edit
            return key_edit(self, g, k, kind)
        if k < 4:
            self.move(k)
        elif k == keys.B and kind == keys.PRESS:
            self.mode = M_PAGE
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
        # the card under the cursor in words, once per move (`where` repeats it)
        from games.aina.names import line
        self.ctx.say(line(self, g))
        registry.drop("games.aina.names")

    def press_a(self, g):
        c = self.cell()
        name = R.cell_name(c)
        ph = g.phase
        if g.pos[c] and (ph == R.P_FLIP or ph == R.P_BONUS):
            from games.aina.lock import positive_why   # why no lock: the words, loaded for them
            self.ctx.refuse(positive_why(g, c))
            drop_parts()
        elif ph == R.P_FLIP:
            self.act(bytes((R.FLIP, c)), "P%d flips %s" % (g.player + 1, name))
        elif ph == R.P_BONUS:
            self.act(bytes((R.BONUS, c)), "P%d bonus flip %s" % (g.player + 1, name))
        elif ph == R.P_AFTER:
            from games.aina.lock import start_lock
            start_lock(self, g, c)
        elif ph == R.P_OVER:
            self.ctx.rematch(2)  # the same set-up, a new deal (its seed: bytes 2-5)
        elif ph == R.P_LAYOUT:
            from games.aina.entry import start_edit
            start_edit(self, g, c)

    # ---- console commands ----------------------------------------------------------------------
    def command(self, words):
        from games.aina.cmds import command
        try:
            return command(self, words)
        finally:
            drop_parts()
