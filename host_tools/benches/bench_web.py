# The companion in a web page (host_tools/web): MicroPython's WebAssembly port in headless Chromium
# on this machine. Interpreter field: "chromium-wasm". Times are the page's own performance.now():
# page load (navigation start) to the first frame of the menu, in a new profile and reloaded; a key press to the first LED that
# changed (the median of several); a game's first frame after A on its menu entry (its modules
# compiled from source in the page). And the size of the built folder.
#
#   .venv/bin/python host_tools/benches/bench_web.py        (CPython only: it drives a browser)
import sys

if sys.implementation.name != "cpython":
    sys.stderr.write("bench_web: runs under CPython only (it drives a browser)\n")
    sys.exit(0)

import os
import tempfile
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "host_tools", "web"))
sys.path.insert(0, os.path.join(ROOT, "firmware"))

import benchlib  # noqa: E402
import browser  # noqa: E402
import build as webbuild  # noqa: E402
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


def main():
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
    finally:
        httpd.shutdown()
        httpd.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
