# Drawing Ka Pai on the grid, apart from the keys so each module compiles in little RAM. Every
# function takes the View (v) and allocates nothing: they run every frame. The legend: README.md.
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from ui import palette as P
from ui import draw as D
from games.kapai import rules as R
from games.kapai import sheet as S

# Ka Pai's own colours, chosen with the legibility check (host_tools/legibility.py): on 8x8 a cell is
# one LED, so the twelve states of a sheet cell must differ by colour alone for every player. The
# symbols are a lemon yellow, a deep blue, a mint green and a light magenta (the palette's yellow and
# green looked alike to a protanope), circled full, loose at a third of the light; the free cells
# three steps of grey that stay apart from a dark cell at 5 % and under the 16x16 current limit
# (brighter greys drew so much current that the limit dimmed the whole 16x16 panel more). The totem
# and the allowed cell were 0xA0 and 0x84: 10.7 apart at the check's worst, and they read alike in
# the simulator (issue 37); at 0xD8 and 0x98 every pair of the three greys and dark is 18 or more.
SYM = (0xFFFF00, 0x0000FF, 0x10E080, 0xFF80FF)   # triangle, square, circle, slash
LOOSE = (P.scale(SYM[0], 1, 3), P.scale(SYM[1], 1, 3), P.scale(SYM[2], 1, 3), P.scale(SYM[3], 1, 3))
TOTEM = 0xD8D8D8
FREE = 0x686868
CAN = 0x989898        # a free cell the next symbol may go in
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


def draw(v, grid, t):
    grid.fill(OFF)
    g = v.ctx.game
    if g is None:
        _sheet(v, grid, t, None)
        if D.blink(t):
            block(v, grid, 7, 0, P.GREEN)
            block(v, grid, 7, 1, P.GREEN)
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
                col = P.WHITE
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
