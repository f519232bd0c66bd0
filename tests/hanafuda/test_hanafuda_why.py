# portable
# The rules check an action (and the set-up bytes) in a few comparisons, and load words.py only to
# say why one is refused: both must draw the same line. Over seeded random games, every action of
# every op near the game's state (and random bytes) is taken by Game._ok exactly when words.check
# finds nothing to refuse; the same for set-ups and words.bad_setup.
from core.errors import Illegal, BadSetup
from core.rng import Rng
from games.hanafuda import rules as R
from games.hanafuda import words
from games.hanafuda.moves import legal_actions


def refused(f, *args):
    try:
        f(*args)
    except (Illegal, BadSetup):
        return True
    return False


def candidates(g, rng):
    # yielded one by one: MicroPython's 128 KB heap has no room for them all at once
    for a in (b"", b"\x00", bytes((6, 1)), bytes((1,)), bytes((2, 0, 0)), bytes((1, 0, 0)), "x", None):
        yield a
    for c in range(50):
        yield bytes((R.OP_FIELD, c))
        yield bytes((R.OP_BACK, c))
    for d in list(range(8)) + [R.RANDOM, 254]:
        yield bytes((R.OP_NEXT, d))
    for o in range(13):
        for s in range(7):
            yield bytes((R.OP_OHANA, o, s))
    for _ in range(120):
        yield bytes((R.OP_TAKE, rng.below(7), rng.below(50), rng.below(50)))
    for a in legal_actions(g):   # takes near the legal ones: another seat, another target
        if a[0] == R.OP_TAKE:
            for s in range(g.n + 1):
                yield bytes((R.OP_TAKE, s, a[2], a[3]))
            for t in range(48):
                yield bytes((R.OP_TAKE, a[1], a[2], t))


def test_the_quick_check_and_its_words_agree_on_every_action():
    for seed in range(5):
        n = 2 + seed % 5
        g = R.Game(R.make_setup(n, seed, n == 4 and seed % 2 == 0, R.RANDOM, 2))
        rng = Rng(seed + 100)
        steps = 0
        while True:
            for a in candidates(g, rng):
                assert g._ok(a) != refused(words.check, g, a), (seed, steps, a)
            if g.over():
                break
            acts = legal_actions(g)
            decl = [a for a in acts if a[0] == R.OP_OHANA]
            pick = decl if decl and rng.below(4) == 0 else acts
            g.apply(pick[rng.below(len(pick))])
            steps += 1


def test_a_refused_action_says_why_changes_nothing_and_drops_the_words():
    import sys
    g = R.Game(R.make_setup(2, 5, False, 0, 1))
    before = bytes(g.loc)
    for a, text in ((bytes((R.OP_BACK, 3)), "niu4 (0) is still in a hand or the stack"),
                    (bytes((R.OP_NEXT, 0)), "the hand is not over: P1 deals: mark the field (0 of 8)")):
        try:
            g.apply(a)
            assert False, "taken"
        except Illegal as e:
            assert str(e) == text, str(e)
        assert bytes(g.loc) == before and "games.hanafuda.words" not in sys.modules


def setups():
    rng = Rng(7)
    for s in (b"", b"\x02" * 7, b"\x02" * 9, "x" * 8):
        yield s
    for n in range(8):
        for flags in (0, 1, 2, 3):
            for dealer in (0, 1, 3, 4, 5, 6, R.RANDOM, 254):
                for hands in (0, 1, 12, 13):
                    yield bytes((n, flags, dealer, hands, rng.below(256), 0, 0, 1))


def test_the_quick_set_up_check_and_its_words_agree():
    for s in setups():
        assert refused(words.bad_setup, s) == refused(R.Game, s), s
