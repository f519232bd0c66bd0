# make uf2 (host_tools/uf2.py): the UF2 files a player drops on a Pico. The checker on the files
# built for a Pico and a Pico W board (and on broken files, so it is seen to catch each fault), the
# littlefs image read back from the UF2 alone against the device tree `make flash` copies, the
# same over an old, much-rewritten filesystem (a Pico that had a game), the board files' builds,
# and the combined file with the official MicroPython UF2.
import json
import os
import struct

import pytest

from host_tools import build, uf2
from host_tools.pico_emu import pico

BUILT = ("pico-8x8", "pico-w-16x16")  # both filesystem regions, both panel sizes
OFFICIAL = pico.data_files()[0]   # PICO_UF2, else host_tools/pico_emu/data/


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = {}
    for b in BUILT:
        tree = str(tmp_path_factory.mktemp("tree-" + b))
        data, image = uf2.companion_uf2(b, tree)
        out[b] = (data, image, tree)
    return out


def region(board_name):
    off, size = uf2.fs_region(uf2.board_build(uf2.load_board(board_name)))
    return uf2.FLASH_BASE + off, uf2.FLASH_BASE + off + size


def test_every_pico_board_names_its_build_and_the_w_variants_match():
    boards = uf2.pico_boards()
    assert {"pico-8x8", "pico-16x16", "pico-w-8x8", "pico-w-16x16"} <= set(boards)
    for b in boards:
        assert uf2.board_build(uf2.load_board(b)) in uf2.BUILDS
    for size in ("8x8", "16x16"):
        plain, w = uf2.load_board("pico-" + size), uf2.load_board("pico-w-" + size)
        assert uf2.board_build(plain) == "RPI_PICO" and uf2.board_build(w) == "RPI_PICO_W"
        for k in ("name", "description", "micropython"):
            plain.pop(k, None)
            w.pop(k, None)
        assert plain == w  # the same wiring, panel and power: only the MicroPython build differs


def test_unknown_build_in_a_board_file_is_refused():
    with pytest.raises(SystemExit, match="RPI_PICO2.*not a build"):
        uf2.board_build({"name": "x", "micropython": "RPI_PICO2"})


def test_regions_are_micropythons():
    assert uf2.fs_region("RPI_PICO") == (0xA0000, 1408 * 1024)
    assert uf2.fs_region("RPI_PICO_W") == (0x12C000, 848 * 1024)


@pytest.mark.parametrize("board", BUILT)
def test_uf2_passes_the_checker_inside_the_boards_region(built, board):
    data, _image, _tree = built[board]
    lo, hi = region(board)
    assert uf2.check(data, lo, hi) == []
    addrs = [a for a, _p in uf2.pages(data)]
    assert min(addrs) == lo  # the superblock pair: the region's first two blocks
    assert {lo + i for i in range(0, 2 * uf2.FS_BLOCK, 256)} <= set(addrs)


@pytest.mark.parametrize("board", BUILT)
def test_image_read_back_from_the_uf2_is_the_device_tree(built, board):
    data, _image, tree = built[board]
    lo, hi = region(board)
    flash = uf2.flash_image(data)
    files = uf2.read_fs(flash[lo - uf2.FLASH_BASE:hi - uf2.FLASH_BASE])
    want = uf2.tree_files(tree)
    assert files == want
    assert "/main.py" in files and "/core/app.mpy" in files
    assert json.loads(files["/board.json"])["name"] == board


def old_filesystems(image):
    """Filesystems a Pico may hold when the UF2 is dropped on it: (1) another layout, a save rewritten
    many times (high metadata revisions); (2) this very tree with a file added in every folder and
    a save: each folder's metadata pair then has a newer half on the flash where the fresh image
    has a blank one, which a UF2 of the image's non-blank blocks alone would leave in place."""
    fs = uf2.lfs(len(image) // uf2.FS_BLOCK)
    fs.mkdir("games")
    for i in range(40):
        with fs.open("games/old%d.mpy" % i, "wb") as f:
            f.write(bytes([i]) * (3000 + 97 * i))
    for i in range(300):
        with fs.open("save.tmp", "wb") as f:
            f.write(b"save %d " % i * 40)
        fs.rename("save.tmp", "save.bin")
    yield bytes(fs.context.buffer)
    fs = uf2.lfs(len(image) // uf2.FS_BLOCK, image)
    folders = [top for top, _dirs, _names in fs.walk("/")]
    assert len(folders) >= 8
    for i in range(3):
        for top in folders:
            with fs.open(top.rstrip("/") + "/stale.bin", "wb") as f:
                f.write(b"old %d" % i)
    with fs.open("save.bin", "wb") as f:
        f.write(b"a saved game")
    yield bytes(fs.context.buffer)


def test_image_root_metadata_is_compacted(built):
    # the Pico reads the root's whole metadata log at every path lookup: the image leaves it
    # compacted (a later revision in the pair), shorter than the log its files would have made
    tree = built["pico-8x8"][2]
    files = uf2.tree_files(tree)
    plain = uf2.lfs(uf2.fs_blocks(uf2.DEFAULT_BUILD))
    for path in sorted(files):
        parts = path.strip("/").split("/")
        for i in range(1, len(parts)):
            try:
                plain.mkdir("/".join(parts[:i]))
            except FileExistsError:
                pass
        with plain.open(path.strip("/"), "wb") as f:
            f.write(files[path])
    image = uf2.fs_image(files)
    assert uf2.root_block(image)[1] > uf2.root_block(bytes(plain.context.buffer))[1]
    assert uf2.root_log_bytes(image) * 3 < uf2.root_log_bytes(bytes(plain.context.buffer))
    assert uf2.read_fs(image) == files
    # every folder's too (an import stats three paths in its folder): the module folders' logs
    # shorter, none longer than it was made but for the compacting commits themselves
    shorter = 0
    for folder in sorted({p.strip("/").rsplit("/", 1)[0] for p in files if p.strip("/").count("/")}):
        was = uf2.folder_log_bytes(bytes(plain.context.buffer), folder)
        now = uf2.folder_log_bytes(image, folder)
        assert now <= max(was, 3 * uf2.FS_PROG), (folder, was, now)
        shorter += now < was
    assert shorter >= 4


def test_uf2_over_an_old_filesystem_gives_exactly_the_device_tree(built):
    """A Pico that had a game: the UF2 carries only the blocks its image uses, and the flash must
    still read back as exactly the device tree, the old files and the save gone."""
    data, image, tree = built["pico-8x8"]
    lo, hi = region("pico-8x8")
    want = uf2.tree_files(tree)
    for old in old_filesystems(image):
        assert uf2.read_fs(old) != want
        flash = bytearray(b"\xff" * uf2.FLASH_BYTES)
        flash[lo - uf2.FLASH_BASE:hi - uf2.FLASH_BASE] = old
        after = uf2.flash_image(data, bytes(flash))
        assert uf2.read_fs(after[lo - uf2.FLASH_BASE:hi - uf2.FLASH_BASE]) == want


def blocks_of(data):
    return [bytearray(data[i:i + 512]) for i in range(0, len(data), 512)]


def joined(blocks):
    return b"".join(bytes(b) for b in blocks)


def test_checker_catches_each_fault(built):
    data, _image, _tree = built["pico-8x8"]
    lo, hi = region("pico-8x8")
    good = blocks_of(data)

    def fault(mutate):
        bl = [bytearray(b) for b in good]
        mutate(bl)
        return " | ".join(uf2.check(joined(bl), lo, hi))

    assert "not a whole number" in uf2.check(data[:-1], lo, hi)[0]
    assert "magic" in fault(lambda bl: struct.pack_into("<I", bl[3], 0, 0x12345678))
    assert "magic" in fault(lambda bl: struct.pack_into("<I", bl[3], 508, 0))
    assert "family 0xe48bff57" in fault(lambda bl: struct.pack_into("<I", bl[5], 28, 0xE48BFF57))
    assert "flag missing" in fault(lambda bl: struct.pack_into("<I", bl[5], 8, 0))
    assert "not-main-flash" in fault(lambda bl: struct.pack_into("<I", bl[5], 8, 0x2001))
    assert "payload of 476 bytes" in fault(lambda bl: struct.pack_into("<I", bl[7], 16, 476))
    assert "payload of 256 bytes at 0x100a0080" in fault(lambda bl: struct.pack_into("<I", bl[0], 12, lo + 0x80))
    assert "numbered 9 of" in fault(lambda bl: struct.pack_into("<I", bl[8], 20, 9))
    assert "numbered 8 of 1" in fault(lambda bl: struct.pack_into("<I", bl[8], 24, 1))
    assert "outside" in fault(lambda bl: struct.pack_into("<I", bl[0], 12, lo - 0x1000))
    assert "written twice" in fault(lambda bl: struct.pack_into("<I", bl[1], 12, lo))
    # a page left out: numbering and the sector's other pages (the ROM erases the sector whole)
    bl = good[:4] + good[5:]
    for i, b in enumerate(bl):
        struct.pack_into("<2I", b, 20, i, len(bl))
    assert uf2.check(joined(bl), lo, hi) == ["sector 0x100a0000: 1 of its 16 pages missing (the boot ROM erases it whole)"]


def fake_micropython(banner, top=0x51800):
    """A UF2 shaped like MicroPython's: pages from the start of flash, the banner inside."""
    body = bytearray(b"\x00" * top)
    body[0x30000:0x30000 + len(banner)] = banner
    pages = [(uf2.FLASH_BASE + i, bytes(body[i:i + 256])) for i in range(0, top, 256)]
    return uf2.join(pages)


def test_combined_file_with_micropython(built):
    data, _image, _tree = built["pico-8x8"]
    mp = fake_micropython(b"MicroPython v1.25.0; Raspberry Pi Pico with RP2040")
    assert uf2.micropython_build_of(mp) == "RPI_PICO"
    assert uf2.micropython_build_of(fake_micropython(b"Raspberry Pi Pico W with RP2040")) == "RPI_PICO_W"
    assert uf2.micropython_build_of(fake_micropython(b"something else")) is None
    both = uf2.combine(mp, data)
    assert uf2.check(both, uf2.FLASH_BASE, uf2.FLASH_BASE + uf2.FLASH_BYTES, whole_sectors=False) == []
    assert uf2.pages(both) == uf2.pages(mp) + uf2.pages(data)
    lo, hi = region("pico-8x8")
    assert uf2.flash_image(both)[lo - uf2.FLASH_BASE:] == uf2.flash_image(data)[lo - uf2.FLASH_BASE:]
    with pytest.raises(SystemExit, match="into the filesystem"):
        uf2.combine(fake_micropython(b"Raspberry Pi Pico with RP2040", top=0xA0100), data)


@pytest.mark.skipif(not os.path.isfile(OFFICIAL), reason="the official MicroPython UF2 is not at hand (PICO_UF2, host_tools/pico_emu/data/)")
def test_the_official_micropython_uf2_is_read_as_rpi_pico():
    with open(OFFICIAL, "rb") as f:
        mp = f.read()
    assert uf2.check(mp, uf2.FLASH_BASE, uf2.FLASH_BASE + 0xA0000, whole_sectors=False) == []
    assert uf2.micropython_build_of(mp) == "RPI_PICO"
