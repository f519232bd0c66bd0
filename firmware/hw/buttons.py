# Debounced buttons, polled. After Peter Hinch's Pushbutton: each pin is just a callable returning
# True while pressed and time comes from an injected ms clock, so all of this runs on a computer.
# poll() every 10-20 ms; events go to emit(key, kind) with ints only, so nothing is allocated.
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

# The event kinds, ui/keys.py's PRESS, RELEASE, LONG and REPEAT (tests/platform/test_buttons.py
# checks the events against those): numbers here, since hw imports nothing from ui, and private
# consts, which cost no RAM (ui/keys.py is for the views; loading this module from it would cost them)
_PRESS = const(0)
_RELEASE = const(1)
_LONG = const(2)
_REPEAT = const(3)

DEBOUNCE_MS = const(20)   # contacts bounce for a few ms: a level must hold this long to count
LONG_MS = const(700)      # held this long: one LONG event (keys without auto-repeat)
REPEAT_DELAY_MS = const(400)  # d-pad: first REPEAT after this long...
REPEAT_MS = const(120)        # ...then one every this often
STUCK_MS = const(15000)   # held this long: a stuck or shorted button, ignored until released
MISSED_MS = const(40)     # polls this far apart could miss a whole tap (a tap lasts 50 ms or more)
BUSY_MS = const(100)      # polls this far apart: the loop was busy (a replay), not counted as a hold
_ONE = b"\x01"            # (`_ONE in bytearray`: a C search, nothing allocated)


def _ticks_diff(a, b):
    # Both clocks used here (time.ticks_ms and the fake) wrap at 2**30 or never wrap.
    d = (a - b) & 0x3FFFFFFF
    return d - 0x40000000 if d & 0x20000000 else d


class Buttons:
    def __init__(self, pins, clock, emit, repeat=(True, True, True, True, False, False),
                 on_stuck=None):
        """pins: callables, True while pressed, indexed by key code (ui.keys)."""
        self.pins = pins
        self.clock = clock
        self.emit = emit
        self.repeat = repeat
        self.on_stuck = on_stuck
        n = len(pins)
        self.state = bytearray(n)    # debounced level: 1 = pressed
        self.raw = bytearray(n)      # last raw reading
        self.since = [0] * n         # when the raw level last changed
        self.down_at = [0] * n       # when the debounced press began
        self.next_rep = [0] * n      # when the next REPEAT is due
        self.longed = bytearray(n)   # LONG already sent for this press
        self.stuck = bytearray(n)    # ignored until released
        self.latched = bytearray(n)  # an edge toward pressed seen by a pin interrupt since the last poll
        self.latched_at = [0] * n    # when the last such edge came
        self.last_poll = None
        self.rest = False            # every key up and settled at the last poll (poll's quick path)
        self.any_down = None         # a port's one read of every pin at once, truthy while any is
                                     # pressed (the Pico: the GPIO input register), for that path

    def latch(self, k):
        """A pin interrupt saw key k's edge toward pressed. Polling is the authority; this only
        rescues a tap that came and went while the loop was busy (a game's modules loading, a
        save), which polling alone would never see. Safe in an interrupt: one byte store."""
        self.latched_at[k] = self.clock()
        self.latched[k] = 1

    def _pressed(self, k, now):
        self.state[k] = 1
        self.down_at[k] = now
        self.next_rep[k] = now + REPEAT_DELAY_MS
        self.longed[k] = 0
        self.emit(k, _PRESS)

    def pressed(self, k):
        return self.state[k] == 1 and not self.stuck[k]

    def poll(self):
        now = self.clock()
        gap = 0 if self.last_poll is None else _ticks_diff(now, self.last_poll)
        missed = gap > MISSED_MS
        self.last_poll = now
        pins = self.pins
        if self.rest and _ONE not in self.latched:
            # every key was up and settled, and no press edge came since: when every pin still
            # reads up there is nothing to do (most polls; the loop below would do nothing either)
            any_down = self.any_down
            if any_down is not None:
                if not any_down():
                    return
            else:
                for p in pins:
                    if p():
                        break
                else:
                    return
        for k in range(len(pins)):
            level = 1 if pins[k]() else 0
            if self.latched[k]:
                self.latched[k] = 0
                # released at both polls, yet pressed in between: a whole tap fell in the gap.
                # (After a normal gap, or with the key seen down, the edge was contact bounce.)
                if missed and not (level or self.raw[k] or self.state[k]):
                    self.emit(k, _PRESS)
                    self.emit(k, _RELEASE)
                    continue
                # pressed at both polls, yet a press edge came long after the press we know (the
                # press that opened a game, say, then a new tap while its code loaded): the key was
                # released and pressed again in the gap. Contact chatter comes within ms of the press.
                if (missed and level and self.state[k] and not self.stuck[k]
                        and _ticks_diff(self.latched_at[k], self.down_at[k]) > MISSED_MS):
                    self.emit(k, _RELEASE)
                    self.raw[k] = 1
                    self.since[k] = now
                    self._pressed(k, now)
                    continue
            if gap > BUSY_MS and self.state[k]:
                # the loop was busy (an undo's replay, a game's code loading): a key down through
                # it counts only the hold the polls saw. A host's tap on the link is down until its
                # release is read, after this poll: a second's replay made it a long press.
                self.down_at[k] += gap
                self.next_rep[k] += gap
            if level != self.raw[k]:
                self.raw[k] = level
                quiet = _ticks_diff(now, self.since[k]) >= DEBOUNCE_MS
                self.since[k] = now
                if level and quiet and not self.state[k] and not self.stuck[k]:
                    # the first edge of a key that was at rest is the press, at once: waiting for
                    # the contacts to settle would add the debounce time to every press. Their
                    # chatter falls within the debounce time and changes nothing; a release
                    # still has to hold for the debounce time.
                    self._pressed(k, now)
                continue
            if level != self.state[k]:
                if _ticks_diff(now, self.since[k]) >= DEBOUNCE_MS:
                    if level:
                        self._pressed(k, now)
                    else:
                        self.state[k] = 0
                        was_stuck = self.stuck[k]
                        self.stuck[k] = 0
                        if not was_stuck:
                            self.emit(k, _RELEASE)
                continue
            if level and not self.stuck[k]:
                held = _ticks_diff(now, self.down_at[k])
                if held >= STUCK_MS:
                    self.stuck[k] = 1
                    if self.on_stuck:
                        self.on_stuck(k)
                elif self.repeat[k]:
                    if _ticks_diff(now, self.next_rep[k]) >= 0:
                        self.next_rep[k] = now + REPEAT_MS
                        self.emit(k, _REPEAT)
                elif not self.longed[k] and held >= LONG_MS:
                    self.longed[k] = 1
                    self.emit(k, _LONG)
        self.rest = _ONE not in self.raw and _ONE not in self.state
