"""Headless Chromium driven over the DevTools protocol on a pipe (--remote-debugging-pipe): no
Python package needed. Used by tests/web/ and host_tools/benches/bench_web.py.

    with Browser() as b:
        tab = b.open("http://127.0.0.1:8000/")
        tab.wait("window.companion && companion.ready")
        tab.tap("right"); tab.eval("companion.lines.slice(-1)[0]")
"""
import base64
import json
import os
import select
import shutil
import subprocess
import tempfile
import time

CANDIDATES = ("chromium", "chromium-browser", "google-chrome")
INSTALL = "apt-get install -y chromium"

# the page's keyboard keys for each button (page.js's KEYS): key, code, Windows key code
KEYS = {
    "up": ("ArrowUp", "ArrowUp", 38), "down": ("ArrowDown", "ArrowDown", 40),
    "left": ("ArrowLeft", "ArrowLeft", 37), "right": ("ArrowRight", "ArrowRight", 39),
    "a": ("Enter", "Enter", 13), "b": ("Backspace", "Backspace", 8),
}


class BrowserError(Exception):
    pass


def find_chromium():
    exe = os.environ.get("CHROMIUM")
    if exe:
        return exe if os.path.exists(exe) else None
    for name in CANDIDATES:
        p = shutil.which(name)
        if p:
            return p
    return None


def missing():
    """Why the browser tier cannot run, or None."""
    if find_chromium() is None:
        return "no chromium on this machine (install it with: %s; or set CHROMIUM=/path)" % INSTALL
    return None


class Browser:
    def __init__(self, exe=None, width=390, height=844):
        exe = exe or find_chromium()
        if exe is None:
            raise BrowserError(missing())
        self.profile = tempfile.mkdtemp(prefix="tg-chromium-")
        to_child_r, self._w = os.pipe()      # we write commands, Chromium reads fd 3
        self._r, from_child_w = os.pipe()    # Chromium writes replies on fd 4

        def fds():
            a, b = os.dup(to_child_r), os.dup(from_child_w)  # above 4, so the dup2s cannot clash
            os.dup2(a, 3)
            os.dup2(b, 4)

        args = [exe, "--headless=new", "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check",
                "--disable-extensions", "--disable-background-networking", "--disable-sync", "--mute-audio",
                "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
                "--user-data-dir=" + self.profile, "--window-size=%d,%d" % (width, height)]
        if os.geteuid() == 0:
            args.append("--no-sandbox")  # Chromium refuses to start as root with its sandbox
        self.proc = subprocess.Popen(args, preexec_fn=fds, close_fds=False, stdin=subprocess.DEVNULL,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_child_r)
        os.close(from_child_w)
        self._buf = b""
        self._id = 0
        self.events = []

    # --- the protocol
    def send(self, method, params=None, session=None, timeout=30):
        self._id += 1
        msg = {"id": self._id, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        os.write(self._w, json.dumps(msg).encode() + b"\0")
        end = time.monotonic() + timeout
        while True:
            m = self._next(end)
            if m.get("id") == self._id:
                if "error" in m:
                    raise BrowserError("%s: %s" % (method, m["error"].get("message")))
                return m.get("result", {})
            self.events.append(m)
            del self.events[:-200]

    def _next(self, end):
        while b"\0" not in self._buf:
            left = end - time.monotonic()
            if left <= 0 or not select.select([self._r], [], [], left)[0]:
                raise BrowserError("no reply from Chromium in time")
            chunk = os.read(self._r, 1 << 16)
            if not chunk:
                raise BrowserError("Chromium closed the pipe (exit code %s)" % self.proc.poll())
            self._buf += chunk
        raw, self._buf = self._buf.split(b"\0", 1)
        return json.loads(raw)

    def open(self, url, mobile=True):
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        tab = Tab(self, session)
        tab.send("Page.enable")
        tab.send("Runtime.enable")
        if mobile:  # a phone in portrait: what the page is laid out for
            tab.send("Emulation.setDeviceMetricsOverride",
                     {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
        tab.goto(url)
        return tab

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except (BrowserError, OSError):
            pass
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        for fd in (self._r, self._w):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class Tab:
    def __init__(self, browser, session):
        self.b = browser
        self.session = session

    def send(self, method, params=None, timeout=30):
        return self.b.send(method, params, self.session, timeout)

    def goto(self, url):
        self.send("Page.navigate", {"url": url})

    def reload(self):
        self.send("Page.reload", {"ignoreCache": True})

    def eval(self, expr, timeout=30):
        r = self.send("Runtime.evaluate", {"expression": expr, "returnByValue": True, "awaitPromise": True},
                      timeout)
        if "exceptionDetails" in r:
            d = r["exceptionDetails"]
            raise BrowserError("%s: %s" % (expr[:60], d.get("exception", {}).get("description", d.get("text"))))
        return r["result"].get("value")

    def wait(self, expr, timeout=30, poll=0.05):
        end = time.monotonic() + timeout
        while True:
            try:
                v = self.eval(expr)
            except BrowserError:
                v = None  # the page is still loading
            if v:
                return v
            if time.monotonic() > end:
                raise BrowserError("timed out waiting for %s" % expr)
            time.sleep(poll)

    def key(self, name, down):
        key, code, vk = KEYS[name]
        self.send("Input.dispatchKeyEvent", {"type": "keyDown" if down else "keyUp", "key": key, "code": code,
                                             "windowsVirtualKeyCode": vk, "nativeVirtualKeyCode": vk})

    def _keys(self):
        """The page's companion's (presses seen, ticks run, busy), or None (a linked page's keys
        go to the Pico; a page without the companion)."""
        try:
            v = self.eval("window.companion && companion.keys ? companion.keys() : ''")
        except BrowserError:
            return None
        return tuple(int(x) for x in v.split()) if v else None

    def taken(self, before, timeout=15):
        """Until the page's companion has seen the tap made after `before` (its press and release)
        and run two ticks more (a line said after the frame): on a busy machine a fixed time was
        sometimes too short, and the next key landed on another line."""
        if before is None:
            return
        end = time.monotonic() + timeout
        ticks = None
        while time.monotonic() < end:
            now = self._keys()
            if now is None:
                return
            if now[0] > before[0] and not now[2]:
                ticks = now[1] if ticks is None else ticks
                if now[1] >= ticks + 2:
                    return
            time.sleep(0.01)
        raise BrowserError("the page never took the key")

    def tap(self, name, hold_ms=120, gap_ms=120):
        """A player's tap on the keyboard: the key down hold_ms, then up, then gap_ms once the
        page's companion has taken it."""
        before = self._keys()
        self.key(name, True)
        time.sleep(hold_ms / 1000)
        self.key(name, False)
        self.taken(before)
        time.sleep(gap_ms / 1000)

    def touch(self, name, hold_ms=120, gap_ms=120):
        """A tap on the on-screen button (a mouse press; the page listens to pointer events)."""
        r = self.eval("(() => { const r = document.querySelector('[data-key=\"%s\"]').getBoundingClientRect();"
                      " return [r.x + r.width / 2, r.y + r.height / 2]; })()" % name)
        p = {"x": r[0], "y": r[1], "button": "left", "clickCount": 1}
        before = self._keys()
        self.send("Input.dispatchMouseEvent", dict(p, type="mousePressed"))
        time.sleep(hold_ms / 1000)
        self.send("Input.dispatchMouseEvent", dict(p, type="mouseReleased"))
        self.taken(before)
        time.sleep(gap_ms / 1000)

    def screenshot(self, path):
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))
        return path
