# The same node budget gives the same move on the Pico as on the computer: the companion's search
# (viper fastsearch.run on the emulated RP2040) against plain.run_py on CPython, on positions of
# random games of every kind of size, one Search carried from one position to the next as the
# view does (its history table goes on). MicroPython's unix port is compared slice by slice in
# tests/konane/test_konane_ai_lean.py; so the host matches (host_tools/konane_match.py) predict
# the device.
import os
import sys

from pico_support import FIRMWARE, needs_pico, pico, device_image

pytestmark = needs_pico

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "firmware"))

# (board size, seed, random plies, node budget)
CASES = ((8, 1, 2, 1500), (8, 2, 9, 1500), (8, 3, 20, 1500), (6, 4, 6, 1000), (10, 5, 14, 800),
         (14, 6, 30, 600), (8, 7, 34, 2000))

SCRIPT = """
from games.konane.rules import Board, movebuf
from games.konane.search import Search
from core.rng import Rng
s = Search()
for n, seed, plies, nodes in %r:
    bd = Board(n)
    rng = Rng(seed)
    buf = movebuf(4 * n * n)
    for _ in range(plies):
        k = bd.gen(buf)
        if not k:
            break
        bd.make(buf[rng.below(k)])
    m = s.think(bd, 63, 0, nodes, 80)
    print("KS %%d %%d %%d %%d %%d %%d" %% (bd.ply, m, s.score, s.depth, s.nodes, s.truncated))
print("KS DONE")
""" % (CASES,)


def host_results():
    """The same script on CPython (the plain-Python loop), its lines captured."""
    from games.konane import search as ai
    assert ai.run_fn is None
    out = []
    exec(SCRIPT, {"print": out.append})
    return [ln for ln in out if "DONE" not in ln]


def test_same_node_budget_same_move_on_the_pico_and_cpython(tmp_path_factory):
    if FIRMWARE == "companion":
        # its frozen main.py runs, not one on the filesystem: the script goes through the REPL,
        # with the modules the firmware imports (its search loop: konane_fastsearch in the ROMFS; frozen,
        # the search in slices never ended)
        with pico.Pico(device_image("pico-8x8", tmp_path_factory), pico.load_board("pico-8x8")) as p:
            p.until("menu:", 8000, since=0)
            p.interrupt()
            log = p.raw_exec("import sys\nsys.path[:] = ['.frozen', '/rom', '']\n" + SCRIPT, ms=60000)
    else:
        # a main.py of its own: without boot.py, which would stop at a main.py not the companion's
        img = pico.fs_patch(device_image("pico-8x8", tmp_path_factory), {"/main.py": SCRIPT.encode()}, ["/boot.py"])
        with pico.Pico(img, pico.load_board("pico-8x8")) as p:
            p.until("KS DONE", 60000, since=0)
            log = p.log
    assert "Traceback" not in log, log
    dev = [ln.strip() for ln in log.splitlines() if ln.startswith("KS ") and "DONE" not in ln]
    want = host_results()
    assert len(want) == len(CASES)
    assert dev == want
