# Viper versions of the two hot loops of rules.Board (MicroPython only; CPython cannot run them and
# never imports this file). Same results as Board.gen_py / Board.mobility_py, which the portable
# tests check on random games; about 30x faster on the unix port, which is what lets the Pico
# search a few plies deeper within the same time.
import micropython


@micropython.viper
def mobility(b: ptr8, cells: ptr8, nc: int, w: int, colour: int) -> int:
    opp = 3 - colour
    k = 0
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
                if s == colour:
                    k += 1
                    break
                if s != 0:
                    break
                q += d + d
    return k


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
def movers(b: ptr8, cells: ptr8, nc: int, w: int, colour: int) -> int:
    # pieces of `colour` with at least one jump (a first jump is enough: chains start with one)
    opp = 3 - colour
    k = 0
    i = 0
    while i < nc:
        p = cells[i]
        i += 1
        if b[p] != colour:
            continue
        if b[p + 1] == opp and b[p + 2] == 0:
            k += 1
        elif b[p - 1] == opp and b[p - 2] == 0:
            k += 1
        elif b[p + w] == opp and b[p + w + w] == 0:
            k += 1
        elif b[p - w] == opp and b[p - w - w] == 0:
            k += 1
    return k


@micropython.viper
def evaluate(b: ptr8, cells: ptr8, nc: int, w: int, me: int) -> int:
    # ai.evaluate_py in one scan of the holes: 2 x (movers(me) - movers(opp)) + mobility(me) -
    # mobility(opp), or -30000 (ai.WIN) when `me` has no jump. A hole's neighbour of colour x,
    # followed by a piece of the other colour y at an even distance, is one jump for y. The piece
    # right behind the neighbour (if it is y's) is a mover: it is counted from the first of its
    # directions (1, -1, w, -w) that has a jump, so each mover is counted once.
    mob1 = 0
    mob2 = 0
    mv1 = 0
    mv2 = 0
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
            x = b[q]
            if x != 1 and x != 2:
                continue
            y = 3 - x
            p = q + d
            if b[p] == y:
                if b[p + 1] == x and b[p + 2] == 0:
                    e = 1
                elif b[p - 1] == x and b[p - 2] == 0:
                    e = -1
                elif b[p + w] == x and b[p + w + w] == 0:
                    e = w
                else:
                    e = 0 - w
                if e + d == 0:
                    if y == 1:
                        mv1 += 1
                    else:
                        mv2 += 1
            while b[q] == x:
                s = b[q + d]
                if s == y:
                    if y == 1:
                        mob1 += 1
                    else:
                        mob2 += 1
                    break
                if s != 0:
                    break
                q += d + d
    if me == 1:
        if mob1 == 0:
            return -30000
        return 2 * (mv1 - mv2) + mob1 - mob2
    if mob2 == 0:
        return -30000
    return 2 * (mv2 - mv1) + mob2 - mob1


@micropython.viper
def make(b: ptr8, z: ptr32, m: int, me: int, w: int) -> int:
    # rules.make_py: play move m for `me` on b; return the Zobrist change (30 bits: a small int)
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
    # rules.unmake_py: take back move m that `me` played; return the same Zobrist change as make
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


@micropython.viper
def order(buf: ptr16, sc: ptr16, hist: ptr16, s: int, e: int, ttm: int, k1: int, k2: int):
    # ai.order_py: score the moves buf[s:e] for ordering (TT move, killers, then history)
    i = s
    while i < e:
        m = buf[i]
        if m == ttm:
            sc[i] = 65535
        elif m == k1:
            sc[i] = 65001
        elif m == k2:
            sc[i] = 65000
        else:
            sc[i] = hist[((m >> 8) * 31 + m) & 1023]
        i += 1


@micropython.viper
def pick(buf: ptr16, sc: ptr16, i: int, e: int) -> int:
    # ai.pick_py: move the best-scored of buf[i:e] (the first of equals) to i and return it
    j = i
    best = sc[i]
    t = i + 1
    while t < e:
        if sc[t] > best:
            best = sc[t]
            j = t
        t += 1
    m = buf[j]
    if j != i:
        buf[j] = buf[i]
        sc[j] = sc[i]
        buf[i] = m
    return m
