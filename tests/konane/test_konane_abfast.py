# portable
# The match's alpha-beta players (host_tools/konane_match.py, the bench's konane_match_win_pct
# opponents) search in viper under MicroPython (host_tools/konane_abfast.py): the same values as
# their Python loop at every depth and window, so the same moves and the same games.
import sys

from core.rng import Rng
from games.konane.rules import Board, movebuf

MPY = sys.implementation.name == "micropython"
if MPY:
    sys.path.insert(0, "host_tools")  # tests/mpy_run.py runs every test from the project's folder
else:
    import os
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "host_tools"))
import konane_match  # noqa: E402


def positions():
    """Every position of two random games on 6x6 and 8x8, from the first jump on."""
    for n, seed in ((6, 3), (8, 4), (8, 5)):
        bd = Board(n)
        rng = Rng(seed)
        buf = movebuf(4 * n * n)
        while True:
            k = bd.gen(buf)
            if not k:
                break
            if bd.ply >= 2:
                yield bd
            bd.make(buf[rng.below(k)])


def test_viper_alphabeta_gives_the_python_values_and_moves():
    seen = 0
    for bd in positions():
        depth = 1 + seen % 4
        p = konane_match.AlphaBeta(Rng(seen), depth)
        p.move(bd)  # sizes its buffers
        for alpha, beta in ((-100000, 100000), (-2, 3), (0, 1), (5, 40)):
            p.fast = True
            fast = p._ab(bd, depth, alpha, beta)
            p.fast = False
            assert p._ab(bd, depth, alpha, beta) == fast, (bd.n, bd.ply, depth, alpha, beta)
        q = konane_match.AlphaBeta(Rng(seen), depth)
        q.fast = False
        p = konane_match.AlphaBeta(Rng(seen), depth)
        assert p.move(bd) == q.move(bd)
        seen += 1
    assert seen > 40
    if MPY:
        assert konane_match.ab_fn is not None  # the unix port compiles viper: a real comparison
