# Issue 29 §10: on a finished game, A offers the same game with the same settings (a rematch),
# through the platform's confirm and start: B keeps the finished game, A starts the rematch (saved:
# a power cut resumes it), and undo brings the finished game back, as with any new game.
import pytest

from host_tools.sim import Rig, load_board

from answers import play_out
import journey

# where each game's set-up keeps its seed (a rematch deals afresh), or None (Kōnane: no seed)
SEED = {"konane": None, "aina": (2, 6), "kawa": (2, 6), "hanafuda": (4, 8), "kapai": (0, 4)}
# the presses that change a setting on each set-up page, so the rematch has something to keep
SETTINGS = {"konane": ("left",), "aina": ("right", "down", "right"), "kawa": ("left",),
            "hanafuda": ("right", "down", "down", "down", "left"), "kapai": ()}


def without_seed(game, setup):
    at = SEED[game]
    return setup if at is None else setup[:at[0]] + setup[at[1]:]


def finished(game, tmp_path):
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    journey.open_game(rig, game)
    for k in SETTINGS[game]:
        rig.press(k)
    rig.press("a")
    rig.step(200)
    play_out(rig, 5, 40)
    rig.step(300)
    return rig


def to_the_offer(rig, game):
    """The buttons from the finished game's screen to the rematch question."""
    if game == "kapai" and rig.app.game_screen.view.mode != 1:
        rig.press("b")                    # the score page shows at the end: B, the sheet
    rig.press("a")
    assert rig.app.screen.__class__.__name__ == "Confirm", rig.lines[-3:]
    assert "rematch" in rig.lines[-1] and "same settings" in rig.lines[-1]


@pytest.mark.parametrize("game", sorted(SEED))
def test_a_on_a_finished_game_offers_a_rematch_with_the_same_settings(game, tmp_path):
    rig = finished(game, tmp_path)
    old = rig.app.session
    to_the_offer(rig, game)
    rig.press("b")                        # B: the finished game stays, on its own screen
    assert rig.app.session is old and rig.app.screen is rig.app.game_screen
    to_the_offer(rig, game)
    rig.press("a")                        # A: the rematch starts, with a fresh view
    s = rig.app.session
    assert s is not old and s.name == game and not s.game.over() and not s.log
    assert without_seed(game, s.setup) == without_seed(game, old.setup)
    if SEED[game] is not None:
        assert s.setup != old.setup       # a new deal
    assert rig.app.screen is rig.app.game_screen and rig.app.game_screen.sess is s
    # a power cut now: the rematch is what comes back
    again = Rig(load_board("pico-8x8"), str(tmp_path))
    assert again.app.session.setup == s.setup and not again.app.session.game.over()
    # undo brings the finished game back, as after any new game (here without the power cut:
    # the replaced game is kept in RAM, issue 26 §1)
    rig.command("undo")
    back = rig.app.session
    assert back.setup == old.setup and back.game.over() and list(back.log) == list(old.log)
    again = Rig(load_board("pico-8x8"), str(tmp_path))
    assert again.app.session.setup == old.setup and again.app.session.game.over()
