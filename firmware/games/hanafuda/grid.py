# Hanafuda on the grid: keys, modes and drawing. One cell a card: 12 'ohana x 4 on 16x16, two rows of
# six 'ohana on 8x8; a column of seats beside it. The drawing functions take the View (v) and
# allocate nothing: they run every frame. What the game says is in words.py (refusals) and cmds.py
# (console commands, a cursor move's words), the set-up page in page.py: each loaded on demand and
# dropped after.
# README.md has the legend.
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from core.compat import ticks_diff
from ui import keys
from ui import palette as P
from ui import draw as D
from games import registry
from games.hanafuda import rules as R
from games.hanafuda import deck
from games.hanafuda.deck import VALUE, STORM, TOTAL
from games.hanafuda.codes import seat_text

# one colour per seat: P1-P4 the platform's player colours (P1's a pure red: the palette's orange-red
# and its dim copy for a card worth 0 were 12.7 apart to a protanope at 5 %), P5 purple, P6 light
# pink (the palette's pink read as grey to a protanope, beside the field's and the others' greys)
SEATS = (0xFF0000, P.PLAYERS[1], P.PLAYERS[2], P.PLAYERS[3], P.PURPLE, 0xFF80FF)
# The map lights one seat's captures at a time, in its colour (a card worth 0: 1/ZERO of its light);
# every other seat's captures are OTHERS, one neutral: six seat colours cannot all be told apart by
# a colour-blind player, one seat colour against three greys can (host_tools/legibility.py).
ZERO = const(5)
UNSEEN = P.DIM        # in a hand or the draw stack (dark: at 30 % on 16x16 it is off)
# The three greys sit on the steps of the lowest brightness (5 %: a lit channel has 13 levels): a
# card in a hand on the first, the others' captures on the third, the field on the sixth, so each
# pair is 15 or more apart there too (0x707070 was on the second: 11.2 from a hand's card)
OTHERS = 0x909090     # in another seat's captures: grey
FIELD = 0xC0C0C0      # face up in the field: pale grey
# the gauge (the draw stack left; dealing: the field cards marked) beside the map: white, apart from
# every light of the map (it was the others' grey, the same light as a captured card beside it)
GAUGE = P.WHITE
# the step cell under the seats
DEAL_STEP = P.PINK     # (white was the gauge's, the cell beside it on 8x8)
HAND_STEP = P.BLUE    # (green was yellow's twin to a protanope, cyan's to a tritanope)
DRAW_STEP = P.CYAN
OVER_STEP = P.YELLOW
TARGET = 0x00E0FF     # a sky cyan: the palette's 0x00C0C0 blinking over pale grey was too alike (and
                      # full cyan over the paler field, 15.0 to a protanope)
SELECT = P.SELECT

M_SETUP = const(0)
M_MAP = const(1)
M_SCORE = const(2)
M_OHANA = const(3)    # declaring an 'ohana: pick the seat
M_NEXT = const(4)     # the next hand: pick the dealer

SHORT_MS = 600   # a release of A or B after this long is not a short press


class View:
    # its console commands are listed in words.HELP (loaded only for `help`)
    def __init__(self, ctx):
        self.ctx = ctx
        grid = ctx.grid
        self.big = grid.w >= 16 and grid.h >= 16
        self.mw, self.mh = (12, 4) if self.big else (6, 8)   # the card map, in cells
        self.sx = 15 if self.big else 7                        # the seat column
        self.cx = self.cy = 0   # the cursor: a card, or (cx == mw) a seat of the seat column
        self.sel = -1          # the card played or drawn, picked with A
        self.side = 0          # score page: whose score, and the running total or this hand
        self.total = False
        self.osuit = self.oseat = 0
        self.players, self.teams, self.dealer, self.hands, self.opt = 2, False, R.RANDOM, 3, 1
        self.held = bytearray(2)
        self.down_at = 0
        self.seen = None
        self.su = None          # the set-up page's module while it shows
        if ctx.game is None:
            self.open_setup()
            self.su.say(self)
        else:
            self.mode = M_MAP
            self.enter(ctx.game)

    # ---- helpers -------------------------------------------------------------------------
    def card_at(self, x, y):
        if self.big:
            return x * 4 + y
        return ((y >> 2) * 6 + x) * 4 + (y & 3)

    def goto(self, c):
        o, k = c // 4, c % 4
        if self.big:
            self.cx, self.cy = o, k
        else:
            self.cx, self.cy = o % 6, (o // 6) * 4 + k

    def card(self):
        return self.card_at(self.cx, self.cy)

    def move(self, k, n):
        # flower first (issue 47): left/right steps through the twelve 'ohana in the rules' order
        # (8x8: from the top half's last to the bottom half's first), then the seat column, round
        # again; up/down through the four cards of the 'ohana the cursor is on (round within it;
        # on 8x8 on into the 'ohana below), or through the seats
        dx = keys.DX[k]
        if self.cx == self.mw:
            if dx:
                self.goto((0 if dx > 0 else 44) + min(self.cy, 3))
            else:
                self.cy = (self.cy + keys.DY[k]) % n
            return
        c = self.card()
        o = c // 4 + dx
        if not dx and not self.big:
            # 8x8: an 'ohana is a column of four in its half; down from its last card is the
            # 'ohana below it (the other half's), as the eye reads the map (round at the edges)
            self.cy = (self.cy + keys.DY[k]) % self.mh
            return
        if o < 0 or o > 11:
            self.cx = self.mw
            self.cy = min(c % 4, n - 1)
        else:
            self.goto(o * 4 + (c + keys.DY[k]) % 4)

    def enter(self, g):
        """Views follow the game: after an action, undo or redo, put modes and picks right."""
        self.seen = g   # what the view follows, compared field by field (draw calls sync: no tuple)
        self.s_ph, self.s_hand, self.s_act, self.s_step = g.phase, g.hand_no, g.active, g.step
        self.sel = -1
        if g.phase >= R.PH_DONE:
            self.mode = M_SCORE
            self.total = g.over()
            self.side = g.ranking_winner(g.totals) if g.over() else g.winner
            if g.over():
                self.ctx.say("A: a rematch with the same settings, B: the map")
        elif self.mode != M_SETUP:
            self.mode = M_MAP
        if g.phase == R.PH_DEAL and not g.count(R.FIELD):
            self.ctx.say("P%d deals %d each and %d to the field: A on each field card"
                         % (g.dealer + 1, g.per_hand, g.field_want))

    def sync(self, g):
        if (self.seen is not g or self.s_ph != g.phase or self.s_hand != g.hand_no
                or self.s_act != g.active or self.s_step != g.step):
            self.enter(g)

    def act(self, a):
        ok = self.ctx.act(a)
        g = self.ctx.game
        if g is not None and ok:
            self.enter(g)
        return ok

    # ---- set-up: page.py, loaded while the page shows (self.su) and dropped when the game starts
    SEATS = SEATS   # the seat colours, for the page (page.py reads them here: it cannot import grid back)

    def open_setup(self):
        from games.hanafuda import page
        self.su = page
        self.mode = M_SETUP

    def close_setup(self):
        # the game has started: the page is gone, its RAM is the game's
        self.mode = M_MAP
        self.cx = self.cy = 0
        self.su = None
        registry.drop("games.hanafuda.page")
        self.enter(self.ctx.game)

    # ---- keys ----------------------------------------------------------------------------
    def key(self, k, kind):
        # The d-pad acts on PRESS and REPEAT. A and B act on release (short) or on LONG, never
        # both: a hold sends PRESS first, and hold B is the menu.
        if k >= keys.A:
            i = k - keys.A
            if kind == keys.PRESS:
                self.held[i] = 1
                self.down_at = self.ctx.now()
                return
            if not self.held[i] or kind == keys.REPEAT:
                return
            self.held[i] = 0
            if kind == keys.RELEASE:
                if ticks_diff(self.ctx.now(), self.down_at) >= SHORT_MS:
                    return
                kind = keys.PRESS
        elif kind != keys.PRESS and kind != keys.REPEAT:
            return
        if self.mode == M_SETUP:
            if kind == keys.PRESS:
                self.su.key(self, k)
            elif kind == keys.LONG:
                self.ctx.options()   # (long A: the page's keys)
            return
        g = self.ctx.game
        if g is None:
            self.open_setup()
            return
        self.sync(g)
        if self.mode == M_SCORE:
            self.key_score(g, k)
        elif self.mode == M_OHANA:
            self.key_ohana(g, k)
        elif self.mode == M_NEXT:
            self.key_next(g, k)
        elif k < keys.A:
            self.move(k, g.n)
            self.ctx.later(self.say_where)  # the words after the frame: the light never waits
        elif k == keys.B:
            if self.sel >= 0:
                self.sel = -1
            else:
                self.show_scores(g)
        elif kind == keys.LONG and (self.cx == self.mw or g.phase != R.PH_PLAY):
            self.ctx.options()   # long A where it declares no 'ohana: what can be done now
        elif self.cx == self.mw:   # A on a seat: the map already lights its captures; say them
            self.say_where()
        elif kind == keys.LONG:
            self.open_ohana(g, self.card() // 4)
        else:
            self.press_a(g)

    def press_a(self, g):
        c = self.card()
        w = g.loc[c]
        ph = g.phase
        if ph == R.PH_DEAL:
            if w == R.FIELD:
                self.act(bytes((R.OP_BACK, c)))
            else:
                self.act(bytes((R.OP_FIELD, c)))
        elif ph == R.PH_PLAY:
            if self.sel < 0:
                if w != R.UNSEEN:
                    from games.hanafuda import words   # the refusal's words, for it only
                    self.ctx.refuse(words.not_dark(g, c))
                    registry.drop("games.hanafuda.words")
                    return
                self.sel = c
                self.ctx.say("P%d %s %s: A on the field card it takes, or A on it again to leave it "
                             "in the field; B cancels" % (g.active + 1, "plays" if g.step == R.HAND else "draws",
                                                         R.card_name(c)))
            elif c == self.sel:
                self.act(bytes((R.OP_FIELD, c)))
            else:
                self.act(bytes((R.OP_TAKE, g.active, self.sel, c)))
        elif ph == R.PH_DONE:
            self.open_next(g)
        else:
            self.show_scores(g)

    def show_scores(self, g):
        self.mode = M_SCORE
        self.total = g.over()
        self.side = g.side_of(g.active) if g.phase <= R.PH_PLAY else g.winner
        self.say_score(g)

    def say_score(self, g):
        s = self.side
        if self.total:
            self.ctx.say("%s: running total %d after %d hand(s)" % (
                g.side_name(s), g.totals[s], g.hand_no - (1 if g.phase <= R.PH_PLAY else 0)))
        else:
            self.ctx.say("%s: %d points, %d hui, score %d" % (g.side_name(s), g.pts[s], g.hui_count(s), g.final[s]))

    def key_score(self, g, k):
        if k == keys.LEFT or k == keys.RIGHT:
            self.side = (self.side + (1 if k == keys.RIGHT else -1)) % g.m
        elif k == keys.UP or k == keys.DOWN:
            self.total = not self.total
        elif k == keys.A and g.phase == R.PH_DONE:
            self.open_next(g)
            return
        elif k == keys.A and g.over():
            self.ctx.rematch(4)  # the same set-up, a new shuffle (its seed: bytes 4-7)
            return
        elif k == keys.A or k == keys.B:
            self.mode = M_MAP
            return
        self.say_score(g)

    def open_ohana(self, g, o):
        if g.phase != R.PH_PLAY:
            self.ctx.refuse("an 'ohana is declared during play")
            return
        self.sel = -1
        self.mode = M_OHANA
        self.osuit = o
        self.oseat = g.active
        self.say_ohana()

    def say_ohana(self):
        self.ctx.say("'ohana %s declared by P%d? left/right: who, A: yes, B: no"
                     % (deck.name(self.osuit), self.oseat + 1))

    def key_ohana(self, g, k):
        if k == keys.LEFT or k == keys.RIGHT:
            self.oseat = (self.oseat + (1 if k == keys.RIGHT else -1)) % g.n
            self.say_ohana()
        elif k == keys.A:
            if not self.act(bytes((R.OP_OHANA, self.osuit, self.oseat))):
                self.mode = M_MAP
        elif k == keys.B:
            self.mode = M_MAP

    def open_next(self, g):
        # the winner deals the next hand (a team: its member nearest the dealer's right)
        self.dealer = g.dealer
        for i in range(g.n):
            s = (g.dealer + i) % g.n
            if g.side_of(s) == g.winner:
                self.dealer = s
                break
        self.mode = M_NEXT
        self.say_next()

    def say_next(self):
        self.ctx.say("next hand, dealer %s? left/right: who (or random), A: deal, B: back"
                     % seat_text(self.dealer))

    def key_next(self, g, k):
        if k == keys.LEFT or k == keys.RIGHT:
            d = g.n if self.dealer == R.RANDOM else self.dealer
            d = (d + (1 if k == keys.RIGHT else -1)) % (g.n + 1)
            self.dealer = R.RANDOM if d == g.n else d
            self.say_next()
        elif k == keys.A:
            if self.act(bytes((R.OP_NEXT, self.dealer))):
                self.cx = self.cy = 0
        elif k == keys.B:
            self.mode = M_SCORE

    # ---- console and drawing ----------------------------------------------------------------
    def command(self, words):
        from games.hanafuda.cmds import command
        try:
            return command(self, words)
        finally:
            registry.drop("games.hanafuda.cmds")   # its RAM is the game's between commands

    def say_where(self):
        # the card under the cursor in words, once per move (`where` repeats it)
        from games.hanafuda.cmds import where_line
        self.ctx.say(where_line(self, self.ctx.game))
        registry.drop("games.hanafuda.cmds")

    def draw(self, grid, t):
        grid.fill(P.OFF)
        if self.mode == M_SETUP:
            self.su.draw(self, grid, t)   # page.py, loaded while the page shows
            return
        g = self.ctx.game
        if g is None:
            return
        self.sync(g)  # an undo, redo or console action changed the game: the frame follows at once
        if self.mode == M_SCORE:
            _score_page(self, grid, t, g)
            return
        _map(self, grid, t, g)
        _seats(self, grid, t, g)
        _gauge(self, grid, g)
        if self.big:
            if g.phase == R.PH_DEAL:   # the dealing chart: cards in each hand, cards in the field
                _digits(grid, 0, 9, g.per_hand, 1, P.WHITE)
                _digits(grid, 6, 9, g.field_want, 2, FIELD)
            else:
                _bars(self, grid, g)


# ---- drawing (allocation-free: every frame)
def _blink(t, ms):
    return D.phase(t, ms) & 1 == 0   # (ui/draw.py: the app draws again at its next edge)


def shown(v, g):
    """The seat whose captures the map lights (it blinks in the seat column): the one the cursor
    is on in the seat column, else the one declaring, playing, dealing, or the hand's winner."""
    if v.cx == v.mw:
        return v.cy
    if v.mode == M_OHANA:
        return v.oseat
    if g.phase == R.PH_PLAY:
        return g.active
    if g.phase == R.PH_DEAL:
        return g.dealer
    return g.winner if g.winner < g.n else 0   # a side's number is one of its seats


def card_colour(g, c, t, me):
    w = g.loc[c]
    if w == R.UNSEEN:
        return UNSEEN
    if w == R.FIELD:
        return FIELD
    if c == STORM and g.wild != R.NONE and not _blink(t, 300):
        return P.WHITE   # the Storm Card used as a wild card flickers
    if w - R.CAPT != me:
        return OTHERS
    s = SEATS[me]
    return s if VALUE[c] else P.scale(s, 1, ZERO)   # a card worth nothing: a dim copy


def _map(v, grid, t, g):
    sel = v.sel if g.phase == R.PH_PLAY and v.mode == M_MAP else -1
    if sel >= 0 and g.loc[sel] != R.UNSEEN:
        sel = -1
    so = sel // 4
    me = shown(v, g)
    for y in range(v.mh):
        for x in range(v.mw):
            c = v.card_at(x, y)
            col = card_colour(g, c, t, me)
            if sel >= 0:
                if c == sel:
                    col = SELECT if _blink(t, 200) else col
                elif g.loc[c] == R.FIELD and (c // 4 == so or sel == STORM) and _blink(t, 200):
                    col = TARGET
            elif v.mode == M_OHANA and c // 4 == v.osuit and _blink(t, 200):
                col = SEATS[v.oseat]
            if x == v.cx and y == v.cy and D.cursor_shown(t):
                col = P.cursor_on(col)   # white, or dark over a light card (the field's pale grey)
            grid.set(x, y, col)


def _seats(v, grid, t, g):
    # the seat column: every seat's colour; the one whose captures the map lights blinks (the one
    # acting, or the cursor's); choosing the next dealer, the one picked blinks
    x = v.sx
    n = g.n
    cur = v.cx == v.mw and v.mode != M_NEXT   # the cursor is on the seat that blinks
    pick = shown(v, g)
    if v.mode == M_NEXT:
        pick = v.dealer if v.dealer < n else D.phase(t, 250) % n
    for s in range(n):
        col = SEATS[s]
        if g.phase >= R.PH_DONE and v.mode != M_NEXT and g.side_of(s) != g.winner:
            col = P.scale(col, 1, 6)
        if s == pick and not _blink(t, 200 if v.mode >= M_OHANA else D.BLINK_MS):
            col = P.cursor_on(col) if cur else P.OFF
        grid.set(x, s, col)
    ph = g.phase
    grid.set(x, 7, DEAL_STEP if ph == R.PH_DEAL else (
        (HAND_STEP if g.step == R.HAND else DRAW_STEP) if ph == R.PH_PLAY else OVER_STEP))


def _gauge(v, grid, g):
    # while dealing: the field cards marked of the chart's count; in play: the draw stack left
    if g.phase == R.PH_DEAL:
        have, top = g.count(R.FIELD), g.field_want
    elif g.phase == R.PH_PLAY:
        have, top = g.stack, R.CARDS - g.n * g.per_hand - g.field_want
    else:
        return
    if v.big:
        D.bar(grid, 0, 5, 12, have, top, GAUGE, P.OFF)
        return
    lit = (have * 8 + top - 1) // top if top else 0
    for i in range(lit):
        grid.set(6, 7 - i, GAUGE)


def _bars(v, grid, g):
    # 16x16: a row per player (team): its colour, captured points (12 cells = the deck), hui held (dots)
    for s in range(g.m):
        y = 9 + s
        col = SEATS[s]
        grid.set(0, y, col)
        D.bar(grid, 1, y, 12, g.pts[s], TOTAL, col, P.DIM)
        k = g.hui_count(s)
        for i in range(3):
            grid.set(13 + i, y, (P.YELLOW if k > 3 else P.WHITE) if i < k else P.OFF)


def _digits(grid, x, y, n, places, colour):
    """n right-aligned in `places` digits of 4 cells, leading zeros dark."""
    for i in range(places - 1, -1, -1):
        if n or i == places - 1:
            D.digit(grid, x + 4 * i, y, n % 10, colour)
        n //= 10


def _score_page(v, grid, t, g):
    s = v.side
    total = v.total
    val = g.totals[s] if total else g.final[s]
    neg = val < 0
    a = -val if neg else val
    num = P.RED if neg else P.GREEN
    col = SEATS[s]
    col2 = SEATS[s + 2] if g.teams else col
    done = g.hand_no - (1 if g.phase <= R.PH_PLAY else 0)
    if v.big:
        for x in range(16):
            c = col if (x >> 1) & 1 == 0 else col2
            grid.set(x, 0, c)
            grid.set(x, 1, c)
        for h in range(8):
            if total:
                grid.set(2 * h, 3, P.YELLOW if h < done else (P.DIM if h < g.hands else P.OFF))
                if h + 8 < g.hands:
                    grid.set(2 * h + 1, 3, P.YELLOW if h + 8 < done else P.DIM)
            else:
                c = P.WHITE if g.hui[s] >> h & 1 else P.DIM
                grid.set(2 * h, 3, c)
                grid.set(2 * h + 1, 3, c)
        if neg:
            D.glyph(grid, 0, 5, "-", num)
        _digits(grid, 4, 5, a, 3, num)
        if not total:
            _digits(grid, 4, 11, g.pts[s], 3, P.scale(col, 1, 2))
    else:
        for x in range(8):
            grid.set(x, 0, col if (x & 1) == 0 else col2)
        for h in range(8):
            if total:
                grid.set(h, 1, P.YELLOW if h < done else (P.DIM if h < g.hands else P.OFF))
            else:
                grid.set(h, 1, P.WHITE if g.hui[s] >> h & 1 else P.DIM)
        _digits(grid, 0, 2, a % 100 if a >= 100 else a, 2, num)
        if a >= 100 and a % 100 < 10:
            D.digit(grid, 0, 2, 0, num)   # 105: the tens digit shows
        for i in range(a // 100):
            grid.set(i, 7, P.WHITE)
        if neg:
            for x in range(5, 8):
                grid.set(x, 7, P.RED)
    # the winner's ring: the platform draws every game's end (core/result.py)
