# 'Āina on the grid, what it shows over the board: the set-up page (its keys, words and drawing), the
# pages B shows (the turn's Time Cards, the tokens on each card), table entry (layout cells, Time
# Cards) and the two guided choices, a lock and the Cosmic Event. The view imports this module when
# one of them opens (grid.View.page) and keeps it while it is used: the set-up page until the game
# starts, a page while it shows, a cell's entry, a lock or an event until its action; then it is
# dropped, so the board on its own never holds it. The drawing here allocates nothing: it runs every
# frame. The keys of table entry, a lock and an event return the action they choose, (action,
# words[, 1]), and the view plays it once this code has returned (grid.View.key), so that this
# module's RAM is free again while the action's words load.
from ui import keys, draw, palette
from ui.palette import scale
from games.aina import deck
from games.aina import rules as R
from games.aina.codes import (M_BOARD, M_EDIT, M_LOCK, M_PAGE, M_TOKENS, WAO_COL, SEAT_COL, MARK_COL, RED_CARD,
                              WHITE_CARD, LESSON, sym_col)

TOK_COL = (palette.GREY, palette.WHITE)  # the token page: a card with 1 token, with 2


# ---- the set-up page ---------------------------------------------------------------------------
# the set-up page's lines, top to bottom; it opens on [players] (View.line 1): Learn, the guided
# first game (games/aina/lesson.py), is above it (its A is the view's: View.key)
LINES = ("learn", "players", "deal")


def say_setup(v):
    learned = v.learned
    if v.line == 0:
        what = "a guided first round for two, long A skips a step" + (" (learned)" if learned else "")
    else:
        n = R.seats_for(v.players)
        what = "%d players%s, %s" % (v.players, (" in %d teams" % n) if n != v.players else "",
                                     "table entry" if v.table else "digital deal")
    v.ctx.say("'Aina set-up [%s]: %s. %s%s" % (LINES[v.line], what, "" if learned or v.line == 0
                                               else "New to 'Aina? Up: Learn. ", keys.SETUP))


def key_setup(v, k, kind):
    _key_setup(v, k, kind)
    if v.ctx.game is not None:
        v.drop_parts()   # the set-up page is done


def _key_setup(v, k, kind):
    if k == keys.UP or k == keys.DOWN:
        from ui import setup
        line = setup.line(v.ctx, v.line, keys.DY[k], LINES)
        if line == v.line:
            return
        v.line = line
    elif k == keys.LEFT or k == keys.RIGHT:
        if v.line == 0:
            v.ctx.refuse("[learn]: A starts the lesson")
            return
        if v.line == 2:
            v.table = not v.table
        else:
            n = v.players + keys.DX[k]
            if n < 2 or n > R.MAX_PLAYERS:
                v.ctx.refuse("'Aina is for 2 to %d players" % R.MAX_PLAYERS)
                return
            v.players = n
    elif k == keys.B and kind == keys.PRESS:
        v.ctx.menu()  # back where the player came from
        return
    elif k == keys.A and kind == keys.PRESS:
        if v.ctx.grid.w < 8 or v.ctx.grid.h < 8:
            v.ctx.refuse("'Aina needs a grid of at least 8x8 (the 6x6 board and its ring)")
            return
        seed = v.ctx.now() & 0x3FFFFFFF
        if v.ctx.start(R.make_setup(v.players, seed, v.table)):
            g = v.ctx.game
            if g.nt:
                v.ctx.say(g.note)
            v.enter(g)
        return
    else:
        return
    say_setup(v)


def draw_setup(v, grid, t):
    # players as a number on top, the set-up mode below: colours = digital deal, white = table
    draw.number(grid, v.ox, v.oy, v.players, palette.WHITE)
    if v.s == 2:
        # 16x16: the number doubled too, each LED a 2x2 block (it was 3x5 LEDs in a corner:
        # issue 29). From the last cell back, so each is read before a block covers it
        ox = v.ox
        oy = v.oy
        for y in range(4, -1, -1):
            for x in range(7, -1, -1):
                c = grid.get(ox + x, oy + y)
                for i in range(4):
                    grid.set(ox + 2 * x + (i & 1), oy + 2 * y + (i >> 1), c)
    for i in range(8):
        v.px(i, 7, palette.WHITE if v.table else WAO_COL[i & 3])
    # Learn: the top-right cell, in the lesson's colour (pulsing until the lesson has been played
    # through, then dim)
    learn = draw.learn(t, LESSON, v.learned)
    if v.line == 0:
        if draw.cursor_shown(t):
            learn = palette.cursor_on(learn)
    elif draw.blink(t):  # the chosen line: a bar under the number, or above the deal
        for i in range(8):
            v.px(i, 4 + v.line, palette.CURSOR)
    v.px(7, 0, learn)


# table entry of the layout: up/down symbol, left/right wao, A enter, long A starter card
def start_edit(v, g, c):
    v.mode = M_EDIT
    if g.sym[c] != R.NONE:
        v.ed_sym, v.ed_wao = g.sym[c], g.wao[c]
    say_edit(v)


def say_edit(v):
    v.ctx.say("%s: %s %s (A enter, hold A = starter card, B cancel)" % (
        R.cell_name(v.cell()), deck.sym_words(v.ed_sym), deck.WAO[v.ed_wao]))

def key_edit(v, g, k, kind):
    if k == keys.UP or k == keys.DOWN:
        v.ed_sym = (v.ed_sym + (1 if k == keys.UP else 7)) % 8
    elif k == keys.LEFT or k == keys.RIGHT:
        v.ed_wao = (v.ed_wao + (1 if k == keys.RIGHT else 3)) % 4
    elif k == keys.B:
        v.mode = M_BOARD
        return
    elif k == keys.A and kind != keys.REPEAT:
        st = 1 if kind == keys.LONG else 0
        c = v.cell()
        return bytes((R.CELL, c, v.ed_sym, v.ed_wao, st)), "%s = %s %s%s" % (
            R.cell_name(c), deck.sym_words(v.ed_sym), deck.WAO[v.ed_wao], " (starter)" if st else ""), 1
    else:
        return
    say_edit(v)


# table entry of a Time Card: up/down red/white, left/right the mark, A enter, B the turn's page
def key_draw(v, g, k, kind):
    if k == keys.B and kind == keys.PRESS:
        v.mode = M_PAGE
        v.ctx.say("the turn's Time Cards so far; any key returns")
        return
    if k == keys.UP or k == keys.DOWN:
        v.pick ^= 4
    elif k == keys.LEFT or k == keys.RIGHT:
        v.pick = (v.pick & 4) | ((v.pick + (1 if k == keys.RIGHT else 3)) & 3)
    elif k == keys.A and kind == keys.PRESS:
        return bytes((R.DRAW, v.pick)), "P%d drew %s" % (g.player + 1, deck.sym_words(v.pick))
    else:
        return
    v.ctx.say("Time Card %d: %s" % (g.ncards + 1, deck.sym_words(v.pick)))


# ---- the pages B shows, and a Time Card's table entry -------------------------------------------
# 3x3 marks of the Time symbols for the Time Card page, one row per byte (bit 2 = left).
MARKS = (b"\x02\x02\x02", b"\x05\x02\x05", b"\x07\x05\x07", b"\x07\x02\x07")


def key(v, k, kind):
    if kind == keys.PRESS:   # B on the Time Card page: the token page; else the board
        v.mode = M_TOKENS if (k == keys.B and v.mode == M_PAGE) else M_BOARD
        if v.mode == M_TOKENS:
            v.ctx.say("tokens on each card: grey 1, white 2; any key returns")
        else:
            v.ctx.say("the board")


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


# ---- choosing a lock: A on a card after a flip (moves.py loaded for it, dropped after) ---------
def rows_through(g, c):
    """Every row of four through card c, across then down: (start, direction, its cells)."""
    out = []
    for d in (0, 1):
        step = 1 if d == 0 else 6
        for back in range(4):
            s = c - back * step
            if s < 0 or (d == 0 and s // 6 != c // 6):
                break
            cells = g.row(s, d)
            if cells is not None:
                out.append((s, d, cells))
    return out


def start_lock(v, g, c):
    from games.aina.moves import row_problem
    rows = []
    why = None
    for s, d, cells in rows_through(g, c):
        if g.lockable(s, d):
            rows.append((s, d))
        elif why is None:
            why = row_problem(g, cells) or "not enough tokens"
    if not rows:
        v.ctx.refuse("no row of four through %s can be locked%s" % (
            R.cell_name(c), (": " + why) if why else ""))
        return
    v.rows = rows
    v.ri = 0
    v.mode = M_LOCK
    pick_row(v, g)

def pick_row(v, g):
    from games.aina.moves import token_choices
    s, d = v.rows[v.ri]
    v.toks = token_choices(g, s, d)
    v.ti = 0
    v.clear()
    for c in g.row(s, d):
        v.lit[c] = 1
    say_lock(v, g)

def say_lock(v, g):
    from games.aina.moves import row_name, tokens_text
    s, d = v.rows[v.ri]
    v.ctx.say("lock %s with %s? A: lock it; left/right: another row; up/down: other tokens "
              "(%d of %d); B: cancel" % (row_name(s, d), tokens_text(g, s, d, v.toks[v.ti]), v.ti + 1,
                                         len(v.toks)))

def key_lock(v, g, k, kind):
    if k == keys.LEFT or k == keys.RIGHT:
        v.ri = (v.ri + (1 if k == keys.RIGHT else -1)) % len(v.rows)
        pick_row(v, g)
    elif k == keys.UP or k == keys.DOWN:
        v.ti = (v.ti + (1 if k == keys.DOWN else -1)) % len(v.toks)
        say_lock(v, g)
    elif k == keys.B and kind == keys.PRESS:
        v.mode = M_BOARD
        v.clear()
        v.drop_parts()
        v.ctx.say("no lock: the move goes on")
    elif k == keys.A and kind == keys.PRESS:
        from games.aina.moves import row_name, tokens_text
        s, d = v.rows[v.ri]
        t = v.toks[v.ti]
        return bytes((R.LOCK, s, d)) + t, "P%d locks %s with %s" % (
            g.player + 1, row_name(s, d), tokens_text(g, s, d, t))


def positive_why(g, c):
    """The refusal for A (or `flip`) on a positive card while a flip is due: locks come after a
    flip, and the words say why none through that card can be locked now."""
    from games.aina.moves import row_name, row_problem
    t = "%s is already positive: move %d %s" % (
        R.cell_name(c), g.move + 1, "flips a negative %s card" % deck.sym_words(g.cards[g.move])
        if g.phase == R.P_FLIP else "takes its bonus flip on a negative card")
    why = None
    free = False    # a row through c that only tokens could stop
    for s, d, cells in rows_through(g, c):
        p = row_problem(g, cells)
        if p is None:
            free = True
        elif why is None:
            why = "%s: %s" % (row_name(s, d), p)
    if free:
        why = "the last move ended" if g.tokens_available() else "no token left to lock with"
    elif why is None:
        why = "no row of four"
    return t + ". Rows lock after a flip: none through %s can lock now (%s)" % (R.cell_name(c), why)


# ---- the Cosmic Event, guided on the grid ------------------------------------------------------
DIR_KEYS = (keys.RIGHT, keys.DOWN, keys.LEFT, keys.UP)  # akua directions 0 E, 1 S, 2 W, 3 N


# Cosmic Event, guided: 1 choose the akua (or pass), 2 its start card, 3 the direction
def key_event(v, g, k, kind):
    step = v.ev_step
    if step == 0:
        if k < 4:
            v.pick = (v.pick + (1 if k in (keys.RIGHT, keys.DOWN) else 4)) % 5
            show_akua(v, g)
        elif k == keys.A and kind == keys.PRESS:
            if v.pick == 4:
                return bytes((R.PASS,)), "the players pass: no akua"
            elif g.akua[v.pick] != R.NONE:
                v.ctx.refuse("akua %s was already used" % deck.WAO[v.pick])
            else:
                v.ev_step = 1
                v.ctx.say("akua %s: pick its start card (a positive %s card), A" % (
                    deck.WAO[v.pick], deck.RESOURCE[deck.AKUA_PATH[v.pick][0]]))
        elif k == keys.B and kind == keys.PRESS:
            v.mode = M_PAGE
    elif step == 1:
        if k < 4:
            v.move(k)
        elif k == keys.B and kind == keys.PRESS:
            v.ev_step = 0
            show_akua(v, g)
        elif k == keys.A and kind == keys.PRESS:
            c = v.cell()
            for d in range(4):
                if preview(v, g, c, d):
                    v.ev_step = 2
                    v.ctx.say("akua %s on %s: pick the direction with the d-pad, A to confirm" % (
                        deck.WAO[v.pick], R.cell_name(c)))
                    return
            v.ctx.refuse("akua %s cannot start a path on %s" % (deck.WAO[v.pick], R.cell_name(c)))
    else:
        if k < 4:
            d = DIR_KEYS.index(k)
            if not preview(v, g, v.cell(), d):
                v.ctx.refuse("no path %s from %s" % (R.DIR_TEXT[d], R.cell_name(v.cell())))
        elif k == keys.B and kind == keys.PRESS:
            v.ev_step = 1
            v.clear()
        elif k == keys.A and kind == keys.PRESS:
            c = v.cell()
            return bytes((R.AKUA, v.pick, c, v.ev_dir)), "akua %s from %s %s" % (
                deck.WAO[v.pick], R.cell_name(c), R.DIR_TEXT[v.ev_dir])

def show_akua(v, g):
    v.clear()
    a = v.pick
    if a == 4:
        v.ctx.say("Cosmic Event: pass (no akua)? A to confirm")
        return
    src = deck.AKUA_PATH[a][0]
    for c in range(36):
        if g.pos[c] and g.wao[c] == src:
            v.lit[c] = 1
    v.ctx.say("Cosmic Event: akua %s (%s to %s)%s, A to choose" % (
        deck.WAO[a], deck.RESOURCE[src], deck.RESOURCE[deck.AKUA_PATH[a][1]],
        " - already used" if g.akua[a] != R.NONE else ""))

def preview(v, g, c, d):
    try:
        cells = g.akua_path(v.pick, c, d)
    except R.Illegal:
        return False
    v.ev_dir = d
    v.clear()
    for x in cells:
        v.lit[x] = 1
    v.ctx.say("path %s: %s (%d pohaku)" % (R.DIR_TEXT[d], " ".join(R.cell_name(x) for x in cells),
                                               len(cells) - 1))
    return True
