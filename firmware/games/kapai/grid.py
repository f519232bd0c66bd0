# Ka Pai on the grid: the 7x7 sheet (one LED a cell on 8x8, 2x2 with the symbol's shape on 16x16),
# the dice in the column beside it; pages for the dice, the bonus boxes and the score. The keys (class
# View), then the drawing: every drawing function takes the View (v) and allocates nothing, they run
# every frame. The cell under the cursor it says itself (View.where: a cursor step loads no module);
# the rest it says (the console commands, the end) is words.py, loaded for the command and dropped
# after. The legend: README.md.
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from ui.keys import UP, DOWN, LEFT, RIGHT, A, B, PRESS, REPEAT, LONG, DX, DY
from ui import palette as P
from ui import draw as D
from games import registry
from games.kapai import rules as R
from games.kapai import sheet as S

# Ka Pai's own colours, chosen with the legibility check (host_tools/legibility.py): on 8x8 a cell is
# one LED, so the thirteen states of a sheet cell (dark, free, allowed, totem, four symbols loose and
# in a group, a group being chosen, the cursor, a lesson's cell) must differ by colour alone, at least
# 15 CIEDE2000 for normal vision and the three dichromacies at the default brightness and the lowest
# (5 %, 13 drive levels a channel), and so must the cues drawn over them (the cursor, the lesson's
# and long A's blue, the refusal, the replay mark). The colours that came before (a search near
# them, and a loose symbol as a quarter of its circled colour's light) left three pairs under the
# floor (issue 48); these came from a search of the whole colour cube run through the check's own
# model (its output stage, quantisation and current limit of the busiest frame, on 8x8 and 16x16),
# kept to their meanings: the symbols a lemon yellow, a deep blue, a mint and a light pink, circled
# full; loose, a darker colour of the same family (olive, navy, a deep green, a dusty rose), not a
# fixed fraction of the light (with a loose symbol a third to a sixth of its circled colour's light
# the same search came no higher than 14.2); the free cells two greys and the totem white; a group
# being chosen blinks a pale cyan. Of the sets found this is the nearest to the old
# look; every pair is 15.9 or more apart on both boards at both brightness points.
SYM = (0xF2E900, 0x2200FF, 0x8DDFA4, 0xFFB1F1)     # triangle, square, circle, slash
LOOSE = (0xA68F3B, 0x100082, 0x006A00, 0xBF578D)   # the same symbols not (yet) in a group
TOTEM = 0xFFFFFF
FREE = 0x595959
CAN = 0xB1B1B1        # a free cell the next symbol may go in
CHOSEN = 0xBFFFFF     # a group being chosen: its symbols blink in it
# A lesson's cells (ui/lesson.py, issue 47) and what long A lights (what.py): a blue of Ka Pai's own,
# bluer than the other lessons' periwinkle (palette.TEACH), which sits too near the pale pink slash;
# the magenta the lessons had before came within 7 of the slash for a protanope and 4.4 of the
# allowed cell's grey for a deuteranope
TEACH = 0x6A8DFF
OFF = P.OFF

# 16x16: a symbol in its 2x2 cell (bit 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right):
# triangle 3 dots, square 4, circle 1, slash the / diagonal
SHAPE2 = (0b1101, 0b1111, 0b0100, 0b0110)
# dice and bonus pages: 3x3 shapes, a row of 3 bits each (bit 2 = left)
SHAPE3 = (b"\x02\x05\x07", b"\x07\x05\x07", b"\x02\x05\x02", b"\x01\x02\x04")

M_START = const(0)
M_SHEET = const(1)
M_DICE = const(2)
M_INFO = const(3)
M_TOTAL = const(4)


class View:
    # its console commands are listed in words.py HELP (loaded only for `help`)
    teach = TEACH   # the teaching cue's colour (ui/lesson.py reads it)
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
        self.field = 1        # the set-up page's line: 0 Learn (the lesson, above), 1 the sheet
        self.learned = False  # Ka Pai's lesson played through (the set-up page's Learn line dims)
        if ctx.game is None:
            self.learned = ctx.learned()   # (read once: a frame allocates nothing)
            self.mode = M_START
            self.blank = R.Game(b"\0\0\0\0").cells
            self.say_setup()
        else:
            self.mode = M_SHEET
            self.sync(ctx.game)

    def say_setup(self):
        ctx = self.ctx
        learned = self.learned
        if self.field == 0:
            ctx.say("Ka Pai set-up [learn]: a guided first game on one sheet, long A skips a step%s. "
                    "A: start the lesson, down: back" % (" (learned)" if learned else ""))
        else:
            ctx.say("Ka Pai set-up: nothing to choose (one sheet, two dice). %sA: start, B: back"
                    % ("" if learned else "New to Ka Pai? Up: Learn. "))

    @property
    def cue_shown(self):
        # a lesson's cells (ui/lesson.py) are sheet cells and bonus boxes: not lit over the dice,
        # score or total pages, where those LEDs mean something else
        return self.mode == M_SHEET

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
            self.hint("This symbol completes %d groups: the d-pad picks, A circles" % g.ncand)
        elif ok and g.phase == R.PH_BONUS:
            self.hint("Slash group: up/down pick a bonus box type, A marks it")
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
                self.hint("left/right pick the symbol, A draws it on the sheet")

    def hint(self, text):
        # the keys for what comes next; in a lesson (ui/lesson.py) its step has said them, and
        # said last, so the step stays the line the player reads
        if getattr(self.ctx, "lesson", None) is None:
            self.ctx.say(text)

    # ---- keys ------------------------------------------------------------------------------
    def key(self, k, kind):
        if k == A and kind == LONG:
            # what can be done now, lit, and in one line (A acts as it goes down: a long A has done
            # that first)
            return self.ctx.options()
        if kind != PRESS and kind != REPEAT:
            return
        g = self.ctx.game
        if g is None:
            if kind != PRESS:
                return
            if k == A:
                if self.field == 1:
                    self._start()
                else:
                    self.ctx.learn()   # (the lesson's game comes with a fresh view)
            elif k == B:
                self.ctx.menu()  # back where the player came from
            elif k == (UP if self.field else DOWN):   # up to Learn, down back to the sheet
                self.field ^= 1
                self.say_setup()
            elif k == UP:
                self.ctx.refuse("[learn] is the first line")
            elif self.field == 0:
                self.ctx.refuse("[learn]: A starts the lesson, down goes back")
            else:
                self.ctx.refuse("Ka Pai has nothing to set up: A starts the sheet, up: Learn, B goes back")
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
                self.ctx.say("the sheet")
            else:
                self.ctx.say("the score: A enters another player's total, B: the sheet")
            return
        if self.mode == M_DICE:
            a, b = S.DIE_A[g.die[0]], S.DIE_B[g.die[1]]
            if (k == LEFT or k == RIGHT) and a != b:
                self.pen ^= 1
                self.ctx.say("draw a %s" % S.SYMBOLS[self._pen_sym(g)])
            elif k == A or k == B:
                self.mode = M_SHEET
                # (said: a page that changes with no line reads as a refused press)
                self.ctx.say("the sheet: the d-pad to a cell, A draws the %s there; B: the dice"
                             % S.SYMBOLS[self._pen_sym(g)])
            else:
                self.ctx.say("the dice page: %s" % ("left/right picks a die, A: the sheet"
                                                    if a != b else "a double: A, the sheet"))
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
            self.ctx.say("the dice: left/right picks a die, A: back to the sheet")
        else:
            self.mode = M_INFO
            self.ctx.say("the score so far; any key: back to the sheet")

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
        # the cell under the cursor in words, once per move (`where` repeats it). Here, not in
        # words.py (as 'Aina's): a cursor step loads no module. Loading words.py took 10.7 KB of
        # heap for one line on every step; on the 128 KB MicroPython tier the lines kept between
        # those loads cut the heap into holes until a step found no 565 bytes in one piece.
        self.ctx.say(self.cell_text(g, self.cy * R.N + self.cx))

    def cell_text(self, g, i):
        # cell i in words, as its light shows it (the cursor's line, `what`)
        c = g.cells[i]
        t = R.cell_name(i) + ": "
        if c == R.TOTEM:
            t += "a totem"
        elif c == R.DARK:
            t += "dark: nobody draws here"
        elif c != R.FREE:
            t += "a %s%s" % (S.SYMBOLS[c - 1], ", circled in a group" if g.circled[i] else "")
        elif g.phase != R.PH_DRAW:
            t += "free"
        else:
            why = g.can_draw(i)
            t += "free: the symbol may go here" if not why else "free, not now: " + why
        return t

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
        paint(self, grid, t)


# ---- drawing ------------------------------------------------------------------------------------
def block(v, grid, x, y, c):
    """Cell (x, y) of the virtual 8x8 page: one LED on 8x8, a 2x2 block on 16x16."""
    s = v.s
    for dy in range(s):
        for dx in range(s):
            grid.set(x * s + dx, y * s + dy, c)


def shape3(v, grid, x, y, sym, c):
    rows = SHAPE3[sym]
    for r in range(3):
        for k in range(3):
            block(v, grid, x + k, y + r, c if rows[r] & (4 >> k) else OFF)


def paint(v, grid, t):
    grid.fill(OFF)
    g = v.ctx.game
    if g is None:
        _sheet(v, grid, t, None)
        if v.field == 1 and D.blink(t):
            block(v, grid, 7, 0, P.GREEN)
            block(v, grid, 7, 1, P.GREEN)
        # Learn (the lesson, issue 47): the bottom-right LED in the lesson's colour (TEACH) (dim once it
        # has been played through), the cursor on it when it is the line chosen
        c = D.learn(t, TEACH, v.learned)
        block(v, grid, 7, 7, P.cursor_on(c) if v.field == 0 and D.cursor_shown(t) else c)
        return
    v.sync(g)
    if v.mode == M_INFO:
        _info(v, grid, t, g)
        return
    if v.mode == M_TOTAL:
        _total_page(v, grid, t)
        return
    if v.mode == M_DICE:
        _dice_page(v, grid, t, g)
        return
    if g.phase == R.PH_BONUS:
        _bonus_page(v, grid, t, g)
        return
    _sheet(v, grid, t, g)
    _dice_side(v, grid, t, g)


def _cell(v, grid, i, c, sym):
    # sym: 0-3 a symbol's shape on 16x16, -1 a full cell
    x = (i % R.N) * v.s
    y = (i // R.N) * v.s
    if v.s == 1:
        grid.set(x, y, c)
        return
    m = 15 if sym < 0 else SHAPE2[sym]
    grid.set(x, y, c if m & 1 else OFF)
    grid.set(x + 1, y, c if m & 2 else OFF)
    grid.set(x, y + 1, c if m & 4 else OFF)
    grid.set(x + 1, y + 1, c if m & 8 else OFF)


def _sheet(v, grid, t, g):
    cells = v.blank if g is None else g.cells
    pick = g is not None and g.phase == R.PH_GROUP
    if pick:
        gs = g.cand[2 * v.gsel]
        step = 1 if g.cand[2 * v.gsel + 1] == 0 else R.N
    for i in range(R.CELLS):
        c = cells[i]
        if c == R.FREE:
            _cell(v, grid, i, CAN if v.ok[i] else FREE, -1)
        elif c == R.TOTEM:
            _cell(v, grid, i, TOTEM, -1)
        elif c == R.DARK:
            continue
        else:
            col = SYM[c - 1] if g.circled[i] else LOOSE[c - 1]
            if pick and (i == gs or i == gs + step or i == gs + 2 * step) and D.blink(t, 250):
                col = CHOSEN
            _cell(v, grid, i, col, c - 1)
    if g is not None and g.phase != R.PH_OVER and not pick and D.cursor_shown(t):
        i = v.cy * R.N + v.cx
        _cell(v, grid, i, P.cursor_on(_colour(v, g, cells, i)), -1)


def _colour(v, g, cells, i):
    # the colour the sheet shows at cell i (the cursor is white, or dark over a light one)
    c = cells[i]
    if c == R.FREE:
        return CAN if v.ok[i] else FREE
    if c == R.TOTEM:
        return TOTEM
    if c == R.DARK:
        return OFF
    return SYM[c - 1] if g.circled[i] else LOOSE[c - 1]


def _dice_side(v, grid, t, g):
    # the column beside the sheet: die A, die B; white blinking = roll; the symbol to draw bright
    x = 7 * v.s
    if g.phase == R.PH_OVER:
        return
    if g.phase == R.PH_ROLL:
        if D.blink(t):
            for d in range(2):
                if v.s == 1:
                    grid.set(x, d, P.WHITE)
                else:
                    _cell_at(grid, x, d * 3, P.WHITE, 15)
        return
    a = S.DIE_A[g.die[0]]
    b = S.DIE_B[g.die[1]]
    for d in range(2):
        sym = a if d == 0 else b
        if a == b:
            on = d < g.left or g.phase != R.PH_DRAW
        else:
            on = d == v.pen
        c = SYM[sym] if on else LOOSE[sym]
        if v.s == 1:
            grid.set(x, d, c)
        else:
            _cell_at(grid, x, d * 3, c, SHAPE2[sym])


def _cell_at(grid, x, y, c, m):
    grid.set(x, y, c if m & 1 else OFF)
    grid.set(x + 1, y, c if m & 2 else OFF)
    grid.set(x, y + 1, c if m & 4 else OFF)
    grid.set(x + 1, y + 1, c if m & 8 else OFF)


def _dice_page(v, grid, t, g):
    # both dice as shapes, the one to draw underlined (both for a double)
    a = S.DIE_A[g.die[0]]
    b = S.DIE_B[g.die[1]]
    shape3(v, grid, 0, 1, a, SYM[a])
    shape3(v, grid, 4, 1, b, SYM[b])
    for d in range(2):
        if a == b or d == v.pen:
            c = P.WHITE if a == b or D.blink(t) else OFF
            for k in range(3):
                block(v, grid, d * 4 + k, 5, c)


def _bonus_page(v, grid, t, g):
    # a row per group type: its colour, then its boxes (marked in colour); the chosen one blinks
    for k in range(4):
        y = 2 * k
        block(v, grid, 0, y, SYM[k])
        for j in range(S.BOXES[k]):
            c = SYM[k] if j < g.boxes[k] else FREE
            if k == v.bsel and j == g.boxes[k] and D.blink(t, 250):
                c = P.WHITE
            block(v, grid, 2 + j, y, c)
        if k == v.bsel:
            block(v, grid, 7, y, P.WHITE)


def _info(v, grid, t, g):
    # the total in digits, the bonus boxes below (16x16: and a dot per group of each type)
    col = P.WHITE if g.phase != R.PH_OVER else P.GREEN if v.won else P.ORANGE
    if v.s == 1:
        D.number(grid, 0, 0, v.total, col, 2)
        for k in range(4):
            for j in range(S.BOXES[k]):
                grid.set((k & 1) * 4 + j, 6 + (k >> 1), SYM[k] if j < g.boxes[k] else FREE)
        return
    D.number(grid, 1, 1, v.total, col, 3)
    for k in range(4):
        y = 8 + 2 * k
        grid.set(0, y, SYM[k])
        for j in range(S.BOXES[k]):
            grid.set(2 + j, y, SYM[k] if j < g.boxes[k] else FREE)
        for j in range(10):
            grid.set(6 + j, y, SYM[k] if j < g.groups[k] else OFF)


def _total_page(v, grid, t):
    # another player's total (cyan digits), their bonus boxes below; the part being set blinks
    on = D.blink(t)
    big = v.s == 2
    if v.ef or on:
        D.number(grid, 1 if big else 0, 1 if big else 0, v.et, P.CYAN, 3 if big else 2)
    for j in range(12):
        c = P.WHITE if j < v.eb else FREE
        if v.ef and not on:
            c = OFF
        if big:
            grid.set(j, 9, c)
        else:
            grid.set(j & 7, 6 + (j >> 3), c)
