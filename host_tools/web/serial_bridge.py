# "Connect a Pico" against the emulated Pico (host_tools/pico_emu): a stand-in navigator.serial
# whose streams carry bytes to and from the emulated Pico's USB console (the page's own code
# unchanged). Two ways to move the bytes, one stand-in:
# - Bridge: injected before the page loads over the DevTools protocol, stepped by the caller in
#   slices of emulated time (tests/web/test_web_link.py, host_tools/benches/bench_web.py);
# - Hub: the emulated Pico running in wall-clock time for several hosts at once, the page's side
#   over HTTP (PUMP) and a pseudo-terminal for `make link` (host_tools/link_emu.py, make link-emu).
import base64
import os
import threading
import time

SERIAL = r"""
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
})();
"""

# the tests' downloads go nowhere: the exported bytes are read from the page's companion
STAND_IN = SERIAL + "HTMLAnchorElement.prototype.click = function () {};\n"

# The served page's side of the Hub: while the stand-in port is open, its bytes go to the emulated
# Pico and the Pico's come back, every 30 ms (emu/io: the page's bytes in the body, the Pico's in
# the answer, both base64). The Hub gone (stopped) is a Pico unplugged.
PUMP = r"""
(() => {
  const s = window.__serial;
  let busy = false;
  setInterval(async () => {
    if (busy || !s.ctrl) return;
    busy = true;
    try {
      const r = await fetch("emu/io", { method: "POST", body: s.take() });
      if (!r.ok) throw new Error(r.status);
      const b64 = await r.text();
      if (b64) s.inject(b64);
    } catch (e) {
      s.unplug();
    }
    busy = false;
  }, 30);
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
        out = base64.b64decode(self.tab.eval("__serial.take()"))  # the page's bytes
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


class Hub:
    """The emulated Pico p for hosts in wall-clock time: run() steps it no faster than the wall
    clock (the link's 5 s quiet limit and a long press are emulated time; a host pings in wall
    time) and never more than LAG_MS behind it (a busy Pico runs slower than a real one: it lags,
    then catches up at most that much, so a host never looks quiet). Hosts: add(give) takes a
    function that gets the Pico's console bytes; put(data) types a host's bytes on its console.
    One console for all, as one USB cable: every host sees everything the Pico says."""
    LAG_MS = 200
    SLICE_MS = 20

    def __init__(self, p):
        self.p = p
        self.hosts = []
        self.inbox = []
        self.lock = threading.Lock()
        self.stopped = threading.Event()
        self.error = None
        self.polls = []     # (fd, put): a pseudo-terminal's master, read in the loop
        p.raw.clear()       # from now on: only what the hosts have not seen
        p.log = ""

    def add(self, give):
        self.hosts.append(give)

    def put(self, data):
        with self.lock:
            self.inbox.append(bytes(data))

    def step(self):
        """One slice: the hosts' bytes typed, the Pico run to the wall clock, its bytes handed out.
        False when the Pico was already level with the wall clock (nothing to run)."""
        import select
        for fd in self.polls:
            while select.select([fd], [], [], 0)[0]:
                try:
                    data = os.read(fd, 4096)
                except OSError:
                    break
                if not data:
                    break
                self.put(data)
        with self.lock:
            data = b"".join(self.inbox)
            self.inbox = []
        p = self.p
        if data:
            p.write(data)
        wall = (time.monotonic() - self.wall0) * 1000
        emu = (p.t_us - self.emu0) / 1000
        if wall - emu > self.LAG_MS:
            self.wall0 += (wall - emu - self.LAG_MS) / 1000
            wall = emu + self.LAG_MS
        ran = emu < wall
        if ran:
            p.run_ms(min(self.SLICE_MS, max(1, wall - emu)))
        out = bytes(p.raw)
        p.raw.clear()       # an hour's console and frames never pile up in this process
        p.log = ""
        del p.frames[:]
        if out:
            for give in list(self.hosts):
                give(out)
        return ran or bool(data)

    def run(self):
        self.wall0 = time.monotonic()
        self.emu0 = self.p.t_us
        try:
            while not self.stopped.is_set():
                if not self.step():
                    time.sleep(0.005)
        except Exception as e:  # the emulator died: the hosts see a Pico gone quiet
            self.error = e

    def start(self):
        t = threading.Thread(target=self.run, daemon=True)
        t.start()
        self.thread = t
        return t

    def stop(self):
        self.stopped.set()
        if getattr(self, "thread", None) is not None:
            self.thread.join(10)


class WebHost:
    """The page's end of a Hub (PUMP's emu/io): what the Pico said since the page's last call. A
    page that has not called for a second is gone (closed, unplugged): what the Pico says meanwhile
    is dropped, so a page that connects again starts from the present."""
    GONE_S = 1.0

    def __init__(self, hub):
        self.hub = hub
        self.out = bytearray()
        self.last = 0.0
        self.lock = threading.Lock()
        hub.add(self.give)

    def give(self, data):
        with self.lock:
            if time.monotonic() - self.last < self.GONE_S:
                self.out += data

    def io(self, b64):
        """The page's bytes (base64) in; the Pico's since the last call (base64) out."""
        data = base64.b64decode(b64 or b"")
        with self.lock:
            if time.monotonic() - self.last >= self.GONE_S:
                self.out = bytearray()
            self.last = time.monotonic()
            out = bytes(self.out)
            self.out = bytearray()
        if data:
            self.hub.put(data)
        return base64.b64encode(out)
