# Shared by every bench_*.py script: they run under CPython and the micropython command alike
# and print one JSON object per line (name, value, unit, interpreter).
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


def emit(name, value, unit, **extra):
    # json.dumps key order differs between the two interpreters; build the line by hand.
    if isinstance(value, float):
        value = round(value, 3)
    parts = ['"name": "%s"' % name, '"value": %s' % value, '"unit": "%s"' % unit,
             '"interpreter": "%s"' % INTERP]
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


def heap_peak_reset():
    """Start a heap-peak window (MicroPython only); returns a function giving the peak in bytes."""
    try:
        import micropython
        import gc
        gc.collect()
        base = micropython.mem_current()
        # mem_peak is process-wide; report the peak above the bytes live at the start
        return lambda: micropython.mem_peak() - base
    except (ImportError, AttributeError):
        return None
