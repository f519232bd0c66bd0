"""make uf2: the companion as UF2 files a player drops onto a Pico's RPI-RP2 drive.

    python host_tools/uf2.py [--board pico-8x8 ...] [--out build/uf2] [--micropython official.uf2]

For a Pico that already runs official MicroPython. (The player's one file, MicroPython with the
companion frozen in that keeps the save, is `make firmware`'s companion-<board>.uf2:
host_tools/firmware.py.)
For each Pico board file (platform "rp2") it writes build/uf2/companion-<board>-for-micropython.uf2: UF2 blocks
holding a littlefs image of exactly the device tree `make flash` copies (host_tools/build.py: the
precompiled .mpy modules, main.py and the board file), covering the whole filesystem region of the
MicroPython build the board targets (its "micropython" field; RPI_PICO unless it says RPI_PICO_W).
It carries the blocks that filesystem uses (see used_blocks), superblock included, so it replaces
the Pico's filesystem, the save included.
With --micropython (`make uf2 MICROPYTHON_UF2=...`), the official MicroPython UF2 and the companion
are also written as one file, companion-<board>-with-micropython.uf2, for each board whose build
that UF2 is (read from its banner). The official UF2 is read, never copied into the repository.

The littlefs image code here is also the emulated Pico's (host_tools/pico_emu/pico.py).
"""
import argparse
import json
import os
import struct
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# ---------------------------------------------------------------- the flash layout
# MicroPython's rp2 builds (ports/rp2/boards/*/mpconfigboard.h and the linker scripts, unchanged from
# 1.22 to 1.28): 2 MB of flash at 0x10000000; the filesystem is its last part, littlefs2 with
# 4096-byte blocks, programmed in 256-byte pages (_boot.py mounts it with progsize=256).
FLASH_BASE = 0x10000000
FLASH_BYTES = 2 * 1024 * 1024
BUILDS = {
    "RPI_PICO": {"fs_offset": 0xA0000, "banner": b"Raspberry Pi Pico with RP2040"},        # 1408 KiB
    "RPI_PICO_W": {"fs_offset": 0x12C000, "banner": b"Raspberry Pi Pico W with RP2040"},   # 848 KiB
}
DEFAULT_BUILD = "RPI_PICO"
FS_BLOCK = 4096
FS_PROG = 256
FS_READ = 32

# ---------------------------------------------------------------- UF2 (github.com/microsoft/uf2)
MAGIC_START0 = 0x0A324655
MAGIC_START1 = 0x9E5D5157
MAGIC_END = 0x0AB16F30
FLAG_NOT_MAIN_FLASH = 0x00000001
FLAG_FAMILY_ID = 0x00002000
FAMILY_RP2040 = 0xE48BFF56
BLOCK = 512
PAYLOAD = 256
SECTOR = 4096  # the boot ROM erases a whole sector before it writes the sector's first page


def fs_region(build_name):
    """(flash offset, byte count) of a MicroPython build's filesystem."""
    off = BUILDS[build_name]["fs_offset"]
    return off, FLASH_BYTES - off


def fs_blocks(build_name):
    return fs_region(build_name)[1] // FS_BLOCK


def board_build(board):
    """The MicroPython build a board file targets: its "micropython" field, RPI_PICO by default."""
    name = board.get("micropython", DEFAULT_BUILD)
    if name not in BUILDS:
        raise SystemExit("board %s: \"micropython\": %r is not a build the companion knows (%s)"
                         % (board.get("name", "?"), name, ", ".join(sorted(BUILDS))))
    return name


def pico_boards():
    """Names of the board files for a Pico (platform "rp2"), sorted."""
    out = []
    folder = os.path.join(ROOT, "boards")
    for f in sorted(os.listdir(folder)):
        if f.endswith(".json"):
            with open(os.path.join(folder, f)) as fh:
                if json.load(fh).get("platform") == "rp2":
                    out.append(f[:-5])
    return out


def file_name(board, kind="", version=None):
    """A UF2's file name: companion-<board><kind>.uf2 as make firmware and make uf2 write it in
    build/uf2 (kind "", "-for-micropython", "-with-micropython"), and with the companion's version
    last where a player downloads it (the page's downloads, make release):
    companion-<board><kind>-<version>.uf2."""
    return "companion-%s%s%s.uf2" % (board, kind, "-" + version if version else "")


def offer_order(boards):
    """Board names in the order a player is offered their files: the default build first
    (pico-8x8), a Pico before a Pico W, the smaller panel first."""
    return sorted(boards, key=lambda b: (load_board(b).get("micropython") == "RPI_PICO_W",
                                         load_board(b)["width"] * load_board(b)["height"], b))


def load_board(name):
    with open(os.path.join(ROOT, "boards", name + ".json")) as f:
        return json.load(f)


# ---------------------------------------------------------------- littlefs images

def lfs(blocks, image=None):
    """A littlefs-python filesystem in memory with MicroPython's parameters: a fresh formatted one,
    or image (bytes) mounted."""
    from littlefs import LittleFS

    # the cache as MicroPython sizes it (extmod/vfs_lfsx.c: 4 * max(read, prog)): it bounds the
    # files littlefs keeps inline in a directory's metadata, so with littlefs-python's default the
    # computer could not read a save of 257-512 bytes the Pico had written inline
    fs = LittleFS(block_size=FS_BLOCK, block_count=blocks, prog_size=FS_PROG, read_size=FS_READ,
                  cache_size=4 * max(FS_READ, FS_PROG), lookahead_size=32, block_cycles=100,
                  mount=image is None)
    if image is not None:
        if len(image) != blocks * FS_BLOCK:
            raise ValueError("image of %d bytes for %d blocks" % (len(image), blocks))
        fs.context.buffer = bytearray(image)
        fs.mount()
    return fs


def fs_image(files, blocks=None):
    """A littlefs image (bytes, blocks * 4096 long; default: the RPI_PICO region) holding files:
    {"/path/name": bytes}."""
    fs = lfs(blocks or fs_blocks(DEFAULT_BUILD))
    for path in sorted(files):
        parts = path.strip("/").split("/")
        for i in range(1, len(parts)):
            d = "/".join(parts[:i])
            try:
                fs.mkdir(d)
            except FileExistsError:
                pass
        with fs.open("/".join(parts), "wb") as f:
            f.write(files[path])
    for d in sorted({p.strip("/").rsplit("/", 1)[0] for p in files if p.strip("/").count("/")}):
        compact_folder(fs, d)
    compact_root(fs)
    return bytes(fs.context.buffer)


def root_block(image):
    """(block, revision) of the root directory's metadata in use: littlefs keeps it in blocks 0
    and 1, and writes a compacted copy to the other one with the revision + 1."""
    revs = [int.from_bytes(image[b * FS_BLOCK:b * FS_BLOCK + 4], "little") for b in (0, 1)]
    newer = (revs[1] - revs[0]) & 0xFFFFFFFF < 0x80000000
    return (1, revs[1]) if newer else (0, revs[0])


def root_log_bytes(image):
    """How much of the root's metadata block is written (the rest is erased): what the Pico reads
    and checks at each lookup of a path on the flash."""
    b = root_block(image)[0]
    block = image[b * FS_BLOCK:(b + 1) * FS_BLOCK]
    return len(block.rstrip(b"\xff"))


def compact_root(fs):
    """Leave the root directory's metadata compacted: littlefs appends a commit (at least FS_PROG
    bytes) to it for each folder or file made there, and the Pico reads that whole log again at
    every path lookup (each import stats a few paths): 2.9 KB of log cost the boot about 60 ms.
    littlefs compacts a full log into the other block of the pair: an empty file made and removed
    until it does."""
    start = root_block(fs.context.buffer)
    for _ in range(2 * FS_BLOCK // FS_PROG + 2):
        with fs.open(".compact", "wb"):
            pass
        fs.remove(".compact")
        if root_block(fs.context.buffer) != start:
            return
    raise RuntimeError("littlefs did not compact the root directory")


def folder_log_bytes(image, folder):
    """How much of a folder's metadata block in use is written: root_log_bytes for a folder (the
    block an empty file made and removed there writes to)."""
    fs = lfs(len(image) // FS_BLOCK, image)
    with fs.open(folder + "/.probe", "wb"):
        pass
    buf = fs.context.buffer
    b = min(b for b in range(len(buf) // FS_BLOCK)
            if buf[b * FS_BLOCK:(b + 1) * FS_BLOCK] != image[b * FS_BLOCK:(b + 1) * FS_BLOCK])
    return len(image[b * FS_BLOCK:(b + 1) * FS_BLOCK].rstrip(b"\xff"))


def compact_folder(fs, folder):
    """compact_root's work for a folder's own metadata (its log as long again: each file made
    there appends commits of FS_PROG bytes), which the Pico reads whole at each lookup of a path in
    it: every import of a module stats three paths there. The commit that finds the log full writes
    the compacted copy to the pair's other block: an empty file made and removed until a commit
    writes to a block the first did not."""
    buf = fs.context.buffer
    name = folder + "/.compact"
    first = None
    for _ in range(2 * FS_BLOCK // FS_PROG + 2):
        before = bytes(buf)
        with fs.open(name, "wb"):
            pass
        fs.remove(name)
        changed = {b for b in range(len(buf) // FS_BLOCK)
                   if buf[b * FS_BLOCK:(b + 1) * FS_BLOCK] != before[b * FS_BLOCK:(b + 1) * FS_BLOCK]}
        if first is None:
            first = changed
        elif changed != first:
            return
    raise RuntimeError("littlefs did not compact the folder %s" % folder)


def read_fs(image):
    """{"/path": bytes} of every file in a littlefs image."""
    fs = lfs(len(image) // FS_BLOCK, image)
    out = {}
    for top, _dirs, names in fs.walk("/"):
        for n in names:
            p = top.rstrip("/") + "/" + n
            with fs.open(p, "rb") as f:
                out[p if p.startswith("/") else "/" + p] = f.read()
    return out


def fs_patch(image, files=(), remove=()):
    """A copy of image with files {"/path": bytes} written and paths in remove deleted."""
    fs = lfs(len(image) // FS_BLOCK, image)
    for p in remove:
        fs.remove(p.lstrip("/"))
    for p, data in dict(files).items():
        parts = p.strip("/").split("/")[:-1]
        for i in range(len(parts)):   # a folder the image does not have yet (data/)
            try:
                fs.mkdir("/".join(parts[:i + 1]))
            except Exception:
                pass   # (there already)
        with fs.open(p.lstrip("/"), "wb") as f:
            f.write(data)
    return bytes(fs.context.buffer)


def used_blocks(image):
    """Sorted numbers of the blocks a littlefs image needs on the flash: every block littlefs reads
    when it mounts the image, walks it, reads every file and counts its blocks (both halves of
    every metadata pair, superblock included, whatever they hold, and every file block), and every
    block that is not blank. The others may hold anything (littlefs erases a block before it uses
    it), so a UF2 need not carry them."""
    from littlefs import LittleFS
    from littlefs.context import UserContext

    seen = set()

    class Tracking(UserContext):
        def read(self, cfg, block, off, size):
            seen.add(block)
            return UserContext.read(self, cfg, block, off, size)

    blocks = len(image) // FS_BLOCK
    fs = LittleFS(context=Tracking(buffer=bytearray(image)), block_size=FS_BLOCK, block_count=blocks,
                  prog_size=FS_PROG, read_size=FS_READ, mount=True)
    for top, _dirs, names in fs.walk("/"):
        for n in names:
            with fs.open(top.rstrip("/") + "/" + n, "rb") as f:
                f.read()
    fs.used_block_count  # noqa: B018  (a traversal of every block in use)
    blank = b"\xff" * FS_BLOCK
    seen.update(b for b in range(blocks) if image[b * FS_BLOCK:(b + 1) * FS_BLOCK] != blank)
    return sorted(seen)


def tree_files(tree):
    """{"/rel/path": bytes} for every file under the directory tree."""
    out = {}
    for base, _dirs, names in os.walk(tree):
        for n in names:
            full = os.path.join(base, n)
            rel = os.path.relpath(full, tree).replace(os.sep, "/")
            with open(full, "rb") as f:
                out["/" + rel] = f.read()
    return out


# ---------------------------------------------------------------- UF2 files

def encode(data, address, blocks=None):
    """UF2 blocks writing data (a whole number of 256-byte pages) at flash address, numbered 0..n-1;
    with blocks (numbers of 4 KiB blocks of data), only those blocks."""
    if len(data) % SECTOR or address % SECTOR:
        raise ValueError("UF2 data here is whole 4 KiB sectors")
    if blocks is None:
        blocks = range(len(data) // SECTOR)
    return join([(address + i, data[i:i + PAYLOAD]) for b in blocks
                 for i in range(b * SECTOR, (b + 1) * SECTOR, PAYLOAD)])


def join(pages):
    """One UF2 file from [(address, 256 bytes)], blocks numbered in that order."""
    n = len(pages)
    out = bytearray()
    for no, (addr, payload) in enumerate(pages):
        head = struct.pack("<8I", MAGIC_START0, MAGIC_START1, FLAG_FAMILY_ID, addr, PAYLOAD, no, n,
                           FAMILY_RP2040)
        out += head + payload + bytes(BLOCK - 32 - PAYLOAD - 4) + struct.pack("<I", MAGIC_END)
    return bytes(out)


def pages(uf2):
    """[(address, payload bytes)] of a UF2 file's blocks, in file order (no checks: see check())."""
    out = []
    for off in range(0, len(uf2) - BLOCK + 1, BLOCK):
        addr, size = struct.unpack_from("<2I", uf2, off + 12)
        out.append((addr, bytes(uf2[off + 32:off + 32 + min(size, 476)])))
    return out


def check(uf2, lo, hi, whole_sectors=True):
    """Problems (a list of strings; empty when none) of a UF2 file meant for the RP2040 that writes
    only addresses in [lo, hi): block framing, magic numbers, family ID and its flag, 256-byte
    page-aligned payloads, block numbers 0..n-1 and the count in every block, no page written twice,
    and (whole_sectors) every 4 KiB sector it touches written whole: the boot ROM erases a sector
    before writing its first page, so a partial sector would lose what was there."""
    bad = []
    if not uf2 or len(uf2) % BLOCK:
        return ["%d bytes: not a whole number of 512-byte blocks" % len(uf2)]
    n = len(uf2) // BLOCK
    seen = set()
    for i in range(n):
        off = i * BLOCK
        m0, m1, flags, addr, size, no, count, family = struct.unpack_from("<8I", uf2, off)
        (mend,) = struct.unpack_from("<I", uf2, off + BLOCK - 4)
        at = "block %d" % i
        if (m0, m1, mend) != (MAGIC_START0, MAGIC_START1, MAGIC_END):
            bad.append(at + ": bad magic numbers")
            continue
        if not flags & FLAG_FAMILY_ID or family != FAMILY_RP2040:
            bad.append(at + ": family ID flag %s, family 0x%08x (RP2040 is 0x%08x)"
                       % ("set" if flags & FLAG_FAMILY_ID else "missing", family, FAMILY_RP2040))
        if flags & FLAG_NOT_MAIN_FLASH:
            bad.append(at + ": marked not-main-flash (the boot ROM skips it)")
        if size != PAYLOAD or addr % PAYLOAD:
            bad.append(at + ": payload of %d bytes at 0x%08x (256 bytes, page-aligned)" % (size, addr))
        if no != i or count != n:
            bad.append(at + ": numbered %d of %d (expected %d of %d)" % (no, count, i, n))
        if not lo <= addr or addr + PAYLOAD > hi:
            bad.append(at + ": address 0x%08x outside 0x%08x-0x%08x" % (addr, lo, hi))
        if addr in seen:
            bad.append(at + ": address 0x%08x written twice" % addr)
        seen.add(addr)
    if whole_sectors:
        for sector in sorted({a - a % SECTOR for a in seen}):
            missing = [a for a in range(sector, sector + SECTOR, PAYLOAD) if a not in seen]
            if missing:
                bad.append("sector 0x%08x: %d of its 16 pages missing (the boot ROM erases it whole)"
                           % (sector, len(missing)))
    return bad


def flash_image(uf2, flash=None, base=FLASH_BASE):
    """The flash after the boot ROM writes a UF2 file over flash (bytes; default an erased 2 MB chip):
    each 4 KiB sector is erased the first time one of its pages comes, then the page written."""
    out = bytearray(flash if flash is not None else b"\xff" * FLASH_BYTES)
    erased = set()
    for addr, payload in pages(uf2):
        at = addr - base
        sector = at - at % SECTOR
        if sector not in erased:
            out[sector:sector + SECTOR] = b"\xff" * SECTOR
            erased.add(sector)
        out[at:at + len(payload)] = payload
    return bytes(out)


def micropython_build_of(uf2):
    """Which MicroPython build an official UF2 is (RPI_PICO, RPI_PICO_W), from its banner, or None."""
    body = b"".join(p for _a, p in sorted(pages(uf2)))
    for name in sorted(BUILDS, key=lambda b: -len(BUILDS[b]["banner"])):
        if BUILDS[name]["banner"] in body:
            return name
    return None


def combine(micropython, companion):
    """One UF2 with the official MicroPython's blocks, then the companion's, renumbered."""
    mp = pages(micropython)
    ours = pages(companion)
    top = max(a + PAYLOAD for a, _p in mp)
    low = min(a for a, _p in ours)
    if -(-top // SECTOR) * SECTOR > low:  # its last sector is erased whole when written
        raise SystemExit("the MicroPython UF2 reaches 0x%08x, into the filesystem at 0x%08x" % (top, low))
    return join(mp + ours)


# ---------------------------------------------------------------- building

def companion_uf2(board_name, tree, lines=False):
    """(uf2 bytes, image bytes): the board's device tree built into tree (host_tools/build.py, as
    `make flash` copies it), in a littlefs image over the board's whole filesystem region."""
    sys.path.insert(0, ROOT)
    from host_tools import build

    build.build(board_name, tree, lines=lines)
    return tree_uf2(tree, board_build(load_board(board_name)))


def tree_uf2(tree, build_name=DEFAULT_BUILD):
    """(uf2 bytes, image bytes) of a device tree already built, for a MicroPython build's region."""
    offset, size = fs_region(build_name)
    image = fs_image(tree_files(tree), size // FS_BLOCK)
    return encode(image, FLASH_BASE + offset, used_blocks(image)), image


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", action="append", help="a board file name (default: every Pico board)")
    ap.add_argument("--out", default=os.path.join(ROOT, "build", "uf2"))
    ap.add_argument("--micropython", default=os.environ.get("MICROPYTHON_UF2") or None,
                    help="the official MicroPython UF2: also write one combined file per board of its build")
    ap.add_argument("--lines", action="store_true", help="keep line numbers in the device's tracebacks")
    a = ap.parse_args()
    boards = a.board or pico_boards()
    mp = mp_build = None
    if a.micropython:
        with open(a.micropython, "rb") as f:
            mp = f.read()
        bad = check(mp, FLASH_BASE, FLASH_BASE + FLASH_BYTES, whole_sectors=False)
        mp_build = micropython_build_of(mp)
        if bad or not mp_build:
            raise SystemExit("%s is not an official MicroPython UF2 for the Pico or Pico W: %s"
                             % (a.micropython, "; ".join(bad[:3]) or "no MicroPython banner in it"))
    os.makedirs(a.out, exist_ok=True)
    for b in boards:
        uf2, _img = companion_uf2(b, os.path.join(a.out, "tree-" + b), lines=a.lines)
        path = os.path.join(a.out, file_name(b, "-for-micropython"))
        with open(path, "wb") as f:
            f.write(uf2)
        build_name = board_build(load_board(b))
        print("%s: %d bytes, MicroPython %s filesystem at 0x%08x"
              % (os.path.relpath(path, ROOT), len(uf2), build_name, FLASH_BASE + fs_region(build_name)[0]))
        if mp is None:
            continue
        if mp_build != build_name:
            print("  (no combined file: %s is MicroPython's %s build, this board targets %s)"
                  % (os.path.basename(a.micropython), mp_build, build_name))
            continue
        path = os.path.join(a.out, file_name(b, "-with-micropython"))
        with open(path, "wb") as f:
            f.write(combine(mp, uf2))
        print("%s: %d bytes, MicroPython and the companion in one file" % (os.path.relpath(path, ROOT),
                                                                          os.path.getsize(path)))


if __name__ == "__main__":
    main()
