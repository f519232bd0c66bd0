# Kōnane figures: perft(8x8, 6) time and nodes/s, AI search nodes/s, the cost of searching in
# small resumable slices, and (MicroPython) the bytes allocated per search node and the heap
# peak of a whole AI-vs-AI 8x8 game.
#   .venv/bin/python host_tools/benches/bench_konane.py
#   .venv/bin/micropython -X heapsize=128K host_tools/benches/bench_konane.py
import gc

import benchlib

benchlib.setup_path()

from games.konane.rules import Board, movebuf  # noqa: E402
from games.konane.plain import perft  # noqa: E402
from games.konane.search import Search, MAXPLY  # noqa: E402
from benchlib import emit, ticks_us, ticks_diff, INTERP  # noqa: E402

MPY = INTERP == "micropython"


def bench_perft():
    bd = Board(8)
    n = perft(bd, 6)
    dt = benchlib.time_us(lambda: perft(bd, 6))  # best of 3
    emit("konane_perft_8x8_d6_leaves", n, "positions")
    emit("konane_perft_8x8_d6_time", int(dt), "us")
    emit("konane_perft_8x8_d6_rate", int(n * 1e6 / dt), "leaves/s")


def midgame(plies=8):
    bd = Board(8)
    buf = movebuf(256)
    x = 12345
    for _ in range(plies):
        n = bd.gen(buf)
        x = (x * 1103515245 + 12345) & 0x3FFFFFFF
        bd.make(buf[x % n])
    return bd


def bench_search(nodes, slice_nodes, name):
    bd = midgame()
    s = Search()
    s.think(bd, MAXPLY - 1, 0, nodes, slice_nodes)
    # best of 3, each from an empty table (a fresh Search, whose allocation is timed too)
    dt = benchlib.time_us(lambda: Search().think(bd, MAXPLY - 1, 0, nodes, slice_nodes))
    rate = s.nodes * 1e6 / dt
    emit(name, int(rate), "nodes/s", depth=s.depth, nodes=s.nodes)
    return rate


def bench_alloc():
    """Bytes the search allocates per node in 16-node slices (as the view runs it), after a warm-up
    search, and when a new search of a same-size board starts. gc is disabled while measuring, so
    gc.mem_alloc() counts every byte; the test (test_konane_ai_lean.py) holds this at 0."""
    bd = midgame()
    s = Search()
    s.think(bd, MAXPLY - 1, 0, 300, 16)  # warm-up: the first search allocates its board copy
    gc.collect()
    gc.disable()
    a = gc.mem_alloc()
    s.start(bd, MAXPLY - 1, 0, 3000)
    started = gc.mem_alloc() - a
    while not s.step(16):
        pass
    used = gc.mem_alloc() - a - started
    gc.enable()
    emit("konane_ai_bytes_per_node", used / s.nodes, "bytes", nodes=s.nodes, slice_nodes=16,
         note="after warm-up; small ints are 62-bit here, 31-bit on the Pico: values are kept below 2**30")
    emit("konane_ai_start_bytes", started, "bytes", note="starting a search of a same-size board")


def ai_game(nodes, s, probe=None):
    """The AI plays both sides of an 8x8 game, in 16-node slices as the view runs it."""
    bd = Board(8)
    buf = movebuf(256)
    while bd.gen(buf):
        s.start(bd, MAXPLY - 1, 0, nodes)
        while not s.step(16):
            if probe:
                probe()
        bd.make(s.best)
    return bd.ply


def main():
    bench_perft()
    n = 3000 if MPY else 20000
    big = bench_search(n, 100000, "konane_ai_nodes_per_s")
    small = bench_search(n, 16, "konane_ai_nodes_per_s_16_node_slices")
    emit("konane_ai_slice_overhead", int(1000 * (big - small) / big) / 10, "%")
    if MPY:
        bench_alloc()
        # Live heap: collect and sample gc.mem_alloc() between every 16-node slice (nothing the
        # search keeps is created inside a slice, so this is the true live peak of the game).
        gc.collect()
        base = gc.mem_alloc()  # the interpreter and imported modules (compiled from .py here)
        s = Search()
        gc.collect()
        arrays = gc.mem_alloc() - base
        peak = [0]

        def probe():
            gc.collect()
            a = gc.mem_alloc()
            if a > peak[0]:
                peak[0] = a

        plies = ai_game(400, s, probe)
        emit("konane_ai_search_arrays", arrays, "bytes", note="TT 512 entries + move buffer + tables + holes bitset, lowest-bit table and movers stamps")
        emit("konane_ai_game_live_heap_peak", peak[0] - base, "bytes", plies=plies, nodes_per_move=400,
             note="above the modules: search arrays + board copy + game")
        emit("konane_ai_game_heap_in_use_peak", peak[0], "bytes", heap="128K", note="whole heap incl. modules")
    else:
        t0 = ticks_us()
        plies = ai_game(400, Search())
        emit("konane_ai_game_400_nodes_per_move", ticks_diff(ticks_us(), t0) // 1000, "ms", plies=plies)


main()
