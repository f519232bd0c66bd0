# Viper versions of rules.Board's move generation and make/unmake (MicroPython only; CPython cannot
# run them and never imports this file). Same results as plain.py's gen_jumps_py / make_py /
# unmake_py, which the portable tests check on random games. The search's own loop (with its evaluation, ordering
# and picking) is games/konane/fastsearch.py; this file keeps only what the game itself needs, since
# viper machine code lives in RAM on the Pico.
import micropython


@micropython.viper
def gen(b: ptr8, cells: ptr8, nc: int, w: int, me: int, buf: ptr16, start: int, lim: int) -> int:
    # jumps only (ply >= 2); the same scan of the holes as Board.gen_py, in the same order
    opp = 3 - me
    k = start
    i = 0
    while i < nc:
        t = cells[i]
        i += 1
        if b[t] != 0:
            continue
        j = 0
        while j < 4:
            d = 1
            if j == 1:
                d = -1
            elif j == 2:
                d = w
            elif j == 3:
                d = 0 - w
            j += 1
            q = t + d
            while b[q] == opp:
                s = b[q + d]
                if s == me:
                    if k < lim:
                        buf[k] = ((q + d) << 8) | t
                        k += 1
                    break
                if s != 0:
                    break
                q += d + d
    return k


@micropython.viper
def make(b: ptr8, z: ptr32, m: int, me: int, w: int) -> int:
    # plain.make_py: play move m for `me` on b; return the Zobrist change (30 bits: a small int)
    frm = m >> 8
    to = m & 255
    h = z[0] ^ z[me * 256 + frm]
    b[frm] = 0
    if frm == to:
        return h
    opp = 3 - me
    diff = to - frm
    d = w
    if diff > 0:
        if diff < w:
            d = 1
    elif diff > 0 - w:
        d = -1
    else:
        d = 0 - w
    b[to] = me
    h ^= z[me * 256 + to]
    p = frm + d
    while True:
        b[p] = 0
        h ^= z[opp * 256 + p]
        if p + d == to:
            break
        p += d + d
    return h


@micropython.viper
def unmake(b: ptr8, z: ptr32, m: int, me: int, w: int) -> int:
    # plain.unmake_py: take back move m that `me` played; return the same Zobrist change as make
    frm = m >> 8
    to = m & 255
    h = z[0] ^ z[me * 256 + frm]
    b[frm] = me
    if frm == to:
        return h
    opp = 3 - me
    diff = to - frm
    d = w
    if diff > 0:
        if diff < w:
            d = 1
    elif diff > 0 - w:
        d = -1
    else:
        d = 0 - w
    b[to] = 0
    h ^= z[me * 256 + to]
    p = frm + d
    while True:
        b[p] = opp
        h ^= z[opp * 256 + p]
        if p + d == to:
            break
        p += d + d
    return h
