# The Raspberry Pi build (CPython + Blinka): a real panel through adafruit-circuitpython-neopixel,
# buttons through digitalio. Imported only on that build; tests give it fake `board`, `digitalio`
# and `neopixel` modules.
import os
import select
import sys
import time

import board as pi_board
import digitalio
import neopixel

from core.app import App
from core.store import Store
from ui.keys import NAMES


def _button(name, active_low):
    d = digitalio.DigitalInOut(getattr(pi_board, name))
    d.direction = digitalio.Direction.INPUT
    d.pull = digitalio.Pull.UP if active_low else digitalio.Pull.DOWN
    if active_low:
        return lambda: not d.value
    return lambda: bool(d.value)


def _read_char():
    # Line commands from the terminal, as on the Pico's serial console (none when run detached).
    # Raw bytes, unbuffered: the text layer would raise on a byte that is not UTF-8 (or hand it
    # over as a surrogate in the C locale); the console decodes whole lines and refuses a bad one.
    try:
        if select.select([sys.stdin], [], [], 0)[0]:
            return os.read(sys.stdin.fileno(), 1)
    except (OSError, ValueError, AttributeError):
        pass
    return None


def make_app(board, state_dir="."):
    n = board["width"] * board["height"]
    # Our output stage already applies order, gamma and brightness: the library only transmits.
    np = neopixel.NeoPixel(getattr(pi_board, board["pixel_pin"]), n, brightness=1.0,
                           auto_write=False, pixel_order=neopixel.RGB)
    pins = [_button(board["buttons"][name], board.get("active_low", True)) for name in NAMES]

    def ticks_ms():
        return int(time.monotonic() * 1000) & 0x3FFFFFFF

    return App(board, np._transmit, pins, ticks_ms, Store(state_dir), print, _read_char)
