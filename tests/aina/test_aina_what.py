# portable
# Issue 47: 'Aina's lights in its words (games/aina/what.py, legend.py) on a small fake ctx: the
# cards, the ring round them (the Time Cards, the seat, turns, rounds, akua), the pages; what long A
# lights while a flip is due, after a flip and in a lock; also under MicroPython.
from ui import keys
from games.aina import rules as R
from games.aina import grid as V
from games.aina import what as W
from games.aina import legend as L

from aina_fake import Ctx, press, hold, goto, lock_position

A, B = keys.A, keys.B


def test_what_names_the_ring_and_the_cards():
    g = R.Game(R.make_setup(2, 38))
    ctx = Ctx(game=g)
    v = V.View(ctx)
    assert W.what(v, -1, -1) == v.card_text(g, 0) and W.what(v, 1, 1) == v.card_text(g, 0)
    assert W.what(v, 2, 0).startswith("Time Card 2 of 4, this turn's: ")
    assert W.what(v, 2, 0).endswith("this LED: its colour, to come")
    assert W.what(v, 1, 0).endswith("this LED: its mark, now (it blinks)")
    assert W.what(v, 0, 1) == "the seat column: P1 plays now"
    assert W.what(v, 0, 2) == "the seat column: P2's row, dark: not playing"
    assert W.what(v, 7, 1) == "turn 1 of 4 of round 1, now (it blinks)"
    assert W.what(v, 7, 6).startswith("dark: yellow when a bonus flip is owed")
    assert W.what(v, 0, 7) == "round 1 of 4, now (it blinks)"
    assert W.what(v, 5, 7) == "the Mala'ai akua (kalo to people): not used yet"
    press(v, B)                              # the Time Card page
    assert L.SCREENS[L.screen(v)] == "the Time Card page"
    assert W.what(v, 5, 1).startswith("Time Card 2 of 4, this turn's: ")
    press(v, B)                              # the token page
    assert W.what(v, 1, 1) == "a6: no token (dark)"
    big = Ctx(16, 16, R.Game(R.make_setup(2, 38)))
    v = V.View(big)
    c = [i for i in range(36) if big.game.pos[i]][0]
    x, y = 2 * (1 + c % 6), 2 * (1 + c // 6)
    assert W.what(v, x + 1, y).endswith("; this LED: token slot 1, free (dark)")
    assert W.what(v, x + 1, y + 1) == v.card_text(big.game, c)


def test_long_a_while_a_flip_is_due_lights_the_cards_it_may_flip():
    g = R.Game(R.make_setup(2, 38))
    ctx = Ctx(game=g)
    v = V.View(ctx)
    hold(v, A)                               # (the issue: it did nothing at all)
    assert ctx.options_asked == 1 and not ctx.actions
    W.can(v)
    cells, col = ctx.lit
    assert col == W.TEACH
    flips = [c for c in range(36) if g.flippable(c)]
    assert flips and cells == bytes(b for c in flips for b in (1 + c % 6, 1 + c // 6, 1))
    assert ctx.lines[-1].startswith("P1's move 1: A on a lit card flips it (it shows ")


def test_after_a_flip_long_a_ends_the_move_and_options_light_the_lockable_rows():
    ctx, v, g = lock_position()
    assert ctx.options_asked == 1            # the flip that made a row lockable: shown at once
    W.can(v)
    assert ctx.lines[-1].startswith("A on a lit card: lock a row of four through it")
    assert ctx.lit[0] == bytes(b for c in (24, 25, 26, 27) for b in (1 + c % 6, 1 + c // 6, 1))
    press(v, A)                              # A on d2: the lock's choice
    hold(v, A)                               # a long A there: what can be done (it locks nothing)
    assert ctx.options_asked == 2 and g.phase == R.P_AFTER
    W.can(v)
    assert ctx.lines[-1].startswith("left/right: another row, up/down: other tokens")
    press(v, B)
    hold(v, A)                               # on the board after a flip: long A ends the move
    assert ctx.options_asked == 2 and g.phase != R.P_AFTER


def test_the_legend_says_which_screen_shows():
    v = V.View(Ctx())
    assert L.SCREENS[L.screen(v)] == "the set-up page"
    assert W.what(v, 0, 0) == "the number of players: 2"
    assert W.what(v, 0, 7) == "the deal: a digital deal (the four wao colours)"
    assert len(L.SCREENS) == len(L.LIGHTS) and L.KEYS
