# Ka Pai end to end: the real app on fake hardware (host_tools.sim.Rig), opened from the menu,
# played with the buttons, the power cut and the game resumed from its save; undo/redo; both boards.
import pytest
from games.kapai.words import sheet_text
from games.kapai.words import rating

from host_tools.sim import Rig, load_board
from games.kapai import rules as R
from games.kapai.moves import legal_actions
from core.rng import Rng
from core import session as sessions
from ui.keys import NAMES
from kapai_fake import keys_for


def open_kapai(board, state_dir=None):
    rig = Rig(load_board(board), state_dir)
    for _ in range(8):
        if "Ka Pai" in rig.lines[-1]:
            break
        rig.press("right")
    rig.press("a")
    assert "Ka Pai set-up: nothing to choose" in rig.lines[-1]
    return rig


def play(rig, a):
    v = rig.app.game_screen.view
    g = rig.app.session.game
    n = len(rig.app.session.log)
    for k in keys_for(v, g, a):
        rig.press(NAMES[k])
    assert len(rig.app.session.log) == n + 1 and rig.app.session.log[-1] == a, rig.lines[-3:]


def random_action(rig, rng):
    acts = legal_actions(rig.app.session.game)
    return acts[rng.below(len(acts))]


@pytest.mark.parametrize("board", ["pico-8x8", "pico-16x16"])
def test_symbols_drawn_with_the_buttons_survive_a_power_cut(board, tmp_path):
    rig = open_kapai(board, str(tmp_path))
    rig.press("a")
    assert "Ka Pai: new game. roll the dice" in rig.lines[-1]
    rng = Rng(4)
    while rig.app.session.game.drawn < 4:
        play(rig, random_action(rig, rng))
    rig.step(500)
    g = rig.app.session.game
    sheet, log = sheet_text(g), list(rig.app.session.log)
    # the power goes; the next boot resumes the same sheet, and rolls the same dice from it
    again = Rig(load_board(board), str(tmp_path))
    assert any(line.startswith("resumed Ka Pai: ") for line in again.lines)
    h = again.app.session.game
    assert sheet_text(h) == sheet and again.app.session.log == log
    again.step(100)
    assert "Traceback" not in "".join(again.lines)
    while h.phase != R.PH_ROLL:
        play(again, random_action(again, rng))
        play(rig, again.app.session.log[-1])
        h = again.app.session.game
    play(again, bytes((R.OP_ROLL,)))
    play(rig, bytes((R.OP_ROLL,)))
    assert again.app.session.game.dice() == rig.app.session.game.dice()
    with open(str(tmp_path / "save.bin"), "rb") as f:
        name, setup, actions = sessions.decode(f.read())
    assert name == "kapai" and actions == again.app.session.log


def test_a_whole_game_through_the_app_with_undo_and_redo():
    rig = open_kapai("pico-8x8")
    rig.press("a")
    rng = Rng(21)
    while not rig.app.session.game.over():
        play(rig, random_action(rig, rng))
    g = rig.app.session.game
    assert g.drawn == 40 and "Sheet full" in rig.lines[-2]
    assert rig.lines[-1].startswith("The sheet is full. A: another player's total")
    total = g.total()
    rig.command("undo")
    assert not rig.app.session.game.over()
    rig.command("redo")
    assert rig.app.session.game.over() and rig.app.session.game.total() == total
    rig.command("score")
    assert ("%d points" % total) in rig.lines[-1] and rating(g.total()) in rig.lines[-1]
    rig.command("total %d 12" % total)
    assert "player 2 wins" in rig.lines[-1]
    rig.command("total 5")
    assert "usage: total" in rig.lines[-1]
    rig.step(1000)


def test_console_only_game_start():
    rig = open_kapai("pico-8x8")
    rig.command("roll")
    assert "no sheet yet" in rig.lines[-1]
    rig.press("a")
    rig.command("roll")
    assert any("rolled" in line for line in rig.lines[-2:])
    rig.command("sheet")
    assert rig.lines[-7:] == ["...#...", ".@...@.", ".......", "#..@..#", ".......", ".@...@.", "...#..."]
