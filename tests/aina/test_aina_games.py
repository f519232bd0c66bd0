# portable
# Whole scripted games (one win, one loss) and undo by replay: the platform's undo replays the
# set-up and the action list, so every prefix of a game must rebuild the same position.
# The scripts come from a greedy player over digital deals (seed 38 with 2 players, seed 5 with 3).
from portable import raises
from core.errors import Illegal
from games.aina import rules as R
from games.aina.words import token_totals
import aina_play as P
from aina_scripts import WIN_2P_SEED38, LOSS_3P_SEED5, actions


def play(setup, script, every=None):
    g = R.Game(setup)
    acts = actions(script)
    for a in acts:
        g.apply(a)
        P.check_invariants(g)
        if every is not None:
            every(g)
    return g, acts


def test_scripted_win():
    g, acts = play(R.make_setup(2, 38), WIN_2P_SEED38)
    assert g.over() and g.won() and g.positives() == 36
    assert g.drawn == 64 and len(g.events) == 4
    assert [e[0] for e in g.events] == [0, 3, 2, 1]  # all four akua were summoned
    assert g.status() == ("WIN: 36/36 cards positive; tokens on cards 29, lost 11, banked 6, "
                          "in hands 2")
    assert token_totals(g) == (2, 29, 6, 11)


def test_scripted_loss_with_bank_tokens_and_a_pass():
    g, acts = play(R.make_setup(3, 5), LOSS_3P_SEED5)
    assert g.over() and not g.won() and g.positives() == 34
    assert g.events[3][0] == R.NONE and acts[-1] == bytes((R.PASS,))  # the players passed
    # a round-4 lock took a token from the Resources Bank
    assert any(a[0] == R.LOCK and any(t != R.NONE and t >> 2 for t in a[3:]) for a in acts)
    assert g.drawn == 64
    assert g.status().startswith("LOSS: 34/36 cards positive")


def check_replay(setup, script, step):
    g = R.Game(setup)
    acts = actions(script)
    kinds = set()
    for i in range(len(acts)):
        g.apply(acts[i])
        if i % step == 0 or acts[i][0] in (R.AKUA, R.PASS):
            kinds.add(acts[i][0])
            r = R.Game(setup)
            for a in acts[:i + 1]:
                r.apply(a)
            assert P.snap(r) == P.snap(g), i
    return kinds


def test_undo_replay_across_locks_bonus_and_events():
    kinds = check_replay(R.make_setup(2, 38), WIN_2P_SEED38, 3)
    assert R.LOCK in kinds and R.BONUS in kinds and R.AKUA in kinds and R.FLIP in kinds
    kinds = check_replay(R.make_setup(3, 5), LOSS_3P_SEED5, 5)
    assert R.PASS in kinds


def test_refusals_along_a_whole_game_change_nothing():
    bad = (bytes((R.FLIP, 99)), bytes((R.BONUS, 36)), bytes((R.END, 0)),
           bytes((R.LOCK, 5, 0, 0, 0, 0, 0)), bytes((R.AKUA, 0, 0, 9)), bytes((R.DRAW, 0)),
           bytes((R.CELL, 0, 0, 0, 0)), bytes((R.LAYOUT,)))
    g = R.Game(R.make_setup(2, 38))
    n = 0
    for a in actions(WIN_2P_SEED38):
        for b in bad:
            before = P.snap(g)
            raises(Illegal, g.apply, b)
            assert P.snap(g) == before
            n += 1
        g.apply(a)
    assert n == 8 * 54
