# portable
# Ka Pai drawing rules, groups and bonus boxes: one test per rule of ../shared/rules/kapai.md,
# with the dice set through the real roll (kapai_util.roll picks the generator's state).
from portable import raises
from core.errors import Illegal, BadSetup
from games.kapai import rules as R
from games.kapai.moves import legal_actions
from games.kapai import sheet as S
from kapai_util import (T, SQ, C, X, snap, sheet_game, roll, cell, draw, refused)
from games.kapai.words import sheet_text
from games.kapai.words import rating, winners

ROLL = bytes((R.OP_ROLL,))
EMPTY = ("...#...", ".@...@.", ".......", "#..@..#", ".......", ".@...@.", "...#...")


def test_bad_setups_are_refused():
    raises(BadSetup, R.Game, b"")
    raises(BadSetup, R.Game, b"\0\0\0")
    raises(BadSetup, R.Game, b"\0\0\0\0\0")
    g = R.Game(R.make_setup(0))   # seed 0 is valid (the generator replaces it)
    assert g.phase == R.PH_ROLL


def test_the_default_sheet_has_40_free_cells():
    g = R.Game(R.make_setup(5))
    assert sheet_text(g) == list(EMPTY)
    assert g.free == 40 and g.drawn == 0
    assert sum(1 for v in g.cells if v == R.TOTEM) == 5
    assert sum(1 for v in g.cells if v == R.DARK) == 4


def test_malformed_actions_are_refused_with_the_form_expected():
    g = R.Game(R.make_setup(5))
    for bad in (None, 3, "roll", [1], (1,), b"", b"\x00", b"\x06", b"\x01\x00", b"\x02\x00",
                b"\x02\x00\x00\x00", b"\x03\x00", b"\x04", b"\x05\x00\x00", b"\xff"):
        e = refused(g, bad, "malformed action")
    roll(g, T, SQ)
    for bad in (bytes((R.OP_DRAW, 49, T)), bytes((R.OP_DRAW, 255, T))):
        refused(g, bad, "no cell")
    for sym in (4, 255, C, X):
        refused(g, bytes((R.OP_DRAW, 0, sym)), "the dice show triangle and square")


def test_each_step_waits_for_its_action():
    g = R.Game(R.make_setup(5))
    refused(g, draw(0, 0, T), "not now: roll the dice")
    refused(g, bytes((R.OP_BONUS, 0)), "not now")
    refused(g, bytes((R.OP_TOTAL, 0, 10, 1)), "when the sheet is full")
    roll(g, T, SQ)
    assert g.phase == R.PH_DRAW and g.left == 1
    refused(g, ROLL, "not now: draw triangle or square")
    refused(g, bytes((R.OP_GROUP, 0, 0)), "not now")


def test_the_roll_draws_from_the_state_rng_and_replays():
    a = R.Game(R.make_setup(77))
    b = R.Game(R.make_setup(77))
    seen = set()
    for _ in range(20):
        a.apply(ROLL)
        b.apply(ROLL)
        assert a.dice() == b.dice()
        seen.add(a.dice())
        acts = legal_actions(a)
        a.apply(acts[0])
        b.apply(acts[0])
        while a.phase != R.PH_ROLL:
            acts = legal_actions(a)
            a.apply(acts[0])
            b.apply(acts[0])
    assert snap(a) == snap(b)
    assert len(seen) > 3


def test_different_symbols_draw_exactly_one_of_them():
    g = R.Game(R.make_setup(5))
    roll(g, C, X)
    g.apply(draw(6, 6, X))    # the first symbol: any free cell
    assert g.phase == R.PH_ROLL and g.left == 0
    assert g.cells[cell(6, 6)] == X + 1 and g.free == 39 and g.drawn == 1
    roll(g, T, SQ)
    g.apply(draw(6, 5, SQ))
    assert g.phase == R.PH_ROLL


def test_no_drawing_on_totems_dark_or_used_cells():
    g = R.Game(R.make_setup(5))
    roll(g, T, T)
    refused(g, draw(1, 1, T), "a totem")
    refused(g, draw(0, 3, T), "dark")
    g.apply(draw(0, 0, T))
    refused(g, draw(0, 0, T), "already drawn")


def test_later_symbols_go_orthogonally_next_to_a_drawn_one():
    g = R.Game(R.make_setup(5))
    roll(g, T, SQ)
    g.apply(draw(2, 2, T))
    roll(g, C, X)
    refused(g, draw(6, 6, C), "next to a symbol")
    refused(g, draw(1, 3, C), "next to a symbol")    # diagonal
    refused(g, draw(2, 4, C), "next to a symbol")    # two away
    g.apply(draw(2, 3, C))
    roll(g, C, X)
    g.apply(draw(1, 3, X))     # next to the circle, not to the first symbol: fine


def test_anywhere_when_no_free_cell_touches_the_symbols():
    # the default sheet never shuts symbols in; a sheet with more dark cells can
    g = sheet_game(("t..#...", ".@...@.", ".......", "#..@..#", ".......", ".@...@.", "...#..."))
    g.cells[cell(0, 1)] = R.DARK
    g.cells[cell(1, 0)] = R.DARK
    g.free -= 2
    roll(g, C, X)
    g.apply(draw(6, 6, C))
    roll(g, C, X)
    refused(g, draw(0, 2, C), "next to a symbol")   # now (6, 5) and (5, 6) touch the circle


def test_a_double_is_drawn_side_by_side():
    g = R.Game(R.make_setup(5))
    roll(g, SQ, SQ)
    assert g.left == 2 and g.pair
    refused(g, draw(2, 2, T), "the dice show square")
    g.apply(draw(2, 2, SQ))
    assert g.phase == R.PH_DRAW and g.left == 1 and g.first == cell(2, 2)
    refused(g, ROLL, "not now")
    refused(g, draw(2, 4, SQ), "beside the first, at c5")
    refused(g, draw(3, 3, SQ), "a totem")
    g.apply(draw(3, 2, SQ))
    assert g.phase == R.PH_ROLL and g.left == 0 and g.first == R.NONE


def test_a_double_starts_where_a_free_cell_is_beside_it():
    # free: (0,0) and (0,1) side by side, (6,6) alone
    rows = ("..sXXXt", "c@ctc@t", "xSSSssc", "#xc@tc#", "TTTsXXX", "c@CCC@t", "TTT#tx.")
    rows = (("..t#XXX",) + rows[1:])
    g = sheet_game(rows)
    assert g.free == 3
    roll(g, C, C)
    assert g.pair
    refused(g, draw(6, 6, C), "side by side: g1 has no free cell beside it")
    g.apply(draw(0, 1, C))
    refused(g, draw(6, 6, C), "beside the first")
    g.apply(draw(0, 0, C))
    assert g.phase == R.PH_ROLL and g.free == 1


def test_a_double_goes_apart_only_when_no_two_free_cells_touch():
    rows = (".tt#XXX", "c@ctc@t", "xSSSssc", "#xc@tc#", "TTTsXXX", "c@CCC@t", "TTT#tx.")
    g = sheet_game(rows)
    assert g.free == 2
    roll(g, SQ, SQ)
    assert g.left == 2 and not g.pair
    g.apply(draw(6, 6, SQ))
    assert g.phase == R.PH_DRAW and g.first == R.NONE
    g.apply(draw(0, 0, SQ))
    assert g.over() and g.free == 0


def test_side_by_side_wins_when_only_lone_cells_touch_the_symbols():
    # the cells touching the triangle have no free neighbour; a pair elsewhere must take the double
    g = sheet_game(("t..#...", ".@...@.", ".......", "#..@..#", ".......", ".@...@.", "...#..."))
    g.cells[cell(0, 2)] = R.DARK
    g.cells[cell(2, 0)] = R.DARK
    g.free -= 2
    roll(g, T, T)
    refused(g, draw(0, 1, T), "side by side")
    g.apply(draw(4, 4, T))
    g.apply(draw(4, 5, T))


def test_a_double_on_the_last_free_cell_draws_one():
    rows = ("xtt#XXX", "c@ctc@t", "xSSSssc", "#xc@tc#", "TTTsXXX", "c@CCC@t", "TTT#tx.")
    g = sheet_game(rows)
    roll(g, T, T)
    assert g.left == 1 and not g.pair
    g.apply(draw(6, 6, T))
    assert g.over()
    refused(g, ROLL, "the sheet is full")


def test_three_in_a_line_are_circled_at_once():
    g = sheet_game(("...#...", ".@...@.", ".tt....", "#..@..#", ".......", ".@...@.", "...#..."))
    roll(g, T, C)
    g.apply(draw(2, 3, T))
    assert g.phase == R.PH_ROLL and bytes(g.groups) == bytes((1, 0, 0, 0))
    assert sheet_text(g)[2] == ".TTT..."
    roll(g, T, C)
    g.apply(draw(2, 4, T))           # a fourth in the line: only three circle
    assert sheet_text(g)[2] == ".TTTt.."
    assert g.groups[T] == 1
    # vertically too, and the symbols must be equal
    g = sheet_game(("...#...", ".@s..@.", "..s....", "#..@..#", ".......", ".@...@.", "...#..."))
    roll(g, SQ, C)
    g.apply(draw(3, 2, C))
    assert g.groups[C] == 0 and g.groups[SQ] == 0
    g = sheet_game(("..s#...", ".@s..@.", ".......", "#..@..#", ".......", ".@...@.", "...#..."))
    roll(g, SQ, C)
    g.apply(draw(2, 2, SQ))
    assert g.groups[SQ] == 1 and sheet_text(g)[:3] == ["..S#...", ".@S..@.", "..S...."]


def test_a_line_through_a_totem_or_a_gap_is_no_group():
    g = sheet_game(("...#...", ".@...@.", ".......", "#cc@c.#", ".......", ".@...@.", "...#..."))
    roll(g, C, X)
    g.apply(draw(3, 5, C))
    assert g.groups[C] == 0 and g.phase == R.PH_ROLL
    g = sheet_game(("...#...", ".@...@.", "t.t....", "#..@..#", ".......", ".@...@.", "...#..."))
    roll(g, T, X)
    g.apply(draw(2, 3, T))
    assert g.groups[T] == 0


def test_a_symbol_completing_several_groups_asks_which():
    g = sheet_game(("...#...", ".@...@.", "tt.tt..", "#..@..#", ".......", ".@...@.", "...#..."))
    roll(g, T, SQ)
    g.apply(draw(2, 2, T))
    assert g.phase == R.PH_GROUP and g.ncand == 3
    acts = legal_actions(g)
    assert sorted(acts) == sorted([bytes((R.OP_GROUP, cell(2, s), 0)) for s in (0, 1, 2)])
    refused(g, ROLL, "not now: choose the group")
    refused(g, bytes((R.OP_GROUP, cell(2, 3), 0)), "no group to circle from d5 across")
    refused(g, bytes((R.OP_GROUP, cell(2, 0), 1)), "no group")
    refused(g, bytes((R.OP_GROUP, 200, 0)), "no group")
    g.apply(bytes((R.OP_GROUP, cell(2, 1), 0)))
    assert sheet_text(g)[2] == "tTTTt.."
    assert g.groups[T] == 1 and g.phase == R.PH_ROLL


def test_a_cross_offers_the_row_and_the_column_and_no_symbol_is_in_two_groups():
    g = sheet_game(("...#...", ".@c..@.", "cc.....", "#.c@..#", ".......", ".@...@.", "...#..."))
    roll(g, C, X)
    g.apply(draw(2, 2, C))
    assert g.phase == R.PH_GROUP and g.ncand == 2
    g.apply(bytes((R.OP_GROUP, cell(1, 2), 1)))
    assert sheet_text(g)[1:4] == [".@C..@.", "ccC....", "#.C@..#"]
    roll(g, C, X)
    g.apply(draw(2, 3, C))     # c c C c: the circled one cannot be reused
    assert g.groups[C] == 1 and g.phase == R.PH_ROLL


def test_a_slash_group_marks_a_bonus_box_at_once():
    g = sheet_game(("...#...", ".@...@.", ".xx....", "#..@..#", ".......", ".@...@.", "...#..."))
    roll(g, X, X)
    g.apply(draw(2, 3, X))
    assert g.phase == R.PH_BONUS and g.groups[X] == 1 and g.left == 1
    refused(g, draw(2, 4, X), "not now: mark a bonus box")
    refused(g, bytes((R.OP_BONUS, 4)), "0-3")
    g.apply(bytes((R.OP_BONUS, T)))
    assert bytes(g.boxes) == bytes((1, 0, 0, 0))
    assert g.phase == R.PH_DRAW and g.first == cell(2, 3)     # the double's second symbol
    g.apply(draw(1, 3, X))
    assert g.phase == R.PH_ROLL


def test_full_bonus_boxes_are_refused_and_none_asked_when_all_are_marked():
    g = sheet_game(("...#...", ".@...@.", ".xx....", "#..@..#", ".......", ".@...@.", "...#..."),
                   boxes=(3, 3, 3, 2))
    roll(g, X, T)
    g.apply(draw(2, 3, X))
    assert g.phase == R.PH_BONUS
    assert legal_actions(g) == [bytes((R.OP_BONUS, X))]
    refused(g, bytes((R.OP_BONUS, T)), "triangle bonus boxes are all marked")
    g.apply(bytes((R.OP_BONUS, X)))
    g = sheet_game(("...#...", ".@...@.", ".xx....", "#..@..#", ".......", ".@...@.", "...#..."),
                   boxes=(3, 3, 3, 3))
    roll(g, X, T)
    g.apply(draw(2, 3, X))
    assert g.phase == R.PH_ROLL and g.groups[X] == 1


def test_other_players_totals_decide_the_winner_and_the_tie_rule():
    rows = ("xtt#XXX", "c@ctc@t", "xSSSssc", "#xc@tc#", "TTTsXXX", "c@CCC@t", "TTT#tx.")
    g = sheet_game(rows, boxes=(2, 0, 0, 1))
    roll(g, SQ, C)
    g.apply(draw(6, 6, SQ))
    assert g.over()
    mine = g.total()
    assert "this sheet" not in g.status()       # solo: the rating, no winner
    assert rating(g.total()) in g.status()
    g.apply(bytes((R.OP_TOTAL, 0, mine, 3)))     # equal points, equal boxes: shared
    assert winners(g) == ["this sheet", "player 2"]
    g.apply(bytes((R.OP_TOTAL, 0, mine, 5)))     # equal points, more boxes: wins the tie
    assert winners(g) == ["player 3"] and "player 3 wins" in g.status()
    g.apply(bytes((R.OP_TOTAL, 1, 0, 0)))        # 256 points
    assert winners(g) == ["player 4"]
    refused(g, bytes((R.OP_TOTAL, 3, 232, 0)), "0-999")
    refused(g, bytes((R.OP_TOTAL, 0, 1, 13)), "0-12")
    for k in range(R.MAX_OTHERS - 3):
        g.apply(bytes((R.OP_TOTAL, 0, k, 0)))
    refused(g, bytes((R.OP_TOTAL, 0, 1, 0)), "at most")
    assert legal_actions(g) == []
