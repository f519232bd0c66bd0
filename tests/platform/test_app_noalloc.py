# portable
# A whole frame of the app (screen draw, cue, output) allocates nothing on MicroPython: checked
# with the heap locked for the menu, the settings page and the refused cue.
import sys

from core.app import App

BOARD = {"name": "t", "width": 8, "height": 8, "color_order": "GRB", "brightness": 40,
         "wiring": {"layout": "serpentine"}, "power": {"budget_ma": 450}}


class Mem:
    writes = 0

    def read(self, name):
        return None

    def write(self, name, data):
        self.writes += 1


def frames_without_allocation(app, n=40):
    import micropython
    import gc
    gc.collect()
    micropython.heap_lock()
    try:
        for _ in range(n):
            app.clock.t += 50
            app.render()
    finally:
        micropython.heap_unlock()


class Clock:
    def __init__(self):
        self.t = 0

    def __call__(self):
        return self.t


def test_menu_settings_and_cue_frames_allocate_nothing():
    if sys.implementation.name != "micropython":
        return  # heap_lock exists only there; this is the run that counts
    sink = bytearray(1)

    def write(buf):
        sink[0] = buf[0]

    app = App(BOARD, write, [lambda: False] * 6, Clock(), Mem(), lambda s: None)
    app.boot()
    app.render()
    frames_without_allocation(app)
    for i in range(len(app.screen.items)):
        app.screen.i = i
        frames_without_allocation(app, 3)
    app.pick("settings")
    app.render()
    frames_without_allocation(app)
    app.cue()
    frames_without_allocation(app, 12)
    assert app.output.frames > 5
