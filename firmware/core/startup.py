# The Pico's power-on (main.py imports it: precompiled, since main.py is compiled at every boot,
# about 0.5 ms a line). The install is checked against
# its manifest, then the board file; the App resumes the saved game itself; if anything unexpected
# escapes it, the error is printed and the App is rebuilt from the save, so play goes on. Whatever
# is on the flash, power-on ends in the companion or in one console line with a still pattern on
# the grid: never a restart loop.
import gc
import sys

import micropython

from core.files import MANIFEST, FRESH, board, read, run_whole


class Damaged(BaseException):
    """The install is damaged: the companion stops (a BaseException, so that no handler of the
    app's, nor asyncio's, takes it for a bug in a game and plays on)."""


FIRMWARE = None   # the companion firmware's build (its frozen main.py says), None on official MicroPython


def _drop(name):
    # (not core.compat's drop: this must run when any other module is damaged)
    if sys.modules.pop(name, None) is not None:
        try:
            delattr(sys.modules["core"], name[5:])
        except AttributeError:
            pass


def _drop_install():
    _drop("core.install")


def problems():
    """The install read whole: None if all of it matches, else the problems. On official
    MicroPython every installed file against the manifest (core/install.mpy itself named when the
    check cannot run: missing or damaged); on the companion firmware its bytes against its UF2's
    CRC-32 (core/firmware.py)."""
    gc.collect()
    if FIRMWARE:
        try:
            from core import firmware
            return run_whole(firmware.check(FIRMWARE))
        except Exception as e:
            return ["core/firmware cannot run (%s: %s)" % (type(e).__name__, e)]
        finally:
            _drop("core.firmware")
    try:
        from core import install
        return run_whole(install.check(None, MANIFEST if read(FRESH, 1) is None else FRESH))[0]
    except Exception as e:
        return ["core/install.mpy cannot run (%s: %s)" % (type(e).__name__, e)]
    finally:
        _drop_install()


def vouch():
    """Before a save that did not load is set aside (core/load.py): a damaged module, not the
    save, may be why. The install is read whole first; damaged, the companion stops and the save
    stays where it is, so no power cut can leave it set aside."""
    bad = problems()
    if bad:
        raise Damaged(bad)


def damaged(bad, board):
    """The damaged-install line and pattern (core/install.py), or, when that module cannot run,
    boot.py's (official MicroPython) or the frozen main.py's (under a `make flash` on the companion
    firmware): code that runs before the install's own and vouched for it."""
    try:
        from core import install
        install.damaged(bad, board or install.board_hint())
    except Exception:
        names = ", ".join(bad[:4])
        try:
            import __main__
            __main__.stop(names)
        except Exception:
            from hw import amber
            print("! damaged install: %s. The companion cannot start; %s: put the companion on "
                  "again (make flash, or its UF2)" % (names, amber.kept()))
    finally:
        _drop_install()


async def checked(app, asyncio):
    """The app, and beside it the whole install checked again, 512 bytes a step (flash wears)."""
    task = asyncio.create_task(app.run())
    await asyncio.sleep_ms(1000)   # the menu or the resumed game first
    try:
        if FIRMWARE:   # the companion's own firmware: its bytes against the UF2's CRC-32
            from core import firmware as install
            bad = await install.background(asyncio, FIRMWARE)
        else:
            from core import install
            bad = await install.background(asyncio)
        del install   # this coroutine waits as long as the app runs: it must not keep the module
    except Exception as e:
        bad = ["core/%s cannot run (%s: %s)" % ("firmware" if FIRMWARE else "install.mpy", type(e).__name__, e)]
    _drop("core.firmware" if FIRMWARE else "core.install")
    if bad:
        task.cancel()
        raise Damaged(bad)
    await task


def main(order=None, firmware=None):
    # Imports look in the frozen modules first (asyncio, neopixel: no flash lookup), then the
    # flash, and not in /lib: each path tried is a lookup on the flash, and a built-in that a file
    # may extend (time, json, os...) is looked for in every folder first. 20 ms of the boot.
    # (The companion firmware's main.py gives the order: its frozen companion first, unless a
    # developer's `make flash` was made over it.) Back as it was for the REPL, whatever ends the app.
    global FIRMWARE
    FIRMWARE = firmware
    path = sys.path[:]
    kept = builtins()
    sys.path[:] = order or [".frozen", ""]
    try:
        return run()
    except Exception as e:   # a module of the power-on itself (the board file's, the app's) failed
        micropython.kbd_intr(3)
        crashed(e, None)
    finally:
        sys.path[:] = path
        for name in kept:
            sys.modules.pop(name, None)


# The built-ins a file may extend that the companion imports. MicroPython looks for such a file in
# every sys.path folder at every import of one (never keeping the built-in in sys.modules): about
# 1.3 ms of flash lookups each, 16 imports at power-on. Taken once with an empty path (a built-in
# at once) and kept in sys.modules while the app runs, each later import is a dictionary lookup.
def builtins():
    global time   # (not imported above: there it was looked for in every folder too, 2.4 ms)
    kept = []
    sys.path[:] = []
    import array, binascii, io, json, os, select, time
    mods = [array, binascii, io, json, os, select, time]
    try:
        import machine
        mods.append(machine)
    except ImportError:   # a port without it (the unix port's tests)
        pass
    for m in mods:
        name = m.__name__
        if name not in sys.modules:
            sys.modules[name] = m
            kept.append(name)
    return kept


def run():
    # The install first, before its modules are imported (a damaged one could crash the VM or set
    # the save aside): at the first power-on after an install every file is read; at the others
    # the app starts at once and the same check runs beside it.
    if FIRMWARE:   # the companion's own firmware: the whole of it read at its first power-on
        from core import firmware
        sure = not firmware.first(FIRMWARE)
        del firmware   # (this frame lives as long as the app: it must not keep the module)
        _drop("core.firmware")
        if not sure:
            bad = problems()
            if bad:
                # found at once (no ROMFS): USB has not come up yet and the line would be lost
                time.sleep_ms(max(0, 1500 - time.ticks_ms()))
                return damaged(bad, None)
            from core import firmware
            firmware.passed(FIRMWARE)
            del firmware
            _drop("core.firmware")
            gc.collect()
    else:
        sure = read(FRESH, 1) is None
        if not sure:
            import os
            bad = problems()
            if bad:
                return damaged(bad, None)
            try:
                os.rename(FRESH, MANIFEST)
            except OSError:
                pass   # read whole again at the next power-on
    b, last, check = board()
    if check:   # a board file not yet checked (or none): hw/boardcheck.py, through the install's
        from core import install
        b = install.check_board(last)
        del install
        _drop_install()
        last = b or last
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
            app.store.vouch = vouch   # (core/load.py: before a save is set aside)
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
            return damaged(e.args[0], b)
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
    bad = problems()
    if bad:
        damaged(bad, b)
        return True
    if quick < 2:
        return False
    from core import install
    install.stopped(e, b)
    return True
