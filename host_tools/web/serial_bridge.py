# "Connect a Pico" against the emulated Pico (host_tools/pico_emu): a stand-in navigator.serial,
# injected before the page loads (the page's own code unchanged), whose streams carry bytes to and
# from the emulated Pico's USB console. Shared by tests/web/test_web_link.py and
# host_tools/benches/bench_web.py (link_press_to_page_led_ms).
import base64
import time

STAND_IN = r"""
(() => {
  const s = (window.__serial = { out: [], requests: 0, opens: 0, ctrl: null });
  s.take = () => { const o = s.out; s.out = []; let t = ""; for (const b of o) t += String.fromCharCode(b); return btoa(t); };
  s.inject = (b64) => { if (s.ctrl) s.ctrl.enqueue(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))); return true; };
  s.unplug = () => { if (s.ctrl) s.ctrl.error(new DOMException("The device has been lost.", "NetworkError")); s.ctrl = null; return true; };
  const port = {
    async open() {
      s.opens++;
      this.readable = new ReadableStream({ start(c) { s.ctrl = c; } });
      this.writable = new WritableStream({ write(chunk) { for (const b of chunk) s.out.push(b); } });
    },
    async close() { s.ctrl = null; },
  };
  const serial = { async requestPort() { s.requests++; await new Promise((r) => setTimeout(r, 50)); return port; } };
  Object.defineProperty(Navigator.prototype, "serial", { get: () => serial, configurable: true });
  // downloads go nowhere in the test: the exported bytes are read from the page's companion
  HTMLAnchorElement.prototype.click = function () {};
})();
"""


def install(tab):
    """Inject the stand-in into every document tab loads from now on (reload the page after)."""
    tab.send("Page.addScriptToEvaluateOnNewDocument", {"source": STAND_IN})


class Bridge:
    """The stand-in port's bytes to the emulated Pico p and back, in small slices of emulated time.
    wrote_at: the emulated time (p.t_us) at which the page's bytes first reached the Pico since it
    was last None (set it to None before a press to time the press)."""

    def __init__(self, tab, p):
        self.tab = tab
        self.p = p
        self.at = len(p.log)
        self.wrote_at = None

    def step(self, ms=30):
        out = base64.b64decode(self.tab.eval("__serial.take()"))
        if out:
            if self.wrote_at is None:
                self.wrote_at = self.p.t_us
            self.p.write(out)
        self.p.run_ms(ms)
        if len(self.p.log) > self.at:
            data = self.p.log[self.at:].encode("utf-8")
            self.at = len(self.p.log)
            self.tab.eval("__serial.inject(%r)" % base64.b64encode(data).decode())

    def until(self, expr, limit_s=60, ms=30):
        end = time.monotonic() + limit_s
        while time.monotonic() < end:
            self.step(ms)
            if self.tab.eval(expr):
                return True
        raise AssertionError("never true: %s; page lines %r; Pico tail %r"
                             % (expr, self.tab.eval("companion.lines.slice(-6)"), self.p.log[-300:]))


def connect(tab, bridge, limit_s=60):
    """Press the page's Connect and bridge until the page is linked and shows a frame."""
    tab.eval("document.getElementById('connect').click(); true")
    bridge.until("companion.linked", limit_s)
    bridge.until("companion.frames > 0", limit_s)
