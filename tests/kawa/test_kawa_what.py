# portable
# Issue 47: Kawa's lights in its words (games/kawa/what.py, legend.py) on a small fake ctx: a tile
# and the LED of it asked about (on 8x8, which of the two layers shows now), the slots, the score
# bars and the bottom row; what long A lights in each phase; also under MicroPython.
from ui.keys import A, B, PRESS, RELEASE, LONG
from games.kawa import codes as C
from games.kawa import grid as V
from games.kawa import what as W
from games.kawa import legend as L
from kawa_fake import FakeCtx
from kawa_util import TABLE


def started(w):
    ctx = FakeCtx(w, w)
    v = V.View(ctx)
    assert v.command(["colours", "2"]) and v.command(["table", TABLE])
    return ctx, v


def test_what_says_the_tile_the_led_and_the_layer_shown():
    ctx, v = started(8)
    ctx.t = 0                                # (the starting tiles: the river layer stays)
    assert W.what(v, 0, 0).startswith("starting slot a: free; the slots show in turn")
    assert "the river layer now: a4 " in W.what(v, 0, 0)
    v.key(A, PRESS)
    v.key(A, RELEASE)
    v.key(A, PRESS)                          # both starting tiles: the swaps; the layers alternate
    v.key(A, RELEASE)
    assert ctx.game.phase == C.PH_SWAP
    ctx.t = V.LAYER_MS                       # the petal layer's half
    t = W.what(v, 3, 1)                      # b4's bottom-right cell, Pink's: two colours play
    assert t.startswith("the petal layer now: b4 ") and t.endswith("; this LED: no colour plays here")
    assert W.what(v, 2, 0).endswith("; this LED: Red's petals (the tile's top-left cell), none")
    ctx.t = 0
    assert W.what(v, 3, 1).startswith("the river layer now: b4 ")
    v.info = True
    assert W.what(v, 0, 0).startswith("Red's score bar: 0 points")
    assert W.what(v, 0, 7) == "round 1 of 4: now (green)"


def test_what_on_16x16_names_the_corners_the_line_and_the_bars():
    ctx, v = started(16)
    assert W.what(v, 1, 0) == "starting slot a: free"
    assert W.what(v, 0, 1).endswith("this LED: Red's petals (the tile's top-left cell), none")
    assert "the tile's flow line" in W.what(v, 1, 1)
    assert W.what(v, 12, 5).startswith("Red's score bar: 0 points")
    assert W.what(v, 11, 14) == "the active colour: Red"


def test_options_light_where_a_acts_in_each_phase():
    ctx, v = started(8)
    W.can(v)
    assert ctx.lines[-1].startswith("Red: left/right chooses a free slot (lit)")
    assert ctx.lit[0] == bytes((0, 0, 1, 1, 0, 1, 2, 0, 1, 3, 0, 1, 4, 0, 1, 5, 0, 1, 6, 0, 1, 7, 0, 1))
    assert ctx.lit[1] == W.TEACH
    v.key(A, PRESS)                          # a long A: what can be done, and no slot taken
    v.key(A, LONG)
    v.key(A, RELEASE)
    assert ctx.options_asked == 1 and len(ctx.log) == 0
    v.key(A, PRESS)                          # short As: Red's slot, Blue's
    v.key(A, RELEASE)
    v.key(A, PRESS)
    v.key(A, RELEASE)
    v.key(A, PRESS)                          # the swaps: a tile picked (b4), its neighbours lit
    v.key(A, RELEASE)
    assert v.sel == 1
    W.can(v)
    assert ctx.lit[0] == bytes((0, 0, 2, 4, 0, 2, 2, 2, 2))   # a4, c4 and b3, beside b4
    assert ctx.lines[-1].startswith("A on a lit tile swaps it with the picked one")


def test_the_legend_says_which_screen_shows():
    ctx = FakeCtx(8, 8)
    v = V.View(ctx)
    assert L.SCREENS[L.screen(v)] == "the set-up page"
    assert W.what(v, 7, 0).startswith("Learn")
    ctx, v = started(8)
    assert L.SCREENS[L.screen(v)] == "the river"
    v.key(B, PRESS)
    assert L.SCREENS[L.screen(v)] == "the scores (8x8)"
