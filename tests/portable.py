# Helpers for tests that run under both pytest (CPython) and tests/mpy_run.py (MicroPython).
# A test module is portable when its first line is exactly "# portable" and it imports only this,
# the firmware and the standard modules both interpreters have.
import sys


def raises(exc, fn, *args, **kw):
    """Call fn and return the exception it raised; fail if it raised nothing or another type."""
    try:
        fn(*args, **kw)
    except exc as e:
        return e
    raise AssertionError("%s not raised by %r" % (exc.__name__, fn))


class FakeClock:
    """A millisecond clock the test advances by hand."""

    def __init__(self, t=0):
        self.t = t

    def __call__(self):
        return self.t

    def advance(self, ms):
        self.t += ms


def project_path(rel):
    """A path in the project, found from the firmware folder on sys.path: a precompiled test's
    __file__ points into the build folder, not into tests/."""
    for p in sys.path:
        if p.endswith("/firmware") or p == "firmware":
            return p[:-len("firmware")] + rel
    raise OSError("the firmware folder is not on sys.path")
