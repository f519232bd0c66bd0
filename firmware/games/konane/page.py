# Kōnane's set-up page (size, mode, level): the view loads this while the page shows and drops it
# when the game starts (or goes back to one), so a game in play never keeps it in the Pico's RAM.
from ui import keys, palette, draw
from core.compat import drop
from games.konane.codes import SIZES, MODE_TWO, MODE_CPU_HIBISCUS, LEVELS

C_PIECE = (palette.HIBISCUS, palette.JASMINE)   # each seat's stones, as the view draws them
C_CPU = palette.PURPLE       # the companion's half
C_LEVEL = palette.ORANGE
C_SIZE = palette.WHITE
MODE_TEXT = ("two players", "you play Hibiscus, the companion Jasmine",
             "you play Jasmine, the companion Hibiscus")
FIELDS = ("learn", "size", "mode", "level", "puzzles")  # the page's lines, top to bottom; it opens on [size]
C_PUZZLES = palette.scale(palette.GREEN, 1, 6)   # the Puzzles line (palette.DIM reads as off)


def _leave(v):
    v.setup_page = False  # it held this module (View._page)
    drop("games.konane.page")


def recall(v):
    """Open on the set-up of the last Konane game the companion holds (size, mode, level), so a
    family playing the companion is not put back on two players (issue 37)."""
    last = getattr(v.ctx, "last_setup", None)
    last = last() if last is not None else None
    if last and last[0] in SIZES:
        v.size_i = SIZES.index(last[0])
        if len(last) > 1 and last[1] < 3:
            v.mode = last[1]
        if len(last) > 2 and 1 <= last[2] <= LEVELS:
            v.level = last[2]


def say(v, step=0):
    n = SIZES[v.size_i]
    learned = v.ctx.learned()
    if v.field == 0:
        what = "a guided first game for two on 6x6, long A skips a step" + (" (learned)" if learned else "")
    elif v.field == 4:
        what = _puzzles(v, step)
    else:
        what = "%dx%d, %s, %s" % (n, n, MODE_TEXT[v.mode], "no level (two players)" if v.mode == MODE_TWO
                                  else "level %d of %d" % (v.level, LEVELS))
    v.ctx.say("Konane set-up [%s]: %s. %s%s" % (FIELDS[v.field], what, "" if learned or v.field == 0
                                                 else "New to Konane? Up: Learn. ", keys.SETUP))


def key(v, k, kind):
    if k == keys.A:
        if kind == keys.RELEASE:
            confirm(v)
        return
    if kind != keys.PRESS and kind != keys.REPEAT:
        return
    if k == keys.B:
        if kind != keys.PRESS:
            return
        if v.ctx.game is not None:
            _leave(v)  # back to the finished (or current) game
            v.ctx.say("back to the game: " + v.ctx.game.status())
        else:
            v.ctx.menu()  # back where the player came from
        return
    if k == keys.UP or k == keys.DOWN:
        from ui import setup
        f = setup.line(v.ctx, v.field, keys.DY[k], FIELDS)
        if f == v.field:
            return
        v.field = f
    else:
        d = keys.DX[k]
        if v.field == 0:
            v.ctx.refuse("[learn]: A starts the lesson")
            return
        if v.field == 4:
            say(v, d)   # (the puzzle chosen: left/right's step)
            return
        if v.field == 1:
            v.size_i = (v.size_i + d) % len(SIZES)
        elif v.field == 2:
            v.mode = (v.mode + d) % 3
        elif v.mode == MODE_TWO:
            v.ctx.refuse("[level] is the companion's: choose a game against it on [mode] first")
            return
        else:
            level = min(max(v.level + d, 1), LEVELS)
            if level == v.level:
                v.ctx.refuse("level %d is the %s" % (level, "lowest" if d < 0 else "highest"))
                return
            v.level = level
    say(v)


def _count():
    from games.konane import puzzle
    try:
        return puzzle.count()
    finally:
        drop("games.konane.puzzle")


def _puzzles(v, step):
    """The Puzzles line's words after left/right's step (0: none), from the progress
    (ui/progress.py, loaded for them; the puzzles counted in their file the first time)."""
    from ui import progress
    try:
        return progress.line(v.ctx.progress(), "konane", v.pz, step, _count)
    finally:
        drop("ui.progress")


def confirm(v):
    if v.field == 0:
        if v.ctx.learn():
            v.setup_page = False  # (the lesson's game has a fresh view; this one is left)
        return
    if v.field == 4:
        from games.konane import puzzle
        puzzle.open_puzzle(v, v.pz[1])   # (this module goes: the puzzle drops it)
        return
    n = SIZES[v.size_i]
    grid = v.ctx.grid
    if n > grid.w or n > grid.h:
        v.ctx.refuse("a %dx%d board does not fit this %dx%d grid: choose 8x8 or less "
                     "(10x10 to 14x14 need a 16x16 grid)" % (n, n, grid.w, grid.h))
        return
    v.seen = None
    v.seen_len = -1
    if v.ctx.start(bytes((n, v.mode, v.level))):
        _leave(v)
        v.r = v.c = n // 2 - 1
        v.paused = False
        v._sync()
        v.ctx.say("Hibiscus opens: remove a lit piece (centre or corner): A picks it, A again "
                  "removes it. Long A = hint.")


def draw_page(v, grid, t):
    grid.fill(palette.OFF)
    n = SIZES[v.size_i]
    col = C_SIZE if (n <= grid.w and n <= grid.h) else palette.REFUSED
    if n >= 10:
        draw.digit(grid, 0, 0, 1, col)
    draw.digit(grid, 4, 0, n % 10, col)
    # mode: left half Hibiscus, right half Jasmine; the companion's half is purple
    for x in range(6):
        seat = 0 if x < 3 else 1
        who = C_PIECE[seat]
        if (v.mode == MODE_CPU_HIBISCUS and seat == 0) or (v.mode == 1 and seat == 1):
            who = C_CPU
        grid.set(x, 5, who)
    if v.mode == MODE_TWO:
        draw.bar(grid, 0, 6, LEVELS, 0, LEVELS, palette.UNAVAILABLE, palette.UNAVAILABLE)
    else:
        draw.bar(grid, 0, 6, LEVELS, v.level, LEVELS, C_LEVEL)
    # Learn: the top-right LED, in the lesson's colour (dim once the lesson has been played through)
    grid.set(7, 0, draw.learn(t, palette.TEACH, v.ctx.learned()))
    for x in range(7):   # Puzzles: the bottom row
        grid.set(x, 7, C_PUZZLES)
    y = (0, 2, 5, 6, 7)[v.field]
    if v.field == 0:
        draw.cursor(grid, 7, 0, t, grid.get(7, 0))
    elif draw.blink(t):
        grid.set(7, y, palette.CURSOR)
    s = min(grid.w, grid.h) // 8
    if s > 1:
        # a bigger grid: the 8x8 page scaled up, each LED an s x s block. From the last cell
        # back, so each is read before a block overwrites it (nothing allocated)
        for y in range(7, -1, -1):
            for x in range(7, -1, -1):
                c = grid.get(x, y)
                for i in range(s * s):
                    grid.set(s * x + i % s, s * y + i // s, c)
