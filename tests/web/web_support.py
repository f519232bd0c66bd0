# Shared by the web page tests (tests/web/): builds the page once, serves it on a free localhost
# port, starts one headless Chromium, and compares the page with the host simulator (the Rig).
# The tier skips, and says why, when Chromium or the WebAssembly port is missing.
import os
import sys
import threading

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WEB = os.path.join(ROOT, "host_tools", "web")
for p in (WEB, os.path.join(ROOT, "host_tools", "pico_emu")):
    if p not in sys.path:
        sys.path.insert(0, p)

import browser  # noqa: E402
import build as webbuild  # noqa: E402
from ports.web import board_for  # noqa: E402

REASON = browser.missing() or webbuild.runtime_missing()
needs_browser = pytest.mark.skipif(REASON is not None, reason=REASON or "")
SHOTS = os.path.join(ROOT, "build", "web-screenshots")


def web_board(w=None, h=None):
    with open(os.path.join(ROOT, "boards", "web.json")) as f:
        return board_for(f.read(), w, h)


class Site:
    """The built page on a local server, and one browser tab on it."""

    def __init__(self, out):
        webbuild.build(out)
        self.httpd = webbuild.serve(out, 0)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.url = "http://127.0.0.1:%d/" % self.httpd.server_address[1]
        self.browser = browser.Browser()
        self.tab = self.browser.open(self.url)
        self.wait_ready()

    def wait_ready(self):
        self.tab.wait("window.companion && (companion.ready || companion.failed)", timeout=60)
        failed = self.tab.eval("companion.failed || null")
        assert failed is None, "the page did not start: %s" % failed
        self.tab.wait("companion.frames > 0", timeout=20)

    def fresh(self, storage=None):
        """A reload on an empty browser storage (or with these items): a new device."""
        self.tab.eval("localStorage.clear(); true")
        for k, v in (storage or {}).items():
            self.tab.eval("localStorage.setItem(%r, %r); true" % (k, v))
        self.reload()

    def reload(self):
        self.tab.eval("window.companion && (companion.ready = false); true")
        self.tab.reload()
        self.wait_ready()

    def lines(self):
        return self.tab.eval("companion.lines")

    def wait_line(self, text, timeout=10, since=0):
        """Until a line (from line `since` on) holds text."""
        return self.tab.wait("companion.lines.slice(%d).some((l) => l.includes(%r))" % (since, text),
                             timeout=timeout)

    def said(self):
        """How many lines the page has said: a later wait_line's `since`."""
        return self.tab.eval("companion.lines.length")

    def frame(self):
        """(t, wire hex): the page paused and its frame rendered at the clock now."""
        self.tab.eval("companion.pause(); true")
        t, hexs = self.tab.eval("companion.redraw()").split()
        return int(t), hexs

    def leds(self):
        """The wire bytes each LED in the page's DOM shows, in grid order."""
        return self.tab.eval("Array.from(document.querySelectorAll('#grid .led')).map((d) => d.dataset.wire)")

    def resume(self):
        self.tab.eval("companion.resume(); true")

    def shot(self, name):
        os.makedirs(SHOTS, exist_ok=True)
        return self.tab.screenshot(os.path.join(SHOTS, name + ".png"))

    def close(self):
        self.browser.close()
        self.httpd.shutdown()
        self.httpd.server_close()


def twin_render(rig, t):
    """The host twin's wire bytes, its clock set to the page's."""
    rig.clock.t = t
    rig.app.grid.dirty = True
    rig.app.render()
    return bytes(rig.app.output.out).hex()


def cell_diff(board, page_hex, host_hex):
    """The cells whose wire bytes differ (web.json: by rows, 3 bytes a cell), as (x, y, page, host)."""
    w = board["width"]
    out = []
    for i in range(len(host_hex) // 6):
        a, b = page_hex[6 * i:6 * i + 6], host_hex[6 * i:6 * i + 6]
        if a != b:
            out.append((i % w, i // w, a, b))
    return out
