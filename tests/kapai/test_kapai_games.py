# portable
# Whole random solo games: every rule holds after every action, the sheet fills all 40 free
# cells, and the score equals a scorer written here from the rules page; replays are identical;
# legal_actions lists exactly what apply accepts.
from core.errors import Illegal
from core.rng import Rng
from games.kapai import rules as R
from games.kapai.moves import legal_actions
from games.kapai import sheet as S
from kapai_util import random_game, actions, snap, restore
from games.kapai.words import sheet_text
from games.kapai.words import rating

N = 7
GROUP_POINTS = (2, 3, 4, 0)          # triangle, square, circle, slash (rules page)
NETWORK = {2: 2, 3: 4, 4: 7, 5: 12}


def neighbours(i):
    r, k = divmod(i, N)
    out = []
    if r:
        out.append(i - N)
    if r < N - 1:
        out.append(i + N)
    if k:
        out.append(i - 1)
    if k < N - 1:
        out.append(i + 1)
    return out


def score_from_rules(text, boxes):
    """The rules page's scoring, from the printed sheet (upper case = circled) and the boxes."""
    cells = "".join(text)
    groups = [sum(1 for ch in cells if ch == S.LETTERS[t].upper()) // 3 for t in range(4)]
    points = sum(groups[t] * GROUP_POINTS[t] for t in range(4))
    bonus = sum(boxes[t] * groups[t] for t in range(4))
    totems = [i for i in range(N * N) if cells[i] == "@"]

    def linked(a, b):
        # a chain of one symbol from beside totem a to beside totem b
        for ch in S.LETTERS:
            todo = [j for j in neighbours(a) if cells[j].lower() == ch]
            seen = set(todo)
            while todo:
                j = todo.pop()
                if b in neighbours(j):
                    return True
                for q in neighbours(j):
                    if q not in seen and cells[q].lower() == ch:
                        seen.add(q)
                        todo.append(q)
        return False

    best = 0
    for t in totems:
        net = {t}
        grew = True
        while grew:
            grew = False
            for u in totems:
                if u not in net and any(linked(v, u) for v in net):
                    net.add(u)
                    grew = True
        best = max(best, len(net))
    return points + NETWORK.get(best, 0) + bonus


def check_rules(g, a):
    text = sheet_text(g)
    cells = "".join(text)
    # no line of three loose equal symbols is ever left uncircled
    for i in range(N * N):
        ch = cells[i]
        if ch not in S.LETTERS:
            continue
        r, k = divmod(i, N)
        if k <= N - 3 and cells[i + 1] == ch and cells[i + 2] == ch:
            raise AssertionError("loose line at %d: %s" % (i, text))
        if r <= N - 3 and cells[i + N] == ch and cells[i + 2 * N] == ch:
            raise AssertionError("loose column at %d: %s" % (i, text))
    circled = sum(1 for ch in cells if ch.isupper())
    assert circled == 3 * sum(g.groups)
    assert sum(g.boxes) == min(g.groups[3], 12) or g.phase == R.PH_BONUS
    assert g.free + g.drawn == 40 and cells.count(".") == g.free


def test_random_solo_games_fill_the_sheet_and_score_as_the_rules_page():
    for seed in (1, 2, 3, 4, 5, 6):
        drawn = []
        prev = [bytes(R.Game(R.make_setup(seed)).cells)]

        def check(g, a):
            check_rules(g, a)
            if a[0] == R.OP_DRAW:
                i = a[1]
                before = prev[0]
                had = [j for j in range(49) if 0 < before[j] < R.TOTEM]
                touching = [j for j in range(49) if before[j] == R.FREE
                            and any(0 < before[q] < R.TOTEM for q in neighbours(j))]
                if had and touching and not (g.first != R.NONE or drawn and drawn[-1][1]):
                    assert any(0 < before[q] < R.TOTEM for q in neighbours(i)), (seed, i)
                drawn.append((i, g.first != R.NONE))
            prev[0] = bytes(g.cells)

        g, log = random_game(seed, check)
        assert g.over() and g.free == 0 and g.drawn == 40
        assert "." not in "".join(sheet_text(g))
        assert g.total() == score_from_rules(sheet_text(g), g.boxes), (seed, sheet_text(g))
        assert rating(g.total()) in g.status()   # a full sheet's status names its rating


def test_a_double_is_drawn_side_by_side_in_random_games():
    for seed in (7, 8, 9):
        pairs = []

        def check(g, a):
            if a[0] == R.OP_DRAW and g.first != R.NONE:
                pairs.append(a[1])
            elif a[0] == R.OP_DRAW and pairs and len(pairs) % 2:
                assert a[1] in neighbours(pairs[-1]) and g.first == R.NONE
                pairs.append(a[1])

        random_game(seed, check)
        assert len(pairs) >= 4 and len(pairs) % 2 == 0


def test_a_replay_from_the_setup_is_identical():
    g, log = random_game(11)
    h = R.Game(R.make_setup(11))
    n = 0
    for a in actions(log):
        h.apply(a)
        n += 1
    assert n > 40 and snap(h) == snap(g)


def test_legal_actions_is_exactly_what_apply_accepts():
    every = [bytes((R.OP_ROLL,))]
    every += [bytes((R.OP_DRAW, i, s)) for i in range(49) for s in range(4)]
    every += [bytes((R.OP_GROUP, i, d)) for i in range(49) for d in range(2)]
    every += [bytes((R.OP_BONUS, t)) for t in range(4)]
    phases = set()
    for seed in (13, 14):
        g = R.Game(R.make_setup(seed))
        rng = Rng(seed)
        while not g.over():
            legal = legal_actions(g)
            before = snap(g)
            accepted = 0
            for a in every:
                try:
                    g.apply(a)
                except Illegal:
                    assert snap(g) == before
                    continue
                assert a in legal, a
                accepted += 1
                restore(g, before)
            assert accepted == len(legal) and legal
            phases.add(g.phase)
            g.apply(legal[rng.below(len(legal))])
    assert R.PH_GROUP in phases or R.PH_BONUS in phases
