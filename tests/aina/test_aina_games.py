# portable
# Whole scripted games (one win, one loss) and undo by replay: the platform's undo replays the
# set-up and the action list, so every prefix of a game must rebuild the same position.
# The scripts come from a greedy player over digital deals (seed 38 with 2 players, seed 5 with 3).
from portable import raises
from core.errors import Illegal
from games.aina import rules as R
import aina_play as P

WIN_2P_SEED38 = (
    "040b 0408 0414 041d 0422 0405 0410 05100102020000 060a 050a0100020200 0609 05080001020000 "
    "0620 040f 0402 0406 0421 041f 051f0000000100 060e 05020100010001 061e 051e0000010201 0613 "
    "0423 08001e03 0405 040f 041b 041d 0403 041a 0401 0417 050e0103010103 0611 050000ff030302 "
    "0615 050b0103020302 0619 05030102020303 0623 05110102030101 0604 051800ff030101 0613 040d "
    "08031f03 0404 0422 08020300 0422 0423 08012100 "
)

LOSS_3P_SEED5 = (
    "041f 040c 040a 0422 0419 0405 0402 040d 050d0101020101 0607 05070101010201 0606 0417 0401 "
    "040b 0408 041b 041d 0400 0414 05020101010002 0611 050b0101000202 0609 05080000000000 0612 "
    "05000100000200 061e 08012302 0418 05000103010102 061a 051101030201ff 0605 0401 041b 0415 "
    "0416 05080103030203 060f 05180000000303 0603 05000003020302 0610 050c0002000303 0604 041c "
    "08020401 0405 0415 0407 08032103 0407 0507000405ffff 061a 0405 09 "
)


def actions(script):
    return [bytes.fromhex(h) for h in script.split()]


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
    assert g.token_totals() == (2, 29, 6, 11)


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
