# Ka Pai figures: a full random solo game (uniform random legal actions, listing them included),
# its replay (what an undo costs at the end of a game), the scoring, a frame of the view on 8x8 and
# 16x16; under MicroPython the most live heap a full game needs, and from the CPython run the
# smallest `micropython -X heapsize` that plays one (as bench_kawa.py does; the same caveats:
# micropython.mem_peak counts allocations, not live bytes, so it is not used).
import gc
import sys

import benchlib

benchlib.setup_path()
HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
MPY = HERE + "/../../build/mpy-kapai"
KAPAI = ("games/__init__", "games/registry", "core/compat", "games/kapai/__init__",
         "games/kapai/codes", "games/kapai/sheet", "games/kapai/rules", "games/kapai/moves",
         "games/kapai/grid", "core/__init__", "core/errors", "core/rng", "ui/__init__", "ui/keys",
         "ui/palette", "ui/draw", "hw/__init__", "hw/grid")


source = "source"
if benchlib.INTERP == "micropython" and benchlib.exists(MPY + "/games/kapai/rules.mpy"):
    sys.path.insert(0, MPY)
    source = "mpy"

gc.collect()
heap_base = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0
from games.kapai import rules as R          # noqa: E402
from games.kapai.moves import legal_actions
from core.rng import Rng                    # noqa: E402

SEED = 2019


def random_game(seed, sample=None):
    g = R.Game(R.make_setup(seed))
    rng = Rng(seed + 1)
    log = bytearray()
    while not g.over():
        acts = legal_actions(g)
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
    sample, most = benchlib.live_sampler(heap_base)
    g, log = random_game(SEED, sample)
    benchlib.emit("kapai_heap_live_max_full_solo_game", most[0], "bytes", modules=source,
                  includes="the rules modules, one Game, its action log, between actions")
    benchlib.emit("kapai_save_log_bytes_full_solo_game", len(log), "bytes")


def min_heap():
    """CPython: bisect the smallest micropython heap that plays a whole game (fresh processes)."""
    benchlib.min_heap(__file__, "kapai_min_micropython_heap_full_solo_game",
                      "mpy" if benchlib.exists(MPY + "/games/kapai/rules.mpy") else "source")


def time_figures():
    benchlib.emit("kapai_full_solo_game", benchlib.time_us(lambda: random_game(SEED)), "us",
                  note="random legal actions, listing them included")
    g, log = random_game(SEED)
    benchlib.emit("kapai_replay_full_solo_game", benchlib.time_us(lambda: replay(SEED, log)), "us",
                  bytes=len(log))
    benchlib.emit("kapai_score_full_sheet", benchlib.time_us(g.total, 20), "us")


def draw_figures():
    from games.kapai import grid as V
    g = R.Game(R.make_setup(SEED))      # half a sheet, a symbol to draw: the busiest frame
    rng = Rng(SEED)
    while g.drawn < 20 or g.phase != R.PH_DRAW:
        acts = legal_actions(g)
        g.apply(acts[rng.below(len(acts))])
    benchlib.draw_figures("kapai", V, g)


if len(sys.argv) > 1 and sys.argv[1] == "game":   # one game and nothing else, for min_heap()
    random_game(SEED)
elif benchlib.INTERP == "micropython":
    heap_figure()
    time_figures()
    draw_figures()
else:
    benchlib.precompile(KAPAI, "mpy-kapai")
    min_heap()
    time_figures()
    draw_figures()
