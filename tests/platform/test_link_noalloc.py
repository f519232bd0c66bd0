# portable
# The link's per-frame path allocates nothing on MicroPython: a frame hex-encoded into the link's
# one buffer and written, the host's `ack N` read byte by byte into the link's line buffer and
# answered with the next frame, and the buttons' pins read through the link, all with the heap
# locked. (Under CPython the same path simply runs and the bytes are checked.)
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


class Clock:
    def __init__(self):
        self.t = 0

    def __call__(self):
        return self.t


class Host:
    """The wire to the host, without allocating: writes are counted and their last byte kept; the
    host's reply is a preallocated `ack NNNN\\n` handed out one byte at a time in a reused buffer."""

    def __init__(self):
        self.n = 0
        self.last = bytearray(1)
        self.reply = bytearray(b"ack 0000\n")
        self.at = len(self.reply)
        self.one = bytearray(1)
        self.frame = bytearray(400)

    def write(self, buf):
        self.n += 1
        self.last[0] = buf[len(buf) - 1]
        if buf[0] == 64 and buf[1] == 102:  # "@f": keep the frame's number for the ack
            for i in range(4):
                self.reply[4 + i] = buf[7 + i]
            self.frame[:len(buf)] = buf

    def read(self):
        if self.at >= len(self.reply):
            return None
        self.one[0] = self.reply[self.at]
        self.at += 1
        return self.one


def test_frames_and_acks_allocate_nothing():
    host = Host()
    app = App(BOARD, lambda b: None, [lambda: False] * 6, Clock(), Mem(), lambda s: None)
    app.link_io = (host.write, host.read)
    app.boot()
    app.command("link")
    link = app.console
    assert link.__class__.__name__ == "Link"
    assert link.waiting and host.frame[:7] == b"@frame "
    lock = sys.implementation.name == "micropython"
    if lock:
        import gc
        import micropython
        gc.collect()
        micropython.heap_lock()
    try:
        for _ in range(20):
            host.at = 0           # the host acknowledges the frame on the way
            app.clock.t += 20
            app.screen.i = (app.screen.i + 1) % 3
            app.grid.dirty = True
            app.render()          # a changed frame: waits for the ack (one in flight)
            app.console.poll()    # the ack: the newest frame goes out at once
            app.buttons.poll()    # the pins, read through the link (a key the host may hold)
    finally:
        if lock:
            micropython.heap_unlock()
    assert link.frames_sent >= 20 and host.last[0] == 10
    n = 8 * 8 * 6
    assert host.frame[12 + n] == 10 and all(c in b"0123456789abcdef" for c in host.frame[12:12 + n])
