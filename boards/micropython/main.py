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
sys.path[:] = [".frozen", "/rom", ""]
bad = None
if dev:
    # the overlay's modules that check the install are read against its manifest by frozen code
    # (vouch: boot.py's list, main.py aside) before any of them runs: a damaged checker hung the
    # Pico or lit nothing (issue 46); the damaged-install line and pattern are the frozen ones
    from binascii import crc32

    from core.install import board_hint, damaged

    def vouch():
        for name in ("core/manifest.new", "core/manifest.txt"):
            try:
                with open(name, "rb") as f:
                    m = f.read()
                break
            except Exception:
                m = None
        if m is None:
            return name + " missing (an install cut short?)"
        e = m.rfind(b"\nend ") + 1
        try:
            if not e or int(m[e + 4:], 16) != crc32(m[:e]):
                return name + " damaged"
            for p in ("core/__init__.mpy", "core/files.mpy", "core/startup.mpy", "core/install.mpy"):
                i = m.find((" %s\n" % p).encode(), 0, e)
                if i < 0:
                    return p + " not in " + name
                want, size = m[m.rfind(b"\n", 0, i) + 1:i].split()
                try:
                    with open(p, "rb") as f:
                        d = f.read()
                except Exception:
                    return p + " missing"
                if len(d) != int(size) or crc32(d) != int(want, 16):
                    return p + " damaged"
        except ValueError:
            return name + " damaged"

    def stop(bad):   # core/startup.py's line and pattern when the overlay's core/install cannot run
        damaged([bad], board_hint())

    bad = vouch()
    for k in [k for k in sys.modules if k == "core" or k.startswith("core.")]:
        del sys.modules[k]   # the overlay's own, from here
    sys.path[:] = ["", ".frozen", "/rom"]
if bad:
    import time
    time.sleep_ms(max(0, 1500 - time.ticks_ms()))   # found at once: USB comes up, or the line is lost
    stop(bad)
else:
    try:
        from core import startup
    except Exception as e:   # a developer's overlay that cannot run: the frozen companion's own check names it
        bad = "core/startup.mpy cannot run (%s: %s)" % (type(e).__name__, e)
        if dev:
            stop(bad)
        else:
            print("! damaged install: %s. The companion cannot start; the save is kept: put the companion "
                  "on again (make flash, or its UF2)" % bad)
    else:
        startup.main(sys.path[:], None if dev else BUILD)
