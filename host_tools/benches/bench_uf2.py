# make uf2's files (host_tools/uf2.py): the bytes a player drops on each Pico board's RPI-RP2 drive,
# and the combined file with the official MicroPython UF2 when it is at hand (PICO_UF2 or
# host_tools/pico_emu/data/). Interpreter field: "cpython" (a build on the computer; sizes, not times).
#
#   .venv/bin/python host_tools/benches/bench_uf2.py        (CPython only: it runs mpy-cross)
import sys

if sys.implementation.name != "cpython":
    sys.stderr.write("bench_uf2: runs under CPython only (it builds the device trees)\n")
    sys.exit(0)

import os
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "host_tools", "pico_emu"))
sys.path.insert(0, ROOT)

import benchlib  # noqa: E402
import pico  # noqa: E402
from host_tools import uf2  # noqa: E402


def main():
    official = pico.data_files()[0]
    mp = None
    if os.path.isfile(official):
        with open(official, "rb") as f:
            mp = f.read()
    with tempfile.TemporaryDirectory(prefix="bench_uf2_") as tmp:
        for b in uf2.pico_boards():
            data, image = uf2.companion_uf2(b, os.path.join(tmp, b))
            build = uf2.board_build(uf2.load_board(b))
            files = uf2.tree_files(os.path.join(tmp, b))
            benchlib.emit("uf2_bytes", len(data), "bytes", board=b, micropython=build,
                          fs_blocks=len(data) // 512 // 16, tree_bytes=sum(len(v) for v in files.values()))
            if mp is not None and uf2.micropython_build_of(mp) == build:
                benchlib.emit("uf2_bytes_with_micropython", len(uf2.combine(mp, data)), "bytes", board=b,
                              micropython_uf2=os.path.basename(official))


if __name__ == "__main__":
    main()
