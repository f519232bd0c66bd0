# portable
# 'Aina rules, one rule at a time. Positions are built by table entry (a known layout, chosen Time
# Cards); a few tests set card sides or tokens directly to reach a position quickly.
from portable import raises
from core.errors import Illegal, BadSetup
from games.aina import rules as R
from games.aina import deck
import aina_play as P

N = R.NONE
# wao rows: row 0 Nahele, row 1 Mala'ai, row 2 Kauhale, row 3 Kai, rows 4-5 mixed
WAOS = "NNNNNN" "MMMMMM" "HHHHHH" "KKKKKK" "NMHKNM" "HKNMHK"


def skip_turn(g):
    # a turn of Time symbols that no card shows when every card shows symbol 0
    for i in range(4):
        s = 1
        while g.drawn_sym[s] >= 8:
            s += 1
        P.draw(g, (s,))


def lock(c, d, toks):
    return bytes((R.LOCK, c, d)) + bytes(toks)


def refused(g, a, words):
    before = P.snap(g)
    e = raises(Illegal, g.apply, a)
    assert words in str(e), str(e)
    assert P.snap(g) == before  # nothing changed


def at_move(players=2, positive=(), syms=None, cards=(0, 0, 0, 0), waos=WAOS):
    g = P.table_game(players, P.grid_layout(waos, syms))
    for c in positive:
        g.pos[c] = 1
    P.draw(g, cards)
    return g


# ---- set-up ----------------------------------------------------------------------------------
def test_bad_setups():
    raises(BadSetup, R.Game, b"\x00\x02")
    raises(BadSetup, R.Game, bytes((2, 2, 0, 0, 0, 0)))
    raises(BadSetup, R.Game, R.make_setup(1))
    raises(BadSetup, R.Game, R.make_setup(R.MAX_PLAYERS + 1))


def test_teams_for_seven_and_more():
    assert [R.seats_for(n) for n in (2, 6, 7, 8, 9, 11, 12, 13, 24)] == [2, 6, 4, 4, 5, 6, 6, 6, 6]
    g = R.Game(R.make_setup(9))
    assert g.seats == 5 and len(g.hand) == 20


def test_token_deals_every_count():
    for n in (2, 3, 4, 5, 6):
        g = R.Game(R.make_setup(n, 7))
        for r in range(4):
            total = g.bank[r]
            for s in range(n):
                total += g.hand[4 * s + r]
            assert total == 12
        for s in range(n):
            h = list(g.hand[4 * s:4 * s + 4])
            kinds = len([x for x in h if x])
            assert 2 <= kinds <= 3  # at least two resources, never all four
            if n >= 5:
                assert max(h) == (6 if n == 5 else 4)
    assert list(R.Game(R.make_setup(2)).hand) == [0, 6, 6, 12, 12, 6, 6, 0]
    assert list(R.Game(R.make_setup(3)).hand[:4]) == [9, 3, 4, 0]
    assert list(R.Game(R.make_setup(4)).hand[12:]) == [3, 0, 6, 3]
    assert list(R.Game(R.make_setup(5)).bank) == [0, 0, 0, 1]
    assert sum(R.Game(R.make_setup(6)).bank) == 12


def test_digital_deal_is_the_deck_and_replays():
    a = R.Game(R.make_setup(4, 1234))
    b = R.Game(R.make_setup(4, 1234))
    c = R.Game(R.make_setup(4, 1235))
    assert P.snap(a) == P.snap(b)
    assert bytes(a.sym) != bytes(c.sym) or bytes(a.wao) != bytes(c.wao)
    cards = sorted(R.parse_card(t) for t in deck.SPACE_CARDS)
    assert sorted((a.sym[i], a.wao[i], a.starter[i]) for i in range(36)) == cards
    assert sum(a.pos) == 4 and bytes(a.pos) == bytes(a.starter)
    for w in range(4):  # one starter per wao, 9 cards per wao
        assert len([i for i in range(36) if a.starter[i] and a.wao[i] == w]) == 1
        assert len([i for i in range(36) if a.wao[i] == w]) == 9
    for s in range(8):
        assert 4 <= len([i for i in range(36) if a.sym[i] == s]) <= 5
    # the first turn's four Time Cards are drawn at once
    assert a.drawn == 4 and a.ncards == 4 and sorted(a.deck) == sorted(bytes(range(8)) * 8)
    assert bytes(a.cards) == bytes(a.deck[:4])
    assert a.phase in (R.P_FLIP, R.P_EVENT)


def test_table_entry_of_the_layout():
    g = R.Game(R.make_setup(3, 5, table=True))
    assert g.phase == R.P_LAYOUT
    refused(g, bytes((R.DRAW, 0)), "not possible now")
    refused(g, bytes((R.LAYOUT,)), "a1 is not entered")
    refused(g, bytes((R.CELL, 36, 0, 0, 0)), "no such cell")
    refused(g, bytes((R.CELL, 0, 8, 0, 0)), "no such cell, symbol")
    for c in range(36):
        g.apply(bytes((R.CELL, c, 3, 2, 0)))
    g.apply(bytes((R.CELL, 0, 5, 1, 1)))  # a correction, and a starter card
    assert (g.sym[0], g.wao[0], g.pos[0]) == (5, 1, 1)
    g.apply(bytes((R.LAYOUT,)))
    assert g.phase == R.P_DRAW
    refused(g, bytes((R.CELL, 0, 5, 1, 1)), "not possible now")


def test_table_entry_of_time_cards():
    g = P.table_game(2, P.grid_layout(WAOS, [0] * 36))
    refused(g, bytes((R.FLIP, 0)), "enter Time Card 1")
    refused(g, bytes((R.DRAW, 8)), "no such Time symbol")
    for turn in range(2):  # no card shows symbol 1: every move is skipped
        P.draw(g, (1, 1, 1, 1))
    assert g.drawn_sym[1] == 8 and g.skips == 8
    refused(g, bytes((R.DRAW, 1)), "all 8 rX Time Cards are already drawn")


def test_digital_game_refuses_table_draws():
    g = R.Game(R.make_setup(2, 3))
    refused(g, bytes((R.DRAW, 0)), "not possible now")
    refused(g, b"", "empty")
    refused(g, bytes((99,)), "unknown action")


# ---- moves -----------------------------------------------------------------------------------
def test_flip_must_show_the_time_symbol():
    g = at_move(cards=(3, 0, 0, 0))
    assert g.phase == R.P_FLIP and g.symbol() == 3
    refused(g, bytes((R.FLIP, 0)), "move 1 flips a r8 card; a1 shows rI")
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
    assert "move 1 skipped (no wX); move 2 skipped (no wO)" in g.note
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
    refused(g, lock(0, 1, (3, 3, 3, 3)), "cannot lock: a2 is negative")
    refused(g, lock(0, 0, (3, 3, 3)), "malformed")
    refused(g, lock(0, 0, (3, 3, 3, N)), "d1 needs a token")
    refused(g, lock(0, 0, (3, 3, 3, 9)), "d1 needs a token")
    refused(g, lock(0, 0, (4 | 3, 3, 3, 3)), "the Resources Bank opens in round 4")
    # two tokens on a card: it can no longer be part of a row
    g.tok[2 * 1] = 4
    g.tok[2 * 1 + 1] = 4
    g.hand[3] -= 2
    refused(g, lock(0, 0, (3, 3, 3, 3)), "b1 already holds 2 tokens")
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
    assert g.row_problem(g.row(2, 0)) == "c1 already holds 2 tokens"
    refused(g, lock(2, 0, (3, 3, 3, 3)), "take the bonus flip")
    g.apply(bytes((R.BONUS, 34)))
    assert g.move == 1  # no row left to lock: the move ended by itself


def test_path_cards_take_no_token():
    g = at_move(positive=(0, 1, 2), cards=(3, 0, 0, 0))
    g.path[1] = 1
    g.apply(bytes((R.FLIP, 3)))
    refused(g, lock(0, 0, (3, 3, 3, 3)), "b1 is an akua/path card")
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
    refused(g, bytes((R.BONUS, 0)), "a1 is already positive")
    g.apply(bytes((R.BONUS, 9)))  # any symbol: 9 shows rX
    assert g.phase == R.P_AFTER and g.move == 0
    g.apply(lock(6, 0, (1, 1, 1, 1)))  # the bonus flip made a new row: lock again
    g.apply(bytes((R.BONUS, 20)))
    assert g.locks == 2 and g.move == 0 and g.phase == R.P_AFTER  # b1-e1 can still be locked
    g.apply(bytes((R.END,)))
    assert g.move == 1 and g.phase == R.P_FLIP
    refused(g, bytes((R.END,)), "not possible now")


def test_bonus_flip_lapses_with_no_negative_card():
    g = at_move(positive=[c for c in range(36) if c != 3], cards=(3, 0, 0, 0))
    g.apply(bytes((R.FLIP, 3)))
    g.apply(lock(0, 0, (3, 3, 3, 3)))
    assert "bonus flip lapsed" in g.note
    assert g.phase == R.P_AFTER  # other rows can still be locked


# ---- turns and rounds --------------------------------------------------------------------------
def players_of_round(g):
    seen = []
    for t in range(4):
        seen.append(g.player + 1)
        skip_turn(g)
    return seen


def test_turn_order_and_next_round_start():
    g = P.table_game(2, P.grid_layout(WAOS, [0] * 36))
    assert players_of_round(g) == [1, 2, 1, 2]
    # no positive card: no akua path is possible, the event runs by itself
    assert len(g.events) == 1 and g.events[0][0] == N and g.round == 1
    assert players_of_round(g) == [2, 1, 2, 1]
    g = P.table_game(3, P.grid_layout(WAOS, [0] * 36))
    assert players_of_round(g) == [1, 2, 3, 1]
    assert players_of_round(g) == [2, 3, 1, 2]
    g = P.table_game(5, P.grid_layout(WAOS, [0] * 36))
    assert players_of_round(g) == [1, 2, 3, 4]
    assert players_of_round(g) == [2, 3, 4, 5]


# ---- Cosmic Event ------------------------------------------------------------------------------
EV_WAOS = "NMHMKH" "MMMMMM" "HHHHHH" "KKKKKK" "NMHKNM" "HKNMHK"


def at_event(setup_fn, players=2):
    g = P.table_game(players, P.grid_layout(EV_WAOS, [0] * 36))
    setup_fn(g)
    for t in range(4):
        skip_turn(g)
    assert g.phase == R.P_EVENT
    return g


def event_position(g):
    g.pos[0] = 1                       # a Nahele (raindrop) card for the akua
    g.pos[2] = 1
    g.tok[4] = 3                       # c1 Kauhale holds a people token (matched) -> bank
    g.pos[4] = 1                       # e1 positive, no token -> flips back
    g.pos[5] = 1
    g.tok[10] = 4                      # f1 Kauhale holds only a fish token (mismatched)
    g.pos[12] = 1
    g.tok[24] = 3
    g.tok[25] = 2                      # a3 Kauhale: people (kept) + kalo (lost)
    g.hand[2] -= 2
    g.hand[3] -= 1
    g.hand[1] -= 1


def test_cosmic_event_in_order():
    g = at_event(event_position)
    refused(g, bytes((R.AKUA, 0, 12, 0)), "akua Nahele starts on a raindrop card, a3 is people")
    refused(g, bytes((R.AKUA, 0, 1, 0)), "must stand on a positive card")
    refused(g, bytes((R.AKUA, 0, 0, 3)), "no kalo card north of a1")
    refused(g, bytes((R.AKUA, 4, 0, 0)), "4 akua")
    refused(g, bytes((R.AKUA, 0, 0, 0, 0)), "malformed")
    refused(g, bytes((R.END,)), "choose an akua path or pass")
    assert g.akua_path(0, 0, 0) == [0, 1, 2, 3]  # the FARTHEST kalo card (d1), not b1
    g.apply(bytes((R.AKUA, 0, 0, 0)))
    # step 1: path flipped and locked by pohaku, akua on a1
    assert [g.pos[c] for c in range(4)] == [1, 1, 1, 1] and [g.path[c] for c in range(4)] == [1] * 4
    assert g.akua[0] == 0 and g.pohaku == 3
    # step 2: the people token on c1 is in the bank
    assert g.bank[2] == 1 and g.ntok(2) == 0
    # step 3: e1 flipped back; f1 (mismatched only) stays positive this time
    assert g.pos[4] == 0 and g.pos[5] == 1
    # step 4: mismatched tokens lost; a3 keeps its people token
    assert g.ntok(5) == 0 and g.disc[3] == 1 and g.disc[1] == 1
    assert g.tok[24] == 3 and g.tok[25] == 0 and g.pos[12] == 1
    assert g.events[0] == (0, 0, 0, 2, 1, 1, 2)
    # next round: player 2 starts, and f1 flips back at the next event as it is unlocked now
    assert g.round == 1 and g.player == 1 and g.phase == R.P_DRAW
    for t in range(4):
        skip_turn(g)
    assert g.phase == R.P_EVENT
    refused(g, bytes((R.AKUA, 0, 0, 0)), "akua Nahele was already used")
    g.apply(bytes((R.PASS,)))
    assert g.pos[5] == 0 and g.pos[12] == 1 and g.pos[0] == 1 and g.events[1][0] == N


def test_akua_paths_cross():
    def pos(g):
        g.pos[0] = 1
        g.pos[8] = 1  # c2, kalo, locked by a kalo token
        g.tok[16] = 2
        g.hand[1] -= 1
    g = at_event(pos)
    g.apply(bytes((R.AKUA, 0, 0, 0)))   # a1 -> d1 (east)
    for t in range(4):
        skip_turn(g)
    # Mala'ai (kalo -> people) from c2 north: crosses nothing, c1 is people (Kauhale)
    assert g.akua_path(1, 8, 3) == [8, 2]
    refused(g, bytes((R.AKUA, 1, 8, 0)), "no people card east of c2")
    g.apply(bytes((R.AKUA, 1, 3, 1)))   # from d1 (a path card, kalo) south to d3 people
    assert g.akua[1] == 3 and g.pohaku == 3 + 2 and g.path[9] and g.path[15]
    for t in range(4):
        skip_turn(g)
    refused(g, bytes((R.AKUA, 2, 3, 0)), "akua Kauhale starts on a people card")


def test_pohaku_budget():
    saved = deck.POHAKU
    deck.POHAKU = 2
    try:
        def pos(g):
            g.pos[0] = 1
        g = at_event(pos)
        refused(g, bytes((R.AKUA, 0, 0, 0)), "the path needs 3 pohaku, only 2 left")
    finally:
        deck.POHAKU = saved


def test_bank_opens_in_round_four():
    g = P.table_game(2, P.grid_layout(WAOS, [0] * 36))
    for rnd in range(3):
        for t in range(4):
            skip_turn(g)
    assert g.round == 3 and g.bank_open() and g.player == 1
    for c in (0, 1, 2):
        g.pos[c] = 1
    g.hand[4:8] = bytearray((0, 0, 0, 0))
    g.bank[0] = 12  # player 2's raindrops go to the bank: player 2 holds nothing now
    g.bank[1] = 6
    g.bank[2] = 6
    P.draw(g, (0, 7, 7, 7))
    g.apply(bytes((R.FLIP, 3)))
    assert g.phase == R.P_AFTER
    refused(g, lock(0, 0, (0, 0, 0, 0)), "holds only 0 raindrop")
    refused(g, lock(0, 0, (4, 4, 4, 7)), "the bank holds only 0 fish")
    g.apply(lock(0, 0, (4, 4, 5, 6)))
    assert list(g.bank) == [10, 5, 5, 0]


def test_game_end_after_fourth_event():
    g = P.table_game(2, P.grid_layout(WAOS, [0] * 36))
    for i in range(14):
        skip_turn(g)
    assert g.drawn == 56 and g.round == 3
    P.draw(g, (0, 0, 0, 0))  # every card shows symbol 0: flip cards that make no row
    for c in (0, 2, 4, 13):
        g.apply(bytes((R.FLIP, c)))
    P.draw(g, (0, 0, 0, 0))
    for c in (15, 17, 30, 32):
        g.apply(bytes((R.FLIP, c)))
    assert g.phase == R.P_EVENT and g.drawn == 64
    g.apply(bytes((R.PASS,)))
    assert g.over() and not g.won() and len(g.events) == 4
    assert g.status().startswith("LOSS: 0/36 cards positive")
    refused(g, bytes((R.PASS,)), "the game is over")
