# A game's puzzles (issue 49: Konane's, games/konane/puzzle.py): the player's progress on flash,
# which survives a power cut, for the puzzle screen, its set-up page's line and the menu's Scores.
# The App reads the file once (App.puzzle_state) and a view writes it through its ctx.progress
# (GameScreen.progress). Loaded for a look or a change and dropped after.
#
# data/puzzles.bin: b"P" | version 1 | name_len u8 | name | count u8 (the puzzles of the game's
# file when it was written: another count, and the progress starts again) | current u8 (the puzzle
# open or last opened, from 0) | step u8 (the solver's moves made in it) | flags u8 (OPEN: its
# screen was showing) | solved bits | first-try bits | tried bits (a wrong move or a hint seen: no
# first try any more); each (count + 7) // 8 bytes, bit i of byte i // 8 is puzzle i.
# Written whole (store.put: a temporary file, then a rename), so a cut leaves the old or the new.
FILE = "data/puzzles.bin"
OPEN = 1
COUNT = 0      # the counters after the name, for get and put
CURRENT = 1
STEP = 2
FLAGS = 3
SOLVED = 0     # the bit arrays, for bit and mark
FIRST = 1
TRIED = 2


def _at(d):
    """Where the counters start (after the name), or -1 when d is not this format."""
    if d is None or len(d) < 3 or d[:2] != b"P\x01":
        return -1
    p = 3 + d[2]
    return p if len(d) > p and len(d) == p + 4 + 3 * ((d[p] + 7) >> 3) else -1


def of(d, game, count):
    """The progress of `game`'s puzzles from the file's bytes d, as a bytearray to change and save
    (ctx.progress): fresh when there is none, or it is another game's, or of another count."""
    p = _at(d)
    if p < 0 or bytes(d[3:p]) != game.encode() or d[p] != count:
        n = game.encode()
        d = b"P\x01" + bytes((len(n),)) + n + bytes((count, 0, 0, 0)) + bytes(3 * ((count + 7) >> 3))
    return bytearray(d)


def get(d, what):
    """A counter of d: COUNT, CURRENT, STEP or FLAGS."""
    return d[_at(d) + what]


def put(d, what, v):
    d[_at(d) + what] = v


def bit(d, i, what=SOLVED):
    """Puzzle i's bit in one of the arrays: SOLVED, FIRST (solved at the first try) or TRIED."""
    p = _at(d)
    return d[p + 4 + what * ((d[p] + 7) >> 3) + (i >> 3)] >> (i & 7) & 1


def mark(d, i, what=SOLVED):
    p = _at(d)
    d[p + 4 + what * ((d[p] + 7) >> 3) + (i >> 3)] |= 1 << (i & 7)


def total(d, what=SOLVED):
    """How many puzzles have the bit: solved, or solved at the first try."""
    p = _at(d)
    if p < 0:
        return 0
    k = 0
    for i in range(d[p]):
        k += bit(d, i, what)
    return k


def line(d, game, pz, step, count):
    """A set-up page's Puzzles line in words, after left/right's step (0: none). pz: [puzzles,
    the one chosen], kept by the page's view (0 puzzles: count() reads them, and the one chosen
    starts at the one last opened)."""
    if not pz[0]:
        try:
            pz[0] = count()
        except (OSError, ValueError, IndexError):
            return "no puzzles on this companion"
        pz[1] = get(of(d, game, pz[0]), CURRENT)
    n = pz[0]
    i = pz[1] = (pz[1] + step) % n
    d = of(d, game, n)
    how = ("solved at the first try" if bit(d, i, FIRST) else "solved" if bit(d, i) else
           "tried" if bit(d, i, TRIED) else "new")
    return "puzzle %d of %d, %s (%d solved); left/right: another, A: try it" % (i + 1, n, how, total(d))


def opened(app):
    """The game whose puzzle showed when the companion was last on its screen (OPEN: a power cut,
    the menu's long B), or None (App.open_game; App.boot reads the same bytes itself)."""
    d = app.puzzle_state()
    p = _at(d)
    return bytes(d[3:p]).decode() if p > 0 and d[p + FLAGS] & OPEN else None


def summary(d):
    """(game, count, solved, solved at the first try) of the progress's bytes d, or None."""
    p = _at(d)
    if p < 0:
        return None
    return bytes(d[3:p]).decode(), d[p], total(d), total(d, FIRST)
