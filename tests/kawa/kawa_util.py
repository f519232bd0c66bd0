# Shared helpers for the Kawa tests (portable: plain Python both interpreters have).
from core.errors import Illegal
from core.rng import Rng
from portable import raises
from games.kawa import rules as R
from games.kawa.moves import legal_actions

# A table river with every basic tile: 4 S, 5 L, 5 R, 2 W (row 0 = River's Start)
TABLE = "LSSR" "RLLR" "SRWL" "SRWL"


def snap(g):
    """Every piece of game state an action may change (not the console note or last gains)."""
    return (bytes(g.kind), bytes(g.dir), bytes(g.petal), bytes(g.pool_single), bytes(g.pool_double),
            bytes(g.wheel), tuple(g.score), bytes(g.slot), g.round, g.phase, g.active, g.step,
            g.swaps_left, g.returns_left, g.flow_row, g.flow_col, g.flow_next, g.rng.state)


def table_game(n=2, table=TABLE, seed=7, weave=False):
    return R.Game(R.make_setup(n, seed, weave, table))


def start(col):
    return bytes((R.OP_START, col))


def swap(a, b):
    return bytes((R.OP_SWAP, a, b))


def petal(what=R.SINGLE):
    return bytes((R.OP_PETAL, what))


def turn(d):
    return bytes((R.OP_TURN, d))


def ret(p, what=R.SINGLE):
    return bytes((R.OP_RETURN, p, what))


def conserved(g):
    """Pool + river is 7 tokens worth 8 for every colour."""
    for c in range(g.n):
        singles = g.pool_single[c]
        doubles = g.pool_double[c]
        for p in range(R.TILES):
            singles += g.singles_on(p, c)
            doubles += g.double_on(p, c)
        if singles != R.SINGLES or doubles != 1:
            return False
    return True


def random_game(n, seed, weave=False, check=None):
    """Play a whole game with uniformly random legal actions; check(g, action, before) after each."""
    g = R.Game(R.make_setup(n, seed, weave))
    rng = Rng(seed * 7 + 1)
    log = bytearray()  # the actions back to back (the op gives each one's length): small on a 128K heap
    while not g.over():
        acts = legal_actions(g)
        assert acts, "no legal action in phase %d" % g.phase
        a = acts[rng.below(len(acts))]
        before = snap(g)
        g.apply(a)
        log.extend(a)
        if check:
            check(g, a, before)
    return g, log


ACTION_LEN = (0, 2, 3, 2, 2, 3)


def actions(log):
    """The actions in a log built by random_game, one by one."""
    i = 0
    while i < len(log):
        n = ACTION_LEN[log[i]]
        yield bytes(log[i:i + n])
        i += n


def refused(g, action, words):
    """The action is refused with a reason mentioning words, and nothing changes."""
    before = snap(g)
    e = raises(Illegal, g.apply, action)
    assert words in str(e), str(e)
    assert snap(g) == before


def play(g, *actions):
    for a in actions:
        g.apply(a)
