# The link (docs/link.md) on the emulated Pico: opened with one command on the USB console, the
# hello, a frame equal to the one decoded from the WS2812 pin, buttons pressed through the link,
# and the save exported byte for byte as the Pico's flash holds it. One booted Pico for the file.
import pytest

from pico_support import boot, needs_pico, pico
from host_tools.link import Client

pytestmark = needs_pico


class Wire:
    """host_tools/link.Client on the emulated Pico's USB console."""

    def __init__(self, p):
        self.p = p
        self.at = len(p.log)
        self.c = Client(lambda b: p.write(bytes(b)))

    def pump(self, ms=60):
        self.p.run_ms(ms)
        for _ in range(4):  # acknowledgements bring the next frame: read until nothing is new
            chunk = self.p.log[self.at:]
            self.at = len(self.p.log)
            if not chunk:
                break
            self.c.feed(chunk.encode("utf-8"))
            self.p.run_ms(20)


def pin_frame(p):
    """The last frame on the WS2812 pin, by rows from the top left, RGB."""
    cells = p.cells()
    w, h = p.board["width"], p.board["height"]
    return b"".join(bytes(cells[(x, y)]) for y in range(h) for x in range(w))


@pytest.fixture(scope="module")
def p8(tmp_path_factory):
    p = boot("pico-8x8", tmp_path_factory)
    yield p
    p.close()


@pytest.mark.official
def test_link_hello_frame_buttons_and_export(p8):
    w = Wire(p8)
    c = w.c
    c.open()
    p8.until("@hello", 3000)
    w.pump(100)
    h = c.hello
    assert h["link"] == 1 and (h["w"], h["h"]) == (8, 8) and h["board"] == "pico-8x8"
    assert h["firmware"] not in ("", "dev") and h["micropython"].startswith("1.")
    assert "konane" in [g[0] for g in h["games"]]
    assert c.frame == pin_frame(p8) and any(c.frame)
    assert not c.errors and not c.other
    # buttons through the link: the menu moves, the frame follows the panel
    before = c.frame
    c.tap("right")
    w.pump(200)
    assert c.lines and c.lines[-1] == ("say", "menu: 'Aina  [left/right: browse, A: open]")
    assert c.frame == pin_frame(p8) and c.frame != before
    c.tap("left")
    w.pump(200)
    c.tap("a")
    w.pump(400)
    c.tap("a")
    w.pump(400)   # Konane started: saved
    c.tap("a")
    w.pump(200)
    c.tap("a")
    w.pump(400)   # Hibiscus removes d5: an action, saved
    assert ("status" in [k for k, _ in c.lines]) and not c.errors
    c.export()
    w.pump(200)
    flash = pico.read_fs(p8.flash_fs())
    assert c.save and c.save == flash["/save.bin"]
    # garbage from the host: answered, the table goes on
    p8.write(b"\xff\xfe nonsense\n" + b"y" * 300 + b"\n")
    w.pump(200)
    assert len(c.errors) == 2 and c.bye is None
    c.close()
    w.pump(100)
    assert c.bye == "closed by the host"
    assert "Traceback" not in p8.log and "internal error" not in p8.log


def test_make_link_in_a_terminal_shows_the_picos_frame_and_lines_and_keys_reach_it(p8):
    """host_tools/link.py (make link) on a pseudo-terminal, its serial port another pseudo-terminal
    bridged to the emulated Pico's USB console."""
    import fcntl
    import os
    import select
    import struct
    import subprocess
    import sys
    import termios
    import time

    from host_tools.link import FrameGrid

    ser_m, ser_s = os.openpty()
    term_m, term_s = os.openpty()
    fcntl.ioctl(term_s, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    proc = subprocess.Popen([sys.executable, os.path.join(root, "host_tools", "link.py"),
                             "--port", os.ttyname(ser_s)], stdin=term_s, stdout=term_s,
                            stderr=subprocess.PIPE, close_fds=True)
    screen = bytearray()
    at = len(p8.log)

    def bridge(until, limit_s=60):
        nonlocal at
        t0 = time.monotonic()
        while time.monotonic() - t0 < limit_s:
            r, _, _ = select.select([ser_m, term_m], [], [], 0.05)
            if ser_m in r:
                p8.write(os.read(ser_m, 4096))
            if term_m in r:
                screen.extend(os.read(term_m, 65536))
            p8.run_ms(30)
            if len(p8.log) > at:
                os.write(ser_m, p8.log[at:].encode("utf-8"))
                at = len(p8.log)
            if until():
                return True
        return False

    try:
        assert bridge(lambda: b"linked " in screen), bytes(screen[-500:])
        # the grid's top row as drawn equals the pin's frame against the panel's white (as make sim)
        cells = p8.cells()

        class Hello:
            hello = {"w": 8, "h": 8, "gamma": p8.board.get("gamma", 2.6), "brightness": p8.board["brightness"]}
            frame = b"".join(bytes(cells[(x, y)]) for y in range(8) for x in range(8))

            def rgb(self, x, y):
                i = 3 * (y * 8 + x)
                return tuple(self.frame[i:i + 3])
        g = FrameGrid(Hello())
        row = "".join("\x1b[38;2;%d;%d;%dm\u2588\u2588" % g.rgb(x, 0) for x in range(8))
        assert bridge(lambda: row.encode() in screen), bytes(screen[-800:])
        import re

        def titles():
            return set(re.findall(rb"menu: ([^\x1b\r\n]*?)  \[", bytes(screen)))
        os.write(term_m, b"m")  # long B: the Pico's menu, its line beside the grid
        assert bridge(lambda: titles()), bytes(screen[-500:])
        first = titles()
        os.write(term_m, b"\x1b[C")  # the right arrow: the menu moves on
        assert bridge(lambda: titles() - first), bytes(screen[-500:])
        mark = len(p8.log)
        os.write(term_m, b"q")
        assert bridge(lambda: proc.poll() is not None and "link closed" in p8.log[mark:]), p8.log[-300:]
        assert proc.returncode == 0
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()
        for fd in (ser_m, ser_s, term_m, term_s):
            os.close(fd)


def test_a_host_that_stops_reading_never_stops_the_table(p8):
    """The host opens the link, then reads and sends nothing for 10 s while the Pico's own buttons
    play on: every press still answers on the grid, and the link closes itself after 5 s."""
    import re
    w = Wire(p8)
    w.c.open()
    p8.until("@hello", 3000)
    mark = len(p8.log)
    for i in range(12):
        p8.press("right" if i % 2 == 0 else "left", hold_ms=60, after_ms=800)
    said = re.findall(r"menu: ([^\r\n]*?)  \[", p8.log[mark:])
    assert len(said) == 12, said  # every press moved the menu, linked or not
    assert "@bye quiet" in p8.log[mark:] and "link closed: quiet" in p8.log[mark:]
    at = p8.log.index("@bye quiet", mark)
    assert "@line" not in p8.log[at:]  # the plain console again
    assert "Traceback" not in p8.log
