# The whole app on fake hardware (host_tools.sim.Rig): menu, game, saves, console, cues.
import pytest

import tallygame
from host_tools.sim import Rig, load_board
from core.store import encode
from ui import palette

tallygame.install()


def open_tally(rig):
    # browse to the Tally entry of the menu and open it
    for _ in range(20):
        if "Tally" in rig.lines[-1]:
            break
        rig.press("right")
    rig.press("a")


def border_is(rig, colour):
    g = rig.app.grid
    return all(g.get(x, 0) == colour for x in range(g.w))


def test_boots_to_the_menu_and_browses():
    rig = Rig(load_board("pico-8x8"))
    assert rig.lines[1].startswith("menu: Konane")
    rig.press("right")
    assert "Aina" in rig.lines[-1]
    rig.press("left")
    rig.press("left")
    assert "Settings" in rig.lines[-1]  # wraps round


def test_unavailable_game_is_refused_with_a_cue():
    from games import registry
    waiting = [t for n, t, _ in registry.GAMES if n not in registry.BUILT]
    if not waiting:
        pytest.skip("every game on the menu is built")
    rig = Rig(load_board("pico-8x8"))
    while waiting[0] not in rig.lines[-1]:
        rig.press("right")
    rig.press("a")
    assert rig.lines[-1].startswith("! ") and "not available" in rig.lines[-1]
    rig.step(20)
    assert isinstance(rig.app.screen, type(rig.app.screen)) and rig.app.game_screen is None


def test_play_undo_redo_and_resume_after_a_power_cut(tmp_path):
    board = load_board("pico-8x8")
    rig = Rig(board, str(tmp_path))
    open_tally(rig)
    rig.press("a")               # confirm the set-up: limit 10
    rig.press("right")           # add 2
    rig.press("a")
    rig.press("a")
    assert rig.app.session.game.total == 4
    assert rig.cell(3, 0) == palette.GREEN and rig.cell(4, 0) == palette.OFF
    rig.command("undo")
    assert rig.app.session.game.total == 2
    rig.command("redo")
    assert rig.app.session.game.total == 4
    rig.command("undo")
    # power cut: a new Rig on the same flash
    rig2 = Rig(board, str(tmp_path))
    assert rig2.app.session.game.total == 2
    assert any("resumed Tally" in l for l in rig2.lines)
    rig2.step(40)
    assert rig2.cell(1, 0) == palette.GREEN and rig2.cell(2, 0) == palette.OFF


def test_undo_and_redo_from_the_menu():
    rig = Rig(load_board("pico-8x8"))
    open_tally(rig)
    rig.press("a")
    rig.press("a")
    rig.long("b")
    assert "menu: Resume Tally" in rig.lines[-1]
    rig.press("right")           # Undo
    rig.press("a")
    assert rig.app.session.game.total == 0 and rig.app.screen is rig.app.game_screen
    rig.long("b")
    rig.press("right")
    rig.press("right")           # Redo
    rig.press("a")
    assert rig.app.session.game.total == 1


def test_illegal_action_gives_cue_and_message_and_changes_nothing():
    rig = Rig(load_board("pico-8x8"))
    open_tally(rig)
    rig.press("a")
    for _ in range(5):
        rig.press("right")       # add 6: the rules refuse
    saves = rig.app.store.writes
    rig.press("a", ms=30)
    assert rig.lines[-1] == "! add 1, 2 or 3"
    assert border_is(rig, palette.REFUSED)
    assert rig.app.session.game.total == 0 and rig.app.store.writes == saves
    rig.step(600)
    assert not border_is(rig, palette.REFUSED)   # the cue is short


def test_corrupt_save_is_reported_kept_aside_and_the_companion_starts_clean(tmp_path):
    (tmp_path / "save.bin").write_bytes(encode("tally", b"\x0a", [b"\x01"])[:-3] + b"xyz")
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    assert any("corrupt save" in l and "save.bad" in l for l in rig.lines)
    assert rig.app.session is None and rig.lines[-1].startswith("menu:")
    rig.step(20)
    assert border_is(rig, palette.ORANGE)
    assert (tmp_path / "save.bad").exists() and not (tmp_path / "save.bin").exists()


def test_brightness_setting_is_saved_only_when_changed(tmp_path):
    board = load_board("pico-8x8")
    rig = Rig(board, str(tmp_path))
    rig.press("left")            # Settings (wraps)
    rig.press("a")
    rig.press("a")               # unchanged: no write
    assert rig.app.store.writes == 0
    rig.press("left")
    rig.press("a")
    rig.press("right")
    rig.press("right")
    rig.press("a")
    assert rig.app.store.writes == 1
    level = rig.app.brightness
    assert level != board["brightness"]
    assert Rig(board, str(tmp_path)).app.output.brightness == level


def test_damaged_settings_file_falls_back_to_defaults(tmp_path):
    (tmp_path / "settings.bin").write_bytes(b"S1\xff")
    board = load_board("pico-8x8")
    rig = Rig(board, str(tmp_path))
    assert rig.app.brightness == board["brightness"]
    assert any("settings file is damaged" in l for l in rig.lines)


def test_console_commands_and_malformed_ones():
    rig = Rig(load_board("pico-8x8"))
    rig.command("help")
    assert rig.lines[-1].startswith("commands:")
    rig.command("bright 300")
    assert rig.lines[-1] == "! usage: bright 1-100"
    rig.command("bright x")
    assert rig.lines[-1] == "! usage: bright 1-100"
    rig.command("fly me to the moon")
    assert "unknown command" in rig.lines[-1]
    rig.command("x" * 200)
    assert "too long" in rig.lines[-1]
    rig.command("press right")
    assert "Aina" in rig.lines[-1]
    rig.command("undo")
    assert rig.lines[-1] == "! no game in progress"
    rig.command("bench frame")
    assert '"unit": "us"' in rig.lines[-1]
    open_tally(rig)
    rig.press("a")
    rig.command("add 2")
    assert rig.app.session.game.total == 2 and "tally 2/10" in rig.lines[-1]
    rig.command("status")
    assert "tally 2/10" in rig.lines[-1]


def test_a_stuck_button_is_reported_and_the_game_goes_on():
    rig = Rig(load_board("pico-8x8"))
    rig.press("right", ms=16000)
    assert any("button RIGHT held for 15 s" in l for l in rig.lines)
    menu = rig.app.screen
    i = menu.i
    rig.step(1000)
    assert menu.i == i             # the stuck key no longer repeats
    rig.press("left")
    assert menu.i == (i - 1) % len(menu.items) and rig.lines[-1].startswith("menu:")


def test_the_view_task_runs_while_the_game_is_shown():
    rig = Rig(load_board("pico-8x8"))
    open_tally(rig)
    rig.press("a")                 # start the game, so the menu offers Resume
    view = rig.app.game_screen.view
    rig.step(200)
    assert view.thought >= 19
    rig.long("b")                  # the menu: the game's task must not run behind it
    n = view.thought
    rig.step(500)
    assert view.thought == n
    rig.press("a")                 # Resume
    rig.step(100)
    assert view.thought > n


def test_panel_write_error_is_reported_once():
    rig = Rig(load_board("pico-8x8"))

    def broken(buf):
        raise OSError(19, "no device")

    rig.app.output.write = broken
    rig.press("right")
    rig.press("right")
    msgs = [l for l in rig.lines if "LED panel" in l]
    assert len(msgs) == 1


def test_sixteen_by_sixteen_board_draws_the_menu_icon_doubled():
    rig = Rig(load_board("pico-16x16"))
    rig.step(40)
    # the Kōnane icon's top-left 'h' cell covers a 2x2 block
    assert rig.cell(0, 0) == rig.cell(1, 1) == palette.HIBISCUS


def test_a_bug_in_a_view_is_reported_and_the_game_goes_on():
    rig = Rig(load_board("pico-8x8"))
    open_tally(rig)
    rig.press("a")
    rig.press("a")
    view = rig.app.game_screen.view

    def broken(k, kind):
        raise KeyError("oops")

    view.key = broken
    rig.press("a")
    assert any("internal error: KeyError" in l for l in rig.lines)
    assert rig.lines[-1].startswith("the game goes on from its last action: tally 1/10")
    assert rig.app.game_screen.view is not view          # a fresh view on the same session
    rig.press("a")
    assert rig.app.session.game.total == 2


def test_a_view_that_keeps_failing_falls_back_to_the_menu():
    rig = Rig(load_board("pico-8x8"))
    open_tally(rig)
    rig.press("a")
    import tallygame

    def broken(self, grid, t):
        raise ValueError("bad frame")

    old = tallygame.View.draw
    tallygame.View.draw = broken
    try:
        rig.step(100)
    finally:
        tallygame.View.draw = old
    assert rig.lines[-1].startswith("menu: Resume Tally")
    rig.press("a")
    assert rig.app.screen is rig.app.game_screen and rig.app.session.game.total == 0


def test_an_unchanged_menu_sends_no_frames():
    rig = Rig(load_board("pico-8x8"))
    rig.step(100)
    n = rig.frames
    rig.step(1000)
    assert rig.frames == n           # nothing changed: nothing written to the panel
    rig.press("right")
    assert rig.frames == n + 1
