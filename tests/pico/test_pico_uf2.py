# The player's path from docs/install.md on the emulated Pico, from UF2 files alone: an erased flash gets
# the official MicroPython UF2 and then companion-pico-8x8.uf2 (make uf2), both through the
# emulator's UF2 reader (emu.mjs, as the boot ROM writes a dropped file); the menu comes up, a
# Konane removal is played and saved, and after a power cut the next boot resumes it. Then the
# combined file (MicroPython and the companion in one UF2) is dropped on that Pico: it replaces the
# filesystem, so the save is gone and the menu comes up fresh; a game played there is saved and
# resumed after the next power cut.
import os

import pytest

from pico_support import needs_pico, official_only, pico
import scenarios

# make uf2's files are for official MicroPython (the companion firmware's UF2: test_pico_firmware.py)
pytestmark = [needs_pico, official_only, pytest.mark.official]

BOARD = "pico-8x8"
REMOVED = "Hibiscus xd5 | Konane 8x8 ply 2"


def play_one_removal(p):
    """From the menu: Konane with its first-game set-up (8x8, two players), d5 removed; the save."""
    assert "menu: Konane" in p.log
    save = scenarios.konane_first_removal(p)
    p.until(REMOVED, 1000, since=0)
    assert "Konane set-up [size]: 8x8, two players" in p.log
    assert "! " not in p.log  # nothing refused, nothing failed to save
    assert save
    return save


def resumes(image, save):
    """A power cycle: the flash keeps image (the filesystem) and MicroPython; the game comes back."""
    with pico.Pico(image, pico.load_board(BOARD)) as p:
        p.until("resumed Konane", 5000, since=0)
        p.until("\n", 500, since=p.log.index("resumed Konane"))   # the resume line whole (it may be in already)
        assert "resumed Konane: Konane 8x8 ply 2" in p.log
        assert scenarios.read_save(p.flash_fs()) == save


def test_boot_from_uf2_files_play_save_resume(tmp_path):
    from host_tools import uf2

    official = pico.data_files()[0]
    out = str(tmp_path)
    companion, _ = uf2.companion_uf2(BOARD, os.path.join(out, "tree"))
    with open(official, "rb") as f:
        combined = uf2.combine(f.read(), companion)
    paths = {}
    for name, data in (("companion", companion), ("combined", combined)):
        paths[name] = os.path.join(out, name + ".uf2")
        with open(paths[name], "wb") as f:
            f.write(data)

    # two files dropped on an erased Pico: MicroPython, then the companion
    with pico.Pico(None, pico.load_board(BOARD), uf2s=[official, paths["companion"]]) as p:
        p.until("menu:", 5000, since=0)
        save = play_one_removal(p)
        image = p.flash_fs()
    resumes(image, save)

    # the one combined file dropped on that Pico: the filesystem is replaced, the save with it
    with pico.Pico(image, pico.load_board(BOARD), uf2s=[paths["combined"]]) as p:
        p.until("menu:", 5000, since=0)
        p.run_ms(200)
        assert "resumed" not in p.log and "menu: Resume" not in p.log
        assert scenarios.read_save(p.flash_fs()) is None
        save = play_one_removal(p)
        image = p.flash_fs()
    resumes(image, save)
