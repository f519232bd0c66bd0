# Platform figures: frame render+output time for 64 and 256 pixels, bytes allocated per frame,
# and (MicroPython) the heap the whole firmware costs once imported from .mpy files.
import gc
import sys

import benchlib

benchlib.setup_path()

from hw.grid import Grid  # noqa: E402
from hw.output import Output  # noqa: E402

BOARD = {"width": 8, "height": 8, "color_order": "GRB", "brightness": 40, "gamma": 2.6,
         "wiring": {"layout": "serpentine", "major": "rows", "rotation": 0},
         "power": {"budget_ma": 450, "ma_per_channel": 20, "idle_ma_per_pixel": 1}}


def frame_figures(size):
    board = dict(BOARD)
    board["width"] = board["height"] = size
    g = Grid(size, size)
    sink = bytearray(1)

    def write(buf):
        sink[0] = buf[0]

    out = Output(g, board, write)
    colours = (0xFF0000, 0x00FF00, 0x0000FF, 0xFFFFFF)
    state = [0]

    def frame():
        # a full redraw of every cell that changes the frame, then render + limit + write
        state[0] += 1
        c = colours[state[0] & 3]
        for y in range(size):
            for x in range(size):
                g.set(x, y, c)
        out.show()

    us = benchlib.time_us(frame, 20)
    benchlib.emit("frame_draw_render_output_%dpx" % (size * size), us, "us")
    g.dirty = True
    us = benchlib.time_us(lambda: out.show(force=True), 50)
    benchlib.emit("frame_render_output_%dpx" % (size * size), us, "us")
    if benchlib.INTERP == "micropython":
        # gc.mem_alloc with the collector off counts every byte a frame takes from the heap
        frame()
        gc.collect()
        gc.disable()
        a = gc.mem_alloc()
        for _ in range(10):
            frame()
        per = (gc.mem_alloc() - a) // 10
        gc.enable()
        benchlib.emit("bytes_allocated_per_frame_%dpx" % (size * size), per, "bytes")


def _mods(root, d):
    import os
    return [d.replace("/", ".") + "." + f[:-4] for f in sorted(os.listdir(root + "/" + d))
            if f.endswith(".mpy") and f != "__init__.mpy" and f not in ("rp2.mpy", "blinka.mpy")]


def _live():
    gc.collect()
    return gc.mem_alloc()


def firmware_heap():
    # Import the firmware from the .mpy tree host_tools/bench.py builds: the platform, then each
    # game on its own and dropped again, as the app does (one game's code in RAM at a time).
    import os
    root = sys.argv[1]
    sys.path[:] = [root] + [p for p in sys.path if "firmware" not in p]
    for m in list(sys.modules):
        if m.split(".")[0] in ("core", "hw", "ports", "ui", "games"):
            del sys.modules[m]
    before = _live()
    names = _mods(root, "core") + _mods(root, "hw") + _mods(root, "ports") + _mods(root, "ui") + ["games.registry"]
    for n in names:
        __import__(n)
    platform = _live() - before
    benchlib.emit("heap_after_import_platform_mpy", platform, "bytes", modules=len(names))
    total = platform
    for g in sorted(os.listdir(root + "/games")):
        if "." in g:
            continue
        base = _live()
        mods = _mods(root, "games/" + g)
        for n in mods:
            __import__(n)
        used = _live() - base
        total += used
        benchlib.emit("heap_after_import_game_%s_mpy" % g, used, "bytes", modules=len(mods))
        for m in list(sys.modules):
            if m.startswith("games." + g):
                del sys.modules[m]
        import games
        if hasattr(games, g):
            delattr(games, g)
    benchlib.emit("heap_after_import_firmware_mpy", total, "bytes",
                  note="platform + every game; the app holds one game at a time")


if len(sys.argv) > 1 and benchlib.INTERP == "micropython":
    firmware_heap()
else:
    frame_figures(8)
    frame_figures(16)
