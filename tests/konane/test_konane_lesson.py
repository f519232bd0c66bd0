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


def test_the_cue_shows_the_cells_then_each_press_in_turn_without_allocating():
    # ui/lesson.py lit, in the blink's unlit halves: the step's cells in one, then one press in each
    # of the next, lit for its first half; a press made twice flashes twice; a sign is a 3x5 glyph
    # on dark in its box (keys: the signs' place, the second a round starts in (mod presses + 1),
    # then kind, x, y, size a press)
    from noalloc import frames
    from ui import lesson, palette
    T = palette.TEACH
    grid = Grid(8, 8)
    cells = bytearray(b"\x05\x03\x01\x04\x03\x01\x03\x03\x01")   # e4 d4 c4 of the 6x6 board on 8x8
    keys = bytearray(b"\x05\x00\x00" b"\x00\x05\x03\x01" b"\x00\x03\x03\x01")   # A on e4, then on c4

    class Screen:   # as ui/lesson.py Lesson.draw calls it (a closure calling with 5 arguments
        # or more took its frame from the heap on MicroPython's unix port: the test's, not lit's)
        def __init__(self):
            self.cells = cells
            self.keys = keys

        def draw(self, g, t):
            lesson.lit(g, t, self.cells, palette.TEACH, self.keys, True)
    frames(Screen(), grid)      # heap locked on MicroPython

    def at(t, k=keys, shown=True):
        grid.fill(0)
        lesson.lit(grid, t, cells, T, k, shown)
        return [(x, y) for y in range(8) for x in range(8) if grid.get(x, y) == T]
    assert at(0) == [] and at(499) == [] and at(1499) == []      # the lit halves: the view
    assert at(500) == at(999) == [(3, 3), (4, 3), (5, 3)]       # what the step is about,
    assert at(1500) == at(1749) == [(5, 3)]                     # then e4,
    assert at(1750) == at(2499) == []
    assert at(2500) == at(2749) == [(3, 3)]                     # then c4,
    assert at(2750) == [] and at(3500) == at(500)               # and the cells again
    keys[2] = 1                                                 # a round that starts a second on
    assert at(1500) == [(3, 3), (4, 3), (5, 3)] and at(2500) == [(5, 3)] and at(3500) == [(3, 3)]
    keys[2] = 0
    twice = bytearray(b"\x05\x00\x00" b"\x00\x03\x03\x01" b"\x00\x03\x03\x01")   # A twice on c4
    assert at(1600, twice) == at(2600, twice) == [(3, 3)] and at(1800, twice) == at(2800, twice) == []
    # a sign: A, in its box at the signs' place, the box dark around it; only signs when the
    # page shown is not where the cells are (shown False)
    sign = bytearray(b"\x05\x00\x00" b"\x02\x00\x00\x00")
    grid.fill(0xFFFFFF)
    lesson.lit(grid, 1600, cells, T, sign)
    assert [grid.get(5 + x, y) == T for y in range(6) for x in range(3)] == [
        False, True, False, True, False, True, True, True, True, True, False, True,
        True, False, True, False, False, False]
    assert grid.get(4, 0) == 0xFFFFFF
    hold = bytearray(b"\x05\x00\x00" b"\x01\x03\x03\x01")         # hold A on c4: the A underlined
    assert at(1600, hold) == [(6, 0), (5, 1), (7, 1), (5, 2), (6, 2), (7, 2), (3, 3), (5, 3), (7, 3),
                              (5, 4), (7, 4), (5, 5), (6, 5), (7, 5)]
    assert at(1600, hold, False) == [(6, 0), (5, 1), (7, 1), (5, 2), (6, 2), (7, 2), (5, 3), (7, 3),
                                     (5, 4), (7, 4), (5, 5), (6, 5), (7, 5)]
    assert at(600, hold, False) == []
