# portable
# Issue 47: Hanafuda's guided first game as data (games/hanafuda/lesson.py): every section of the
# rules page and every special play (the 'ohana declaration, the Storm Card, its block) is taught by
# a step, each sentence is short and names who acts, at most one new rule a step, the first round of
# the table is over early, and the steps replay as a real game whose lit cells are the cards they
# name. (The lesson played with the buttons: tests/journeys/test_lesson_hanafuda.py.)
from lesson_data import untaught
import lesson_data
from games.hanafuda import lesson as HL
from games.hanafuda import deck
from games.hanafuda.rules import Game
from games.hanafuda.codes import CAPT, FIELD, UNSEEN, PH_PLAY, OP_OHANA, OP_TAKE, OP_FIELD
from hw.grid import Grid

# the rules page's sections that are the companion's, not a rule of the game: taught, not counted;
# "Special plays" is the heading of the special plays, each counted on its own
NOT_RULES = ("Playing it on the companion", "Special plays")
WHO = ("Both:", "Goal:", "P1:", "P2:", "P1 deals:")


def accepted(s):
    a = s[2]
    return () if a is None else ((a,) if isinstance(a, str) else a)


def test_every_section_and_special_play_is_taught_by_a_step():
    heads = lesson_data.taught("hanafuda", HL.STEPS, HL.SPECIAL)
    assert "The deal" in heads and "Special plays" in heads and len(heads) >= 6


def test_the_map_fails_when_a_section_or_a_special_play_is_left_out():
    heads = lesson_data.sections("hanafuda")
    for gone in ("blocking the Storm", "the Storm Card", "Scoring a hand"):
        steps = [s for s in HL.STEPS if gone not in s[5]]
        assert untaught(steps, heads, HL.SPECIAL) == [gone]
    # the first special play's step also teaches the section's heading
    steps = [s for s in HL.STEPS if "'ohana declaration" not in s[5]]
    assert untaught(steps, heads, HL.SPECIAL) == ["Special plays", "'ohana declaration"]
    assert untaught(HL.STEPS, heads + ["Ending the game"], HL.SPECIAL) == ["Ending the game"]


def test_each_sentence_is_at_most_15_words_and_names_who_acts():
    for s in HL.STEPS:
        assert len(s[0].split()) <= 15, s[0]
        assert any(s[0].startswith(w) for w in WHO), s[0]
        assert s[4], s[0]                       # a reason for anything else
        assert s[2] is None or s[3], s[0]       # a line on success for a step that acts


def test_at_most_one_new_rule_a_step_the_goal_first_then_a_turn_then_the_special_plays():
    seen = []
    for s in HL.STEPS:
        new = [w for w in s[5] if w not in seen and w not in NOT_RULES]
        assert len(new) <= 1, (s[0], new)
        seen += new
    assert seen == ["The cards", "Scoring a hand", "The deal", "A turn", "'ohana declaration",
                    "the Storm Card", "blocking the Storm"]


def test_the_first_round_of_the_table_is_over_within_the_first_14_steps():
    # the deal (8 field cards) after two steps that only say, then P1's card and draw, P2's
    g = Game(HL.SETUP)
    for i in range(len(HL.STEPS)):
        for a in accepted(HL.STEPS[i])[:1]:
            g.apply(HL.action(g, a))
        if g.phase == PH_PLAY and g.active == 0 and g.stack == 22:
            break
    assert i == 13 and HL.STEPS[i][0].startswith("P2:")


def test_the_steps_replay_as_a_real_game_each_lighting_the_cards_it_plays():
    g = Game(HL.SETUP)
    grid = Grid(8, 8)
    ops = []
    for s in HL.STEPS:
        cells = s[1].split()
        for name in cells:
            x, y, k = HL.where(grid, g, name)
            assert 0 <= x < 6 and 0 <= y < 8 and k == 1
        acts = accepted(s)
        for a in acts:      # every action of the set is the game's at this step (either will do)
            b = HL.action(g, a)
            assert g._ok(b), (s[0], a)
            w = a.split()
            assert w[1] in cells or w[1] + "1" in cells, s[0]   # the card acted on is lit
            if w[0] == "take":
                assert w[2] in cells, s[0]
            # the sentence names the 'ohana of the card played (the Storm: by its name)
            o = deck.ohana_of_word(w[1]) if w[0] == "ohana" else HL._card(w[1]) // 4
            assert ("Storm" if w[1] == "storm" else deck.name(o).replace("'", "")) in s[0].replace("'", ""), s[0]
        if acts:
            b = HL.action(g, acts[0])
            ops.append(b[0])
            g.apply(b)
    # the special plays really happened: two declarations, the second a block; the Storm went
    # back to its player, and P2 holds a hui whose -50 the last step reads out
    assert ops.count(OP_OHANA) == 2 and ops.count(OP_TAKE) >= 6 and ops.count(OP_FIELD) >= 10
    assert g.loc[deck.STORM] == UNSEEN and g.count(CAPT + 1, 7) == 4 and g.count(CAPT, 4) == 4
    assert g.hui_count(1) == 1 and g.hui_count(0) == 0 and not g.over()
    assert g.scores_text().split(", ")[0] in HL.STEPS[-1][0]
    assert g.count(FIELD) >= 1
    assert Game(HL.REAL).n == Game(HL.SETUP).n == 2


def test_where_follows_the_view_on_both_grids():
    from games.hanafuda.grid import View

    class Ctx:
        game = None

        def __init__(self, grid):
            self.grid = grid

        def say(self, text):
            pass

        def learned(self):
            return False

    for grid in (Grid(8, 8), Grid(16, 16)):
        v = View(Ctx(grid))
        for c in range(48):
            o, k = c // 4, c % 4
            name = "storm" if c == deck.STORM else "%s%d" % (deck.word(o), k + 1)
            x, y, size = HL.where(grid, None, name)
            assert v.card_at(x, y) == c and size == 1, name
        v = None
    assert HL.where(Grid(16, 16), None, "kukui1") == (11, 0, 1)


def test_the_teaching_cue_over_the_card_map_is_drawn_without_allocating():
    from noalloc import frames
    from ui import lesson, palette
    grid = Grid(8, 8)
    cells = bytearray()
    for name in HL.STEPS[1][1].split():    # the goal's four brights
        cells.extend(bytes(HL.where(grid, None, name)))

    class Lit:
        def draw(self, g, t):
            lesson.lit(g, t, cells)
    frames(Lit(), grid)        # heap locked on MicroPython
    grid.fill(0)
    lesson.lit(grid, 500, cells)
    assert [grid.get(x, y) for x, y in ((0, 0), (2, 0), (1, 4), (5, 4))] == [palette.TEACH] * 4
    assert grid.get(1, 0) == 0
