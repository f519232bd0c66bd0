# The Pico's loop skips the ticks that would do nothing (core/app.py App.idle_span: every other
# tick while every key is up and no byte waits on the console; a press's pin interrupt wakes it at
# once). Each test plays the same seeded buttons, actions and waits twice through the real App,
# once ticked every 10 ms as the simulator does and once as the Pico's loop does, and needs the
# same pictures at the same times, the same console lines and the same save.
import pytest

from core.rng import Rng
from host_tools.sim import Rig, load_board

import journey
from test_lazy_frames import count_calls, drive, device_games  # noqa: F401 (the fixture)


def play(game, seed, skip_idle, board="pico-8x8", steps=200):
    """(each new picture as (ms, wire bytes), console lines, save, ticks run in its last two
    seconds, nobody playing) of one seeded run."""
    rig = Rig(load_board(board), skip_idle=skip_idle)
    app = rig.app
    shown = []
    write = app.output.write

    def wire(buf):
        if not shown or shown[-1][1] != bytes(buf):   # (a frame drawn again, unchanged: not new)
            shown.append((rig.clock.t, bytes(buf)))
        write(buf)
    app.output.write = wire
    ticks = count_calls(app, "tick")
    drive(rig, game, Rng(seed), steps, commands=False)   # (a command waits 10 ms more there)
    n = ticks[0]
    rig.step(2000)   # nobody at the table
    return shown, rig.lines, app.store.read("save.bin"), ticks[0] - n


@pytest.mark.parametrize("game", journey.GAMES)
def test_the_picos_skipped_ticks_change_nothing_a_player_sees(game):
    every, lines, save, n = play(game, 11, False)
    skipped, lines2, save2, n2 = play(game, 11, True)
    assert lines2 == lines
    assert save2 == save
    assert [t for t, _ in skipped] == [t for t, _ in every]
    assert skipped == every
    assert n == 200 and n2 <= 101, n2   # and idle, it ran every other tick
