# portable
# The rules' settle step asks after every action whether a row can be locked or an akua path is
# possible: those checks run without allocating (a replay for undo or resume used to make 246 KB
# of garbage per game), and they answer exactly what their definitions (row, moves.row_problem,
# akua_path) say.
from core.errors import Illegal
from games.aina import rules as R
from games.aina.moves import row_problem
import aina_scripts as T


def positions():
    """Every position of the two scripted games."""
    for setup, script in ((R.make_setup(2, 38), T.WIN_2P_SEED38), (R.make_setup(3, 5), T.LOSS_3P_SEED5)):
        g = R.Game(setup)
        yield g
        for a in T.actions(script):
            g.apply(a)
            yield g


def test_lockable_and_path_length_match_their_definitions():
    rows = paths = 0
    for g in positions():
        for c in range(36):
            for d in (0, 1):
                cells = g.row(c, d)
                want = cells is not None and row_problem(g, cells) is None and \
                    sum(1 for x in cells if not g.path[x]) <= g.tokens_available()
                assert g.lockable(c, d) == want, (c, d)
                rows += want
        if g.phase == R.P_EVENT:
            for a in range(4):
                for c in range(36):
                    for d in range(4):
                        try:
                            want = len(g.akua_path(a, c, d)) - 1
                        except Illegal:
                            want = 0
                        assert g.path_length(a, c, d) == want, (a, c, d)
                        paths += want > 0
    assert rows > 20 and paths > 3   # the positions do have lockable rows and akua paths


def test_settle_checks_allocate_nothing():
    try:
        import micropython
        micropython.heap_lock
    except (ImportError, AttributeError):
        return  # CPython: nothing to measure (the test above checks the answers)
    n = 0
    for g in positions():
        micropython.heap_lock()
        try:
            g.any_lockable()
            g.any_akua_path()
            for c in range(36):
                g.lockable(c, 0)
                g.lockable(c, 1)
            g.tokens_available()
        finally:
            micropython.heap_unlock()
        n += 1
    assert n > 100


def test_a_kept_deal_is_the_same_deal():
    import aina_play as P
    g = R.Game(R.make_setup(3, 77))
    first, deck = P.snap(g), bytes(g.deck)
    other = R.Game(R.make_setup(2, 78))          # another seed in between: a new deal
    again = R.Game(R.make_setup(3, 77))          # the kept deal
    assert P.snap(again) == first and bytes(again.deck) == deck
    assert P.snap(other) != first and bytes(other.deck) != deck
    again.deck[0] ^= 1                           # each game owns its Time Card deck
    assert bytes(R.Game(R.make_setup(3, 77)).deck) == deck
    table = R.Game(R.make_setup(3, 77, table=True))   # table entry deals nothing
    assert table.phase == R.P_LAYOUT and table.sym[0] == R.NONE
