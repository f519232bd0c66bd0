# The one input model every game shares: a d-pad, A = act/select, B = back/cancel.
# Key codes index the board file's button list, in this order.
UP = 0
DOWN = 1
LEFT = 2
RIGHT = 3
A = 4
B = 5
NAMES = ("up", "down", "left", "right", "a", "b")

# Event kinds from the button driver.
PRESS = 0    # the button went down (after debounce)
RELEASE = 1  # it came up
LONG = 2     # held past the long-press time (sent once)
REPEAT = 3   # still held: auto-repeat, d-pad only

# The change of position a d-pad key means, as (dx, dy); (0, 0) for A and B.
DX = (0, 0, -1, 1, 0, 0)
DY = (-1, 1, 0, 0, 0, 0)

SHORT_MS = 600  # a release of A or B after this long is not a tap (someone else took the hold)


class Taps:
    """A and B acting on a tap (a short release) or on LONG, never both: a hold sends PRESS first,
    and hold B is the menu. The d-pad acts on PRESS and REPEAT. For views whose A or B also has a
    long-press meaning; now() is the view's clock (ctx.now)."""

    def __init__(self, now):
        self.now = now
        self.held = bytearray(2)  # A, B went down and have not acted yet
        self.down_at = 0

    def kind(self, k, kind):
        """The kind to act on (PRESS for a tap, LONG, or the d-pad's own), or -1 to ignore."""
        if k < A:
            return kind if kind == PRESS or kind == REPEAT else -1
        i = k - A
        if kind == PRESS:
            self.held[i] = 1
            self.down_at = self.now()
            return -1
        if not self.held[i] or kind == REPEAT:
            return -1
        self.held[i] = 0
        if kind == RELEASE:
            from core.compat import ticks_diff
            return PRESS if ticks_diff(self.now(), self.down_at) < SHORT_MS else -1
        return kind
