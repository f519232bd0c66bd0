# portable
# Issue 47: Ka Pai's guided first game as data (games/kapai/lesson.py): every section of the rules
# page and every special play (groups, the double, bonus boxes) is taught by a step, each sentence
# is short and names who acts, at most one new rule a step, the first round of the table is over
# early, and the steps replay as a real game from the teaching seed. (The lesson played with the
# buttons: tests/journeys/test_lesson_kapai.py.)
from lesson_data import untaught
import lesson_data
from games.kapai import lesson as KL
from games.kapai.rules import Game
from games.kapai import codes as C
from hw.grid import Grid

# the rules page's sections that are the companion's, not a rule of the game: taught, but not
# counted as a new rule
NOT_RULES = ("Playing it on the companion",)
WHO = ("Everyone:", "Goal:", "You:")


def test_every_section_and_special_play_is_taught_by_a_step():
    heads = lesson_data.taught("kapai", KL.STEPS, KL.SPECIAL)
    assert "A round" in heads and "Groups and bonus boxes" in heads and len(heads) >= 5
    assert "groups" in KL.SPECIAL and "bonus boxes" in KL.SPECIAL


def test_the_map_fails_when_a_section_or_a_special_play_is_left_out():
    heads = lesson_data.sections("kapai")
    no_bonus = [s for s in KL.STEPS if "bonus boxes" not in s[5]]
    assert untaught(no_bonus, heads, KL.SPECIAL) == ["bonus boxes"]
    no_groups = [s for s in KL.STEPS if "groups" not in s[5]]
    assert untaught(no_groups, heads, KL.SPECIAL) == ["groups"]
    no_need = [s for s in KL.STEPS if "What you need" not in s[5]]
    assert untaught(no_need, heads, KL.SPECIAL) == ["What you need"]
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
    # what is needed and the goal first, then a round, then the special plays
    assert seen[:3] == ["What you need", "The end and the score", "A round"], seen
    assert seen[-1] == "bonus boxes"


def test_the_first_round_of_the_table_is_over_within_the_first_four_steps():
    # a round: the roll for the table, then the symbol drawn (the others draw theirs on paper,
    # which the roll's line says)
    acts = [s[2] for s in KL.STEPS[:4]]
    assert acts[2:] == ["roll", "draw c5 t"]
    assert "others" in KL.STEPS[2][3]


def test_the_steps_replay_as_a_real_game_with_their_cells_lit():
    g = Game(KL.SETUP)
    grid = Grid(8, 8)
    for s in KL.STEPS:
        cells = s[1].split()
        for name in cells:
            x, y, k = KL.where(grid, g, name)
            assert 0 <= x < 8 and 0 <= y < 8 and k == 1
        if s[2] is None:
            continue
        a = KL.action(g, s[2])
        if a[0] == C.OP_DRAW:   # the lesson lights the cell the symbol goes in
            assert C.cell_name(a[1]) in cells, s[0]
            # and the symbol is one the dice show now (the seed rolls what the steps say)
            assert a[2] in g.dice(), (s[0], g.dice())
        assert not g.over()
        g.apply(a)
    # taught on the sheet: a triangle group linking two totems, a slash group, a box ticked
    assert list(g.groups) == [1, 0, 0, 1] and list(g.boxes) == [1, 0, 0, 0]
    assert g.network() == 2 and g.rolls == 5 and g.phase == C.PH_ROLL
    assert KL.REAL is None     # the sheet plays on; its end offers a new one


def test_the_seed_rolls_a_double_and_teaches_left_right():
    g = Game(KL.SETUP)
    seen = []
    for s in KL.STEPS:
        if s[2] is None:
            continue
        a = KL.action(g, s[2])
        if a[0] == C.OP_DRAW:
            d = g.dice()
            seen.append("double" if d[0] == d[1] else "left" if d[0] == a[2] else "right")
        g.apply(a)
    assert seen == ["left", "right", "right", "double", "double", "left"]


def test_where_follows_the_view_on_a_big_grid():
    g = Game(KL.SETUP)
    big = Grid(16, 16)
    assert KL.where(big, g, "a7") == (0, 0, 2)
    assert KL.where(big, g, "g1") == (12, 12, 2)
    assert KL.where(big, g, "die2") == (14, 3, 2)
    assert KL.where(big, g, "box-x") == (4, 12, 2)
    assert KL.where(Grid(8, 8), g, "box-t") == (2, 0, 1)


def test_the_set_up_page_learn_line_and_the_cue_check_allocate_nothing():
    # the Learn line chosen (the cursor over the lesson's LED), then the sheet of the lesson's
    # game as ui/lesson.py draws it: the view's frame, cue_shown read, the cue lit; heap locked
    from kapai_fake import FakeCtx, press
    from noalloc import frames
    from ui.keys import UP, A
    from ui import palette
    from games.kapai import grid as V
    ctx = FakeCtx(8, 8)
    v = V.View(ctx)
    press(v, [UP])
    assert v.field == 0 and "[learn]" in ctx.lines[-1]
    frames(v, ctx.grid)
    press(v, [A])
    assert ctx.learns == 1 and ctx.game is None     # (the fake never starts it)
    ctx.start(KL.SETUP)
    v = V.View(ctx)
    frames(Screen(v, bytearray(b"\x02\x02\x01")), ctx.grid)
    assert v.cue_shown and ctx.grid.get(2, 2) == V.TEACH != palette.TEACH   # (the last frame: t 2813)
    v.mode = V.M_DICE
    assert not v.cue_shown


class Screen:
    """The lesson's frame as ui/lesson.py Lesson.draw makes it: the view's, then its cells."""

    def __init__(self, view, cells):
        from ui import lesson
        self.view = view
        self.cells = cells
        self.lit = lesson.lit

    def draw(self, g, t):
        v = self.view
        v.draw(g, t)
        if getattr(v, "cue_shown", True):
            self.lit(g, t, self.cells, getattr(v, "teach", 0))
