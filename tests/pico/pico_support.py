# Shared by the emulated-Pico tests (tests/pico/): finds the harness, skips the tier only when the
# MicroPython UF2 / boot ROM are absent, and builds each board's device tree once per session.
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "host_tools", "pico_emu"))

import pico  # noqa: E402

REASON = pico.missing_data()
needs_pico = pytest.mark.skipif(REASON is not None, reason=REASON or "")
# which firmware the Picos of this run boot (pico.firmware_kind: PICO_FIRMWARE, by default the
# companion's own when `make firmware` built it); `make test` runs the tier on the companion
# firmware, then the tests marked `official` again on official MicroPython v1.25.0
FIRMWARE = pico.firmware_kind() if REASON is None else None
# a test of what official MicroPython's filesystem holds (the .mpy files, their manifest)
official_only = pytest.mark.skipif(FIRMWARE == "companion", reason="the .mpy files on official MicroPython's "
                                   "filesystem: runs with PICO_FIRMWARE=official")
companion_only = pytest.mark.skipif(FIRMWARE != "companion", reason="the companion firmware (make firmware)")

_images = {}


def device_image(board_name, tmp_factory):
    """A littlefs image of the board's device tree (host_tools/build.py), built once per test session
    (on the companion firmware: its board file alone, the modules being in the firmware)."""
    if board_name not in _images:
        out = str(tmp_factory.mktemp("tree-" + board_name))
        pico.build_tree(board_name, out)
        files = pico.tree_files(out)
        if FIRMWARE == "companion":   # the companion is in the firmware: its board file alone
            files = {k: v for k, v in files.items() if k in ("/board.json", "/board.ok")}
        _images[board_name] = pico.fs_image(files)
    return _images[board_name]


def boot(board_name, tmp_factory, image=None, until="menu:"):
    """A Pico with the firmware for board_name on its flash, booted until the console shows `until`."""
    img = image if image is not None else device_image(board_name, tmp_factory)
    p = pico.Pico(img, pico.load_board(board_name))
    try:
        p.until(until, 5000, since=0)
    except Exception:
        p.close()
        raise
    return p


def host_twin(board_name):
    """The same App on the computer (host_tools/sim.Rig): what the Pico should put on the wire."""
    from host_tools.sim import Rig
    return Rig(pico.load_board(board_name))


def twin_wire(rig):
    rig.app.render()
    return bytes(rig.app.output.out)
