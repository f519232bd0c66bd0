# Run by test_no_viper.py under the unix `micropython`, with the Pico's device tree (every module
# compiled for the RP2040's armv6m) first on sys.path. This x86-64 port refuses the viper modules'
# ARM code, as a port without the native emitter (the WebAssembly one) refuses to compile them, so
# every game must fall back to its Python loops. Prints one line per check; the test reads them.
#   micropython no_viper_check.py TREE ROOT
import sys

TREE, ROOT = sys.argv[1], sys.argv[2]
sys.path.insert(0, ROOT)
sys.path.insert(0, TREE)

# sim.py puts firmware/ (the sources, which this port would compile with viper) first on the path
# unless it is there already: put it last, so only modules missing from the tree could come from it
sys.path.append(ROOT + "/host_tools/../firmware")

from host_tools.sim import Rig, load_board  # noqa: E402
from games import registry  # noqa: E402


def viper_fails(mod):
    try:
        __import__(mod)
    except (SyntaxError, ValueError, NotImplementedError, ImportError) as e:
        return "%s: %s" % (e.__class__.__name__, e)
    return None


for mod in sys.argv[3:]:
    print("viper", mod, viper_fails(mod))

import hw.output  # noqa: E402
print("output", "python" if hw.output.render is hw.output.render_py else "viper")

board = load_board(ROOT + "/boards/pico-8x8.json")
for name in registry.BUILT:
    title = registry.title(name)
    rig = Rig(board)
    for _ in range(len(registry.GAMES) + 4):
        if rig.lines[-1].startswith("menu: " + title + "  "):
            break
        rig.press("right")
    rig.press("a")
    for _ in range(6):
        if rig.app.session is not None:
            break
        rig.press("a")
    for k in ("right", "a", "down", "a", "left", "a", "up", "a", "b", "a"):
        rig.press(k)
    rig.step(300)
    mods = [m for m in sys.modules if m.startswith("games." + name)]
    where = [getattr(sys.modules[m], "__file__", TREE) for m in mods]
    print("game", name, "started" if rig.app.session is not None else "not-started",
          "faults=%d" % len([l for l in rig.lines if "internal error" in l]),
          "outside=%d" % len([w for w in where if not w.startswith(TREE)]),
          "frames=%d" % rig.app.output.frames)
