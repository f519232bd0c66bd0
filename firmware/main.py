# Runs at power-on on the Pico. The App resumes the saved game itself; if anything unexpected
# escapes it, the error is printed and the App is rebuilt from the save, so play goes on.
import gc
import sys
import time

import micropython

from core.aio import asyncio
from core.compat import drop


def board():
    # The board file is checked against the one description of a board (hw/boardcheck.py) unless
    # it is byte for byte the file that passed already: board.ok, written by make build / make uf2
    # and after a check here. The check's names would stay in RAM for good (MicroPython never
    # frees interned names), so a board that passed costs every game nothing.
    import json
    try:
        with open("board.json", "rb") as f:
            data = f.read()
        with open("board.ok", "rb") as f:
            if f.read() == data:
                return json.loads(data)
    except (OSError, ValueError):
        data = None
    from hw import boardcheck
    b = boardcheck.boot("board.json")   # None: the bad field is on the console, the grid shows it
    drop("hw.boardcheck")
    if b is not None and data is not None:
        try:
            with open("board.ok", "wb") as f:
                f.write(data)
        except OSError:
            pass  # checked again at the next power-on
    gc.collect()
    return b


def main():
    b = board()
    if b is None:
        return   # no restart loop: the REPL is there for a computer to put a good board file on
    from hw import rp2
    # The REPL's Ctrl-C is off while the app runs: a stray Ctrl-C on the console (a terminal
    # clearing its line) only clears the console's line. The console leaves the app on mpremote's
    # own takeover bytes (core/console.py) with KeyboardInterrupt.
    micropython.kbd_intr(-1)
    while True:
        app = None
        try:
            app = rp2.make_app(b)
            asyncio.run(app.run())
        except KeyboardInterrupt:  # mpremote takes over: the board goes to the REPL
            micropython.kbd_intr(3)
            from hw import handover
            handover.leave(app)
            return
        except Exception as e:
            print("! internal error, restarting from the last save:")
            sys.print_exception(e)
            time.sleep_ms(500)


main()
