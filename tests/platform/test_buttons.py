# portable
from portable import FakeClock
from hw.buttons import Buttons, LONG_MS, REPEAT_DELAY_MS, REPEAT_MS, STUCK_MS
from ui.keys import UP, A, B, PRESS, RELEASE, LONG, REPEAT


class Rig:
    def __init__(self):
        self.clock = FakeClock()
        self.level = bytearray(6)
        self.events = []
        self.stuck = []
        pins = [(lambda i=i: self.level[i] == 1) for i in range(6)]
        self.b = Buttons(pins, self.clock, lambda k, kind: self.events.append((k, kind)),
                         on_stuck=self.stuck.append)

    def run(self, ms, step=10):
        for _ in range(ms // step):
            self.clock.advance(step)
            self.b.poll()


def test_clean_press_and_release():
    r = Rig()
    r.level[A] = 1
    r.run(40)
    assert r.events == [(A, PRESS)]
    r.level[A] = 0
    r.run(40)
    assert r.events == [(A, PRESS), (A, RELEASE)]


def test_bounces_are_ignored():
    r = Rig()
    r.run(30)                    # at rest
    for lv in (1, 0, 1, 0, 1):   # contact chatter, one poll each
        r.level[A] = lv
        r.run(10)
    assert r.events == [(A, PRESS)]  # the first edge is the press; the chatter changes nothing
    r.run(30)                    # then it holds
    assert r.events == [(A, PRESS)]
    for lv in (0, 1, 0, 1):
        r.level[A] = lv
        r.run(10)
    assert r.events == [(A, PRESS)]
    for lv in (0, 1, 0):         # release chatter: one release once it holds, no new press
        r.level[A] = lv
        r.run(10)
    r.run(30)
    assert r.events == [(A, PRESS), (A, RELEASE)]


def test_a_press_counts_at_its_first_edge():
    # press-to-light: a key at rest counts at the first poll that sees it down, not 20 ms later
    r = Rig()
    r.run(30)
    r.level[A] = 1
    r.clock.advance(1)
    r.b.poll()
    assert r.events == [(A, PRESS)]
    r.level[A] = 0
    r.run(10)
    assert r.events == [(A, PRESS)]  # a release must hold for the debounce time
    r.run(20)
    assert r.events == [(A, PRESS), (A, RELEASE)]
    # the next press, the key at rest again: at its first edge too
    r.level[A] = 1
    r.clock.advance(5)
    r.b.poll()
    assert r.events == [(A, PRESS), (A, RELEASE), (A, PRESS)]


def test_long_press_once_for_action_buttons():
    r = Rig()
    r.level[B] = 1
    r.run(LONG_MS + 200)
    assert r.events == [(B, PRESS), (B, LONG)]
    r.run(1000)
    assert r.events.count((B, LONG)) == 1


def test_dpad_auto_repeat_rate():
    r = Rig()
    r.level[UP] = 1
    r.run(20 + REPEAT_DELAY_MS + 10 * REPEAT_MS)
    reps = [e for e in r.events if e == (UP, REPEAT)]
    assert r.events[0] == (UP, PRESS)
    assert 10 <= len(reps) <= 11
    assert (UP, LONG) not in r.events


def test_two_buttons_at_once():
    r = Rig()
    r.level[A] = 1
    r.level[B] = 1
    r.run(40)
    assert sorted(r.events) == [(A, PRESS), (B, PRESS)]


def test_stuck_button_is_reported_and_ignored_until_released():
    r = Rig()
    r.level[UP] = 1
    r.run(STUCK_MS + 500)
    assert r.stuck == [UP]
    n = len(r.events)
    r.run(2000)
    assert len(r.events) == n        # no more repeats from a stuck key
    r.level[UP] = 0
    r.run(50)
    assert len(r.events) == n        # its release is swallowed too
    r.level[UP] = 1
    r.run(40)
    assert r.events[-1] == (UP, PRESS)  # and it works again afterwards


def test_a_tap_between_two_late_polls_is_not_lost():
    # the loop was busy for 200 ms (a game's modules loading) and the tap came and went meanwhile:
    # the pin interrupt latched its edge, and the next poll turns it into a press and a release
    r = Rig()
    r.run(30)
    r.clock.advance(200)
    r.b.latch(A)
    r.b.poll()
    assert r.events == [(A, PRESS), (A, RELEASE)]
    r.run(100)
    assert r.events == [(A, PRESS), (A, RELEASE)]   # once


def test_a_latched_edge_is_ignored_when_polling_could_see_it():
    r = Rig()
    r.run(30)
    r.b.latch(A)                 # noise or bounce between two on-time polls: polling decides
    r.run(50)
    assert r.events == []
    # a release's contact bounce raises the latch while the key is still seen down
    r.level[A] = 1
    r.run(40)
    r.level[A] = 0
    r.b.latch(A)
    r.clock.advance(200)         # and the loop is then busy
    r.b.poll()
    r.run(40)
    assert r.events == [(A, PRESS), (A, RELEASE)]



def test_a_new_tap_while_the_loop_is_busy_after_a_press_is_not_lost():
    # A opens a game: the press is seen, then the loop is busy loading the game's code while the
    # player lets go and taps A again; the next poll finds A down, as at the last poll
    r = Rig()
    r.run(30)
    r.level[A] = 1
    r.run(10)
    assert r.events == [(A, PRESS)]
    r.clock.advance(150)
    r.b.latch(A)                 # the new tap's press edge, mid-load
    r.clock.advance(150)
    r.b.poll()
    assert r.events == [(A, PRESS), (A, RELEASE), (A, PRESS)]
    r.level[A] = 0
    r.run(40)
    assert r.events == [(A, PRESS), (A, RELEASE), (A, PRESS), (A, RELEASE)]


def test_press_chatter_during_a_busy_loop_is_not_a_second_press():
    r = Rig()
    r.run(30)
    r.level[A] = 1
    r.run(10)
    r.clock.advance(3)
    r.b.latch(A)                 # the contacts chatter just after the press is seen...
    r.clock.advance(250)         # ...and the loop is busy
    r.b.poll()
    r.run(100)
    r.level[A] = 0
    r.run(40)
    assert r.events == [(A, PRESS), (A, RELEASE)]


def test_time_the_loop_was_busy_does_not_count_toward_a_long_press():
    # A picks the menu's Undo; the undo replays a whole game for a second while A is still down
    # (a host's tap: its release is read on the console after this poll). The hold the buttons saw
    # is one poll, not a long press: the game shown next must not get A's LONG (a Konane hint).
    r = Rig()
    r.run(30)
    r.level[A] = 1
    r.run(10)
    r.clock.advance(1000)        # the loop busy
    r.b.poll()
    r.level[A] = 0
    r.run(40)
    assert r.events == [(A, PRESS), (A, RELEASE)]
    # held on after the busy time, it still becomes a long press, counted from what was seen
    r.level[B] = 1
    r.run(100)
    r.clock.advance(1000)
    r.b.poll()
    r.run(LONG_MS - 100)
    assert (B, LONG) not in r.events
    r.run(200)
    assert r.events.count((B, LONG)) == 1


def test_the_quick_path_at_rest_changes_no_event():
    # poll() skips its per-key work while every key is up and settled (Buttons.rest); with the
    # quick path turned off at every poll, a seeded stream of presses, chatter, latched edges and
    # busy gaps must give the same events at the same polls; with the port's one read of every
    # pin (Buttons.any_down, the Pico's GPIO register) too, which then reads no pin of its own
    from core.rng import Rng
    quick, slow, one = Rig(), Rig(), Rig()
    one.b.any_down = lambda: any(one.level)
    reads = [0, 0]
    for r, i in ((quick, 0), (one, 1)):
        def counted(p, i=i):
            def read():
                reads[i] += 1
                return p()
            return read
        r.b.pins = [counted(p) for p in r.b.pins]
    rng = Rng(7)
    rested = events = 0
    for i in range(6000):
        if rng.below(8) == 0:
            k = rng.below(6)
            v = int(rng.below(4) == 0)   # mostly up: presses, chatter, holds and long holds
            quick.level[k] = slow.level[k] = one.level[k] = v
        if rng.below(40) == 0:
            k = rng.below(6)
            quick.b.latch(k)
            slow.b.latch(k)
            one.b.latch(k)
        step = (10, 10, 10, 30, 50, 130)[rng.below(6)]
        rested += quick.b.rest
        for r in (quick, slow, one):
            r.clock.advance(step)
            r.b.poll()
        slow.b.rest = False
        assert quick.events == slow.events == one.events, i
        events += len(quick.events)
        for r in (quick, slow, one):
            del r.events[:]   # (the MicroPython tier's heap is small)
    assert rested > 500 and events > 300
    # the quick path read up to every pin at rest; the one read, none
    assert reads[0] - reads[1] >= 4 * rested, (reads, rested)
