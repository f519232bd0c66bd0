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
