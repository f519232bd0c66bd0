# portable
# The 'Aina view on a small fake ctx: locks, the guided Cosmic Event, table entry, console commands,
# undo under a choice, long presses, and whole games played with the buttons.
from ui import keys, palette
from games.aina import rules as R
from games.aina import grid as V
import aina_play as P

A, B, UP, DOWN, LEFT, RIGHT = keys.A, keys.B, keys.UP, keys.DOWN, keys.LEFT, keys.RIGHT
from aina_fake import Ctx, press, hold, frame, goto, lock_position, event_game, keys_for


def test_lock_with_keys_and_token_choices():
    ctx, v, g = lock_position()
    goto(v, 25)
    press(v, A)
    assert v.mode == V.M_LOCK and v.rows == [(24, 0)]
    assert "lock a2-d2 with fish, kalo, people, fish? A: lock it" in ctx.lines[-1]  # a2: the most plentiful token
    assert "tokens (1 of 3)" in ctx.lines[-1]  # a2 may take fish, kalo or people
    grid = frame(v, ctx, 0)
    assert grid.get(1, 5) == palette.SELECT and grid.get(4, 5) == palette.SELECT
    n = len(v.toks)
    assert n >= 2 and len(set(v.toks)) == n
    press(v, DOWN)   # another legal token choice
    choice = v.toks[1]
    press(v, A)
    assert ctx.actions[-1] == bytes((R.LOCK, 24, 0)) + choice
    assert g.phase == R.P_BONUS and v.mode == V.M_BOARD


def test_lock_refused_where_no_row_and_cancel():
    ctx, v, g = lock_position()
    goto(v, 0)
    press(v, A)
    assert "no row of four through a6 can be locked: a6 is negative" in ctx.refused[-1]
    goto(v, 26)
    press(v, A, B)
    assert v.mode == V.M_BOARD and not ctx.actions[1:]
    hold(v, A)   # hold A: end the move
    assert ctx.actions[-1] == bytes((R.END,)) and g.move == 1


def test_guided_cosmic_event():
    g = event_game()
    ctx = Ctx(game=g)
    v = V.View(ctx)
    assert "akua Nahele (raindrop to kalo)" in ctx.lines[-1]
    grid = frame(v, ctx, 0)
    assert grid.get(1, 1) == palette.SELECT   # a6: where Nahele may stand
    press(v, RIGHT)
    assert "Mala'ai" in ctx.lines[-1]
    press(v, LEFT, A)
    assert v.ev_step == 1
    goto(v, 6)
    press(v, A)
    assert "cannot start a path on a5" in ctx.refused[-1]
    goto(v, 0)
    press(v, A)
    assert v.ev_step == 2 and "path east: a6 b6 c6 d6 (3 pohaku)" in ctx.lines[-2]
    press(v, UP)
    assert "no path north from a6" in ctx.refused[-1]
    press(v, B)
    assert v.ev_step == 1
    press(v, A, A)
    assert g.events[0][:3] == (0, 0, 0) and g.round == 1 and v.ev_step == 0


def test_event_pass_with_keys():
    g = event_game()
    ctx = Ctx(game=g)
    v = V.View(ctx)
    press(v, LEFT)
    assert "pass" in ctx.lines[-1]
    press(v, A)
    assert ctx.actions == [bytes((R.PASS,))] and g.events[0][0] == R.NONE


def test_table_entry_with_keys():
    ctx = Ctx(game=R.Game(R.make_setup(2, 0, table=True)))
    v = V.View(ctx)
    g = ctx.game
    press(v, A, UP, UP, RIGHT)      # a6: symbol rO, wao Mala'ai
    assert "a6: red O Mala'ai" in ctx.lines[-1]
    hold(v, A)             # entered as a starter card
    assert (g.sym[0], g.wao[0], g.starter[0], g.pos[0]) == (2, 1, 1, 1) and v.cx == 1
    hold(v, A)             # not complete yet: refused
    assert "b6 is not entered yet" in ctx.refused[-1]
    for c in range(1, 36):
        g.apply(bytes((R.CELL, c, c % 8, c % 4, 0)))
    hold(v, A)
    assert g.phase == R.P_DRAW
    press(v, RIGHT, UP, A)          # Time Card: white X
    assert g.cards[0] == 5 and g.ncards == 1
    grid = frame(v, ctx, 0)
    assert grid.get(0, 0) == palette.WHITE and grid.get(1, 0) == V.MARK_COL[1]


def test_console_commands():
    ctx, v, g = lock_position()
    assert v.command(["board"]) and ctx.lines[-6].startswith("6 ") and "H:" in ctx.lines[-2]
    assert v.command(["lock", "a2", "down", "f", "f", "f", "f"])
    assert "a row of four runs right or down" in ctx.refused[-1]
    assert v.command(["lock", "a2", "right"])
    assert ctx.actions[-1][:3] == bytes((R.LOCK, 24, 0)) and g.phase == R.P_BONUS
    assert v.command(["bonus", "f1"]) and g.pos[35]
    assert g.phase == R.P_FLIP and g.move == 1  # nothing left to lock: the move ended
    assert v.command(["flip", "zz"]) and "usage" in ctx.refused[-1]
    # issue 18: cells as in every game (a6 the top-left); the old zero-based form shows the new one
    assert v.command(["flip", "r0c1"]) and "r0c1 is the old zero-based form: write b6" in ctx.refused[-1]
    assert "a6 is the top-left" in ctx.refused[-1] and "usage: flip a1" in ctx.refused[-1]
    assert v.command(["flip", "a7"]) and "not a cell: a7" in ctx.refused[-1]
    assert not v.command(["dance"])
    assert v.command(["legal"]) and any("legal action" in t for t in ctx.lines[-3:])
    assert v.command(["flip", "a6"]) and g.pos[0]


def test_undo_under_a_half_made_choice_drops_it():
    ctx, v, g = lock_position()
    goto(v, 25)
    press(v, A)
    assert v.mode == V.M_LOCK and v.lit[24]
    # the platform's undo: a new Game replayed without the last action (the flip)
    ctx.game = P.at_move(positive=(24, 25, 26), cards=(3, 0, 0, 0))
    frame(v, ctx)
    assert v.mode == V.M_BOARD and not v.lit[24]


def play_script_with_buttons(setup, script, won):
    import aina_scripts as T
    acts = T.actions(script)   # first, while the 128 KB heap of the MicroPython run is whole
    ctx = Ctx(game=R.Game(setup))
    v = V.View(ctx)
    for i, a in enumerate(acts):
        keys_for(v, ctx.game, a)
        # each action the buttons made is the script's, checked as it comes: the fake's own list
        # of them is let go, so a whole game fits the 64-bit port's 128 KB heap with room to spare
        assert ctx.actions == [a] and not ctx.refused, (i, ctx.actions, a, ctx.refused)
        del ctx.actions[:]
        frame(v, ctx, (i + 1) * 250)
    assert ctx.game.over() and ctx.game.won() == won


def test_whole_scripted_win_played_with_the_buttons():
    import aina_scripts as T
    play_script_with_buttons(R.make_setup(2, 38), T.WIN_2P_SEED38, True)


def test_whole_scripted_loss_played_with_the_buttons():
    import aina_scripts as T
    play_script_with_buttons(R.make_setup(3, 5), T.LOSS_3P_SEED5, False)


def test_hold_a_on_a_lockable_card_only_ends_the_move():
    ctx, v, g = lock_position()
    goto(v, 25)                     # a lockable row runs through b2
    hold(v, A)
    assert v.mode == V.M_BOARD and ctx.actions[-1] == bytes((R.END,)) and not ctx.refused
    # a B held long enough for the menu: its late release is not a short B (no page)
    v.key(B, keys.PRESS)
    ctx.t += 900
    v.key(B, keys.RELEASE)
    assert v.mode == V.M_BOARD
    press(v, B)
    assert v.mode == V.M_PAGE


def test_console_commands_for_events_and_table_entry():
    ctx = Ctx(game=event_game())
    v = V.View(ctx)
    g = ctx.game
    assert v.command(["akua", "Nahele", "a6", "north"]) and "no kalo card north of a6" in ctx.refused[-1]
    assert v.command(["akua", "nahele", "a6", "east"]) and g.akua[0] == 0 and g.round == 1
    ctx = Ctx(game=R.Game(R.make_setup(2, 0, table=True)))
    v = V.View(ctx)
    g = ctx.game
    assert v.command(["cell", "b6", "rO", "M", "K"]) and "'K' is not '*'" in ctx.refused[-1]
    assert v.command(["cell", "b6", "rO", "M", "junk"]) and g.sym[1] == R.NONE   # trailing junk: refused
    assert v.command(["cell", "a6", "rO", "M", "*"]) and (g.sym[0], g.wao[0], g.starter[0]) == (2, 1, 1)
    assert v.command(["done"]) and "b6 is not entered yet" in ctx.refused[-1]
    for c in range(1, 36):
        g.apply(bytes((R.CELL, c, 1, c % 4, 0)))
    assert v.command(["done"]) and g.phase == R.P_DRAW
    assert v.command(["draw", "W8"]) and g.cards[0] == 7
    assert v.command(["draw", "zz"]) and "usage" in ctx.refused[-1]
    assert v.command(["pass"]) and "not possible now" in ctx.refused[-1]
