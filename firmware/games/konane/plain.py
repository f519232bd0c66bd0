# Kōnane in plain Python, never loaded on the Pico during play (it runs the viper loops of
# games/konane/fast.py and fastsearch.py): their Python twins, which CPython and a port without
# viper run and the portable tests compare the viper loops with (slice by slice for the search),
# and the host's helpers (mobility and movers for its evaluations, perft for tests and benches).
# rules.py and search.py import this file's twins where there is no viper, so nothing here imports
# either of them.
from array import array

from games.konane.codes import EMPTY, HIBISCUS, JASMINE

# search.py's constants, written again here as fastsearch.py does: search.py imports this module
# (where there is no viper), so importing them back from it would close a circle
INF = 32000
WIN = 30000
MATE = 29000
BUFSZ = 1024
HIST = 1024


# --- the twins of fast.py (rules.Board's generator, make and unmake) ----------------------------
def gen_py(bd, buf, start=0, lim=0x7FFF):
    """Board.gen in plain Python, for any indexable buf (lists too): the reference for fast.gen."""
    ply = bd.ply
    if ply < 2:
        return bd.gen(buf, start, lim)  # the removals: Board.gen's own Python
    cells = bd.cells
    return gen_jumps_py(bd.b, cells, len(cells), bd.w, 1 + (ply & 1), buf, start, lim)


def mobility(bd, colour):
    """Number of jumps `colour` would have on Board bd (whoever is to move); used by evaluations.
    (The device's search counts them inside games/konane/fastsearch.py.)"""
    b = bd.b
    opp = 3 - colour
    w = bd.w
    k = 0
    for t in bd.cells:
        if b[t] != EMPTY:
            continue
        for d in (1, -1, w, -w):
            q = t + d
            while b[q] == opp:
                s = b[q + d]
                if s == colour:
                    k += 1
                    break
                if s != EMPTY:
                    break
                q += d + d
    return k


def movers(bd, colour):
    """Number of `colour` pieces that have at least one jump on Board bd."""
    b = bd.b
    opp = 3 - colour
    w = bd.w
    k = 0
    for p in bd.cells:
        if b[p] != colour:
            continue
        # short-circuit: b[p + 2d] is only read when p + d is on the board
        if ((b[p + 1] == opp and b[p + 2] == EMPTY) or (b[p - 1] == opp and b[p - 2] == EMPTY)
                or (b[p + w] == opp and b[p + w + w] == EMPTY)
                or (b[p - w] == opp and b[p - w - w] == EMPTY)):
            k += 1
    return k


def gen_jumps_py(b, cells, nc, w, me, buf, start, lim):
    """The jumps for `me` (1 or 2) into buf[start:lim]; returns the end index (fast.gen in Python)."""
    opp = 3 - me
    k = start
    # Scan the holes: for a landing square L and direction d there is at most one origin
    # (the first piece at an even distance), so each move is produced exactly once.
    for i in range(nc):
        t = cells[i]
        if b[t] != EMPTY:
            continue
        for d in (1, -1, w, -w):
            q = t + d
            while b[q] == opp:
                s = b[q + d]
                if s == me:
                    if k < lim:
                        buf[k] = ((q + d) << 8) | t
                        k += 1
                    break
                if s != EMPTY:
                    break
                q += d + d
    return k


def _dir(diff, w):
    if diff > 0:
        return 1 if diff < w else w
    return -1 if diff > -w else -w


def _move_py(b, z, m, me, w, back):
    # one move played (back=False) or taken back (back=True): the same squares, the same hash change
    frm = m >> 8
    to = m & 255
    h = z[0] ^ z[me * 256 + frm]
    b[frm] = me if back else EMPTY
    if frm == to:
        return h
    opp = 3 - me
    d = _dir(to - frm, w)
    b[to] = EMPTY if back else me
    h ^= z[me * 256 + to]
    jumped = opp if back else EMPTY
    p = frm + d
    while True:
        b[p] = jumped
        h ^= z[opp * 256 + p]
        if p + d == to:
            return h
        p += d + d


def make_py(b, z, m, me, w):
    """Play move m for `me` (1 or 2) on the padded board b; return the Zobrist change (< 2**30)."""
    return _move_py(b, z, m, me, w, False)


def unmake_py(b, z, m, me, w):
    """Take back move m that `me` played; return the same Zobrist change as make_py."""
    return _move_py(b, z, m, me, w, True)


def perft(board, depth, buf=None, start=0):
    """Number of move sequences of length `depth` (the two removals count as plies)."""
    if depth == 0:
        return 1
    if buf is None:
        buf = array("H", bytes(8 * board.n * board.n * (depth + 1)))  # rules.movebuf
    end = board.gen(buf, start)
    if depth == 1:
        return end - start
    total = 0
    for i in range(start, end):
        m = buf[i]
        board.make(m)
        total += perft(board, depth - 1, buf, end)
        board.unmake(m)
    return total


# --- the twin of fastsearch.run: the search's node loop (search.Search's state, its arrays) ------
# (it plays with the generator, make and unmake rules.py plays with: fast.py's where viper runs;
# chosen at the end of this file)
_EXACT = 1
_LOWER = 2
_UPPER = 3


def evaluate(bd):
    """Score for the side to move: 2 x (its pieces that can jump - the opponent's) + (its jump
    count - the opponent's) + 3 x (the opponent's pieces open to a capture - its own). 0 moves =
    lost. Counting movable pieces as well as moves keeps a single long chain from looking like many
    options; a piece open to a capture (an enemy piece on one side, a hole on the other, in a line)
    is a move for the opponent now and a piece the side may lose (issue 21: the last term took
    level 4 from 84 to 90 of 96 games against ab5, host_tools/konane_match.py runs)."""
    cells = bd.cells
    return evaluate_py(bd.b, cells, len(cells), bd.w, 1 + (bd.ply & 1))


def evaluate_py(b, cells, nc, w, me):
    """evaluate() on the raw board (the reference for fastsearch.run, which does it in one pass)."""
    mob = [0, 0, 0]
    mv = [0, 0, 0]
    cp = [0, 0, 0]  # pieces open to a capture: an enemy piece on one side, a hole on the other
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
            if ((b[t + 1] == o and b[t - 1] == EMPTY) or (b[t - 1] == o and b[t + 1] == EMPTY)
                    or (b[t + w] == o and b[t - w] == EMPTY) or (b[t - w] == o and b[t + w] == EMPTY)):
                cp[v] += 1
    if mob[me] == 0:
        return -WIN
    opp = 3 - me
    return 2 * (mv[me] - mv[opp]) + mob[me] - mob[opp] + 3 * (cp[opp] - cp[me])


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


def run_py(self, budget):
    """Search.run for at most `budget` nodes; True when it stopped at the node limit."""
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
                v = evaluate_py(b, cells, nc, w, 1 + (ply & 1))
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
            order_py(buf, sc, hist, s, e, ttm, killer[2 * k], killer[2 * k + 1])
            end[k] = e
            idx[k] = s
            bestv[k] = -INF
            bestm[k] = buf[s]
            a0[k] = alpha[k]
        else:
            # the node at ply k is finished with value retv
            if k == 0:
                self.nodes = nodes  # the iteration's node count (the node target's prediction)
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
        m = pick_py(buf, sc, i, e)
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


try:  # the same choice as rules.py's gen_fn, make_fn, unmake_fn (without importing rules.py)
    from games.konane.fast import gen as gen_fn, make as make_fn, unmake as unmake_fn
except (ImportError, SyntaxError, ValueError, NotImplementedError):
    gen_fn = gen_jumps_py
    make_fn = make_py
    unmake_fn = unmake_py
