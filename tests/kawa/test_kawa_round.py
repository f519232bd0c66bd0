# portable
# Kawa rules, part 2: the river flows (returns, wash, shift, wheel), whole games, the special-tile hook.
from portable import raises
from core.errors import Illegal
from games.kawa import rules as R
from games.kawa.moves import legal_actions
from games.kawa import codes as T
from games.kawa.words import winners, player_scores
from kawa_util import refused, play, snap, table_game, start, swap, petal, turn, ret, conserved, random_game, actions

RED, BLUE, YELLOW, PINK = 0, 1, 2, 3


# ---- phase 3: the river flows ------------------------------------------------------------
def round_one_two_colours():
    g = table_game(2)
    play(g, start(1), start(0), swap(12, 13), swap(12, 13))
    play(g, petal(), petal(), petal(), petal())            # Blue: 0, 7, 8, 12
    play(g, swap(13, 14), petal(), petal(R.DOUBLE), petal(), petal())  # Red: 1, 5, 8, 12
    return g


def test_returns_by_wheel_position_then_the_shift():
    g = round_one_two_colours()
    assert g.phase == R.PH_RETURN and g.active == RED and g.returns_left == 3
    assert bytes(g.slot) == b"\xff\xff\xff\xff"            # starting tiles taken back
    refused(g, ret(0), "no single petal on a4")
    refused(g, ret(1, R.DOUBLE), "double petal is not on b4")
    refused(g, ret(1, 3), "single or the double")
    refused(g, petal(), "not now")
    old_kind = bytes(g.kind)
    play(g, ret(5, R.DOUBLE), ret(1))
    assert g.pool_double[RED] == 1 and g.returns_left == 1
    g.apply(ret(8))
    # Blue (position 3) returns one
    assert g.active == BLUE and g.returns_left == 1
    g.apply(ret(0))
    # the end row went back to the pools, was shuffled and laid at the Start
    assert g.round == 2 and g.phase == R.PH_START and g.fresh
    assert sorted(g.kind[0:4]) == sorted(old_kind[12:16])
    assert bytes(g.new_row) == bytes(g.kind[0:4])
    assert bytes(g.kind[4:16]) == old_kind[0:12]
    for p in range(4):
        assert g.dir[p] == T.KINDS[g.kind[p]][T.SETUP_DIR]
        for c in range(2):
            assert g.value_on(p, c) == 0
    # Red: everything back (its last petal was on the end row); Blue keeps 7 and 8, now 11 and 12
    assert g.tokens_on_river(RED) == 0 and g.pool_single[RED] == 6
    assert g.singles_on(11, BLUE) == 1 and g.singles_on(12, BLUE) == 1
    assert g.tokens_on_river(BLUE) == 2
    assert conserved(g)
    # the wheel turned: Red 1 -> 2, Blue 3 -> 4
    assert bytes(g.wheel[:2]) == b"\x02\x04"
    assert g.active == RED
    g.apply(start(3))
    assert not g.fresh


def test_whirlpool_washed_away_points_down_again():
    g = table_game(2, table="LSSR" "RLLR" "SRSL" "WRWL")
    play(g, start(1), start(0), swap(5, 6), swap(5, 6))
    play(g, petal(), petal(), petal(), petal(), turn(T.LEFT))   # Blue 0, 7, 8, 12 (whirlpool)
    assert g.dir[12] == T.LEFT
    play(g, swap(5, 6), petal(), petal(), petal(), petal(), turn(T.RIGHT))
    play(g, ret(1), ret(5), ret(8), ret(0))
    for p in range(4):
        assert g.dir[p] == T.KINDS[g.kind[p]][T.SETUP_DIR]
    assert sorted(g.kind[0:4]) == [T.LEFT_BEND, T.RIGHT_BEND, T.WHIRLPOOL, T.WHIRLPOOL]


def test_returns_with_fewer_petals_than_the_quota():
    # In the basic game every colour has at least 4 tokens on the river after its own flow, so
    # this needs a hand-made river: all but two of Red's petals back in the pool.
    g = round_one_two_colours()
    for p in (5, 8):
        g._wash(p, RED)
    assert g.tokens_on_river(RED) == 2
    g.returns_left = 0
    g._next_return()                 # what the rules do on reaching Red's returns
    assert g.tokens_on_river(RED) == 0 and g.pool_single[RED] == 6 and g.pool_double[RED] == 1
    assert "takes back all 2" in g.note
    assert g.active == BLUE and g.returns_left == 1
    assert conserved(g)


def test_position_four_returns_nothing():
    g = table_game(4)
    play(g, start(0), start(1), start(2), start(3))
    rng_plays = 0
    while g.phase != R.PH_RETURN:
        g.apply(legal_actions(g)[0])
        rng_plays += 1
    quotas = []
    while g.phase == R.PH_RETURN:
        quotas.append((g.active, g.returns_left))
        for _ in range(g.returns_left):
            g.apply(legal_actions(g)[0])
    assert quotas == [(RED, 3), (BLUE, 2), (YELLOW, 1)]
    assert g.tokens_on_river(PINK) >= 3


# ---- whole games -------------------------------------------------------------------------
def full_game(n, seed, weave=False):
    counts = {}

    def check(g, a, before):
        counts[a[0]] = counts.get(a[0], 0) + 1
        assert conserved(g)
        for c in range(g.n):
            assert g.score[c] >= before[6][c]

    g, log = random_game(n, seed, weave, check)
    assert g.round == 5 and g.over()
    assert counts[R.OP_START] == 4 * n
    assert counts[R.OP_SWAP] == 4 * (n + 1)
    assert counts[R.OP_PETAL] == 4 * n * 4       # every flow crosses 4 tiles
    refused(g, start(0), "over")
    assert legal_actions(g) == []
    assert "Game over" in g.status()
    return g, log


def test_full_game_two_colours():
    g, _ = full_game(2, 101)
    w = winners(g)
    assert w and all(g.score[i] == max(g.score) for i in w)


def test_full_game_three_colours():
    g, log = full_game(3, 202)
    # the wheel went round 4 times: back where it started
    assert bytes(g.wheel[:3]) == b"\x01\x02\x04"


def test_full_game_four_colours_replays_identically():
    g, log = full_game(4, 303)
    h = R.Game(R.make_setup(4, 303))
    for a in actions(log):
        h.apply(a)
    assert snap(h) == snap(g)


def test_double_weaving_scores_are_sums_of_two_colours():
    g, _ = full_game(4, 404, weave=True)
    s = player_scores(g)
    assert s == [g.score[0] + g.score[2], g.score[1] + g.score[3]]
    assert g.player_of(2) == 0 and g.player_of(3) == 1
    assert "P1" in g.status()


def test_tied_scores_share_the_win():
    g = table_game(3)
    g.score = [5, 9, 9]
    assert winners(g) == [1, 2]
    g.phase = R.PH_OVER
    assert "Blue and Yellow win" in g.status()


def test_special_tile_hook_is_called_on_enter_and_leave():
    seen = []

    def hook(game, event, pos):
        seen.append((event, pos, game.score[1]))

    T.HOOKS[T.STRAIGHT] = hook    # pretend Straights are special for the length of this test
    try:
        g = table_game(2)
        play(g, start(1), start(0), swap(12, 13), swap(12, 13))
        g.petal[8 * 4 + BLUE] = 1   # Blue scores on the Straight at 8 before the hook sees it
        g.pool_single[BLUE] -= 1
        play(g, petal(), petal(), petal(), petal())   # 0, 7, 8 (S), 12 (S)
    finally:
        del T.HOOKS[T.STRAIGHT]
    assert seen == [("enter", 8, 1), ("leave", 8, 1), ("enter", 12, 1), ("leave", 12, 1)]
