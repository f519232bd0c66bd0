# The link's bytes per frame (docs/link.md), counted from what the firmware's own link writes for
# one frame on each panel size: exact, the same under CPython and MicroPython.
import benchlib

benchlib.setup_path()

from core.app import App  # noqa: E402


class Mem:
    writes = 0

    def read(self, name):
        return None

    def write(self, name, data):
        self.writes += 1


def frame_bytes(w, h):
    sent = []
    board = {"name": "%dx%d" % (w, h), "width": w, "height": h, "color_order": "GRB", "brightness": 40,
             "wiring": {"layout": "serpentine"}, "power": {"budget_ma": 450}}
    t = [0]
    app = App(board, lambda b: None, [lambda: False] * 6, lambda: t[0], Mem(), lambda s: None)
    app.link_io = (lambda b: sent.append(len(b)), lambda: None)
    app.boot()
    app.render()
    app.command("link")
    link = app.console
    del sent[:]
    link.waiting = False
    app.screen = None  # the frame below is the only change
    app.grid.fill(0x102030)
    app.render()
    assert link.frames_sent == 2 and len(sent) == 1
    return sent[0]


for w, h in ((8, 8), (16, 16)):
    n = frame_bytes(w, h)
    benchlib.emit("link_bytes_per_frame", n, "bytes", size="%dx%d" % (w, h), pixels=w * h,
                  host_ack_bytes=len("ack 9999\n"),
                  note="the @frame line (6 hex digits a cell); the host's ack is at most 9 more")
