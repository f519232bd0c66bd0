# A cursor step shows at once (issue 29: every press answers). The cursor blinks, and a press in
# its dark half used to show nothing for up to half a second: the cell it moved to kept showing
# what lay there. Now the cursor stays lit for a blink's half after each press. Measured as the
# emulated Pico's bench measures a press: some cell that was steady before the press changes on
# the frame after it.
import pytest

from ui import draw, keys
import journey as J


def steady_cells(rig, ms=1000):
    """The cells that kept one colour for the last ms, and the frame."""
    first = bytes(rig.app.grid.buf)
    same = set(range(len(first) // 3))
    for _ in range(ms // 10):
        rig.step(10)
        buf = rig.app.grid.buf
        for i in list(same):
            if buf[3 * i:3 * i + 3] != first[3 * i:3 * i + 3]:
                same.discard(i)
    return same, bytes(rig.app.grid.buf)


def shows_at_once(rig, key):
    same, before = steady_cells(rig)
    assert same
    k = keys.NAMES.index(key)
    rig.down[k] = 1
    rig.step(30)          # the press reaches the app (debounce) and its frame is drawn
    rig.down[k] = 0
    after = rig.app.grid.buf
    return any(after[3 * i:3 * i + 3] != before[3 * i:3 * i + 3] for i in same)


@pytest.mark.parametrize("game", J.GAMES)
def test_a_cursor_step_shows_at_once_in_either_half_of_the_blink(game):
    rig = J.new_rig()
    J.open_game(rig, game)
    J.start(rig)
    for half in (0, 1):   # a press in the blink's lit half, then one in its dark half
        rig.step(10)
        while draw.blink(rig.app.clock() + 1000 + 30) != (half == 0):
            rig.step(10)
        for key in ("right", "left"):
            assert shows_at_once(rig, key), (game, half, key, rig.lines[-2:])
            rig.step(200)
            while draw.blink(rig.app.clock() + 1000 + 30) != (half == 0):
                rig.step(10)
