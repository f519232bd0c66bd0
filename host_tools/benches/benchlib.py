# Shared by every bench_*.py script: they run under CPython and the micropython command alike
# and print one JSON object per line (name, value, unit, interpreter).
import gc
import os
import sys

try:
    from time import ticks_us, ticks_diff
except ImportError:  # CPython
    import time

    def ticks_us():
        return time.perf_counter_ns() // 1000

    def ticks_diff(a, b):
        return a - b

INTERP = "micropython" if sys.implementation.name == "micropython" else "cpython"


def setup_path():
    here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
    for p in (here + "/../../firmware", here):
        if p not in sys.path:
            sys.path.insert(0, p)
    if INTERP == "micropython":
        # `make bench` precompiles the firmware (BENCH_MPY): imported as on the Pico, not compiled
        # inside the capped heap
        mpy = os.getenv("BENCH_MPY")
        if mpy:
            sys.path.insert(0, mpy)


FIELDS = {}   # fields every row carries (bench_pico: the firmware the emulated Pico runs)


def emit(name, value, unit, **extra):
    # json.dumps key order differs between the two interpreters; build the line by hand.
    if isinstance(value, float):
        value = "%.3f" % value  # MicroPython's round() can print 9.164999999999999
    parts = ['"name": "%s"' % name, '"value": %s' % value, '"unit": "%s"' % unit,
             '"interpreter": "%s"' % INTERP]
    for k in FIELDS:
        extra.setdefault(k, FIELDS[k])
    for k in sorted(extra):
        v = extra[k]
        parts.append('"%s": %s' % (k, ('"%s"' % v) if isinstance(v, str) else v))
    print("{" + ", ".join(parts) + "}")


def time_us(fn, repeat=1):
    """Best-of-3 wall time of `repeat` calls, in microseconds per call."""
    best = None
    for _ in range(3):
        t0 = ticks_us()
        for _ in range(repeat):
            fn()
        dt = ticks_diff(ticks_us(), t0) / repeat
        if best is None or dt < best:
            best = dt
    return best


def heap_live():
    """Bytes live on the MicroPython heap after a collection (None on CPython).
    micropython.mem_peak/mem_current count allocations and are never lowered by the collector,
    so a heap peak is measured by sampling this during the run (or by the smallest heap that
    still completes the run)."""
    try:
        gc.collect()
        return gc.mem_alloc()
    except AttributeError:
        return None


def exists(p):
    try:
        os.stat(p)
        return True
    except OSError:
        return False


def precompile(modules, out):
    """CPython: build the .mpy files of the firmware modules (paths under firmware/, no .py) into
    build/<out>, for a bench's MicroPython run to import as the Pico does."""
    import benchhost
    benchhost.precompile(modules, out)


def min_heap(script, name, modules):
    """CPython: bisect the smallest micropython heap at which `micropython script game` runs to the
    end (fresh processes), and emit it as name."""
    import benchhost
    benchhost.min_heap(script, name, modules)


def live_sampler(base):
    """A function to call between steps that keeps, in most[0], the most live heap seen after a
    collection above base (gc.mem_alloc() before the imports); returns (sample, most)."""
    most = [0]

    def sample():
        gc.collect()
        used = gc.mem_alloc() - base
        if used > most[0]:
            most[0] = used

    return sample, most


class DrawCtx:
    """The little of the app context a view needs to draw."""

    def __init__(self, grid, game):
        self.grid = grid
        self.game = game

    def say(self, text):
        pass

    def now(self):
        return 0


def draw_figures(prefix, view, g):
    """A frame of view.View on game g, on 8x8 and 16x16: <prefix>_draw_8x8 and _16x16."""
    from hw.grid import Grid
    for size in (8, 16):
        grid = Grid(size, size)
        v = view.View(DrawCtx(grid, g))
        t = [0]

        def frame():
            t[0] += 37
            v.draw(grid, t[0])

        emit("%s_draw_%dx%d" % (prefix, size, size), time_us(frame, 20), "us")
