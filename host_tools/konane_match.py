"""Kōnane strength check: the AI against a random mover and a one-ply greedy player, and a
companion level against plain alpha-beta players of 3 to 6 plies.

    .venv/bin/python host_tools/konane_match.py [--games 50] [--size 8] [--nodes 1000] [--seed 1]
                                                [--level 2] [--level-games 48]
    .venv/bin/python host_tools/konane_match.py --opponent ab4[,ab5,...] [--level 2]
                                                [--level-games 48]   (only the level matches)
    .venv/bin/python host_tools/konane_match.py --level4-vs-old [--games 24] [--old-nodes N]
                                                [--new-nodes N] [--cap-rate N]
    (under .venv/bin/micropython, with build/mpy-host and firmware/ on sys.path as
    host_tools/benches/bench_konane_match.py does, the same games run about ten times faster)

Colours alternate (even games: the AI plays Hibiscus). Every player picks its own opening
removals. The opponents, all deterministic from the seed (core.rng.Rng):
- random: a uniformly random legal move;
- greedy: the move that maximises (its own jump count - the opponent's jump count) in the position
  after the move, ties broken at random (so the 50 games differ).
- ab3, ab4, ab5, ab6 (AlphaBeta): a plain alpha-beta 3, 4, 5 or 6 plies deep on mobility (its jump
  count - the opponent's; no move = lost), searching through the opening removals, no move
  ordering, tables or deepening, equal moves at the root broken at random. Played against a
  companion level (default 2) over every opening (12 on 8x8), colours alternating, the level run
  as the view runs it (early stop, 80-node slices, 112 with a node target) on a clock that reads its nodes as the ms the
  Pico's app takes for them (NODES_PER_S): its time budget, and level 4's cap, act as on the device.
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

try:
    _ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if os.path.join(_ROOT, "firmware") not in sys.path:
        sys.path.insert(0, os.path.join(_ROOT, "firmware"))
except AttributeError:  # MicroPython (no os.path): the caller puts firmware/ on sys.path
    pass

from core.rng import Rng  # noqa: E402
from games.konane.rules import Board, movebuf, gen_fn  # noqa: E402
from games.konane.plain import mobility  # noqa: E402
from games.konane.search import Search, MAXPLY  # noqa: E402

try:  # MicroPython: the alpha-beta players' search in viper (the same values; see AlphaBeta)
    from konane_abfast import ab as ab_fn
except (ImportError, SyntaxError, ValueError, NotImplementedError):
    ab_fn = None


def legal(bd):
    buf = movebuf(4 * bd.n * bd.n + 4)
    n = bd.gen(buf, 0)
    return list(buf[:n])


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
            v = mobility(bd, me) - mobility(bd, 3 - me)
            bd.unmake(m)
            if best is None or v > best:
                best = v
                cands = [m]
            elif v == best:
                cands.append(m)
        return cands[self.rng.below(len(cands))]


class AlphaBeta:
    """A plain alpha-beta `depth` plies deep on mobility (its jump count - the opponent's, 0 moves
    = lost), searching through the opening removals; no move ordering, no tables, no deepening.
    Equal moves at the root are broken at random (so games differ). The jump counts come from the
    rules' own generator (viper on MicroPython), which is what Board.mobility counts. Under
    MicroPython the search below the root runs in viper (konane_abfast.ab: the same moves in the
    same order, the same values; `fast = False` runs this Python loop instead)."""
    DEPTH = 3
    fast = True

    def __init__(self, rng, depth=None):
        self.rng = rng
        self.depth = depth or self.DEPTH
        self.name = "ab%d" % self.depth
        self.bufs = None

    def _mobility(self, bd, colour):
        cells = bd.cells
        return gen_fn(bd.b, cells, len(cells), bd.w, colour, self.scratch, 0, len(self.scratch))

    def _ab(self, bd, depth, alpha, beta):
        if ab_fn is not None and self.fast and bd.ply >= 2:
            cells = bd.cells
            return ab_fn(bd.b, bd.z, cells, len(cells), bd.w, 1 + (bd.ply & 1), depth, alpha,
                         beta, self.big, 0, len(self.big))
        buf = self.bufs[depth]
        n = bd.gen(buf, 0)
        if n == 0:
            return -1000 - depth
        if depth == 0:
            me = 1 + (bd.ply & 1)
            return self._mobility(bd, me) - self._mobility(bd, 3 - me)
        for i in range(n):
            m = buf[i]
            bd.make(m)
            v = -self._ab(bd, depth - 1, -beta, -alpha)
            bd.unmake(m)
            if v > alpha:
                alpha = v
                if alpha >= beta:
                    break
        return alpha

    def move(self, bd):
        if self.bufs is None or len(self.scratch) < 4 * bd.n * bd.n + 4:
            size = 4 * bd.n * bd.n + 4
            self.bufs = [movebuf(size) for _ in range(self.depth + 1)]
            self.scratch = movebuf(size)
            self.big = movebuf(size * (self.depth + 1))  # every ply's moves, for ab_fn
        best = None
        cands = []
        for m in legal(bd):
            bd.make(m)
            # a window one wider than the best so far keeps equal moves exact, for the tie-break
            v = -self._ab(bd, self.depth - 1, -100000, 100000 if best is None else -best + 1)
            bd.unmake(m)
            if best is None or v > best:
                best = v
                cands = [m]
            elif v == best:
                cands.append(m)
        return cands[self.rng.below(len(cands))]


class AlphaBeta3(AlphaBeta):
    DEPTH = 3


class AlphaBeta4(AlphaBeta):
    DEPTH = 4


class AlphaBeta5(AlphaBeta):
    DEPTH = 5


class AlphaBeta6(AlphaBeta):
    DEPTH = 6


OPPONENTS = {"ab3": AlphaBeta3, "ab4": AlphaBeta4, "ab5": AlphaBeta5, "ab6": AlphaBeta6}


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


# Kōnane search speed in the app on the emulated Pico (make bench: pico_konane_companion_reply_ms's
# nodes over the level's time; the bare pico_konane_ai_nodes_per_s is higher, as the app also polls
# the buttons and draws between slices): turns a level's time budget into the node budget it gets
# there, so a match on the computer plays the companion a player meets.
NODES_PER_S = 19500  # level 2's 800 ms searched 15 600 nodes in the app (issue 21: the generator on the bitboards, and no garbage from Search() through the think; 13 360 with the first bitboards, 8 800 before them with the capture term, 4 720 before the holes bitset)
SLICE_NODES = 80  # view.SLICE_NODES: the view checks the time after each slice
SLICE_TARGET = 112  # view.SLICE_TARGET: its slices with a node target (level 4)


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

    def __init__(self, depth, nodes, search, early=False, ms=0, slice_nodes=256):
        LevelPlayer.__init__(self, depth, nodes, search, early)
        self.ms = ms
        self.slice_nodes = slice_nodes
        self.moves = self.nodes_sum = self.depth_sum = self.nodes_max = 0

    def move(self, bd):
        m = self.search.think(bd, self.depth, self.ms, self.nodes, self.slice_nodes, self.early)
        self.moves += 1
        self.nodes_max = max(self.nodes_max, self.search.nodes)
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


def node_clock(search, nodes_per_s=NODES_PER_S):
    """Give `search` a clock that reads its nodes as the ms the Pico's app takes for them, so a
    level's time budget (and level 4's time cap) acts as on the device, the same on any machine."""
    search.now = lambda: search.nodes * 1000 // nodes_per_s
    return search


def reply_ms(nodes, nodes_per_s=NODES_PER_S):
    """The companion's reply on the Pico for a search of `nodes`: the search at the app's speed,
    and never under the view's minimum think time (view.MIN_THINK_MS, 400 ms)."""
    return max(400, nodes * 1000 // nodes_per_s)


def level_match(level, games=48, size=8, nodes_per_s=NODES_PER_S, seed=1, opponent="ab3"):
    """A companion level against an alpha-beta opponent (OPPONENTS: ab3 .. ab6), colours
    alternating over every opening (the level plays Hibiscus in even games, each opening twice in a
    row: 24 games on 8x8 are every opening with both colours; 48 play them again with other random
    tie-breaks). Returns (wins, games, the most nodes the level searched for one move)."""
    from games.konane.search import level_params
    depth, ms, target = level_params(level)
    ops = openings(size)
    wins = 0
    search = node_clock(Search(), nodes_per_s)
    most = 0
    for g in range(games):
        opp = OPPONENTS[opponent](Rng(seed * 1000 + g))
        # as the view runs it: early stop on, time on the node clock, 80-node slices (112 with a target)
        ai = CountingPlayer(depth, target, search, True, ms, SLICE_TARGET if target else SLICE_NODES)
        wins += match_game(size, ai, opp, g, ops)
        most = max(most, ai.nodes_max)
    return wins, games, most


OLD_LEVEL4_NODES = (7600, 18000)  # issue-era search with 3 s in the app; today's search with 3 s


def level4_vs_old(old_nodes, games=24, size=8, new_nodes=None, early=True, cap_rate=0):
    """The new level 4 (ai.level_params(4); new_nodes/early override it, for tests) against a plain
    iterative deepening of old_nodes a move: colours alternating over every opening (the new level
    plays Hibiscus in even games). cap_rate: the in-app nodes/s on the Pico that turns level 4's
    time cap into nodes (0: no cap). Returns (wins, games, new player stats, old player stats),
    stats = (moves, nodes, depths) summed."""
    from games.konane.search import level_params
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
    only_levels = False
    opponents = ["ab3"]
    if "--opponent" in argv:  # --opponent ab4 (or ab3,ab5): only the level matches
        i = argv.index("--opponent")
        opponents = argv[i + 1].split(",") if i + 1 < len(argv) else ["?"]
        if any(o not in OPPONENTS for o in opponents):
            print(__doc__)
            return 2
        argv = argv[:i] + argv[i + 2:]
        only_levels = True
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
    for cls, need in ((RandomPlayer, 1.0), (GreedyPlayer, 0.9)) if not only_levels else ():
        w = match(cls, games, size, nodes, seed)
        pct = 100.0 * w / games
        good = w >= need * games
        ok = ok and good
        print("AI (%d nodes/move) vs %-6s on %dx%d: won %d of %d (%.0f%%) %s" % (
            nodes, cls.name, size, size, w, games, pct, "OK" if good else "BELOW TARGET %.0f%%" % (need * 100)))
    level, lgames = args["--level"], args["--level-games"]
    for opp in opponents:
        w, n, most = level_match(level, lgames, size, NODES_PER_S, seed, opp)
        print("level %d (%d nodes/s in the Pico's app) vs %s on %dx%d, every opening: won %d of %d "
              "(%.0f%%), reply at most %d ms" % (level, NODES_PER_S, opp, size, size, w, n, 100.0 * w / n,
                                                  reply_ms(most)))
        sys.stdout.flush()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
