# Device figures from the real firmware on an emulated RP2040 (host_tools/pico_emu, rp2040js).
# Times are emulated microseconds from the firmware's own ticks_us (or the wire): deterministic, and
# optimistic against a real Pico (no flash wait states). Heap figures come from the firmware's `mem`
# console command. Interpreter field: "rp2040-emulated".
#
#   .venv/bin/python host_tools/benches/bench_pico.py [piece ...]   (CPython only: it drives an emulator;
#   pieces: boot firmware book uf2 imports open unload loop heap live konane companion puzzle link linklive flood lesson, all by
#   default; each on the companion firmware and on official MicroPython, PICO_FIRMWARE=... for one)
import sys

if sys.implementation.name != "cpython":
    # `make bench` may run every bench under MicroPython too; this one drives a Node emulator.
    sys.stderr.write("bench_pico: runs under CPython only (it drives the emulated Pico)\n")
    sys.exit(0)

import json
import os
import re
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "host_tools", "pico_emu"))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "firmware"))  # the registry and save format, on the computer

import benchlib  # noqa: E402
import pico  # noqa: E402
import scenarios  # noqa: E402

benchlib.INTERP = "rp2040-emulated"
emit = benchlib.emit


def mem(p):
    out = p.command("mem", expect="lowest free", ms=1000)
    m = re.search(r"free (\d+) bytes, lowest free (\d+)", out)
    if not m:
        raise pico.EmuError("unexpected mem line: %r" % out)
    return int(m.group(1)), int(m.group(2))


def bench_frame(p):
    out = p.command("bench frame", expect='"unit"', ms=1000)
    return json.loads(out[out.index("{"):out.index("}") + 1])


def boot_figures(tree, board):
    # the first power-on after an install reads every file against the manifest (core/install.py);
    # the others, measured next, start at once and check beside the app
    with pico.Pico(pico.fs_image_from_tree(tree), board) as p:
        p.until("menu:", 5000, since=0)
        emit("pico_boot_first_after_install_to_menu_ms", p.t_us / 1000.0, "ms", board=board["name"])
        p.run_ms(100)
        image = p.flash_fs()
    with pico.Pico(image, board) as p:
        p.until("menu:", 5000, since=0)
        emit("pico_boot_to_menu_ms", p.t_us / 1000.0, "ms", board=board["name"])
        free, _low = mem(p)
        emit("pico_heap_free_after_boot", free, "bytes", board=board["name"])
        fr = bench_frame(p)
        emit("pico_frame_render_output_us", fr["value"], "us", board=board["name"], pixels=board["width"] * board["height"])
        if board["width"] == 8:
            lat = scenarios.press_to_pixel_us(p, "right")
            emit("pico_press_to_first_changed_pixel_us", lat, "us", board=board["name"], key="right")
            # the Settings page: RIGHT raises the brightness, so every lit pixel changes
            mark = len(p.log)
            scenarios.open_from_menu(p, "Settings: brightness", max_steps=12)
            p.until("settings: brightness", 1000, since=mark)
            lat = scenarios.press_to_pixel_us(p, "right")
            emit("pico_press_to_first_changed_pixel_us", lat, "us", board=board["name"], screen="settings", key="right")


def uf2_figures(tree, board):
    """The player's path: an erased Pico gets the official MicroPython UF2, then the companion's
    (make uf2), both written by the emulator's UF2 reader; emulated time from reset to the menu."""
    from host_tools import uf2
    if COMPANION():   # the one UF2 (make firmware) on an erased Pico
        path = pico.companion_uf2(board)
        with pico.Pico(None, board, uf2s=[path]) as p:
            p.until("menu:", 8000, since=0)
            emit("pico_boot_from_uf2_to_menu_ms", p.t_us / 1000.0, "ms", board=board["name"],
                 uf2_bytes=os.path.getsize(path), note="an erased Pico, the companion firmware's UF2 alone")
        return
    data, _image = uf2.tree_uf2(tree, uf2.board_build(board))
    with tempfile.TemporaryDirectory(prefix="bench_uf2_") as tmp:
        path = os.path.join(tmp, "companion.uf2")
        with open(path, "wb") as f:
            f.write(data)
        with pico.Pico(None, board, uf2s=[pico.data_files()[0], path]) as p:
            p.until("menu:", 5000, since=0)
            emit("pico_boot_from_uf2_to_menu_ms", p.t_us / 1000.0, "ms", board=board["name"],
                 uf2_bytes=len(data))


def built_games(board):
    """(name, title, set-up) of each built game, its set-up made on the computer; a game that
    cannot start there is reported and skipped, so the others are still measured."""
    from games import registry
    for name in registry.BUILT:
        title = registry.title(name)
        try:
            setup = scenarios.host_setup(board, title)
        except Exception as e:
            sys.stderr.write("bench_pico: %s: cannot start on the host (%s)\n" % (name, e))
            continue
        yield name, title, setup


def game_heap_figures(tree, board):
    """Each built game, a whole random game (played on the computer) resumed from the save: the Pico
    replays it at boot; then undo (a second full replay) and redo. Heap from the `mem` command: free
    after a collection with the finished game loaded, and the lowest free the firmware sampled."""
    from core import store
    image = pico.fs_image_from_tree(tree)
    for name, title, setup in built_games(board):
        try:
            actions, final = scenarios.random_full_game(name, setup, seed=3)
        except Exception as e:  # say so, measure the others
            sys.stderr.write("bench_pico: %s: no full game on the host (%s)\n" % (name, e))
            continue
        img = pico.fs_patch(image, {"/save.bin": store.encode(name, setup, actions)})
        with pico.Pico(img, board) as p:
            p.until("resumed " + title, 60000, since=0)
            t_resumed = p.t_us
            p.until_frame(ms=5000)
            free, _ = mem(p)
            emit("pico_boot_resume_full_game_ms", t_resumed / 1000.0, "ms", game=name, actions=len(actions))
            emit("pico_heap_free_full_game_loaded", free, "bytes", game=name, actions=len(actions))
            # Interned names live in pools that MicroPython allocates in doubling steps and never
            # frees: a few more names (here `help`'s) can add a pool of ~4 KB. The same game after
            # one console command shows whether the game sits just under such a step.
            p.command("help", expect="commands:", ms=2000)
            p.run_ms(200)
            free2, names2 = scenarios.heap_and_names(p)
            emit("pico_heap_free_full_game_loaded_after_help", free2, "bytes", game=name, names=names2)
            p.command("undo", expect="undone", ms=60000)
            p.command("redo", expect="redone", ms=60000)
            p.run_ms(2000)  # the firmware samples the heap every 64 ticks (10 ms each, plus the work)
            _, low = mem(p)
            emit("pico_heap_lowest_free_full_game", low, "bytes", game=name, actions=len(actions))


# /main.py for the live low points: the firmware as it is, with a collection before every heap
# sample, and a sample after every tick, every action a game applies (the replay at boot and after
# undo included) and every save encoded, so `mem`'s lowest free is the lowest *live* heap there.
LIVE_MAIN = """
import gc
from core import app as _app, store as _store
from games import registry as _reg
_low = [None]


def _sample():
    gc.collect()
    f = gc.mem_free()
    if _low[0] is None or f < _low[0]:
        _low[0] = f
    a = _APP[0]
    if a is not None:
        a.mem_low = _low[0]


_APP = [None]
_tick = _app.App.tick


def tick(self):
    _APP[0] = self
    _tick(self)
    _sample()


_app.App.tick = tick
_encode = _store.encode


def encode(*args):
    r = _encode(*args)
    _sample()
    return r


_store.encode = encode
_rules = _reg.rules


def rules(name):
    cls = _rules(name)
    if cls is None:
        return None

    class Sampled(cls):
        def apply(self, action):
            cls.apply(self, action)
            _sample()

    return Sampled


_reg.rules = rules
import firmware_main  # noqa
"""


IMPORTS_MAIN = """
import gc, sys
def free():
    gc.collect()
    return gc.mem_free()
for group in GROUPS:
    for name in group:
        if name in sys.modules:
            continue
        had = set(sys.modules)
        f = free()
        __import__(name)
        print("IMPORT %s %d %s" % (name, f - free(), ",".join(sorted(set(sys.modules) - had - {name}))))
    if group[0].startswith("games."):
        from games import registry
        registry.unload(group[0].split(".")[1])
print("DONE")
"""


def _leaves_first(mods):
    """mods ordered so that a module comes after the firmware modules it imports (read from the
    sources), so each figure is the module's own cost as far as possible."""
    deps = {}
    for m in mods:
        path = os.path.join(ROOT, "firmware", *m.split(".")) + ".py"
        with open(path) as f:
            text = f.read()
        found = set(re.findall(r"^\s*(?:from|import)\s+([\w.]+)", text, re.M))
        found |= {a + "." + b for a, b in re.findall(r"^\s*from\s+([\w.]+)\s+import\s+(\w+)", text, re.M)}
        deps[m] = {d for d in found if d in mods and d != m}
    out = []
    while len(out) < len(mods):
        ready = [m for m in mods if m not in out and deps[m] <= set(out)]
        out.append(ready[0] if ready else [m for m in mods if m not in out][0])
    return out


def import_figures(tree, board):
    """What each firmware module costs the Pico's heap once imported (.mpy, as the device loads
    it; with any module it pulls in that was not loaded yet, named): the platform in the order the
    app needs it, then each game's modules on their own, the game dropped again after."""
    files = pico.tree_files(tree)
    mods = sorted(f[1:-4].replace("/", ".") for f in files
                  if f.endswith(".mpy") and not f.endswith("__init__.mpy"))
    platform = [m for m in mods if m.split(".")[0] in ("core", "hw", "ui", "ports")] + ["games.registry"]
    platform = [m for m in platform if m not in ("ports.blinka",)]
    games = {}
    for m in mods:
        parts = m.split(".")
        if parts[0] == "games" and len(parts) == 3:
            games.setdefault(parts[1], []).append(m)
    groups = [_leaves_first(platform)] + [_leaves_first(games[g]) for g in sorted(games)]
    files["/main.py"] = ("GROUPS = %r\n" % (groups,) + IMPORTS_MAIN).encode()
    with pico.Pico(pico.fs_image(pico.remanifest(files)), board) as p:   # (boot.py: this main.py's CRC-32)
        p.until("DONE", 60000, since=0)
        for line in p.log.splitlines():
            m = re.match(r"IMPORT (\S+) (-?\d+) ?(\S*)", line)
            if m:
                emit("pico_heap_import_module", int(m.group(2)), "bytes", module=m.group(1),
                     note="the first import: its names (qstrs) included",
                     **({"with": m.group(3)} if m.group(3) else {}))
        if "Traceback" in p.log:
            sys.stderr.write("bench_pico: imports: traceback:\n" + p.log[-2000:] + "\n")


def live_image(tree, extra=None):
    """The device image with LIVE_MAIN as /main.py: `mem`'s lowest free is the lowest live heap.
    On the companion firmware, whose frozen main.py runs in place of any on the filesystem, the
    same hooks go in /boot.py (MicroPython runs it first), over the frozen modules. extra: more
    files, {"/path": bytes} (a puzzle's progress)."""
    files = pico.tree_files(tree)
    files.update(extra or {})
    if COMPANION():
        files["/boot.py"] = ("import sys\nsys.path[:] = ['.frozen', '']\n"
                             + LIVE_MAIN.replace("import firmware_main  # noqa\n", "")).encode()
        return pico.fs_image(files)
    files["/firmware_main.py"] = files["/main.py"]
    files["/main.py"] = (ROMFS_PATH() + LIVE_MAIN).encode()
    return pico.fs_image(pico.remanifest(files))


def ROMFS_PATH():
    """The first line of a bench's main.py on the ROMFS variant: its modules are in /rom."""
    return "import sys\nsys.path[:] = ['.frozen', '/rom']\n" if benchlib.FIELDS.get("firmware") == "romfs-1.28" else ""


def COMPANION():
    """True while the pieces run on the companion firmware (make firmware)."""
    return benchlib.FIELDS.get("firmware") == "companion"


def resumed_full_games(tree, board):
    """Each built game, a whole random game (seed 3) saved on the LIVE_MAIN image: (name, actions,
    the Pico that has just resumed it and drawn it)."""
    from core import store
    image = live_image(tree)
    for name, title, setup in built_games(board):
        try:
            actions, _final = scenarios.random_full_game(name, setup, seed=3)
        except Exception as e:
            sys.stderr.write("bench_pico: %s: no full game on the host (%s)\n" % (name, e))
            continue
        img = pico.fs_patch(image, {"/save.bin": store.encode(name, setup, actions)})
        with pico.Pico(img, board) as p:
            p.until("resumed " + title, 120000, since=0)
            p.until_frame(ms=5000)
            p.run_ms(100)
            yield name, actions, p


def live_heap_figures(tree, board):
    """Each built game, a whole random game resumed from the save (replayed at boot), then undo and
    redo: the lowest live heap (LIVE_MAIN) over all of it, and the heap with the game loaded."""
    for name, actions, p in resumed_full_games(tree, board):
        _, low_boot = mem(p)
        p.command("undo", expect="undone", ms=120000)
        p.command("redo", expect="redone", ms=120000)
        p.run_ms(100)
        free, low = mem(p)
        if "Traceback" in p.log:
            sys.stderr.write("bench_pico: live heap: traceback:\n" + p.log[-2000:] + "\n")
        emit("pico_heap_live_low_resume_full_game", low_boot, "bytes", game=name, actions=len(actions),
             note="lowest free after a collection at every tick, action and save, while resuming")
        emit("pico_heap_live_low_full_game_undo_redo", low, "bytes", game=name, actions=len(actions),
             note="the same, over the resume, one undo (a full replay) and a redo")


def konane_puzzle_figures(tree, board):
    """A Kōnane puzzle taken up at power-on (data/puzzles.bin says it was showing), then with the
    buttons, as at the table: a wrong move and its refutation until the position comes back, the
    three hints (long A), the right move and the defence's answer: the lowest live heap
    (LIVE_MAIN) over all of it (issue 49: at least 185 000 bytes on the companion firmware,
    145 000 on official MicroPython); and press to light on its board (20 ms at most)."""
    sys.path.insert(0, os.path.join(ROOT, "host_tools"))
    import konane_puzzles as K
    ps = K.read()
    i = [j for j, q in enumerate(ps) if len(q["refs"]) >= 2 and q["refs"][0]][0]
    q = ps[i]
    n = len(ps)
    d = b"P\x01\x06konane" + bytes((n, i, 0, 1)) + bytes(3 * ((n + 7) >> 3))   # ui/progress.py: OPEN
    size = q["n"]
    at = [size // 2 - 1, size // 2 - 1]   # the cursor (row, column): the board's middle at first

    def go(p, sq):
        """The cursor to a square with the d-pad, then A (each press: the view's own cursor step)."""
        r, c = size - int(sq[1:]), ord(sq[0]) - 97
        for k, d_, i_, to in (("down", 1, 0, r), ("up", -1, 0, r), ("right", 1, 1, c), ("left", -1, 1, c)):
            while (to - at[i_]) * d_ > 0:
                p.press(k)
                at[i_] += d_
        p.press("a")

    with pico.Pico(live_image(tree, {"/data/puzzles.bin": d}), board) as p:
        p.until("puzzle %d/%d" % (i + 1, n), 120000, since=0)
        p.until_frame(ms=5000)
        mark = len(p.log)
        for sq in q["refs"][0][0][0].split("-"):
            go(p, sq)
        p.until("again: ", 30000, since=mark)
        for k in (1, 2, 3):
            mark = len(p.log)
            p.press("a", hold_ms=1200)
            p.until("hint %d/3" % k, 10000, since=mark)
        stone, land = q["line"][0].split("-")
        at[:] = [size - int(stone[1:]), ord(stone[0]) - 97]   # the hints put the cursor on the stone
        mark = len(p.log)
        go(p, stone)
        go(p, land)
        p.until("answers " + q["line"][1], 30000, since=mark)
        p.run_ms(100)
        _, low = mem(p)
        if "Traceback" in p.log:
            sys.stderr.write("bench_pico: puzzle live heap: traceback:\n" + p.log[-2000:] + "\n")
        emit("pico_heap_live_low_konane_puzzle", low, "bytes", puzzle=i + 1, size=size,
             note="lowest free after a collection at every tick and action: a puzzle taken up at "
                  "power-on, then with the buttons a wrong move refuted, three hints, the right "
                  "move and the answer")
    # press to light on the puzzle's board, on the image as it is (the live image's collections at
    # every tick are not the device's timing): six cursor steps, as game_loop_figures measures a game's
    with pico.Pico(pico.fs_patch(pico.fs_image_from_tree(tree), {"/data/puzzles.bin": d}), board) as p:
        p.until("puzzle %d/%d" % (i + 1, n), 120000, since=0)
        p.until_frame(ms=5000)
        scenarios.tap(p, "right")
        lats = [scenarios.press_to_pixel_us(p, k, settle_ms=600 + 7 * j)
                for j, k in enumerate(("right", "left") * 3)]
        emit("pico_press_to_first_changed_pixel_us", sorted(lats)[len(lats) // 2], "us",
             board=board["name"], game="konane puzzle", key="right/left", slowest_us=max(lats),
             presses=len(lats), note="the median of six cursor steps on a puzzle's board (after one untimed step)")


def open_game_figures(tree, board):
    """From the menu, A on each built game until its first console line (its set-up page): mostly
    importing the game's modules. (A tap made meanwhile is latched by its pin interrupt and reaches
    the game once it is open.)"""
    from games import registry
    with pico.Pico(pico.fs_image_from_tree(tree), board) as p:
        p.until("menu:", 5000, since=0)
        for name in registry.BUILT:
            title = registry.title(name)
            while scenarios.menu_title(p, 0) != title:
                p.press("right")
            p.until_frame(ms=1000)
            mark = len(p.log)
            p.pin("a", True)
            t0 = p.t_us
            at = p.until("\n", 5000, since=mark)
            emit("pico_open_game_ms", round((p.t_us - t0) / 1000.0), "ms", game=name,
                 note="A down to the game's first console line, debounce included")
            p.pin("a", False)
            p.run_ms(200)
            p.press("b", hold_ms=900, after_ms=200)  # long B: back to the menu
            p.until("menu: ", 1000, since=at)


def unload_figures(tree, board):
    """Free heap at the menu after boot, and again after every built game was opened from the menu
    and closed (long B): closing gives a game's memory back, all but the names its code interned
    (qstrs, which MicroPython never frees), shown apart."""
    from games import registry
    first = registry.title(registry.GAMES[0][0])
    with pico.Pico(pico.fs_image_from_tree(tree), board) as p:
        p.until("menu:", 5000, since=0)
        p.run_ms(200)
        free0, names0 = scenarios.heap_and_names(p)
        for name in registry.BUILT:
            scenarios.open_and_close(p, registry.title(name), first)
        free1, names1 = scenarios.heap_and_names(p)
        emit("pico_heap_free_menu_after_boot", free0, "bytes", names=names0)
        emit("pico_heap_free_menu_after_every_game_closed", free1, "bytes", games=len(registry.BUILT),
             names=names1, note="names: bytes of interned qstrs, never freed by MicroPython")
        emit("pico_heap_not_given_back_but_names", free0 - free1 - (names1 - names0), "bytes")


def game_loop_figures(tree, board):
    """Each built game just started (its save: the set-up, no action): how often frames reach the wire
    while it redraws, and button press to the first changed pixel (RIGHT: a cursor step)."""
    from core import store
    image = pico.fs_image_from_tree(tree)
    for name, title, setup in built_games(board):
        img = pico.fs_patch(image, {"/save.bin": store.encode(name, setup, [])})
        with pico.Pico(img, board) as p:
            p.until("resumed " + title, 10000, since=0)
            p.until_frame(ms=2000)
            n0 = len(p.frames)
            p.run_ms(1000)
            fr = p.frames[n0:]
            if len(fr) >= 2:
                gap = (fr[-1].t_start - fr[0].t_start) / 1000.0 / (len(fr) - 1)
                emit("pico_frame_interval_ms", round(gap, 1), "ms", game=name,
                     note="frames written while the view changes; the app draws at most every other 10 ms tick, when the screen can have changed")
            try:
                # one step first, untimed (the cursor off the cell it starts on)
                scenarios.tap(p, "right")
                # six steps, right and left in turn, each after a settle 7 ms longer than the last:
                # where a press falls against the app's 10 ms tick moves a single figure by several
                # ms, so the presses sample six phases of it and the median is the figure (the
                # slowest is given too). A step is seen as the first colour a cell did not show
                # before it, a blinking cell's too (scenarios.press_to_pixel_us)
                lats = [scenarios.press_to_pixel_us(p, k, settle_ms=600 + 7 * i)
                        for i, k in enumerate(("right", "left") * 3)]
                emit("pico_press_to_first_changed_pixel_us", sorted(lats)[len(lats) // 2], "us",
                     board=board["name"], game=name, key="right/left", slowest_us=max(lats),
                     presses=len(lats), note="the median of six cursor steps (after one untimed step)")
            except pico.EmuError as e:
                sys.stderr.write("bench_pico: %s: %s\n" % (name, e))


def lesson_games():
    """(name, title, the lesson's set-up, its steps) for each built game that has a lesson."""
    import importlib
    from games import registry
    for name in registry.BUILT:
        try:
            mod = importlib.import_module("games.%s.lesson" % name)
        except ImportError:
            continue
        yield name, registry.title(name), mod.SETUP, len(mod.STEPS)


def lesson_figures(tree, board):
    """Each game's lesson, in progress from its first step (as a power cut leaves it): press to light
    during it (cursor steps) on the image as it is, then on the LIVE_MAIN image the whole lesson
    played by its skip (long A plays each step's solution) and the lowest live heap over all of it
    (issue 47: budgets >= 185 000 bytes on the companion firmware, >= 140 000 on official
    MicroPython). The live image collects the heap at every tick, which is not the device's timing
    (Kawa's median there was 22.4 ms on official MicroPython, 6.8 on the image as it is), so the
    presses are timed on the plain image, as the puzzle's are (konane_puzzle_figures), and made
    again, untimed, on the live one."""
    from core import store
    plain = pico.fs_image_from_tree(tree)
    image = live_image(tree)
    for name, title, setup, steps in lesson_games():
        n = name.encode()
        patch = {"/save.bin": store.encode(name, setup, []),
                 "/data/lesson.bin": b"L\x01\x00\x00" + bytes((len(n),)) + n + bytes((len(setup),)) + setup}
        try:
            with pico.Pico(pico.fs_patch(plain, patch), board) as p:
                p.until("lesson 1/%d" % steps, 20000, since=0)
                p.until_frame(ms=2000)
                scenarios.tap(p, "right")
                lats = [scenarios.press_to_pixel_us(p, k, settle_ms=600 + 7 * i)
                        for i, k in enumerate(("right", "left") * 3)]
                emit("pico_press_to_first_changed_pixel_us", sorted(lats)[len(lats) // 2], "us",
                     board=board["name"], game=name, key="right/left", slowest_us=max(lats),
                     presses=len(lats), during="lesson",
                     note="the median of six cursor steps during the lesson's first step")
            with pico.Pico(pico.fs_patch(image, patch), board) as p:
                p.until("lesson 1/%d" % steps, 20000, since=0)
                p.until_frame(ms=2000)
                for k in ("right",) + ("right", "left") * 3:   # the same presses, for the low
                    p.press(k, after_ms=300)
                done = False
                for _ in range(3 * steps):
                    # the skip: long A, but on a step whose action is the game's own long A
                    # (Hanafuda's 'ohana) the console's
                    mark = len(p.log)
                    p.press("a", hold_ms=900, after_ms=400)
                    if "lesson " not in p.log[mark:] and "Lesson learned" not in p.log[mark:]:
                        p.command("learn skip", ms=400)
                    if "Lesson learned" in p.log:
                        done = True
                        break
                p.run_ms(200)
                _, low = mem(p)
                emit("pico_heap_live_low_lesson", low, "bytes", game=name, steps=steps,
                     played="all" if done else "not to its end",
                     note="lowest free after a collection at every tick, over the whole lesson (each step's skip)")
        except pico.EmuError as e:
            sys.stderr.write("bench_pico: lesson %s: %s\n" % (name, e))


KONANE_MAIN = """
import time, gc
from games.konane import rules, search
from games.konane.plain import perft
gc.collect()
b = rules.Board(8)
t0 = time.ticks_us()
n = perft(b, 4)
dt = time.ticks_diff(time.ticks_us(), t0)
print("PERFT %d %d" % (n, dt))
g = rules.Game(bytes((8,)))
for m in g.legal()[:1]:
    g.apply(g.move_to_action(m))
for m in g.legal()[:1]:
    g.apply(g.move_to_action(m))
gc.collect()
s = search.Search()
t0 = time.ticks_us()
s.think(g.board, ms=2000)
dt = time.ticks_diff(time.ticks_us(), t0)
print("AI %d %d %d" % (s.nodes, dt, s.depth))
print("DONE")
"""


def konane_figures(tree, board):
    files = pico.tree_files(tree)
    if COMPANION():   # the frozen modules, from the REPL once the app has handed over (boot.py
        # runs before USB is up: what it prints is lost)
        with pico.Pico(pico.fs_image(files), board) as p:
            p.until("menu:", 8000, since=0)
            p.interrupt()
            out = p.raw_exec(KONANE_MAIN, ms=30000)
        return _konane_rows(out)
    elif "/games/konane/rules.mpy" not in files and not ROMFS_PATH():
        sys.stderr.write("bench_pico: Konane not in the device tree yet; no Konane figures\n")
        return
    else:
        files["/main.py"] = (ROMFS_PATH() + KONANE_MAIN).encode()
    with pico.Pico(pico.fs_image(pico.remanifest(files)), board) as p:
        p.until("DONE", 30000, since=0)
        _konane_rows(p.log)


def _konane_rows(log):
    m = re.search(r"PERFT (\d+) (\d+)", log)
    if m:
        emit("pico_konane_perft8x8_d4_us", int(m.group(2)), "us", nodes=int(m.group(1)))
    m = re.search(r"AI (\d+) (\d+) (\d+)", log)
    if m:
        nodes, dt = int(m.group(1)), int(m.group(2))
        emit("pico_konane_ai_nodes_per_s", round(nodes * 1e6 / dt), "nodes/s", depth=int(m.group(3)), nodes=nodes)
    if "Traceback" in log:
        sys.stderr.write("bench_pico: Konane bench traceback:\n" + log + "\n")


def konane_companion_figures(tree, board):
    """The companion (levels 1, 2 (the default) and 4) answering a move in the real app: emulated time from the typed
    move to its reply on the console, and the lowest free heap the firmware saw meanwhile."""
    from core import store
    try:
        from games.konane import rules
        from games.konane.words import parse
    except ImportError:
        sys.stderr.write("bench_pico: Konane not built yet; no companion figures\n")
        return
    image = pico.fs_image_from_tree(tree)
    live = live_image(tree)

    def saved(setup, moves, base=image):
        """The device image (base) with a Konane game saved after `moves`."""
        g = rules.Game(setup)
        actions = []
        for text in moves:
            a = g.move_to_action(parse(g.board, text))
            g.apply(a)
            actions.append(a)
        return pico.fs_patch(base, {"/save.bin": store.encode("konane", setup, actions)})

    def searched(text):
        # the reply's or the hint's line says what the search did: "(searched 6 plies, 4557 nodes)"
        m = re.search(r"searched (\d+) pl(?:y|ies), (\d+) nodes", text)
        return {"depth": int(m.group(1)), "nodes": int(m.group(2))} if m else {}

    def answered(p, text, expect, echo=None, ms=30000):
        """In the resumed game, type text (after its echo line, if any, the clock starts) and run
        until the whole line starting with expect: (the clock's start in us, where that line is)."""
        p.until("resumed Konane", 10000, since=0)
        p.until_frame(ms=2000)
        mark = len(p.log)
        p.write(text + "\r")
        if echo:
            p.until(echo, 2000, since=mark)
        t0 = p.t_us
        at = p.until(expect, ms, since=mark)
        p.until("\n", 1000, since=at)
        return t0, at

    for level in (1, 2, 4):  # 2: the default
        with pico.Pico(saved(bytes((8, 1, level)), ("xd5", "xe5")), board) as p:  # the companion: Jasmine
            t0, at = answered(p, "b5-d5", "companion: Jasmine", "Hibiscus b5-d5")
            ms = round((p.t_us - t0) / 1000.0)
            extra = searched(p.log[at:])
            free, low = mem(p)
            emit("pico_heap_free_after_companion_reply", free, "bytes", level=level)
            emit("pico_konane_companion_reply_ms", ms, "ms", level=level,
                 note="includes the view's 400 ms minimum think time; move to reply on the console; "
                      "depth: the last iteration completed", **extra)
            emit("pico_heap_lowest_free_konane_companion", low, "bytes", level=level,
                 note="the firmware's own samples, garbage included")
        # the same think with a collection before every heap sample (LIVE_MAIN): the live low point
        # with the search's buffers in place (its timing is not the device's: collections every tick)
        with pico.Pico(saved(bytes((8, 1, level)), ("xd5", "xe5"), live), board) as p:
            answered(p, "b5-d5", "companion: Jasmine", ms=60000)
            p.run_ms(100)
            _, low = mem(p)
            if "Traceback" in p.log:
                sys.stderr.write("bench_pico: companion live heap: traceback:\n" + p.log[-2000:] + "\n")
            emit("pico_heap_live_low_konane_companion", low, "bytes", level=level,
                 note="lowest free after a collection at every tick and action, from the typed move to the reply")
    # the hint (`hint`, as long A asks for it) in a two-player game at the same position: from the
    # command to the hint's console line
    with pico.Pico(saved(bytes((8, 0, 2)), ("xd5", "xe5", "b5-d5")), board) as p:
        t0, at = answered(p, "hint", "hint: ")
        ms = round((p.t_us - t0) / 1000.0)
        extra = searched(p.log[at:])
        emit("pico_konane_hint_ms", ms, "ms", note="the hint command typed to the hint's line on the "
             "console; two players, after xd5 xe5 b5-d5; depth: the last iteration completed", **extra)


# The pieces, in the order `make bench` runs them; `bench_pico.py unload loop` runs only those
# (each drives its own emulated boards: a piece takes from a few seconds to a few minutes).
def _press_to_light_us(p, key, pump, settle_ms=600, limit_ms=500):
    """scenarios.press_to_light_us: pump() (a host reading the link and acknowledging its frames)
    called every 2 ms of emulated time, before and after the press."""
    return scenarios.press_to_light_us(p, key, pump, settle_ms, limit_ms)


def link_figures(tree, board):
    """The link open (docs/link.md) with a host that acknowledges every frame at once: press (the
    real pin) to the first changed pixel on the wire in the menu (each press changes the icon:
    Kōnane's blinking cursor would measure its blink phase), against the same presses unlinked,
    and the heap the link costs while open."""
    keys = ("right", "left", "right", "left", "right", "left")
    with pico.Pico(pico.fs_image_from_tree(tree), board) as p:
        p.until("menu:", 5000, since=0)
        p.run_ms(500)
        plain = [_press_to_light_us(p, k, lambda: None) for k in keys]
        free0, _ = mem(p)
        c, pump = scenarios.linked_host(p)

        c.open()
        p.until("@hello", 3000)
        pump()
        c.cmd("mem")
        p.until("mem: free", 1000)
        p.run_ms(20)
        pump()
        m = [t for k, t in c.lines if t.startswith("mem: free")]
        free1 = int(re.search(r"free (\d+)", m[-1]).group(1)) if m else None
        f0, t0 = c.frames, p.t_us
        linked = [_press_to_light_us(p, k, pump) for k in keys]
        fps = (c.frames - f0) * 1e6 / (p.t_us - t0)
        if c.errors or c.bye is not None:
            raise pico.EmuError("the link failed: %r %r" % (c.errors, c.bye))
        emit("pico_press_to_light_ms_linked", round(max(linked) / 1000.0, 2), "ms", screen="menu",
             presses=len(keys), median_ms=round(sorted(linked)[len(keys) // 2] / 1000.0, 2),
             unlinked_max_ms=round(max(plain) / 1000.0, 2),
             note="the slowest of %d d-pad presses, a host acknowledging every frame; budget 20 ms" % len(keys))
        emit("link_frames_per_s", round(fps, 1), "frames/s", screen="menu",
             note="frames the host received while pressing (only changed frames are sent)")
        if free1 is not None:
            emit("pico_heap_link_open_cost", free0 - free1, "bytes", screen="menu",
                 note="mem before the link opened minus mem while linked (the link's module, its buffers)")


def flood_figures(tree, board):
    """Press (the real pin) to the first changed pixel in the menu while the USB console is
    flooded: a linked host's 500 lines in one write (ping, cmd status short), an import of 9 000
    bytes in `put` lines, and a 10 000-byte line on the plain console; six presses in each."""
    keys = ("right", "left", "right", "left", "right", "left")
    with pico.Pico(pico.fs_image_from_tree(tree), board) as p:
        p.until("menu:", 5000, since=0)
        p.run_ms(1500)
        c, pump = scenarios.linked_host(p)
        c.open()
        p.until("@hello", 3000)
        pump()
        got = {}
        p.write(b"ping\ncmd status short\n" * 250)
        got["flood"] = [_press_to_light_us(p, k, pump, 400, 300) for k in keys]
        while c.pongs < 250 and p.t_us < 120e6:
            p.run_ms(100)
            pump()
        data = bytes(range(256)) * 36
        p.write(b"".join(b"put %s\n" % data[i:i + 64].hex().encode() for i in range(0, 9000, 64)))
        got["import"] = [_press_to_light_us(p, k, pump, 400, 300) for k in keys]
        while not c.errors and p.t_us < 240e6:
            p.run_ms(100)
            pump()
        c.close()
        p.until("link closed", 3000)
        pump()
        p.write(b"x" * 10000 + b"\r")
        got["line"] = [_press_to_light_us(p, k, lambda: None, 400, 300) for k in keys]
        if c.bye != "closed by the host" or c.pongs != 250:
            raise pico.EmuError("flood: the link failed: %r %r %d" % (c.errors, c.bye, c.pongs))
        ms = dict((k, round(max(v) / 1000.0, 2)) for k, v in got.items())
        emit("pico_press_to_light_ms_flooded", max(ms.values()), "ms", screen="menu",
             presses=len(keys), flood_ms=ms["flood"], import_ms=ms["import"], line_ms=ms["line"],
             note="the slowest of six d-pad presses while the USB console is flooded (flood: a "
                  "linked host's 500 lines in one write; import: 9 000 bytes of put lines; line: "
                  "10 000 bytes typed); budget 20 ms")


def _linked_until(p, c, pump, prefix, ms):
    """Run (pumping the link) until a line starting with prefix comes; its text."""
    n = len(c.lines)
    for _ in range(ms // 50):
        p.run_ms(50)
        pump()
        for _, t in c.lines[n:]:
            if t.startswith(prefix):
                return t
    raise pico.EmuError("linked: no line %r within %d ms" % (prefix, ms))


def _linked_menu_pick(p, c, pump, title, answer, ms=120000):
    """Through the link: a long B (the menu over the game), right until the menu names `title`, A;
    runs until a line starting with `answer`."""
    def after(n, prefix, limit_ms):
        for _ in range(limit_ms // 20):
            for _, t in c.lines[n:]:
                if t.startswith(prefix):
                    return t
            p.run_ms(20)
            pump()
        raise pico.EmuError("linked: no line %r within %d ms" % (prefix, limit_ms))
    n = len(c.lines)
    c.long("b")  # held for LONG_HOLD_MS from when the Pico reads it: a press and a release sent
    said = after(n, "menu: ", 3000)  # 900 ms apart came as a tap when the Pico read them late
    for _ in range(12):
        if said.startswith("menu: " + title):
            break
        n = len(c.lines)
        c.tap("right")
        said = after(n, "menu: ", 3000)
    else:
        raise pico.EmuError("linked: no menu item %r" % title)
    n = len(c.lines)
    c.tap("a")
    if title == "Undo":   # a finished game's undo is asked first on the grid: A again
        t = after(n, "", ms)
        if "game is over. A: undo" in t:
            n = len(c.lines)
            c.tap("a")
    return after(n, answer, ms)


def link_live_heap_figures(tree, board):
    """live_heap_figures with a host linked (acknowledging every frame) from before the undo: the
    lowest live heap over a full game's undo (a full replay) and redo typed on the console, then the
    same from the menu shown over the game (the table's way: the menu's code beside the game's), the
    link's code and buffers in RAM. (Resumed unlinked: a host links to a board already playing.)"""
    for name, actions, p in resumed_full_games(tree, board):
        c, pump = scenarios.linked_host(p)
        c.open()
        p.until("@hello", 3000)
        pump()
        c.cmd("undo")
        _linked_until(p, c, pump, "undone", 120000)
        c.cmd("redo")
        _linked_until(p, c, pump, "redone", 120000)
        c.cmd("mem")
        t = _linked_until(p, c, pump, "mem: free", 5000)
        typed = int(re.search(r"lowest free (\d+)", t).group(1))
        _linked_menu_pick(p, c, pump, "Undo", "undone")
        _linked_menu_pick(p, c, pump, "Redo", "redone")
        c.cmd("mem")
        t = _linked_until(p, c, pump, "mem: free", 5000)
        low = int(re.search(r"lowest free (\d+)", t).group(1))
        if c.errors or c.bye is not None or "Traceback" in p.log:
            raise pico.EmuError("linked live heap: %r %r %s" % (c.errors, c.bye, p.log[-1000:]))
        emit("pico_heap_live_low_linked", low, "bytes", game=name, actions=len(actions), typed=typed,
             note="lowest free after a collection at every tick, action and save: resume, then "
                  "linked: undo (a full replay) and redo typed (the lowest then: typed), then from "
                  "the menu over the game; the issue asks >= 160 KB")


def book_figures(tree, board):
    """A full scorebook (host_tools/benches/bench_book.py: 12 KB, every built game in turn) on the
    flash: boot to the menu, then the console's `scores` and the lowest free heap it left."""
    import bench_book
    data, _ = bench_book.full_book()
    with pico.Pico(pico.fs_image_from_tree(tree), board) as p:   # the first power-on checks the install
        p.until("menu:", 5000, since=0)
        p.run_ms(100)
        image = p.flash_fs()
    with pico.Pico(image, board) as p:   # the same flash without a book, for comparison
        p.until("menu:", 5000, since=0)
        emit("pico_boot_to_menu_no_book_ms", p.t_us / 1000.0, "ms", board=board["name"])
    fs = pico.uf2.lfs(len(image) // pico.uf2.FS_BLOCK, image)
    try:
        fs.mkdir("data")
    except FileExistsError:   # the companion firmware's first power-on made it
        pass
    with fs.open("data/book.bin", "wb") as f:
        f.write(data)
    image = bytes(fs.context.buffer)
    with pico.Pico(image, board) as p:
        p.until("menu:", 5000, since=0)
        emit("pico_boot_to_menu_full_book_ms", p.t_us / 1000.0, "ms", board=board["name"], book_bytes=len(data))
        mem(p)
        out = p.command("scores", expect="Ka Pai:", ms=20000)
        _, low = mem(p)
        emit("pico_heap_low_scores_full_book", low, "bytes", board=board["name"], ok=int("Konane:" in out))
    # a Konane 8x8 game (each side its first legal move) resumed one move from its end, the last move
    # typed: the game goes into the full book (the oldest game folded into the totals)
    from games.konane.rules import Game
    from core import store
    g = Game(b"\x08\x00\x02")
    acts, words = [], []
    while not g.over():
        m = g.move(0)
        words.append(g.board.fmt(m))
        acts.append(g.move_to_action(m))
        g.apply(acts[-1])
    image = pico.fs_patch(image, {"/save.bin": store.encode("konane", b"\x08\x00\x02", acts[:-1])})
    with pico.Pico(image, board) as p:
        p.until("resumed Konane", 5000, since=0)
        p.run_ms(300)
        free0, _ = mem(p)
        p.command(words[-1], expect="wins", ms=5000)
        p.run_ms(1500)   # the write, after the frame and the save
        free1, _ = mem(p)  # (collected first: the App's own lowest sample counts garbage too)
        out = p.command("scores konane", expect="Konane:", ms=20000)
        kept = "Konane, finished, %d actions" % len(acts) in out and "! " not in p.log
        if not kept:
            sys.stderr.write("bench_pico book: the write on a full book: %r\n" % p.log[-1500:])
        emit("pico_heap_free_after_book_write_full_book", free1, "bytes", board=board["name"],
             free_before=free0, ok=int(kept))


def firmware_build_figures(tree, board):
    """`make firmware`'s seconds for the board's build (wall clock, this machine as loaded now):
    clean (an empty build folder; mpy-cross and picotool, built once per machine, kept), then again
    with nothing changed; and the player's UF2 bytes. Companion rows only."""
    if not COMPANION():
        return
    from host_tools import firmware, uf2
    name = uf2.board_build(board)
    with tempfile.TemporaryDirectory(prefix="bench_fw_") as tmp:
        saved, firmware.OUT = firmware.OUT, tmp
        try:
            for what in ("clean", "nothing changed"):
                out, key, secs, rebuilt = firmware.build_firmware(name)
                emit("firmware_build_s", round(secs, 1), "s", build=name, run=what, rebuilt=int(rebuilt),
                     note="wall clock on this machine as loaded (budget on an idle 2-core machine: 120 / 10 s)")
        finally:
            firmware.OUT = saved
    emit("firmware_uf2_bytes", os.path.getsize(pico.companion_uf2(board)), "bytes", board=board["name"],
         note="MicroPython, the companion and its board (ROMFS): companion-<board>.uf2")


PIECES = (
    ("firmware", firmware_build_figures),
    ("book", book_figures),
    ("uf2", uf2_figures),
    ("imports", import_figures),
    ("open", open_game_figures),
    ("unload", unload_figures),
    ("loop", game_loop_figures),
    ("heap", game_heap_figures),
    ("live", live_heap_figures),
    ("konane", konane_figures),
    ("companion", konane_companion_figures),
    ("puzzle", konane_puzzle_figures),
    ("link", link_figures),
    ("linklive", link_live_heap_figures),
    ("flood", flood_figures),
    ("lesson", lesson_figures),
)


def main(argv):
    reason = pico.missing_data()
    if reason:
        sys.stderr.write("bench_pico: skipped: %s\n" % reason)
        return
    names = ["boot"] + [n for n, _ in PIECES]
    bad = [a for a in argv if a not in names]
    if bad:
        raise SystemExit("bench_pico: unknown piece %s (pieces: %s)" % (", ".join(bad), " ".join(names)))
    want = set(argv or names)
    # every piece on both builds, each row naming its own: the companion firmware (make firmware:
    # MicroPython v1.28.0, the companion frozen in, its board file alone on the filesystem) and
    # official MicroPython v1.25.0 with the .mpy files on its filesystem. PICO_FIRMWARE=... for one.
    # (PICO_FIRMWARE=romfs: the other way, measured for the README: `firmware.py --variant ROMFS`)
    kinds = [os.environ["PICO_FIRMWARE"]] if os.environ.get("PICO_FIRMWARE") else list(pico.FIRMWARES)
    if "companion" in kinds and pico.companion_missing():
        sys.stderr.write("bench_pico: no companion firmware rows: %s\n" % pico.companion_missing())
        kinds.remove("companion")
    for kind in kinds:
        os.environ["PICO_FIRMWARE"] = kind
        benchlib.FIELDS["firmware"] = {"companion": "companion", "romfs": "romfs-1.28"}.get(kind, "official-1.25")
        try:
            run_pieces(want, kind)
        finally:
            os.environ.pop("PICO_FIRMWARE", None)
            benchlib.FIELDS.pop("firmware", None)


def run_pieces(want, kind):
    with tempfile.TemporaryDirectory(prefix="bench_pico_") as tmp:
        trees = {}
        for b in ("pico-8x8", "pico-16x16"):
            if b == "pico-8x8" or "boot" in want:
                trees[b] = pico.build_tree(b, os.path.join(tmp, b))
                if kind in ("companion", "romfs"):   # the modules are in flash: the board file alone
                    for base, _dirs, files in os.walk(trees[b], topdown=False):
                        for f in files:
                            if os.path.relpath(os.path.join(base, f), trees[b]) not in ("board.json", "board.ok"):
                                os.remove(os.path.join(base, f))
                if kind == "romfs":   # a main.py that imports from /rom, and an install of no files
                    from host_tools import build
                    with open(os.path.join(trees[b], "main.py"), "wb") as f:
                        f.write(pico.ROMFS_MAIN)
                    os.makedirs(os.path.join(trees[b], "core"), exist_ok=True)
                    with open(os.path.join(trees[b], "core", "manifest.txt"), "wb") as f:
                        f.write(build.manifest_of([]))
            if "boot" in want:
                boot_figures(trees[b], pico.load_board(b))
        for name, fn in PIECES:
            if name in want:
                if kind in ("companion", "romfs") and name == "imports":
                    sys.stderr.write("bench_pico: imports: the official build's .mpy files only\n")
                    continue
                try:
                    fn(trees["pico-8x8"], pico.load_board("pico-8x8"))
                except Exception:   # one piece's failure is said, and the other pieces still run
                    import traceback
                    sys.stderr.write("bench_pico: %s on %s failed:\n%s" % (name, kind, traceback.format_exc()))
                    print(json.dumps({"name": "error", "value": 0, "unit": "", "interpreter": "rp2040-emulated",
                                      "piece": name, "firmware": kind}), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
