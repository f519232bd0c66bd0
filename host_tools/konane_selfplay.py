"""The companion playing itself, for the Kōnane puzzles (host_tools/konane_puzzles.py): one game a
line, `size: move move ...` in the game's notation. Deterministic from the seed: under MicroPython
(its viper search, the device's) and CPython (the Python twin) the games are the same, MicroPython's
about ten times sooner.

    .venv/bin/micropython host_tools/konane_selfplay.py GAMES SEED [FIRST]

Game i (from FIRST, 0 by default) is on 6x6 when i is even, else 8x8, from the seed
SEED * 100003 + i: its removals and 0 to 3 first jumps drawn at random (core.rng.Rng), then each side
searches its own node budget, drawn from BUDGETS (a level 1 to level 2 companion on the device).
"""
import sys

try:
    _here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
except NameError:
    _here = "."
sys.path.insert(0, _here + "/../firmware")

from core.rng import Rng  # noqa: E402
from games.konane.rules import Board, movebuf  # noqa: E402
from games.konane.search import Search  # noqa: E402

SIZES = (6, 8)
BUDGETS = (150, 400, 1000, 2500)


def game(i, seed, search=None):
    """Game i of the seed: (size, [move ints])."""
    n = SIZES[i % len(SIZES)]
    rng = Rng(seed * 100003 + i)
    bd = Board(n)
    s = search or Search()
    buf = movebuf(4 * n * n)
    moves = []
    nodes = (BUDGETS[rng.below(len(BUDGETS))], BUDGETS[rng.below(len(BUDGETS))])
    opening = 2 + rng.below(4)   # the removals, then 0-3 jumps at random
    while True:
        k = bd.gen(buf, 0)
        if not k:
            return n, moves
        if bd.ply < opening:
            m = buf[rng.below(k)]
        else:
            m = s.think(bd, 63, 0, nodes[bd.ply & 1])
        moves.append(bd.fmt(m))
        bd.make(m)


def main(argv):
    games = int(argv[1])
    seed = int(argv[2])
    first = int(argv[3]) if len(argv) > 3 else 0
    s = Search()
    for i in range(first, first + games):
        n, moves = game(i, seed, s)
        print("%dx%d: %s" % (n, n, " ".join(moves)))


if __name__ == "__main__":
    main(sys.argv)
