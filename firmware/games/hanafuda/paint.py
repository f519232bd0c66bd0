# Drawing Hanafuda on the grid, apart from the keys so each module compiles in little RAM. Every
# function takes the View (v) and allocates nothing: they run every frame. README.md has the legend.
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from ui import palette as P
from ui import draw as D
from games.hanafuda import rules as R
from games.hanafuda.deck import VALUE, STORM, TOTAL

# one colour per seat: P1-P4 the platform's player colours, P5 purple, P6 light pink (the
# palette's pink read as grey to a protanope, beside the field's and the others' greys)
SEATS = (P.PLAYERS[0], P.PLAYERS[1], P.PLAYERS[2], P.PLAYERS[3], P.PURPLE, 0xFF80FF)
# The map lights one seat's captures at a time, in its colour (a card worth 0: 1/ZERO of its light);
# every other seat's captures are OTHERS, one neutral: six seat colours cannot all be told apart by
# a colour-blind player, one seat colour against three greys can (host_tools/legibility.py).
ZERO = const(5)
UNSEEN = P.DIM        # in a hand or the draw stack (dark: at 30 % on 16x16 it is off)
OTHERS = 0x707070     # in another seat's captures: grey
FIELD = 0xA0A0A0      # face up in the field: pale grey
# the gauge (the draw stack left; dealing: the field cards marked) beside the map: white, apart from
# every light of the map (it was the others' grey, the same light as a captured card beside it)
GAUGE = P.WHITE
# the step cell under the seats
DEAL_STEP = P.PINK     # (white was the gauge's, the cell beside it on 8x8)
HAND_STEP = P.BLUE    # (green was yellow's twin to a protanope, cyan's to a tritanope)
DRAW_STEP = P.CYAN
OVER_STEP = P.YELLOW
TARGET = 0x00FFFF     # full cyan: the palette's 0x00C0C0 blinking over pale grey was too alike
SELECT = P.SELECT

M_SETUP = const(0)
M_MAP = const(1)
M_SCORE = const(2)
M_OHANA = const(3)    # declaring an 'ohana: pick the seat
M_NEXT = const(4)     # the next hand: pick the dealer


def _blink(t, ms):
    return (t // ms) & 1 == 0


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


def draw(v, grid, t):
    grid.fill(P.OFF)
    if v.mode == M_SETUP:
        v.su.draw(v, grid, t)   # setup.py, loaded while the page shows
        return
    g = v.ctx.game
    if g is None:
        return
    v.sync(g)  # an undo, redo or console action changed the game: the frame follows at once
    if v.mode == M_SCORE:
        _score_page(v, grid, t, g)
        return
    _map(v, grid, t, g)
    _seats(v, grid, t, g)
    _gauge(v, grid, g)
    if v.big:
        if g.phase == R.PH_DEAL:   # the dealing chart: cards in each hand, cards in the field
            _digits(grid, 0, 9, g.per_hand, 1, P.WHITE)
            _digits(grid, 6, 9, g.field_want, 2, FIELD)
        else:
            _bars(v, grid, g)


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
        pick = v.dealer if v.dealer < n else (t // 250) % n
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


def seat_text(d):
    # the dealer in the set-up's words (the page and the view both say it)
    return "random" if d == R.RANDOM else "P%d" % (d + 1)
