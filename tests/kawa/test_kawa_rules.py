# portable
# Kawa rules: one test per rule of ../shared/rules/kawa.md, on a river laid from the table.
from portable import raises
from core.errors import Illegal, BadSetup
from games.kawa import rules as R
from games.kawa.moves import legal_actions
from games.kawa import codes as T
from games.kawa.words import river_text
from kawa_util import refused, play, TABLE, snap, table_game, start, swap, petal, turn, conserved

RED, BLUE, YELLOW, PINK = 0, 1, 2, 3


# ---- set-up ------------------------------------------------------------------------------
def test_bad_setups_are_refused():
    raises(BadSetup, R.Game, b"")
    raises(BadSetup, R.Game, R.make_setup(1, 5))
    raises(BadSetup, R.Game, R.make_setup(5, 5))
    raises(BadSetup, R.Game, R.make_setup(3, 5, weave=True))
    raises(BadSetup, R.Game, R.make_setup(4, 5, table="LSSR"))
    e = raises(BadSetup, R.Game, R.make_setup(2, 5, table="SSSSS" + TABLE[5:]))
    assert "Straight" in str(e)
    e = raises(BadSetup, R.Game, R.make_setup(2, 5, table="X" + TABLE[1:]))
    assert "tile a4:" in str(e)      # the River's Start, left: a4
    raises(BadSetup, R.Game, R.make_setup(2, 5) + b"SSSS")
    raises(BadSetup, R.Game, bytes((2, 8, 0, 0, 0, 1)))


def test_dealt_river_is_the_basic_tiles_shuffled_by_seed():
    a = R.Game(R.make_setup(4, 11))
    b = R.Game(R.make_setup(4, 11))
    c = R.Game(R.make_setup(4, 12))
    assert bytes(a.kind) == bytes(b.kind)
    assert bytes(a.kind) != bytes(c.kind)
    assert sorted(a.kind) == sorted(T.basic_river())
    assert sorted(T.basic_river()) == [0] * 4 + [1] * 5 + [2] * 5 + [3] * 2
    for p in range(16):  # laid with every setup marker the same way: whirlpools point down
        assert a.dir[p] == T.KINDS[a.kind[p]][T.SETUP_DIR]


def test_table_river_is_laid_as_entered():
    g = table_game()
    assert river_text(g) == ["LSSR", "RLLR", "SRvL", "SRvL"]
    assert g.kind[10] == T.WHIRLPOOL and g.dir[10] == T.DOWN


def test_water_wheel_start_positions_and_pools():
    for n, wheel in ((2, b"\x01\x03"), (3, b"\x01\x02\x04"), (4, b"\x01\x02\x03\x04")):
        g = table_game(n)
        assert bytes(g.wheel[:n]) == wheel
        assert bytes(g.order()) == bytes(range(n))
        for c in range(n):
            assert g.pool_single[c] == 6 and g.pool_double[c] == 1
        assert g.score == [0] * n
        assert conserved(g)


# ---- phase 1: starting tiles ---------------------------------------------------------------
def test_starting_tiles_in_turn_order_on_empty_slots():
    g = table_game(3)
    assert g.phase == R.PH_START and g.active == RED
    g.apply(start(2))
    assert g.active == BLUE
    refused(g, start(2), "taken by Red")
    refused(g, start(4), "no starting slot")
    refused(g, swap(0, 1), "not now")
    g.apply(start(0))
    assert g.active == YELLOW
    g.apply(start(3))
    assert bytes(g.slot) == bytes((BLUE, 255, RED, YELLOW))
    assert g.phase == R.PH_SWAP


# ---- phase 2: swaps and flows ---------------------------------------------------------------
def test_reverse_turn_order_and_two_swaps_for_the_last():
    g = table_game(3)
    play(g, start(0), start(1), start(2))
    # Yellow (position 4) is last in turn order: it acts first and swaps twice
    assert g.active == YELLOW and g.swaps_left == 2
    g.apply(swap(12, 13))
    assert g.phase == R.PH_SWAP and g.swaps_left == 1
    g.apply(swap(12, 13))
    assert g.phase == R.PH_FLOW
    play(g, petal(), petal(), petal(), petal(), turn(T.LEFT))
    assert g.active == BLUE and g.swaps_left == 1 and g.phase == R.PH_SWAP
    g.apply(swap(0, 1))
    assert g.phase == R.PH_FLOW


def test_swap_must_be_orthogonally_adjacent():
    g = table_game(2)
    play(g, start(1), start(0))
    refused(g, swap(0, 5), "not orthogonally adjacent")   # diagonal
    refused(g, swap(0, 2), "not orthogonally adjacent")   # two apart
    refused(g, swap(3, 4), "not orthogonally adjacent")   # end of a row, start of the next
    refused(g, swap(0, 3), "not orthogonally adjacent")   # the River's Edge does not wrap swaps
    refused(g, swap(0, 12), "not orthogonally adjacent")
    refused(g, swap(5, 5), "two different")
    refused(g, swap(5, 16), "no such")
    refused(g, bytes((R.OP_SWAP, 1)), "malformed")
    refused(g, b"", "empty")
    g.apply(swap(5, 9))
    assert g.kind[5] == T.RIGHT_BEND and g.kind[9] == T.LEFT_BEND


def test_swapped_tiles_keep_their_petals_and_direction():
    g = table_game(2)
    g.petal[10 * 4 + RED] = 2          # put two Red petals on the whirlpool (from the pool)
    g.pool_single[RED] -= 2
    g.dir[10] = T.RIGHT
    g.swap_tiles(10, 11)
    assert g.kind[11] == T.WHIRLPOOL and g.dir[11] == T.RIGHT and g.singles_on(11, RED) == 2
    assert g.kind[10] == T.LEFT_BEND and g.dir[10] == T.LEFT and g.singles_on(10, RED) == 0
    assert conserved(g)


def test_flow_steps_and_wrap_on_both_edges():
    g = table_game(2)
    # Left Bend at column 0 wraps to column 3; Right Bend at column 3 wraps to column 0
    assert g.next_pos(0) == 7
    assert g.next_pos(7) == 8
    assert g.next_pos(3) == 4
    assert g.next_pos(1) == 5      # Straight keeps the column
    assert g.next_pos(5) == 8      # Left Bend: column - 1
    assert g.next_pos(4) == 9      # Right Bend: column + 1
    assert g.next_pos(12) == 16    # row 3 leads to the River's End
    assert bytes(g.path(0)) == bytes((0, 7, 8, 12))
    assert bytes(g.path(1)) == bytes((1, 5, 8, 12))
    assert bytes(g.path(2)) == bytes((2, 6, 9, 14))
    assert bytes(g.path(3)) == bytes((3, 4, 9, 14))


def test_flow_visits_its_path_scores_and_places():
    g = table_game(2)
    play(g, start(1), start(0), swap(12, 13), swap(12, 13))
    assert g.active == BLUE
    want = bytes(g.path())
    seen = []
    for what in (R.SINGLE, R.DOUBLE, R.SINGLE, R.SINGLE):
        seen.append(g.flow_pos())
        g.apply(petal(what))
    assert bytes(seen) == want == bytes((0, 7, 8, 12))
    assert g.value_on(7, BLUE) == 2 and g.double_on(7, BLUE)
    assert g.pool_single[BLUE] == 3 and g.pool_double[BLUE] == 0
    assert g.score == [0, 0]
    # Red flows 1 -> 5 -> 8 -> 12 and meets Blue's petals on 8 and 12
    assert g.active == RED
    g.apply(swap(13, 14))
    assert bytes(g.path()) == bytes((1, 5, 8, 12))
    play(g, petal(), petal())
    assert g.score == [0, 0]
    g.apply(petal())
    assert g.score == [0, 1] and g.gain[BLUE] == 1
    g.apply(petal())
    assert g.score == [0, 2]
    assert g.phase == R.PH_RETURN and conserved(g)


def test_rulebook_scoring_example_red_1_blue_2():
    g = table_game(2)
    play(g, start(1), start(0), swap(12, 13), swap(12, 13))
    # Red has 1 petal and Blue 2 on the tile Blue flows into (taken from their pools)
    g.petal[0 * 4 + RED] = 1
    g.pool_single[RED] -= 1
    g.petal[0 * 4 + BLUE] = 2
    g.pool_single[BLUE] -= 2
    g.apply(petal())
    assert g.score == [1, 2]
    assert g.gain[RED] == 1 and g.gain[BLUE] == 2
    assert g.singles_on(0, BLUE) == 3     # Blue placed after scoring
    assert "Red +1" in g.note and "Blue +2" in g.note
    g.apply(petal())                        # tile 7 is empty: nobody scores
    assert g.score == [1, 2] and g.gain[BLUE] == 0


def test_double_petal_scores_two():
    g = table_game(2)
    play(g, start(1), start(0), swap(12, 13), swap(12, 13))
    g.petal[0 * 4 + RED] = 0x10 | 1        # the double and one single: worth 3
    g.pool_single[RED] -= 1
    g.pool_double[RED] = 0
    g.apply(petal())
    assert g.score == [3, 0]


def test_petal_placement_is_mandatory_and_from_the_pool():
    g = table_game(2)
    play(g, start(1), start(0), swap(12, 13), swap(12, 13))
    refused(g, petal(R.NO_PETAL), "must place a petal")
    refused(g, petal(7), "unknown petal")
    refused(g, turn(T.LEFT), "not now")
    g.apply(petal(R.DOUBLE))
    refused(g, petal(R.DOUBLE), "double petal is not in its pool")
    # only the double left in the pool: no single to give
    g.pool_single[BLUE], g.petal[8 * 4 + BLUE] = 0, 6
    refused(g, petal(R.SINGLE), "no single petal")
    assert legal_actions(g) == [petal(R.NO_PETAL)]


def test_empty_pool_still_flows_and_scores():
    g = table_game(2)
    play(g, start(1), start(0), swap(12, 13), swap(12, 13))
    # all of Blue's tokens sit on tile 7, on Blue's own path
    g.pool_single[BLUE] = 0
    g.pool_double[BLUE] = 0
    g.petal[7 * 4 + BLUE] = 0x10 | 6
    g.apply(petal(R.NO_PETAL))
    g.apply(petal(R.NO_PETAL))
    assert g.score == [0, 8] and g.flow_pos() == 8
    play(g, petal(R.NO_PETAL), petal(R.NO_PETAL))
    assert g.active == RED and conserved(g)


def test_whirlpool_turns_after_the_flow_not_upstream_not_unchanged():
    g = table_game(2)
    play(g, start(1), start(2))
    # Blue lifts the whirlpool from row 2 into row 1, on its own path
    play(g, swap(6, 10), swap(0, 1))
    assert g.kind[6] == T.WHIRLPOOL
    before = bytes(g.path())
    assert before == bytes((2, 6, 10, 13))
    play(g, petal(), petal())
    assert g.phase == R.PH_TURN and g.flow_pos() == 6
    refused(g, turn(T.UP), "upstream")
    refused(g, turn(9), "no direction 9")
    refused(g, turn(T.DOWN), "new direction")
    refused(g, petal(), "not now")
    assert sorted(legal_actions(g)) == sorted([turn(T.LEFT), turn(T.RIGHT)])
    # the flow went by the direction on entry: down to tile 10
    g.apply(turn(T.RIGHT))
    assert g.dir[6] == T.RIGHT and g.flow_pos() == 10 and g.phase == R.PH_FLOW
    # ... and the new direction matters for later flows through it
    assert bytes(g.path(2)) == bytes((2, 6, 11, 14))
    play(g, petal(), petal())
    assert g.active == RED
