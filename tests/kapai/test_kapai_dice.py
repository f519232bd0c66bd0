# portable
# The table's dice: a fair roll from each die's own faces, through the platform's Rng.
from core.rng import Rng
from games.kapai import rules as R
from games.kapai.moves import legal_actions
from games.kapai import sheet as S

ROLLS = 240000  # "over 60,000": at 60,000 a face is off by 2% one time in 40 by chance alone;
# at 240,000 a 2% miss is 4.4 standard deviations, so a failure means an unfair roll


def test_the_dice_faces_are_the_reconstruction():
    assert len(S.DIE_A) == 6 and len(S.DIE_B) == 6 and S.DIE_A != S.DIE_B
    faces = S.DIE_A + S.DIE_B
    assert [faces.count(s) for s in range(4)] == [4, 3, 2, 3]


def test_each_face_comes_up_its_share_and_doubles_at_the_faces_rate():
    rng = Rng(20191)
    fa = [0] * 6
    fb = [0] * 6
    equal = 0
    for _ in range(ROLLS):
        a, b = R.roll(rng)
        fa[a] += 1
        fb[b] += 1
        if S.DIE_A[a] == S.DIE_B[b]:
            equal += 1
    share = ROLLS / 6
    for n in fa + fb:
        assert abs(n - share) <= 0.02 * share, (fa, fb)
    # P(equal) from the faces: sum over symbols of P(A shows it) * P(B shows it)
    ways = 0
    for s in range(4):
        ways += S.DIE_A.count(s) * S.DIE_B.count(s)
    assert ways == 9      # of 36: 4 triangle, 2 square, 1 circle, 2 slash pairs
    p = ways / 36
    assert abs(equal / ROLLS - p) <= 0.02 * p, equal


def test_the_game_rolls_from_its_seed_and_shows_the_faces():
    g = R.Game(R.make_setup(123456))
    rng = Rng(123456)
    for _ in range(5):
        a, b = R.roll(rng)
        g.apply(bytes((R.OP_ROLL,)))
        assert (g.die[0], g.die[1]) == (a, b)
        assert g.dice() == (S.DIE_A[a], S.DIE_B[b])
        while g.phase != R.PH_ROLL:
            g.apply(legal_actions(g)[0])
