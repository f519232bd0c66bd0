# Issue 49: Kōnane's puzzles (firmware/games/konane/puzzles.txt), each solved again here by a solver
# of this test's own (its own reading of the file, its own board of (row, column) squares and its
# own jumps, written from the rules, docs/rules/konane.md), independent of the generator's
# (host_tools/konane_puzzles.py) and of the rules module's: a puzzle with a second winning move at
# any move of the solver, against any defence, fails. Then the generator's own --check.
import os

import portable

PATH = portable.project_path("firmware/games/konane/puzzles.txt")
THEMES = ("win1", "nomove", "win2", "win3", "safe", "parity")


def puzzles():
    """[(rank, n, side, theme, position, line, refutations)] as the file's head describes it."""
    out = []
    with open(PATH) as f:
        lines = f.read().split("\n")
    count = int(lines[0].split()[1])
    for line in lines:
        if not line.strip() or line.startswith("#"):
            continue
        parts = line.split(" | ")
        w = parts[0].split()
        refs = [[tuple(x.split(">")) for x in p.split(",")] if p != "-" else [] for p in parts[1:]]
        out.append((int(w[0]), int(w[1]), w[2], w[3], w[6], w[7:], refs))
    assert len(out) == count, (len(out), count)
    return out


def board(n, text):
    """{(row, col): 'h' or 'j'}, row 0 the top."""
    b = {}
    rows = text.split("/")
    assert len(rows) == n
    for r, row in enumerate(rows):
        c = 0
        for ch in row:
            if ch.isdigit():
                c += int(ch)
            else:
                assert ch in "hj"
                b[(r, c)] = ch
                c += 1
        assert c == n, (text, r)
    return b


def jumps(n, b, me):
    """Every jump of `me`: (from, to, the squares jumped)."""
    them = "j" if me == "h" else "h"
    out = []
    for (r, c), v in sorted(b.items()):
        if v != me:
            continue
        for dr, dc in ((0, 1), (0, -1), (1, 0), (-1, 0)):
            over = []
            rr, cc = r, c
            while True:
                o = (rr + dr, cc + dc)
                t = (rr + 2 * dr, cc + 2 * dc)
                if b.get(o) != them or not (0 <= t[0] < n and 0 <= t[1] < n) or t in b:
                    break
                over = over + [o]
                out.append(((r, c), t, over))
                rr, cc = t
    return out


def after(b, j):
    b = dict(b)
    v = b.pop(j[0])
    for o in j[2]:
        del b[o]
    b[j[1]] = v
    return b


def name(n, sq):
    return "abcdefghijklmnop"[sq[1]] + str(n - sq[0])


def text(n, j):
    return name(n, j[0]) + "-" + name(n, j[1])


class Solver:
    def __init__(self, n):
        self.n = n
        self.memo = {}

    def wins(self, b, me):
        """The side to move, `me`, wins from b."""
        key = (frozenset(b.items()), me)
        if key not in self.memo:
            other = "j" if me == "h" else "h"
            self.memo[key] = any(not self.wins(after(b, j), other) for j in jumps(self.n, b, me))
        return self.memo[key]


def check_puzzle(n, side, pos, line, refs):
    """Solve the puzzle again: at every solver move (every defence), exactly one winning move; the
    line's solver moves are those, its defence legal; every wrong move's refutation legal and
    winning. Returns the solver's moves against the longest defence."""
    s = Solver(n)
    other = "j" if side == "h" else "h"

    def tree(b, depth):
        # the solver to move: one winning move, and every defence after it again
        ms = jumps(n, b, side)
        win = [j for j in ms if not s.wins(after(b, j), other)]
        assert len(win) == 1, "%d winning moves in %s: %s" % (len(win), pos, [text(n, j) for j in win])
        b2 = after(b, win[0])
        replies = jumps(n, b2, other)
        return win[0], 1 + max([tree(after(b2, r), depth + 1)[1] for r in replies] or [0])

    b = board(n, pos)
    first, k = tree(b, 0)
    assert len(refs) == k and len(line) == 2 * k - 1, (pos, k, line)
    for i in range(k):
        ms = jumps(n, b, side)
        right, _ = tree(b, 0)
        assert text(n, right) == line[2 * i], (pos, i, text(n, right), line[2 * i])
        wrong = set(text(n, j) for j in ms) - {line[2 * i]}
        assert set(w for w, _ in refs[i]) == wrong, (pos, i, refs[i], wrong)
        for w, r in refs[i]:
            b2 = after(b, [j for j in ms if text(n, j) == w][0])
            rs = [j for j in jumps(n, b2, other) if text(n, j) == r]
            assert rs and not s.wins(after(b2, rs[0]), side), (pos, w, r)   # the reply wins
        b = after(b, right)
        if i + 1 < k:
            rs = [j for j in jumps(n, b, other) if text(n, j) == line[2 * i + 1]]
            assert rs, (pos, "the defence %s is not a jump" % line[2 * i + 1])
            b = after(b, rs[0])
    assert not jumps(n, b, other)    # the line ends with the defender out of jumps
    return k


def test_every_puzzle_has_one_answer_at_every_move_against_every_defence():
    ps = puzzles()
    assert len(ps) >= 60
    seen = set()
    for rank, n, side, theme, pos, line, refs in ps:
        assert n in (6, 8) and side in "hj" and theme in THEMES
        assert (pos, side) not in seen
        seen.add((pos, side))
        k = check_puzzle(n, side, pos, line, refs)
        if theme.startswith("win"):
            assert theme == "win%d" % k, (rank, theme, k)
        if theme == "nomove":
            assert k == 1, (rank, k)
    assert [p[0] for p in ps] == list(range(1, len(ps) + 1))
    assert set(p[1] for p in ps) == {6, 8}
    for t in THEMES:
        assert sum(1 for p in ps if p[3] == t) >= 8, t


def test_the_solver_here_finds_a_second_answer():
    # a 6x6 position where Hibiscus wins with either of two jumps: no puzzle (the test can fail)
    pos = "6/6/6/hj4/6/hj4"   # a3 and a1 each jump over b into c: both leave Jasmine no jump
    try:
        check_puzzle(6, "h", pos, ["a3-c3"], [[("a1-c1", "x")]])
    except AssertionError as e:
        assert "2 winning moves" in str(e)
    else:
        raise AssertionError("two answers passed")


def test_the_file_is_small_enough_for_the_flash():
    assert os.path.getsize(PATH) < 12 * 1024


def test_the_generators_check_proves_every_puzzle_again():
    from host_tools import konane_puzzles as K
    n, ok, themes, problems = K.check(PATH)
    assert problems == [] and ok == n >= 60
    line = K.summary(n, ok, themes)
    assert line.startswith("%d puzzles, %d proven unique; win1 " % (n, n))


def frozen_lines():
    """The puzzles' lines as the companion firmware freezes them (boards/micropython/manifest.py)."""
    with open(PATH) as f:
        return tuple(line.strip() for line in f if line.strip() and not line.startswith("#"))


def test_the_firmwares_manifest_freezes_the_puzzles_lines(tmp_path, monkeypatch):
    # its code part, as MicroPython's makemanifest.py runs it: the lines in a generated module
    frozen = []
    env = {"include": lambda *a, **k: None, "module": lambda name, base_path, opt: frozen.append((name, base_path))}
    monkeypatch.setenv("COMPANION_REPO", portable.project_path(""))
    monkeypatch.setenv("COMPANION_GEN", str(tmp_path))
    with open(portable.project_path("boards/micropython/manifest.py")) as f:
        exec(compile(f.read(), "manifest.py", "exec"), env)
    assert ("konane_lines.py", str(tmp_path)) in frozen
    got = {}
    exec((tmp_path / "konane_lines.py").read_text(), got)
    assert got["LINES"] == frozen_lines()


def test_the_frozen_lines_read_as_the_file(monkeypatch):
    import sys
    import types
    from games.konane import puzzle
    n = puzzle.count()
    third = puzzle.read(2)
    assert n == len(frozen_lines()) and third == frozen_lines()[2]
    mod = types.ModuleType(puzzle.FROZEN)
    mod.LINES = frozen_lines()
    monkeypatch.setattr(puzzle, "_file", lambda: None)   # the companion's firmware: no file
    monkeypatch.setitem(sys.modules, puzzle.FROZEN, mod)
    assert puzzle.count() == n and puzzle.FROZEN not in sys.modules   # read, then dropped
    sys.modules[puzzle.FROZEN] = mod
    assert puzzle.read(2) == third
    sys.modules[puzzle.FROZEN] = mod
    assert puzzle.read(n) is None
    try:
        puzzle.read(0)   # neither a file nor the frozen lines
    except OSError:
        pass
    else:
        raise AssertionError("no puzzles, no error")
