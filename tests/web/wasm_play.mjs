// Run by test_wasm_node.py: the built page's WebAssembly port and firmware.json under Node, no
// browser. Each built game is opened from the menu through ports/web.py's Page on a fake clock and
// storage, started, and tapped; one line per game on stdout.
//   node wasm_play.mjs BUILD_DIR
import fs from "fs";
import path from "path";
import { pathToFileURL } from "url";

const dir = process.argv[2];
const { loadMicroPython } = await import(pathToFileURL(path.join(dir, "micropython.mjs")).href);
const fw = JSON.parse(fs.readFileSync(path.join(dir, "firmware.json"), "utf8"));
const mp = await loadMicroPython({ stdout: (l) => console.log(l), stderr: (l) => console.log(l) });
for (const [p, text] of Object.entries(fw.files)) {
  let d = "";
  for (const part of ("fw/" + p).split("/").slice(0, -1)) {
    d += "/" + part;
    try { mp.FS.mkdir(d); } catch (e) { /* exists */ }
  }
  mp.FS.writeFile("/fw/" + p, text);
}
mp.globals.set("_board", fw.board);
mp.runPython(`
import sys
sys.path.insert(0, "/fw")
print("port", sys.implementation._machine)
from ports import web
from games import registry


class Storage:
    def __init__(self):
        self.d = {}

    def getItem(self, k):
        return self.d.get(k)

    def setItem(self, k, v):
        self.d[k] = v

    def removeItem(self, k):
        self.d.pop(k, None)


class Clock:
    t = 0

    def __call__(self):
        return self.t


def play(name):
    lines = []
    clock = Clock()
    page = web.Page(web.board_for(_board), Storage(), lines.append, clock)
    frames = [0]

    def step(ms):
        for _ in range(ms // 10):
            clock.t += 10
            if page.step():
                frames[0] += 1

    def tap(k):
        page.key(k, True)
        step(120)
        page.key(k, False)
        step(120)

    title = registry.title(name)
    for _ in range(len(registry.GAMES) + 4):
        if lines[-1].startswith("menu: " + title + "  "):
            break
        tap("right")
    tap("a")
    for _ in range(6):
        if page.app.session is not None:
            break
        tap("a")
    for k in ("right", "a", "down", "a", "left", "a", "up", "a", "b", "a"):
        tap(k)
    step(500)
    s = page.app.session
    print("game", name, "started" if s is not None else "not-started",
          "faults=%d" % len([l for l in lines if "internal error" in l]),
          "frames=%d" % frames[0], "actions=%d" % (len(s.log) if s else 0))


for name in registry.BUILT:
    play(name)


def konane_companion():
    # the computer opponent: the view's task, stepped a slice a tick, thinks without viper
    lines = []
    clock = Clock()
    page = web.Page(web.board_for(_board), Storage(), lines.append, clock)

    def step(ms):
        for _ in range(ms // 10):
            clock.t += 10
            page.step()

    for k in ("a", "down", "right", "a"):
        page.key(k, True)
        step(120)
        page.key(k, False)
        step(120)
    page.type("xd5")
    step(8000)
    print("companion", " ".join(l.split(" |")[0] for l in lines if l.startswith("companion:")))


konane_companion()
import hw.output
print("output", "python" if hw.output.render is hw.output.render_py else "viper")
`);
