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
# are its first two parameters, so the hottest scratch variable, x, is one (the caller passes 0):
# the evaluation's counts, the pick's scan, the generator's new move, make/unmake's jumped square.
# Viper compiles a comparison to a flag, then tests the flag: a test of a value for zero (`if a ^
# b:` for a != b, `if not (a ^ b):` for a == b, `ply >> 1` for ply >= 2) is a few instructions
# fewer, and the hot paths use them. (Issue 49: these made a node ~9 % cheaper on the emulated
# Pico; the code only: the same nodes, the same tree.)
import micropython


@micropython.viper
def run(b: ptr8, x: int, arr) -> int:
    # arr: the other arrays and sizes, one tuple (Search.args: a call of many arguments cost the
    # Pico ~65 us of attribute look-ups a slice)
    z = ptr32(arr[0])
    hb = ptr8(arr[1])
    nb = int(arr[2])
    w = int(arr[3])
    st = ptr32(arr[4])
    buf = ptr16(arr[5])
    sc = ptr16(arr[6])
    alpha = ptr16(arr[7])
    beta = ptr16(arr[8])
    a0 = ptr16(arr[9])
    bestv = ptr16(arr[10])
    bestm = ptr16(arr[11])
    cur = ptr16(arr[12])
    beg = ptr16(arr[13])
    idx = ptr16(arr[14])
    end = ptr16(arr[15])
    killer = ptr16(arr[16])
    hist = ptr16(arr[17])
    tkey = ptr32(arr[18])
    tval = ptr16(arr[19])
    tmove = ptr16(arr[20])
    tinfo = ptr8(arr[21])
    tmask = int(arr[22])
    low = ptr8(arr[23])
    bit8 = ptr8(arr[24])
    sq = ptr8(arr[25])
    df = ptr8(arr[26])
    # st: k, entering, retv + 32768, nodes, budget, ply, hash, D, node limit, truncated (added to),
    # end of a removal's moves, then (16-20) the evaluation's weights and the reduction's depth and
    # count (search.WEIGHTS, LMR), (21) the searches started since the last slice. df: the depth left at each ply (df[k]), then each ply's re-search
    # flag (df[65 + k]: 1 its move is searched with a null window, 2 also a ply shallower, 3 the
    # same move is to be searched again in full). Returns 0 (budget spent), 1 (node limit: the search stops),
    # 2 (the root is finished: Python ends the iteration), 3 (entering a removal node: Python puts
    # its moves in buf and calls again with entering = 2)
    k = int(st[0])
    entering = int(st[1])
    retv = int(st[2]) - 32768
    nodes = int(st[3])
    budget = int(st[4])
    ply = int(st[5])
    h = int(st[6])
    limit = int(st[8])
    lmrd = int(st[19]) - 1  # (compared with the child's depth)
    lmrn = int(st[20])
    status = 0
    x = int(st[21])
    if x:  # the searches started since the last slice (Search.start): age the tables, once each
        st[21] = 0
        i = 0
        while i < 128:  # the killers cleared
            killer[i] = 0
            i += 1
        x += x  # the history quartered
        if x > 16:
            x = 16
        i = 0
        while i < 1024:
            hist[i] = int(hist[i]) >> x
            i += 1
        i = 0
        while i <= tmask:  # the pairs' first entries: depth 0
            tinfo[i] = int(tinfo[i]) & 3
            i += 2
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
    k08 = 0x08080808
    # the squares with a square of the board on their right, left, above, below (eRa: Hibiscus'
    # squares with one on their right), for the evaluation's pieces open to a capture
    eRa = (onB & k0f) | ((onB >> 1) & k70)
    eLa = ((onB << 1) & k0e) | (onB & kf0)
    eUa = (onB << 4) & m32
    eDa = (onB >> 4) & 0x0FFFFFFF
    eRb = ((onA >> 1) & k07) | (onA & kf0)
    eLb = (onA & k0f) | ((onA << 1) & ke0)
    eUb = (onA << 4) & m32
    eDb = (onA >> 4) & 0x0FFFFFFF
    z0 = int(z[0])  # the side to move's key
    wj = int(st[16])  # the evaluation's weights (search.WEIGHTS)
    wm = int(st[17])
    wv = int(st[18])
    # (budget never goes below 0; ply, rem and k neither: tests of them for zero, or of ply >> 1
    # for ply < 2, cost viper fewer instructions than comparisons, as do the tests of a ^ b for a
    # != b throughout)
    while budget or not (entering ^ 3):  # a node entered with the last budget still descends
        if entering and entering ^ 3:
            if not (ply >> 1) and not (entering ^ 1):
                status = 3
                break
            budget -= 1
            nodes += 1
            rem = int(df[k])
            slot = h & tmask
            ttm = 0
            info = int(tinfo[slot])
            if not info or int(tkey[slot]) ^ h:
                slot ^= 1
                info = int(tinfo[slot])
            if info and not (int(tkey[slot]) ^ h):
                ttm = int(tmove[slot])
                if k and (info >> 2) >= rem:
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
            if not rem and ply >> 1:  # the removals are searched through, never scored
                # plain.evaluate_py, inlined: for each side its jumps, its pieces that can jump
                # and its pieces open to a capture now or later (an enemy piece next to it, a
                # square of the board on the other side), weighted by search.WEIGHTS
                if bbon:
                    # boards up to 8x8: from bitboards, a word a colour, a bit a square of that
                    # colour (r * 4 + c // 2: Hibiscus' squares in A, Jasmine's in B), pieces and
                    # holes; jumps keep r + c's parity (Search.start checks the position). A
                    # square's neighbours are the other colour's: up and down 4 bits on, right and
                    # left the same bit or the next, by row parity
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
                    # open to a capture now or later: an enemy piece on one side, a square of the
                    # board on the other (eRa: an A square with a square on its right, ...)
                    vA = pA & ((nRa & eLa) | (nLa & eRa) | (dB & eUa) | (uB & eDa))
                    vB = pB & ((nRb & eLb) | (nLb & eRb) | (dA & eUb) | (uA & eDb))
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
                    # the differences of the counts, a byte at a time (a SWAR popcount of each
                    # word, then 8 + Hibiscus' byte - Jasmine's, at most 16 a byte, summed by one
                    # multiply into the top byte, less 4 x 8)
                    x = mA - ((mA >> 1) & k55)
                    x = (x & k33) + ((x >> 2) & k33)
                    s = ((x + (x >> 4)) & k0f) + k08
                    x = mB - ((mB >> 1) & k55)
                    x = (x & k33) + ((x >> 2) & k33)
                    s -= (x + (x >> 4)) & k0f
                    j = (((s * 0x01010101) >> 24) & 255) - 32  # movers
                    x = vA - ((vA >> 1) & k55)
                    x = (x & k33) + ((x >> 2) & k33)
                    s = ((x + (x >> 4)) & k0f) + k08
                    x = vB - ((vB >> 1) & k55)
                    x = (x & k33) + ((x >> 2) & k33)
                    s -= (x + (x >> 4)) & k0f
                    s = (((s * 0x01010101) >> 24) & 255) - 32  # open to a capture
                    x = wm * j - wv * s
                else:
                    # bigger boards, and set-up positions with pieces off their colour's squares:
                    # a scan of the pieces. Hibiscus' counts in the low 16 bits, Jasmine's above
                    c1 = 0  # jumps
                    j = 0   # pieces that can jump
                    s = 0   # pieces open to a capture
                    nw = 0 - w
                    p = w + 1
                    e = w * w - w - 1
                    while p < e:
                        t = p
                        p += 1
                        x = int(b[t])
                        if x == 0 or x == 3:
                            continue
                        inc = 1 if x == 1 else 65536
                        y = 3 - x
                        c2 = 0   # this piece's jumps
                        mA = 0   # open to a capture
                        i = 0
                        while i < 4:
                            d = 1
                            if i == 1:
                                d = -1
                            elif i == 2:
                                d = w
                            elif i == 3:
                                d = nw
                            i += 1
                            q = t + d
                            if int(b[q]) == y:
                                if int(b[t - d]) != 3:
                                    mA = 1
                                while int(b[q]) == y and int(b[q + d]) == 0:
                                    c2 += 1
                                    q += d + d
                        c1 += c2 * inc
                        if c2:
                            j += inc
                        if mA:
                            s += inc
                    c2 = c1 >> 16
                    c1 &= 65535
                    x = wm * ((j & 65535) - (j >> 16)) - wv * ((s & 65535) - (s >> 16))
                # x: Hibiscus' side of the movers' and the open pieces' terms; c1, c2: the jumps
                # (no move: lost at ply k; a computed score stays far from 30000: |v| < 25 000
                # even on 14x14)
                if me & 1:
                    if c1:
                        retv = x + wj * (c1 - c2)
                    else:
                        retv = k - 30000
                elif c2:
                    retv = wj * (c2 - c1) - x
                else:
                    retv = k - 30000
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
            if not (entering ^ 2):
                n = int(st[10])
            elif bbon:
                # boards up to 8x8: only the holes some jump lands on (the bitboards say which),
                # in board order, then the same walks as below. jt: a bit a square of me's colour
                # (r * 4 + c // 2), set where a jump lands; sq[32 x (me - 1) + bit] is its square
                if me & 1:
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
                while not hx and bi < nbs:
                    if bbon:
                        hx = (jt >> (bi << 3)) & 255
                    else:
                        hx = int(hb[bi])
                    bi += 1
                if not hx:
                    break
                t = ((bi - 1) << 3) + int(low[hx])
                if bbon:
                    t = int(sq[sqo + t])
                hx &= hx - 1
                # right: the first own piece at an even distance behind opponent/hole pairs
                q = t + 1
                while not (int(b[q]) ^ opp):
                    s = int(b[q + 1])
                    if not (s ^ me):
                        if n ^ 1024:  # (n never passes 1024)
                            x = ((q + 1) << 8) | t  # (the move in x, a register)
                            buf[n] = x
                            # its ordering score (plain.order_py): TT move, killers, history
                            if not (x ^ ttm):
                                sc[n] = 65535
                                ft = n + 1
                            elif not (x ^ k1):
                                sc[n] = 65001
                                f1 = n + 1
                            elif not (x ^ k2):
                                sc[n] = 65000
                                f2 = n + 1
                            else:
                                sc[n] = hist[((x >> 8) * 31 + x) & 1023]
                            n += 1
                        break
                    if s:
                        break
                    q += 2
                # left: the first own piece at an even distance behind opponent/hole pairs
                q = t - 1
                while not (int(b[q]) ^ opp):
                    s = int(b[q - 1])
                    if not (s ^ me):
                        if n ^ 1024:  # (n never passes 1024)
                            x = ((q - 1) << 8) | t  # (the move in x, a register)
                            buf[n] = x
                            # its ordering score (plain.order_py): TT move, killers, history
                            if not (x ^ ttm):
                                sc[n] = 65535
                                ft = n + 1
                            elif not (x ^ k1):
                                sc[n] = 65001
                                f1 = n + 1
                            elif not (x ^ k2):
                                sc[n] = 65000
                                f2 = n + 1
                            else:
                                sc[n] = hist[((x >> 8) * 31 + x) & 1023]
                            n += 1
                        break
                    if s:
                        break
                    q -= 2
                # down: the first own piece at an even distance behind opponent/hole pairs
                q = t + w
                while not (int(b[q]) ^ opp):
                    s = int(b[q + w])
                    if not (s ^ me):
                        if n ^ 1024:  # (n never passes 1024)
                            x = ((q + w) << 8) | t  # (the move in x, a register)
                            buf[n] = x
                            # its ordering score (plain.order_py): TT move, killers, history
                            if not (x ^ ttm):
                                sc[n] = 65535
                                ft = n + 1
                            elif not (x ^ k1):
                                sc[n] = 65001
                                f1 = n + 1
                            elif not (x ^ k2):
                                sc[n] = 65000
                                f2 = n + 1
                            else:
                                sc[n] = hist[((x >> 8) * 31 + x) & 1023]
                            n += 1
                        break
                    if s:
                        break
                    q += w + w
                # up: the first own piece at an even distance behind opponent/hole pairs
                q = t + nw
                while not (int(b[q]) ^ opp):
                    s = int(b[q + nw])
                    if not (s ^ me):
                        if n ^ 1024:  # (n never passes 1024)
                            x = ((q + nw) << 8) | t  # (the move in x, a register)
                            buf[n] = x
                            # its ordering score (plain.order_py): TT move, killers, history
                            if not (x ^ ttm):
                                sc[n] = 65535
                                ft = n + 1
                            elif not (x ^ k1):
                                sc[n] = 65001
                                f1 = n + 1
                            elif not (x ^ k2):
                                sc[n] = 65000
                                f2 = n + 1
                            else:
                                sc[n] = hist[((x >> 8) * 31 + x) & 1023]
                            n += 1
                        break
                    if s:
                        break
                    q += nw + nw
            if not (n ^ 1024):
                st[9] = int(st[9]) + 1
            if not (n ^ s0):
                retv = k - 30000
                entering = 0
                continue
            # plain.order_py, inlined, for a removal's moves (the jumps got theirs above)
            i = n
            if not (entering ^ 2):
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
            if not (entering ^ 2):
                fj = 0
            bestv[k] = -32000
            bestm[k] = buf[s0]
            a0[k] = alpha[k]
            entering = 3  # go on to its first move
            continue
        # entering == 3: make the best-scored remaining move at ply k; 0: take back the move that
        # led to the finished node at ply k (whose value is retv). One copy of make/unmake serves
        # both (viper machine code lives in RAM on the Pico).
        if not (entering ^ 3):
            # plain.pick_py, inlined: the best-scored remaining move (the first of equals)
            # Scanned from the last back to i, taking equals too, so the first of equals wins; the
            # tests are of values for zero, which cost viper fewer instructions than comparisons
            i = int(idx[k])
            if fj:  # the node's first pick, known from the generator (or the move searched again)
                j = fj - 1
                fj = 0
            else:
                x = int(end[k]) - 1  # (x, a register, the place scanned)
                j = x
                best = int(sc[x]) - 1  # the best score less one
                while x ^ i:
                    x -= 1
                    if (best - int(sc[x])) >> 31:  # sc[x] >= the best (scores are 16-bit)
                        best = int(sc[x]) - 1
                        j = x
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
            if not k:
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
        zm = me << 8
        h ^= z0 ^ int(z[zm + frm])
        b[frm] = fv
        # every changed square toggles its hole: on boards up to 8x8 in the bitboards (the from and
        # to squares are me's colour, the jumped ones the opponent's: tm and tj collect them), on
        # bigger ones in hb
        if frm ^ to:  # (a removal: frm == to)
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
            h ^= int(z[zm + to])
            x = frm + d  # the jumped squares (x: a register)
            zo = 768 - zm  # the opponent's keys
            if bbon:
                tm = (1 << (int(bit8[frm]) & 31)) ^ (1 << (int(bit8[to]) & 31))
                tj = 0
                while True:
                    b[x] = jv
                    h ^= int(z[zo + x])
                    tj ^= 1 << (int(bit8[x]) & 31)
                    if (x + d) ^ to:
                        x += d + d
                    else:
                        break
                if me & 1:
                    hA ^= tm
                    hB ^= tj
                else:
                    hB ^= tm
                    hA ^= tj
            else:
                hb[frm >> 3] = int(hb[frm >> 3]) ^ (1 << (frm & 7))
                hb[to >> 3] = int(hb[to >> 3]) ^ (1 << (to & 7))
                while True:
                    b[x] = jv
                    h ^= int(z[zo + x])
                    hb[x >> 3] = int(hb[x >> 3]) ^ (1 << (x & 7))
                    if (x + d) ^ to:
                        x += d + d
                    else:
                        break
        elif bbon:
            if me & 1:
                hA ^= 1 << (int(bit8[frm]) & 31)
            else:
                hB ^= 1 << (int(bit8[frm]) & 31)
        else:
            hb[frm >> 3] = int(hb[frm >> 3]) ^ (1 << (frm & 7))
        if not (entering ^ 3):
            ply += 1
            k += 1
            beg[k] = end[k - 1]
            # the child's window and depth (plain.run_py's twin): after a node's first move, a
            # null window (alpha, alpha + 1), so a move that only proves worse costs less (one that
            # might be better is searched again in full); late moves also a ply shallower (the
            # ordering put them last: they rarely matter). Not for the removals, nor a move
            # searched again. Windows in 16 bits: -a and beta - alpha need no sign extension
            a = int(alpha[k - 1])
            alpha[k] = 0 - int(beta[k - 1])
            beta[k] = 0 - a
            x = int(df[k - 1]) - 1
            if x < 0:
                x = 0
            f = int(df[64 + k])
            df[64 + k] = 0
            if f ^ 3 and ply > 2:
                i = int(idx[k - 1]) - int(beg[k - 1])  # the move's place in the node's order
                if i > 1:
                    if ((int(beta[k - 1]) - a) & 0xFFFF) > 1:
                        alpha[k] = 0 - a - 1
                        df[64 + k] = 1
                    if x >= lmrd and i > lmrn:
                        x -= 1
                        df[64 + k] = 2
            df[k] = x
            entering = 1
            if limit and nodes >= limit:
                status = 1
                break
            continue
        v = 0 - retv
        f = 0
        x = int(df[65 + k])
        if x:  # a null-window or shallower search of the move (see above)
            df[65 + k] = 0
            ak = (int(alpha[k]) ^ 32768) - 32768
            if v > ak:
                bk = (int(beta[k]) ^ 32768) - 32768
                if not (x ^ 2) or v < bk:  # it may be better than the best so far: search it in full
                    df[65 + k] = 3
                    i = int(idx[k]) - 1  # picked again: where the pick put it
                    idx[k] = i
                    fj = i + 1
                    entering = 3
                    continue
        bv = (int(bestv[k]) ^ 32768) - 32768
        if v > bv:
            bestv[k] = v
            bestm[k] = m
            ak = (int(alpha[k]) ^ 32768) - 32768
            if v > ak:
                alpha[k] = v
                bk = (int(beta[k]) ^ 32768) - 32768
                if v >= bk:
                    if m ^ int(killer[2 * k]):
                        killer[2 * k + 1] = killer[2 * k]
                        killer[2 * k] = m
                    hi = ((m >> 8) * 31 + m) & 1023
                    x = int(df[k])
                    x = int(hist[hi]) + x * x
                    if x > 60000:
                        i = 0
                        while i < 1024:
                            hist[i] = int(hist[i]) >> 1
                            i += 1
                        x >>= 1
                    hist[hi] = x
                    f = 2
        if not f and int(idx[k]) >= int(end[k]):
            bv = (int(bestv[k]) ^ 32768) - 32768
            av = (int(a0[k]) ^ 32768) - 32768
            f = 1 if bv > av else 3
        if f:
            # the node is finished: store it (search.Search.__init__: the pair's first entry for
            # the deeper result, the second for the newest); proven results relative to it
            v = (int(bestv[k]) ^ 32768) - 32768
            retv = v
            if v > 29000:
                v += k
            elif v < -29000:
                v -= k
            slot = h & (tmask ^ 1)
            x = int(df[k])
            if int(tkey[slot]) ^ h and (int(tinfo[slot]) >> 2) > x:
                slot += 1
            tkey[slot] = h
            tval[slot] = v
            tmove[slot] = bestm[k]
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
