# The companion's own firmware (make firmware, issue 35) on the emulated Pico, from its UF2 alone:
# dropped on a Pico that plays on official MicroPython it keeps the game in progress, and the old
# modules left on the filesystem never run; on an erased Pico the UF2's board is the default; a
# `make flash` made over this very firmware runs before the frozen modules, one over another build
# does not; a UF2 copied in part (its ROMFS missing, or naming other bytes) is named at power-on.
import os

from pico_support import needs_pico, pico
import scenarios

FIRMWARE_READY = pico.companion_missing() if pico.missing_data() is None else pico.missing_data()
pytestmark = [needs_pico, __import__("pytest").mark.skipif(
    FIRMWARE_READY is not None, reason=FIRMWARE_READY or "")]

BOARD = "pico-8x8"
REMOVED = "Hibiscus xd5 | Konane 8x8 ply 2"


def errors(log):
    return [line for line in log.splitlines() if line.startswith("!")]


def companion(board=BOARD):
    return pico.companion_uf2(pico.load_board(board))


def play_one_removal(p):
    """From the menu: Konane with its first-game set-up (8x8, two players), d5 removed; the save."""
    save = scenarios.konane_first_removal(p)
    p.until(REMOVED, 1000, since=0)
    assert "Konane set-up [size]: 8x8, two players" in p.log
    assert save
    return save


def test_the_uf2_writes_no_filesystem_block():
    from host_tools import uf2
    with open(companion(), "rb") as f:
        data = f.read()
    # (the firmware's last sector is part-written, as in any SDK-built UF2: the boot ROM erases it)
    assert not uf2.check(data, uf2.FLASH_BASE, uf2.FLASH_BASE + pico.FS_OFFSET, whole_sectors=False)
    top = max(a for a, _p in uf2.pages(data)) + uf2.PAYLOAD
    assert top == uf2.FLASH_BASE + pico.FS_OFFSET     # the ROMFS ends where the filesystem starts


def test_dropped_on_an_official_install_it_keeps_the_save_and_ignores_the_old_modules(tmp_path):
    from host_tools import uf2
    board = pico.load_board(BOARD)
    old, _ = uf2.companion_uf2(BOARD, str(tmp_path / "tree"))
    old_path = str(tmp_path / "old.uf2")
    with open(old_path, "wb") as f:
        f.write(old)
    # official MicroPython and the companion's files (make uf2), a game begun and saved
    with pico.Pico(None, board, uf2s=[pico.data_files()[0], old_path]) as p:
        p.until("menu:", 5000, since=0)
        save = play_one_removal(p)
        image = p.flash_fs()
    # an old module that would say so if it ran, and the old manifest naming it damaged: neither matters
    image = pico.fs_patch(image, {"/core/startup.py": b"print('OLD MODULE RAN')\n"})
    with pico.Pico(image, board, uf2s=[companion()]) as p:
        p.until("resumed Konane: Konane 8x8 ply 2", 8000, since=0)
        p.run_ms(2500)   # the check beside the app (the whole firmware's CRC-32)
        assert "OLD MODULE RAN" not in p.log and not errors(p.log), p.log
        p.interrupt()   # mpremote's takeover: the REPL of the companion's own MicroPython
        assert "(tabletop companion) with RP2040" in p.raw_exec("import os; print(os.uname().machine)")
        after = p.flash_fs()
    assert scenarios.read_save(after) == save
    assert pico.read_fs(after)["/board.json"] == pico.read_fs(image)["/board.json"]


def test_on_an_erased_pico_the_uf2s_board_is_the_default():
    board = pico.load_board("pico-16x16")
    with pico.Pico(None, board, uf2s=[companion("pico-16x16")]) as p:
        p.until("menu:", 8000, since=0)
        p.until_frame(ms=1000)
        assert len(p.frames[-1].pixels) == 256 and not errors(p.log), p.log
        files = pico.read_fs(p.flash_fs())
    assert "/board.json" not in files and files["/data/firmware.txt"] == pico.firmware_build(board).encode()


def test_make_flash_over_this_firmware_runs_first_and_over_another_build_not(tmp_path):
    from host_tools import build
    board = pico.load_board(BOARD)
    tree = str(tmp_path / "tree")
    build.build(BOARD, tree, overlay=pico.firmware_build(board))
    files = pico.tree_files(tree)
    assert files["/core/overlay.txt"].strip() == pico.firmware_build(board).encode()
    # a developer's edit: the menu's source, which says when it runs (in the manifest as make flash puts it)
    with open(os.path.join(pico.ROOT, "firmware", "ui", "menu.py"), "rb") as f:
        files["/ui/menu.py"] = b"print('OVERLAY RAN')\n" + f.read()
    del files["/ui/menu.mpy"]
    files["/core/manifest.new"] = build.manifest_of(
        (k[1:], v) for k, v in files.items() if k not in ("/core/manifest.new", "/board.json", "/board.ok"))
    with pico.Pico(pico.fs_image(files), board, uf2s=[companion()]) as p:
        p.until("menu:", 8000, since=0)
        assert "OVERLAY RAN" in p.log and not errors(p.log), p.log
    files["/core/overlay.txt"] = b"0123456789abcdef\n"   # made over another build: the frozen modules run
    with pico.Pico(pico.fs_image(files), board, uf2s=[companion()]) as p:
        p.until("menu:", 8000, since=0)
        p.run_ms(1500)
        assert "OVERLAY RAN" not in p.log and not errors(p.log), p.log


def test_a_uf2_copied_in_part_is_named(tmp_path):
    from host_tools import firmware, uf2
    board = pico.load_board(BOARD)
    with open(companion(), "rb") as f:
        whole = uf2.pages(f.read())
    rom_at = uf2.FLASH_BASE + firmware.romfs_base("RPI_PICO")
    fw = [pg for pg in whole if pg[0] < rom_at]
    rom = [pg for pg in whole if pg[0] >= rom_at]
    # the firmware's blocks alone on an erased Pico: no ROMFS
    cases = [(uf2.join(fw), "board partition (ROMFS) missing")]
    # the ROMFS of a firmware whose bytes differ (the firmware cut short, or another build's)
    key = pico.firmware_build(board)
    out = os.path.dirname(companion())
    with open(os.path.join(out, "firmware.bin"), "rb") as f:
        bin_ = f.read()
    at = len(bin_) - 100   # a byte near the end: the last blocks of a copy cut short
    other = firmware.romfs_image(os.path.join(pico.ROOT, "boards", BOARD + ".json"), key,
                                 bin_[:at] + bytes([bin_[at] ^ 1]) + bin_[at + 1:])
    cases.append((uf2.join(fw + uf2.pages(uf2.encode(other, rom_at))), "the firmware damaged"))
    assert rom
    for i, (data, words) in enumerate(cases):
        path = str(tmp_path / ("part%d.uf2" % i))
        with open(path, "wb") as f:
            f.write(data)
        with pico.Pico(None, board, uf2s=[path]) as p:
            p.run_ms(4000)
            lines = errors(p.log)
            assert len(lines) == 1 and lines[0].startswith("! damaged install: ") and words in lines[0], p.log
            assert "Traceback" not in p.log and "menu:" not in p.log
