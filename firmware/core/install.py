# The install's check (core/startup.py imports it when it needs it: the first power-on after an
# install, beside the app a second after power-on, after an internal error; dropped after): every
# file of the manifest (host_tools/build.py) is read and its size and CRC-32 compared, and the
# folders listed for old files left behind; and the still patterns on the grid when it must stop.
from core.files import MANIFEST, TAG, read

RED = (24, 0, 0)           # every other pixel: the board file (hw/boardcheck.py)
AMBER = (20, 12, 0)        # two on, two off: the install is damaged (main.py's own too)
DEFAULT_PIN = 2            # the README's wiring: the pattern's pin when no board file names one


def check_board(last):
    """board.json checked (hw/boardcheck.py, its faults shown with show()), None if it fails; a board
    that passed is written to board.ok, so the next power-on skips the check. (Power-on's board
    read, core/files.py, asks for it when board.json is not byte for byte the last good one.)"""
    import gc
    from binascii import crc32
    from core.compat import drop
    from hw import boardcheck
    b = boardcheck.boot("board.json", last, show)
    drop("hw.boardcheck")
    gc.collect()
    data = read("board.json")
    if b is not None and data is not None:
        try:
            with open("board.ok", "wb") as f:
                f.write(data + TAG + b"%08x\n" % crc32(data))
        except OSError:
            pass  # checked again at the next power-on
    return b


def show(board, colour, every):
    """Light every `every`-th pixel (wire order) on the board's pixel pin; with no board that
    names a pin, on the default wiring's (README: GP2), 256 pixels (an 8x8 panel passes the rest
    on): never a dark grid. Only a Pico's file names a pin: web.json's and sim.json's pixel_pin 0
    is no wire of this Pico (issue 46: the pattern went to GP0, the panel on GP2 stayed dark)."""
    pin = board.get("pixel_pin") if isinstance(board, dict) and board.get("platform") == "rp2" else None
    if type(pin) is not int or not 0 <= pin < 30:
        board = {}
        pin = DEFAULT_PIN
    w, h = board.get("width"), board.get("height")
    n = w * h if type(w) is int and type(h) is int and 8 <= w <= 32 and 8 <= h <= 32 else 256
    try:
        import machine
        import neopixel
        np = neopixel.NeoPixel(machine.Pin(pin, machine.Pin.OUT), n)
        for i in range(n):
            if i % every < every // 2:
                np[i] = colour
        np.write()
    except Exception as e:   # no panel to show it on: the console line says it all
        print("! (no error pattern on the LEDs: %s)" % e)


def check(pause=None, manifest=MANIFEST):
    """A generator: it yields after each 512 bytes read (pause), and ends by returning None if every file
    in the manifest is there with its size and CRC-32 and no other file sits in their folders
    (an old module left there would be imported instead), else the problems."""
    import os
    from binascii import crc32
    bad = []
    folders = {}
    buf = bytearray(512)
    mv = memoryview(buf)
    mc = 0
    end = None
    try:
        f = open(manifest, "rb")
    except OSError:
        return ["%s missing (an install cut short?)" % manifest], None
    with f:
        for line in f:
            if line.startswith(b"end "):
                end = line
                break
            mc = crc32(line, mc)
            try:
                want, size, path = line.decode().split()
                want, size = int(want, 16), int(size)
            except (ValueError, UnicodeError):
                continue   # the manifest's own CRC names it below
            cut = path.rfind("/")
            folders.setdefault(path[:cut] if cut > 0 else "", []).append(path[cut + 1:])
            got = None
            try:
                with open(path, "rb") as g:
                    c = n = 0
                    while True:
                        k = g.readinto(buf)
                        if not k:
                            break
                        c = crc32(mv[:k], c)
                        n += k
                        if pause is not None:
                            yield   # a slice (512 bytes): a key pressed now waits for no more
                    got = n, c
            except OSError:
                pass
            if got is None:
                bad.append(path + " missing")
            elif got != (size, want):
                bad.append(path + " damaged")
    try:
        ok = end is not None and int(end[4:].strip(), 16) == mc
    except ValueError:
        ok = False
    if not ok:
        return [manifest + " damaged"] + bad, mc
    for d in folders:
        if not d:
            continue   # the root holds the save, settings and the board file too
        for name in os.listdir(d):
            if name not in folders[d] and d + "/" + name not in folders and not name.startswith("manifest."):
                bad.append(d + "/" + name + " not part of this install")
    return bad or None, mc


def kept():
    """What the damaged-install line says of the save, as the flash holds it."""
    if read("save.bin", 1) is not None:
        return "the save is kept"
    return "no game is saved on the flash (a companion UF2 replaces the whole filesystem, saves included)"


def damaged(bad, board):
    names = ", ".join(bad[:4]) + (" and %d more" % (len(bad) - 4) if len(bad) > 4 else "")
    print("! damaged install: %s. The companion cannot start; %s: put the companion on again (make "
          "flash, or its UF2)" % (names, kept()))
    show(board, AMBER, 4)


async def background(asyncio):
    # one slice, then the app's tasks: a press or a frame waits for one slice at most (a whole
    # module read at once held a key press 30 ms); the whole install in about a second
    gen = check(True)
    try:
        while True:
            next(gen)
            await asyncio.sleep_ms(1)
    except StopIteration as e:
        return e.value[0]
    finally:
        gen.close()   # its open file too, if the app stops first


def stopped(e, b):
    print("! the companion stopped: it fails as it starts (%s: %s); %s. "
          "Check the board file and the wiring, then machine.reset()" % (type(e).__name__, e, kept()))
    show(b, RED, 2)


def board_hint():
    """For the damaged-install pattern, before any module is trusted: the board file as parsed."""
    import json
    for path in ("board.ok", "board.json", "/rom/board.json"):   # the last: the companion firmware's own
        data = read(path)
        if data:
            try:
                b = json.loads(data[:data.find(TAG)] if TAG in data else data)
            except ValueError:
                continue
            if isinstance(b, dict):
                return b
    return None
