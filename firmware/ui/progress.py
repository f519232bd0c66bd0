# A game's puzzles (issue 49: Konane's, games/konane/puzzle.py): the player's progress on flash,
# which survives a power cut, for the puzzle screen, its set-up page's line and the menu's Scores.
# The bytes only: the App reads the file once and writes it (App.puzzle_state; a view through its
# ctx.progress; App.puzzle_open, at power-on, reads the name and the OPEN flag without this module).
# Loaded for a look or a change and dropped after.
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


def summary(d):
    """(game, count, solved, solved at the first try) of the progress's bytes d, or None."""
    p = _at(d)
    if p < 0:
        return None
    return bytes(d[3:p]).decode(), d[p], total(d), total(d, FIRST)
