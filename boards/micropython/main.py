# The companion firmware's power-on (frozen as main.py by manifest.py): MicroPython runs a frozen
# main.py in place of any main.py on the filesystem, so modules an earlier install left there never
# run: the frozen modules come first on sys.path. Only a `make flash` made over this very firmware
# (core/overlay.txt names its build) puts the filesystem's modules first: a developer's edit.
import sys

from companion_fw import BUILD

try:
    with open("core/overlay.txt") as f:
        dev = f.read(40).strip() == BUILD
except OSError:
    dev = False
# /rom: the ROMFS, for the module the firmware keeps there (konane_fastsearch, boards/micropython/manifest.py)
sys.path[:] = ["", ".frozen", "/rom"] if dev else [".frozen", "/rom", ""]
try:
    from core import startup
except Exception as e:   # a developer's overlay cut short: the frozen companion's own check names it
    print("! damaged install: core/startup.mpy cannot run (%s: %s). The companion cannot start; the "
          "save is kept: put the companion on again (make flash, or its UF2)" % (type(e).__name__, e))
else:
    startup.main(sys.path[:], None if dev else BUILD)
