# The Pico hands its USB console to a computer (mpremote, `make flash`, `make repl`): loaded only
# then, by main.py, once core/console.py has seen mpremote's takeover bytes. The game is saved, the
# grid shows a still pattern (a blue frame, its centre dim white) so the table sees why nothing
# moves, and the console says how to play again.
import io
import os

from ui import draw, palette

STOPPED = ("companion stopped: a computer took over the USB console (mpremote); the game is saved. "
           "To play again: machine.reset() or a power cycle")


class _Replay(io.IOBase):
    """A console input that gives the REPL the bytes the app's console read, once: its Ctrl-A, so
    the REPL enters the raw REPL mpremote is waiting for (its enter_raw_repl sends it only once)."""

    def __init__(self, data):
        self.data = data

    def readinto(self, buf):
        if not self.data:
            return None
        buf[0] = self.data[0]
        self.data = self.data[1:]
        return 1

    def write(self, buf):
        return len(buf)

    def ioctl(self, req, arg):
        return 1 if req == 3 and self.data else 0   # MP_STREAM_POLL: readable while it holds a byte


def pattern(grid):
    """The still picture of a board handed to a computer."""
    grid.fill(palette.OFF)
    draw.border(grid, palette.BLUE)
    cx, cy = grid.w // 2 - 1, grid.h // 2 - 1
    for x in (cx, cx + 1):
        for y in (cy, cy + 1):
            grid.set(x, y, palette.GREY)


def leave(app):
    if app is not None:
        try:
            app.flush()                   # an action's save that waited for the frame
        except Exception:
            pass
        pattern(app.grid)
        app.output.show(True)
    print(STOPPED)
    os.dupterm(_Replay(b"\x01"))
