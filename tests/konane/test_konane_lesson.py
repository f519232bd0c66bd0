# portable
# Issue 47: Konane's guided first game as data (games/konane/lesson.py): every section of the rules
# page and every special play is taught by a step, each sentence is short and names who acts, at
# most one new rule a step, the first round of the table is over early, and the steps replay as a
# real game to its end. (The lesson played with the buttons: tests/journeys/test_lesson.py.)
from lesson_data import untaught
import lesson_data
from games.konane import lesson as KL
from games.konane.rules import Game
from hw.grid import Grid

# the rules page's sections that are the companion's, not a rule of the game: taught, but not
# counted as a new rule
NOT_RULES = ("Playing it on the companion",)
WHO = ("Both:", "Goal:", "Hibiscus:", "Jasmine:")


def test_every_section_and_special_play_is_taught_by_a_step():
    heads = lesson_data.taught("konane", KL.STEPS, KL.SPECIAL)
    assert "The board" in heads and "A move" in heads and len(heads) >= 5


def test_the_map_fails_when_a_section_or_the_multiple_jump_is_left_out():
    heads = lesson_data.sections("konane")
    no_multi = [s for s in KL.STEPS if "multiple jump" not in s[5]]
    assert untaught(no_multi, heads, KL.SPECIAL) == ["multiple jump"]
    no_board = [s for s in KL.STEPS if "The board" not in s[5]]
    assert untaught(no_board, heads, KL.SPECIAL) == ["The board"]
    assert untaught(KL.STEPS, heads + ["Scoring"], KL.SPECIAL) == ["Scoring"]


def test_each_sentence_is_at_most_15_words_and_names_who_acts():
    for s in KL.STEPS:
        assert len(s[0].split()) <= 15, s[0]
        assert s[0].split()[0] in WHO, s[0]
        assert s[4], s[0]                       # a reason for anything else
        assert s[2] is None or s[3], s[0]       # a line on success for a step that acts


def test_at_most_one_new_rule_a_step_the_goal_first():
    seen = []
    for s in KL.STEPS:
        new = [w for w in s[5] if w not in seen and w not in NOT_RULES]
        assert len(new) <= 1, (s[0], new)
        seen += new
    # the goal first, then a turn (the opening and a move), then the special plays
    assert seen[:2] == ["The board", "The end"] and seen[-1] == "multiple jump"


def test_the_first_round_of_the_table_is_over_within_the_first_six_steps():
    # both seats have played by then (two sentences to read, then one action each)
    acted = [s[0].split()[0] for s in KL.STEPS if s[2] is not None]
    first = [i for i in range(len(KL.STEPS)) if KL.STEPS[i][2] is not None]
    assert acted[:2] == ["Hibiscus:", "Jasmine:"] and first[1] <= 5


def test_the_steps_replay_as_a_real_game_to_its_end_with_their_cells_on_the_board():
    g = Game(KL.SETUP)
    grid = Grid(8, 8)
    for s in KL.STEPS:
        cells = s[1].split()
        for name in cells:
            x, y, k = KL.where(grid, g, name)
            assert 1 <= x <= 6 and 1 <= y <= 6 and k == 1
        if s[2] is None:
            continue
        a = KL.action(g, s[2])
        # the lesson lights the stone that moves (and where it lands)
        bd = g.board
        assert bd.name(bd.pad(a[0])) in cells and bd.name(bd.pad(a[-1])) in cells, s[0]
        assert not g.over()
        g.apply(a)
    assert g.over() and g.winner() == 1
    assert Game(KL.REAL).n == 8 and Game(KL.REAL).mode == Game(KL.SETUP).mode
    # the multiple jump is in it: a jump over two stones
    jumps = [m for m in g.history if (m >> 8) != (m & 255)]
    w = g.board.w
    assert any(abs((m >> 8) - (m & 255)) in (4, 4 * w) for m in jumps)


def test_where_follows_the_view_on_a_big_grid():
    # 6x6 on 16x16: two LEDs a side, the board centred (games/konane/grid.py _block)
    g = Game(KL.SETUP)
    assert KL.where(Grid(16, 16), g, "a6") == (2, 2, 2)
    assert KL.where(Grid(16, 16), g, "f1") == (12, 12, 2)


def test_the_teaching_cue_is_drawn_in_the_blinks_other_half_without_allocating():
    from noalloc import frames
    from ui import lesson, palette
    grid = Grid(16, 16)
    cells = bytearray(b"\x02\x02\x02\x06\x04\x02")   # two squares of a 6x6 board on 16x16

    class View:
        def draw(self, g, t):
            lesson.lit(g, t, cells)
    frames(View(), grid)        # heap locked on MicroPython
    grid.fill(0)
    lesson.lit(grid, 0, cells)  # the blink's lit half: what lies there shows
    assert grid.get(2, 2) == 0
    lesson.lit(grid, 500, cells)
    assert [grid.get(x, y) for x, y in ((2, 2), (3, 3), (6, 4), (7, 5))] == [palette.TEACH] * 4
    assert grid.get(4, 2) == 0 and grid.get(8, 4) == 0
