# The journeys tier: the real App driven with the six buttons only, as a player at the table would,
# across games. Each game's own tests start from an empty flash; these start every game over every
# other (a game in progress, none, a finished one), go to the menu from every screen and cut the
# power there. A game in progress once blocked three games from starting, and no game's own tests
# could see it.
import os
import random
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import journey as J  # noqa: E402

BEFORE = ("none",) + J.GAMES + ("finished",)


def rig_with(before, state_dir):
    rig = J.new_rig(state_dir=state_dir)
    if before == "finished":
        rig.app.store.write("save.bin", J.finished_konane_save())
        rig = J.new_rig(state_dir=state_dir)  # power on with it
        assert rig.app.session.game.over()
    elif before != "none":
        J.in_progress(rig, before)
    return rig


@pytest.mark.parametrize("target", J.GAMES)
@pytest.mark.parametrize("before", BEFORE)
def test_a_game_opened_from_the_menu_starts_over_any_other(before, target, tmp_path):
    rig = rig_with(before, str(tmp_path))
    old = J.state(rig)
    busy = before in J.GAMES

    # B on the confirm keeps the game in progress exactly as it was
    J.open_game(rig, target)
    assert J.start(rig) == busy
    if busy:
        assert "A: start the new %s game" % J.title(target) in rig.lines[-1]
        rig.press("b")
        rig.step(200)
        assert J.state(rig) == old
        assert rig.app.screen is rig.app.game_screen and rig.app.game_screen.name == before
        J.open_game(rig, target)
        assert J.start(rig)
        rig.press("a")  # the confirm's A starts the new game at once: no second question
        rig.step(200)
    s = rig.app.session
    assert s.name == target and len(s.log) == 0, rig.lines[-4:]
    assert rig.app.screen is rig.app.game_screen and rig.app.game_screen.name == target
    assert not J.asked(rig)

    # its first action works, undo takes it back, the next undo brings the old game back
    J.first_action(rig)
    J.menu_undo(rig)
    assert rig.app.session is s and len(s.log) == 0
    if old is None:
        rig.command("undo")
        assert rig.lines[-1] == "! nothing to undo" and rig.app.session is s
        return
    J.menu_undo(rig)
    assert J.state(rig) == old
    assert rig.app.screen is rig.app.game_screen and rig.app.game_screen.name == old[0]

    # and right after a confirmed start, the console's undo brings it back as well
    J.open_game(rig, target)
    if J.start(rig):
        rig.press("a")
        rig.step(200)
    assert rig.app.session.name == target
    rig.command("undo")
    assert J.state(rig) == old


@pytest.mark.parametrize("game", J.GAMES)
def test_end_game_asks_then_ends_and_undo_brings_it_back(game, tmp_path):
    rig = rig_with(game, str(tmp_path))
    old = J.state(rig)
    rig.long("b")
    assert rig.menu_to("End game (A asks first; undo brings it back)")
    rig.press("a")
    assert J.asked(rig) and "A: end it" in rig.lines[-1]
    rig.press("b")  # no: the game goes on
    rig.step(100)
    assert J.state(rig) == old and rig.app.screen is rig.app.game_screen
    rig.long("b")
    assert rig.menu_to("End game (A asks first; undo brings it back)")
    rig.press("a")
    rig.press("a")
    assert rig.app.session is None and J.saved_game(rig) is None  # no game in play on flash...
    assert rig.app.screen.__class__.__name__ == "Menu"
    assert "the %s game is ended (undo brings it back)" % J.title(game) in rig.lines
    # a power cut now: nothing to resume, and the ended game is still on flash for undo
    cut = J.new_rig(state_dir=str(tmp_path))
    assert cut.app.session is None and cut.app.discarded is not None
    J.menu_undo(cut)
    assert J.state(cut) == old
    # the menu's Undo brings it back, saved
    J.menu_undo(rig)
    assert J.state(rig) == old
    assert J.new_rig(state_dir=str(tmp_path)).app.session.game.status() == old[3]


def snapshot(rig):
    """The shown screen drawn at a fixed time (so blinking cannot differ): what a player sees."""
    rig.app.screen.draw(rig.app.grid, 0)
    return bytes(rig.app.grid.buf)


def detour(rig, state_dir):
    """Long B to the menu from the screen shown now, Resume: the same screen; a power cut there
    resumes the saved game."""
    screen = rig.app.screen
    rig.step(600)  # any refused cue is over
    rig.press("b", 20)  # a B tap first: whatever a B does here is part of the picture
    rig.step(200)
    v = getattr(rig.app.game_screen, "view", None)
    for _ in range(300):   # a hint asked for (Kōnane's long A) is part of it too: its answer first
        if not (getattr(v, "thinking", False) or getattr(v, "want_hint", False)):
            break
        rig.step(20)
    screen = rig.app.screen
    shown = snapshot(rig) if screen is rig.app.game_screen else None
    saved = J.state(rig)
    # the power goes at this screen: the next boot resumes the saved game
    cut = J.new_rig(state_dir=state_dir)
    assert J.state(cut) == saved
    if saved is not None:
        assert cut.app.screen is cut.app.game_screen
    rig.long("b")
    assert rig.app.screen.__class__.__name__ == "Menu", "long B did not reach the menu"
    if saved is None:
        return
    assert rig.lines[-1].startswith("menu: Resume ")
    rig.press("a")
    rig.step(100)
    assert J.state(rig) == saved
    if shown is not None and rig.app.screen is screen:
        assert snapshot(rig) == shown, "Resume did not come back to the same screen"


@pytest.mark.parametrize("game", J.GAMES)
def test_long_b_reaches_the_menu_from_every_screen_and_resume_returns(game, tmp_path):
    d = str(tmp_path)
    rig = J.new_rig(state_dir=d)
    # the set-up page with no game in progress, and Settings
    J.open_game(rig, game)
    detour(rig, d)
    rig.menu_to("Settings: brightness")
    rig.press("a")
    detour(rig, d)
    # a game in progress, then its screens reached by a seeded random walk of the buttons
    J.in_progress(rig, game)
    rng = random.Random(game)
    for i in range(60):
        k = rng.choice(("up", "down", "left", "right", "a", "a", "a", "b"))
        if rng.random() < 0.1:
            rig.press(k, 900 if k == "a" else 80)  # long A: hints and sub-pages
        else:
            rig.press(k)
        rig.step(50)
        if rig.app.screen is not rig.app.game_screen:
            rig.long("b")
            assert rig.menu_to("Resume " + J.title(rig.app.session.name))
            rig.press("a")
        if i % 6 == 5:
            detour(rig, d)
    # the set-up page of another game and the confirm, with this game in progress
    other = J.GAMES[(J.GAMES.index(game) + 1) % len(J.GAMES)]
    J.open_game(rig, other)
    detour(rig, d)
    J.open_game(rig, other)
    assert J.start(rig)
    detour(rig, d)


@pytest.mark.parametrize("game", J.GAMES)
def test_the_cursors_words_come_after_its_light(game, tmp_path):
    # what lies under the cursor may need words loaded (a game's words.py): the frame goes out first
    rig = J.new_rig(state_dir=str(tmp_path))
    J.in_progress(rig, game)
    if game == "kapai":
        rig.press("b")  # from the dice to the sheet, where the cursor moves
    rig.step(600)
    said = []
    renders = [0]
    say, render = rig.app.console.say, rig.app.render

    def spy_say(text):
        said.append((renders[0], text))
        say(text)

    def spy_render():
        renders[0] += 1
        render()
    rig.app.console.say = spy_say
    rig.app.render = spy_render
    rig.press("right")
    assert said, "%s: the cursor's move said nothing" % game
    assert all(n > 0 for n, _ in said), (game, said)  # drawn before any word was said
