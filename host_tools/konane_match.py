"""Kōnane strength check: the strongest AI level against a random mover and a one-ply greedy player.

    .venv/bin/python host_tools/konane_match.py [--games 50] [--size 8] [--nodes 1000] [--seed 1]

Colours alternate (even games: the AI plays Hibiscus). Every player picks its own opening
removals. The opponents, both deterministic from the seed (core.rng.Rng):
- random: a uniformly random legal move;
- greedy: the move that maximises (its own jump count - the opponent's jump count) in the position
  after the move, ties broken at random (so the 50 games differ).
The AI uses a fixed node budget per move (not time), so results are the same on any machine.
"""
import os
import sys

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if os.path.join(_ROOT, "firmware") not in sys.path:
    sys.path.insert(0, os.path.join(_ROOT, "firmware"))

from core.rng import Rng  # noqa: E402
from games.konane.rules import Board, movebuf  # noqa: E402
from games.konane.ai import Search, MAXPLY  # noqa: E402


def legal(bd):
    buf = movebuf(4 * bd.n * bd.n + 4)
    n = bd.gen(buf, 0)
    return buf[:n]


class RandomPlayer:
    name = "random"

    def __init__(self, rng):
        self.rng = rng

    def move(self, bd):
        ms = legal(bd)
        return ms[self.rng.below(len(ms))]


class GreedyPlayer:
    name = "greedy"

    def __init__(self, rng):
        self.rng = rng

    def move(self, bd):
        me = 1 + (bd.ply & 1)
        best = None
        cands = []
        for m in legal(bd):
            bd.make(m)
            v = bd.mobility(me) - bd.mobility(3 - me)
            bd.unmake(m)
            if best is None or v > best:
                best = v
                cands = [m]
            elif v == best:
                cands.append(m)
        return cands[self.rng.below(len(cands))]


class AIPlayer:
    name = "ai"

    def __init__(self, nodes, search=None):
        self.nodes = nodes
        self.search = search or Search()

    def move(self, bd):
        return self.search.think(bd, MAXPLY - 1, 0, self.nodes)


def play(size, hib, jas):
    """Play one game; return the winner (0 Hibiscus, 1 Jasmine) and the ply count."""
    bd = Board(size)
    players = (hib, jas)
    while True:
        if not legal(bd):
            return 1 - (bd.ply & 1), bd.ply
        m = players[bd.ply & 1].move(bd)
        assert m in legal(bd), "illegal move from %s" % players[bd.ply & 1].name
        bd.make(m)


def match(opponent_cls, games, size=8, nodes=3000, seed=1):
    """AI wins out of `games`, colours alternating."""
    wins = 0
    search = Search()
    for g in range(games):
        opp = opponent_cls(Rng(seed * 1000 + g))
        ai = AIPlayer(nodes, search)
        if g % 2 == 0:
            w, _ = play(size, ai, opp)
            wins += w == 0
        else:
            w, _ = play(size, opp, ai)
            wins += w == 1
    return wins


def main(argv):
    args = {"--games": 50, "--size": 8, "--nodes": 1000, "--seed": 1}
    i = 0
    while i < len(argv):
        if argv[i] in args and i + 1 < len(argv):
            args[argv[i]] = int(argv[i + 1])
            i += 2
        else:
            print(__doc__)
            return 2
        i += 0
    games, size, nodes, seed = args["--games"], args["--size"], args["--nodes"], args["--seed"]
    ok = True
    for cls, need in ((RandomPlayer, 1.0), (GreedyPlayer, 0.9)):
        w = match(cls, games, size, nodes, seed)
        pct = 100.0 * w / games
        good = w >= need * games
        ok = ok and good
        print("AI (%d nodes/move) vs %-6s on %dx%d: won %d of %d (%.0f%%) %s" % (
            nodes, cls.name, size, size, w, games, pct, "OK" if good else "BELOW TARGET %.0f%%" % (need * 100)))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
