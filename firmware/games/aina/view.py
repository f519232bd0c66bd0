# 'Āina on the grid: keys and modes. The 6x6 board sits in the middle of a virtual 8x8 (one LED a
# card on 8x8, 2x2 LEDs a card on 16x16, where the extra LEDs show each card's tokens); the ring
# around it shows the turn's Time Cards, the seat, turn, round and unused akua. Drawing is in
# paint.py, console commands in cmds.py (imported on the first command); README.md has the legend.
import sys
from core.compat import ticks_diff
from ui import keys
from games.aina import deck
from games.aina import rules as R
from games.aina.paint import Paint, M_BOARD, M_LOCK, M_EDIT, M_PAGE



def drop():
    # moves (the lock helpers) and cmds (the console parser) are imported only while used and
    # dropped after, as registry.unload drops a game: players on the buttons keep that RAM
    pkg = sys.modules.get("games.aina")
    for n in ("cmds", "moves"):
        sys.modules.pop("games.aina." + n, None)
        if pkg is not None and n in pkg.__dict__:
            delattr(pkg, n)


SHORT_MS = 600   # a release of A or B after this long is not a short press
DIR_KEYS = (keys.RIGHT, keys.DOWN, keys.LEFT, keys.UP)  # akua directions 0 E, 1 S, 2 W, 3 N


class View(Paint):
    HELP = ("board | legal | flip a1 | bonus a1 | end | pass (an event): the layout, counts, moves",
            "lock a1 right|down [t t t t]: tokens r k p f, bank br bk bp bf, - a path",
            "akua nahele|mala'ai|kauhale|kai a1 east|south|west|north: the Cosmic Event",
            "table entry: cell a1 rI N [*] (* a Starter) | draw rI | done")
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
        if ctx.game is not None:
            self.enter(ctx.game)
        else:
            ctx.say("'Aina set-up: up/down players (%d), left/right digital deal or table entry, "
                    "A to start" % self.players)

    # ---- helpers ----------------------------------------------------------------------------
    def cell(self):
        return self.cy * 6 + self.cx

    def clear(self):
        for i in range(36):
            self.lit[i] = 0

    def act(self, a, text):
        self.mode = M_BOARD
        self.clear()
        drop()
        ok = self.ctx.act(a, text)
        g = self.ctx.game
        if ok and g is not None and g.note:
            self.ctx.say(g.note)
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
            self.show_akua(g)

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
                if ticks_diff(self.ctx.now(), self.down_at) >= SHORT_MS:
                    return  # a long press someone else took (hold B opens the menu)
                kind = keys.PRESS
        elif kind != keys.PRESS and kind != keys.REPEAT:
            return
        g = self.ctx.game
        if g is None:
            return self.key_setup(k, kind)
        if self.mode == M_PAGE:
            if kind == keys.PRESS:
                self.mode = M_BOARD
            return
        self.sync(g)
        ph = g.phase
        if ph == R.P_DRAW:
            return self.key_draw(g, k, kind)
        if ph == R.P_EVENT:
            return self.key_event(g, k, kind)
        if self.mode == M_LOCK:
            return self.key_lock(g, k, kind)
        if self.mode == M_EDIT:
            return self.key_edit(g, k, kind)
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

    def press_a(self, g):
        c = self.cell()
        name = R.cell_name(c)
        ph = g.phase
        if ph == R.P_FLIP:
            self.act(bytes((R.FLIP, c)), "P%d flips %s" % (g.player + 1, name))
        elif ph == R.P_BONUS:
            self.act(bytes((R.BONUS, c)), "P%d bonus flip %s" % (g.player + 1, name))
        elif ph == R.P_AFTER:
            self.start_lock(g, c)
        elif ph == R.P_LAYOUT:
            self.mode = M_EDIT
            if g.sym[c] != R.NONE:
                self.ed_sym, self.ed_wao = g.sym[c], g.wao[c]
            self.say_edit()

    def key_setup(self, k, kind):
        if k == keys.UP or k == keys.DOWN:
            self.players = min(R.MAX_PLAYERS, max(2, self.players + (1 if k == keys.UP else -1)))
        elif k == keys.LEFT or k == keys.RIGHT:
            self.table = not self.table
        elif k == keys.A and kind == keys.PRESS:
            if self.ctx.grid.w < 8 or self.ctx.grid.h < 8:
                self.ctx.refuse("'Aina needs a grid of at least 8x8 (the 6x6 board and its ring)")
                return
            seed = self.ctx.now() & 0x3FFFFFFF
            if self.ctx.start(R.make_setup(self.players, seed, self.table)):
                g = self.ctx.game
                if g.note:
                    self.ctx.say(g.note)
                self.enter(g)
            return
        else:
            return
        n = R.seats_for(self.players)
        self.ctx.say("players %d%s, %s" % (self.players, (" in %d teams" % n) if n != self.players else "",
                                           "table entry" if self.table else "digital deal"))

    # table entry of the layout: up/down symbol, left/right wao, A enter, long A starter card
    def say_edit(self):
        self.ctx.say("%s: %s %s (A enter, hold A = starter card, B cancel)" % (
            R.cell_name(self.cell()), deck.SYM_TEXT[self.ed_sym], deck.WAO[self.ed_wao]))

    def key_edit(self, g, k, kind):
        if k == keys.UP or k == keys.DOWN:
            self.ed_sym = (self.ed_sym + (1 if k == keys.UP else 7)) % 8
        elif k == keys.LEFT or k == keys.RIGHT:
            self.ed_wao = (self.ed_wao + (1 if k == keys.RIGHT else 3)) % 4
        elif k == keys.B:
            self.mode = M_BOARD
            return
        elif k == keys.A and kind != keys.REPEAT:
            st = 1 if kind == keys.LONG else 0
            c = self.cell()
            if self.act(bytes((R.CELL, c, self.ed_sym, self.ed_wao, st)), "%s = %s %s%s" % (
                    R.cell_name(c), deck.SYM_TEXT[self.ed_sym], deck.WAO[self.ed_wao],
                    " (starter)" if st else "")):
                self.cx = (self.cx + 1) % 6
                if self.cx == 0:
                    self.cy = (self.cy + 1) % 6
            return
        else:
            return
        self.say_edit()

    # table entry of a Time Card: up/down red/white, left/right the mark, A enter
    def key_draw(self, g, k, kind):
        if k == keys.UP or k == keys.DOWN:
            self.pick ^= 4
        elif k == keys.LEFT or k == keys.RIGHT:
            self.pick = (self.pick & 4) | ((self.pick + (1 if k == keys.RIGHT else 3)) & 3)
        elif k == keys.A and kind == keys.PRESS:
            self.act(bytes((R.DRAW, self.pick)), "P%d drew %s" % (g.player + 1, deck.SYM_TEXT[self.pick]))
            return
        else:
            return
        self.ctx.say("Time Card %d: %s" % (g.ncards + 1, deck.SYM_TEXT[self.pick]))

    # locking: A on a card lists the lockable rows through it; left/right picks the row,
    # up/down the tokens, A locks, B cancels
    def start_lock(self, g, c):
        rows = []
        why = None
        for d in (0, 1):
            step = 1 if d == 0 else 6
            for back in range(4):
                s = c - back * step
                if s < 0 or (d == 0 and s // 6 != c // 6):
                    break
                cells = g.row(s, d)
                if cells is None:
                    continue
                if g.lockable(s, d):
                    rows.append((s, d))
                elif why is None:
                    why = g.row_problem(cells) or "not enough tokens"
        if not rows:
            self.ctx.refuse("no row of four through %s can be locked%s" % (
                R.cell_name(c), (": " + why) if why else ""))
            return
        self.rows = rows
        self.ri = 0
        self.mode = M_LOCK
        self.pick_row(g)

    def pick_row(self, g):
        from games.aina.moves import token_choices
        s, d = self.rows[self.ri]
        self.toks = token_choices(g, s, d)
        self.ti = 0
        self.clear()
        for c in g.row(s, d):
            self.lit[c] = 1
        self.say_lock(g)

    def say_lock(self, g):
        from games.aina.moves import row_name, tokens_text
        s, d = self.rows[self.ri]
        self.ctx.say("lock %s: %s (A lock, left/right row, up/down tokens %d/%d, B cancel)" % (
            row_name(s, d), tokens_text(g, s, d, self.toks[self.ti]), self.ti + 1, len(self.toks)))

    def key_lock(self, g, k, kind):
        if k == keys.LEFT or k == keys.RIGHT:
            self.ri = (self.ri + (1 if k == keys.RIGHT else -1)) % len(self.rows)
            self.pick_row(g)
        elif k == keys.UP or k == keys.DOWN:
            self.ti = (self.ti + (1 if k == keys.DOWN else -1)) % len(self.toks)
            self.say_lock(g)
        elif k == keys.B and kind == keys.PRESS:
            self.mode = M_BOARD
            self.clear()
            drop()
        elif k == keys.A and kind == keys.PRESS:
            from games.aina.moves import row_name, tokens_text
            s, d = self.rows[self.ri]
            t = self.toks[self.ti]
            self.act(bytes((R.LOCK, s, d)) + t, "P%d locks %s with %s" % (
                g.player + 1, row_name(s, d), tokens_text(g, s, d, t)))

    # Cosmic Event, guided: 1 choose the akua (or pass), 2 its start card, 3 the direction
    def key_event(self, g, k, kind):
        step = self.ev_step
        if step == 0:
            if k < 4:
                self.pick = (self.pick + (1 if k in (keys.RIGHT, keys.DOWN) else 4)) % 5
                self.show_akua(g)
            elif k == keys.A and kind == keys.PRESS:
                if self.pick == 4:
                    self.act(bytes((R.PASS,)), "the players pass: no akua")
                elif g.akua[self.pick] != R.NONE:
                    self.ctx.refuse("akua %s was already used" % deck.WAO[self.pick])
                else:
                    self.ev_step = 1
                    self.ctx.say("akua %s: pick its start card (a positive %s card), A" % (
                        deck.WAO[self.pick], deck.RESOURCE[deck.AKUA_PATH[self.pick][0]]))
            elif k == keys.B and kind == keys.PRESS:
                self.mode = M_PAGE
        elif step == 1:
            if k < 4:
                self.move(k)
            elif k == keys.B and kind == keys.PRESS:
                self.ev_step = 0
                self.show_akua(g)
            elif k == keys.A and kind == keys.PRESS:
                c = self.cell()
                for d in range(4):
                    if self.preview(g, c, d):
                        self.ev_step = 2
                        self.ctx.say("akua %s on %s: pick the direction with the d-pad, A to confirm" % (
                            deck.WAO[self.pick], R.cell_name(c)))
                        return
                self.ctx.refuse("akua %s cannot start a path on %s" % (deck.WAO[self.pick], R.cell_name(c)))
        else:
            if k < 4:
                d = DIR_KEYS.index(k)
                if not self.preview(g, self.cell(), d):
                    self.ctx.refuse("no path %s from %s" % (R.DIR_TEXT[d], R.cell_name(self.cell())))
            elif k == keys.B and kind == keys.PRESS:
                self.ev_step = 1
                self.clear()
            elif k == keys.A and kind == keys.PRESS:
                c = self.cell()
                self.act(bytes((R.AKUA, self.pick, c, self.ev_dir)), "akua %s from %s %s" % (
                    deck.WAO[self.pick], R.cell_name(c), R.DIR_TEXT[self.ev_dir]))

    def show_akua(self, g):
        self.clear()
        a = self.pick
        if a == 4:
            self.ctx.say("Cosmic Event: pass (no akua)? A to confirm")
            return
        src = deck.AKUA_PATH[a][0]
        for c in range(36):
            if g.pos[c] and g.wao[c] == src:
                self.lit[c] = 1
        self.ctx.say("Cosmic Event: akua %s (%s to %s)%s, A to choose" % (
            deck.WAO[a], deck.RESOURCE[src], deck.RESOURCE[deck.AKUA_PATH[a][1]],
            " - already used" if g.akua[a] != R.NONE else ""))

    def preview(self, g, c, d):
        try:
            cells = g.akua_path(self.pick, c, d)
        except R.Illegal:
            return False
        self.ev_dir = d
        self.clear()
        for x in cells:
            self.lit[x] = 1
        self.ctx.say("path %s: %s (%d pohaku)" % (R.DIR_TEXT[d], " ".join(R.cell_name(x) for x in cells),
                                                   len(cells) - 1))
        return True

    # ---- console commands ----------------------------------------------------------------------
    def command(self, words):
        from games.aina.cmds import command
        try:
            return command(self, words)
        finally:
            drop()
