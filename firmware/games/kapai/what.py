# Ka Pai: what a light is (the console's `what`: under the cursor, or at a column and row of the
# grid: the sheet, the dice beside it, the pages) and what can be done now (long A, and `options`:
# Ka Pai's A acts as it goes down, so a long A first does what A does, then lights what comes next).
# Loaded for one of them and dropped after (core/app.py GameScreen.options, ui/legend.py).
from games.kapai import grid as V
from games.kapai import rules as R
from games.kapai import sheet as S

SYM = S.SYMBOLS
TEACH = V.TEACH   # the cells long A lights: the lesson's blue (host_tools/lights.py checks it)


def what(v, x, y):
    g = v.ctx.game
    s = v.s
    if x < 0 and g is not None and (v.mode != V.M_SHEET or g.phase == R.PH_BONUS):
        return _page(v, g)   # a page with no cursor: the page itself
    if x < 0:
        x, y = (7 * s, 7 * s) if g is None and v.field == 0 else (v.cx * s, v.cy * s)
        if g is None and v.field == 1:
            x, y = 7 * s, 0
    px, py = x // s, y // s
    if g is None:
        if (px, py) == (7, 7):
            return "Learn, the guided first game (A on it starts the lesson)"
        if px == 7 and py < 2:
            return "blinking green: A starts a new sheet"
        if px < 7 and py < 7:
            return "the sheet, empty: %s" % _plain(v.blank[py * 7 + px])
        return "dark"
    v.sync(g)
    if v.mode == V.M_TOTAL:
        return "another player's total being entered: %d points (cyan digits), %d bonus boxes " \
               "(white cells)" % (v.et, v.eb)
    if v.mode == V.M_INFO:
        return _info(v, g, x, y)
    if v.mode == V.M_DICE:
        a, b = S.DIE_A[g.die[0]], S.DIE_B[g.die[1]]
        d = 0 if px < 3 else (1 if 4 <= px < 7 else -1)
        if d < 0 or not (1 <= py <= 3 or py == 5):
            return "dark"
        if py == 5:
            return "the underline: the die whose symbol A draws%s" % (" (a double: both)" if a == b else "")
        return "die %s: a %s, as its shape" % ("AB"[d], SYM[a if d == 0 else b])
    if g.phase == R.PH_BONUS:
        k = py // 2
        if py & 1 or k > 3:
            return "dark"
        if px == 0:
            return "the %s groups' row (its colour)" % SYM[k]
        if px == 7:
            return "white: the row whose box A marks" if k == v.bsel else "dark"
        j = px - 2
        if 0 <= j < S.BOXES[k]:
            return "a %s bonus box: %s" % (SYM[k], "marked" if j < g.boxes[k] else "free (grey)")
        return "dark"
    if px < 7 and py < 7:
        t = v.cell_text(g, py * 7 + px)
        if g.phase == R.PH_GROUP:
            gs = g.cand[2 * v.gsel]
            step = 1 if g.cand[2 * v.gsel + 1] == 0 else 7
            if py * 7 + px in (gs, gs + step, gs + 2 * step):
                t += "; blinking white: the group A circles"
        return t
    d = py if s == 1 else y // 3   # the dice: 8x8 the column's first two LEDs, 16x16 two 2x2 blocks
    if px == 7 and d < 2 and (s == 1 or y % 3 < 2):
        if g.phase == R.PH_ROLL:
            return "blinking white: A rolls the dice"
        if g.phase == R.PH_OVER:
            return "dark"
        sym = S.DIE_A[g.die[0]] if d == 0 else S.DIE_B[g.die[1]]
        return "die %s: a %s%s" % ("AB"[d], SYM[sym], _bright(v, g, d))
    return "dark"


def _page(v, g):
    if v.mode == V.M_DICE:
        a, b = S.DIE_A[g.die[0]], S.DIE_B[g.die[1]]
        return "the dice page: die A a %s (left), die B a %s (right); underlined: the symbol A draws" % (
            SYM[a], SYM[b])
    if v.mode == V.M_INFO:
        return "the score page: %d points%s, the bonus boxes below" % (v.total, _end(v, g))
    if v.mode == V.M_TOTAL:
        return what(v, 0, 0)
    return "the bonus boxes: a row per group type; the %s row is chosen (white at the right)" % SYM[v.bsel]


def _plain(c):
    return "a totem" if c == R.TOTEM else ("dark: nobody draws here" if c == R.DARK else "a free cell")


def _bright(v, g, d):
    a, b = S.DIE_A[g.die[0]], S.DIE_B[g.die[1]]
    if a == b:
        on = d < g.left or g.phase != R.PH_DRAW
        return ", a double: %s" % ("still to draw (bright)" if on else "drawn (dim)")
    return ", the one A draws (bright)" if d == v.pen else ", not chosen (dim; left/right on the dice page)"


def _info(v, g, x, y):
    # the score page draws LED by LED (not in cells of the sheet)
    if y < (5 if v.s == 1 else 7):
        return "the sheet's total: %d points%s" % (v.total, _end(v, g))
    if v.s == 1:
        k = (x >> 2) + 2 * (y - 6)
        j = x & 3
    else:
        k = (y - 8) // 2
        j = x - 2
        if (y - 8) % 2 or k > 3:
            return "dark"
        if x == 0:
            return "the %s groups' row (its colour)" % SYM[k]
        if x >= 6:
            return "a dot per %s group made: %d" % (SYM[k], g.groups[k])
    if 0 <= k < 4 and 0 <= j < S.BOXES[k]:
        return "a %s bonus box: %s" % (SYM[k], "marked" if j < g.boxes[k] else "free (grey)")
    return "dark"


def _end(v, g):
    if g.phase != R.PH_OVER:
        return " (white)"
    return " (green: this sheet wins)" if v.won else " (orange: another sheet wins)"


def can(v):
    """What can be done now: the cells where A acts lit, and one line."""
    ctx = v.ctx
    g = ctx.game
    s = v.s
    if g is None:
        return ctx.say("Ka Pai set-up: A starts a sheet (up: Learn, the guided first game), B: back to the menu")
    v.sync(g)
    cells = bytearray()
    ph = g.phase
    if v.mode == V.M_TOTAL:
        t = "another player's total: up/down 1, left/right 10, A: their bonus boxes, A again enters it, B cancels"
    elif v.mode == V.M_INFO:
        t = ("A: another player's total; B: the sheet (A there: a rematch)" if ph == R.PH_OVER
             else "any key: back to the sheet")
    elif v.mode == V.M_DICE:
        t = "left/right: which die's symbol to draw; A or B: back to the sheet"
    elif ph == R.PH_BONUS:
        t = "a slash group: up/down picks a group type's bonus box, A marks it"
    elif ph == R.PH_GROUP:
        t = "the d-pad: which group (blinking white), A circles it"
    elif ph == R.PH_ROLL:
        for d in range(2):
            cells.extend(bytes((7 * s, 3 * d if s == 2 else d, s)))
        t = "A rolls the dice (lit)"
    elif ph == R.PH_DRAW:
        for i in range(R.CELLS):
            if v.ok[i]:
                cells.extend(bytes(((i % 7) * s, (i // 7) * s, s)))
        t = "A on a lit cell draws the %s there; B: the dice page (left/right: the other die's symbol)" % (
            SYM[v._pen_sym(g)])
    else:
        t = "the sheet is full: A offers a rematch; B: the score page (A there: another player's total)"
    ctx.light(cells, TEACH)
    ctx.say(t)
