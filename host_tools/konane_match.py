"""Kōnane strength check: the AI against a random mover and a one-ply greedy player, and the
default companion level against a plain 3-ply alpha-beta player.

    .venv/bin/python host_tools/konane_match.py [--games 50] [--size 8] [--nodes 1000] [--seed 1]
                                                [--level 2] [--level-games 48]
    .venv/bin/python host_tools/konane_match.py --level4-vs-old [--games 24] [--old-nodes N]
                                                [--new-nodes N] [--cap-rate N]

Colours alternate (even games: the AI plays Hibiscus). Every player picks its own opening
removals. The opponents, both deterministic from the seed (core.rng.Rng):
- random: a uniformly random legal move;
- greedy: the move that maximises (its own jump count - the opponent's jump count) in the position
  after the move, ties broken at random (so the 50 games differ).
- 3-ply: a plain alpha-beta three plies deep on mobility (its jump count - the opponent's),
  searching through the opening removals, equal moves broken at random; played against a
  companion level (default 2) over every opening (12 on 8x8), colours alternating, the level's
  time on the Pico turned into nodes at NODES_PER_S (the emulated Pico's search speed).
The AI uses a fixed node budget per move (not time), so results are the same on any machine.

--level4-vs-old: the new level 4 exactly as the device runs it (ai.level_params(4): node target
with the early stop; its time cap ignored, or with --cap-rate N turned into nodes at N in-app
nodes/s on the Pico) against the old level 4, a plain iterative deepening with a fixed node budget
standing for its former 3 s: 7 600 nodes (the issue-era search in the app) and 18 000 (today's
search in the app with the old 3 s), or only --old-nodes N. Every opening, colours alternating, as
in the 3-ply match. Both players are deterministic and each gets fresh tables every game, so the
24 games on 8x8 (12 openings x 2 colours) are all there is: more only repeat them.
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


class AlphaBeta3:
    """A plain 3-ply alpha-beta on mobility (its jump count - the opponent's, 0 moves = lost),
    searching through the opening removals; equal moves are broken at random."""
    name = "3-ply"
    DEPTH = 3

    def __init__(self, rng):
        self.rng = rng

    def _ab(self, bd, depth, alpha, beta):
        me = 1 + (bd.ply & 1)
        ms = legal(bd)
        if not ms:
            return -1000 - depth
        if depth == 0:
            return bd.mobility(me) - bd.mobility(3 - me)
        for m in ms:
            bd.make(m)
            v = -self._ab(bd, depth - 1, -beta, -alpha)
            bd.unmake(m)
            if v > alpha:
                alpha = v
                if alpha >= beta:
                    break
        return alpha

    def move(self, bd):
        best = None
        cands = []
        for m in legal(bd):
            bd.make(m)
            # a window one wider than the best so far keeps equal moves exact, for the tie-break
            v = -self._ab(bd, self.DEPTH - 1, -100000, 100000 if best is None else -best + 1)
            bd.unmake(m)
            if best is None or v > best:
                best = v
                cands = [m]
            elif v == best:
                cands.append(m)
        return cands[self.rng.below(len(cands))]


def openings(size):
    """Every (Hibiscus removal, Jasmine removal) pair the rules allow: 12 on 8x8."""
    bd = Board(size)
    out = []
    for a in legal(bd):
        bd.make(a)
        for b in legal(bd):
            out.append((a, b))
        bd.unmake(a)
    return out


# Kōnane search speed on the emulated Pico (make bench: pico_konane_ai_nodes_per_s): turns a
# level's time budget into the node budget it gets there, so a match on the computer plays the
# companion a player meets.
NODES_PER_S = 3769


class LevelPlayer:
    name = "level"

    def __init__(self, depth, nodes, search, early=False):
        self.depth = depth
        self.nodes = nodes
        self.search = search
        self.early = early

    def move(self, bd):
        return self.search.think(bd, self.depth, 0, self.nodes, early=self.early)


class AIPlayer:
    name = "ai"

    def __init__(self, nodes, search=None):
        self.nodes = nodes
        self.search = search or Search()

    def move(self, bd):
        return self.search.think(bd, MAXPLY - 1, 0, self.nodes)


class CountingPlayer(LevelPlayer):
    """A LevelPlayer with an optional time budget (ms of its search's clock) that keeps the nodes
    and completed depths it searched, for the report."""

    def __init__(self, depth, nodes, search, early=False, ms=0):
        LevelPlayer.__init__(self, depth, nodes, search, early)
        self.ms = ms
        self.moves = self.nodes_sum = self.depth_sum = 0

    def move(self, bd):
        m = self.search.think(bd, self.depth, self.ms, self.nodes, early=self.early)
        self.moves += 1
        self.nodes_sum += self.search.nodes
        self.depth_sum += self.search.depth
        return m


def play(size, hib, jas, opening=()):
    """Play one game (from the given opening removals); return the winner (0 Hibiscus, 1 Jasmine)
    and the ply count."""
    bd = Board(size)
    for m in opening:
        bd.make(m)
    players = (hib, jas)
    while True:
        if not legal(bd):
            return 1 - (bd.ply & 1), bd.ply
        m = players[bd.ply & 1].move(bd)
        assert m in legal(bd), "illegal move from %s" % players[bd.ply & 1].name
        bd.make(m)


def match_game(size, a, b, g, ops):
    """Game g of a match over the openings `ops`, colours alternating: `a` plays Hibiscus in even
    games, each opening twice in a row. 1 when `a` wins, else 0."""
    op = ops[(g // 2) % len(ops)]
    if g % 2 == 0:
        w, _ = play(size, a, b, op)
        return int(w == 0)
    w, _ = play(size, b, a, op)
    return int(w == 1)


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


def level_match(level, games=48, size=8, nodes_per_s=NODES_PER_S, seed=1):
    """A companion level (its depth and its time on the Pico turned into nodes at nodes_per_s)
    against AlphaBeta3: colours alternating over every opening. Returns (wins, games)."""
    from games.konane.ai import level_params
    depth, ms, target = level_params(level)
    nodes = max(1, ms * nodes_per_s // 1000)
    if target:  # a node target (level 4) is the level's strength; its time cap is ignored here
        nodes = target
    ops = openings(size)
    wins = 0
    search = Search()
    for g in range(games):
        opp = AlphaBeta3(Rng(seed * 1000 + g))
        ai = LevelPlayer(depth, nodes, search, target != 0)
        wins += match_game(size, ai, opp, g, ops)
    return wins, games


OLD_LEVEL4_NODES = (7600, 18000)  # issue-era search with 3 s in the app; today's search with 3 s


def level4_vs_old(old_nodes, games=24, size=8, new_nodes=None, early=True, cap_rate=0):
    """The new level 4 (ai.level_params(4); new_nodes/early override it, for tests) against a plain
    iterative deepening of old_nodes a move: colours alternating over every opening (the new level
    plays Hibiscus in even games). cap_rate: the in-app nodes/s on the Pico that turns level 4's
    time cap into nodes (0: no cap). Returns (wins, games, new player stats, old player stats),
    stats = (moves, nodes, depths) summed."""
    from games.konane.ai import level_params
    depth, ms, target = level_params(4)
    if new_nodes is not None:
        target = new_nodes
    ops = openings(size)
    wins = 0
    stats = [[0, 0, 0], [0, 0, 0]]
    for g in range(games):
        # fresh tables for each player and game: no state shared between players or games
        s_new = Search()
        if cap_rate:
            # the device's clock, read in nodes: ms of the cap = ms * cap_rate / 1000 nodes
            s_new.now = lambda s=s_new: s.nodes * 1000 // cap_rate
        new = CountingPlayer(depth, target, s_new, early, ms if cap_rate else 0)
        old = CountingPlayer(MAXPLY - 1, old_nodes, Search())
        wins += match_game(size, new, old, g, ops)
        for st, p in zip(stats, (new, old)):
            st[0] += p.moves
            st[1] += p.nodes_sum
            st[2] += p.depth_sum
    return wins, games, tuple(stats[0]), tuple(stats[1])


def main_level4(args):
    olds = (args["--old-nodes"],) if args["--old-nodes"] else OLD_LEVEL4_NODES
    size, games, rate = args["--size"], args["--games"], args["--cap-rate"]
    new_nodes = args["--new-nodes"] or None
    for old in olds:
        w, n, sn, so = level4_vs_old(old, games, size, new_nodes, True, rate)
        print("new level 4 (%s, early stop, %s) vs old (%d nodes/move) on %dx%d, every opening: "
              "won %d, lost %d of %d; nodes/move %d vs %d, depth %.2f vs %.2f" % (
                  "%d-node target" % new_nodes if new_nodes else "12 000-node target",
                  "cap at %d nodes/s" % rate if rate else "no cap", old, size, size, w, n - w, n,
                  sn[1] // max(sn[0], 1), so[1] // max(so[0], 1),
                  sn[2] / max(sn[0], 1), so[2] / max(so[0], 1)))
        sys.stdout.flush()
    return 0


def main(argv):
    args = {"--games": 50, "--size": 8, "--nodes": 1000, "--seed": 1, "--level": 2, "--level-games": 48,
            "--old-nodes": 0, "--new-nodes": 0, "--cap-rate": 0}
    level4 = "--level4-vs-old" in argv
    if level4:
        argv = [a for a in argv if a != "--level4-vs-old"]
        args["--games"] = 24  # every opening, both colours: the whole of a deterministic match
    i = 0
    while i < len(argv):
        if argv[i] in args and i + 1 < len(argv):
            args[argv[i]] = int(argv[i + 1])
            i += 2
        else:
            print(__doc__)
            return 2
    if level4:
        return main_level4(args)
    games, size, nodes, seed = args["--games"], args["--size"], args["--nodes"], args["--seed"]
    ok = True
    for cls, need in ((RandomPlayer, 1.0), (GreedyPlayer, 0.9)):
        w = match(cls, games, size, nodes, seed)
        pct = 100.0 * w / games
        good = w >= need * games
        ok = ok and good
        print("AI (%d nodes/move) vs %-6s on %dx%d: won %d of %d (%.0f%%) %s" % (
            nodes, cls.name, size, size, w, games, pct, "OK" if good else "BELOW TARGET %.0f%%" % (need * 100)))
    level, lgames = args["--level"], args["--level-games"]
    w, n = level_match(level, lgames, size, NODES_PER_S, seed)
    good = w >= 0.9 * n
    ok = ok and good
    print("level %d (%d nodes/s on the Pico) vs 3-ply on %dx%d, every opening: won %d of %d (%.0f%%) %s" % (
        level, NODES_PER_S, size, size, w, n, 100.0 * w / n, "OK" if good else "BELOW TARGET 90%"))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
