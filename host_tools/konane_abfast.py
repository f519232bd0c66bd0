# konane_match.AlphaBeta's search in viper (MicroPython only; CPython cannot import this file):
# the same plain alpha-beta on mobility, the same moves in the same order, the same values, node
# for node (tests/konane/test_konane_abfast.py compares them), several times quicker than its
# Python loop, so the bench's matches against the 5- and 6-ply players take a minute, not ten.
# Its moves and their make and unmake are the game's own viper (games/konane/fast.py).
import micropython

from games.konane.fast import gen, make, unmake


@micropython.viper
def ab(b: ptr8, z: ptr32, cells: ptr8, nc: int, w: int, me: int, depth: int, alpha: int,
       beta: int, buf: ptr16, sp: int, lim: int) -> int:
    """AlphaBeta._ab on the padded board b (z: its Zobrist keys, for make and unmake) for `me`
    (1 or 2) to move: its moves go in buf[sp:lim] (the game's own viper generator, fast.gen: the
    holes in board order, each direction right, left, down, up)."""
    opp = 3 - me
    k = int(gen(b, cells, nc, w, me, buf, sp, lim))
    if k == sp:
        return -1000 - depth
    if depth == 0:  # the jump counts of both sides
        return k - int(gen(b, cells, nc, w, opp, buf, sp, lim))
    i = sp
    while i < k:
        m = int(buf[i])
        i += 1
        make(b, z, m, me, w)
        v = 0 - int(ab(b, z, cells, nc, w, opp, depth - 1, 0 - beta, 0 - alpha, buf, k, lim))
        unmake(b, z, m, me, w)
        if v > alpha:
            alpha = v
            if alpha >= beta:
                break
    return alpha
