# portable
# Issue 47: 'Aina's guided first game as data (games/aina/lesson.py): every section of the rules
# page and every special play (locks, the bonus flip, the Cosmic Event) is taught by a step, each
# sentence is short and names who acts, at most one new rule a step, the first round of the table
# is over early, and the steps replay as a real game's first round whose lit cells are the cards
# they play, on the board and ring as the view draws them. (The lesson played with the buttons:
# tests/journeys/test_lesson_aina.py.)
import sys

from lesson_data import untaught
import lesson_data
from games.aina import lesson as AL
from games.aina import codes as C
from games.aina import moves
from games.aina.rules import Game
from hw.grid import Grid

# the rules page's sections that are the companion's, not a rule of the game: taught, but not
# counted as a new rule
NOT_RULES = ("Playing it on the companion",)
WHO = ("Both:", "Goal:", "P1:", "P2:")
EVENT = "The Cosmic Event (after each round)"


def test_every_section_and_special_play_is_taught_by_a_step():
    heads = lesson_data.taught("aina", AL.STEPS, AL.SPECIAL)
    assert "The pieces" in heads and EVENT in heads and len(heads) >= 5
    assert AL.SPECIAL == ("locks", "bonus flip", "Cosmic Event")


def test_the_map_fails_when_a_section_or_a_special_play_is_left_out():
    heads = lesson_data.sections("aina")
    steps = [AL.STEPS[i] for i in range(len(AL.STEPS))]
    for left in AL.SPECIAL + ("The end", EVENT):
        assert untaught([s for s in steps if left not in s[5]], heads, AL.SPECIAL) == [left]
    assert untaught(steps, heads + ["Scoring"], AL.SPECIAL) == ["Scoring"]


def test_each_sentence_is_at_most_15_words_and_names_who_acts():
    for i in range(len(AL.STEPS)):
        s = AL.STEPS[i]
        assert len(s[0].split()) <= 15, s[0]
        assert s[0].split()[0] in WHO, s[0]
        assert s[4], s[0]                       # a reason for anything else
        assert s[2] is None or s[3], s[0]       # a line on success for a step that acts
        assert s[2] is not None or "Press A." in s[0], s[0]   # a step that only says, says A


def test_at_most_one_new_rule_a_step_the_goal_first_then_a_turn_then_the_special_plays():
    seen = []
    for i in range(len(AL.STEPS)):
        new = [w for w in AL.STEPS[i][5] if w not in seen and w not in NOT_RULES]
        assert len(new) <= 1, (AL.STEPS[i][0], new)
        seen += new
    assert seen == ["The pieces", "The end", "A turn", "locks", "bonus flip", EVENT, "Cosmic Event"]


def test_the_first_round_of_the_table_is_over_within_the_first_14_steps():
    # three steps that only say, P1's four moves, then P2's turn (a lock and its bonus flip in it)
    g = Game(AL.SETUP)
    for i in range(len(AL.STEPS)):
        if AL.STEPS[i][2] is not None:
            g.apply(AL.action(g, AL.STEPS[i][2]))
        if g.turn == 2:
            break
    acted = [AL.STEPS[j][0].split()[0] for j in range(i + 1) if AL.STEPS[j][2] is not None]
    assert i == 13 and acted[:5] == ["P1:"] * 4 + ["P2:"] and g.player == 0 and g.round == 0


def test_the_steps_replay_as_a_real_game_each_lighting_the_cards_it_plays():
    g = Game(AL.SETUP)
    grid = Grid(8, 8)
    assert g.players == 2 and g.mode == C.DIGITAL
    kinds = []
    for i in range(len(AL.STEPS)):
        s = AL.STEPS[i]
        cells = s[1].split()
        for name in cells:
            x, y, k = AL.where(grid, g, name)
            assert 0 <= x < 8 and 0 <= y < 8 and k == 1
            # a card lies inside the ring
            assert len(name) != 2 or (1 <= x <= 6 and 1 <= y <= 6), name
        if s[2] is None:
            continue
        assert not isinstance(s[2], tuple), s[0]   # one action a step: the lesson's line
        a = AL.action(g, s[2])
        assert a in moves.legal_actions(g), (s[0], s[2])
        # the lesson lights the card the action is about (a lock: its row; an akua: its card)
        if a[0] in (C.FLIP, C.BONUS, C.AKUA):
            assert C.cell_name(a[2 if a[0] == C.AKUA else 1]) in cells, s[0]
            assert s[2].split()[-1 if a[0] != C.AKUA else 2] in s[0], s[0]   # and names it
        elif a[0] == C.LOCK:
            assert [C.cell_name(c) for c in g.row(a[1], a[2])] == cells, s[0]
        kinds.append(a[0])
        assert not g.over()
        g.apply(a)
    # the first round played: P1's and P2's turns, a lock and its bonus flip, a move ended with
    # a row left unlocked, four moves skipped (no card showed their red 8), the akua's path
    assert kinds.count(C.FLIP) == 12 and kinds.count(C.LOCK) == 1 and kinds.count(C.BONUS) == 1
    assert kinds.count(C.END) == 1 and kinds.count(C.AKUA) == 1 and len(kinds) == 16
    assert g.skips == 4
    assert g.round == 1 and g.phase == C.P_FLIP and g.player == 1   # round 2: P2 opens it
    assert g.akua[0] == C.CELLS - 3 and g.pohaku == 5                # Nahele on d1, north to d6
    assert g.events[0][3:] == (4, 1, 12, 2)   # flipped, banked, flipped back, lost (raindrops on Kai)
    assert bytes(g.disc) == b"\x02\x00\x00\x00" and g.bank[0] == 1
    assert g.positives() == 9                 # the path, b1 locked, c1 and e1 held until now
    real = Game(AL.REAL)
    assert real.players == g.players and real.mode == C.DIGITAL and AL.REAL != AL.SETUP


def test_the_steps_are_read_a_part_at_a_time_and_let_go():
    for i in range(len(AL.STEPS)):
        AL.STEPS[i]
        parts = [m for m in sys.modules if m.startswith("games.aina.lesson") and m != "games.aina.lesson"]
        assert parts == [], parts
    assert "games.lessonparts" not in sys.modules
    assert AL.STEPS[-1] == AL.STEPS[len(AL.STEPS) - 1] and AL.STEPS[0][5] == ("The pieces",)


def test_the_long_a_the_lesson_leaves_to_the_game_is_its_end_of_a_move():
    ends = [i for i in range(len(AL.STEPS)) if AL.STEPS[i][2] == "end"]
    assert len(ends) == 1 and AL.HOLD_A == (C.END,)
    assert "hold A" in AL.STEPS[ends[0]][0]


def test_where_follows_the_view_on_both_grids():
    # the view's own frame: a card's wao colour, a seat's, a Time Card's, an akua's, where the
    # lesson lights them (grid.py draws the board and ring on a virtual 8x8, centred)
    from games.aina.grid import View
    from ui import palette

    class Ctx:
        def __init__(self, grid, game):
            self.grid = grid
            self.game = game

        def say(self, text):
            pass

        def later(self, fn):
            pass

    for grid in (Grid(8, 8), Grid(16, 16), Grid(10, 12)):
        g = Game(AL.SETUP)
        g.apply(AL.action(g, "flip c1"))
        v = View(Ctx(grid, g))
        v.cy = 2                                # the cursor away from what is looked at
        v.draw(grid, 0)                         # the blink's lit half
        for name, col in (("c1", C.WAO_COL[3]), ("e6", C.WAO_COL[1]), ("seat1", C.SEAT_COL[0]),
                          ("time2", C.RED_CARD), ("mark2", C.MARK_COL[1]), ("time3", C.RED_CARD),
                          ("mark4", C.MARK_COL[0]), ("akua1", C.WAO_COL[0]), ("akua4", C.WAO_COL[3]),
                          ("round1", palette.GREY), ("turn1", palette.GREY)):
            x, y, k = AL.where(grid, g, name)
            assert k == (2 if grid.w >= 16 else 1), name
            # (16x16: a card's wao is its top-left and bottom-right LEDs, its token LEDs dark)
            for j in ((0, 3) if len(name) == 2 and k == 2 else range(k * k)):
                assert grid.get(x + j % k, y + j // k) == col, (grid.w, name)
        v = None
    assert AL.where(Grid(16, 16), None, "a6") == (2, 2, 2) and AL.where(Grid(8, 8), None, "bonus") == (7, 6, 1)

