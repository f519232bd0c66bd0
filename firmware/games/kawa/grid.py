# Kawa on the grid: the keys and the drawing. 8x8: a 2x2 block per tile filling the grid,
# alternating between the river layer (tile directions, starting slots, the active flow path) and
# the petal layer (a quadrant per colour); B shows the scores. 16x16: 3x3 tiles with both at once,
# the starting slots above, score bars to the right and round / phase / petal choice below.
# Details: README.md. The set-up page is in page.py, loaded while it shows (and the river entry's
# keys with it); the words in words.py, loaded for a line. The drawing functions take the View (v)
# and allocate nothing: they run every frame.
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from ui.keys import UP, DOWN, LEFT, RIGHT, A, B, PRESS, RELEASE, REPEAT, LONG
from core.compat import ticks_diff
from ui.draw import phase, cursor_shown
from games.kawa import codes as C
from games.kawa.codes import M_SETUP, M_TABLE, M_PLAY
from games import registry

try:  # MicroPython: collect after a cursor line (see View.where); CPython's collector is not needed
    import micropython  # noqa: F401
    from gc import collect as _collect
except ImportError:
    _collect = None

# ---- colours: all in one place (the platform palette when it is there) ----------------------
# Red, Blue, Yellow, Pink: Kawa's own, found by a search under the legibility check at its floor of
# 15 (issue 48; host_tools/legibility.py), each within a few steps of the palette's: a red a shade
# darker, a lighter blue (the palette's was nearly black in one petal), a lemon yellow, and a pink
# lighter than the palette's (at 30 % under the 16x16 current limit the palette's pink sat beside
# Red for a tritanope) but with less blue, apart from the basic tile's line for a protanope
HUES = (0xE70000, 0x3068F7, 0xEFD800, 0xEF78B0)
try:
    from ui import palette as _p
    WHITE = _p.WHITE
    DIM = _p.DIM
    OK = _p.GREEN
    _dim = _p.scale   # a dim copy: a fraction of the light (see ui/palette.py)
    _cursor_on = _p.cursor_on   # white, or dark over a pale petal (the cursor must differ from it)
except (ImportError, AttributeError):
    WHITE = 0xFFFFFF
    DIM = 0x101010
    OK = 0x00C000
    _dim = None

    def _cursor_on(c):
        return 0 if 54 * ((c >> 16) & 255) + 183 * ((c >> 8) & 255) + 19 * (c & 255) >= 40960 else WHITE
# The river's lines: colours no path and no petal has, for every player (host_tools/legibility.py).
# 8x8: the same on both layers, where a petal takes the LED of the line under it: a sea green and a
# lavender bright enough to stay apart from every petal step at 5 %, and from the paths (the teal
# was 00B0B0: within 13 of Pink to a protanope; the lavender E080FF within 12 of pale Blue).
WATER = 0x10C080      # a basic tile's flow line
WHIRL = 0xDFA8FF      # a whirlpool's flow line
# 16x16: the line has the tile's middle column and the petals its corners, so the line only needs
# to differ from the paths and from off: dimmer, which leaves the current limit room for the rest
WATER_BIG = 0x106C68
WHIRL_BIG = 0x680090  # (a deep violet: the greyer 8060A0 came within 12 of Blue's path)
OFF = 0


def _mix(c, w):
    # c washed toward white by w/256
    return ((((c >> 16) & 255) * (256 - w) + 255 * w) >> 8) << 16 | \
        ((((c >> 8) & 255) * (256 - w) + 255 * w) >> 8) << 8 | ((c & 255) * (256 - w) + 255 * w) >> 8

LAYER_MS = const(1600)   # 8x8: river / petal layer period
BLINK_MS = const(400)


def _dim_codes(c, num, den):
    return (((c >> 16) & 255) * num // den) << 16 | (((c >> 8) & 255) * num // den) << 8 | (c & 255) * num // den


if _dim is None:
    _dim = _dim_codes

# Petals: PETALS[3 * colour + n - 1] for n = 1, 2, 3+ petals of that colour on a tile. Brighter for
# more: 1 a faint copy (a fifth of the light, washed by ONE_WASH/256 toward white), 2 the colour
# itself, 3+ the colour washed almost to white (MANY_WASH/256: a tint, its own corner of the tile
# says which colour); by brightness alone, 1 and 2 of Blue or Pink did not read apart (the
# legibility check), and 3+ washed only 3/4 of the way stayed within 12 of a line for a dichromat.
ONE_WASH = 30
MANY_WASH = 240
PETALS = tuple(_dim(_mix(HUES[i // 3], ONE_WASH), 1, 5) if i % 3 == 0 else
               (HUES[i // 3] if i % 3 == 1 else _mix(HUES[i // 3], MANY_WASH)) for i in range(12))


class View:
    # its console commands are listed in help.HELP (loaded only for `help`)
    def __init__(self, ctx):
        self.ctx = ctx
        g = ctx.grid
        self.big = g.w >= 16 and g.h >= 16
        self.ts = 3 if self.big else 2          # tile size in cells
        self.oy = 1 if self.big else 0          # river origin (the slot row is above on 16x16)
        self.cx = 0                             # cursor column / row on the river (-1 = above it)
        self.cy = 0
        self.sel = -1                           # first tile of a swap, or -1
        self.a_down = -1                        # when A went down (it acts as it comes up), or -1
        self.info = False                       # 8x8: the score page instead of the river
        self.choice = C.SINGLE                  # petal for the next flow step
        self.path = bytearray(4)
        self._seen = None
        # set-up page
        self.opt = 1                            # 0 learn, 1 colours, 2 double-weaving, 3 river
        self.colours = 4
        self.weave = False
        self.table = False
        self.layout = C.basic_river()           # table entry, kinds row by row
        self.su = None                          # the set-up page's code (page.py) while it shows
        self.mode = M_SETUP if ctx.game is None else M_PLAY
        if self.mode == M_SETUP:
            su = self.setup_page()
            su.recall(self)
            su.say_setup(self)
        else:
            self._enter_phase()

    def setup_page(self):
        # page.py, kept while the set-up page or the river entry shows (the frames and keys need
        # it) and let go when the game starts
        if self.su is None:
            from games.kawa import page
            self.su = page
        return self.su

    # ---- play --------------------------------------------------------------------------
    def _enter_phase(self):
        """Put the cursor where the new phase needs it and say what comes next."""
        g = self.ctx.game
        if g is None:
            return
        self.sel = -1
        self._seen = (id(g), g.phase, g.round, g.step, g.swaps_left, g.flow_row, g.returns_left)
        if g.phase == C.PH_START:
            self.cy = -1
            self.cx = self._free_slot(g)
        elif g.phase == C.PH_SWAP:
            if self.cy < 0:
                self.cy = 0
        elif g.phase == C.PH_FLOW:
            c = g.active
            self.choice = C.SINGLE if g.pool_single[c] else (C.DOUBLE if g.pool_double[c] else C.NO_PETAL)
        if g.fresh and not g.over():
            self.ctx.say("Lay the new first row (the bottom row, shuffled), left to right: " + ", ".join(
                C.KINDS[k][C.NAME] for k in g.new_row))
        elif g.round == 1 and g.phase == C.PH_START and g.slot[0] & g.slot[1] & g.slot[2] & g.slot[3] == 255 \
                and len(self.ctx.last_setup() or b"12345678") == 6:
            # a river the companion dealt (its set-up the seed alone; a lesson's is not the
            # players'), nothing played yet: what to lay on the table (a newcomer's real game
            # after the lesson never said it)
            from games.kawa import words
            self.ctx.say(words.lay_text(g))
            words = None
            registry.drop("games.kawa.words")

    def _return_key(self, g, p):
        c = g.active
        one, two = g.singles_on(p, c), g.double_on(p, c)
        if one and two:  # both kinds here: ask which
            self.sel = p
            self.ctx.say("%s: A takes back a single petal, UP the double (B cancels)" % C.pos_name(p))
            return
        self._act(bytes((C.OP_RETURN, p, C.DOUBLE if two else C.SINGLE)))

    def _free_slot(self, g):
        for s in range(4):
            if g.slot[s] == C.NONE:
                return s
        return 0

    def _sync(self, g):
        """After an undo or redo the game may be elsewhere: put the cursor and choices right."""
        seen = (id(g), g.phase, g.round, g.step, g.swaps_left, g.flow_row, g.returns_left)
        if seen != self._seen:
            self._seen = seen
            self.sel = -1
            if g.phase == C.PH_START:
                self.cy = -1
                self.cx = self._free_slot(g)
            elif g.phase != C.PH_START and self.cy < 0:
                self.cy = 0
            c = g.active
            if g.phase == C.PH_FLOW and not (g.pool_double[c] if self.choice == C.DOUBLE
                                             else g.pool_single[c] if self.choice == C.SINGLE
                                             else not g.pool_tokens(c)):
                self.choice = C.SINGLE if g.pool_single[c] else (C.DOUBLE if g.pool_double[c] else C.NO_PETAL)

    def _move(self, k, top):
        at = (self.cx, self.cy)
        if k == LEFT:
            self.cx = (self.cx - 1) % 4
        elif k == RIGHT:
            self.cx = (self.cx + 1) % 4
        elif k == UP:   # round past the edge, as left and right: every press answers
            self.cy = self.cy - 1 if self.cy > top else 3
        elif k == DOWN:
            self.cy = self.cy + 1 if self.cy < 3 else top
        if (self.cx, self.cy) != at:
            self.ctx.later(self.where)  # the words after the frame: the light never waits

    def where(self):
        # what lies under the cursor in words, once per move (`where` repeats it). words.py (5 KB)
        # is loaded for the line and dropped; on MicroPython its blocks are collected at once, so
        # the next move's load finds the same room (without it, a game of cursor moves left the
        # 128 KB unix heap in holes too small for the module's table: test_kawa_view under mpy)
        from games.kawa import words
        self.ctx.say(words.line(self, self.ctx.game if self.mode == M_PLAY else None))
        words = None
        registry.drop("games.kawa.words")
        if _collect is not None:
            _collect()

    def _act(self, action):
        if self.ctx.act(action):
            self._enter_phase()
            return True
        return False

    def key(self, k, kind):
        if k == A:
            # A acts as it comes up after a short press; held, it is the long A (what can be done
            # now, lit, and in one line) and nothing else: acting as it went down, a long A had
            # first placed a Starting tile or picked a tile (a newcomer's hold for help made Red's
            # choice). As 'Aina's A, and the App's B.
            if kind == PRESS:
                self.a_down = self.ctx.now()
                return
            if kind == LONG:
                self.a_down = -1
                return self.ctx.options()
            if kind != RELEASE or self.a_down < 0:
                return
            if ticks_diff(self.ctx.now(), self.a_down) >= 600:   # a long A someone else took
                self.a_down = -1                                 # (a lesson's skip)
                return
            self.a_down = -1
            kind = PRESS
        elif kind != PRESS and kind != REPEAT:  # RELEASE and LONG: the PRESS has done the work
            return
        if self.mode == M_SETUP:
            if kind == PRESS and k == A and self.opt == 0:
                # Learn: the set-up page let go first (2.6 KB of .mpy): its room is the lesson's
                # game's
                self.su = None
                registry.drop("games.kawa.page")
                self.ctx.learn()
            elif kind == PRESS:
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
        if g.phase == C.PH_RETURN and self.sel >= 0 and k in (A, UP) and kind == PRESS:
            p = self.sel
            self.sel = -1
            self._act(bytes((C.OP_RETURN, p, C.SINGLE if k == A else C.DOUBLE)))
            return
        if g.phase == C.PH_RETURN and k != B:
            self.sel = -1
        if k == B:
            if self.sel >= 0:
                self.ctx.say("%s put back (nothing picked)" % C.pos_name(self.sel))
                self.sel = -1
            elif self.big:  # the scores are always on the 16x16 grid: B says them
                self.ctx.say(g.scores_text())
            else:
                self.info = not self.info
                self.ctx.say("the scores (B: the river again)" if self.info else "the river")
            return
        self.info = False
        ph = g.phase
        if ph == C.PH_OVER and k == A:
            self.ctx.rematch(2)  # the same set-up, a new deal (its seed: bytes 2-5)
            return
        if ph == C.PH_START:
            if k == A:
                self._act(bytes((C.OP_START, self.cx)))
            elif k == LEFT or k == RIGHT:
                for _ in range(4):    # past the slots already taken
                    self.cx = (self.cx + (1 if k == RIGHT else 3)) % 4
                    if g.slot[self.cx] == C.NONE:
                        break
                self.ctx.later(self.where)
        elif ph == C.PH_SWAP or ph == C.PH_RETURN:
            if k != A:
                self._move(k, 0)
                return
            p = self.cy * 4 + self.cx
            if ph == C.PH_RETURN:
                self._return_key(g, p)
            elif self.sel < 0:
                self.sel = p
                self.ctx.say("swap %s with ... (B cancels)" % C.pos_name(p))
            elif self.sel == p:
                self.sel = -1
                self.ctx.say("%s put back: A picks the first tile of a swap" % C.pos_name(p))
            else:
                a = self.sel
                self.sel = -1
                if not self._act(bytes((C.OP_SWAP, a, p))):
                    self.sel = a   # refused: the first tile stays picked, for another second one
                    self.ctx.say("%s stays picked: A on a tile beside it swaps them; B lets go" % C.pos_name(a))
        elif ph == C.PH_FLOW:
            c = g.active
            if k == UP or k == DOWN:
                if self.choice == C.SINGLE and g.pool_double[c]:
                    self.choice = C.DOUBLE
                elif self.choice == C.DOUBLE and g.pool_single[c]:
                    self.choice = C.SINGLE
                self.ctx.say("%s's next petal: %s (A flows on and lays it)" % (
                    C.COLOUR_NAMES[c], ("none", "a single", "the double, worth 2")[self.choice]))
            elif k == A and kind == PRESS:
                self._act(bytes((C.OP_PETAL, self.choice)))
            elif kind == PRESS:   # (left, right: a newcomer's press had no answer at all)
                self.ctx.say("the flow goes where the tiles send it: A flows on, up/down: single or double petal")
        elif ph == C.PH_TURN:
            d = (C.UP, C.DOWN, C.LEFT, C.RIGHT, -1, -1)[k]
            if d >= 0 and kind == PRESS:
                self._act(bytes((C.OP_TURN, d)))
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
            if self.mode == M_PLAY:   # (a table river typed during a game: the page's work is done)
                self.su = None
                registry.drop("games.kawa.page")
            return True
        if w == "where" or w == "tile":
            from games.kawa import words as W   # their words load for the command only
            W.command(self, g, words)
            registry.drop("games.kawa.words")
            return True
        if g is None:
            return False
        if w == "river":
            from games.kawa import words as W
            for line in W.river_text(g):
                self.ctx.say(line)
            registry.drop("games.kawa.words")
            return True
        if w == "score":
            self.ctx.say(g.scores_text())
            return True
        return False

    def draw(self, grid, t):
        draw(self, grid, t)


# ---- drawing ---------------------------------------------------------------------------------
def _line(v, k):
    # the colour of a tile's flow line (k: its kind)
    if C.KINDS[k][C.TURNS]:
        return WHIRL_BIG if v.big else WHIRL
    return WATER_BIG if v.big else WATER


def _blink(t, ms=BLINK_MS):
    return phase(t, ms) & 1 == 0   # (ui/draw.py: the app draws again at its next edge)


def draw(v, grid, t):
    grid.fill(OFF)
    if v.mode == M_SETUP:   # the set-up page (page.py) in the river's colours
        v.setup_page().draw(v, grid, _blink(t), HUES, DIM, WATER, WHIRL, WHITE, t)
        return
    if v.mode == M_TABLE:   # the river as laid, being entered (its keys are the page's)
        _draw_entry(v, grid, t)
        return
    g = v.ctx.game
    if g is None:
        return
    if v.info and not v.big:
        _draw_scores(v, grid, t, 0, 0, 8, 7)
        _draw_round(v, grid, t, g, 7)
        return
    ph = g.phase
    live = C.PH_SWAP <= ph <= C.PH_TURN   # (comparisons, not `in (...)`: no tuple per frame)
    if live:
        _fill_path(v, g)
    petals = v.big or phase(t, LAYER_MS) & 1 == 1
    if g.fresh or ph == C.PH_TURN or ph == C.PH_START:
        petals = v.big   # 8x8: the river layer for the new row, a whirlpool to turn, the slots
    elif ph == C.PH_RETURN:
        petals = True    # 8x8: the petal layer while choosing petals to take back
    for p in range(16):
        d = g.dir[p]
        col = _line(v, g.kind[p])
        on_path = live and _on_path(v, p)
        if on_path:
            col = HUES[g.active]
            if g.phase != C.PH_SWAP and p == g.flow_pos():
                col = (WHITE if v.choice == C.DOUBLE else col) if _blink(t, 200) else OFF
        if g.fresh and p < 4 and not _blink(t):
            col = OFF
        if v.big or not petals:
            _stroke(v, grid, p, d, col)
        else:  # the petal layer is never blank: the river's lines stay, petals go on top
            _stroke(v, grid, p, d, _line(v, g.kind[p]))
        if petals:
            _petals(v, grid, t, g, p)
    if v.big or not petals:
        _draw_slots(v, grid, t, g)
    if ph == C.PH_SWAP or ph == C.PH_RETURN:
        if v.sel >= 0:
            _tile_frame(v, grid, v.sel, HUES[g.active] if _blink(t, 200) else WHITE)
        _draw_cursor(v, grid, t)
    if v.big:
        _draw_scores(v, grid, t, 12, 1, 4, 12)
        _draw_round(v, grid, t, g, 14)
    if g.over() and _blink(t, 300):
        # the winners' colours along the bottom (players Red / Blue in double-weaving)
        n = 2 if g.weave else g.n
        best = 0
        for i in range(n):
            best = max(best, _score(g, i))
        for i in range(n):
            if _score(g, i) == best:
                grid.set((grid.w - 4 + i) if v.big else i * 2, grid.h - 1, HUES[i])


def _draw_entry(v, grid, t):
    # each tile as laid (its kind's direction), the cursor, and above the river the top row
    # blinking green: A there confirms
    for p in range(16):
        k = v.layout[p]
        _stroke(v, grid, p, C.KINDS[k][C.SETUP_DIR], _line(v, k))
    _draw_cursor(v, grid, t)
    if v.cy < 0 and _blink(t):
        for x in range(grid.w):
            grid.set(x, 0, OK)


def _score(g, i):
    # a player's score: a colour's, or in double-weaving the sum of colours i and i + 2
    return g.score[i] + (g.score[i + 2] if g.weave else 0)


def _fill_path(v, g):
    p = g.flow_col if g.phase != C.PH_SWAP else g.slot_of(g.active)
    if g.phase != C.PH_SWAP:
        # an ongoing flow: the rows already passed keep their path, computed from here on
        p = g.flow_pos()
        for r in range(g.flow_row):
            v.path[r] = 255
        for r in range(g.flow_row, 4):
            v.path[r] = p
            p = g.next_pos(p) if not (g.phase == C.PH_TURN and r == g.flow_row) else g.flow_next
        return
    for r in range(4):
        v.path[r] = p
        p = g.next_pos(p)


def _on_path(v, p):
    return v.path[p // 4] == p


def _stroke(v, grid, p, d, col):
    """The tile's flow line: 8x8 straight = a full block, bends = a diagonal; 16x16 a line."""
    ts = v.ts
    x = (p % 4) * ts
    y = v.oy + (p // 4) * ts
    if v.big:
        grid.set(x + 1, y, col)
        grid.set(x + 1, y + 1, col)
        grid.set(x + d, y + 2, col)
        return
    if d == C.DOWN:
        grid.set(x, y, col)
        grid.set(x + 1, y, col)
        grid.set(x, y + 1, col)
        grid.set(x + 1, y + 1, col)
    elif d == C.LEFT:
        grid.set(x + 1, y, col)
        grid.set(x, y + 1, col)
    else:
        grid.set(x, y, col)
        grid.set(x + 1, y + 1, col)


def _petals(v, grid, t, g, p):
    # one cell per colour: 8x8 the 4 quadrants, 16x16 the corners beside the flow line;
    # brighter for more petals (PETALS), the double petal flashing white
    ts = v.ts
    x = (p % 4) * ts
    y = v.oy + (p // 4) * ts
    for c in range(g.n):
        val = g.value_on(p, c)
        if v.big:
            cx = x + (2 if c & 1 else 0)
            cy = y + (c >> 1)
        else:
            cx = x + (c & 1)
            cy = y + (c >> 1)
        if not val:
            continue
        col = PETALS[3 * c + (val if val < 3 else 3) - 1]
        if g.double_on(p, c) and phase(t, 250) & 1:
            col = WHITE
        grid.set(cx, cy, col)


def _draw_slots(v, grid, t, g):
    # 8x8: the slot row is the top tiles' top row, which shows in the blink's other half (the
    # slot being chosen: the cursor's, so a step shows at once)
    lit = v.big or _blink(t)
    for s in range(4):
        o = g.slot[s]
        here = g.phase == C.PH_START and v.cy < 0 and v.cx == s
        if here and not v.big:
            if not cursor_shown(t):
                continue
            col = HUES[g.active]
        elif not lit:
            continue
        elif here:   # 16x16: its hue and white by turns
            col = HUES[g.active] if _blink(t) else WHITE
        elif o != C.NONE:
            col = HUES[o]
        else:
            if v.big:
                grid.set(s * 3 + 1, 0, DIM)
            continue
        if v.big:
            for i in range(3):
                grid.set(s * 3 + i, 0, col)
        else:
            grid.set(s * 2, 0, col)
            grid.set(s * 2 + 1, 0, col)


def _tile_frame(v, grid, p, col):
    ts = v.ts
    x = (p % 4) * ts
    y = v.oy + (p // 4) * ts
    for i in range(ts):
        grid.set(x + i, y, col)
        grid.set(x + i, y + ts - 1, col)
        grid.set(x, y + i, col)
        grid.set(x + ts - 1, y + i, col)


def _draw_cursor(v, grid, t):
    # two opposite corners of the tile, then the other two: the cursor is on the grid in every
    # frame (a cursor that blinked off vanished half the time among the alternating layers), and
    # each LED of the tile shows what lies under it half the time
    if v.cy < 0:
        return
    ts = v.ts
    x = v.cx * ts
    y = v.oy + v.cy * ts
    e = ts - 1
    if _blink(t):
        _corner(grid, x, y)
        _corner(grid, x + e, y + e)
    else:
        _corner(grid, x + e, y)
        _corner(grid, x, y + e)


def _corner(grid, x, y):
    # white, or dark over a pale petal or a double petal's white: never the colour it covers
    grid.set(x, y, _cursor_on(grid.get(x, y)))


def _draw_scores(v, grid, t, x0, y0, w, h):
    """One bar per colour (per player in double-weaving), scaled to the leader's score; the rest of
    a bar a dotted track (a solid grey one at 0 points read as a full bar across the table)."""
    g = v.ctx.game
    n = 2 if g.weave else g.n
    top = 1
    for i in range(n):
        s = g.score[i] + (g.score[i + 2] if g.weave else 0)
        if s > top:
            top = s
    for i in range(n):
        s = g.score[i] + (g.score[i + 2] if g.weave else 0)
        col = HUES[i]
        blink = not g.weave and i == g.active and not g.over() and not _blink(t)
        if v.big:    # vertical, from the bottom of the river up
            lit = (s * h + top - 1) // top
            for j in range(h):
                grid.set(x0 + i, y0 + h - 1 - j, (OFF if blink and j == lit - 1 else col)
                         if j < lit else (OFF if j & 1 else DIM))
        else:           # horizontal, a row each, one row apart
            lit = (s * w + top - 1) // top
            for j in range(w):
                grid.set(x0 + j, y0 + 2 * i, (OFF if blink and j == lit - 1 else col)
                         if j < lit else (OFF if j & 1 else DIM))


def _draw_round(v, grid, t, g, y):
    # round dots at the left, the phase in the middle, the active colour at the right
    for r in range(4):
        grid.set(r, y, WHITE if r < g.round - 1 else (OK if r == g.round - 1 else DIM))
    if g.over():
        return
    ph = g.phase
    if v.big:
        for i in range(5):
            grid.set(5 + i, y, WATER_BIG if i == ph else DIM)
        grid.set(11, y, HUES[g.active])
        grid.set(12, y, HUES[g.active])
        if ph == C.PH_FLOW:
            grid.set(14, y, HUES[g.active] if v.choice != C.NO_PETAL else DIM)
            grid.set(15, y, WHITE if v.choice == C.DOUBLE else OFF)
    else:
        grid.set(5, y, WATER if ph < C.PH_RETURN else WHIRL)
        grid.set(7, y, HUES[g.active])
