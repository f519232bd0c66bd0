# Kōnane in plain Python, kept out of rules.py so the Pico (which runs games/konane/fast.py's viper
# loops) never loads it during play: the Python twins of fast.gen / make / unmake (CPython and a port
# without viper play with them; the portable tests compare the viper loops with them), mobility and
# movers (the host's evaluations and tests), perft (tests and benches).
# rules.py imports this file's twins when it has no viper, so nothing here imports rules.
from array import array

from games.konane.codes import EMPTY


def gen_py(bd, buf, start=0, lim=0x7FFF):
    """Board.gen in plain Python, for any indexable buf (lists too): the reference for fast.gen."""
    ply = bd.ply
    if ply < 2:
        return bd.gen(buf, start, lim)  # the removals: Board.gen's own Python
    cells = bd.cells
    return gen_jumps_py(bd.b, cells, len(cells), bd.w, 1 + (ply & 1), buf, start, lim)


def mobility(bd, colour):
    """Number of jumps `colour` would have on Board bd (whoever is to move); used by evaluations.
    (The device's search counts them inside games/konane/fastai.py.)"""
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
