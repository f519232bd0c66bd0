# Kōnane in plain Python, never loaded on the Pico during play (it runs the viper loops of
# games/konane/fast.py and fastsearch.py): their Python twins, which CPython and a port without
# viper run and the portable tests compare the viper loops with (slice by slice for the search),
# and the host's helpers (mobility and movers for its evaluations, perft for tests and benches).
# rules.py and search.py import this file's twins where there is no viper, so nothing here imports
# either of them.
from array import array

from games.konane.codes import EMPTY, HIBISCUS, JASMINE, OFF

# search.py's constants, written again here as fastsearch.py does: search.py imports this module
# (where there is no viper), so importing them back from it would close a circle
INF = 32000
WIN = 30000
MATE = 29000
BUFSZ = 1024
HIST = 1024
WEIGHTS = (16, 18, 43)


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
_P = 65  # Search.df: the depth left at each ply, then (from _P on) each ply's re-search flag


def evaluate(bd, weights=None):
    """Score for the side to move (search.WEIGHTS, or `weights`): WEIGHTS[0] x (its jumps - the
    opponent's) + WEIGHTS[1] x (its pieces that can jump - the opponent's) - WEIGHTS[2] x (its
    pieces open to a capture now or later - the opponent's); 0 moves = lost. A piece that can jump
    counts besides its jumps, so a single long chain does not look like many options; a piece with
    an enemy piece next to it and a square of the board on the other side may be jumped (now, if
    that square is empty, or once the enemy piece there has moved), so it is a move the opponent
    has or may get, and a piece the side may lose. The weights are learned by self-play
    (host_tools/konane_learn.py, from these features)."""
    cells = bd.cells
    wj, wm, wv = weights or WEIGHTS
    return evaluate_py(bd.b, cells, len(cells), bd.w, 1 + (bd.ply & 1), wj, wm, wv)


def features_py(b, cells, nc, w):
    """The evaluation's counts on the raw board: [jumps, pieces that can jump, pieces open to a
    capture now or later], each a list indexed by colour (1 Hibiscus, 2 Jasmine; [0] unused)."""
    jumps = [0, 0, 0]
    movers = [0, 0, 0]
    open_ = [0, 0, 0]
    for i in range(nc):
        t = cells[i]
        x = b[t]
        if x != HIBISCUS and x != JASMINE:
            continue
        y = 3 - x
        n = 0
        vulnerable = False
        for d in (1, -1, w, -w):
            q = t + d
            if b[q] == y:
                if b[t - d] != OFF:
                    vulnerable = True
                while b[q] == y and b[q + d] == EMPTY:
                    n += 1
                    q += d + d
        jumps[x] += n
        movers[x] += n > 0
        open_[x] += vulnerable
    return jumps, movers, open_


# the counts evaluate_py uses: on CPython the host's faster twin, with the same counts
# (host_tools/konane_wide.py: not in firmware/, where every byte is frozen in the Pico's flash)
try:
    from host_tools.konane_wide import features as _features
except ImportError:
    _features = features_py


def evaluate_py(b, cells, nc, w, me, wj, wm, wv):
    """evaluate() on the raw board (the reference for fastsearch.run, which counts the same from
    bitboards up to 8x8)."""
    jumps, movers, open_ = _features(b, cells, nc, w)
    if jumps[me] == 0:
        return -WIN
    opp = 3 - me
    return wj * (jumps[me] - jumps[opp]) + wm * (movers[me] - movers[opp]) - wv * (open_[me] - open_[opp])


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
    df = self.df
    st = self.st
    wj = st[16]
    wm = st[17]
    wv = st[18]
    lmrd = st[19]
    lmrn = st[20]
    if st[21]:  # the searches started since the last slice (Search.start): age the tables
        for i in range(128):
            killer[i] = 0  # the killers cleared (search.MAXPLY x 2)
        x = min(2 * st[21], 16)  # the history quartered once a search
        for i in range(len(hist)):
            hist[i] >>= x
        for i in range(0, len(tinfo), 2):
            tinfo[i] &= 3  # the pairs' first entries: depth 0
        st[21] = 0
    k = self.k
    entering = self.entering
    retv = self.retv
    nodes = self.nodes
    limit = self.node_limit
    stop = False
    while budget > 0:
        if entering:
            budget -= 1
            nodes += 1
            rem = df[k]
            slot = h & tmask
            ttm = 0
            info = tinfo[slot]
            if not (info and tkey[slot] == h):
                slot ^= 1  # the pair's other entry
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
                v = evaluate_py(b, cells, nc, w, 1 + (ply & 1), wj, wm, wv)
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
                entering = True
                continue
            k -= 1
            m = cur[k]
            ply -= 1
            h ^= unmake_fn(b, z, m, 1 + (ply & 1), w)
            v = -retv
            f = 0
            x = df[_P + k]
            if x:  # a null-window or shallower search of the move (see below)
                df[_P + k] = 0
                if v > alpha[k] and (x == 2 or v < beta[k]):
                    df[_P + k] = 3  # it may be better than the best so far: search it in full
            if df[_P + k] == 3:
                pass
            elif v > bestv[k]:
                bestv[k] = v
                bestm[k] = m
                if v > alpha[k]:
                    alpha[k] = v
                    if v >= beta[k]:
                        if m != killer[2 * k]:
                            killer[2 * k + 1] = killer[2 * k]
                            killer[2 * k] = m
                        hi = ((m >> 8) * 31 + m) & (HIST - 1)
                        x = hist[hi] + df[k] * df[k]
                        if x > 60000:
                            for i in range(HIST):
                                hist[i] >>= 1
                            x >>= 1
                        hist[hi] = x
                        f = _LOWER
            if not f and df[_P + k] != 3 and idx[k] >= end[k]:
                f = _EXACT if bestv[k] > a0[k] else _UPPER
            if f:
                # the node is finished: store it (Search.__init__: the pair's first entry for
                # the deeper result, the second for the newest); proven results are stored
                # relative to this node
                v = bestv[k]
                retv = v
                if v > MATE:
                    v += k
                elif v < -MATE:
                    v -= k
                slot = h & (tmask ^ 1)
                if tkey[slot] != h and (tinfo[slot] >> 2) > df[k]:
                    slot += 1
                tkey[slot] = h
                tval[slot] = v
                tmove[slot] = bestm[k]
                tinfo[slot] = (df[k] << 2) | f
                continue
        # pick the best-scored remaining move at ply k (or the one just searched, again in full),
        # make it, and enter the child
        e = end[k]
        if df[_P + k] == 3:
            m = cur[k]
        else:
            i = idx[k]
            m = pick_py(buf, sc, i, e)
            idx[k] = i + 1
            cur[k] = m
        h ^= make_fn(b, z, m, 1 + (ply & 1), w)
        ply += 1
        k += 1
        beg[k] = e
        alpha[k] = -beta[k - 1]
        beta[k] = -alpha[k - 1]
        # the child's window and depth: after a node's first move, a null window (alpha, alpha + 1),
        # so a move that only proves worse costs less (one that might be better is searched again in
        # full); late moves also a ply shallower (the ordering put them last: they rarely matter).
        # Not for the removals, nor a move searched again
        x = df[k - 1] - 1
        if x < 0:
            x = 0
        f = df[_P + k - 1]
        df[_P + k - 1] = 0
        if f != 3 and ply > 2:
            i = idx[k - 1] - beg[k - 1]  # the move's place in the node's order
            if i > 1:
                a = alpha[k - 1]
                if beta[k - 1] - a > 1:
                    alpha[k] = -a - 1
                    beta[k] = -a
                    df[_P + k - 1] = 1
                if x + 1 >= lmrd and i > lmrn:
                    x -= 1
                    df[_P + k - 1] = 2
        df[k] = x
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
