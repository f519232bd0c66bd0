# Hanafuda end to end: the real app on fake hardware (host_tools.sim.Rig), picked from the menu,
# set up and played with the buttons on both boards; the same marks typed as console commands give
# the same save; undo/redo; a power cut (a new Rig on the same flash) resumes the hand.
import os

import pytest

from host_tools.sim import Rig, load_board
from core import session as sessions
from core.rng import Rng
from games.hanafuda import rules as R
from games.hanafuda.moves import legal_actions
from games.hanafuda import deck
from games.hanafuda import grid as P

TITLE = "Hanafuda Na Pua Hawai'i"


def open_hanafuda(board, state_dir=None):
    if state_dir is not None:
        os.makedirs(state_dir, exist_ok=True)
    rig = Rig(load_board(board), state_dir)
    while TITLE not in rig.lines[-1]:
        rig.press("right")
    rig.press("a")
    assert "Hanafuda set-up" in rig.lines[-1]
    return rig


def word(c):
    return deck.word(c // 4) + str(c % 4 + 1)


def goto(rig, c):
    """The cursor to card c as a player finds it (issue 47): its 'ohana first, left/right through
    the twelve, then the card, up/down through its four."""
    v = rig.app.game_screen.view
    while v.cx == v.mw or v.card() // 4 != c // 4:
        rig.press("right" if v.cx == v.mw or v.card() // 4 < c // 4 else "left")
    while v.card() != c:
        rig.press("down" if v.card() < c else "up")


def keys_for(rig, a):
    v = rig.app.game_screen.view
    g = rig.app.session.game
    if a[0] == R.OP_FIELD:
        goto(rig, a[1])
        rig.press("a")
        if g.phase == R.PH_PLAY:
            rig.press("a")
    elif a[0] == R.OP_TAKE:
        goto(rig, a[2])
        rig.press("a")
        goto(rig, a[3])
        rig.press("a")
    elif a[0] == R.OP_OHANA:
        goto(rig, a[1] * 4)
        rig.long("a")
        while v.oseat != a[2]:
            rig.press("right")
        rig.press("a")
    else:
        raise AssertionError("not used here: %r" % a)


def command_for(a):
    if a[0] == R.OP_FIELD:
        return "field " + word(a[1])
    if a[0] == R.OP_TAKE:
        return "take %s %s" % (word(a[2]), word(a[3]))
    return "ohana %s p%d" % (deck.word(a[1]), a[2] + 1)


def set_up(rig, by_keys):
    # 3 players, P2 deals, 2 hands
    if by_keys:
        for k in ("right", "down", "down", "right", "right", "down", "left", "a"):
            rig.press(k)
    else:
        for c in ("players 3", "dealer 2", "hands 2", "start"):
            rig.command(c)
    g = rig.app.session.game
    assert (g.n, g.dealer, g.hands) == (3, 1, 2), rig.lines[-3:]


@pytest.mark.parametrize("board", ["pico-8x8", "pico-16x16"])
def test_keys_and_commands_save_the_same_hand(board, tmp_path):
    keys = open_hanafuda(board, str(tmp_path / "keys"))
    typed = open_hanafuda(board, str(tmp_path / "typed"))
    set_up(keys, True)
    set_up(typed, False)
    # the same seed on both (the set-up takes it from the clock): copy it over
    typed.app.session.setup = keys.app.session.setup
    typed.app.session.game = R.Game(keys.app.session.setup)
    rng = Rng(21)
    for _ in range(30):
        g = keys.app.session.game
        acts = legal_actions(g)
        a = acts[rng.below(len(acts))]
        keys_for(keys, a)
        assert keys.app.session.log[-1] == a, keys.lines[-2:]
        typed.command(command_for(a))
        assert typed.app.session.log[-1] == a, typed.lines[-2:]
    assert keys.app.session.log == typed.app.session.log
    with open(str(tmp_path / "keys" / "save.bin"), "rb") as f:
        saved = f.read()
    assert sessions.decode(saved) == ("hanafuda", keys.app.session.setup, keys.app.session.log)
    assert bytes(keys.app.session.game.loc) == bytes(typed.app.session.game.loc)
    keys.step(600)
    assert keys.app.output.error is None


def test_undo_redo_and_power_cut_resume(tmp_path):
    d = str(tmp_path / "flash")
    rig = open_hanafuda("pico-8x8", d)
    rig.command("players 2")
    rig.command("dealer 1")
    rig.command("start")
    for o in range(8):
        rig.command("field %s3" % deck.word(o))
    rig.command("take niu1 niu3")
    rig.command("field kukui1")
    g = rig.app.session.game
    assert g.pts == [20, 0] and (g.active, g.step) == (1, R.HAND)
    rig.command("undo")
    assert rig.app.session.game.loc[11 * 4] == R.UNSEEN     # kukui1 back in the stack
    rig.command("redo")
    status = rig.app.session.game.status()
    rig.command("help")
    # a power cut: the next boot on the same flash resumes the hand where it was
    again = Rig(load_board("pico-8x8"), d)
    assert ("resumed %s: %s" % (TITLE, status)) in again.lines
    g2 = again.app.session.game
    assert bytes(g2.loc) == bytes(rig.app.session.game.loc) and g2.pts == [20, 0]
    v = again.app.game_screen.view
    assert v.mode == P.M_MAP
    again.press("b")                      # the score page opens on the player whose turn it is
    assert v.mode == P.M_SCORE and "P2: 0 points" in again.lines[-1]
    again.press("right")
    assert "P1: 20 points, 0 hui, score 20" in again.lines[-1]


def test_refused_marks_cue_and_change_nothing():
    rig = open_hanafuda("pico-8x8")
    rig.command("start")
    n = len(rig.app.session.log)
    rig.command("take niu1 niu2")
    assert rig.lines[-1].startswith("! ") and "not now" in rig.lines[-1]
    rig.command("field niu7")
    assert "usage: field" in rig.lines[-1]
    assert rig.app.cue_at is not None and len(rig.app.session.log) == n


def test_take_says_its_order_and_the_labels():
    """`take` names the card played first and the field card captured second, in `help` and in the
    refusal when the two are typed the other way round; the labels are explained once in `help`."""
    rig = open_hanafuda("pico-8x8")
    rig.command("players 2")
    rig.command("dealer 1")
    rig.command("start")
    for o in range(8):
        rig.command("field %s3" % deck.word(o))
    n = len(rig.app.session.log)
    rig.command("take niu3 niu1")                 # the field card first: the wrong way round
    line = rig.lines[-1]
    assert line.startswith("! ") and "first the card played or drawn" in line, line
    assert "take niu1 niu3?" in line and rig.app.cue_at is not None
    assert len(rig.app.session.log) == n
    rig.command("help")
    text = "\n".join(rig.lines[-12:])
    assert "first the card played/drawn (kalo1), then the field card it captures (kalo3)" in text
    assert "a card's label, as niu1 (20 bright): its points and its kind" in text
    rig.command("take niu1 niu3")                 # the right way round is taken
    assert len(rig.app.session.log) == n + 1
