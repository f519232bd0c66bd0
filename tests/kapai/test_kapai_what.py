# portable
# Issue 47: Ka Pai's lights in its words (games/kapai/what.py, legend.py) on a small fake ctx: the
# sheet's cells, the dice beside it, the pages; what long A lights (the dice to roll, the cells the
# symbol may go in); also under MicroPython.
from ui.keys import A, B, PRESS, RELEASE, LONG
from games.kapai import rules as R
from games.kapai import grid as V
from games.kapai import what as W
from games.kapai import legend as L
from kapai_fake import FakeCtx, press


def started(w=8):
    ctx = FakeCtx(w, w, t=4242)
    v = V.View(ctx)
    assert L.SCREENS[L.screen(v)] == "the set-up page"
    s = 2 if w >= 16 else 1                  # 16x16: each cell of the page a 2x2 block
    assert W.what(v, 7 * s, 7 * s).startswith("Learn") and W.what(v, s, s) == "the sheet, empty: a totem"
    press(v, [A])
    return ctx, v


def test_what_names_cells_and_dice():
    ctx, v = started()
    assert W.what(v, -1, -1) == "d5: free"
    assert W.what(v, 1, 1) == "b6: a totem" and W.what(v, 3, 0) == "d7: dark: nobody draws here"
    assert W.what(v, 7, 0) == "blinking white: A rolls the dice"
    press(v, [A])                            # the roll
    g = ctx.game
    assert g.phase == R.PH_DRAW
    if v.mode == V.M_DICE:                   # two symbols: the dice page shows them big
        assert L.SCREENS[L.screen(v)] == "the dice page"
        assert W.what(v, 5, 2).startswith("die B: a ") and W.what(v, 7, 1) == "dark"
        press(v, [B])
    assert L.SCREENS[L.screen(v)] == "the sheet"
    assert W.what(v, 7, 1).startswith("die B: a ") and W.what(v, 7, 7) == "dark"
    big, v2 = started(16)
    assert W.what(v2, 15, 4) == "blinking white: A rolls the dice" and W.what(v2, 15, 2) == "dark"


def test_long_a_lights_the_dice_then_the_cells_the_symbol_may_go_in():
    ctx, v = started()
    W.can(v)
    assert ctx.lit == (bytes((7, 0, 1, 7, 1, 1)), W.TEACH) and ctx.lines[-1] == "A rolls the dice (lit)"
    v.key(A, PRESS)                          # A rolls as it goes down; the long A then asks
    v.key(A, LONG)
    v.key(A, RELEASE)
    assert ctx.options_asked == 1 and ctx.game.phase == R.PH_DRAW
    v.mode = V.M_SHEET
    W.can(v)
    free = [i for i in range(R.CELLS) if v.ok[i]]
    assert free and ctx.lit[0] == bytes(b for i in free for b in (i % 7, i // 7, 1))
    assert ctx.lines[-1].startswith("A on a lit cell draws the ")


def test_the_pages_are_named():
    ctx, v = started()
    press(v, [B])                            # the score page
    assert L.SCREENS[L.screen(v)] == "the score page"
    assert W.what(v, 0, 0) == "the sheet's total: 0 points (white)"
    assert W.what(v, 0, 6) == "a triangle bonus box: free (grey)"


def test_what_on_a_page_with_no_cursor_names_the_page():
    ctx, v = started()
    press(v, [A])                            # the roll: two symbols show the dice page
    if v.mode == V.M_DICE:
        assert W.what(v, -1, -1).startswith("the dice page: die A a ")
    v.mode = V.M_INFO                        # (the score page B shows while waiting for a roll)
    assert W.what(v, -1, -1) == "the score page: 0 points (white), the bonus boxes below"
