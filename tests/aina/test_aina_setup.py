# portable
# 'Aina set-up, table entry, turn order and the end of the game.
from portable import raises
from core.errors import BadSetup
from games.aina import rules as R
from games.aina import deck
import aina_play as P
from aina_play import N, WAOS, skip_turn, refused


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
    cards = sorted(R.parse_card(t) for t in deck.SPACE_CARDS.split(","))
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
    refused(g, bytes((R.LAYOUT,)), "a6 is not entered")
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
    refused(g, bytes((R.DRAW, 1)), "all 8 red X Time Cards are already drawn")


def test_digital_game_refuses_table_draws():
    g = R.Game(R.make_setup(2, 3))
    refused(g, bytes((R.DRAW, 0)), "not possible now")
    refused(g, b"", "empty")
    refused(g, bytes((99,)), "unknown action")


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
