# The Pico's power-on (main.py imports it: precompiled, since main.py is compiled at every boot,
# about 0.5 ms a line). The install is checked against
# its manifest, then the board file; the App resumes the saved game itself; if anything unexpected
# escapes it, the error is printed and the App is rebuilt from the save, so play goes on. Whatever
# is on the flash, power-on ends in the companion or in one console line with a still pattern on
# the grid: never a restart loop.
import gc
import sys
import time

import micropython

# every installed file: CRC-32, size, path; once all matched at a power-on. Not at the root: one
# more file there slows every path lookup on the flash (17 ms of the boot), in core/ 3 ms
MANIFEST = "core/manifest.txt"
FRESH = "core/manifest.new"   # as installed (host_tools/build.py): read whole at the next power-on, then renamed MANIFEST
TAG = b"\n#ok "            # board.ok: the board file that passed, then this and its CRC-32


class Damaged(Exception):
    pass


def read(path, limit=4096):
    try:
        with open(path, "rb") as f:
            return f.read(limit)
    except Exception:   # missing, unreadable, or bigger than the heap
        return None


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
    from core.install import show
    from hw import boardcheck
    b = boardcheck.boot("board.json", last, show)
    drop("hw.boardcheck")
    drop("core.install")
    gc.collect()
    if b is not None:
        try:
            with open("board.ok", "wb") as f:
                f.write(data + TAG + b"%08x\n" % crc32(data))
        except OSError:
            pass  # checked again at the next power-on
    return b, (b or last)


async def checked(app, asyncio):
    """The app, and beside it the whole install checked again, one file a tick (flash wears). A
    damaged module may have made the resume set the save aside as save.bad: it is put back."""
    import os
    from core.compat import drop
    task = asyncio.create_task(app.run())
    await asyncio.sleep_ms(1000)   # the menu or the resumed game first
    from core import install
    bad = await install.background(asyncio)
    drop("core.install")
    if bad:
        task.cancel()
        if getattr(app, "set_aside", None) and read("save.bin", 1) is None:
            try:
                os.rename("save.bad", "save.bin")
            except OSError:
                pass
        raise Damaged(bad)
    await task


def main():
    # The install first, before its modules are imported (a damaged one could crash the VM or set
    # the save aside): at the first power-on after an install every file is read; at the others
    # the app starts at once and the same check runs beside it.
    sure = read(FRESH, 1) is None
    if not sure:
        import os
        from core import install
        bad = install.run_check(install.check(None, FRESH))[0]
        if bad:
            install.damaged(bad, install.board_hint())
            return
        try:
            os.rename(FRESH, MANIFEST)
        except OSError:
            pass   # read whole again at the next power-on
        del sys.modules["core.install"]
        gc.collect()
    b, last = board()
    if b is None:
        return   # no restart loop: the REPL is there for a computer to put a good board file on
    try:
        from core.aio import asyncio
        from ports import rp2
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
            from ports import handover
            handover.leave(app)
            return
        except Damaged as e:
            micropython.kbd_intr(3)
            from core import install
            install.damaged(e.args[0], b)
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
    from core import install
    bad = install.run_check(install.check(None, MANIFEST if read(FRESH, 1) is None else FRESH))[0]
    if bad:
        install.damaged(bad, b)
        return True
    if quick < 2:
        from core.compat import drop
        drop("core.install")
        return False
    install.stopped(e, b)
    return True
