# Helpers shared by the 'Aina tests and bench: set-ups, snapshots, random and greedy play.
# Portable (CPython and MicroPython).
# (moves.py and words.py are imported where used, never held: the device loads them for a moment
# and drops them, and a copy kept here would sit in the MicroPython tier's 128 KB heap beside the
# one the firmware loads again)
from games.aina import rules as R
from portable import raises
from core.errors import Illegal

FIELDS = ("sym", "wao", "starter", "pos", "tok", "path", "akua", "hand", "bank", "disc",
          "drawn_sym", "cards")
INTS = ("phase", "round", "turn", "move", "first", "player", "ncards", "drawn", "pohaku",
        "locks", "skips")


def snap(g):
    """Everything that defines a position, comparable with ==."""
    out = [bytes(getattr(g, f)) for f in FIELDS]
    out += [getattr(g, f) for f in INTS]
    out.append(list(g.events))
    return out


def grid_layout(waos, syms=None, starters=()):
    """36 (symbol, wao, starter) from a 36-char string of wao letters (N M H K) and symbols."""
    out = []
    for c in range(36):
        s = syms[c] if syms is not None else c % 8
        out.append((s, "NMHK".index(waos[c]), 1 if c in starters else 0))
    return out


def table_game(players, layout, seed=0):
    g = R.Game(R.make_setup(players, seed, table=True))
    for c in range(36):
        s, w, st = layout[c]
        g.apply(bytes((R.CELL, c, s, w, st)))
    g.apply(bytes((R.LAYOUT,)))
    return g


def draw(g, syms):
    for s in syms:
        g.apply(bytes((R.DRAW, s)))


def check_invariants(g):
    from games.aina.words import token_totals
    h, on, b, d = token_totals(g)
    assert h + on + b + d == 48, (h, on, b, d)
    for c in range(36):
        # tokens fill slot 0 first; a card never holds more than 2; path cards hold none
        assert not (g.tok[2 * c] == 0 and g.tok[2 * c + 1] != 0)
        if g.path[c]:
            assert g.ntok(c) == 0 and g.pos[c]
        if g.ntok(c):
            assert g.pos[c]
    assert g.drawn == sum(g.drawn_sym)
    assert g.pohaku <= 24


def random_action(g, rng):
    """A random legal action; locks sometimes get a random (legal or not) token choice."""
    from games.aina.moves import legal_actions
    acts = legal_actions(g)
    a = acts[rng.below(len(acts))]
    if a[0] == R.LOCK and rng.below(2):
        b = bytearray(a)
        for i in range(4):
            if b[3 + i] != R.NONE:
                b[3 + i] = rng.below(8)
        return bytes(b)
    return a


def score(g, a):
    # greedy preference: locks first, then flips that give lockable rows, then akua paths that flip most
    k = a[0]
    if k == R.LOCK:
        return 100
    if k == R.END:
        return 0
    if k == R.AKUA:
        cells = g.akua_path(a[1], a[2], a[3])
        n = 0
        for c in cells:
            n += 3 if not g.pos[c] else (1 if not (g.path[c] or g.tok[2 * c]) else 0)
        return n
    if k in (R.FLIP, R.BONUS):
        c = a[1]
        g.pos[c] = 1
        n = 0
        for d in (0, 1):
            for s in range(4):
                x = c - s * (1 if d == 0 else 6)
                if x >= 0 and g.row(x, d) and c in g.row(x, d) and g.lockable(x, d):
                    n += 10
        g.pos[c] = 0
        return n
    return 1


def greedy_action(g, rng):
    from games.aina.moves import legal_actions
    acts = legal_actions(g)
    best = None
    bs = -1
    for a in acts:
        s = score(g, a) * 16 + rng.below(16)
        if s > bs:
            best, bs = a, s
    return best


# ---- fixtures for the rules tests ----
N = R.NONE
# wao rows: row 0 Nahele, row 1 Mala'ai, row 2 Kauhale, row 3 Kai, rows 4-5 mixed
WAOS = "NNNNNN" "MMMMMM" "HHHHHH" "KKKKKK" "NMHKNM" "HKNMHK"


def skip_turn(g):
    # a turn of Time symbols that no card shows when every card shows symbol 0
    for i in range(4):
        s = 1
        while g.drawn_sym[s] >= 8:
            s += 1
        draw(g, (s,))


def lock(c, d, toks):
    return bytes((R.LOCK, c, d)) + bytes(toks)


def refused(g, a, words):
    before = snap(g)
    e = raises(Illegal, g.apply, a)
    assert words in str(e), str(e)
    assert snap(g) == before  # nothing changed


def at_move(players=2, positive=(), syms=None, cards=(0, 0, 0, 0), waos=WAOS):
    g = table_game(players, grid_layout(waos, syms))
    for c in positive:
        g.pos[c] = 1
    draw(g, cards)
    return g


