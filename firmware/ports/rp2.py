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


def _pin(gp, active_low):
    return machine.Pin(gp, machine.Pin.IN, machine.Pin.PULL_UP if active_low else machine.Pin.PULL_DOWN)


def _level(pin, active_low):
    if active_low:
        return lambda: pin.value() == 0
    return lambda: pin.value() == 1


def _any_down(gps, active_low):
    # every button in one read of SIO's GPIO_IN register (bits 0-29 on the RP2040: a small int,
    # nothing allocated). An idle poll read each pin's value() instead: 100 us of a 460 us tick.
    mask = 0
    for gp in gps:
        mask |= 1 << gp
    up = mask if active_low else 0
    mem32 = machine.mem32
    return lambda: mem32[0xD0000004] & mask != up


def _latch_on_press(gpio, active_low, buttons, wake):
    # a soft interrupt on each button's edge toward pressed: Buttons.latch keeps a tap made while
    # the loop is busy (polling alone would miss it); polling still decides everything else.
    # `wake` starts a tick at once (App.woken): the press shows without waiting out the loop's
    # 10 ms sleep. One handler for all six (a closure each costs RAM): the pin says which key.
    edge = machine.Pin.IRQ_FALLING if active_low else machine.Pin.IRQ_RISING

    def irq(p):
        buttons.latch(gpio.index(p))
        wake.set()

    for p in gpio:
        p.irq(irq, edge)


def _buzzer(gp):
    """tone(hz, ms): a square wave on the buzzer's pin (PWM, half duty) that a one-shot timer
    ends; a new tone replaces one still sounding."""
    pwm = machine.PWM(machine.Pin(gp))
    pwm.duty_u16(0)
    timer = machine.Timer()

    def off(_):
        pwm.duty_u16(0)

    def tone(hz, ms):
        pwm.freq(hz)
        pwm.duty_u16(32768)
        timer.init(mode=machine.Timer.ONE_SHOT, period=ms, callback=off)

    return tone


def make_app(board):
    n = board["width"] * board["height"]
    np = neopixel.NeoPixel(machine.Pin(board["pixel_pin"], machine.Pin.OUT), n)
    low = board.get("active_low", True)
    gpio = [_pin(board["buttons"][name], low) for name in NAMES]
    pins = [_level(p, low) for p in gpio]
    poller = select.poll()
    poller.register(sys.stdin, select.POLLIN)
    # bytes, not text: a byte that is not UTF-8 would make the text stream raise; the console
    # decodes whole lines and refuses a bad one
    stdin = getattr(sys.stdin, "buffer", sys.stdin)

    def read_char():
        # ipoll reuses its result tuple: poll() would make a new list every 10 ms tick
        for _ in poller.ipoll(0):
            return stdin.read(1)
        return None

    # The output stage renders straight into the driver's buffer: no copy per frame.
    bz = board.get("buzzer_pin")
    app = App(board, lambda buf: np.write(), pins, time.ticks_ms, Store(""), print, read_char, out=np.buf,
              tone=_buzzer(bz) if bz is not None else None)
    from core.aio import asyncio
    app.buttons.any_down = _any_down([board["buttons"][name] for name in NAMES], low)
    app.wake = asyncio.ThreadSafeFlag()
    _latch_on_press(gpio, low, app.buttons, app.wake)
    return app
