# The companion's own firmware: MicroPython built from source with the companion frozen in
# (`make firmware`, host_tools/firmware.py). This file is MicroPython's manifest format (read by
# MicroPython's tools/makemanifest.py) and the one place for what the build is made of: the
# MicroPython version and the commits of the submodules it builds with, and the build's options.
# host_tools/firmware.py reads the upper-case names below (as literals, without running the file).

# MicroPython's release tag, and the submodule commits that tag pins (git clone --branch TAG
# --recurse-submodules gives exactly these; a source tree given as MICROPY_DIR must match them)
MICROPYTHON = "v1.28.0"
SUBMODULES = {
    "lib/pico-sdk": "a1438dff",          # pico-sdk 2.2.0
    "lib/tinyusb": "aa0fc2e0",
    "lib/micropython-lib": "8380c7bb",
    "lib/mbedtls": "107ea89d",
    "lib/cyw43-driver": "055d6427",      # Pico W
    "lib/lwip": "77dcd25a",              # Pico W
    "lib/btstack": "77e752ab",           # Pico W
}
PICOTOOL = "2.2.0"   # the SDK writes the UF2 with it; built once into build/tools (no USB)

# The build: each companion board file names the MicroPython board it runs on ("micropython":
# RPI_PICO when it names none); the firmware is built from the board definition of the same name
# beside this file (the official board plus a small ROMFS partition for the board file the UF2
# carries, below the filesystem, so the UF2 never writes a filesystem block).
BOARDS = {"RPI_PICO": "COMPANION_PICO", "RPI_PICO_W": "COMPANION_PICO_W"}
ROMFS_BYTES = 20480  # mpconfigboard.h of each board definition says the same
# Kōnane's search loop (viper) is not frozen: frozen, its search in slices did not end on time on
# the emulated Pico (the think never answered); it goes in the ROMFS as konane_fastsearch.mpy and is
# loaded into RAM when the companion first thinks, as on official MicroPython (games/konane/search.py)
ROMFS_MODULES = {"games/konane/fastsearch.py": "konane_fastsearch.mpy"}
# the frozen modules, as `make flash LINES=` builds them: -O3 drops line-number tables (a
# traceback names file and function); `make firmware LINES=1` keeps them
OPT = 3
# the firmware/ modules a Pico never imports (the Raspberry Pi's and the web page's drivers)
# (hw/amber.py: official MicroPython's boot.py's pattern; the firmware has its own)
EXCLUDE = ("ports/blinka.py", "ports/web.py", "games/konane/fastsearch.py", "hw/amber.py")

# --- what makemanifest.py runs (the names above are plain values to it) ---------------------------
try:
    include   # noqa: F821  (defined when MicroPython's makemanifest.py runs this file)
except NameError:
    pass
else:
    import os as _os

    # host_tools/firmware.py says where the repository and the generated module are
    _repo = _os.environ["COMPANION_REPO"]
    _gen = _os.environ["COMPANION_GEN"]
    _opt = int(_os.environ.get("COMPANION_OPT", OPT))
    _fw = _os.path.join(_repo, "firmware")
    for _d, _dirs, _files in _os.walk(_fw):
        _dirs[:] = sorted(x for x in _dirs if x != "__pycache__")
        for _f in sorted(_files):
            _rel = _os.path.relpath(_os.path.join(_d, _f), _fw)
            # main.py, boot.py: the filesystem's, on official MicroPython; the firmware runs its own
            # main.py (below), and a boot.py on the filesystem (a bench's hooks) before it
            if _f.endswith(".py") and _rel not in EXCLUDE and _rel not in ("main.py", "boot.py"):
                module(_rel, base_path=_fw, opt=_opt)   # noqa: F821
    # the firmware's power-on (MicroPython runs a frozen main.py before the filesystem's), and the
    # build's identity (host_tools/firmware.py writes it: the hash of the build's inputs)
    module("main.py", base_path=_os.path.join(_repo, "boards", "micropython"), opt=_opt)   # noqa: F821
    module("companion_fw.py", base_path=_gen, opt=_opt)   # noqa: F821
    # Kōnane's puzzles (firmware/games/konane/puzzles.txt, which official MicroPython reads a line
    # at a time from its filesystem) frozen as a tuple of their lines: in flash, read without RAM
    # (games/konane/puzzle.py; the ROMFS has no room for them beside konane_fastsearch.mpy)
    with open(_os.path.join(_fw, "games", "konane", "puzzles.txt")) as _f:
        _lines = tuple(_l.strip() for _l in _f if _l.strip() and not _l.startswith("#"))
    with open(_os.path.join(_gen, "konane_lines.py"), "w") as _f:
        _f.write("# written by boards/micropython/manifest.py from firmware/games/konane/puzzles.txt\n"
                 "LINES = %r\n" % (_lines,))
    module("konane_lines.py", base_path=_gen, opt=_opt)   # noqa: F821
