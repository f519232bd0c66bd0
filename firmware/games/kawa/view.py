# Kawa on the grid. 8x8: a 2x2 block per tile filling the grid, alternating between the river
# layer (tile directions, starting slots, the active flow path) and the petal layer (a quadrant per
# colour); B shows the scores. 16x16: 3x3 tiles with both at once, the starting slots above, score
# bars to the right and round / phase / petal choice below. Details: README.md. The set-up page and
# the river entry are in entry.py, loaded while they show.
from ui.keys import UP, DOWN, LEFT, RIGHT, A, B, PRESS, REPEAT
from games.kawa import rules as R
from games.kawa import tiles as T
from games.kawa.paint import M_SETUP, M_TABLE, M_PLAY
from games.kawa import paint
from games import registry


class View:
    # its console commands are listed in help.py (loaded only for `help`)
    def __init__(self, ctx):
        self.ctx = ctx
        g = ctx.grid
        self.big = g.w >= 16 and g.h >= 16
        self.ts = 3 if self.big else 2          # tile size in cells
        self.oy = 1 if self.big else 0          # river origin (the slot row is above on 16x16)
        self.cx = 0                             # cursor column / row on the river (-1 = above it)
        self.cy = 0
        self.sel = -1                           # first tile of a swap, or -1
        self.info = False                       # 8x8: the score page instead of the river
        self.choice = R.SINGLE                  # petal for the next flow step
        self.path = bytearray(4)
        self._seen = None
        # set-up page
        self.opt = 0                            # 0 colours, 1 double-weaving, 2 river source
        self.colours = 4
        self.weave = False
        self.table = False
        self.layout = T.basic_river()           # table entry, kinds row by row
        self.su = None                          # the set-up page's code (entry.py) while it shows
        self.mode = M_SETUP if ctx.game is None else M_PLAY
        if self.mode == M_SETUP:
            self.setup_page().say_setup(self)
        else:
            self._enter_phase()

    def setup_page(self):
        # entry.py, kept while the set-up page or the river entry shows (the frames need it) and
        # let go when the game starts
        if self.su is None:
            from games.kawa import entry
            self.su = entry
        return self.su

    # ---- play --------------------------------------------------------------------------
    def _enter_phase(self):
        """Put the cursor where the new phase needs it and say what comes next."""
        g = self.ctx.game
        if g is None:
            return
        self.sel = -1
        self._seen = (id(g), g.phase, g.round, g.step, g.swaps_left, g.flow_row, g.returns_left)
        if g.phase == R.PH_START:
            self.cy = -1
            self.cx = self._free_slot(g)
        elif g.phase == R.PH_SWAP:
            if self.cy < 0:
                self.cy = 0
        elif g.phase == R.PH_FLOW:
            c = g.active
            self.choice = R.SINGLE if g.pool_single[c] else (R.DOUBLE if g.pool_double[c] else R.NO_PETAL)
        if g.fresh and not g.over():
            self.ctx.say("Lay the new first row, left to right: " + ", ".join(
                T.KINDS[k][T.NAME] for k in g.new_row))

    def _return_key(self, g, p):
        c = g.active
        one, two = g.singles_on(p, c), g.double_on(p, c)
        if one and two:  # both kinds here: ask which
            self.sel = p
            self.ctx.say("%s: A takes back a single petal, UP the double (B cancels)" % R.pos_name(p))
            return
        self._act(bytes((R.OP_RETURN, p, R.DOUBLE if two else R.SINGLE)))

    def _free_slot(self, g):
        for s in range(4):
            if g.slot[s] == R.NONE:
                return s
        return 0

    def _sync(self, g):
        """After an undo or redo the game may be elsewhere: put the cursor and choices right."""
        seen = (id(g), g.phase, g.round, g.step, g.swaps_left, g.flow_row, g.returns_left)
        if seen != self._seen:
            self._seen = seen
            self.sel = -1
            if g.phase == R.PH_START:
                self.cy = -1
                self.cx = self._free_slot(g)
            elif g.phase != R.PH_START and self.cy < 0:
                self.cy = 0
            c = g.active
            if g.phase == R.PH_FLOW and not (g.pool_double[c] if self.choice == R.DOUBLE
                                             else g.pool_single[c] if self.choice == R.SINGLE
                                             else not g.pool_tokens(c)):
                self.choice = R.SINGLE if g.pool_single[c] else (R.DOUBLE if g.pool_double[c] else R.NO_PETAL)

    def _move(self, k, top):
        at = (self.cx, self.cy)
        if k == LEFT:
            self.cx = (self.cx - 1) % 4
        elif k == RIGHT:
            self.cx = (self.cx + 1) % 4
        elif k == UP and self.cy > top:
            self.cy -= 1
        elif k == DOWN and self.cy < 3:
            self.cy += 1
        if (self.cx, self.cy) != at:
            self.ctx.later(self.where)  # the words after the frame: the light never waits

    def where(self):
        # what lies under the cursor in words, once per move (`where` repeats it)
        from games.kawa import names
        self.ctx.say(names.line(self, self.ctx.game if self.mode == M_PLAY else None))
        registry.drop("games.kawa.names")

    def _act(self, action):
        if self.ctx.act(action):
            self._enter_phase()
            return True
        return False

    def key(self, k, kind):
        if kind != PRESS and kind != REPEAT:  # RELEASE and LONG: the PRESS has done the work
            return
        if self.mode == M_SETUP:
            if kind == PRESS:
                self.setup_page().setup_key(self, k)
            return
        if self.mode == M_TABLE:
            if kind == PRESS or (kind == REPEAT and k < A):
                self.setup_page().table_key(self, k)
            return
        g = self.ctx.game
        if g is None:
            self.mode = M_SETUP
            return
        if kind == REPEAT and k >= A:
            return
        self._sync(g)
        if g.phase == R.PH_RETURN and self.sel >= 0 and k in (A, UP) and kind == PRESS:
            p = self.sel
            self.sel = -1
            self._act(bytes((R.OP_RETURN, p, R.SINGLE if k == A else R.DOUBLE)))
            return
        if g.phase == R.PH_RETURN and k != B:
            self.sel = -1
        if k == B:
            if self.sel >= 0:
                self.ctx.say("%s put back (nothing picked)" % R.pos_name(self.sel))
                self.sel = -1
            elif self.big:  # the scores are always on the 16x16 grid: B says them
                self.ctx.say(g.scores_text())
            else:
                self.info = not self.info
            return
        self.info = False
        ph = g.phase
        if ph == R.PH_OVER and k == A:
            self.ctx.rematch(2)  # the same set-up, a new deal (its seed: bytes 2-5)
            return
        if ph == R.PH_START:
            if k == A:
                self._act(bytes((R.OP_START, self.cx)))
            elif k == LEFT or k == RIGHT:
                for _ in range(4):    # past the slots already taken
                    self.cx = (self.cx + (1 if k == RIGHT else 3)) % 4
                    if g.slot[self.cx] == R.NONE:
                        break
                self.ctx.later(self.where)
        elif ph == R.PH_SWAP or ph == R.PH_RETURN:
            if k != A:
                self._move(k, 0)
                return
            p = self.cy * 4 + self.cx
            if ph == R.PH_RETURN:
                self._return_key(g, p)
            elif self.sel < 0:
                self.sel = p
                self.ctx.say("swap %s with ... (B cancels)" % R.pos_name(p))
            elif self.sel == p:
                self.sel = -1
                self.ctx.say("%s put back: A picks the first tile of a swap" % R.pos_name(p))
            else:
                a = self.sel
                self.sel = -1
                self._act(bytes((R.OP_SWAP, a, p)))
        elif ph == R.PH_FLOW:
            c = g.active
            if k == UP or k == DOWN:
                if self.choice == R.SINGLE and g.pool_double[c]:
                    self.choice = R.DOUBLE
                elif self.choice == R.DOUBLE and g.pool_single[c]:
                    self.choice = R.SINGLE
                self.ctx.say("%s places a %s petal" % (R.COLOUR_NAMES[c],
                                                       ("no", "single", "double")[self.choice]))
            elif k == A and kind == PRESS:
                self._act(bytes((R.OP_PETAL, self.choice)))
        elif ph == R.PH_TURN:
            d = (T.UP, T.DOWN, T.LEFT, T.RIGHT, -1, -1)[k]
            if d >= 0 and kind == PRESS:
                self._act(bytes((R.OP_TURN, d)))
            elif k == A:
                self.ctx.refuse("not A: " + g.wants())

    # ---- console -----------------------------------------------------------------------
    def command(self, words):
        if not words:
            return False
        w = words[0]
        g = self.ctx.game
        if (w == "table" and len(words) > 1) or (w == "colours" and len(words) == 2 and self.mode != M_PLAY):
            self.setup_page().command(self, words)
            if self.mode == M_PLAY:   # (a table river typed during a game: entry's work is done)
                self.su = None
                registry.drop("games.kawa.entry")
            return True
        if w == "where" or w == "tile":
            from games.kawa import names   # their words load for the command only
            names.command(self, g, words)
            registry.drop("games.kawa.names")
            return True
        if g is None:
            return False
        if w == "river":
            from games.kawa import names
            for line in names.river_text(g):
                self.ctx.say(line)
            registry.drop("games.kawa.names")
            return True
        if w == "score":
            self.ctx.say(g.scores_text())
            return True
        return False

    def draw(self, grid, t):
        paint.draw(self, grid, t)
