# Shared helpers for the Ka Pai tests (portable: plain Python both interpreters have).
from core.errors import Illegal
from core.rng import Rng
from portable import raises
from games.kapai import rules as R
from games.kapai.moves import legal_actions
from games.kapai import sheet as S

T, SQ, C, X = 0, 1, 2, 3   # triangle, square, circle, slash

# The rulebook's worked example (Else's sheet), drawn on the default layout: 3 triangle groups,
# 1 square, 1 circle, 3 slash groups; totem networks of 3 (top, through squares) and 2 (bottom,
# through circles); bonus boxes: 2 triangle, 1 slash. Upper case = circled.
EXAMPLE = ("TTT#XXX",
           "c@ctc@t",
           "xSSSssc",
           "#xc@tc#",
           "TTTsXXX",
           "c@CCC@t",
           "TTT#XXX")
EXAMPLE_BOXES = (2, 0, 0, 1)


def snap(g):
    """Every piece of state an action may change (not the console note)."""
    return (bytes(g.cells), bytes(g.circled), bytes(g.groups), bytes(g.boxes), g.free, g.drawn,
            g.rolls, bytes(g.die), g.left, g.pair, g.first, g.last, bytes(g.cand), g.ncand,
            tuple(g.others), g.phase, g.rng.state)


def restore(g, s):
    """Put back the state snap(g) took (to try many actions on one position)."""
    g.cells[:] = s[0]
    g.circled[:] = s[1]
    g.groups[:] = s[2]
    g.boxes[:] = s[3]
    g.free, g.drawn, g.rolls = s[4], s[5], s[6]
    g.die[:] = s[7]
    g.left, g.pair, g.first, g.last = s[8], s[9], s[10], s[11]
    g.cand[:] = s[12]
    g.ncand = s[13]
    g.others = list(s[14])
    g.phase = s[15]
    g.rng.state = s[16]


def sheet_game(rows, boxes=(0, 0, 0, 0), seed=1):
    """A game whose sheet is the picture: t s c x (upper case circled), @ totem, # dark, . free.
    Groups are counted from the circled cells; the game waits for a roll (or is over when full)."""
    g = R.Game(R.make_setup(seed))
    assert len(rows) == R.N
    circled = [0, 0, 0, 0]
    for r in range(R.N):
        for k in range(R.N):
            i = r * R.N + k
            ch = rows[r][k]
            if ch in "@#.":
                assert g.cells[i] == {"@": R.TOTEM, "#": R.DARK, ".": R.FREE}[ch], (r, k)
                continue
            assert g.cells[i] == R.FREE, (r, k)
            t = S.LETTERS.index(ch.lower())
            g.cells[i] = t + 1
            g.free -= 1
            g.drawn += 1
            if ch.isupper():
                g.circled[i] = 1
                circled[t] += 1
    for t in range(4):
        assert circled[t] % 3 == 0
        g.groups[t] = circled[t] // 3
        g.boxes[t] = boxes[t]
    if not g.free:
        g.phase = R.PH_OVER
    return g


def seed_for(a, b):
    """A generator state whose next roll shows symbol a on die A and b on die B."""
    for s in range(1, 5000):
        fa, fb = R.roll(Rng(s))
        if S.DIE_A[fa] == a and S.DIE_B[fb] == b:
            return s
    raise AssertionError("no seed rolls %d %d" % (a, b))


def roll(g, a, b):
    """Roll the real way, with the generator set so the dice show a and b."""
    g.rng.state = seed_for(a, b)
    g.apply(bytes((R.OP_ROLL,)))
    assert g.dice() == (a, b)


def cell(r, k):
    return r * R.N + k


def draw(r, k, sym):
    return bytes((R.OP_DRAW, cell(r, k), sym))


def refused(g, action, words):
    """The action is refused with a reason mentioning words, and nothing changes."""
    before = snap(g)
    e = raises(Illegal, g.apply, action)
    assert words in str(e), str(e)
    assert snap(g) == before


def random_game(seed, check=None):
    """A whole solo game with uniformly random legal actions; check(g, action) after each.
    Returns the game and its actions back to back (the op gives each one's length)."""
    g = R.Game(R.make_setup(seed))
    rng = Rng(seed * 7 + 1)
    log = bytearray()
    while not g.over():
        acts = legal_actions(g)
        assert acts, "no legal action in phase %d" % g.phase
        a = acts[rng.below(len(acts))]
        g.apply(a)
        log.extend(a)
        if check:
            check(g, a)
    return g, log


def actions(log):
    i = 0
    while i < len(log):
        n = R.ACTION_LEN[log[i]]
        yield bytes(log[i:i + n])
        i += n
