# portable
# Issue 47: Konane's lights in its words (games/konane/what.py, legend.py) on a small fake ctx: what
# a light is, at the cursor or any LED, and what can be done now; also under MicroPython.
from ui import keys, palette
from games.konane.grid import View
from games.konane import what as W
from games.konane import legend as L
from games.konane.words import apply_text

from konane_fake import FakeCtx


def test_what_names_squares_and_the_frame():
    ctx = FakeCtx(setup=b"\x08")
    v = View(ctx)
    assert W.what(v, -1, -1) == "d5: Hibiscus's stone, may be removed"   # the cursor's square
    assert W.what(v, 0, 0) == "a8: Hibiscus's stone, may be removed"     # a corner may open
    assert W.what(v, 1, 0) == "b8: Jasmine's stone, not its turn"
    for t in ("xd5", "xd4"):
        apply_text(ctx.game, t)
    assert W.what(v, 3, 4) == "d4: empty, the last move started here"
    assert W.what(v, 3, 1) == "d7: Hibiscus's stone, can move"
    assert W.what(v, 0, 7) == "a1: Jasmine's stone, not its turn"
    small = FakeCtx(16, 16, setup=bytes((6, 0, 2)))   # a 6x6 board on 16x16: 2x2 squares, a frame
    v = View(small)
    assert W.what(v, 2, 2) == "a6: Hibiscus's stone, may be removed"
    assert W.what(v, 5, 5) == "b5: Hibiscus's stone, cannot move now"
    assert W.what(v, 0, 5).startswith("the frame, in the colour of the side to move: Hibiscus's turn")
    assert W.what(v, 1, 5) == "dark: beside the board"


def test_what_names_the_set_up_page():
    v = View(FakeCtx())
    assert W.what(v, -1, -1) == "the mark of the line the d-pad changes: size"
    assert W.what(v, 7, 0).startswith("Learn, the guided first game")
    assert W.what(v, 1, 1) == "the board's size, 8x8"
    assert W.what(v, 4, 5) == "Jasmine's half of the mode line: a player"
    assert W.what(v, 0, 6) == "the level line: no level in a game for two players"


def test_options_light_the_stones_that_can_move():
    ctx = FakeCtx(setup=b"\x08")
    v = View(ctx)
    W.can(v)
    cells, col = ctx.lit
    assert col == W.TEACH == palette.TEACH and len(cells) == 3 * 4   # the four opening squares
    assert ctx.lines[-1] == "Hibiscus removes a stone: A on a lit one picks it, A again removes it"
    v.key(keys.A, keys.PRESS)
    v.key(keys.A, keys.RELEASE)      # d5 picked: A again removes it, the only square lit
    W.can(v)
    assert ctx.lit[0] == bytes((3, 3, 1)) and ctx.lines[-1].startswith("A again on the lit stone removes it")


def test_the_legend_has_a_light_for_each_screen_and_says_which_shows():
    assert len(L.SCREENS) == len(L.LIGHTS) == 2 and L.KEYS
    v = View(FakeCtx())
    assert L.SCREENS[L.screen(v)] == "the set-up page"
    v = View(FakeCtx(setup=b"\x08"))
    assert L.SCREENS[L.screen(v)] == "the board"
    for lights in L.LIGHTS:
        for c, o, words in lights:
            assert words.find(": ") > 0
