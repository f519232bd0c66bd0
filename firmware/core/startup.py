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


async def checked(app, asyncio):
    """The app, and beside it the whole install checked again, 512 bytes a step (flash wears). A
    damaged module may have made the resume set the save aside as save.bad: it is put back."""
    import os
    from core.compat import drop
    task = asyncio.create_task(app.run())
    await asyncio.sleep_ms(1000)   # the menu or the resumed game first
    if FIRMWARE:   # the companion's own firmware: its bytes against the UF2's CRC-32
        from core import firmware as install
        bad = await install.background(asyncio, FIRMWARE)
        drop("core.firmware")
    else:
        from core import install
        bad = await install.background(asyncio)
        drop("core.install")
    del install   # this coroutine waits as long as the app runs: it must not keep the module
    if bad:
        task.cancel()
        if getattr(app, "set_aside", None) and read("save.bin", 1) is None:
            try:
                os.rename("save.bad", "save.bin")
            except OSError:
                pass
        raise Damaged(bad)
    await task


FIRMWARE = None   # the companion firmware's build (its frozen main.py says), None on official MicroPython


def main(order=None, firmware=None):
    # Imports look in the frozen modules first (asyncio, neopixel: no flash lookup), then the
    # flash, and not in /lib: each path tried is a lookup on the flash, and a built-in that a file
    # may extend (time, json, os...) is looked for in every folder first. 20 ms of the boot.
    # (The companion firmware's main.py gives the order: its frozen companion first, unless a
    # developer's `make flash` was made over it.) Back as it was for the REPL, whatever ends the app.
    global FIRMWARE
    FIRMWARE = firmware
    path = sys.path[:]
    sys.path[:] = order or [".frozen", ""]
    try:
        return run()
    finally:
        sys.path[:] = path


def run():
    # The install first, before its modules are imported (a damaged one could crash the VM or set
    # the save aside): at the first power-on after an install every file is read; at the others
    # the app starts at once and the same check runs beside it.
    if FIRMWARE:   # the companion's own firmware: the whole of it read at its first power-on
        from core import firmware
        sure = not firmware.first(FIRMWARE)
        if not sure:
            bad = _run(firmware.check(FIRMWARE))
            if bad:
                # found at once (no ROMFS): USB has not come up yet and the line would be lost
                time.sleep_ms(max(0, 1500 - time.ticks_ms()))
                from core import install
                install.damaged(bad, install.board_hint())
                return
            firmware.passed(FIRMWARE)
        from core.compat import drop
        drop("core.firmware")
        del firmware   # (this frame lives as long as the app: it must not keep the module)
        gc.collect()
    else:
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
            from core.compat import drop
            drop("core.install")
            del install   # (this frame lives as long as the app: it must not keep the module)
            gc.collect()
    from core import boardfile
    b, last = boardfile.board()
    from core.compat import drop
    drop("core.boardfile")
    del boardfile   # (this frame lives as long as the app: it must not keep the module)
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


def _run(gen):
    """A check's generator run whole: its result."""
    try:
        while True:
            next(gen)
    except StopIteration as e:
        return e.value


def crashed(e, b, quick=2):
    """After an internal error: True (and the console and grid say why) if the companion must stop
    rather than restart: a damaged install, or a failure at start (quick: how many of the restarts
    before failed within seconds too; three in a row and it stops)."""
    gc.collect()
    from core import install
    if FIRMWARE:
        from core import firmware
        bad = _run(firmware.check(FIRMWARE))
        del firmware
        from core.compat import drop
        drop("core.firmware")
    else:
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
