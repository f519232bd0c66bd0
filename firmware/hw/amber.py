# The damaged-install pattern and line for damage found before the install's own check may run,
# on official MicroPython. MicroPython runs boot.py before main.py, and no main.py after a boot.py
# that ended in an exception. boot.py holds the CRC-32s of main.py and of the modules that check
# the install (core/startup, core/install, what they import), written by host_tools/build.py, and
# reads them before any runs: a damaged checker hung the Pico or lit nothing (issue 46). main.py
# damaged: boot.py names it, lights this, and ends in an exception, so main.py never runs (at a
# power-on the line goes out before USB is up: only the pattern shows; Ctrl-D at the REPL shows the
# line); any other: main.py does (boot.py's bad and stop()). This module, precompiled, is read
# against its own CRC-32 by boot.py and loaded only then: as source in boot.py it cost every boot
# 13 ms of compiling; here, not in core/, where one more file cost every boot 15 ms of lookups.
# It imports nothing of the install's (any other file may be the damaged one). The companion's own
# firmware checks a `make flash` over it in its frozen main.py instead.


def amber():
    # the damaged-install pattern (core/install.py) on the last good board's pixel pin, else on the
    # default wiring's GP2
    try:
        import json, machine, neopixel
        try:
            b = open("board.ok").read()
            b = json.loads(b[:b.rfind("\n#ok ")])
            pin, n = b["pixel_pin"], b["width"] * b["height"]
        except Exception:
            pin, n = 2, 256
        np = neopixel.NeoPixel(machine.Pin(pin, machine.Pin.OUT), n)
        for i in range(n):
            np[i] = (20, 12, 0) if i % 4 < 2 else (0, 0, 0)
        np.write()
    except Exception:
        pass


def stop(bad):
    amber()
    import time
    time.sleep_ms(max(0, 1500 - time.ticks_ms()))   # found at once: USB comes up, or the line is lost
    print("! damaged install: %s. The companion cannot start; %s: put the companion on again (make "
          "flash, or its UF2)" % (bad, kept()))


def kept():
    """What the line says of the save (core/install.py kept's words; that module may be the one
    damaged): the flash is left as it is either way."""
    try:
        import os
        os.stat("save.bin")
        return "the save is kept"
    except OSError:
        return "no game is saved on the flash (a companion UF2 replaces the whole filesystem, saves included)"
