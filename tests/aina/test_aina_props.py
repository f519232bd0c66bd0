# 'Aina property tests (CPython + hypothesis): random legal play, random token choices and random
# junk actions, checking the invariants of the rules page after every step.
from hypothesis import given, settings, strategies as st, HealthCheck

from core.errors import Illegal
from core.rng import Rng
from games.aina import rules as R
from games.aina import moves
from games.aina.words import token_totals
import aina_play as P

FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_game(players, seed, play_seed, table=False, junk=False):
    """Play a whole game by random legal actions; returns (game, actions, refused count)."""
    g = R.Game(R.make_setup(players, seed, table))
    rng = Rng(play_seed)
    acts = []
    refused = 0
    while not g.over():
        if junk and rng.below(3) == 0:
            n = 1 + rng.below(7)
            b = bytes(rng.below(11) if i == 0 else rng.below(40) for i in range(n))
        else:
            b = P.random_action(g, rng)
        before = P.snap(g)
        try:
            g.apply(b)
        except Illegal:
            refused += 1
            assert P.snap(g) == before, b
            continue
        acts.append(b)
        P.check_invariants(g)
        assert len(acts) < 2000
    return g, acts, refused


@FAST
@given(st.integers(2, 14), st.integers(0, 2 ** 32 - 1), st.integers(1, 2 ** 31))
def test_random_digital_games_keep_the_invariants(players, seed, play_seed):
    g, acts, _ = random_game(players, seed, play_seed)
    assert g.drawn == 64 and len(g.events) == 4
    assert sum(token_totals(g)) == 48
    assert g.won() == (g.positives() == 36)
    for c in range(36):
        assert g.ntok(c) <= 2
    # undo = replay from the set-up: the same position
    r = R.Game(R.make_setup(players, seed))
    for a in acts:
        r.apply(a)
    assert P.snap(r) == P.snap(g)


@FAST
@given(st.integers(2, 6), st.integers(1, 2 ** 31))
def test_random_table_entry_games(players, play_seed):
    # table entry: random layout cells and random (available) Time Cards
    g, acts, _ = random_game(players, 0, play_seed, table=True)
    assert g.drawn == 64 and sum(g.drawn_sym) == 64
    assert max(g.drawn_sym) <= 8
    assert acts[36] == bytes((R.LAYOUT,))


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 6), st.integers(0, 2 ** 32 - 1), st.integers(1, 2 ** 31))
def test_junk_actions_are_refused_without_change(players, seed, play_seed):
    g, acts, refused = random_game(players, seed, play_seed, junk=True)
    assert refused > 0 and g.drawn == 64


def clone(g, setup):
    c = R.Game.__new__(R.Game)  # a copy of the position without dealing again
    for k, v in g.__dict__.items():
        setattr(c, k, bytearray(v) if isinstance(v, bytearray) else v)
    c.events = list(g.events)
    return c


@settings(max_examples=15, deadline=None)
@given(st.integers(2, 6), st.integers(0, 2 ** 32 - 1), st.integers(1, 2 ** 31))
def test_legal_actions_are_exactly_accepted(players, seed, play_seed):
    # every listed action is accepted; the listed flips are exactly the cards apply accepts
    setup = R.make_setup(players, seed)
    g = R.Game(setup)
    rng = Rng(play_seed)
    while not g.over():
        listed = moves.legal_actions(g)
        assert listed
        for a in listed:
            clone(g, setup).apply(a)
        if g.phase in (R.P_FLIP, R.P_BONUS):
            kind = R.FLIP if g.phase == R.P_FLIP else R.BONUS
            ok = set()
            for cell in range(36):
                try:
                    clone(g, setup).apply(bytes((kind, cell)))
                    ok.add(cell)
                except Illegal:
                    pass
            assert ok == set(a[1] for a in listed)
        g.apply(listed[rng.below(len(listed))])
