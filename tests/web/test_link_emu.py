# Trying the link without a Pico (issue 37): `make link-emu` (host_tools/link_emu.py) runs the
# firmware on the emulated Pico in wall-clock time and gives its USB console to `make link`'s
# client on a pseudo-terminal and to the served page's "Connect a Pico" (the tests' stand-in serial
# port, its bytes over HTTP): both play the same emulated Pico, end to end. One boot for the file.
import os
import select
import sys
import time

import pytest

from web_support import ROOT, needs_browser
import browser  # host_tools/web, on the path (web_support)

sys.path.insert(0, os.path.join(ROOT, "tests", "pico"))
from pico_support import needs_pico  # noqa: E402
from host_tools import link_emu  # noqa: E402
from host_tools.link import Client  # noqa: E402



def read_until(fd, c, done, limit_s=30):
    end = time.monotonic() + limit_s
    asked = time.monotonic()
    while time.monotonic() < end:
        if done():
            return True
        if c.hello is None and time.monotonic() - asked > 3:
            c.open()   # as make link does: the first `link` may have met a console still starting
            asked = time.monotonic()
        if select.select([fd], [], [], 0.1)[0]:
            c.feed(os.read(fd, 4096))
    raise AssertionError("the link never got there; lines %r, other %r" % (c.lines[-4:], c.other[-4:]))


@needs_browser
@needs_pico
def test_make_link_emu_links_the_terminal_and_the_page_to_an_emulated_pico(tmp_path):
    # (two boots: the second resumes the game the first left on the emulated flash)
    emu = link_emu.Emu(out=str(tmp_path), port=0, say=lambda text: None).start()
    try:
        # make link's client on the pseudo-terminal: the hello, a frame, a button, the answer
        fd = os.open(emu.tty, os.O_RDWR | os.O_NOCTTY)
        c = Client(lambda b: os.write(fd, b))
        c.open()
        read_until(fd, c, lambda: c.frames > 0)
        assert c.hello["board"] == "pico-8x8" and len(c.frame) == 3 * 64
        c.tap("a")
        read_until(fd, c, lambda: any(t.startswith("Konane set-up") for k, t in c.lines))
        # the served page: Connect reaches the same Pico (the set-up page it left open) while the
        # terminal is still linked (issue 48: it got "unknown message 'link'" until the terminal
        # left), and the page's own button plays it: the terminal sees that too
        with browser.Browser() as b:
            tab = b.open(emu.url)
            tab.wait("window.companion && companion.ready", timeout=60)
            tab.eval("document.getElementById('connect').click(); true")
            tab.wait("companion.linked && companion.frames > 0", timeout=30)
            # the game open on the Pico's grid (its @game may come just after the first frame)
            tab.wait("companion.rules === 'konane'", timeout=10)
            tab.touch("a")
            tab.wait("companion.lines.some((l) => l.startsWith('Konane: new game'))", timeout=30)
            tab.wait("document.getElementById('turn').textContent.startsWith('Konane 8x8 ply 1')", timeout=10)
            assert not tab.eval("companion.lines.some((l) => l.includes('did not take'))"), tab.eval("companion.lines")
            read_until(fd, c, lambda: any(t.startswith("Konane: new game") for k, t in c.lines))
            assert not c.errors, c.errors
            tab.eval("companion.unlink(); true")
            tab.wait("!companion.linked", timeout=10)
        c.close()
        read_until(fd, c, lambda: c.bye is not None)
        os.close(fd)
        assert emu.hub.error is None
    finally:
        emu.stop()
    # the emulated Pico's flash is kept for the next run: the game goes on there
    again = link_emu.Emu(out=str(tmp_path), port=0, say=lambda text: None).start()
    try:
        fd = os.open(again.tty, os.O_RDWR | os.O_NOCTTY)
        c = Client(lambda b: os.write(fd, b))
        c.open()
        read_until(fd, c, lambda: c.frames > 0)
        assert c.hello["game"] == "konane" and c.hello["status"].startswith("Konane 8x8 ply 1"), c.hello
        os.close(fd)
    finally:
        again.stop()


def test_make_link_emu_is_a_documented_make_target():
    with open(os.path.join(ROOT, "Makefile")) as f:
        make = f.read()
    assert "\nlink-emu:" in make and "host_tools/link_emu.py" in make
    for doc in ("README.md", "docs/link.md"):
        with open(os.path.join(ROOT, doc)) as f:
            assert "make link-emu" in f.read(), doc
