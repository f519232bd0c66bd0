# Shared helpers for the Hanafuda tests (portable: plain Python both interpreters have).
from core.errors import Illegal
from portable import raises
from games.hanafuda import rules as R
from games.hanafuda.moves import legal_actions

# cards by ('ohana number on the rules page, 1-12; position 0-3 in the deck table)
def card(ohana, k=0):
    return (ohana - 1) * 4 + k


STORM = card(11, 3)


def game(n=2, dealer=0, hands=1, teams=False, seed=5):
    return R.Game(R.make_setup(n, seed, teams, dealer, hands))


def field(c):
    return bytes((R.OP_FIELD, c))


def take(seat, c, t):
    return bytes((R.OP_TAKE, seat, c, t))


def ohana(o, seat):
    return bytes((R.OP_OHANA, o - 1, seat))


def deal(g, cards):
    for c in cards:
        g.apply(field(c))


def snap(g):
    return (bytes(g.loc), bytes(g.hand), g.stack, g.phase, g.active, g.step, g.dealer, g.hand_no,
            tuple(g.totals), tuple(g.pts), bytes(g.hui), tuple(g.final), g.wild, g.p_target, g.rng.state)


def refused(g, action, words):
    """The action is refused with a reason mentioning words, and nothing changes."""
    before = snap(g)
    e = raises(Illegal, g.apply, action)
    assert words in str(e), str(e)
    assert snap(g) == before


def own(g, seat, cards):
    """Place cards straight into a seat's captures (for scoring tests) and rescore."""
    for c in cards:
        g.loc[c] = R.CAPT + seat
    g.rescore()


def quiet(g, avoid=()):
    """A forward action that leaves the 'ohana in `avoid` alone, declares nothing and uses the Storm
    Card only as a fern (unless nothing else is left), or None."""
    last = None
    for a in legal_actions(g):
        if a[0] == R.OP_OHANA:
            continue
        c = a[1] if a[0] == R.OP_FIELD else a[2]
        if c // 4 + 1 in avoid or (a[0] == R.OP_TAKE and a[3] // 4 + 1 in avoid):
            continue
        if c == STORM:
            if last is None and (a[0] == R.OP_FIELD or a[3] // 4 == c // 4):
                last = a
            continue
        return a
    return last


def finish_hand(g, avoid=()):
    """Play the hand to its end without touching the 'ohana in `avoid` (nor the Storm Card)."""
    while g.phase == R.PH_PLAY:
        a = quiet(g, avoid)
        assert a is not None, g.status()
        g.apply(a)
