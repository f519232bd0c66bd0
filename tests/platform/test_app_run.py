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
        try:
            await asyncio.wait_for(app.run(), 0.4)
        except asyncio.TimeoutError:
            pass

    asyncio.run(main())
    assert lines[0].startswith("Tabletop companion")
    assert "'Aina" in lines[-1]          # the typed command reached the menu
    assert len(frames) >= 2              # the first menu icon, then the next one
    assert app.ticks >= 5
