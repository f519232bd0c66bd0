# Kōnane computer opponent: negamax alpha-beta with iterative deepening, a transposition table,
# TT-move / killer / history move ordering, and a mobility evaluation.
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

from games.konane.rules import make_fn, unmake_fn, gen_fn, EMPTY, HIBISCUS, JASMINE

from core.compat import ticks_ms, ticks_diff

INF = const(32000)
WIN = const(30000)    # a loss at ply k scores -(WIN - k): quicker wins are preferred
MATE = const(29000)   # |score| above this is a proven result
MAXPLY = const(64)
BUFSZ = const(1024)   # move entries shared by every ply of the search (2 KB + 2 KB of scores)
HIST = const(1024)

# TT flags
_EXACT = const(1)
_LOWER = const(2)
_UPPER = const(3)

LEVELS = 4
# (max depth, time budget in ms on the device) per level; from level 2 the search deepens until
# its time is up. Level 2, the default, replies within 1 s on the Pico (with the view's overhead)
# and beats a plain 3-ply alpha-beta player in 46 of 48 games (host_tools/konane_match.py); the
# former depth-2 cap lost 29 of them.
LEVEL_DEPTH = (1, MAXPLY - 1, MAXPLY - 1, MAXPLY - 1)
LEVEL_MS = (300, 800, 1500, 3000)


def evaluate(bd):
    """Score for the side to move: 2 x (its pieces that can jump - the opponent's) + (its jump
    count - the opponent's). 0 moves = lost. Counting movable pieces as well as moves keeps a
    single long chain from looking like many options (tuned in host_tools/konane_match.py runs)."""
    cells = bd.cells
    return eval_fn(bd.b, cells, len(cells), bd.w, 1 + (bd.ply & 1))


def evaluate_py(b, cells, nc, w, me):
    """evaluate() on the raw board (the reference for fast.evaluate, which does it in one pass)."""
    mob = [0, 0, 0]
    mv = [0, 0, 0]
    for i in range(nc):
        t = cells[i]
        v = b[t]
        if v == EMPTY:
            for d in (1, -1, w, -w):
                q = t + d
                x = b[q]
                if x != HIBISCUS and x != JASMINE:
                    continue
                y = 3 - x
                while b[q] == x:
                    s = b[q + d]
                    if s == y:
                        mob[y] += 1
                        break
                    if s != EMPTY:
                        break
                    q += d + d
        else:
            o = 3 - v
            if ((b[t + 1] == o and b[t + 2] == EMPTY) or (b[t - 1] == o and b[t - 2] == EMPTY)
                    or (b[t + w] == o and b[t + w + w] == EMPTY) or (b[t - w] == o and b[t - w - w] == EMPTY)):
                mv[v] += 1
    if mob[me] == 0:
        return -WIN
    opp = 3 - me
    return 2 * (mv[me] - mv[opp]) + mob[me] - mob[opp]


def order_py(buf, sc, hist, s, e, ttm, k1, k2):
    """Ordering scores for buf[s:e]: the TT move, the two killers, then the history table."""
    for i in range(s, e):
        m = buf[i]
        if m == ttm:
            sc[i] = 65535
        elif m == k1:
            sc[i] = 65001
        elif m == k2:
            sc[i] = 65000
        else:
            sc[i] = hist[((m >> 8) * 31 + m) & (HIST - 1)]


def pick_py(buf, sc, i, e):
    """Move the best-scored of buf[i:e] (the first of equals) to i and return it."""
    j = i
    best = sc[i]
    for t in range(i + 1, e):
        if sc[t] > best:
            best = sc[t]
            j = t
    m = buf[j]
    if j != i:
        buf[j] = buf[i]
        sc[j] = sc[i]
        buf[i] = m
    return m


try:  # the whole node loop in viper (MicroPython); CPython runs Search._run_py
    from games.konane.fastai import run as run_fn
except (ImportError, SyntaxError, ValueError, NotImplementedError):
    run_fn = None

# On MicroPython these run only for the few nodes _run_py does (the removals, the root's
# iteration ends): fastai.run has its own inlined copies, compared with them by the portable tests
eval_fn = evaluate_py
order_fn = order_py
pick_fn = pick_py


class Search:
    def __init__(self, tt_bits=9, now=None):
        size = 1 << tt_bits
        self.tmask = size - 1
        self.tkey = array("i", bytes(4 * size))
        self.tval = array("h", bytes(2 * size))
        self.tmove = array("H", bytes(2 * size))
        self.tinfo = bytearray(size)  # depth << 2 | flag; 0 = empty slot
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
        self.st = array("i", bytes(4 * 10))  # fastai.run's scalars
        self.now = now or ticks_ms
        self.bd = None
        self.done = True
        self.best = 0
        self.score = 0
        self.depth = 0      # last completed iteration depth
        self.nodes = 0
        self.truncated = 0  # positions whose moves did not all fit BUFSZ (searched partially)

    # --- public API ------------------------------------------------------------------------------
    def start(self, board, max_depth=MAXPLY - 1, ms=0, nodes=0):
        """Begin a search of `board` (copied). Budgets: ms of the injected clock, node count; 0 = none."""
        bd = self.bd
        if bd is None or bd.n != board.n:
            bd = self.bd = board.copy()
        else:
            bd.load(board)  # the same size as last time: reuse the copy, no allocation
        self.max_depth = min(max_depth, MAXPLY - 1)
        self.ms = ms
        self.node_limit = nodes
        self.t0 = self.now()
        self.nodes = 0
        self.depth = 0
        self.score = 0
        self.truncated = 0
        n = bd.gen(self.buf, 0)
        self.done = n == 0
        self.best = self.buf[0] if n else 0  # always some legal move, even before depth 1 ends
        if n == 1:
            self.done = True  # forced: nothing to think about
        for i in range(MAXPLY * 2):
            self.killer[i] = 0
        h = self.hist
        for i in range(HIST):
            h[i] >>= 2  # keep some history between moves, but let the new position dominate
        self._iter(1)

    def step(self, budget=256):
        """Search at most `budget` more nodes; return True when the answer (self.best) is final."""
        if self.done:
            return True
        self._run(budget)
        if not self.done:
            if self.ms and ticks_diff(self.now(), self.t0) >= self.ms:
                self.done = True
            elif self.node_limit and self.nodes >= self.node_limit:
                self.done = True
        return self.done

    def think(self, board, max_depth=MAXPLY - 1, ms=0, nodes=0, slice_nodes=256):
        """Blocking search; returns the best move (0 when there is none)."""
        self.start(board, max_depth, ms, nodes)
        while not self.step(slice_nodes):
            pass
        return self.best

    # --- internals -------------------------------------------------------------------------------
    def _iter(self, D):
        self.D = D
        self.k = 0
        self.entering = True
        self.retv = 0
        self.alpha[0] = -INF
        self.beta[0] = INF
        self.beg[0] = 0

    def _run(self, budget):
        if run_fn is None:
            self._run_py(budget)
            return
        # the viper loop runs the nodes; it hands back the removals and the root's iteration ends,
        # which _run_py does one node at a time
        st = self.st
        bd = self.bd
        cells = bd.cells
        while budget > 0:
            st[0] = self.k
            st[1] = self.entering
            st[2] = self.retv + 32768
            st[3] = self.nodes
            st[4] = budget
            st[5] = bd.ply
            st[6] = bd.hash
            st[7] = self.D
            st[8] = self.node_limit
            st[9] = 0
            r = run_fn(bd.b, bd.z, cells, len(cells), bd.w, st, self.buf, self.sc, self.alpha,
                       self.beta, self.a0, self.bestv, self.bestm, self.cur, self.beg, self.idx,
                       self.end, self.killer, self.hist, self.tkey, self.tval, self.tmove,
                       self.tinfo, self.tmask)
            self.k = st[0]
            self.entering = st[1] != 0
            self.retv = st[2] - 32768
            self.nodes = st[3]
            budget = st[4]
            bd.ply = st[5]
            bd.hash = st[6]
            self.truncated += st[9]
            if r != 2:
                return
            if self._run_py(1) or self.done:
                return
            budget -= 1

    def _run_py(self, budget):
        """The search loop in Python (CPython; the reference for fastai.run). True when it stopped
        at the node limit."""
        # Everything the loop touches is a local: on the Pico a local is far cheaper than an
        # attribute, and the board's ply and hash are kept here and written back when the slice ends.
        bd = self.bd
        b = bd.b
        z = bd.z
        w = bd.w
        cells = bd.cells
        nc = len(cells)
        ply = bd.ply
        h = bd.hash
        buf = self.buf
        sc = self.sc
        alpha = self.alpha
        beta = self.beta
        a0 = self.a0
        bestv = self.bestv
        bestm = self.bestm
        cur = self.cur
        beg = self.beg
        idx = self.idx
        end = self.end
        killer = self.killer
        hist = self.hist
        tkey = self.tkey
        tval = self.tval
        tmove = self.tmove
        tinfo = self.tinfo
        tmask = self.tmask
        k = self.k
        D = self.D
        entering = self.entering
        retv = self.retv
        nodes = self.nodes
        limit = self.node_limit
        stop = False
        while budget > 0:
            if entering:
                budget -= 1
                nodes += 1
                rem = D - k
                slot = h & tmask
                ttm = 0
                info = tinfo[slot]
                if info and tkey[slot] == h:
                    ttm = tmove[slot]
                    if k > 0 and (info >> 2) >= rem:
                        v = tval[slot]
                        if v > MATE:
                            v -= k
                        elif v < -MATE:
                            v += k
                        f = info & 3
                        if f == _EXACT or (f == _LOWER and v >= beta[k]) or (f == _UPPER and v <= alpha[k]):
                            retv = v
                            entering = False
                            continue
                if rem <= 0 and ply >= 2:  # the removals are searched through, never scored
                    v = eval_fn(b, cells, nc, w, 1 + (ply & 1))
                    retv = v + k if v == -WIN else v
                    entering = False
                    continue
                s = beg[k]
                if ply >= 2:
                    e = gen_fn(b, cells, nc, w, 1 + (ply & 1), buf, s, BUFSZ)
                else:
                    bd.ply = ply
                    e = bd.gen(buf, s, BUFSZ)
                if e == BUFSZ:
                    self.truncated += 1  # deep in a huge search: the moves that fit are searched
                if e == s:
                    retv = k - WIN
                    entering = False
                    continue
                # order: TT move, the two killers, then history
                order_fn(buf, sc, hist, s, e, ttm, killer[2 * k], killer[2 * k + 1])
                end[k] = e
                idx[k] = s
                bestv[k] = -INF
                bestm[k] = buf[s]
                a0[k] = alpha[k]
            else:
                # the node at ply k is finished with value retv
                if k == 0:
                    self._root_done(retv)
                    if self.done:
                        break
                    D = self.D
                    entering = True
                    continue
                k -= 1
                m = cur[k]
                ply -= 1
                h ^= unmake_fn(b, z, m, 1 + (ply & 1), w)
                v = -retv
                f = 0
                if v > bestv[k]:
                    bestv[k] = v
                    bestm[k] = m
                    if v > alpha[k]:
                        alpha[k] = v
                        if v >= beta[k]:
                            if m != killer[2 * k]:
                                killer[2 * k + 1] = killer[2 * k]
                                killer[2 * k] = m
                            hi = ((m >> 8) * 31 + m) & (HIST - 1)
                            x = hist[hi] + (D - k) * (D - k)
                            if x > 60000:
                                for i in range(HIST):
                                    hist[i] >>= 1
                                x >>= 1
                            hist[hi] = x
                            f = _LOWER
                if not f and idx[k] >= end[k]:
                    f = _EXACT if bestv[k] > a0[k] else _UPPER
                if f:
                    # the node is finished: store it (always replace: the newest result is the one
                    # the iteration needs next); proven results are stored relative to this node
                    v = bestv[k]
                    retv = v
                    if v > MATE:
                        v += k
                    elif v < -MATE:
                        v -= k
                    slot = h & tmask
                    tkey[slot] = h
                    tval[slot] = v
                    tmove[slot] = bestm[k]
                    x = D - k
                    tinfo[slot] = ((x if x > 0 else 0) << 2) | f
                    continue
            # pick the best-scored remaining move at ply k, make it, and enter the child
            i = idx[k]
            e = end[k]
            m = pick_fn(buf, sc, i, e)
            idx[k] = i + 1
            cur[k] = m
            h ^= make_fn(b, z, m, 1 + (ply & 1), w)
            ply += 1
            k += 1
            beg[k] = e
            alpha[k] = -beta[k - 1]
            beta[k] = -alpha[k - 1]
            entering = True
            if limit and nodes >= limit:
                stop = True
                break
        bd.ply = ply
        bd.hash = h
        self.k = k
        self.entering = entering
        self.retv = retv
        self.nodes = nodes
        return stop

    def _root_done(self, v):
        self.best = self.bestm[0]
        self.score = v
        self.depth = self.D
        if v > MATE or v < -MATE or self.D >= self.max_depth:
            self.done = True
            return
        self._iter(self.D + 1)


def level_params(level):
    """(max depth, ms) for strength level 1..4."""
    i = min(max(level, 1), 4) - 1
    return LEVEL_DEPTH[i], LEVEL_MS[i]
