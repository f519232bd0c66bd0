# Kōnane: what a light is (the console's `what`: under the cursor, or at a column and row of the
# grid) and what can be done now (`options`; Kōnane's long A is its hint). Loaded for one of them and
# dropped after (core/app.py GameScreen.options, ui/legend.py).
from ui import palette
from games.konane import grid as V
from games.konane.codes import NAMES, SIZES, LEVELS, MODE_TWO

TEACH = palette.TEACH   # the cells `options` lights: the teaching cue (host_tools/lights.py checks it)


def _geometry(v, g):
    grid = v.ctx.grid
    n = g.n
    k = V._block(n, grid)
    return n, k, (grid.w - k * n) // 2, (grid.h - k * n) // 2


def what(v, x, y):
    g = v.ctx.game
    if v.setup_page:
        return _page(v, x, y)
    if not v._fits(g):
        return "a red frame: this game needs a bigger grid"
    v._sync()
    n, k, ox, oy = _geometry(v, g)
    if x < 0:
        return v.square_text(g, v.r * n + v.c)
    if ox <= x < ox + k * n and oy <= y < oy + k * n:
        return v.square_text(g, (y - oy) // k * n + (x - ox) // k)
    if ox > 1 and oy > 1 and (x in (ox - 2, ox + k * n + 1) or y in (oy - 2, oy + k * n + 1)) \
            and ox - 2 <= x <= ox + k * n + 1 and oy - 2 <= y <= oy + k * n + 1:
        return "the frame, in the colour of the side to move: %s's turn" % NAMES[g.turn()]
    return "dark: beside the board"


def _page(v, x, y):
    # the set-up page: an 8x8 page, each LED an s x s block on a bigger grid
    s = min(v.ctx.grid.w, v.ctx.grid.h) // 8
    if x < 0:
        x, y = 7, (0, 2, 5, 6)[v.field]
    else:
        x //= s
        y //= s
    n = SIZES[v.size_i]
    if x == 7 and y == 0:
        return "Learn, the guided first game (A on it starts the lesson)%s" % (
            ", played through" if v.ctx.learned() else "")
    if x == 7 and y == (0, 2, 5, 6)[v.field]:
        return "the mark of the line the d-pad changes: %s" % ("learn", "size", "mode", "level")[v.field]
    if y < 5 and x < 7:
        return "the board's size, %dx%d%s" % (n, n, "" if n <= v.ctx.grid.w and n <= v.ctx.grid.h
                                               else " (red: it does not fit this grid)")
    if y == 5 and x < 6:
        seat = 0 if x < 3 else 1
        cpu = (v.mode == 2 and seat == 0) or (v.mode == 1 and seat == 1)
        return "%s's half of the mode line: %s" % (NAMES[seat], "the companion plays it (purple)"
                                                   if cpu else "a player")
    if y == 6 and x < LEVELS:
        if v.mode == MODE_TWO:
            return "the level line: no level in a game for two players"
        return "the companion's level, %d of %d%s" % (v.level, LEVELS, "" if x < v.level else " (this cell: unlit)")
    return "dark"


def can(v):
    """What can be done now: the cells where A acts lit, and one line."""
    ctx = v.ctx
    g = ctx.game
    if v.setup_page:
        return ctx.say("Konane set-up: up/down a line (Learn, size, mode, level), left/right change it, "
                       "A: start, B: back to the menu")
    if not v._fits(g):
        return ctx.say("this game needs a bigger grid: long B for the menu and another game")
    v._sync()
    if g.over():
        return ctx.say("the game is over: A offers a rematch, long B the menu (undo takes back the end)")
    if v._cpu_to_move(g):
        return ctx.say("the companion's turn: %s" % ("A lets it move (it waits after an undo)" if v.paused
                                                      else "it is thinking"))
    n, k, ox, oy = _geometry(v, g)
    cells = bytearray()
    opening = g.board.ply < 2
    marks = v.movable if v.sel < 0 else v.targets
    for sq in range(n * n):
        if (marks[sq] and not (opening and v.sel >= 0)) or (opening and sq == v.sel):
            cells.extend(bytes((ox + k * (sq % n), oy + k * (sq // n), k)))
    ctx.light(cells, TEACH)
    who = NAMES[g.turn()]
    if v.sel >= 0:
        t = ("A again on the lit stone removes it" if opening else
             "A on a lit square: the picked stone jumps there; A on it again") + ", B puts it back"
    elif opening:
        t = "%s removes a stone: A on a lit one picks it, A again removes it" % who
    else:
        t = "%s jumps: A on a lit stone picks it, A on a landing square jumps; long A: a hint" % who
    ctx.say(t)
