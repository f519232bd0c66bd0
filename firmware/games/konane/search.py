# Kōnane computer opponent: negamax alpha-beta with iterative deepening, a transposition table,
# TT-move / killer / history move ordering, null windows after a node's first move and late moves
# a ply shallower (each searched again in full where it might be better), and an evaluation
# learned by self-play (host_tools/konane_learn.py).
#
# The search is an explicit-stack state machine (no recursion, no generators), so it can stop
# after any number of nodes and resume later: step(n) runs at most n nodes and returns. The view's
# asyncio task calls step() between `await asyncio.sleep(0)`, keeping the buttons responsive.
# All working memory is allocated once in __init__ (arrays and bytearrays); a search allocates
# nothing per node, and a search of a board the size of the last one allocates nothing at all.
try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from array import array

from core.compat import ticks_ms, ticks_diff

INF = const(32000)
WIN = const(30000)    # a loss at ply k scores -(WIN - k): quicker wins are preferred
MATE = const(29000)   # |score| above this is a proven result
MAXPLY = const(64)
BUFSZ = const(1024)   # move entries shared by every ply of the search (2 KB + 2 KB of scores)
HIST = const(1024)

# The evaluation, for the side to move: WEIGHTS[0] x (its jumps - the opponent's) + WEIGHTS[1] x
# (its pieces that can jump - the opponent's) - WEIGHTS[2] x (its pieces open to a capture now or
# later - the opponent's: an enemy piece next to it, a square of the board on the other side); no
# move = lost. Learned by self-play: host_tools/konane_learn.py fits them to the results of the
# companion's own games (logistic regression; its seed and command in its docstring). Positive
# ints (fastsearch.run reads them as unsigned).
WEIGHTS = (16, 18, 43)
# Late move reductions: at a node with at least LMR_DEPTH plies left, the moves after its first
# LMR_AFTER (the TT move and the killers lead) are searched a ply shallower, and again in full when
# they come out better than the best so far.
LMR_DEPTH = const(3)
LMR_AFTER = const(3)

LEVELS = 4
# (max depth, time budget in ms on the device, node target) per level; from level 2 the search
# deepens until its time is up. Level 2, the default, replies within 1 s on the Pico (with the
# view's overhead); level 1 looks one move ahead (a beginner can beat it). Level 4 is a node target
# with a time cap: its strength is the deepest iteration that completes within 20 000 nodes, the
# same tree, so the same move, on any machine. It stops as soon as the next iteration is predicted
# not to fit the target (its work would be thrown away), so it often answers well before its
# 1.8 s cap, which keeps the reply within 2 s where nodes are slow. Their strength against plain
# alpha-beta players: host_tools/konane_match.py and the README (issue 21: 12 000 nodes and 1.35 s
# before the search got faster).
LEVEL_DEPTH = (1, MAXPLY - 1, MAXPLY - 1, MAXPLY - 1)
LEVEL_MS = (300, 800, 1200, 1800)
LEVEL_NODES = (0, 0, 0, 17500)


try:  # the whole node loop in viper (MicroPython)
    from games.konane.fastsearch import run as run_fn
except (ImportError, SyntaxError, ValueError, NotImplementedError):
    try:  # the companion's own firmware: not frozen (frozen, a search in slices never ended on
        # time), but a .mpy in its ROMFS (host_tools/firmware.py), loaded into RAM as on official
        from konane_fastsearch import run as run_fn
    except (ImportError, SyntaxError, ValueError, NotImplementedError):
        run_fn = None  # CPython (or a port without viper): plain.run_py, imported when needed


class Search:
    def __init__(self, tt_bits=9, now=None, weights=WEIGHTS):
        size = 1 << tt_bits
        self.tmask = size - 1
        self.tkey = array("i", bytes(4 * size))
        self.tval = array("h", bytes(2 * size))
        self.tmove = array("H", bytes(2 * size))
        self.tinfo = bytearray(size)  # depth << 2 | flag; 0 = empty slot
        # The table is read and written in pairs of entries (a position's slot and the one beside
        # it): the first keeps the deeper result (a new one replaces it when it is as deep, or of
        # the same position), the second the newest. Each search starts with the first entries'
        # depths cleared (start): the last move's deep results, mostly of positions the game has
        # left, keep their moves for the ordering but give way to the new search's. Issue 49: 512
        # entries always replaced lost most of a 17 500-node search's deep results to its depth-1
        # nodes; in pairs, depth 7 at 102 positions of random 8x8 games took 12 % fewer nodes (as
        # twice the entries did), and level 4 won 180 of 192 games against ab6 (tie-break seeds
        # 1-4), 167 with one entry a slot kept for the deeper result
        self.buf = array("H", bytes(2 * BUFSZ))
        self.sc = array("H", bytes(2 * BUFSZ))
        P = MAXPLY + 1
        self.alpha = array("h", bytes(2 * P))
        self.beta = array("h", bytes(2 * P))
        self.a0 = array("h", bytes(2 * P))
        self.bestv = array("h", bytes(2 * P))
        self.bestm = array("H", bytes(2 * P))
        self.cur = array("H", bytes(2 * P))
        self.beg = array("H", bytes(2 * P))
        self.idx = array("H", bytes(2 * P))
        self.end = array("H", bytes(2 * P))
        self.killer = array("H", bytes(4 * P))
        self.hist = array("H", bytes(2 * HIST))
        # fastsearch.run's scalars (0-11), its bitboard (12-15), the evaluation's weights (16-18),
        # the reductions' depth and count (19, 20) and the searches started since its last slice (21)
        st = self.st = array("i", bytes(4 * 24))
        st[16], st[17], st[18] = weights
        st[19] = LMR_DEPTH
        st[20] = LMR_AFTER
        # the depth left at each ply, then each ply's re-search flag (fastsearch.run, plain.run_py)
        self.df = bytearray(2 * P)
        # fastsearch.run's holes on boards over 8x8 (smaller ones keep them in the bitboards): a bit a
        # padded square (up to 14x14: 256), set where the square is empty, kept by its
        # make/unmake; `low` gives a byte's lowest set bit, so the generator visits only the
        # holes, in board order (the same order as scanning the cells)
        self.hb = bytearray(32)
        low = self.low = bytearray(256)
        for x in range(2, 256, 2):  # an even x: one more than x / 2's (odd ones: bit 0, i.e. 0)
            low[x] = low[x >> 1] + 1
        # boards up to 8x8: fastsearch.run's evaluation works on bitboards, a word a colour, a bit a
        # square of that colour (r * 4 + c // 2); bit8[p] is padded square p's, 32 x its word + its
        # bit (255: not a square, or a bigger board)
        self.bit8 = bytearray(256)
        # bit8 backwards: sq[32 x word + bit] is that bit's padded square. fastsearch.run's generator
        # finds the holes a jump lands on in the bitboards, and walks the board from their squares
        self.sq = bytearray(64)
        self.now = now or ticks_ms
        self.bd = None
        self.done = True
        self.best = 0
        self.score = 0
        self.depth = 0      # last completed iteration depth
        self.nodes = 0
        self.truncated = 0  # positions whose moves did not all fit BUFSZ (searched partially)

    # --- public API ------------------------------------------------------------------------------
    def start(self, board, max_depth=MAXPLY - 1, ms=0, nodes=0, early=False, since=None):
        """Begin a search of `board` (copied). Budgets: ms of the injected clock, node count; 0 = none.
        early: with a node count, also stop after an iteration when the next one is predicted not
        to finish within it (its partial work would be thrown away). since: the clock's time the
        ms count from (the caller's, when its think began before the search: the view loads the
        search on its first think); now by default."""
        bd = self.bd
        if bd is None or bd.n != board.n:
            bd = self.bd = board.copy()
            self._geometry(bd)
        else:
            bd.load(board)  # the same size as last time: reuse the copy, no allocation
        b = bd.b
        bb = bd.n <= 8
        if bb:
            bit8 = self.bit8
            for p in bd.cells:
                if b[p] and b[p] != 1 + (bit8[p] >> 5):
                    bb = False  # a piece off its colour's squares (a set-up position): no bitboards
                    break
        self.st[11] = 2 if bb else 0  # 2: fastsearch.run builds its bitboard first
        if not bb:  # the holes' bitset (the bitboards hold them up to 8x8)
            hb = self.hb
            for i in range(32):
                hb[i] = 0
            for p in bd.cells:
                if b[p] == 0:
                    hb[p >> 3] |= 1 << (p & 7)
        self.max_depth = min(max_depth, MAXPLY - 1)
        self.ms = ms
        self.node_limit = nodes
        self.early = early
        self.nodes = 0  # first: a clock may read the nodes (konane_match's node clock)
        st = self.st  # fastsearch.run's state that Python does not change between slices (_run)
        st[3] = 0
        st[5] = bd.ply
        st[6] = bd.hash
        st[8] = nodes
        st[9] = 0
        self.t0 = self.now() if since is None else since
        self.depth = 0
        self.score = 0
        self.truncated = 0
        self.c1 = self.c2 = self.c3 = 0  # nodes of the last three iterations (c1 the last)
        self.spent = 0                   # nodes when the last iteration ended
        n = bd.gen(self.buf, 0)
        self.done = n == 0
        self.best = self.buf[0] if n else 0  # always some legal move, even before depth 1 ends
        if n == 1:
            self.done = True  # forced: nothing to think about
        # the killers cleared, the history quartered (kept between moves, but the new position
        # dominates), the table pairs' first entries' depths cleared (any new result replaces them:
        # __init__): done by the node loop as its first slice begins, once for each search
        # started since (fastsearch.run, plain.run_py: ~20 ms of Python on the Pico)
        st[21] += 1
        self.bestv[0] = -INF  # no root move searched yet (see _time_up)
        self._iter(1)

    def step(self, budget=256):
        """Search at most `budget` more nodes; return True when the answer (self.best) is final."""
        if self.done:
            return True
        self._run(budget)
        if not self.done:
            if self.ms and ticks_diff(self.now(), self.t0) >= self.ms:
                self._time_up()
            elif self.node_limit and self.nodes >= self.node_limit:
                self.done = True  # a node target answers from its last whole iteration (see early)
        return self.done

    def _time_up(self):
        """The clock ends the search inside an iteration. Its root moves searched so far began
        with the last iteration's best (the TT move goes first), so the best of them is at least
        as good, searched a ply deeper: it is the answer (the usual practice; against ab4 level 2
        won 176 of 192 games with it, 174 without: within the noise). Before the root's first
        move returns, bestm[0] is still the last iteration's best. The score and depth stay the
        last whole iteration's."""
        self.done = True
        if self.bestv[0] > -INF:
            self.best = self.bestm[0]

    def think(self, board, max_depth=MAXPLY - 1, ms=0, nodes=0, slice_nodes=256, early=False):
        """Blocking search; returns the best move (0 when there is none)."""
        self.start(board, max_depth, ms, nodes, early)
        while not self.step(slice_nodes):
            pass
        return self.best

    # --- internals -------------------------------------------------------------------------------
    def _geometry(self, bd):
        """What depends on the board's size only, made when the search's board is (re)made:
        bit8 and sq (fastsearch.run's bitboards, up to 8x8) and fastsearch.run's arguments."""
        bit8 = self.bit8
        for i in range(256):
            bit8[i] = 255
        if bd.n <= 8:
            w = bd.w
            for p in bd.cells:
                r = p // w - 1
                c = p % w - 1
                bit8[p] = ((r + c) & 1) * 32 + r * 4 + (c >> 1)
                self.sq[bit8[p]] = p
        # fastsearch.run's arguments after the board, in one tuple (its order): a slice's call
        # looks up no attributes (a call of 29 arguments: ~65 us on the Pico)
        self.args = (bd.z, self.hb, (bd.w * bd.w + 7) >> 3, bd.w, self.st, self.buf, self.sc,
                     self.alpha, self.beta, self.a0, self.bestv, self.bestm, self.cur, self.beg,
                     self.idx, self.end, self.killer, self.hist, self.tkey, self.tval, self.tmove,
                     self.tinfo, self.tmask, self.low, bit8, self.sq, self.df)

    def _iter(self, D):
        self.D = D
        self.k = 0
        self.entering = True
        self.retv = 0
        st = self.st
        st[0] = 0
        st[1] = 1
        st[2] = 32768
        st[7] = D
        self.alpha[0] = -INF
        self.beta[0] = INF
        self.beg[0] = 0
        df = self.df
        df[0] = D
        for i in range(MAXPLY + 1, 2 * MAXPLY + 2):
            df[i] = 0

    def _run(self, budget):
        if run_fn is None:
            from games.konane.plain import run_py
            run_py(self, budget)
            return
        # fastsearch.run runs the nodes; it stops for the opening removals (their moves come from
        # Board.gen, then it goes on with them) and for the end of an iteration at the root. Its
        # state lives in st between slices (start and _iter set it): each slice only passes its
        # budget and reads back what Python looks at (on the Pico a slice's Python costs ~5 us an
        # operation: ~400 us a slice before, 1/10 of a 256-node slice's time)
        st = self.st
        bd = self.bd
        b = bd.b
        args = self.args
        while budget > 0:
            st[4] = budget
            r = run_fn(b, 0, args)
            self.k = st[0]
            self.entering = st[1]
            self.retv = st[2] - 32768
            self.nodes = st[3]
            budget = st[4]
            bd.ply = st[5]
            bd.hash = st[6]
            self.truncated = st[9]
            if r == 2:
                self._root_done(self.retv)
                if self.done:
                    return
            elif r == 3:
                self.entering = 2  # entering a removal node whose moves are in buf[beg[k]:st[10]]
                st[1] = 2
                st[10] = bd.gen(self.buf, self.beg[self.k], BUFSZ)
            else:
                return

    def _root_done(self, v):
        self.best = self.bestm[0]
        self.score = v
        self.depth = self.D
        if v > MATE or v < -MATE or self.D >= self.max_depth:
            self.done = True
            return
        self.c3 = self.c2
        self.c2 = self.c1
        self.c1 = self.nodes - self.spent
        self.spent = self.nodes
        if self.early and self.node_limit and self.nodes + (self.next_cost() * 3 >> 2) > self.node_limit:
            # the next iteration would be cut by the node target: spare its time. 3/4 of the
            # prediction, as it overshoots at times: on 160 positions of random 8x8 games this
            # ends 5 searches one iteration shallower than the plain 12 000-node search, for a
            # mean of 8 600 nodes instead of up to 12 000 (see the README)
            self.done = True
            return
        self._iter(self.D + 1)

    def next_cost(self):
        """Predicted nodes of the next iteration: the last one's times the growth seen two
        iterations back (odd and even depths grow differently: about 2-3x and 4-6x on 8x8).
        0 (no prediction) before three iterations. Integers small enough for the Pico's small ints."""
        if self.c3 == 0:
            return 0
        r = min((self.c2 << 4) // self.c3, 1024)  # growth x16, at most 64x
        return (self.c1 * r) >> 4


def level_params(level):
    """(max depth, ms, node target) for strength level 1..4 (0: no node target)."""
    i = min(max(level, 1), 4) - 1
    return LEVEL_DEPTH[i], LEVEL_MS[i], LEVEL_NODES[i]
