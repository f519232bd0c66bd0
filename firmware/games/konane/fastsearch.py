# The whole node loop of search.Search (plain.run_py in Python) in one viper function (MicroPython
# only; CPython never imports this file). On the Pico most of a node's time was the interpreter between the viper
# helpers (fast.gen / make / unmake / evaluate / order / pick): here they are inlined, so a node
# costs one pass of machine code. It is the same state machine over the same arrays, node for
# node (the portable tests compare every slice with plain.run_py). It stops, leaving the state
# in st, when its budget is spent, at the node limit, and for the two things it leaves to Python:
# the opening removals' moves (ply < 2, Board.gen) and the end of an iteration at the root.
# 16-bit arrays of signed values ('h') read back unsigned here, hence the `(x ^ 32768) - 32768`
# fixes (a sign extension without a branch).
# Viper keeps only a function's first two locals in registers (the rest live on the stack): those
# are its first two parameters, so the hottest scratch variable, x, is one (the caller passes 0).
import micropython


@micropython.viper
def run(b: ptr8, x: int, z: ptr32, hb: ptr8, nb: int, w: int, st: ptr32, buf: ptr16, sc: ptr16,
        alpha: ptr16, beta: ptr16, a0: ptr16, bestv: ptr16, bestm: ptr16, cur: ptr16, beg: ptr16,
        idx: ptr16, end: ptr16, killer: ptr16, hist: ptr16, tkey: ptr32, tval: ptr16, tmove: ptr16,
        tinfo: ptr8, tmask: int, low: ptr8, stamp: ptr32, bit8: ptr8, sq: ptr8) -> int:
    # st: k, entering, retv + 32768, nodes, budget, ply, hash, D, node limit, truncated (added to),
    # end of a removal's moves. Returns 0 (budget spent), 1 (node limit: the search stops),
    # 2 (the root is finished: Python ends the iteration), 3 (entering a removal node: Python puts
    # its moves in buf and calls again with entering = 2)
    k = int(st[0])
    entering = int(st[1])
    retv = int(st[2]) - 32768
    nodes = int(st[3])
    budget = int(st[4])
    ply = int(st[5])
    h = int(st[6])
    D = int(st[7])
    limit = int(st[8])
    status = 0
    # boards up to 8x8 (st[11] != 0; 2: a new search, build it): the holes as bitboards instead
    # of hb (see the evaluation and the generator), Hibiscus' squares' in st[12], Jasmine's in
    # st[13] (locals hA, hB while it runs, kept by make/unmake), the board's squares in st[14:16];
    # bit8[p]: padded square p's bit, 32 x its colour's word + its bit (255: none), sq the reverse.
    # Masks built at run time: a literal above 2**30 is not a small int on the Pico
    bbon = int(st[11])
    x = 0xFFFF  # (through a variable: the compiler folds constant expressions)
    m32 = (x << 16) | x
    x = 0xF0F0
    kf0 = (x << 16) | x
    x = 0xE0E0
    ke0 = (x << 16) | x
    x = 0x7070
    k70 = (x << 16) | x
    x = 0x7777
    k77 = (x << 16) | x
    x = 0xEEEE
    kee = (x << 16) | x
    k0f = 0x0F0F0F0F
    k0e = 0x0E0E0E0E
    k07 = 0x07070707
    if bbon == 2:  # a new search (Search.start): the bitboards from the board
        hA = 0
        hB = 0
        onA = 0
        onB = 0
        p = 0
        while p < 256:
            x = int(bit8[p])
            if x != 255:
                hm = 1 << (x & 31)
                if x < 32:
                    onA |= hm
                    if int(b[p]) == 0:
                        hA |= hm
                else:
                    onB |= hm
                    if int(b[p]) == 0:
                        hB |= hm
            p += 1
        st[12] = hA
        st[13] = hB
        st[14] = onA
        st[15] = onB
        st[11] = 1
        bbon = 1
    fj = 0
    onA = int(st[14]) & m32
    onB = int(st[15]) & m32
    hA = int(st[12]) & m32  # kept here by make/unmake, put back in st on the way out
    hB = int(st[13]) & m32
    x = 0x5555
    k55 = (x << 16) | x
    k33 = 0x33333333
    while budget > 0 or entering == 3:  # a node entered with the last budget still descends
        if entering == 1 or entering == 2:
            if ply < 2 and entering == 1:
                status = 3
                break
            budget -= 1
            nodes += 1
            rem = D - k
            slot = h & tmask
            ttm = 0
            info = int(tinfo[slot])
            if info and int(tkey[slot]) == h:
                ttm = int(tmove[slot])
                if k > 0 and (info >> 2) >= rem:
                    v = (int(tval[slot]) ^ 32768) - 32768
                    if v > 29000:
                        v -= k
                    elif v < -29000:
                        v += k
                    f = info & 3
                    bk = (int(beta[k]) ^ 32768) - 32768
                    ak = (int(alpha[k]) ^ 32768) - 32768
                    if f == 1 or (f == 2 and v >= bk) or (f == 3 and v <= ak):
                        retv = v
                        entering = 0
                        continue
            me = 1 + (ply & 1)
            if rem <= 0 and ply >= 2:  # the removals are searched through, never scored
                # plain.evaluate_py, inlined: the scan of the holes finds every jump, and with
                # it every mover and every piece open to a capture
                if bbon:
                    # the same counts from bitboards (boards up to 8x8): a word a colour, a bit
                    # a square of that colour (r * 4 + c // 2: Hibiscus' squares in A, Jasmine's
                    # in B), pieces and holes; jumps keep r + c's parity (Search.start checks the
                    # position). A square's neighbours are the other colour's: up and down 4 bits
                    # on, right and left the same bit or the next, by row parity
                    pA = onA ^ hA
                    pB = onB ^ hB
                    nRa = (pB & k0f) | ((pB >> 1) & k70)  # a B piece right of an A square
                    nLa = ((pB << 1) & k0e) | (pB & kf0)
                    nRb = ((pA >> 1) & k07) | (pA & kf0)  # an A piece right of a B square
                    nLb = (pA & k0f) | ((pA << 1) & ke0)
                    dA = (pA >> 4) & 0x0FFFFFFF  # an A piece below a B square
                    uA = (pA << 4) & m32
                    dB = (pB >> 4) & 0x0FFFFFFF
                    uB = (pB << 4) & m32
                    # open to a capture: an enemy piece on one side, a hole on the other, counted once
                    cpA = pA & ((nRa & (((hB << 1) & k0e) | (hB & kf0)))
                                | (nLa & ((hB & k0f) | ((hB >> 1) & k70)))
                                | (dB & ((hB << 4) & m32)) | (uB & ((hB >> 4) & 0x0FFFFFFF)))
                    cpB = pB & ((nRb & ((hA & k0f) | ((hA << 1) & ke0)))
                                | (nLb & (((hA >> 1) & k07) | (hA & kf0)))
                                | (dA & ((hA << 4) & m32)) | (uA & ((hA >> 4) & 0x0FFFFFFF)))
                    c1 = 0  # Hibiscus' jumps
                    c2 = 0  # Jasmine's
                    mA = 0  # Hibiscus' pieces that can jump
                    mB = 0
                    # Hibiscus, right: an enemy next, a hole behind it (j: where a jump leaves from)
                    j = nRa & ((hA >> 1) & k77)
                    s = pA & j
                    mA |= s
                    while s:  # each chain length: its movers, a jump each
                        x = s
                        while x:
                            x &= x - 1
                            c1 += 1
                        j = (j >> 1) & k77  # the chain's next jump, two squares on
                        s &= j
                    # Hibiscus, left: an enemy next, a hole behind it (j: where a jump leaves from)
                    j = nLa & ((hA << 1) & kee)
                    s = pA & j
                    mA |= s
                    while s:
                        x = s
                        while x:
                            x &= x - 1
                            c1 += 1
                        j = (j << 1) & kee
                        s &= j
                    # Hibiscus, down: an enemy next, a hole behind it (j: where a jump leaves from)
                    j = dB & ((hA >> 8) & 0xFFFFFF)
                    s = pA & j
                    mA |= s
                    while s:
                        x = s
                        while x:
                            x &= x - 1
                            c1 += 1
                        j = (j >> 8) & 0xFFFFFF
                        s &= j
                    # Hibiscus, up: an enemy next, a hole behind it (j: where a jump leaves from)
                    j = uB & ((hA << 8) & m32)
                    s = pA & j
                    mA |= s
                    while s:
                        x = s
                        while x:
                            x &= x - 1
                            c1 += 1
                        j = (j << 8) & m32
                        s &= j
                    # Jasmine, right: an enemy next, a hole behind it (j: where a jump leaves from)
                    j = nRb & ((hB >> 1) & k77)
                    s = pB & j
                    mB |= s
                    while s:
                        x = s
                        while x:
                            x &= x - 1
                            c2 += 1
                        j = (j >> 1) & k77
                        s &= j
                    # Jasmine, left: an enemy next, a hole behind it (j: where a jump leaves from)
                    j = nLb & ((hB << 1) & kee)
                    s = pB & j
                    mB |= s
                    while s:
                        x = s
                        while x:
                            x &= x - 1
                            c2 += 1
                        j = (j << 1) & kee
                        s &= j
                    # Jasmine, down: an enemy next, a hole behind it (j: where a jump leaves from)
                    j = dA & ((hB >> 8) & 0xFFFFFF)
                    s = pB & j
                    mB |= s
                    while s:
                        x = s
                        while x:
                            x &= x - 1
                            c2 += 1
                        j = (j >> 8) & 0xFFFFFF
                        s &= j
                    # Jasmine, up: an enemy next, a hole behind it (j: where a jump leaves from)
                    j = uA & ((hB << 8) & m32)
                    s = pB & j
                    mB |= s
                    while s:
                        x = s
                        while x:
                            x &= x - 1
                            c2 += 1
                        j = (j << 8) & m32
                        s &= j
                    mob1 = c1
                    mob2 = c2
                    # the pieces that can jump and those open to a capture, counted a byte at a
                    # time (the first steps of a SWAR popcount), weighted as the score weighs them:
                    # 2 a mover, 3 a piece open to a capture. A byte (two rows) holds at most
                    # 2 x 8 + 3 x 8, the four bytes' sum at most 160: it fits the top byte
                    x = mA - ((mA >> 1) & k55)
                    x = (x & k33) + ((x >> 2) & k33)
                    e1 = (x + (x >> 4)) & k0f
                    x = cpB - ((cpB >> 1) & k55)
                    x = (x & k33) + ((x >> 2) & k33)
                    e1 = e1 + e1 + 3 * ((x + (x >> 4)) & k0f)
                    x = mB - ((mB >> 1) & k55)
                    x = (x & k33) + ((x >> 2) & k33)
                    e2 = (x + (x >> 4)) & k0f
                    x = cpA - ((cpA >> 1) & k55)
                    x = (x & k33) + ((x >> 2) & k33)
                    e2 = e2 + e2 + 3 * ((x + (x >> 4)) & k0f)
                    # 2 x movers + 3 x the opponent's pieces open to a capture, a side each
                    x = ((e1 * 0x01010101) >> 24) & 255
                    x -= ((e2 * 0x01010101) >> 24) & 255
                else:
                    mob = 0  # Hibiscus' jump count + 65536 x Jasmine's
                    mv = 0   # the same for their pieces that can jump
                    cp = 0   # the same for their pieces open to a capture
                    nw = 0 - w
                    c = int(stamp[0]) + 1  # this evaluation's stamp (0: never a piece's square)
                    if c > 0x3FFFFFFF:
                        c = 1
                        i = 1
                        while i < 512:
                            stamp[i] = 0
                            i += 1
                    stamp[0] = c
                    bi = 0
                    hx = 0
                    while True:
                        # the next hole t in board order (hb: a bit a square, set on the holes)
                        while hx == 0 and bi < nb:
                            hx = int(hb[bi])
                            bi += 1
                        if hx == 0:
                            break
                        t = ((bi - 1) << 3) + int(low[hx])
                        hx &= hx - 1
                        # right: the piece next to the hole, then what is behind it
                        q = t + 1
                        x = int(b[q])
                        if x == 1 or x == 2:
                            inc = 1 if x == 2 else 65536  # counts for y = 3 - x: 1s, 65536s
                            s = int(b[q + 1])
                            if s == 3 - x:
                                mob += inc
                                if int(stamp[q + 256]) != c:  # x is open to a capture, counted once
                                    stamp[q + 256] = c
                                    cp += 65537 - inc  # counts for x: 65536s, 1s
                                if int(stamp[q + 1]) != c:  # a mover, counted once
                                    stamp[q + 1] = c
                                    mv += inc
                            elif s == 0:  # a chain: its origin is further on
                                q += 2
                                while int(b[q]) == x:
                                    s = int(b[q + 1])
                                    if s == 3 - x:
                                        mob += inc
                                        break
                                    if s:
                                        break
                                    q += 2
                        # left: the piece next to the hole, then what is behind it
                        q = t - 1
                        x = int(b[q])
                        if x == 1 or x == 2:
                            inc = 1 if x == 2 else 65536  # counts for y = 3 - x: 1s, 65536s
                            s = int(b[q - 1])
                            if s == 3 - x:
                                mob += inc
                                if int(stamp[q + 256]) != c:  # x is open to a capture, counted once
                                    stamp[q + 256] = c
                                    cp += 65537 - inc  # counts for x: 65536s, 1s
                                if int(stamp[q - 1]) != c:  # a mover, counted once
                                    stamp[q - 1] = c
                                    mv += inc
                            elif s == 0:  # a chain: its origin is further on
                                q -= 2
                                while int(b[q]) == x:
                                    s = int(b[q - 1])
                                    if s == 3 - x:
                                        mob += inc
                                        break
                                    if s:
                                        break
                                    q -= 2
                        # down: the piece next to the hole, then what is behind it
                        q = t + w
                        x = int(b[q])
                        if x == 1 or x == 2:
                            inc = 1 if x == 2 else 65536  # counts for y = 3 - x: 1s, 65536s
                            s = int(b[q + w])
                            if s == 3 - x:
                                mob += inc
                                if int(stamp[q + 256]) != c:  # x is open to a capture, counted once
                                    stamp[q + 256] = c
                                    cp += 65537 - inc  # counts for x: 65536s, 1s
                                if int(stamp[q + w]) != c:  # a mover, counted once
                                    stamp[q + w] = c
                                    mv += inc
                            elif s == 0:  # a chain: its origin is further on
                                q += w + w
                                while int(b[q]) == x:
                                    s = int(b[q + w])
                                    if s == 3 - x:
                                        mob += inc
                                        break
                                    if s:
                                        break
                                    q += w + w
                        # up: the piece next to the hole, then what is behind it
                        q = t + nw
                        x = int(b[q])
                        if x == 1 or x == 2:
                            inc = 1 if x == 2 else 65536  # counts for y = 3 - x: 1s, 65536s
                            s = int(b[q + nw])
                            if s == 3 - x:
                                mob += inc
                                if int(stamp[q + 256]) != c:  # x is open to a capture, counted once
                                    stamp[q + 256] = c
                                    cp += 65537 - inc  # counts for x: 65536s, 1s
                                if int(stamp[q + nw]) != c:  # a mover, counted once
                                    stamp[q + nw] = c
                                    mv += inc
                            elif s == 0:  # a chain: its origin is further on
                                q += nw + nw
                                while int(b[q]) == x:
                                    s = int(b[q + nw])
                                    if s == 3 - x:
                                        mob += inc
                                        break
                                    if s:
                                        break
                                    q += nw + nw
                    mob1 = mob & 65535
                    mob2 = mob >> 16
                    x = 2 * ((mv & 65535) - (mv >> 16)) + 3 * ((cp >> 16) - (cp & 65535))
                # x: Hibiscus' side of 2 x (movers) + 3 x (the opponent's pieces open to a capture)
                if me == 1:
                    if mob1 == 0:
                        v = -30000
                    else:
                        v = x + mob1 - mob2
                elif mob2 == 0:
                    v = -30000
                else:
                    v = mob2 - mob1 - x
                retv = v + k if v == -30000 else v
                entering = 0
                continue
            # fast.gen, inlined: the jumps for `me` into buf[s:1024] (a removal's moves are there
            # already, from Board.gen: entering == 2)
            s0 = int(beg[k])
            opp = 3 - me
            n = s0
            nw = 0 - w
            k1 = int(killer[2 * k])
            k2 = int(killer[2 * k + 1])
            ft = 0  # where the TT move, the first killer, the second went in buf (+ 1; 0: none)
            f1 = 0
            f2 = 0
            nbs = nb   # the bytes of the holes' bitset to visit
            hx = 0
            bi = nbs
            jt = 0
            if entering == 2:
                n = int(st[10])
            elif bbon:
                # boards up to 8x8: only the holes some jump lands on (the bitboards say which),
                # in board order, then the same walks as below. jt: a bit a square of me's colour
                # (r * 4 + c // 2), set where a jump lands; sq[32 x (me - 1) + bit] is its square
                if me == 1:
                    pM = onA ^ hA
                    x = onB ^ hB   # the opponent's pieces
                    hm = hA        # the holes me can land on
                    nR = (x & k0f) | ((x >> 1) & k70)  # an opponent's piece right of the hole
                    nL = ((x << 1) & k0e) | (x & kf0)
                else:
                    pM = onB ^ hB
                    x = onA ^ hA
                    hm = hB
                    nR = ((x >> 1) & k07) | (x & kf0)
                    nL = (x & k0f) | ((x << 1) & ke0)
                nD = (x >> 4) & 0x0FFFFFFF  # below it
                nU = (x << 4) & m32         # above it
                # from the right: an opponent's piece next, then a piece of me's (one jump), or
                # a hole that the same chain reaches (a longer jump), two squares on
                e = hm & nR
                y = e & ((pM >> 1) & k77)
                while y:
                    jt |= y
                    y = e & ((y >> 1) & k77)
                e = hm & nL  # from the left
                y = e & ((pM << 1) & kee)
                while y:
                    jt |= y
                    y = e & ((y << 1) & kee)
                e = hm & nD  # from below
                y = e & ((pM >> 8) & 0xFFFFFF)
                while y:
                    jt |= y
                    y = e & ((y >> 8) & 0xFFFFFF)
                e = hm & nU  # from above
                y = e & ((pM << 8) & m32)
                while y:
                    jt |= y
                    y = e & ((y << 8) & m32)
                nbs = 4
                bi = 0
            else:
                bi = 0
            sqo = (me - 1) << 5
            while True:
                while hx == 0 and bi < nbs:
                    if bbon:
                        hx = (jt >> (bi << 3)) & 255
                    else:
                        hx = int(hb[bi])
                    bi += 1
                if hx == 0:
                    break
                t = ((bi - 1) << 3) + int(low[hx])
                if bbon:
                    t = int(sq[sqo + t])
                hx &= hx - 1
                # right: the first own piece at an even distance behind opponent/hole pairs
                q = t + 1
                while int(b[q]) == opp:
                    s = int(b[q + 1])
                    if s == me:
                        if n < 1024:
                            m = ((q + 1) << 8) | t
                            buf[n] = m
                            # its ordering score (plain.order_py): TT move, killers, history
                            if m == ttm:
                                sc[n] = 65535
                                ft = n + 1
                            elif m == k1:
                                sc[n] = 65001
                                f1 = n + 1
                            elif m == k2:
                                sc[n] = 65000
                                f2 = n + 1
                            else:
                                sc[n] = hist[((m >> 8) * 31 + m) & 1023]
                            n += 1
                        break
                    if s:
                        break
                    q += 2
                # left: the first own piece at an even distance behind opponent/hole pairs
                q = t - 1
                while int(b[q]) == opp:
                    s = int(b[q - 1])
                    if s == me:
                        if n < 1024:
                            m = ((q - 1) << 8) | t
                            buf[n] = m
                            # its ordering score (plain.order_py): TT move, killers, history
                            if m == ttm:
                                sc[n] = 65535
                                ft = n + 1
                            elif m == k1:
                                sc[n] = 65001
                                f1 = n + 1
                            elif m == k2:
                                sc[n] = 65000
                                f2 = n + 1
                            else:
                                sc[n] = hist[((m >> 8) * 31 + m) & 1023]
                            n += 1
                        break
                    if s:
                        break
                    q -= 2
                # down: the first own piece at an even distance behind opponent/hole pairs
                q = t + w
                while int(b[q]) == opp:
                    s = int(b[q + w])
                    if s == me:
                        if n < 1024:
                            m = ((q + w) << 8) | t
                            buf[n] = m
                            # its ordering score (plain.order_py): TT move, killers, history
                            if m == ttm:
                                sc[n] = 65535
                                ft = n + 1
                            elif m == k1:
                                sc[n] = 65001
                                f1 = n + 1
                            elif m == k2:
                                sc[n] = 65000
                                f2 = n + 1
                            else:
                                sc[n] = hist[((m >> 8) * 31 + m) & 1023]
                            n += 1
                        break
                    if s:
                        break
                    q += w + w
                # up: the first own piece at an even distance behind opponent/hole pairs
                q = t + nw
                while int(b[q]) == opp:
                    s = int(b[q + nw])
                    if s == me:
                        if n < 1024:
                            m = ((q + nw) << 8) | t
                            buf[n] = m
                            # its ordering score (plain.order_py): TT move, killers, history
                            if m == ttm:
                                sc[n] = 65535
                                ft = n + 1
                            elif m == k1:
                                sc[n] = 65001
                                f1 = n + 1
                            elif m == k2:
                                sc[n] = 65000
                                f2 = n + 1
                            else:
                                sc[n] = hist[((m >> 8) * 31 + m) & 1023]
                            n += 1
                        break
                    if s:
                        break
                    q += nw + nw
            if n == 1024:
                st[9] = int(st[9]) + 1
            if n == s0:
                retv = k - 30000
                entering = 0
                continue
            # plain.order_py, inlined, for a removal's moves (the jumps got theirs above)
            i = n
            if entering == 2:
                i = s0
            while i < n:
                m = int(buf[i])
                if m == ttm:
                    sc[i] = 65535
                elif m == k1:
                    sc[i] = 65001
                elif m == k2:
                    sc[i] = 65000
                else:
                    sc[i] = hist[((m >> 8) * 31 + m) & 1023]
                i += 1
            end[k] = n
            idx[k] = s0
            # the first pick needs no scan when the TT move or a killer is there: its score is the
            # highest (65535, then 65001 and 65000; history scores stay at most 60 000) and no other
            # move has it (a removal's moves are scanned)
            fj = ft
            if fj:
                pass
            elif f1:
                fj = f1
            else:
                fj = f2
            if entering == 2:
                fj = 0
            bestv[k] = -32000
            bestm[k] = buf[s0]
            a0[k] = alpha[k]
            entering = 3  # go on to its first move
            continue
        # entering == 3: make the best-scored remaining move at ply k; 0: take back the move that
        # led to the finished node at ply k (whose value is retv). One copy of make/unmake serves
        # both (viper machine code lives in RAM on the Pico).
        if entering == 3:
            # plain.pick_py, inlined: the best-scored remaining move (the first of equals)
            # Scanned from the last back to i, taking equals too, so the first of equals wins; the
            # tests are of values for zero, which cost viper fewer instructions than comparisons
            i = int(idx[k])
            if fj:  # the node's first pick, known from the generator
                j = fj - 1
                fj = 0
            else:
                t = int(end[k]) - 1
                j = t
                best = int(sc[t])
                while t ^ i:
                    t -= 1
                    x = int(sc[t])
                    if (best - x - 1) >> 31:  # x >= best (scores are 16-bit)
                        best = x
                        j = t
            m = int(buf[j])
            if j ^ i:
                buf[j] = buf[i]
                sc[j] = sc[i]
                buf[i] = m
            idx[k] = i + 1
            cur[k] = m
            me = 1 + (ply & 1)
            fv = 0      # what make leaves on the from square, the to square, the jumped squares
            tv = me
            jv = 0
        else:
            if k == 0:
                status = 2
                break
            k -= 1
            m = int(cur[k])
            ply -= 1
            me = 1 + (ply & 1)
            fv = me
            tv = 0
            jv = 3 - me
        # fast.make / fast.unmake, inlined (the same hash change either way)
        frm = m >> 8
        to = m & 255
        h ^= int(z[0]) ^ int(z[me * 256 + frm])
        b[frm] = fv
        # every changed square toggles its hole: on boards up to 8x8 in the bitboards (the from and
        # to squares are me's colour, the jumped ones the opponent's: tm and tj collect them), on
        # bigger ones in hb
        tm = 1 << (int(bit8[frm]) & 31)
        tj = 0
        if bbon:
            pass
        else:
            hb[frm >> 3] = int(hb[frm >> 3]) ^ (1 << (frm & 7))
        if frm ^ to:  # (a removal: frm == to)
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
            b[to] = tv
            h ^= int(z[me * 256 + to])
            if bbon:
                tm ^= 1 << (int(bit8[to]) & 31)
            else:
                hb[to >> 3] = int(hb[to >> 3]) ^ (1 << (to & 7))
            p = frm + d
            zo = opp * 256
            while True:
                b[p] = jv
                h ^= int(z[zo + p])
                if bbon:
                    tj ^= 1 << (int(bit8[p]) & 31)
                else:
                    hb[p >> 3] = int(hb[p >> 3]) ^ (1 << (p & 7))
                if (p + d) ^ to:
                    p += d + d
                else:
                    break
        if me == 1:
            hA ^= tm
            hB ^= tj
        else:
            hB ^= tm
            hA ^= tj
        if entering == 3:
            ply += 1
            k += 1
            beg[k] = end[k - 1]
            alpha[k] = 0 - int(beta[k - 1])
            beta[k] = 0 - int(alpha[k - 1])
            entering = 1
            if limit and nodes >= limit:
                status = 1
                break
            continue
        v = 0 - retv
        f = 0
        bv = (int(bestv[k]) ^ 32768) - 32768
        if v > bv:
            bestv[k] = v
            bestm[k] = m
            ak = (int(alpha[k]) ^ 32768) - 32768
            if v > ak:
                alpha[k] = v
                bk = (int(beta[k]) ^ 32768) - 32768
                if v >= bk:
                    if m != int(killer[2 * k]):
                        killer[2 * k + 1] = killer[2 * k]
                        killer[2 * k] = m
                    hi = ((m >> 8) * 31 + m) & 1023
                    x = int(hist[hi]) + (D - k) * (D - k)
                    if x > 60000:
                        i = 0
                        while i < 1024:
                            hist[i] = int(hist[i]) >> 1
                            i += 1
                        x >>= 1
                    hist[hi] = x
                    f = 2
        if f == 0 and int(idx[k]) >= int(end[k]):
            bv = (int(bestv[k]) ^ 32768) - 32768
            av = (int(a0[k]) ^ 32768) - 32768
            f = 1 if bv > av else 3
        if f:
            # the node is finished: store it (always replace); proven results relative to it
            v = (int(bestv[k]) ^ 32768) - 32768
            retv = v
            if v > 29000:
                v += k
            elif v < -29000:
                v -= k
            slot = h & tmask
            tkey[slot] = h
            tval[slot] = v
            tmove[slot] = bestm[k]
            x = D - k
            if x < 0:
                x = 0
            tinfo[slot] = (x << 2) | f
        else:
            entering = 3
    st[12] = hA
    st[13] = hB
    st[0] = k
    st[1] = entering
    st[2] = retv + 32768
    st[3] = nodes
    st[4] = budget
    st[5] = ply
    st[6] = h
    return status
