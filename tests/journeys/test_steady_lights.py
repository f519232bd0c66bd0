# Issue 48 item 5: the current limit scales a blinking frame by its brighter half, so the lights
# that do not blink hold still (at 75 % the whole 'Aina frame pulsed 006f6f <-> 008484 with a
# cursor), and the preview in the simulator and on the page looks brighter when the panel is.
import pytest

from tests.journeys import journey
from host_tools.sim import Leds


def frames(rig):
    """The unscaled frame and its wire bytes every 100 ms for 4 s (every blink's halves: the
    cursor's 500 ms, Kawa's 1.6 s layers)."""
    out = []
    for _ in range(40):
        rig.step(100)
        out.append((bytes(rig.app.grid.buf), bytes(rig.app.output.out)))
    return out


@pytest.mark.parametrize("game", journey.GAMES)
def test_a_blink_leaves_the_steady_lights_as_they_were_at_75_percent(game):
    rig = journey.new_rig("pico-16x16")
    rig.command("bright 75")
    journey.in_progress(rig, game)
    seen = frames(rig)
    o = rig.app.output
    assert len(set(f for f, _ in seen)) > 1        # something blinks on this screen
    assert o.dimmed                                # and the limit acts at 75 %
    grid_a, wire_a = seen[0]
    steady = [i for i in range(o.grid.n) if any(grid_a[3 * i:3 * i + 3])
              and all(f[3 * i:3 * i + 3] == grid_a[3 * i:3 * i + 3] for f, _ in seen)]
    assert steady
    moved = []
    for i in steady:
        d = 3 * o.map[i]
        for _, wire in seen:
            if wire[d:d + 3] != wire_a[d:d + 3]:
                moved.append((i, wire_a[d:d + 3].hex(), wire[d:d + 3].hex()))
    assert not moved, moved[:4]


@pytest.mark.parametrize("game", ("aina", "hanafuda"))
def test_the_preview_is_brighter_when_the_panel_is(game):
    # (screens under the power budget at 75 %: where the limit binds, more brightness is no more light)
    seen = {}
    for bright in (40, 75):
        rig = journey.new_rig("pico-8x8")
        rig.command("bright %d" % bright)
        journey.in_progress(rig, game)
        rig.step(2000)
        o = rig.app.output
        assert o.estimate_ma(o.measure()) <= o.budget_ma
        leds = Leds(o)
        seen[bright] = [leds.rgb(x, y) for y in range(leds.h) for x in range(leds.w)]
    lit = [i for i, c in enumerate(seen[40]) if any(c)]
    assert lit
    # (a channel one wire level from dark stays there, the output stage's floor for a lit input, or
    # rounds to dark under the limiter's scaling at 75 %: 'Aina's negative cards, 303030, are one
    # level at both, its first seat's faint green in FF2000 goes; every brighter channel grows)
    assert all(a >= b for i in lit for a, b in zip(seen[75][i], seen[40][i]) if b > 40)
    unclipped = [i for i in lit if 40 < max(seen[40][i]) < 255]   # (a full channel stays full on screen)
    assert unclipped and all(sum(seen[75][i]) > sum(seen[40][i]) for i in unclipped)
