# Kōnane through the real App with the buttons (host_tools.sim.Rig): resigning, the word after a
# win, and redo against the companion.
from host_tools.sim import Rig, load_board
from games.konane.rules import Game, RESIGN
from games.konane.words import replay, apply_text
from core.errors import Illegal


def test_resign_ends_the_game_for_the_player_to_move():
    g = Game(bytes((6, 0, 2)))
    apply_text(g, "xc4")
    g.apply(RESIGN)
    assert g.over() and g.winner() == 0 and g.resigned
    assert "Hibiscus wins, Jasmine resigns after 1 plies" in g.status()
    assert g.record() == "6x6: xc4 resigns"
    assert replay(g.record()).status() == g.status()
    try:
        g.apply(RESIGN)
        raise AssertionError("resigned twice")
    except Illegal as e:
        assert "over" in str(e)


def started(mode_presses=()):
    rig = Rig(load_board("pico-8x8"))
    rig.press("a")                        # Kōnane's set-up page
    for k in mode_presses:
        rig.press(k)
    rig.press("a")                        # start
    return rig


def test_b_with_nothing_picked_asks_to_resign_and_undo_takes_it_back():
    rig = started()
    rig.press("a")
    rig.press("a")                        # Hibiscus removes
    rig.press("b")                        # nothing picked: a slip as often as not
    assert rig.app.screen is rig.app.game_screen
    assert rig.lines[-1] == "nothing picked (B cancels a pick). To resign, B again now"
    rig.step(2500)
    rig.press("b")                        # long after: the same
    assert rig.app.screen is rig.app.game_screen
    rig.press("b")                        # again at once: resign?
    assert rig.app.screen.__class__.__name__ == "Confirm"
    assert rig.lines[-1] == "Jasmine resigns? A: resign (undo takes it back), B: play on"
    rig.press("b")                        # play on
    g = rig.app.session.game
    assert rig.app.screen is rig.app.game_screen and not g.over()
    rig.press("right")
    rig.press("a")                        # pick a stone beside the hole...
    assert rig.app.game_screen.view.sel >= 0
    rig.press("b")                        # ...B only cancels the pick
    assert rig.app.screen is rig.app.game_screen
    rig.press("b")
    rig.press("b")
    rig.press("a")                        # resign
    g = rig.app.session.game
    assert g.over() and g.winner() == 0 and rig.app.screen is rig.app.game_screen
    assert rig.lines[-2].startswith("Jasmine resigns | Konane 8x8: Hibiscus wins, Jasmine resigns")
    assert rig.lines[-1].startswith("A: a rematch")
    rig.command("undo")
    assert not rig.app.session.game.over() and len(rig.app.session.log) == 1


def test_after_a_win_a_offers_a_rematch_that_undo_takes_back():
    # issue 29 §10: A on a finished game offers the same game, same settings, on the grid's
    # confirm; A starts it like any new game, so undo brings the finished one back
    rig = started(("left", "left"))       # 4x4: a game over in a few moves
    assert rig.app.session.game.n == 4
    while not rig.app.session.game.over():
        g = rig.app.session.game
        rig.command(g.move_text(g.move(0)))
    old = rig.app.session
    assert rig.lines[-1].startswith("A: a rematch with the same settings")
    rig.press("a")
    assert rig.app.screen.__class__.__name__ == "Confirm"
    assert "rematch" in rig.lines[-1] and rig.app.session is old
    rig.press("b")                        # B: the finished board stays
    assert rig.app.screen is rig.app.game_screen and rig.app.session is old
    rig.press("a")
    rig.press("a")                        # A on the confirm: the rematch
    s = rig.app.session
    assert s is not old and s.setup == old.setup and not s.game.over() and not s.log
    assert rig.app.screen is rig.app.game_screen and not rig.app.game_screen.view.setup_page
    assert "Konane: rematch" in " ".join(rig.lines[-3:])
    rig.press("a")
    rig.press("a")                        # the rematch is played with the buttons
    assert len(rig.app.session.log) == 1
    rig.command("undo")
    rig.command("undo")                   # past its first move: the finished game is back
    assert rig.app.session.game.over() and list(rig.app.session.log) == list(old.log)


def test_redo_replays_the_companions_recorded_reply():
    rig = started(("down", "right"))      # you play Hibiscus, the companion Jasmine
    g = rig.app.session.game
    assert g.computer_side() == 1
    rig.press("a")
    rig.press("a")                        # Hibiscus removes
    rig.step(3000)                        # the companion removes
    rig.press("right")
    rig.press("a")
    rig.press("a")
    rig.step(200)
    s = rig.app.session
    assert len(s.log) == 2
    # a first jump, then the companion's reply
    g = s.game
    rig.command(g.move_text(g.move(0)))
    rig.step(4000)
    assert len(s.log) == 4
    played = list(s.log)
    rig.command("undo")                   # the companion's reply and my jump, in one (issue 48)
    assert len(s.log) == 2
    mark = len(rig.lines)
    rig.command("redo")                   # my jump and the companion's recorded reply
    rig.step(3000)
    assert list(s.log) == played
    assert not any(l.startswith("companion:") for l in rig.lines[mark:])
    rig.command("redo")
    assert rig.lines[-1] == "! nothing to redo"
