# host_tools/konane_learn.py, which learned search.WEIGHTS (issue 49): its self-play games are
# legal, whole and labelled with their winner, and its regression finds the weights that made a
# set of results.
import math
import os
import sys

from core.rng import Rng
from games.konane.plain import features_py
from games.konane.rules import Board, movebuf

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "host_tools"))
import konane_learn  # noqa: E402


def test_self_play_games_are_legal_whole_and_labelled():
    lines = konane_learn.play(3, 300, 31, out=[])
    assert len(lines) == 3
    assert lines == konane_learn.play(3, 300, 31, out=[])  # the seed plays the same games
    buf = movebuf(256)
    for line in lines:
        t = [int(x) for x in line.split()]
        bd = Board(8)
        for m in t[1:]:
            n = bd.gen(buf)
            assert m in list(buf[:n])
            bd.make(m)
        assert bd.gen(buf) == 0  # played to the end: the side to move has no jump and lost
        assert t[0] == 1 - (bd.ply & 1)
    # every fitted position from FIRST_PLY on where the side to move can jump, labelled 1 where
    # that side won; its three differences are the evaluation's counts
    rows = konane_learn.rows(lines)
    assert rows and all(r[1] >= konane_learn.FIRST_PLY for r in rows)
    assert {r[3] for r in rows} == {0, 1}
    g, ply, diffs, won = rows[0]
    t = [int(x) for x in lines[g].split()]
    bd = Board(8)
    for m in t[1:1 + ply]:
        bd.make(m)
    me = 1 + (ply & 1)
    f = features_py(bd.b, bd.cells, len(bd.cells), bd.w)
    assert diffs == [c[me] - c[3 - me] for c in f] and f[0][me] > 0
    assert won == int((ply & 1) == t[0])


def test_the_regression_finds_the_weights_behind_the_results():
    # results drawn from a known logistic model of three counts, an intercept and the ply: the fit
    # gives its weights back, and scaled() turns them into search.WEIGHTS' form
    true = [0.08, 0.09, -0.2, 0.1, -0.3]
    rng = Rng(5)
    X = []
    y = []
    for _ in range(3000):
        x = [rng.below(21) - 10, rng.below(21) - 10, rng.below(11) - 5, 1.0, rng.below(64) / 32.0]
        p = 1.0 / (1.0 + math.exp(-sum(a * b for a, b in zip(true, x))))
        X.append(x)
        y.append(int(rng.below(10000) < p * 10000))
    w = konane_learn.fit_logistic(X, y)
    for got, want in zip(w[:3], true[:3]):
        assert abs(got - want) < 0.25 * abs(want), (w, true)
    assert konane_learn.scaled(true) == (16, 18, 40)
    assert konane_learn.log_loss(w, X, y) < konane_learn.log_loss([0.0] * 5, X, y)
