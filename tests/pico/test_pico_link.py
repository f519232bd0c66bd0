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


def test_link_hello_frame_buttons_and_export(p8):
    w = Wire(p8)
    c = w.c
    c.open()
    p8.until("@hello", 3000)
    w.pump(100)
    h = c.hello
    assert h["link"] == 1 and (h["w"], h["h"]) == (8, 8) and h["board"] == "pico-8x8"
    assert h["micropython"].startswith("1.") and "konane" in [g[0] for g in h["games"]]
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
