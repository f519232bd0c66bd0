# portable
# Issue 47: Kawa's guided first game as data (games/kawa/lesson.py): every section of the rules
# page and every special play (the whirlpool, the returns) is taught by a step, each sentence is
# short and names who acts, at most one new rule a step, the first round of the table is over
# early, and the steps replay as a real game's first round. (The lesson played with the buttons:
# tests/journeys/test_lesson_kawa.py.)
from lesson_data import untaught
import lesson_data
from games.kawa import lesson as KL
from games.kawa import codes as C
from games.kawa.rules import Game
from games.kawa import moves
from hw.grid import Grid

# the rules page's sections that are the companion's, not a rule of the game: taught, but not
# counted as a new rule
NOT_RULES = ("Playing it on the companion",)
WHO = ("All:", "Goal:", "Red:", "Blue:")


def played(accept):
    """What the skip plays: the one action, or the set's first (after "*")."""
    if isinstance(accept, tuple):
        return accept[1] if accept[0] == "*" else accept[0]
    return accept


def test_every_section_and_special_play_is_taught_by_a_step():
    heads = lesson_data.taught("kawa", KL.STEPS, KL.SPECIAL)
    assert "The river" in heads and "The end" in heads and len(heads) >= 5
    assert KL.SPECIAL == ("whirlpool", "returns")


def test_the_map_fails_when_a_section_or_a_special_play_is_left_out():
    heads = lesson_data.sections("kawa")
    for left in ("whirlpool", "returns"):
        assert untaught([s for s in KL.STEPS if left not in s[5]], heads, KL.SPECIAL) == [left]
    no_players = [s for s in KL.STEPS if "The players" not in s[5]]
    assert untaught(no_players, heads, KL.SPECIAL) == ["The players"]
    assert untaught(KL.STEPS, heads + ["Special tiles"], KL.SPECIAL) == ["Special tiles"]


def test_each_sentence_is_at_most_15_words_and_names_who_acts():
    for s in KL.STEPS:
        assert len(s[0].split()) <= 15, s[0]
        assert s[0].split()[0] in WHO, s[0]
        assert s[4], s[0]                       # a reason for anything else
        assert s[2] is None or s[3], s[0]       # a line on success for a step that acts


def test_at_most_one_new_rule_a_step_the_goal_first_the_special_plays_last():
    seen = []
    for s in KL.STEPS:
        new = [w for w in s[5] if w not in seen and w not in NOT_RULES]
        assert len(new) <= 1, (s[0], new)
        seen += new
    # the river laid, the goal, the players, a round (a turn), then the special plays
    assert seen == ["The river", "The end", "The players", "A round (the game is 4 rounds)",
                    "whirlpool", "returns"]


def test_the_first_round_of_the_table_is_over_within_the_first_six_steps():
    acted = [i for i in range(len(KL.STEPS)) if KL.STEPS[i][2] is not None]
    assert [KL.STEPS[i][0].split()[0] for i in acted[:2]] == ["Red:", "Blue:"] and acted[1] <= 5


def test_the_steps_replay_as_a_real_game_with_their_cells_on_the_river():
    g = Game(KL.SETUP)
    grid = Grid(8, 8)
    assert g.n == 2 and "".join(C.KINDS[k][C.LETTER] for k in g.kind) in KL.STEPS[1][0].replace(" ", "")
    kinds = []
    for s in KL.STEPS:
        for name in s[1].split():
            x, y, k = KL.where(grid, g, name)
            assert 0 <= x <= 6 and 0 <= y <= 6 and k == 2 and x % 2 == 0 and y % 2 == 0
        if s[2] is None:
            continue
        accept = s[2] if isinstance(s[2], tuple) else (s[2],)
        for text in accept:     # each of a set is a legal action now (a swap listed either way)
            b = KL.action(g, text)
            if b[0] == C.OP_SWAP:
                b = bytes((b[0], min(b[1], b[2]), max(b[1], b[2])))
            assert b in moves.legal_actions(g), (s[0], text)
        a = KL.action(g, played(s[2]))
        if a[0] in (C.OP_SWAP, C.OP_RETURN):   # the lesson lights the tiles the action is about
            for p in a[1:2] if a[0] == C.OP_RETURN else a[1:]:
                assert C.pos_name(p) in s[1].split(), s[0]
        elif a[0] != C.OP_START:
            assert C.pos_name(g.flow_pos()) in s[1].split(), s[0]
        kinds.append(a[0])
        assert not g.over()
        g.apply(a)
    # the whole first round: both Starting tiles, three swaps, two flows of four petals, the
    # whirlpool turned, four returns; the river moved on and the wheel turned
    assert kinds.count(C.OP_START) == 2 and kinds.count(C.OP_SWAP) == 3
    assert kinds.count(C.OP_PETAL) == 8 and kinds.count(C.OP_TURN) == 1 and kinds.count(C.OP_RETURN) == 4
    assert g.round == 2 and g.phase == C.PH_START and g.score == [0, 1]
    assert list(g.wheel[:2]) == [2, 4]
    real = Game(KL.REAL)
    assert real.n == g.n and not real.weave


def test_where_follows_the_view_on_a_big_grid():
    # 16x16: 3x3 tiles below the row of Starting slots (games/kawa/grid.py: ts 3, oy 1)
    g = Game(KL.SETUP)
    assert KL.where(Grid(16, 16), g, "a4") == (0, 1, 3)
    assert KL.where(Grid(16, 16), g, "d1") == (9, 10, 3)
    assert KL.where(Grid(16, 16), g, "c5") == (7, 0, 1)
    assert KL.where(Grid(8, 8), g, "c5") == (4, 0, 2)
