# Runs at power-on on the Pico. The App resumes the saved game itself; if anything unexpected
# escapes it, the error is printed and the App is rebuilt from the save, so play goes on.
import json
import sys
import time

from core.aio import asyncio
from hw import rp2


def main():
    with open("board.json") as f:
        board = json.load(f)
    while True:
        try:
            asyncio.run(rp2.make_app(board).run())
        except KeyboardInterrupt:  # Ctrl-C from mpremote: hand the REPL over
            raise
        except Exception as e:
            print("! internal error, restarting from the last save:")
            sys.print_exception(e)
            time.sleep_ms(500)


main()
