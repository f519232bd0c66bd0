# Runs at power-on on the Pico: core/startup.py does the work, once its CRC-32 matches the
# manifest (a damaged module is never run; it checks the rest). Kept short: MicroPython compiles
# main.py at every boot.
from binascii import crc32

NAME = b"core/startup.mpy"


def intact():
    try:
        with open("manifest.txt", "rb") as f:
            for line in f:
                if line.endswith(b" " + NAME + b"\n"):
                    want, size, _ = line.split()
                    with open(NAME, "rb") as g:
                        data = g.read()
                    return len(data) == int(size) and crc32(data) == int(want, 16)
    except Exception:
        pass
    return False


if intact():
    from core import startup
    startup.main()
else:
    print("! damaged install: %s (or manifest.txt) missing or damaged. The companion cannot start; "
          "the save is kept: put the companion on again (make flash, or its UF2)" % NAME.decode())
