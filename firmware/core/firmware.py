# The companion firmware's install check (core/startup.py loads it on the companion's own firmware
# only, when the frozen modules run: `make firmware`, host_tools/firmware.py; dropped after). The
# UF2 wrote MicroPython with the companion frozen in, then a small ROMFS partition below the
# filesystem naming that firmware: its build, length and CRC-32. A UF2 copied in part leaves one
# without the other, or a firmware whose bytes no longer match: named, never crashed into.
ROMFS = "/rom/companion.txt"   # host_tools/firmware.py writes it
# the build whose whole firmware a power-on has read (the first after an install); in data/ with the
# scorebook: the install check of a `make flash` over this firmware lists core/ for stray files
STAMP = "data/firmware.txt"
XIP = 0x10000000               # the RP2040's flash, as the CPU reads it


def ident():
    """(build, length, crc, [(module, crc)...]) the ROMFS names (its modules: those the build keeps
    out of the frozen ones), or None when it is missing or unreadable."""
    try:
        with open(ROMFS) as f:
            w = f.read(240).split()
        return w[0], int(w[1]), int(w[2], 16), [(w[i], int(w[i + 1], 16)) for i in range(3, len(w) - 1, 2)]
    except Exception:   # no ROMFS (an official board), cut short, or not this format
        return None


def check(build, pause=None):
    """A generator: it yields after each 4 KiB of firmware read (pause), and returns None when the
    ROMFS names this build and the firmware's bytes match its CRC-32, else the problems."""
    from binascii import crc32
    got = ident()
    if got is None:
        return ["the firmware's board partition (ROMFS) missing or damaged"]
    b, n, want, mods = got
    if b != build:
        return ["the firmware (%s) and its board partition (%s) are of different builds" % (build, b)]
    import uctypes
    c = 0
    for at in range(0, n, 4096):
        c = crc32(uctypes.bytearray_at(XIP + at, min(4096, n - at)), c)
        if pause is not None:
            yield
    bad = [] if c == want else ["the firmware damaged (CRC-32 %08x, its UF2 says %08x)" % (c, want)]
    for name, want in mods:
        try:
            with open("/rom/" + name, "rb") as f:
                c = crc32(f.read())
        except OSError:
            c = None
        if c != want:
            bad.append("/rom/%s %s" % (name, "missing" if c is None else "damaged"))
    return bad or None


def first(build):
    """The first power-on of a build (after its UF2 landed): True once, until the whole check passed."""
    from core.files import read
    return read(STAMP, 40) != build.encode()


def passed(build):
    import os
    try:
        os.mkdir("data")
    except OSError:
        pass   # there already
    try:
        with open(STAMP, "wb") as f:
            f.write(build.encode())
    except OSError:
        pass   # read whole again at the next power-on


async def background(asyncio, build):
    # as core/install.background: a slice, then the app's tasks
    gen = check(build, True)
    try:
        while True:
            next(gen)
            await asyncio.sleep_ms(1)
    except StopIteration as e:
        return e.value
    finally:
        gen.close()
