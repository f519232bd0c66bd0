# asyncio on MicroPython and CPython: the same names, one sleep in milliseconds.
# Views' background tasks (a computer opponent thinking in slices) must sleep only through
# `aio.sleep_ms`: the simulator and tests switch it to a hand-stepped mode on a fake clock
# (`manual(clock)`), which makes every run exactly repeatable.
import sys

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


class Drawn:
    """What `ctx.next_frame()` returns: a view's task with nothing to do awaits it and resumes
    after the app's next frame. Every key, command, link message, action, pick and undo draws one
    (and the grid's blink at least every core.app.IDLE_MS), so the task sees each change without
    waking every tick for nothing: a Konane game's task looking every 20 ms was most of an idle
    Pico's work. On the device _views waits on the app's event for it; stepped by hand (the
    simulator, the web page) it yields until the count of frames moves."""

    def __init__(self, app):
        self.app = app
        self.n = app.frames_drawn

    def __iter__(self):
        while self.app.frames_drawn == self.n:
            yield self   # (never None: on MicroPython that would leave the runner unqueued)

    __await__ = __iter__


def manual(clock):
    """Switch sleeps to hand-stepped mode on `clock` (None switches back)."""
    global _clock
    _clock = clock


if sys.implementation.name == "micropython":   # a coroutine is a generator (and there is no
    def _as_coroutine(f):                         # `types` to look for on the flash: 2 ms of boot)
        return f
else:   # CPython: asyncio may await a generator
    from types import coroutine as _as_coroutine


@_as_coroutine
def _views(app, ms):
    # App.run steps the shown view's coroutine (Konane's computer opponent) inside this one task,
    # which lives as long as the app, by hand as the simulator and the web page do; what the view
    # waits on is handed up to asyncio. A view's coroutine never gets a Task of its own because
    # MicroPython's task queue (py/pairheap.c) never clears a node's `child_last`: a live task kept
    # a link to the last task that ended, and through it a closed game's code (9.7 KB on the
    # Pico, until a key press happened to reshuffle the queue).
    while True:
        c = app.task
        if c is not None:
            try:
                w = c.send(None)
            except StopIteration:
                app.task = None
            except Exception as e:
                app.task = None
                app.fault(e)
            else:
                if isinstance(w, Drawn):
                    # nothing to do until the next frame (or another view's task): a step that
                    # only looked allocates nothing to sample (App.sample_mem)
                    c = None
                    n = w.n
                    w = None
                    if app.frames_drawn == n:
                        ready = app.task_ready
                        ready.clear()
                        yield from ready.wait()
                    continue
                app.stirred = True   # (App.sample_mem: the step may allocate)
                if w is None:
                    c = None
                    yield  # (MicroPython: the view's sleep has queued this task again)
                    continue
                # CPython (the Raspberry Pi build): a future the view waits on, watched rather
                # than awaited, because closing the view cancels its sleep and a task awaiting
                # that would never wake
                while not w.done() and app.task is c:
                    yield from app.sleep_ms(ms)
                continue
        c = None
        ready = app.task_ready
        if ready is not None:
            # No view's task to step (the menu, a game without one): wait for follow_view to start
            # one, rather than waking every tick for nothing (a quarter of an idle Pico's work;
            # a frame wakes it too, and it looks again)
            ready.clear()
            yield from ready.wait()
            continue
        yield from app.sleep_ms(ms)  # (this also overwrites the stack slot the send used)


async def run_view(app, ms):
    await _views(app, ms)
