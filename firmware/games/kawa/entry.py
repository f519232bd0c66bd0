# Kawa's set-up page and the entry of a river as laid on the table: their keys, words, drawing and
# console commands (`colours N`, `table LSSR...`). The view imports this module while those pages
# show (their frames need it) and lets it go when the game starts: a game in play never holds it.
from ui.keys import UP, DOWN, LEFT, RIGHT, A, B
from games import registry
from games.kawa import rules as R
from games.kawa import tiles as T
from games.kawa.paint import M_SETUP, M_TABLE, M_PLAY
from games.kawa import paint as P

LINES = ("colours", "double-weaving", "river")  # the set-up page's lines, top to bottom

def say_setup(v):
    v.ctx.say("Kawa set-up [%s]: %d colours%s, %s river. Up/down pick, left/right change, A start"
                 % (LINES[v.opt], v.colours,
                    " (2 players double-weaving)" if v.weave else "",
                    "table" if v.table else "dealt"))

def setup_key(v, k):
    if k == UP or k == DOWN:
        from ui import setup
        opt = setup.line(v.ctx, v.opt, 1 if k == DOWN else -1, LINES)
        if opt == v.opt:
            return
        v.opt = opt
    elif k == B:
        v.ctx.menu()  # back where the player came from
        return
    elif k == LEFT or k == RIGHT:
        step = 1 if k == RIGHT else -1
        if v.opt == 0:
            v.colours = 2 + (v.colours - 2 + step) % 3
            if v.colours != 4:
                v.weave = False
        elif v.opt == 1:
            if v.colours != 4:
                v.ctx.refuse("double-weaving needs 4 colours")
                return
            v.weave = not v.weave
        else:
            v.table = not v.table
    elif k == A:
        if v.table:
            v.mode = M_TABLE
            v.cx = v.cy = 0
            v.ctx.say("Enter the river as laid: A changes the tile (S L R W), "
                         "move above the river and A to confirm, or 'table LSSR...' on the console")
            return
        start(v, None)
        return
    else:
        return
    say_setup(v)

def start(v, table):
    seed = v.ctx.now() & 0x7FFFFFFF
    setup = R.make_setup(v.colours, seed, v.weave, table)
    if v.ctx.start(setup):
        v.mode = M_PLAY
        v._enter_phase()
        v.su = None   # the set-up page is done
        registry.drop("games.kawa.entry")
        return True
    return False

def table_key(v, k):
    if k == B:
        v.mode = M_SETUP
        say_setup(v)
    elif k == A:
        if v.cy < 0:
            start(v, table_letters(v))
            return
        p = v.cy * 4 + v.cx
        v.layout[p] = (v.layout[p] + 1) % len(T.KINDS)
        v.ctx.say("%s: %s" % (R.pos_name(p), T.KINDS[v.layout[p]][T.NAME]))
    else:
        v._move(k, -1)

def table_letters(v):
    return "".join(T.KINDS[k][T.LETTER] for k in v.layout)


def command(v, words):
    # `table LSSR...` (also during a game: a new one) and, before a game, `colours N`
    if words[0] == "table":
        letters = "".join(words[1:]).upper()
        n = 0
        for ch in letters:
            k = T.letter_kind(ch)
            if k < 0 or n >= 16:
                v.ctx.refuse("table: 16 letters S L R W, row by row from the River's Start")
                return
            v.layout[n] = k
            n += 1
        if n != 16:
            v.ctx.refuse("table: 16 letters S L R W, row by row from the River's Start")
            return
        start(v, letters)
    else:   # colours N
        try:
            n = int(words[1])
        except ValueError:
            n = 0
        if n < 2 or n > 4:
            v.ctx.refuse("2, 3 or 4 colours")
            return
        v.colours = n
        v.weave = v.weave and n == 4
        say_setup(v)


def draw(v, grid, t):
    if v.mode == M_SETUP:
        _draw_setup(v, grid, t)
        if v.big:
            _double(grid)
        return
    for p in range(16):   # M_TABLE
        k = v.layout[p]
        P._stroke(v, grid, p, T.KINDS[k][T.SETUP_DIR], P._line(v, k))
    P._draw_cursor(v, grid, t)
    if v.cy < 0 and P._blink(t):
        for x in range(grid.w):
            grid.set(x, 0, P.OK)


def _double(grid):
    # 16x16: the 8x8 page scaled up, each LED a 2x2 block (issue 29: it sat in the top-left
    # quarter). From the last cell back, so each is read before a block overwrites it
    for y in range(7, -1, -1):
        for x in range(7, -1, -1):
            c = grid.get(x, y)
            grid.set(2 * x, 2 * y, c)
            grid.set(2 * x + 1, 2 * y, c)
            grid.set(2 * x, 2 * y + 1, c)
            grid.set(2 * x + 1, 2 * y + 1, c)


def _draw_setup(v, grid, t):
    # row 1: the colours; row 3: double-weaving; row 5: dealt (mixed) or table (water); a blinking
    # marker at the left of the option being changed
    for c in range(v.colours):
        grid.set(2 + c, 1, P.HUES[c])
    if v.weave:
        grid.set(2, 3, P.HUES[0])
        grid.set(3, 3, P.HUES[2])
        grid.set(5, 3, P.HUES[1])
        grid.set(6, 3, P.HUES[3])
    else:
        grid.set(2, 3, P.DIM)
    for i in range(4):
        grid.set(2 + i, 5, P.WATER if v.table else (P.WHIRL if i & 1 else P.WATER))
        if not v.table:
            grid.set(2 + i, 6, P.WHIRL if i & 1 else P.WATER)
    if P._blink(t):
        grid.set(0, 1 + 2 * v.opt, P.WHITE)
