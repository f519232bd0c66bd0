# portable
# The device's own loop (App.run on real asyncio, as main.py starts it) for a moment on each
# interpreter: boots, draws, polls the console, runs the view's task, and is cancelled cleanly.
from core import aio
from core.aio import asyncio
from core.app import App


BOARD = {"name": "t", "width": 8, "height": 8, "color_order": "GRB", "brightness": 40,
         "wiring": {"layout": "serpentine"}, "power": {"budget_ma": 450}}


class Mem:
    def __init__(self):
        self.files = {}
        self.writes = 0

    def read(self, name):
        return self.files.get(name)

    def write(self, name, data):
        self.files[name] = data
        self.writes += 1

    def set_aside(self, a, b):
        pass


def test_app_run_on_real_asyncio():
    try:
        from time import ticks_ms
    except ImportError:
        import time

        def ticks_ms():
            return int(time.monotonic() * 1000)

    aio.manual(None)  # real sleeps, even after tests that ran the simulator's hand-stepped clock
    frames = []
    lines = []
    typed = list("press right\n")

    def read_char():  # the command arrives once the menu has been shown
        return typed.pop(0) if typed and app.ticks >= 4 else None

    app = App(BOARD, lambda buf: frames.append(buf[0]), [lambda: False] * 6, ticks_ms, Mem(),
              lines.append, read_char)

    async def main():
        # until the typed command has moved the menu: 0.4 s on an idle machine, longer on a busy one
        # (two test workers and other work); 20 s only bounds a hang
        task = asyncio.create_task(app.run())
        for _ in range(2000):
            await asyncio.sleep(0.01)
            if lines and "'Aina" in lines[-1] and len(frames) >= 2 and app.ticks >= 5:
                break
        task.cancel()
        try:
            await task
        except asyncio.CancelledError:
            pass

    asyncio.run(main())
    assert lines[0].startswith("Tabletop companion")
    assert "'Aina" in lines[-1]          # the typed command reached the menu
    assert len(frames) >= 2              # the first menu icon, then the next one
    assert app.ticks >= 5


def test_the_shown_views_coroutine_runs_in_the_apps_own_task():
    # App.run steps the shown view's coroutine inside one task of its own (core.app._views): a
    # view left behind is closed at once (its `finally` runs), the next one runs, a view whose
    # coroutine fails is reported and the task goes on with the next view. While no view has a
    # task, the views' task waits for one (App.task_ready) instead of waking every tick.
    from core import app as A
    aio.manual(None)
    log = []

    class View:
        def __init__(self, name):
            self.name = name
            self.n = 0

        async def task(self):
            try:
                while True:
                    self.n += 1
                    await aio.sleep_ms(2)
            finally:
                log.append("closed " + self.name)

    class Broken:
        async def task(self):
            await aio.sleep_ms(2)
            raise ValueError("boom")

    class Host:  # what follow_view and _views use of the App
        task = task_view = shown = task_ready = None
        sleeps = 0

        def sleep_ms(self, ms):
            self.sleeps += 1
            return aio.sleep_ms(ms)

        def shown_view(self):
            return self.shown

        def fault(self, e):
            log.append("fault " + str(e))

    host = Host()
    v1, v2, v3 = View("v1"), View("v2"), View("v3")

    def show(v):
        host.shown = v
        A.App.follow_view(host)

    async def main():
        host.task_ready = asyncio.Event()
        t = asyncio.create_task(aio.run_view(host, 10))
        await asyncio.sleep(0.06)
        assert host.sleeps == 0   # nothing to step: waiting, not ticking
        show(v1)
        await asyncio.sleep(0.06)
        assert v1.n >= 3 and not log
        show(v2)
        assert log == ["closed v1"]
        n1 = v1.n
        await asyncio.sleep(0.06)
        assert v1.n == n1 and v2.n >= 3
        show(None)
        assert log == ["closed v1", "closed v2"] and host.task is None
        await asyncio.sleep(0.03)
        n = host.sleeps
        await asyncio.sleep(0.06)
        assert host.sleeps == n
        show(Broken())
        await asyncio.sleep(0.06)
        assert log[-1] == "fault boom" and host.task is None
        show(v3)
        await asyncio.sleep(0.06)
        assert v3.n >= 3
        t.cancel()

    asyncio.run(main())


def test_a_task_with_nothing_to_do_sleeps_until_the_next_frame():
    # a view's task awaiting ctx.next_frame() (Konane's, while a person is to move) is not stepped
    # again until the app draws a frame: no wake every tick, and no heap sample for a look
    from core import app as A
    aio.manual(None)
    looks = []

    class Host:  # what follow_view, _views and aio.Drawn use of the App
        task = task_view = shown = task_ready = None
        frames_drawn = 0
        stirred = False

        def sleep_ms(self, ms):
            return aio.sleep_ms(ms)

        def shown_view(self):
            return self.shown

        def fault(self, e):
            looks.append("fault " + str(e))

        def frame(self):   # what App.render does for the runner
            self.frames_drawn += 1
            self.task_ready.set()

    host = Host()

    class View:
        async def task(self):
            while True:
                looks.append(host.frames_drawn)
                if host.frames_drawn == 2:
                    await aio.sleep_ms(5)   # work to do: a sleep, stepped as before
                    looks.append("worked")
                await aio.Drawn(host)

    async def main():
        host.task_ready = asyncio.Event()
        t = asyncio.create_task(aio.run_view(host, 10))
        host.shown = View()
        A.App.follow_view(host)
        await asyncio.sleep(0.06)
        assert looks == [0] and not host.stirred   # one look, then asleep: not every tick
        host.frame()
        await asyncio.sleep(0.03)
        assert looks == [0, 1] and not host.stirred
        host.frame()
        await asyncio.sleep(0.06)
        assert looks == [0, 1, 2, "worked"] and host.stirred
        host.stirred = False
        await asyncio.sleep(0.06)
        assert looks == [0, 1, 2, "worked"] and not host.stirred
        host.frame()
        await asyncio.sleep(0.03)
        assert looks[-1] == 3
        t.cancel()

    asyncio.run(main())
