"""Kōnane puzzles (issue 49): cut from the companion's own games, each proven on the host to have
exactly one winning move at every move of the solver, against every defence.

    .venv/bin/python host_tools/konane_puzzles.py            # make them: firmware/games/konane/puzzles.txt
    .venv/bin/python host_tools/konane_puzzles.py --check    # prove every puzzle of the file again
    .venv/bin/python host_tools/konane_puzzles.py --games 320 --seed 1 --out FILE [--pool FILE]

How they are made (deterministic from --seed; the file's 320 games take about 15 minutes here, the
games under MicroPython in seconds, the rest the exhaustive searches):
1. Games: the companion's own search (games/konane/search.py) plays itself on 6x6 and 8x8
   (host_tools/konane_selfplay.py): removals and 0 to 3 first jumps drawn from core.rng.Rng (so
   the games differ), then each side searches its own node budget, drawn from the same Rng (150 to
   2 500 nodes: about a level 1 to level 2 companion): the same tree, so the same move, anywhere.
2. Positions: those of each game's last TAIL plies, and those one move away from them (each move
   the side to move could have played instead, as its search weighed them), each solved exactly:
   Kōnane is a normal-play game (who has no jump loses), and late positions are small enough for
   a memoised exhaustive search, keyed by the whole board, never by a hash (Solver, on bitboards;
   every move it writes is checked against the rules' own generator, as_board). A position that
   needs more than NODE_CAP positions is left out.
3. A puzzle is a position the side to move wins in which, at every move of the solver in the whole
   tree of defences, exactly one move wins and every other loses (so a player is never told a
   winning move is wrong), the solver has at least two moves at the start, and the win takes at
   most MAX_MOVES of the solver's moves against the longest defence. The line stored is that
   longest defence (the one the device plays); each wrong move of the line comes with the
   defender's reply that wins against it (the quickest), the refutation the device shows.
4. Themes (one a puzzle, the first that applies, in this order), looking at every line from the
   position (up to THEME_CAP positions; past it, by length):
   parity  after the right first move the two sides can never touch each other's stones again
           (no square either side's jumps pass through, in any line, is one the other's pass
           through): counting the jumps left decides;
   safe    a safe move, a jump whose squares the defender's jumps never reach in any line (a
           region the opponent cannot enter): the solver has one beside the right move, which
           must wait, or the right move makes one;
   nomove  a win in 1 where the defender has two or more jumps, all taken away at once;
   win1, win2, win3   the rest, by length.
5. The choice: WANT of each theme, the sizes alternating, spread over the difficulty, no two with
   the same line. Difficulty, measured: does the companion's level 1 (one move ahead) play the
   first move, does its default level 2 (as the view runs it, its 800 ms as the nodes the Pico
   searches in them: konane_match.NODES_PER_S), and the positions the proof of uniqueness solved.
   The file keeps them easiest first: found by level 1, then by level 2 only, then by neither;
   each group by the proof's positions.

--check reads the file and proves every puzzle again with a fresh memo (one winning move at every
solver move, the line the longest defence, every wrong move's refutation a winning reply, the
theme, each move the rules' own generator's), and prints one line: the count, how many were
proven unique, and the count per theme. tests/konane/test_konane_puzzles.py solves them again
with a solver of its own.
"""
import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "firmware"))
sys.path.insert(0, ROOT)

from core.rng import Rng  # noqa: E402
from games.konane.rules import Board, movebuf  # noqa: E402
from games.konane.codes import EMPTY, HIBISCUS, JASMINE  # noqa: E402

OUT = os.path.join(ROOT, "firmware", "games", "konane", "puzzles.txt")
SIZES = (6, 8)
MAX_MOVES = 3          # the solver's moves, against the longest defence
GAMES = 320            # the games played (--games)
TAIL = 20              # the plies from a game's end whose positions are tried
NODE_CAP = 5000        # a position whose solving needs more is left out (its game is too open)
THEME_CAP = 400000     # the positions the themes' look at every line may visit
THEMES = ("win1", "nomove", "win2", "win3", "safe", "parity")
# how many puzzles of each theme the file takes (the best spread over sizes and difficulty)
WANT = {"win1": 12, "nomove": 10, "win2": 14, "win3": 10, "safe": 12, "parity": 14}


# --- positions as text ---------------------------------------------------------------------------
def position_text(bd):
    """Rows top to bottom, '/' between them; h Hibiscus, j Jasmine, a digit: that many empties."""
    n = bd.n
    rows = []
    for r in range(n):
        s = ""
        run = 0
        for c in range(n):
            v = bd.b[(r + 1) * bd.w + c + 1]
            if v == EMPTY:
                run += 1
                continue
            if run:
                s += str(run)
                run = 0
            s += "h" if v == HIBISCUS else "j"
        if run:
            s += str(run)
        rows.append(s)
    return "/".join(rows)


def board_from(n, text, side):
    """A Board of size n with the position `text` (position_text's), `side` ('h' or 'j') to move."""
    bd = Board(n)
    rows = text.split("/")
    if len(rows) != n:
        raise ValueError("%d rows for a %dx%d board: %r" % (len(rows), n, n, text))
    for r, row in enumerate(rows):
        c = 0
        for ch in row:
            if ch.isdigit():
                for _ in range(int(ch)):
                    bd.b[(r + 1) * bd.w + c + 1] = EMPTY
                    c += 1
            else:
                bd.b[(r + 1) * bd.w + c + 1] = HIBISCUS if ch == "h" else JASMINE
                c += 1
        if c != n:
            raise ValueError("row %d has %d squares: %r" % (r + 1, c, row))
    bd.ply = 2 if side == "h" else 3
    h = 0
    for p in bd.cells:
        if bd.b[p] != EMPTY:
            h ^= bd.z[bd.b[p] * 256 + p]
    bd.hash = h
    return bd


def legal(bd):
    """The legal moves on a rules.Board, by the rules' own generator."""
    buf = movebuf(4 * bd.n * bd.n)
    n = bd.gen(buf, 0)
    return [buf[i] for i in range(n)]


def parse_move(bd, text):
    """'d5-d3' -> move int on Board bd (the game's notation, games/konane/words.py)."""
    from games.konane import words
    return words.parse(bd, text)


# --- the exact solver -----------------------------------------------------------------------------
# Positions as two bitboards (Python ints), a bit a square r * (n + 1) + c: the spare column beyond
# each row keeps a jump from wrapping onto the next row. The solver's own move generator, on
# stones rather than holes (late positions are mostly holes); the file's moves are checked against
# the rules' own generator (rules.Board.gen) as they are written (as_board).
class Geo:
    def __init__(self, n):
        self.n = n
        self.W = W = n + 1
        self.valid = 0
        for r in range(n):
            for c in range(n):
                self.valid |= 1 << (r * W + c)
        self.dirs = (1, -1, W, -W)

    def name(self, i):
        return "abcdefghijklmnop"[i % self.W] + str(self.n - i // self.W)

    def square(self, text):
        return (self.n - int(text[1:])) * self.W + ord(text[0]) - 97

    def fmt(self, m):
        return self.name(m[0]) + "-" + self.name(m[1])

    def moves(self, me, opp):
        """The jumps of `me` against `opp`: [(from, to, captured, path)] (bits; path: every square
        passed through, from and to included)."""
        empty = self.valid & ~(me | opp)
        out = []
        for d in self.dirs:
            if d > 0:
                can = me & (opp >> d) & (empty >> (2 * d))
            else:
                can = me & (opp << -d) & (empty << (-2 * d))
            while can:
                low = can & -can
                can ^= low
                i = low.bit_length() - 1
                cap = 0
                pth = low
                j = i
                while True:
                    o = j + d
                    t = j + 2 * d
                    if o < 0 or t < 0 or not (opp >> o) & 1 or not (empty >> t) & 1:
                        break
                    cap |= 1 << o
                    pth |= (1 << o) | (1 << t)
                    out.append((i, t, cap, pth))
                    j = t
        return out

    def play(self, me, opp, m):
        """(opp after, me after): the position with the other side to move."""
        return opp & ~m[2], (me & ~(1 << m[0])) | (1 << m[1])


class TooBig(Exception):
    pass


class Solver:
    """Memoised exhaustive search on Geo's bitboards; a position is (the side to move's stones,
    the other's), the whole board: never a hash."""

    def __init__(self, geo, cap=NODE_CAP):
        self.g = geo
        self.memo = {}
        self.dist = {}
        self.nodes = 0
        self.cap = cap

    def visit(self):
        """One more position solved: TooBig past the cap."""
        self.nodes += 1
        if self.nodes > self.cap:
            raise TooBig()

    def wins(self, me, opp):
        """True when the side to move (stones `me`) wins with best play."""
        key = (me, opp)
        v = self.memo.get(key)
        if v is not None:
            return v
        self.visit()
        v = False
        g = self.g
        for m in g.moves(me, opp):
            a, b = g.play(me, opp, m)
            if not self.wins(a, b):
                v = True
                break
        self.memo[key] = v
        return v

    def distance(self, me, opp):
        """The game's length in plies with best play: the winner the quickest, the loser the
        longest (0: the side to move has no move)."""
        key = (me, opp)
        d = self.dist.get(key)
        if d is not None:
            return d
        self.visit()
        win = self.wins(me, opp)
        best = None
        g = self.g
        for m in g.moves(me, opp):
            a, b = g.play(me, opp, m)
            if not win or not self.wins(a, b):
                # the winner plays only winning moves, the quickest; the loser any, the longest
                d = 1 + self.distance(a, b)
                if best is None or (d < best if win else d > best):
                    best = d
        d = best or 0
        self.dist[key] = d
        return d


class NotAPuzzle(Exception):
    pass


def prove(s, me, opp, limit=MAX_MOVES):
    """The puzzle's proof (Solver s; the solver's stones `me` to move): at every move of the
    solver in the whole tree of defences exactly one move wins. Returns (k, line, refutations): the
    solver's moves against the longest defence, that line (moves, the solver's first), and per
    solver move of the line its wrong moves with the defender's winning reply. Raises NotAPuzzle."""
    if limit == 0:
        raise NotAPuzzle("longer than %d moves" % MAX_MOVES)
    g = s.g
    moves = g.moves(me, opp)
    right = [m for m in moves if not s.wins(*g.play(me, opp, m))]
    if len(right) != 1:
        raise NotAPuzzle("%d winning moves" % len(right))
    m = right[0]
    refs = [(w, refutation(s, me, opp, w)) for w in moves if w != m]
    a, b = g.play(me, opp, m)
    replies = g.moves(a, b)
    if not replies:
        return 1, [m], [refs]
    best = None
    for r in replies:
        sub = prove(s, *g.play(a, b, r), limit=limit - 1)
        # the longest defence; of equals, the first listed
        if best is None or sub[0] > best[0][0]:
            best = (sub, r)
    (k, line, sub_refs), r = best
    return 1 + k, [m, r] + line, [refs] + sub_refs


def refutation(s, me, opp, w):
    """The defender's reply to the solver's wrong move w that wins, the quickest (of equals, the
    first listed)."""
    g = s.g
    a, b = g.play(me, opp, w)
    best = None
    for r in g.moves(a, b):
        c, d = g.play(a, b, r)
        if not s.wins(c, d):
            n = s.distance(c, d)
            if best is None or n < best[0]:
                best = (n, r)
    assert best is not None, "a wrong move with no winning reply"
    return best[1]


# --- themes --------------------------------------------------------------------------------------
def touched(s, me, opp):
    """The squares each side's jumps pass through in every line from the position, as bits:
    (the side to move's, the other's)."""
    seen = set()
    sq = [0, 0]
    stack = [(me, opp, 0)]
    g = s.g
    while stack:
        a, b, side = stack.pop()
        if (a, b) in seen:
            continue
        seen.add((a, b))
        s.visit()
        for m in g.moves(a, b):
            sq[side] |= m[3]
            c, d = g.play(a, b, m)
            stack.append((c, d, 1 - side))
    return sq


def stones(x):
    return bin(x).count("1")


def theme(s, me, opp, k, line):
    """The puzzle's theme (see the module's head), solved in k moves by `line`."""
    g = s.g
    m = line[0]
    if k >= 2:
        try:
            a, b = g.play(me, opp, m)
            t = touched(s, a, b)
            if not (t[0] & t[1]):
                return "parity"
            if kept_safe(s, me, opp, m) or made_safe(s, me, opp, m):
                return "safe"
        except TooBig:
            pass   # (every line from here is more than THEME_CAP positions: by its length)
    if k == 1 and len(g.moves(opp, me)) >= 2:
        return "nomove"
    return "win%d" % k


def kept_safe(s, me, opp, right):
    """The solver's moves other than `right` whose squares the defender's jumps never reach in any
    line: safe moves, which can wait."""
    t = touched(s, me, opp)
    return [x for x in s.g.moves(me, opp) if x != right and not (x[3] & t[1])]


def made_safe(s, me, opp, right):
    """The safe moves the solver has after `right` that it had not before: a safe move made."""
    g = s.g
    a, b = g.play(me, opp, right)
    t = touched(s, a, b)
    before = set(x[:2] for x in g.moves(me, opp))
    return [x for x in g.moves(b, a) if not (x[3] & t[0]) and x[:2] not in before]


def from_board(bd):
    """(Geo, the side to move's stones, the other's) of a rules.Board."""
    g = Geo(bd.n)
    st = [0, 0]
    for p in bd.cells:
        v = bd.b[p]
        if v != EMPTY:
            r = p // bd.w - 1
            c = p % bd.w - 1
            st[v - 1] |= 1 << (r * g.W + c)
    me = bd.ply & 1
    return g, st[me], st[1 - me]


# --- difficulty ------------------------------------------------------------------------------------
def level_finds(bd, level, first):
    """Does the companion at `level` (as the view runs it, on a clock reading its nodes as the ms
    the Pico's app takes: host_tools/konane_match.py) play the puzzle's first move?"""
    from host_tools.konane_match import node_clock, SLICE_NODES
    from games.konane.search import Search, level_params
    depth, ms, target = level_params(level)
    s = node_clock(Search())
    return s.think(bd, depth, ms, target, SLICE_NODES, True) == first


class Puzzle:
    def __init__(self, n, pos, side, k, line, refs, theme, nodes):
        self.n = n
        self.pos = pos
        self.side = side
        self.k = k
        self.line = line          # notation
        self.refs = refs          # per solver move: [(wrong, reply)] in notation
        self.theme = theme
        self.nodes = nodes
        self.found1 = self.found2 = None
        self.rank = 0

    def key(self):
        return (not self.found1 and not self.found2, not self.found1, self.nodes, self.pos)

    def text(self):
        refs = " | ".join(",".join("%s>%s" % wr for wr in step) or "-" for step in self.refs)
        found = "--" if self.found1 is None else "%d%d" % (self.found1, self.found2)
        return "%d %d %s %s %s %d %s %s | %s" % (
            self.rank, self.n, self.side, self.theme, found, self.nodes, self.pos, " ".join(self.line), refs)


def solve(g, me, opp, s=None):
    """(k, line, refutations, nodes, theme) of the position, or None when it is no puzzle. s: a
    Solver whose memo to share (the positions of one game share most of their trees)."""
    try:
        s = s or Solver(g)
        s.nodes = 0
        if not s.wins(me, opp) or len(g.moves(me, opp)) < 2:
            return None
        prove(s, me, opp)
        proof = Solver(g)   # again with a fresh memo: its nodes are the proof's
        k, line, refs = prove(proof, me, opp)
    except (TooBig, NotAPuzzle):
        return None
    return k, line, refs, proof.nodes, theme(Solver(g, THEME_CAP), me, opp, k, line)


def analyse(bd, s=None):
    """A Puzzle from rules.Board bd (the side to move's), or None. s: a Solver to share."""
    g, me, opp = from_board(bd)
    got = solve(g, me, opp, s)
    if got is None:
        return None
    k, line, refs, nodes, th = got
    p = Puzzle(bd.n, position_text(bd), "hj"[bd.ply & 1], k, [g.fmt(m) for m in line],
               [[(g.fmt(w), g.fmt(r)) for w, r in step] for step in refs], th, nodes)
    as_board(p)
    return p


def as_board(p):
    """The puzzle's line and refutations played on a rules.Board, each move checked against the
    rules' own generator (Board.gen)."""
    bd = board_from(p.n, p.pos, p.side)
    for i in range(p.k):
        got = set(bd.fmt(m) for m in legal(bd))
        want = set([p.line[2 * i]] + [w for w, _ in p.refs[i]])
        assert got == want, (p.pos, got, want)
        for w, r in p.refs[i]:
            b2 = bd.copy()
            b2.make(parse_move(b2, w))
            assert r in set(b2.fmt(m) for m in legal(b2)), (w, r)
        for t in p.line[2 * i:2 * i + 2]:
            bd.make(parse_move(bd, t))


# --- the games -------------------------------------------------------------------------------------
MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")


def games(count, seed, log=print):
    """The companion's games against itself (host_tools/konane_selfplay.py): [(size, [notation])],
    played under MicroPython where it is installed (the same games, ten times sooner)."""
    import subprocess
    script = os.path.join(ROOT, "host_tools", "konane_selfplay.py")
    if os.path.exists(MICROPYTHON):
        out = subprocess.run([MICROPYTHON, "-X", "heapsize=4M", script, str(count), str(seed)],
                             capture_output=True, text=True, check=True).stdout
        lines = out.splitlines()
    else:
        log("(no %s: the games in CPython, ten times slower)" % MICROPYTHON)
        from host_tools import konane_selfplay as sp
        lines = []
        for i in range(count):
            n, moves = sp.game(i, seed)
            lines.append("%dx%d: %s" % (n, n, " ".join(moves)))
    out = []
    for line in lines:
        head, _, moves = line.partition(":")
        out.append((int(head.split("x")[0]), moves.split()))
    return out


def generate(count, seed, log=print):
    """Every puzzle among the positions of the last TAIL plies of `count` games of the seed, and
    those one move away from them (each move the side to move could have played instead): [Puzzle]."""
    found = {}
    tried = set()
    for i, (n, moves) in enumerate(games(count, seed, log)):
        bd = Board(n)
        s = Solver(Geo(n))   # one memo a game: its positions share most of their trees
        start = max(2, len(moves) - TAIL)
        for j, t in enumerate(moves):
            if j >= start:
                for m in [None] + legal(bd):
                    b2 = bd.copy()
                    if m is not None:
                        b2.make(m)
                    key = position_text(b2) + "hj"[b2.ply & 1]
                    if key in tried:
                        continue
                    tried.add(key)
                    p = analyse(b2, s)
                    if p is not None:
                        p.game = i
                        found[key] = p
            bd.make(parse_move(bd, t))
        if i % 20 == 19:
            log("%d games: %d puzzles: %s" % (i + 1, len(found), count_text(found.values())))
    return list(found.values())


def count_text(puzzles):
    c = count(puzzles)
    return " ".join("%s %d" % (t, c[t]) for t in THEMES)


def count(puzzles):
    c = dict((t, 0) for t in THEMES)
    for p in puzzles:
        c[p.theme] = c.get(p.theme, 0) + 1
    return c


def choose(puzzles):
    """WANT of each theme, spread over the sizes (alternating) and over the difficulty (from the
    middle of each size's list by nodes, outwards); never two with the same line (two positions
    one move apart often play alike)."""
    out = []
    lines = set()
    for th in THEMES:
        ps = [p for p in puzzles if p.theme == th]
        by = dict((n, sorted((p for p in ps if p.n == n), key=lambda p: (p.nodes, p.pos))) for n in SIZES)
        take = []
        while len(take) < WANT[th] and any(by.values()):
            for n in SIZES:
                lst = by[n]
                while lst and len(take) < WANT[th]:
                    p = lst.pop(len(lst) // 2)
                    if (p.side, tuple(p.line)) not in lines:
                        lines.add((p.side, tuple(p.line)))
                        take.append(p)
                        break
        out += take
    return out


HEADER = """\
# %d Konane puzzles (issue 49), made by host_tools/konane_puzzles.py (--seed %d --games %d) from the
# companion's own games: its search playing itself, the positions of each game's last plies and
# those one move away from them. `host_tools/konane_puzzles.py --check` proves them all again.
# Each was proven by exhaustive search: at every move of the solver, against every defence, exactly
# one move wins and every other loses; the solver wins in as many moves as the line has of its own
# against the longest defence, which the line plays (and the companion plays in the puzzle).
# One puzzle a line, easiest first (the count is this file's first word after the '#'):
#   rank size side theme found nodes position line | refutations
# rank      1.. in this order
# size      6 or 8: the board, n x n
# side      h: Hibiscus to play (the solver), j: Jasmine
# theme     win1, win2, win3: by the win's length; nomove: a win in 1 where the defender has two or
#           more jumps, all taken away at once; safe: a safe move (a jump whose squares the
#           defender's jumps never reach, in any line) waits while another move wins, or the right
#           move makes one; parity: after the right first move the two sides can never touch each
#           other's stones again, so counting the jumps decides
# found     two digits, the measured difficulty with nodes: 1 when the companion's level 1 (one
#           move ahead) / its default level 2 plays the first move, else 0
# nodes     the positions the proof of uniqueness solved
# position  the rows top to bottom, '/' between them: h a Hibiscus stone, j Jasmine, a digit
#           that many empty squares
# line      the moves in the game's notation (d5-d3; a chain by its start and end, b2-b6), the
#           solver's first, then the defence's, and so on; the last leaves the defender no jump
# refutations  for each of the solver's moves in the line, '|' before each: every wrong move with
#           the defender's reply that wins against it, the quickest, as wrong>reply, ',' between
#           ('-': no wrong move there)
# Easiest first: those level 1 finds, then those only level 2 finds, then the rest; each by nodes.
"""


def write(puzzles, path, seed, games):
    puzzles.sort(key=Puzzle.key)
    for i, p in enumerate(puzzles):
        p.rank = i + 1
    with open(path, "w") as f:
        f.write(HEADER % (len(puzzles), seed, games))
        for p in puzzles:
            f.write(p.text() + "\n")


# --- reading the file and checking it ---------------------------------------------------------------
def read(path=OUT):
    """[(fields dict)] of the file's puzzles, in its order."""
    out = []
    with open(path) as f:
        count_line = int(f.readline().split()[1])
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            head, _, refs = line.partition(" | ")
            w = head.split()
            out.append(dict(rank=int(w[0]), n=int(w[1]), side=w[2], theme=w[3], found=w[4],
                            nodes=int(w[5]), pos=w[6], line=w[7:],
                            refs=[[tuple(x.split(">")) for x in s.split(",") if x != "-"]
                                  for s in refs.split(" | ")]))
    if count_line != len(out):
        raise SystemExit("%s: says %s puzzles, holds %d" % (path, count_line, len(out)))
    return out


def check(path=OUT):
    """Prove every puzzle of the file again: (count, proven unique, {theme: count}, problems)."""
    ps = read(path)
    ok = 0
    problems = []
    for p in ps:
        bd = board_from(p["n"], p["pos"], p["side"])
        g, me, opp = from_board(bd)
        try:
            got = solve(g, me, opp)
            if got is None:
                raise NotAPuzzle("not a puzzle: no win, or not one winning move at every step")
            k, line, refs, nodes, th = got
            words = [g.fmt(m) for m in line]
            if words != p["line"]:
                raise NotAPuzzle("line %s, the file says %s" % (" ".join(words), " ".join(p["line"])))
            if th != p["theme"]:
                raise NotAPuzzle("theme %s, the file says %s" % (th, p["theme"]))
            if len(p["refs"]) != k:
                raise NotAPuzzle("%d steps of refutations for %d moves" % (len(p["refs"]), k))
            # each refutation: every wrong move of its step, with a reply that wins against it
            s = Solver(g)
            a, b = me, opp
            for i, step in enumerate(p["refs"]):
                wrong = set(g.fmt(m) for m in g.moves(a, b)) - {p["line"][2 * i]}
                if set(w for w, _ in step) != wrong:
                    raise NotAPuzzle("move %d: refutations for %s, the wrong moves are %s" % (
                        i + 1, sorted(w for w, _ in step), sorted(wrong)))
                for w, r in step:
                    c, d = g.play(a, b, by_name(g, a, b, w))
                    rm = by_name(g, c, d, r)
                    if rm is None or s.wins(*g.play(c, d, rm)):
                        raise NotAPuzzle("%s>%s: the reply does not win" % (w, r))
                for t in p["line"][2 * i:2 * i + 2]:
                    a, b = g.play(a, b, by_name(g, a, b, t))
            q = Puzzle(p["n"], p["pos"], p["side"], k, p["line"], p["refs"], th, nodes)
            as_board(q)   # the rules' own generator agrees, move for move
            ok += 1
        except (NotAPuzzle, TooBig, AssertionError) as e:
            problems.append("puzzle %d: %s" % (p["rank"], e))
    themes = dict((t, 0) for t in THEMES)
    for p in ps:
        themes[p["theme"]] = themes.get(p["theme"], 0) + 1
    return len(ps), ok, themes, problems


def by_name(g, me, opp, text):
    for m in g.moves(me, opp):
        if g.fmt(m) == text:
            return m
    return None


def summary(n, ok, themes):
    return "%d puzzles, %d proven unique; %s" % (
        n, ok, ", ".join("%s %d" % (t, themes[t]) for t in THEMES))


def from_fields(f):
    """A Puzzle from read()'s fields."""
    p = Puzzle(f["n"], f["pos"], f["side"], len(f["refs"]), f["line"], f["refs"], f["theme"], f["nodes"])
    if f["found"] != "--":
        p.found1 = f["found"][0] == "1"
        p.found2 = f["found"][1] == "1"
    return p


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="prove the file's puzzles again")
    ap.add_argument("--games", type=int, default=GAMES)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default=OUT)
    ap.add_argument("--pool", help="every puzzle found, kept in this file (the file's format) and read "
                                   "back from it when it is there: the choice again without the games")
    a = ap.parse_args()
    if a.check:
        n, ok, themes, problems = check(a.out)
        for p in problems:
            print(p)
        print(summary(n, ok, themes))
        sys.exit(0 if ok == n and not problems else 1)
    if a.pool and os.path.exists(a.pool):
        ps = [from_fields(f) for f in read(a.pool)]
    else:
        ps = generate(a.games, a.seed)
        if a.pool:
            write(list(ps), a.pool, a.seed, a.games)
    print("found %d: %s" % (len(ps), count_text(ps)))
    chosen = choose(ps)
    for p in chosen:
        if p.found1 is None:
            bd = board_from(p.n, p.pos, p.side)
            first = parse_move(bd, p.line[0])
            p.found1 = level_finds(bd, 1, first)
            p.found2 = level_finds(bd, 2, first)
    write(chosen, a.out, a.seed, a.games)
    print(summary(len(chosen), len(chosen), count(chosen)))


if __name__ == "__main__":
    main()
