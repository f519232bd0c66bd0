"""make firmware: MicroPython built from source with the companion frozen in, and one UF2 a player drops.

    python host_tools/firmware.py [--board pico-8x8 ...] [--lines] [--micropython-dir DIR]

What the build is made of lives in boards/micropython/manifest.py (MicroPython's manifest format):
the MicroPython tag, the submodule commits, the options; the board definitions beside it are the
official RPI_PICO / RPI_PICO_W plus a 4 KiB ROMFS partition just below the filesystem.

For each Pico board file it writes build/uf2/companion-<board>.uf2: MicroPython with the companion
frozen in (its bytecode, names and viper code run from flash), then a ROMFS image holding the board
file, the companion's version (host_tools/build.py version(): stamped when the UF2 is put together,
so `make release` names its version without building MicroPython again) and the build's identity
(the firmware's size and CRC-32, which the Pico checks at power-on).
It writes no block of the filesystem, so a Pico keeps its save, scorebook and names.

Sources: MICROPY_DIR (else a reference tree beside the clone, shared/micropython, where this
project's CI machine keeps one; else build/micropython: a clone of the pinned tag with the rp2 port's
submodules, made once). The source
tree is only read: mpy-cross, picotool and the firmware are built in build/tools and
build/firmware/<board definition>. A firmware whose inputs (the manifest, board definition, firmware/
modules, the source tree's version, the options) hash as the last build's is not rebuilt.
"""
import argparse
import ast
import binascii
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from host_tools import uf2  # noqa: E402

DEFS = os.path.join(ROOT, "boards", "micropython")
MANIFEST = os.path.join(DEFS, "manifest.py")
TOOLS = os.path.join(ROOT, "build", "tools")
OUT = os.path.join(ROOT, "build", "firmware")
APT = "apt-get install -y gcc-arm-none-eabi libnewlib-arm-none-eabi cmake build-essential"
ROMFS_NAME = "companion.txt"   # in the ROMFS: the build's identity (core/firmware.py reads it)
ROMFS_VERSION = "version.txt"  # in the ROMFS: the companion's version (core/files.py version())


def settings():
    """The upper-case names of boards/micropython/manifest.py, read as literals (the file is
    MicroPython's manifest too; its code part runs only under makemanifest.py)."""
    with open(MANIFEST) as f:
        tree = ast.parse(f.read())
    out = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            name = node.targets[0].id
            if name.isupper():
                out[name] = ast.literal_eval(node.value)
    return out


def missing_toolchain():
    """None when the ARM toolchain, cmake and make are installed, else the apt-get line to run."""
    need = ["arm-none-eabi-gcc", "cmake", "make", "cc", "c++"]
    if not all(shutil.which(t) for t in need):
        return APT
    # newlib: the C library the firmware links against
    r = subprocess.run(["arm-none-eabi-gcc", "-print-file-name=libc.a"], capture_output=True, text=True)
    return None if os.path.isabs(r.stdout.strip()) else APT


def micropython_dir(given=None, fetch=True):
    """The MicroPython source tree: MICROPY_DIR, else ../shared/micropython, else a clone of the
    pinned tag in build/micropython (with the rp2 port's submodules)."""
    s = settings()
    d = given or os.environ.get("MICROPY_DIR")
    if not d:
        shared = os.path.join(os.path.dirname(ROOT), "shared", "micropython")
        d = shared if os.path.isdir(shared) else os.path.join(ROOT, "build", "micropython")
        if not os.path.isdir(d) and fetch:
            clone(d, s)
    d = os.path.abspath(d)
    if not os.path.isfile(os.path.join(d, "ports", "rp2", "Makefile")):
        raise SystemExit("MICROPY_DIR %s is not a MicroPython source tree (no ports/rp2)" % d)
    got = source_version(d)
    want = s["MICROPYTHON"].lstrip("v")
    if got != want:
        raise SystemExit("MICROPY_DIR %s is MicroPython %s; boards/micropython/manifest.py pins %s"
                         % (d, got, s["MICROPYTHON"]))
    return d


def clone(d, s):
    """git clone of the pinned tag and the submodules the rp2 port needs (internet needed, once);
    then each submodule's commit is checked against the manifest's."""
    url = "https://github.com/micropython/micropython.git"
    print("cloning MicroPython %s into %s (once)" % (s["MICROPYTHON"], os.path.relpath(d, ROOT)))
    subprocess.run(["git", "clone", "--depth", "1", "--branch", s["MICROPYTHON"], url, d], check=True)
    for board in ("RPI_PICO", "RPI_PICO_W"):
        subprocess.run(["make", "-C", os.path.join(d, "ports", "rp2"), "BOARD=" + board, "submodules"], check=True)
    for path, commit in s["SUBMODULES"].items():
        r = subprocess.run(["git", "-C", os.path.join(d, path), "rev-parse", "HEAD"], capture_output=True, text=True)
        if not r.stdout.startswith(commit):
            raise SystemExit("%s is at %s, the manifest pins %s" % (path, r.stdout.strip() or "?", commit))


def source_version(d):
    """MicroPython's version from py/mpconfig.h (major.minor.micro)."""
    vals = {}
    with open(os.path.join(d, "py", "mpconfig.h")) as f:
        for line in f:
            parts = line.split()
            if len(parts) == 3 and parts[0] == "#define" and parts[1].startswith("MICROPY_VERSION_") \
                    and parts[2].isdigit():
                vals[parts[1][16:]] = parts[2]
    return "%s.%s.%s" % (vals.get("MAJOR"), vals.get("MINOR"), vals.get("MICRO"))


def version_env(s=None):
    """The version MicroPython's build writes into the firmware (py/makeversionhdr.py reads it
    from the environment; the banner, os.uname() and the UF2's program version show it): the tag
    the manifest pins. Without it the script asks `git describe` in the source tree, and a tree
    inside another repository (a monorepo, a vendored folder) that is not one of its own gets
    that repository's commit: "MicroPython 342ede1 on ..." (issue 46)."""
    return {"MICROPY_GIT_TAG": (s or settings())["MICROPYTHON"]}


def run(cmd, log, env=None, cwd=None):
    with open(log, "a") as f:
        f.write("$ %s\n" % " ".join(cmd))
        f.flush()
        r = subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT, env=env, cwd=cwd)
    if r.returncode:
        with open(log) as f:
            tail = f.read()[-3000:]
        raise SystemExit("%s\nfailed (exit %d): %s; the whole log: %s"
                         % (tail, r.returncode, " ".join(cmd[:3]), os.path.relpath(log, ROOT)))


def mpy_cross(mpy, log):
    """MicroPython's own mpy-cross of this source, built once into build/tools (the frozen bytecode
    must be this version's)."""
    out = os.path.join(TOOLS, "mpy-cross-" + source_version(mpy))
    prog = os.path.join(out, "mpy-cross")
    if not os.path.exists(prog):
        run(["make", "-C", os.path.join(mpy, "mpy-cross"), "BUILD=" + out, "-j2"], log,
            env=dict(os.environ, **version_env()))
    return prog


def picotool(mpy, log):
    """picotool (the SDK writes the UF2 with it) built once into build/tools without USB: the SDK
    would otherwise fetch it from the internet."""
    inst = os.path.join(TOOLS, "picotool")
    cfg = os.path.join(inst, "lib", "cmake", "picotool")
    if not os.path.isdir(cfg):
        src = os.environ.get("PICOTOOL_DIR") or os.path.join(os.path.dirname(mpy), "picotool")
        if not os.path.isdir(src):
            src = os.path.join(ROOT, "build", "picotool-src")
            if not os.path.isdir(src):
                subprocess.run(["git", "clone", "--depth", "1", "--branch", settings()["PICOTOOL"],
                                "https://github.com/raspberrypi/picotool.git", src], check=True)
        b = os.path.join(TOOLS, "picotool-build")
        run(["cmake", "-S", src, "-B", b, "-DPICO_SDK_PATH=" + os.path.join(mpy, "lib", "pico-sdk"),
             "-DPICOTOOL_NO_LIBUSB=1", "-DCMAKE_INSTALL_PREFIX=" + inst], log)
        run(["make", "-C", b, "-j2", "install"], log)
    return cfg


def inputs_hash(mpy, defn, lines, variant=None):
    """What the firmware is made of, hashed: a build with the same hash is not made again."""
    h = hashlib.sha256()
    s = settings()
    h.update(repr((s["MICROPYTHON"], mpy, os.path.getmtime(os.path.join(mpy, "py", "mpconfig.h")), lines,
                   sorted(version_env(s).items()))).encode())
    if variant:
        h.update(variant.encode())
    paths = [MANIFEST]
    for base in (os.path.join(DEFS, defn), os.path.join(ROOT, "firmware")):
        for d, dirs, files in os.walk(base):
            dirs[:] = sorted(x for x in dirs if x != "__pycache__")
            # (a board variant's file counts for that variant's build only)
            paths += [os.path.join(d, f) for f in sorted(files) if not f.endswith(".pyc")
                      and (not f.startswith("mpconfigvariant_") or f == "mpconfigvariant_%s.cmake" % variant)]
    # the files beside the boards (main.py, companion_vm.h: both boards include it)
    paths += [os.path.join(DEFS, f) for f in sorted(os.listdir(DEFS))
              if os.path.isfile(os.path.join(DEFS, f)) and os.path.join(DEFS, f) != MANIFEST]
    for p in paths:
        h.update(os.path.relpath(p, ROOT).encode() + b"\0")
        with open(p, "rb") as f:
            h.update(f.read())
    return h.hexdigest()[:16]


def build_firmware(build_name, lines=False, mpy=None, log=None, variant=None):
    """Build (or find, when nothing changed) MicroPython with the companion for build_name
    (RPI_PICO, RPI_PICO_W); returns (folder, firmware id, seconds, rebuilt). variant: a board
    variant (ROMFS: the measurement of the other way, mpconfigvariant_ROMFS.cmake)."""
    s = settings()
    defn = s["BOARDS"][build_name]
    mpy = mpy or micropython_dir()
    out = os.path.join(OUT, defn + ("-" + variant if variant else "") + ("-lines" if lines else ""))
    os.makedirs(out, exist_ok=True)
    log = log or os.path.join(out, "build.log")
    key = inputs_hash(mpy, defn, lines, variant)
    stamp = os.path.join(out, "inputs.sha")
    t0 = time.time()
    if os.path.exists(os.path.join(out, "firmware.uf2")) and read_text(stamp) == key:
        return out, key, time.time() - t0, False
    bad = missing_toolchain()
    if bad:
        raise SystemExit("make firmware needs the ARM toolchain and cmake: %s" % bad)
    with open(log, "w") as f:
        f.write("make firmware %s (%s) from %s\n" % (build_name, defn, mpy))
    # a changed C configuration (mpconfigboard.h, companion_vm.h, the cmake files) can name new
    # qstrs, which MicroPython's incremental build does not collect again: such a build starts clean
    config = hashlib.sha256()
    for d in (DEFS, os.path.join(DEFS, defn)):
        for f in sorted(os.listdir(d)):
            if f.endswith((".h", ".cmake")):
                with open(os.path.join(d, f), "rb") as fh:
                    config.update(f.encode() + b"\0" + fh.read())
    config = config.hexdigest()
    if read_text(os.path.join(out, "config.sha")) != config:
        shutil.rmtree(os.path.join(out, "mp"), ignore_errors=True)
    gen = os.path.join(out, "gen")
    os.makedirs(gen, exist_ok=True)
    with open(os.path.join(gen, "companion_fw.py"), "w") as f:
        # the frozen build's identity: the ROMFS of the UF2 names the same (core/firmware.py checks);
        # not the companion's version, which the ROMFS holds (a new version is no new build)
        f.write("# written by host_tools/firmware.py\nBUILD = %r\nMICROPYTHON = %r\nBOARD = %r\n"
                % (key, s["MICROPYTHON"], build_name))
    env = dict(os.environ, **version_env(s))
    env.update(MICROPY_MPYCROSS=mpy_cross(mpy, log), picotool_DIR=picotool(mpy, log), COMPANION_REPO=ROOT,
               COMPANION_GEN=gen, COMPANION_OPT="0" if lines else str(s["OPT"]))
    env.pop("CMAKE_ARGS", None)   # it would replace the port Makefile's own (BOARD_DIR lost)
    run(["make", "-C", os.path.join(mpy, "ports", "rp2"), "BOARD_DIR=" + os.path.join(DEFS, defn),
         "BUILD=" + os.path.join(out, "mp"), "-j2"] + (["BOARD_VARIANT=" + variant] if variant else []), log, env=env)
    # the modules for the ROMFS, by this MicroPython's own mpy-cross (viper: armv6m), named as imported
    os.makedirs(os.path.join(out, "romfs"), exist_ok=True)
    for rel, name in sorted(s.get("ROMFS_MODULES", {}).items()):
        run([env["MICROPY_MPYCROSS"], "-march=armv6m"] + ([] if lines else ["-O%d" % s["OPT"]]) + [
            "-s", name, "-o", os.path.join(out, "romfs", name), os.path.join(ROOT, "firmware", rel)], log)
    shutil.copy(os.path.join(out, "mp", "firmware.uf2"), os.path.join(out, "firmware.uf2"))
    shutil.copy(os.path.join(out, "mp", "firmware.bin"), os.path.join(out, "firmware.bin"))
    with open(stamp, "w") as f:
        f.write(key)
    with open(os.path.join(out, "config.sha"), "w") as f:
        f.write(config)
    return out, key, time.time() - t0, True


def read_text(path):
    try:
        with open(path) as f:
            return f.read().strip()
    except OSError:
        return None


def romfs_base(build_name):
    return uf2.fs_region(build_name)[0] - settings()["ROMFS_BYTES"]


def romfs_image(board_path, key, fw_bin, modules=None, version=None):
    """The ROMFS partition's bytes (MicroPython's VfsRom format, as `mpremote romfs build` writes):
    board.json (the UF2's board: the default until a board.json is on the filesystem),
    companion.txt: the firmware's id, then its length and CRC-32 (checked at power-on), the
    modules the manifest keeps out of the frozen ones ({name: .mpy bytes}) and version.txt, the
    companion's version (checked by its CRC-32 as the modules are)."""
    from mpremote.romfs import VfsRomWriter
    with open(board_path, "rb") as f:
        board = f.read()
    modules = dict(modules or {})
    if version:
        modules[ROMFS_VERSION] = version.encode() + b"\n"
    ident = b"%s %d %08x" % (key.encode(), len(fw_bin), binascii.crc32(fw_bin))
    for name in sorted(modules or {}):   # each module's CRC-32 too
        ident += b" %s %08x" % (name.encode(), binascii.crc32(modules[name]))
    ident += b"\n"
    w = VfsRomWriter()
    w.mkfile("board.json", board)
    w.mkfile(ROMFS_NAME, ident)
    for name in sorted(modules or {}):
        w.mkfile(name, modules[name])
    img = w.finalise()
    size = settings()["ROMFS_BYTES"]
    if len(img) > size:
        raise SystemExit("the ROMFS image (%d bytes) outgrows its %d-byte partition" % (len(img), size))
    return img + b"\xff" * (size - len(img))


def companion_uf2(board_name, out, key, build_name):
    """The player's UF2: the firmware's blocks, then the ROMFS's (below the filesystem)."""
    with open(os.path.join(out, "firmware.uf2"), "rb") as f:
        fw = f.read()
    with open(os.path.join(out, "firmware.bin"), "rb") as f:
        fw_bin = f.read()
    base = romfs_base(build_name)
    top = max(a + uf2.PAYLOAD for a, _p in uf2.pages(fw)) - uf2.FLASH_BASE
    if top > base:
        raise SystemExit("the firmware (to 0x%x) reaches the ROMFS partition at 0x%x" % (top, base))
    from host_tools import build
    mods = {}
    for name in sorted(settings().get("ROMFS_MODULES", {})):
        path = os.path.join(out, "romfs", settings()["ROMFS_MODULES"][name])
        with open(path, "rb") as f:
            mods[os.path.basename(path)] = f.read()
    rom = romfs_image(build.board_file(board_name), key, fw_bin, mods, build.version())
    return uf2.join(uf2.pages(fw) + uf2.pages(uf2.encode(rom, uf2.FLASH_BASE + base)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", action="append", help="a board file name (default: every Pico board)")
    ap.add_argument("--out", default=os.path.join(ROOT, "build", "uf2"))
    ap.add_argument("--lines", action="store_true", help="keep line numbers in the device's tracebacks")
    ap.add_argument("--micropython-dir", default=None, help="MicroPython v1.28.0's source (MICROPY_DIR)")
    ap.add_argument("--variant", default=None, help="a board variant: ROMFS (to measure the other way only)")
    ap.add_argument("--check", action="store_true", help="exit 0 if the toolchain is there, else print the apt-get line")
    a = ap.parse_args()
    if a.check:
        bad = missing_toolchain()
        print("make firmware: the toolchain is installed" if not bad else "make firmware needs: sudo " + bad)
        return 0 if not bad else 1
    from host_tools import build
    if a.variant:   # the firmware alone (no player's UF2): bench_pico.py romfs puts its ROMFS on
        out, key, secs, rebuilt = build_firmware("RPI_PICO", a.lines, micropython_dir(a.micropython_dir),
                                                 variant=a.variant)
        print("firmware RPI_PICO %s: %s in %.1f s (%s)" % (a.variant, "built" if rebuilt else "nothing changed",
                                                           secs, os.path.relpath(out, ROOT)))
        return 0
    boards = a.board or uf2.pico_boards()
    builds = {}
    os.makedirs(a.out, exist_ok=True)
    mpy = None
    for b in boards:
        build.check_board(build.board_file(b))
        name = uf2.board_build(uf2.load_board(b))
        if name not in builds:
            mpy = mpy or micropython_dir(a.micropython_dir)
            builds[name] = build_firmware(name, a.lines, mpy)
            out, key, secs, rebuilt = builds[name]
            print("firmware %s: %s in %.1f s (%s)" % (name, "built" if rebuilt else "nothing changed", secs,
                                                     os.path.relpath(out, ROOT)))
        out, key = builds[name][:2]
        data = companion_uf2(b, out, key, name)
        path = os.path.join(a.out, uf2.file_name(b))
        with open(path, "wb") as f:
            f.write(data)
        print("%s: %d bytes: MicroPython %s, the companion and its board; no filesystem block"
              % (os.path.relpath(path, ROOT), len(data), settings()["MICROPYTHON"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
