# The Pico's power-on (main.py imports it once its own CRC-32 matches the manifest; precompiled,
# since main.py, compiled at every boot, costs about 0.6 ms a line). The install is checked against
# its manifest, then the board file; the App resumes the saved game itself; if anything unexpected
# escapes it, the error is printed and the App is rebuilt from the save, so play goes on. Whatever
# is on the flash, power-on ends in the companion or in one console line with a still pattern on
# the grid: never a restart loop.
import gc
import sys
import time

import micropython

MANIFEST = "manifest.txt"  # every installed file: CRC-32, size, path (host_tools/build.py)
CHECKED = "manifest.ok"    # the manifest's own CRC once every file matched it (after an install)
RED = (24, 0, 0)           # every other pixel: the board file (hw/boardcheck.py)
AMBER = (20, 12, 0)        # two on, two off: the install is damaged
TAG = b"\n#ok "            # board.ok: the board file that passed, then this and its CRC-32


class Damaged(Exception):
    pass


def show(board, colour, every):
    """Light every `every`-th pixel (wire order) on the board's pixel pin, if it names a pin."""
    pin = board.get("pixel_pin") if isinstance(board, dict) else None
    if type(pin) is not int or not 0 <= pin < 30:
        return
    w, h = board.get("width"), board.get("height")
    n = w * h if type(w) is int and type(h) is int and 8 <= w <= 32 and 8 <= h <= 32 else 64
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


def read(path, limit=4096):
    try:
        with open(path, "rb") as f:
            return f.read(limit)
    except Exception:   # missing, unreadable, or bigger than the heap
        return None


def crc_of(path, buf, crc32):
    """(size, CRC-32) of a file, or None if it cannot be read."""
    mv = memoryview(buf)
    c = n = 0
    try:
        with open(path, "rb") as f:
            while True:
                k = f.readinto(buf)
                if not k:
                    return n, c
                c = crc32(mv[:k], c)
                n += k
    except OSError:
        return None


def check(pause=None):
    """A generator: it yields after each file (pause), and ends by returning None if every file
    in the manifest is there with its size and CRC-32 and no other file sits in their folders
    (an old module left there would be imported instead), else the problems."""
    import os
    from binascii import crc32
    bad = []
    folders = {}
    buf = bytearray(512)
    mc = 0
    end = None
    try:
        f = open(MANIFEST, "rb")
    except OSError:
        return ["%s missing (an install cut short?)" % MANIFEST], None
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
            got = crc_of(path, buf, crc32)
            if got is None:
                bad.append(path + " missing")
            elif got != (size, want):
                bad.append(path + " damaged")
            if pause is not None:
                yield
    try:
        ok = end is not None and int(end[4:].strip(), 16) == mc
    except ValueError:
        ok = False
    if not ok:
        return [MANIFEST + " damaged"] + bad, mc
    for d in folders:
        if not d:
            continue   # the root holds the save, settings and the board file too
        for name in os.listdir(d):
            if name not in folders[d] and d + "/" + name not in folders:
                bad.append(d + "/" + name + " not part of this install")
    return bad or None, mc


def run_check(gen):
    try:
        while True:
            next(gen)
    except StopIteration as e:
        return e.value


def damaged(bad, board):
    names = ", ".join(bad[:4]) + (" and %d more" % (len(bad) - 4) if len(bad) > 4 else "")
    print("! damaged install: %s. The companion cannot start; the save is kept: put the companion on "
          "again (make flash, or its UF2)" % names)
    show(board, AMBER, 4)


def board():
    """The board file, checked (hw/boardcheck.py) unless it is byte for byte the last one that
    passed, board.ok with its CRC-32 after TAG: the check's names would stay in RAM for good
    (MicroPython never frees interned names), so a board that passed costs every game nothing.
    Also the last good board (None if none), whose pixel pin shows an error pattern."""
    import json
    from binascii import crc32
    data = read("board.json")
    ok = read("board.ok")
    last = body = None
    i = ok.rfind(TAG) if ok else -1
    if i >= 0:
        body = ok[:i]
        try:
            if int(ok[i + len(TAG):].strip(), 16) == crc32(body):
                last = json.loads(body)
        except ValueError:
            pass
    if not isinstance(last, dict) or last.get("platform") != "rp2":
        last = None
    if last is not None and data == body:
        return last, last
    from core.compat import drop
    from hw import boardcheck
    b = boardcheck.boot("board.json", last, show)
    drop("hw.boardcheck")
    if b is not None:
        try:
            with open("board.ok", "wb") as f:
                f.write(data + TAG + b"%08x\n" % crc32(data))
        except OSError:
            pass  # checked again at the next power-on
    gc.collect()
    return b, (b or last)


async def checked(app, asyncio):
    """The app, and beside it the whole install checked again, one file a tick (flash wears). A
    damaged module may have made the resume set the save aside as save.bad: it is put back."""
    import os
    had = read("save.bin", 1) is not None
    task = asyncio.create_task(app.run())
    bad = await background(asyncio)
    if bad:
        task.cancel()
        if had and read("save.bin", 1) is None and read("save.bad", 1) is not None:
            try:
                os.rename("save.bad", "save.bin")
            except OSError:
                pass
        raise Damaged(bad)
    await task


async def background(asyncio):
    gen = check(True)
    try:
        while True:
            next(gen)
            await asyncio.sleep_ms(10)
    except StopIteration as e:
        return e.value[0]


def main():
    # The install first, before any of its modules is imported (a damaged one could crash the VM
    # or set the save aside): at the first power-on after an install every file is read; at the
    # others the app starts at once and the same check runs beside it.
    first = read(CHECKED, 16)
    end = read(MANIFEST, 8192)
    i = end.rfind(b"end ") if end else -1
    sure = first is not None and i >= 0 and end[i + 4:].strip() == first.strip()
    end = None
    if not sure:
        bad, mc = run_check(check())
        if bad:
            damaged(bad, board_hint())
            return
        try:
            with open(CHECKED, "wb") as f:
                f.write(b"%08x\n" % mc)
        except OSError:
            pass
    gc.collect()
    b, last = board()
    if b is None:
        return   # no restart loop: the REPL is there for a computer to put a good board file on
    from core.aio import asyncio
    try:
        from hw import rp2
    except Exception as e:
        return crashed(e, b)
    # The REPL's Ctrl-C is off while the app runs: a stray Ctrl-C on the console (a terminal
    # clearing its line) only clears the console's line. The console leaves the app on mpremote's
    # own takeover bytes (core/console.py) with KeyboardInterrupt.
    micropython.kbd_intr(-1)
    quick = 0
    while True:
        app = None
        t0 = time.ticks_ms()
        try:
            app = rp2.make_app(b)
        except Exception as e:   # the board passed its check, yet the Pico cannot drive it
            micropython.kbd_intr(3)
            return crashed(e, b)
        try:
            asyncio.run(checked(app, asyncio) if sure else app.run())
        except KeyboardInterrupt:  # mpremote takes over: the board goes to the REPL
            micropython.kbd_intr(3)
            from hw import handover
            handover.leave(app)
            return
        except Damaged as e:
            micropython.kbd_intr(3)
            damaged(e.args[0], b)
            return
        except Exception as e:
            print("! internal error, restarting from the last save:")
            sys.print_exception(e)
            app = None
            if crashed(e, b, quick):
                micropython.kbd_intr(3)
                return
            quick = quick + 1 if time.ticks_diff(time.ticks_ms(), t0) < 5000 else 0
            time.sleep_ms(500)


def crashed(e, b, quick=2):
    """After an internal error: True (and the console and grid say why) if the companion must stop
    rather than restart: a damaged install, or a failure at start (quick: how many of the restarts
    before failed within seconds too; three in a row and it stops)."""
    gc.collect()
    bad = run_check(check())[0]
    if bad:
        damaged(bad, b)
        return True
    if quick < 2:
        return False
    print("! the companion stopped: it fails as it starts (%s: %s); the save is kept. "
          "Check the board file and the wiring, then machine.reset()" % (type(e).__name__, e))
    show(b, RED, 2)
    return True


def board_hint():
    """For the damaged-install pattern, before any module is trusted: the board file as parsed."""
    import json
    for path in ("board.ok", "board.json"):
        data = read(path)
        if data:
            try:
                b = json.loads(data[:data.find(TAG)] if TAG in data else data)
            except ValueError:
                continue
            if isinstance(b, dict):
                return b
    return None

