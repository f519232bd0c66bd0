# Property tests (CPython, hypothesis): random legal play with random junk actions thrown in.
from hypothesis import given, settings, strategies as st

from core.errors import Illegal
from games.kawa import rules as R
from games.kawa.moves import legal_actions
from kawa_util import snap, conserved

games = st.tuples(st.integers(2, 4), st.integers(0, 2 ** 32 - 1), st.booleans())
choices = st.lists(st.integers(0, 10 ** 6), min_size=0, max_size=400)
# near-miss actions: right ops with arguments around the valid range, wrong lengths, or raw bytes
near = st.tuples(st.integers(0, 6), st.integers(0, 17), st.integers(0, 17), st.integers(1, 4)).map(
    lambda t: bytes(t[:3])[:t[3]])
junk = st.lists(st.one_of(near, st.binary(min_size=0, max_size=4)), max_size=60)


def new_game(spec):
    n, seed, weave = spec
    return R.Game(R.make_setup(n, seed, weave and n == 4))


def play(g, picks, on_step):
    i = 0
    while not g.over():
        acts = legal_actions(g)
        assert acts
        pick = picks[i] if i < len(picks) else i * 7919
        a = acts[pick % len(acts)]
        before = snap(g)
        g.apply(a)
        on_step(g, a, before)
        i += 1


@settings(max_examples=60, deadline=None)
@given(games, choices)
def test_petals_conserved_and_scores_never_decrease(spec, picks):
    g = new_game(spec)

    def step(g, a, before):
        assert conserved(g)
        for c in range(g.n):
            assert g.score[c] >= before[6][c]
        assert sum(g.gain) == sum(g.score) - sum(before[6])

    play(g, picks, step)
    assert g.round == 5


@settings(max_examples=60, deadline=None)
@given(games, choices)
def test_every_flow_crosses_exactly_four_tiles_on_its_announced_path(spec, picks):
    g = new_game(spec)
    flows = []
    state = {"path": None, "seen": None}

    def step(g, a, before):
        # the phase before this action was SWAP and now FLOW: a flow begins with a known path
        if a[0] == R.OP_SWAP and g.phase == R.PH_FLOW:
            state["path"] = bytes(g.path())
            state["seen"] = bytearray()
        if a[0] == R.OP_PETAL:
            state["seen"].append(before[14] * 4 + before[15])
            if g.phase in (R.PH_SWAP, R.PH_RETURN, R.PH_START, R.PH_OVER):
                flows.append((state["path"], bytes(state["seen"])))
        if a[0] == R.OP_TURN and g.phase != R.PH_FLOW:
            flows.append((state["path"], bytes(state["seen"])))

    play(g, picks, step)
    assert len(flows) == 4 * g.n
    for path, seen in flows:
        assert seen == path
        assert [p // 4 for p in seen] == [0, 1, 2, 3]


@settings(max_examples=40, deadline=None)
@given(games, choices, junk)
def test_actions_accepted_exactly_when_listed_and_refusals_change_nothing(spec, picks, noise):
    g = new_game(spec)
    k = [0]

    def step(g, a, before):
        if k[0] < len(noise):
            bad = noise[k[0]]
            k[0] += 1
            legal = legal_actions(g)
            now = snap(g)
            # legal_actions lists each swap once, lower position first; the reverse is the same swap
            listed = bad in legal or (len(bad) == 3 and bad[0] == R.OP_SWAP
                                      and bytes((bad[0], bad[2], bad[1])) in legal)
            try:
                g.apply(bad)
            except Illegal:
                assert not listed
                assert snap(g) == now
            else:
                assert listed

    play(g, picks, step)


@settings(max_examples=30, deadline=None)
@given(games, choices)
def test_replay_is_deterministic(spec, picks):
    g = new_game(spec)
    log = []
    play(g, picks, lambda g, a, b: log.append(a))
    h = new_game(spec)
    for a in log:
        h.apply(a)
    assert snap(h) == snap(g)
    assert h.status() == g.status()
