# Issue 47: the grid alone teaches, on the emulated Pico. host_tools/novice.py, the scripted
# newcomer, reads only the NeoPixel wire and presses the board's buttons: from the menu to Kōnane's
# set-up page, up to Learn, then the whole lesson to the OK that ends it: Kōnane's on the companion's
# own firmware, 'Āina's (the lesson with the least room to spare on official MicroPython: bench_pico
# lesson) on each firmware (official MicroPython: marked `official`). The simulator's run of every
# lesson: tests/journeys/test_novice.py.
import pytest

from pico_support import boot, needs_pico, pico
from host_tools import novice as N

pytestmark = needs_pico

BOARD = "pico-8x8"


# each lesson's last word, and its first step's number: no line of trouble after it (a refusal,
# an error: "! ")
ENDS = {"konane": ("Lesson learned: the board, the opening, jumps", "lesson 1/12:", "Jasmine wins"),
        "aina": ("Lesson learned: the land, flips, locks, bonus flips", "lesson 1/23:", "Round 2 of 4")}


@pytest.mark.parametrize("game", ["konane", pytest.param("aina", marks=pytest.mark.official)])
def test_the_novice_plays_the_lesson_from_the_wire_alone(tmp_path_factory, game):
    learned, first, end = ENDS[game]
    p = boot(BOARD, tmp_path_factory)
    try:
        be = N.PicoBackend(p, pico.load_board(BOARD))
        presses, secs, _ = N.play(be, game)
        # the lesson played to its end on the Pico ('Aina's: the round's Cosmic Event, into
        # round 2), learned, with no refusal or error on the way
        assert learned in p.log, p.log[-600:]
        assert end in p.log and "! " not in p.log.split(first)[1], p.log[-600:]
        assert 0 < presses < 120 and secs < 150
    finally:
        p.close()
