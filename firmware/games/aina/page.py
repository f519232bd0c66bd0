# 'Āina on the grid, the pages: the turn's Time Cards (B), the tokens on each card (B again) and the
# entry of a Time Card drawn at the table. The view imports this module when one of them opens
# (paint.Paint.page), with their keys, and drops it when the board is back. Nothing here allocates: it draws every frame.
from ui import draw, keys
from ui.palette import scale
from games.aina import rules as R
from games.aina.paint import M_BOARD, M_PAGE, M_TOKENS, RED_CARD, WHITE_CARD, MARK_COL, SEAT_COL, TOK_COL, sym_col

# 3x3 marks of the Time symbols for the Time Card page, one row per byte (bit 2 = left).
MARKS = (b"\x02\x02\x02", b"\x05\x02\x05", b"\x07\x05\x07", b"\x07\x02\x07")


def key(v, k, kind):
    if kind == keys.PRESS:   # B on the Time Card page: the token page; else the board
        v.mode = M_TOKENS if (k == keys.B and v.mode == M_PAGE) else M_BOARD
        if v.mode == M_TOKENS:
            v.ctx.say("tokens on each card: grey 1, white 2; any key returns")


def show(v, g, grid, t):
    if v.mode == M_PAGE:
        draw_page(v, g, grid, t)
    elif v.mode == M_TOKENS:
        draw_tokens(v, g)
    else:
        draw_pick(v, g, grid, t)


def draw_page(v, g, grid, t):
    # the four Time Cards of the turn, big: one per quadrant, used ones dim, the current blinks
    q = 4 * v.s
    for i in range(g.ncards if g.phase != R.P_EVENT else 0):
        col = RED_CARD if g.cards[i] < 4 else WHITE_CARD
        if i < g.move:
            col = scale(col, 1, 6)
        elif i == g.move and not draw.blink(t) and R.P_FLIP <= g.phase <= R.P_BONUS:
            continue
        mark(v, grid, v.ox + (i & 1) * q, v.oy + (i >> 1) * q, g.cards[i] & 3, col)


def draw_tokens(v, g):
    # the token page (B twice): each card where it lies, dark with no token (path cards take
    # none), grey with one, white with two
    for c in range(36):
        n = 0 if g.path[c] else (g.tok[2 * c] > 0) + (g.tok[2 * c + 1] > 0)
        if n:
            v.px(1 + c % 6, 1 + c // 6, TOK_COL[n - 1])


def mark(v, grid, x, y, m, col):
    bits = MARKS[m]
    s = v.s
    for r in range(3):
        for k in range(3):
            if bits[r] & (4 >> k):
                for j in range(s):
                    for i in range(s):
                        grid.set(x + s * k + i, y + s * r + j, col)


def draw_pick(v, g, grid, t):
    # table entry of a Time Card: the mark big in its colour, the cards drawn so far on top
    for i in range(g.ncards):
        v.px(2 * i, 0, sym_col(g.cards[i]))
        v.px(2 * i + 1, 0, MARK_COL[g.cards[i] & 3])
    col = RED_CARD if v.pick < 4 else WHITE_CARD
    mark(v, grid, v.ox + 2 * v.s, v.oy + 2 * v.s, v.pick & 3, col)
    v.px(0, 1 + g.player, SEAT_COL[g.player])
