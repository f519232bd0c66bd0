# The Pico build: the only module that touches machine and neopixel. Everything it hands the App
# is a plain callable or buffer, which is what the simulator and tests replace.
import select
import sys
import time

import machine
import neopixel

from core.app import App
from core.store import Store
from ui.keys import NAMES


def _button(gp, active_low):
    pin = machine.Pin(gp, machine.Pin.IN, machine.Pin.PULL_UP if active_low else machine.Pin.PULL_DOWN)
    if active_low:
        return lambda: pin.value() == 0
    return lambda: pin.value() == 1


def make_app(board):
    n = board["width"] * board["height"]
    np = neopixel.NeoPixel(machine.Pin(board["pixel_pin"], machine.Pin.OUT), n)
    pins = [_button(board["buttons"][name], board.get("active_low", True)) for name in NAMES]
    poller = select.poll()
    poller.register(sys.stdin, select.POLLIN)

    def read_char():
        # ipoll reuses its result tuple: poll() would make a new list every 10 ms tick
        for _ in poller.ipoll(0):
            return sys.stdin.read(1)
        return None

    # The output stage renders straight into the driver's buffer: no copy per frame.
    return App(board, lambda buf: np.write(), pins, time.ticks_ms, Store(""), print, read_char, out=np.buf)
