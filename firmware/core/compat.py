# Small shims so firmware modules run unchanged on CPython and MicroPython.
# Modules that want mpy-cross to fold constants import const straight from micropython with the
# same fallback; this module is for everything else. (No native/viper shims here: MicroPython only
# compiles them when written literally as @micropython.native, so they live in MicroPython-only
# modules such as hw/fast.py, with a pure-Python twin the tests compare.)

try:
    from micropython import const  # noqa: F401
except ImportError:  # CPython
    def const(x):
        return x

try:
    from time import ticks_ms, ticks_us, ticks_diff, ticks_add  # noqa: F401
except ImportError:  # CPython
    import time as _time

    def ticks_ms():
        return int(_time.monotonic() * 1000) & 0x3FFFFFFF

    def ticks_us():
        return (_time.perf_counter_ns() // 1000) & 0x3FFFFFFF

    def ticks_diff(a, b):
        d = (a - b) & 0x3FFFFFFF
        return d - 0x40000000 if d & 0x20000000 else d

    def ticks_add(a, b):
        return (a + b) & 0x3FFFFFFF


def drop(module):
    """Forget an imported module so the collector can take its RAM back: its sys.modules entry and
    the attribute its package got at import (`games.aina.cmds` is also `games.aina`.cmds)."""
    import sys
    sys.modules.pop(module, None)
    pkg, _, leaf = module.rpartition(".")
    parent = sys.modules.get(pkg)
    if parent is not None and leaf in parent.__dict__:
        delattr(parent, leaf)
