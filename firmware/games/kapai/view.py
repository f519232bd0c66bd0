# Ka Pai on the grid: the 7x7 sheet (one LED a cell on 8x8, 2x2 with the symbol's shape on 16x16),
# the dice in the column beside it; pages for the dice, the bonus boxes and the score. Keys here,
# drawing in paint.py, what it says and the console commands in words.py (loaded per line, per command); README.md has the legend.
from ui.keys import UP, DOWN, LEFT, RIGHT, A, B, PRESS, REPEAT, DX, DY
from games.kapai import rules as R
from games.kapai import sheet as S
from games.kapai import paint
from games import registry
from games.kapai.paint import M_START, M_SHEET, M_DICE, M_INFO, M_TOTAL


class View:
    # its console commands are listed in words.py HELP (loaded only for `help`)
    def __init__(self, ctx):
        self.ctx = ctx
        g = ctx.grid
        self.s = 2 if g.w >= 16 and g.h >= 16 else 1
        self.cx = 3
        self.cy = 2
        self.pen = 0          # which die's symbol A draws when they differ
        self.gsel = 0         # the group offered when there is a choice
        self.bsel = 0         # the bonus box type offered
        self.ok = bytearray(R.CELLS)   # cells the next symbol may go in
        self.total = 0
        self.won = True       # at the end: this sheet wins (or plays solo)
        self.et = 0           # another player's total being entered, their bonus boxes, which
        self.eb = 0
        self.ef = 0
        self._g = None
        self._sig = -1
        self.blank = None
        if ctx.game is None:
            self.mode = M_START
            self.blank = R.Game(b"\0\0\0\0").cells
            ctx.say("Ka Pai set-up: nothing to choose (one sheet, two dice). A: start, B: back")
        else:
            self.mode = M_SHEET
            self.sync(ctx.game)

    # ---- following the game (also after undo/redo from the menu or console) -----------------
    def sync(self, g):
        """Called by key() and every frame: allocates nothing unless the game changed."""
        sig = ((g.rolls * 64 + g.drawn) * 8 + g.phase) * 16 + len(g.others)
        if g is self._g and sig == self._sig:
            return
        self._g = g
        self._sig = sig
        for i in range(R.CELLS):
            self.ok[i] = 1 if g.phase == R.PH_DRAW and not g.can_draw(i) else 0
        self.total = g.total()
        ph = g.phase
        if self.mode == M_DICE and ph != R.PH_DRAW:
            self.mode = M_SHEET
        if ph == R.PH_OVER:
            self.mode = M_INFO
            if g.others:   # the end in words: words.py, loaded for it only
                from games.kapai import words
                self.won = "this sheet" in words.winners(g)
                registry.drop("games.kapai.words")
            else:
                self.won = True
        elif self.mode == M_INFO or self.mode == M_TOTAL:
            self.mode = M_SHEET
        if ph == R.PH_DRAW and S.DIE_A[g.die[0]] == S.DIE_B[g.die[1]]:
            self.pen = 0
        self.gsel = 0
        if ph == R.PH_BONUS:
            self.bsel = 0
            self._next_box(g, 0)

    def _next_box(self, g, step):
        for _ in range(4):
            if g.boxes[self.bsel] < S.BOXES[self.bsel]:
                return
            self.bsel = (self.bsel + (step or 1)) % 4

    def _pen_sym(self, g):
        return S.DIE_A[g.die[0]] if self.pen == 0 else S.DIE_B[g.die[1]]

    def _act(self, action):
        ok = self.ctx.act(action)
        g = self.ctx.game
        self.sync(g)
        if ok and g.phase == R.PH_GROUP:
            self.ctx.say("This symbol completes %d groups: the d-pad picks, A circles" % g.ncand)
        elif ok and g.phase == R.PH_BONUS:
            self.ctx.say("Slash group: up/down pick a bonus box type, A marks it")
        elif ok and g.over() and action[0] != R.OP_TOTAL:
            self.ctx.say("The sheet is full. A: another player's total, B: the sheet (A there: a rematch)")
        return ok

    def _start(self):
        seed = self.ctx.now() & 0x7FFFFFFF
        if self.ctx.start(R.make_setup(seed)):
            self.mode = M_SHEET
            self.blank = None
            self.sync(self.ctx.game)

    def _roll(self):
        if self._act(bytes((R.OP_ROLL,))):
            g = self.ctx.game
            self.sync(g)
            self.pen = 0
            self.mode = M_DICE
            if S.DIE_A[g.die[0]] != S.DIE_B[g.die[1]]:
                self.ctx.say("left/right pick the symbol, A draws it on the sheet")

    # ---- keys ------------------------------------------------------------------------------
    def key(self, k, kind):
        if kind != PRESS and kind != REPEAT:
            return
        g = self.ctx.game
        if g is None:
            if kind != PRESS:
                return
            if k == A:
                self._start()
            elif k == B:
                self.ctx.menu()  # back where the player came from
            else:
                self.ctx.refuse("Ka Pai has nothing to set up: A starts the sheet, B goes back")
            return
        self.sync(g)
        if kind == REPEAT and k >= A:
            return
        ph = g.phase
        if self.mode == M_TOTAL:
            self._total_key(g, k)
            return
        if self.mode == M_INFO:
            if ph == R.PH_OVER and k == A:
                self.mode = M_TOTAL
                self.et, self.eb, self.ef = self.total, 0, 0
                self.ctx.say("Another player's total: up/down 1, left/right 10, A then their bonus "
                             "boxes (up/down), A enters it; B cancels")
            elif ph != R.PH_OVER or k == B:
                self.mode = M_SHEET
            return
        if self.mode == M_DICE:
            a, b = S.DIE_A[g.die[0]], S.DIE_B[g.die[1]]
            if (k == LEFT or k == RIGHT) and a != b:
                self.pen ^= 1
                self.ctx.say("draw a %s" % S.SYMBOLS[self._pen_sym(g)])
            elif k == A or k == B:
                self.mode = M_SHEET
            return
        if ph == R.PH_BONUS:
            if k == UP or k == LEFT or k == DOWN or k == RIGHT:
                step = 3 if k == UP or k == LEFT else 1
                self.bsel = (self.bsel + step) % 4
                self._next_box(g, step)
                self.ctx.say("bonus box for %s groups?" % S.SYMBOLS[self.bsel])
            elif k == A:
                self._act(bytes((R.OP_BONUS, self.bsel)))
            elif k == B:
                self.mode = M_INFO
            return
        if ph == R.PH_GROUP:
            if k < A:
                self.gsel = (self.gsel + (1 if k == DOWN or k == RIGHT else g.ncand - 1)) % g.ncand
            elif k == A:
                self._act(bytes((R.OP_GROUP, g.cand[2 * self.gsel], g.cand[2 * self.gsel + 1])))
            else:
                self.mode = M_INFO
            return
        if k < A:
            at = self.cy * R.N + self.cx
            self.cx = min(max(self.cx + DX[k], 0), R.N - 1)
            self.cy = min(max(self.cy + DY[k], 0), R.N - 1)
            if self.cy * R.N + self.cx != at:
                self.ctx.later(lambda: self.where(self.ctx.game))  # the words after the frame
        elif k == A:
            if ph == R.PH_OVER:
                self.ctx.rematch(0)  # a new sheet, new dice (the set-up is the seed alone)
            elif ph == R.PH_ROLL:
                self._roll()
            elif ph == R.PH_DRAW:
                self._act(bytes((R.OP_DRAW, self.cy * R.N + self.cx, self._pen_sym(g))))
            else:
                self.mode = M_INFO
        elif ph == R.PH_DRAW:
            self.mode = M_DICE
        else:
            self.mode = M_INFO

    def _total_key(self, g, k):
        if k == B:
            self.mode = M_INFO
            return
        if k == A:
            if self.ef == 0:
                self.ef = 1
            else:
                self.mode = M_INFO
                self._act(bytes((R.OP_TOTAL, self.et >> 8, self.et & 255, self.eb)))
                return
        elif self.ef == 0:
            d = 1 if k == UP else -1 if k == DOWN else 10 if k == RIGHT else -10
            self.et = min(max(self.et + d, 0), 999)
        else:
            self.eb = min(max(self.eb + (1 if k == UP or k == RIGHT else -1), 0), 12)
        self.ctx.say("player %d: %d points, %d bonus boxes%s" % (
            len(g.others) + 2, self.et, self.eb, " (A enters it)" if self.ef else ""))

    def where(self, g):
        # the cell under the cursor in words, once per move (`where` repeats it)
        from games.kapai import words
        self.ctx.say(words.where(self, g))
        registry.drop("games.kapai.words")

    def show(self, i):
        # the cursor on cell i, the sheet shown (after `draw` on the console)
        self.cx, self.cy = i % R.N, i // R.N
        self.mode = M_SHEET

    # ---- console: words.py, loaded for a command and dropped after ------------------------------
    def command(self, words):
        from games.kapai import words as W
        try:
            return W.command(self, words)
        finally:
            registry.drop("games.kapai.words")

    def draw(self, grid, t):
        paint.draw(self, grid, t)
