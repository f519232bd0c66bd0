# konane_match.AlphaBeta's search in viper (MicroPython only; CPython cannot import this file):
# the same plain alpha-beta on mobility, the same moves in the same order, the same values, node
# for node (tests/konane/test_konane_abfast.py compares them), several times quicker than its
# Python loop, so the bench's matches against the 5- and 6-ply players take a minute, not ten.
import micropython


@micropython.viper
def ab(b: ptr8, cells: ptr8, nc: int, w: int, me: int, depth: int, alpha: int, beta: int,
       buf: ptr16, sp: int) -> int:
    """AlphaBeta._ab on the padded board b for `me` (1 or 2) to move: its moves go in buf[sp:]
    (rules' generator order: the holes in board order, each direction right, left, down, up)."""
    opp = 3 - me
    if depth == 0:  # the jump counts of both sides (no move for me: lost)
        c1 = 0
        c2 = 0
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
                if x == 1 or x == 2:
                    y = 3 - x
                    while b[q] == x:
                        s = b[q + d]
                        if s == y:
                            if y == me:
                                c1 += 1
                            else:
                                c2 += 1
                            break
                        if s != 0:
                            break
                        q += d + d
        if c1 == 0:
            return -1000
        return c1 - c2
    k = sp
    i = 0
    while i < nc:  # rules.gen's scan of the holes
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
                    buf[k] = ((q + d) << 8) | t
                    k += 1
                    break
                if s != 0:
                    break
                q += d + d
    if k == sp:
        return -1000 - depth
    i = sp
    while i < k:
        m = int(buf[i])
        i += 1
        frm = m >> 8
        to = m & 255
        diff = to - frm
        d = w
        if diff > 0:
            if diff < w:
                d = 1
        elif diff > 0 - w:
            d = -1
        else:
            d = 0 - w
        b[frm] = 0
        b[to] = me
        p = frm + d
        while True:
            b[p] = 0
            if p + d == to:
                break
            p += d + d
        v = 0 - int(ab(b, cells, nc, w, opp, depth - 1, 0 - beta, 0 - alpha, buf, k))
        b[frm] = me
        b[to] = 0
        p = frm + d
        while True:
            b[p] = opp
            if p + d == to:
                break
            p += d + d
        if v > alpha:
            alpha = v
            if alpha >= beta:
                break
    return alpha
