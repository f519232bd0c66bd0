# portable
# The computer opponent stays lean on the Pico: its fast loops (viper on MicroPython) agree with
# the plain-Python references, every value the search keeps fits a Pico small int (|x| < 2**30:
# bigger ints would be allocated on the heap there; the unix port's 62-bit ints would hide that),
# and once warmed up, a search in 16-node slices (as the view runs it) and starting a new search
# of a same-size board allocate nothing at all (checked with the heap locked under MicroPython).
import sys

from core.rng import Rng
from games.konane.rules import (Board, movebuf, HIBISCUS, JASMINE, make_fn, unmake_fn, make_py,
                                unmake_py)
from games.konane.ai import (Search, evaluate, evaluate_py, eval_fn, order_fn, order_py, pick_fn,
                             pick_py, WIN, INF, MAXPLY)

SMALL = 1 << 30
MPY = sys.implementation.name == "micropython"


def random_boards(n, seed):
    """Every position of one random game on an n x n board (the same Board, moved on)."""
    bd = Board(n)
    rng = Rng(seed)
    buf = movebuf(4 * n * n)
    while True:
        yield bd
        k = bd.gen(buf)
        if not k:
            return
        bd.make(buf[rng.below(k)])


def old_evaluate(bd):
    # the evaluation as it was first written, from the separate scans
    me = 1 + (bd.ply & 1)
    mm = bd.mobility_py(me)
    if mm == 0:
        return -WIN
    opp = 3 - me
    return 2 * (bd.movers_py(me) - bd.movers_py(opp)) + mm - bd.mobility_py(opp)


def test_fast_evaluate_matches_the_reference():
    seen = 0
    for n, seed in ((4, 1), (6, 2), (8, 3), (8, 4), (14, 5)):
        for bd in random_boards(n, seed):
            if bd.ply < 2:
                continue
            want = old_evaluate(bd)
            cells = bd.cells
            assert evaluate_py(bd.b, cells, len(cells), bd.w, 1 + (bd.ply & 1)) == want
            assert eval_fn(bd.b, cells, len(cells), bd.w, 1 + (bd.ply & 1)) == want
            assert evaluate(bd) == want
            seen += 1
    assert seen > 60


def test_fast_make_unmake_match_the_reference():
    buf = movebuf(800)
    checked = 0
    for n, seed in ((4, 7), (8, 8), (14, 9)):
        for bd in random_boards(n, seed):
            me = 1 + (bd.ply & 1)
            before = bytes(bd.b)
            for i in range(bd.gen(buf)):
                m = buf[i]
                a = bytearray(before)
                c = bytearray(before)
                da = make_fn(a, bd.z, m, me, bd.w)
                dc = make_py(c, bd.z, m, me, bd.w)
                assert a == c and da == dc and 0 <= da < SMALL
                assert unmake_fn(a, bd.z, m, me, bd.w) == da  # the same squares change back
                assert unmake_py(c, bd.z, m, me, bd.w) == dc
                assert bytes(a) == before and bytes(c) == before
                checked += 1
    assert checked > 200


def test_fast_order_and_pick_match_the_reference():
    rng = Rng(5)
    for trial in range(40):
        n = 1 + rng.below(30)
        moves = [0x1100 + rng.below(8) * 257 + rng.below(200) for _ in range(n)]  # with repeats
        hist = movebuf(1024)
        for i in range(1024):
            hist[i] = rng.below(70) if trial & 1 else 0  # ties too
        s = rng.below(4)
        ttm, k1, k2 = moves[rng.below(n)], moves[rng.below(n)], 0x2233
        a, b = movebuf(40), movebuf(40)
        sa, sb = movebuf(40), movebuf(40)
        for i in range(n):
            a[s + i] = b[s + i] = moves[i]
        order_fn(a, sa, hist, s, s + n, ttm, k1, k2)
        order_py(b, sb, hist, s, s + n, ttm, k1, k2)
        assert list(sa) == list(sb)
        for i in range(s, s + n):  # picking them one by one gives the same order
            assert pick_fn(a, sa, i, s + n) == pick_py(b, sb, i, s + n)
            assert list(a) == list(b)


def test_keys_hashes_and_scores_stay_pico_small_ints():
    z = Board(8).z
    assert len(z) == 3 * 256
    for i in range(len(z)):
        assert 0 <= z[i] < SMALL  # so every xor of them (a hash) is below 2**30 too
    for bd in random_boards(8, 11):
        assert 0 <= bd.hash < SMALL
    assert INF < SMALL and WIN < INF
    # a real search: everything it stored in its tables, and its results
    s = Search()
    for bd in random_boards(8, 12):
        if bd.ply == 12:
            break
    s.think(bd, MAXPLY - 1, 0, 3000, 16)
    assert s.nodes >= 3000 and s.depth >= 3
    assert -INF < s.score < INF
    for i in range(len(s.tkey)):
        assert 0 <= s.tkey[i] < SMALL
        assert -INF <= s.tval[i] <= INF
    for i in range(len(s.hist)):
        assert s.hist[i] <= 60000
    assert 0 <= s.best < 65536


def heap_locked(fn):
    """Run fn with the MicroPython heap locked (any allocation raises MemoryError); on CPython
    just run it. Returns fn's result."""
    if not MPY:
        return fn()
    import gc
    import micropython
    gc.collect()
    micropython.heap_lock()
    try:
        return fn()
    finally:
        micropython.heap_unlock()


def test_search_slices_and_restarts_allocate_nothing():
    boards = []
    for bd in random_boards(8, 21):
        if bd.ply in (2, 9, 20):
            boards.append(bd.copy())
    assert len(boards) == 3
    s = Search()
    # warm-up: the first search in a process allocates once (its board copy; MicroPython
    # also builds a few things at first use)
    s.think(boards[0], MAXPLY - 1, 0, 200, 16)
    state = [0, 0]

    def run():
        # per board: start (reuses the board copy), then 16-node slices, as the view's task does
        for bd in boards:
            s.start(bd, MAXPLY - 1, 0, 1500)
            while not s.step(16):
                state[1] += 1
            state[0] += s.nodes
        return s.best

    if MPY:
        import gc
        gc.collect()
        gc.disable()
        a = gc.mem_alloc()
        heap_locked(run)
        used = gc.mem_alloc() - a
        gc.enable()
        assert used == 0, used
    else:
        run()
    assert state[0] >= 3 * 1500 and state[1] > 200
