# Drawing Kawa on the grid, apart from the key handling so each module compiles in little RAM.
# Every function takes the View (v) and allocates nothing: they run every frame.
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from games.kawa import rules as R
from games.kawa import tiles as T

# ---- colours: all in one place (the platform palette when it is there) ----------------------
try:
    from ui import palette as _p
    # Pink lighter than the palette's: at 30 % under the 16x16 current limit the palette's pink sat
    # on the floor beside Red for a tritanope (9.6-10.1 CIEDE2000 as the frame changed)
    HUES = (_p.RED, _p.BLUE, _p.YELLOW, 0xFF60A0)
    WHITE = _p.WHITE
    DIM = _p.DIM
    OK = _p.GREEN
    _dim = _p.scale   # a dim copy: a fraction of the light (see ui/palette.py)
    _cursor_on = _p.cursor_on   # white, or dark over a pale petal (the cursor must differ from it)
except (ImportError, AttributeError):
    HUES = (0xFF0000, 0x0030FF, 0xFFC000, 0xFF60A0)
    WHITE = 0xFFFFFF
    DIM = 0x101010
    OK = 0x00C000
    _dim = None

    def _cursor_on(c):
        return 0 if 54 * ((c >> 16) & 255) + 183 * ((c >> 8) & 255) + 19 * (c & 255) >= 40960 else WHITE
# The river's lines: colours no path and no petal has, for every player (host_tools/legibility.py).
# 8x8: the same on both layers, where a petal takes the LED of the line under it: a teal and a
# lavender bright enough to stay apart from every petal step at 5 %, and from the paths.
WATER = 0x00B0B0      # a basic tile's flow line
WHIRL = 0xE080FF      # a whirlpool's flow line
# 16x16: the line has the tile's middle column and the petals its corners, so the line only needs
# to differ from the paths and from off: dimmer, which leaves the current limit room for the rest
WATER_BIG = 0x006060
WHIRL_BIG = 0x8060A0
OFF = 0


def _mix(c, w):
    # c washed toward white by w/256
    return ((((c >> 16) & 255) * (256 - w) + 255 * w) >> 8) << 16 | \
        ((((c >> 8) & 255) * (256 - w) + 255 * w) >> 8) << 8 | ((c & 255) * (256 - w) + 255 * w) >> 8

LAYER_MS = const(1600)   # 8x8: river / petal layer period
BLINK_MS = const(400)

M_SETUP = const(0)
M_TABLE = const(1)
M_PLAY = const(2)


def _dim_codes(c, num, den):
    return (((c >> 16) & 255) * num // den) << 16 | (((c >> 8) & 255) * num // den) << 8 | (c & 255) * num // den


if _dim is None:
    _dim = _dim_codes

# Petals: PETALS[3 * colour + n - 1] for n = 1, 2, 3+ petals of that colour on a tile. Brighter for
# more: 1 a faint copy (a fifth of the light), 2 the colour itself, 3+ the colour washed pale; by
# brightness alone, 1 and 2 of Blue or Pink did not read apart (the legibility check).
PETALS = tuple(_dim(_mix(HUES[i // 3], 38), 1, 5) if i % 3 == 0 else
               (HUES[i // 3] if i % 3 == 1 else _mix(HUES[i // 3], 192)) for i in range(12))


def _line(v, k):
    # the colour of a tile's flow line (k: its kind)
    if T.KINDS[k][T.TURNS]:
        return WHIRL_BIG if v.big else WHIRL
    return WATER_BIG if v.big else WATER


def _blink(t, ms=BLINK_MS):
    return (t // ms) & 1 == 0


def draw(v, grid, t):
    grid.fill(OFF)
    if v.mode != M_PLAY:   # the set-up page or the river entry: entry.py
        v.setup_page().draw(v, grid, t)
        return
    g = v.ctx.game
    if g is None:
        return
    if v.info and not v.big:
        _draw_scores(v, grid, t, 0, 0, 8, 7)
        _draw_round(v, grid, t, g, 7)
        return
    ph = g.phase
    live = R.PH_SWAP <= ph <= R.PH_TURN   # (comparisons, not `in (...)`: no tuple per frame)
    if live:
        _fill_path(v, g)
    petals = v.big or (t // LAYER_MS) & 1 == 1
    if g.fresh or ph == R.PH_TURN or ph == R.PH_START:
        petals = v.big   # 8x8: the river layer for the new row, a whirlpool to turn, the slots
    elif ph == R.PH_RETURN:
        petals = True    # 8x8: the petal layer while choosing petals to take back
    for p in range(16):
        d = g.dir[p]
        col = _line(v, g.kind[p])
        on_path = live and _on_path(v, p)
        if on_path:
            col = HUES[g.active]
            if g.phase != R.PH_SWAP and p == g.flow_pos():
                col = (WHITE if v.choice == R.DOUBLE else col) if _blink(t, 200) else OFF
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
    if ph == R.PH_SWAP or ph == R.PH_RETURN:
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


def _score(g, i):
    # a player's score: a colour's, or in double-weaving the sum of colours i and i + 2
    return g.score[i] + (g.score[i + 2] if g.weave else 0)


def _fill_path(v, g):
    p = g.flow_col if g.phase != R.PH_SWAP else g.slot_of(g.active)
    if g.phase != R.PH_SWAP:
        # an ongoing flow: the rows already passed keep their path, computed from here on
        p = g.flow_pos()
        for r in range(g.flow_row):
            v.path[r] = 255
        for r in range(g.flow_row, 4):
            v.path[r] = p
            p = g.next_pos(p) if not (g.phase == R.PH_TURN and r == g.flow_row) else g.flow_next
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
    if d == T.DOWN:
        grid.set(x, y, col)
        grid.set(x + 1, y, col)
        grid.set(x, y + 1, col)
        grid.set(x + 1, y + 1, col)
    elif d == T.LEFT:
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
        if g.double_on(p, c) and (t // 250) & 1:
            col = WHITE
        grid.set(cx, cy, col)


def _draw_slots(v, grid, t, g):
    for s in range(4):
        o = g.slot[s]
        here = g.phase == R.PH_START and v.cy < 0 and v.cx == s
        if here:
            col = HUES[g.active] if _blink(t) else WHITE
        elif o != R.NONE:
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
    """One bar per colour (per player in double-weaving), scaled to the leader's score."""
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
                         if j < lit else DIM)
        else:           # horizontal, a row each, one row apart
            lit = (s * w + top - 1) // top
            for j in range(w):
                grid.set(x0 + j, y0 + 2 * i, (OFF if blink and j == lit - 1 else col)
                         if j < lit else DIM)


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
        if ph == R.PH_FLOW:
            grid.set(14, y, HUES[g.active] if v.choice != R.NO_PETAL else DIM)
            grid.set(15, y, WHITE if v.choice == R.DOUBLE else OFF)
    else:
        grid.set(5, y, WATER if ph < R.PH_RETURN else WHIRL)
        grid.set(7, y, HUES[g.active])
