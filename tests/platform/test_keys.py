# portable
# keys.Taps: A and B act on a tap or on LONG, never both; the d-pad on PRESS and REPEAT.
from ui import keys
from ui.keys import A, B, UP, PRESS, RELEASE, LONG, REPEAT, Taps


class Clock:
    def __init__(self):
        self.t = 1000

    def __call__(self):
        return self.t


def test_a_tap_acts_once_on_its_release():
    c = Clock()
    t = Taps(c)
    assert t.kind(A, PRESS) == -1        # not yet: it may become a hold
    c.t += 120
    assert t.kind(A, RELEASE) == PRESS
    assert t.kind(A, RELEASE) == -1      # a second release without a press is nothing


def test_a_hold_is_long_only_and_its_release_is_nothing():
    c = Clock()
    t = Taps(c)
    t.kind(B, PRESS)
    c.t += 700
    assert t.kind(B, LONG) == LONG
    c.t += 50
    assert t.kind(B, RELEASE) == -1


def test_a_long_release_someone_else_took_is_not_a_tap():
    c = Clock()
    t = Taps(c)
    t.kind(A, PRESS)
    c.t += keys.SHORT_MS
    assert t.kind(A, RELEASE) == -1
    t.kind(A, PRESS)
    c.t += keys.SHORT_MS - 1
    assert t.kind(A, RELEASE) == PRESS


def test_a_and_b_are_followed_apart_and_the_dpad_passes_press_and_repeat():
    c = Clock()
    t = Taps(c)
    t.kind(A, PRESS)
    assert t.kind(B, RELEASE) == -1      # B never went down
    assert t.kind(A, REPEAT) == -1
    assert t.kind(A, RELEASE) == PRESS
    assert t.kind(UP, PRESS) == PRESS and t.kind(UP, REPEAT) == REPEAT
    assert t.kind(UP, RELEASE) == -1 and t.kind(UP, LONG) == -1
