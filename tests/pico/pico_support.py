# Shared by the emulated-Pico tests (tests/pico/): finds the harness, skips the tier only when the
# MicroPython UF2 / boot ROM are absent, builds each board's device tree once per session, and
# boots a flash image to a console text once per session (then restores that booted Pico).
import atexit
import hashlib
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
# (a mark, not a skip: tests/pico/conftest.py leaves such a test out of a run on the companion
# firmware, so a run skips nothing and `make test`'s strict run can fail on any skip)
official_only = pytest.mark.official_only

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


# Booted Picos, idle, each holding the snapshot taken right after its boot: boot() puts one back to
# that snapshot instead of booting the same flash image to the same console text again (the menu of
# the board's own tree; a save resumed again and again in a loop of power cuts). PICO_SNAPSHOT=0:
# a boot each time. test_pico_harness checks that a restored Pico runs exactly as one booted.
_idle = {}      # (board, image digest, until) -> [Pico]
_order = []     # the keys, least recently used first: a few idle emulators per worker, not one per image
IDLE_MAX = 4
SNAPSHOTS = os.environ.get("PICO_SNAPSHOT", "1") != "0"


def _power_off_idle():
    for ps in _idle.values():
        while ps:
            ps.pop().close()


atexit.register(_power_off_idle)


def boot(board_name, tmp_factory, image=None, until="menu:"):
    """A Pico with the firmware for board_name on its flash (image, default the board's device tree),
    booted until the console shows `until`. From a snapshot when this flash was booted to this text
    before in the session: the same machine, console and frames as the boot, without its time.
    close() is still the end of it for the test (a power cut)."""
    img = image if image is not None else device_image(board_name, tmp_factory)
    if not SNAPSHOTS:
        return _boot(board_name, img, until)
    key = (board_name, hashlib.sha1(img).hexdigest(), until)
    idle = _idle.setdefault(key, [])
    while idle and idle[-1].proc.poll() is not None:
        idle.pop().close()   # its emulator died in the test that had it
    if idle:
        p = idle.pop()
        p.restore()
    else:
        p = _boot(board_name, img, until)
        p.snapshot()

    def back(q):
        if key in _order:
            _order.remove(key)
        _order.append(key)
        _idle[key].append(q)
        while sum(len(v) for v in _idle.values()) > IDLE_MAX:
            old = next(k for k in _order if _idle[k])
            _idle[old].pop(0).close()
            if not _idle[old]:
                _order.remove(old)
    p.on_close = back
    return p


def _boot(board_name, img, until):
    for last in (False, True):
        p = pico.Pico(img, pico.load_board(board_name))
        try:
            p.until(until, 5000, since=0)
            return p
        except Exception as e:
            p.close()
            # The emulator stalled before the firmware said a word: a loaded run's fresh boot
            # reached 1.2 s of emulated time in 120 s of wall clock with nothing on its USB
            # console (the same boot alone: 2 s). That is the emulator's host, not the firmware,
            # so a new emulator, once. A firmware that says nothing in 5 s of emulated time, or
            # not what it should, fails at once as ever (no wall-clock limit in that).
            if last or p.log or "wall-clock limit" not in str(e):
                raise
            sys.stderr.write("pico_support: the emulator stalled at boot (%s): a new one\n" % e)


def host_twin(board_name):
    """The same App on the computer (host_tools/sim.Rig): what the Pico should put on the wire."""
    from host_tools.sim import Rig
    return Rig(pico.load_board(board_name))


def twin_wire(rig):
    rig.app.render()
    return bytes(rig.app.output.out)
