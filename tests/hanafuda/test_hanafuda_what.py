# portable
# Issue 47: Hanafuda's lights in its words (games/hanafuda/what.py, legend.py) on a small fake ctx:
# a card named flower first, the seat column, the step cell and the gauge; a card found by its
# 'ohana first; what long A lights while dealing and in a turn; also under MicroPython.
from ui.keys import UP, DOWN, LEFT, RIGHT, A, B, PRESS, RELEASE, LONG
from games.hanafuda import rules as R
from games.hanafuda import deck
from games.hanafuda import grid as V
from games.hanafuda import what as W
from games.hanafuda import legend as L
from hana_fake import FakeCtx


def started(w=8):
    ctx = FakeCtx(w, w)
    v = V.View(ctx)
    for cmd in ("players 2", "dealer 1", "hands 1", "start"):
        assert v.command(cmd.split())
    return ctx, v


def tap(v, *ks):
    for k in ks:
        v.key(k, PRESS)
        v.key(k, RELEASE)


def test_a_card_is_named_flower_first_and_found_by_its_ohana():
    ctx, v = started()
    assert W.what(v, -1, -1) == "Niu 1: bright (20), in a hand or the stack (niu1)"
    assert W.what(v, 0, 5) == "Ki 2: plain ribbon (10), in a hand or the stack (ki2)"   # 8x8: ohana 7
    tap(v, RIGHT)
    assert v.card() == 4 and ctx.lines[-1].startswith("'Ohi'a Lehua 1: animal (5)")
    tap(v, DOWN)                             # the cards of its 'ohana
    assert v.card() == 5 and ctx.lines[-1].startswith("'Ohi'a Lehua 2: ")
    for _ in range(3):
        tap(v, UP)                           # 8x8: up past its first, round to the map's bottom
    assert v.card() == 30 and (v.cx, v.cy) == (1, 6)
    for _ in range(4):
        tap(v, RIGHT)                        # the next 'ohana, along the bottom half
    assert v.card() == 46 and (v.cx, v.cy) == (5, 6)
    tap(v, RIGHT)                            # past the twelfth 'ohana: the seat column
    assert v.cx == v.mw
    tap(v, LEFT)
    tap(v, LEFT)
    assert v.card() // 4 == 10 and v.cx == 4    # back from the seats: the last 'ohana, then the one before


def test_what_names_the_seat_column_the_step_and_the_gauge():
    ctx, v = started()
    assert W.what(v, 7, 0) == "P1's seat, in its colour; blinking: the map lights its captures (0 cards)"
    assert W.what(v, 7, 1) == "P2's seat, in its colour"
    assert W.what(v, 7, 7) == "the step: pink: the dealer marks the field"
    assert W.what(v, 6, 7) == "the white gauge: 0 of the 8 field cards marked"
    assert W.what(v, 7, 4) == "dark"
    big, v2 = started(16)
    assert W.what(v2, 3, 5) == "the white gauge: 0 of the 8 field cards marked"
    assert W.what(v2, 1, 10).startswith("the dealing chart: 8 cards in each hand")


def test_long_a_while_dealing_lights_the_cards_to_deal_and_in_a_turn_what_the_picked_card_takes():
    ctx, v = started()
    v.key(A, PRESS)
    v.key(A, LONG)                           # dealing: long A declares nothing (it used to refuse)
    v.key(A, RELEASE)
    assert ctx.options_asked == 1 and not ctx.refused and not ctx.log
    W.can(v)
    assert len(ctx.lit[0]) == 3 * 48 and ctx.lines[-1].startswith("P1 deals: A on a lit card")
    g = ctx.game
    for c in (0, 4, 8, 12, 16, 20, 24, 2):   # the field: niu1 ... limu1, niu3
        assert v.command(["field", "%s%d" % (deck.word(c // 4), c % 4 + 1)])
    assert g.phase == R.PH_PLAY
    c = [x for x in range(48) if g.loc[x] == R.UNSEEN and x // 4 == 0][0]   # a Niu in P1's hand
    v.goto(c)
    tap(v, A)
    assert v.sel == c
    W.can(v)
    lit = ctx.lit[0]
    cells = [lit[i:i + 2] for i in range(0, len(lit), 3)]
    assert sorted(cells) == sorted(bytes(W._where(v, x)) for x in (c, 0, 2))   # it, and the two Niu
    assert ctx.lines[-1].startswith("A on a lit field card: the picked card takes it")


def test_the_legend_says_which_screen_shows():
    ctx = FakeCtx(8, 8)
    v = V.View(ctx)
    assert L.SCREENS[L.screen(v)] == "the set-up page"
    assert W.what(v, 1, 0) == "the players: 2, a cell each in its colour"
    ctx, v = started()
    assert L.SCREENS[L.screen(v)] == "the card map"
    tap(v, B)
    assert L.SCREENS[L.screen(v)] == "the score page"
