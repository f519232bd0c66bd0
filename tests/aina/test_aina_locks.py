# portable
# 'Aina moves, locks and bonus flips. Positions come from table entry (a known layout, chosen
# Time Cards); some tests set card sides or tokens directly to reach a position quickly.
from games.aina import rules as R
from games.aina.moves import row_problem
from aina_play import N, lock, refused, at_move


def test_flip_must_show_the_time_symbol():
    g = at_move(cards=(3, 0, 0, 0))
    assert g.phase == R.P_FLIP and g.cards[g.move] == 3
    refused(g, bytes((R.FLIP, 0)), "move 1 flips a red 8 card; a6 shows red I")
    refused(g, bytes((R.FLIP, 40)), "no such card")
    refused(g, bytes((R.FLIP,)), "malformed")
    g.apply(bytes((R.FLIP, 3)))
    assert g.pos[3] == 1
    # no row of four anywhere: the move ends by itself
    assert g.phase == R.P_FLIP and g.move == 1


def test_flip_of_a_positive_card_is_refused():
    g = at_move(positive=(3,), cards=(3, 0, 0, 0))
    refused(g, bytes((R.FLIP, 3)), "already positive")


def test_move_without_its_symbol_is_skipped():
    g = at_move(syms=[0] * 36, cards=(5, 6, 0, 7))
    assert g.skips == 2 and g.move == 2 and g.phase == R.P_FLIP
    assert "move 1 skipped (no white X card); move 2 skipped (no white O card)" in g.note
    g.apply(bytes((R.FLIP, 10)))
    # move 4 is skipped too, so the turn is over and player 2 enters the next Time Cards
    assert g.skips == 3 and g.turn == 1 and g.player == 1 and g.phase == R.P_DRAW


# ---- locks -----------------------------------------------------------------------------------
def test_lock_uses_own_matching_tokens():
    g = at_move(positive=(6, 7, 8), cards=(1, 0, 0, 0))  # row 1 is Mala'ai (kalo)
    g.apply(bytes((R.FLIP, 9)))
    assert g.phase == R.P_AFTER
    refused(g, lock(6, 0, (3, 3, 3, 3)), "matching rule: use your own kalo")
    refused(g, lock(6, 0, (1, 1, 1, 3)), "matching rule")
    g.apply(lock(6, 0, (1, 1, 1, 1)))
    assert g.hand[1] == 2 and [g.tok[2 * c] for c in (6, 7, 8, 9)] == [2, 2, 2, 2]
    assert g.phase == R.P_BONUS and g.locks == 1


def test_lock_with_fewer_matching_tokens_than_cards():
    g = at_move(positive=(6, 7, 8), cards=(1, 0, 0, 0))
    g.hand[1] = 1
    g.hand[3] += 5  # keep 48 tokens in play
    g.apply(bytes((R.FLIP, 9)))
    refused(g, lock(6, 0, (1, 1, 3, 3)), "holds only 1 kalo")
    refused(g, lock(6, 0, (3, 3, 3, 3)), "matching rule")
    g.apply(lock(6, 0, (3, 1, 2, 3)))  # min(4, 1) = 1 own kalo; the others mismatched
    assert g.hand[0:4] == bytearray((0, 0, 5, 15))


def test_lock_mixed_row_and_mismatched_tokens():
    g = at_move(positive=(24, 25, 26), cards=(3, 0, 0, 0))  # row 4: N M H K
    g.apply(bytes((R.FLIP, 27)))
    refused(g, lock(24, 0, (0, 1, 2, 3)), "holds only 0 raindrop")
    refused(g, lock(24, 0, (3, 3, 2, 3)), "matching rule: use your own kalo")
    g.apply(lock(24, 0, (2, 1, 2, 3)))  # no raindrop in hand: a people token on the Nahele card
    assert g.tok[48] == 3 and g.wao[24] == 0


def test_rows_that_cannot_be_locked():
    g = at_move(positive=(0, 1, 2, 4, 5, 12, 18, 30), cards=(3, 0, 0, 0))
    g.apply(bytes((R.FLIP, 3)))
    refused(g, lock(3, 0, (3, 3, 3, 3)), "a row of four runs right or down inside")
    refused(g, lock(0, 2, (3, 3, 3, 3)), "a row of four")
    refused(g, lock(0, 1, (3, 3, 3, 3)), "cannot lock: a5 is negative")
    refused(g, lock(0, 0, (3, 3, 3)), "malformed")
    refused(g, lock(0, 0, (3, 3, 3, N)), "d6 needs a token")
    refused(g, lock(0, 0, (3, 3, 3, 9)), "d6 needs a token")
    refused(g, lock(0, 0, (4 | 3, 3, 3, 3)), "the Resources Bank opens in round 4")
    # two tokens on a card: it can no longer be part of a row
    g.tok[2 * 1] = 4
    g.tok[2 * 1 + 1] = 4
    g.hand[3] -= 2
    refused(g, lock(0, 0, (3, 3, 3, 3)), "b6 already holds 2 tokens")
    g.apply(lock(2, 0, (3, 3, 3, 3)))
    assert g.ntok(2) == 1 and g.ntok(5) == 1


def test_a_fully_locked_row_cannot_be_locked_again_and_two_is_the_limit():
    g = at_move(positive=(0, 1, 2, 4, 5), cards=(3, 0, 0, 0))
    g.apply(bytes((R.FLIP, 3)))
    g.apply(lock(0, 0, (3, 3, 3, 3)))
    g.apply(bytes((R.BONUS, 35)))
    refused(g, lock(0, 0, (3, 3, 3, 3)), "every card of that row is already locked")
    g.apply(lock(1, 0, (3, 3, 3, 3)))  # adding onto the locked row: four tokens again
    assert [g.ntok(c) for c in range(6)] == [1, 2, 2, 2, 1, 0]
    assert row_problem(g, g.row(2, 0)) == "c6 already holds 2 tokens"
    refused(g, lock(2, 0, (3, 3, 3, 3)), "take the bonus flip")
    g.apply(bytes((R.BONUS, 34)))
    assert g.move == 1  # no row left to lock: the move ended by itself


def test_path_cards_take_no_token():
    g = at_move(positive=(0, 1, 2), cards=(3, 0, 0, 0))
    g.path[1] = 1
    g.apply(bytes((R.FLIP, 3)))
    refused(g, lock(0, 0, (3, 3, 3, 3)), "b6 is an akua/path card")
    g.apply(lock(0, 0, (3, N, 3, 3)))
    assert g.hand[3] == 9 and g.ntok(1) == 0


def test_too_few_tokens_means_no_lock():
    g = at_move(positive=(0, 1, 2), cards=(3, 0, 0, 0))
    g.hand[0:4] = bytearray((0, 0, 3, 0))  # player 1 keeps 3 people only
    g.disc[1:4] = bytearray((6, 3, 12))
    assert not g.lockable(0, 0)
    g.apply(bytes((R.FLIP, 3)))
    assert g.phase == R.P_FLIP and g.move == 1  # nothing to lock: the move ended


def test_bonus_flip_owed_and_cascade():
    g = at_move(positive=(0, 1, 2, 4, 6, 7, 8), cards=(3, 0, 0, 0))
    g.apply(bytes((R.FLIP, 3)))
    g.apply(lock(0, 0, (3, 3, 3, 3)))
    refused(g, bytes((R.END,)), "take the bonus flip")
    refused(g, lock(0, 0, (3, 3, 3, 3)), "take the bonus flip")
    refused(g, bytes((R.FLIP, 9)), "not possible now")
    refused(g, bytes((R.BONUS, 0)), "a6 is already positive")
    g.apply(bytes((R.BONUS, 9)))  # any symbol: 9 shows rX
    assert g.phase == R.P_AFTER and g.move == 0
    g.apply(lock(6, 0, (1, 1, 1, 1)))  # the bonus flip made a new row: lock again
    g.apply(bytes((R.BONUS, 20)))
    assert g.locks == 2 and g.move == 0 and g.phase == R.P_AFTER  # b6-e6 can still be locked
    g.apply(bytes((R.END,)))
    assert g.move == 1 and g.phase == R.P_FLIP
    refused(g, bytes((R.END,)), "not possible now")


def test_bonus_flip_lapses_with_no_negative_card():
    g = at_move(positive=[c for c in range(36) if c != 3], cards=(3, 0, 0, 0))
    g.apply(bytes((R.FLIP, 3)))
    g.apply(lock(0, 0, (3, 3, 3, 3)))
    assert "bonus flip lapsed" in g.note
    assert g.phase == R.P_AFTER  # other rows can still be locked
