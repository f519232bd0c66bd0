# asyncio on MicroPython and CPython: the same names, one sleep in milliseconds.
# Views' background tasks (a computer opponent thinking in slices) must sleep only through
# `aio.sleep_ms`: the simulator and tests switch it to a hand-stepped mode on a fake clock
# (`manual(clock)`), which makes every run exactly repeatable.
try:
    import asyncio
except ImportError:  # very old MicroPython
    import uasyncio as asyncio  # noqa: F401

if hasattr(asyncio, "sleep_ms"):
    _real_sleep_ms = asyncio.sleep_ms
else:
    async def _real_sleep_ms(ms):
        await asyncio.sleep(ms / 1000)

_clock = None  # set by manual(): sleeps then wait on this clock, stepped one tick per send()


class _Step:
    """An awaitable that suspends until the fake clock passes its deadline (at least once)."""

    def __init__(self, clock, ms):
        self.clock = clock
        self.until = clock() + ms

    def __iter__(self):
        yield
        while self.clock() < self.until:
            yield

    __await__ = __iter__


def sleep_ms(ms):
    if _clock is None:
        return _real_sleep_ms(ms)
    return _Step(_clock, ms)


def manual(clock):
    """Switch sleeps to hand-stepped mode on `clock` (None switches back)."""
    global _clock
    _clock = clock
