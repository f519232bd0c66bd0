# The companion in a web page (host_tools/web): MicroPython's WebAssembly port in headless Chromium
# on this machine. Interpreter field: "chromium-wasm". Times are the page's own performance.now():
# page load (navigation start) to the first frame of the menu, in a new profile and reloaded; a key press to the first LED that
# changed (the median of several); a game's first frame after A on its menu entry (its modules
# compiled from source in the page). And the size of the built folder. With an emulated Pico
# (host_tools/pico_emu) linked through a stand-in navigator.serial (host_tools/web/serial_bridge.py,
# as tests/web/test_web_link.py uses it): a page button to the page's LED through the Pico
# (link_press_to_page_led_ms).
#
#   .venv/bin/python host_tools/benches/bench_web.py [link]  (CPython only: it drives a browser;
#   `link`: only the linked figure)
import sys

if sys.implementation.name != "cpython":
    sys.stderr.write("bench_web: runs under CPython only (it drives a browser)\n")
    sys.exit(0)

import os
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "host_tools", "web"))
sys.path.insert(0, os.path.join(ROOT, "firmware"))
sys.path.insert(0, os.path.join(ROOT, "host_tools", "pico_emu"))

import benchlib  # noqa: E402
import browser  # noqa: E402
import build as webbuild  # noqa: E402
import pico  # noqa: E402
import serial_bridge  # noqa: E402
from games import registry  # noqa: E402

benchlib.INTERP = "chromium-wasm"
LOADS = 3
PRESSES = 8


def median(xs):
    xs = sorted(xs)
    return xs[len(xs) // 2]


def ready(tab):
    tab.wait("window.companion && (companion.ready || companion.failed)", timeout=60)
    failed = tab.eval("companion.failed || null")
    if failed:
        raise SystemExit("the page did not start: %s" % failed)
    tab.wait("companion.frames > 0", timeout=20)


def fresh(tab):
    tab.eval("localStorage.clear(); true")
    tab.reload()
    ready(tab)


# In the page, on performance.now(): the time of the last press of an on-screen button and of the
# first LED whose colour (data-wire) changed after it, seen by a MutationObserver on the grid.
TIMING = r"""
(() => {
  const t = (window.__led = { press: null, led: null });
  document.addEventListener("pointerdown", () => { t.press = performance.now(); t.led = null; }, true);
  new MutationObserver(() => {
    if (t.press !== null && t.led === null) t.led = performance.now();
  }).observe(document.getElementById("grid"), { attributes: true, attributeFilter: ["data-wire"], subtree: true });
  return true;
})()
"""


def _mouse(tab, name, kind):
    r = tab.eval("(() => { const r = document.querySelector('[data-key=\"%s\"]').getBoundingClientRect();"
                 " return [r.x + r.width / 2, r.y + r.height / 2]; })()" % name)
    tab.send("Input.dispatchMouseEvent", {"x": r[0], "y": r[1], "button": "left", "clickCount": 1, "type": kind})


def _steady(bridge, ms):
    for _ in range(ms // 20):
        bridge.step(20)


def link_figures(url):
    """link_press_to_page_led_ms: the page linked to the emulated Pico (a fresh tab whose
    navigator.serial is the stand-in); on the menu, an on-screen d-pad button pressed, the bridge
    stepping the Pico 5 ms of emulated time at a time, until an LED of the page changes. Wall-clock
    in the browser, and the emulated Pico's own part: from the press message reaching its USB
    console to the first changed frame on its WS2812 pin (emulated time)."""
    why = pico.missing_data()
    if why:
        sys.stderr.write("bench_web: link: skipped: %s\n" % why)
        return
    with tempfile.TemporaryDirectory(prefix="bench_web_pico_") as tmp, browser.Browser() as b:
        board = pico.load_board("pico-8x8")
        image = pico.fs_image_from_tree(pico.build_tree("pico-8x8", tmp))
        with pico.Pico(image, board) as p:
            p.until("menu:", 5000, since=0)
            tab = b.open(url)
            serial_bridge.install(tab)
            tab.reload()
            ready(tab)
            br = serial_bridge.Bridge(tab, p)
            serial_bridge.connect(tab, br)
            _steady(br, 600)
            tab.eval(TIMING)
            walls, emus, e0, t0 = [], [], p.t_us, time.monotonic()
            for i in range(PRESSES):
                key = "right" if i % 2 == 0 else "left"
                ref = p.frames[-1].raw if p.frames else None
                k0 = len(p.frames)
                br.wrote_at = None
                _mouse(tab, key, "mousePressed")
                for _ in range(400):
                    br.step(5)
                    if tab.eval("__led.led !== null"):
                        break
                wall = tab.eval("__led.led !== null ? __led.led - __led.press : null")
                changed = [f for f in p.frames[k0:] if f.raw != ref]
                _mouse(tab, key, "mouseReleased")
                _steady(br, 300)
                if wall is None or br.wrote_at is None or not changed:
                    sys.stderr.write("bench_web: link: press %d: no LED change\n" % i)
                    continue
                walls.append(float(wall))
                emus.append((changed[0].t_start - br.wrote_at) / 1000.0)
            speed = (p.t_us - e0) / 1e6 / (time.monotonic() - t0)
            if len(walls) == PRESSES:
                benchlib.emit(
                    "link_press_to_page_led_ms", round(median(walls), 1), "ms", screen="menu", runs=PRESSES,
                    max_ms=round(max(walls), 1), emulated_pico_ms=round(median(emus), 2),
                    emulated_speed=round(speed, 2),
                    note="wall-clock in the page (performance.now): an on-screen d-pad button pressed to the "
                         "first page LED changed, through a stand-in Web Serial port bridged to the emulated "
                         "Pico (which runs at a fraction of real time; the bridge steps it 5 ms at a time). "
                         "emulated_pico_ms: the Pico's own part, the press message on its USB console to "
                         "the first changed frame on its WS2812 pin, in emulated time; emulated_speed: emulated "
                         "seconds per wall second while measuring")


def main(argv):
    why = browser.missing() or webbuild.runtime_missing()
    if why:
        sys.stderr.write("bench_web: skipped: %s\n" % why)
        return 0
    out = tempfile.mkdtemp(prefix="tg-web-bench-")
    webbuild.build(out)
    benchlib.emit("web_folder_bytes", webbuild.folder_bytes(out), "bytes")
    httpd = webbuild.serve(out, 0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = "http://127.0.0.1:%d/" % httpd.server_address[1]
    try:
        if argv == ["link"]:  # `bench_web.py link`: only link_press_to_page_led_ms
            return link_figures(url) or 0
        with browser.Browser() as b:
            tab = b.open(url)
            ready(tab)  # a new browser profile: nothing cached
            benchlib.emit("web_load_to_menu_cold_ms", float(tab.eval("companion.firstFrameMs")), "ms")
            loads = []
            for _ in range(LOADS):
                fresh(tab)
                loads.append(tab.eval("companion.firstFrameMs"))
            benchlib.emit("web_load_to_menu_ms", float(median(loads)), "ms", runs=LOADS)

            tab.eval("companion.pressToFrameMs = []; true")
            for i in range(PRESSES):
                tab.tap("right" if i % 2 == 0 else "left")
            got = tab.eval("companion.pressToFrameMs")
            if len(got) == PRESSES:
                benchlib.emit("web_press_to_led_menu_ms", float(median(got)), "ms", runs=PRESSES)

            for name in registry.BUILT:
                fresh(tab)
                title = registry.title(name)
                for _ in range(len(registry.GAMES) + 4):
                    shown = [l for l in tab.eval("companion.lines") if l.startswith("menu: ")][-1]
                    if shown[6:].split("  [")[0] == title:
                        break
                    tab.tap("right")
                tab.eval("companion.pressToFrameMs = []; true")
                tab.tap("a", gap_ms=1500)
                got = tab.eval("companion.pressToFrameMs")
                if got:
                    benchlib.emit("web_open_game_ms", float(got[0]), "ms", game=name)
        link_figures(url)
    finally:
        httpd.shutdown()
        httpd.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
