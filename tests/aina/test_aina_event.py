# portable
# 'Aina Cosmic Events and the Resources Bank.
from games.aina import rules as R
from games.aina import deck
import aina_play as P
from aina_play import N, WAOS, skip_turn, lock, refused


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
    g.tok[4] = 3                       # c6 Kauhale holds a people token (matched) -> bank
    g.pos[4] = 1                       # e6 positive, no token -> flips back
    g.pos[5] = 1
    g.tok[10] = 4                      # f6 Kauhale holds only a fish token (mismatched)
    g.pos[12] = 1
    g.tok[24] = 3
    g.tok[25] = 2                      # a4 Kauhale: people (kept) + kalo (lost)
    g.hand[2] -= 2
    g.hand[3] -= 1
    g.hand[1] -= 1


def test_cosmic_event_in_order():
    g = at_event(event_position)
    refused(g, bytes((R.AKUA, 0, 12, 0)), "akua Nahele starts on a raindrop card, a4 is people")
    refused(g, bytes((R.AKUA, 0, 1, 0)), "must stand on a positive card")
    refused(g, bytes((R.AKUA, 0, 0, 3)), "no kalo card north of a6")
    refused(g, bytes((R.AKUA, 4, 0, 0)), "4 akua")
    refused(g, bytes((R.AKUA, 0, 0, 0, 0)), "malformed")
    refused(g, bytes((R.END,)), "choose an akua path or pass")
    assert g.akua_path(0, 0, 0) == [0, 1, 2, 3]  # the FARTHEST kalo card (d6), not b6
    g.apply(bytes((R.AKUA, 0, 0, 0)))
    # step 1: path flipped and locked by pohaku, akua on a6
    assert [g.pos[c] for c in range(4)] == [1, 1, 1, 1] and [g.path[c] for c in range(4)] == [1] * 4
    assert g.akua[0] == 0 and g.pohaku == 3
    # step 2: the people token on c6 is in the bank
    assert g.bank[2] == 1 and g.ntok(2) == 0
    # step 3: e6 flipped back; f6 (mismatched only) stays positive this time
    assert g.pos[4] == 0 and g.pos[5] == 1
    # step 4: mismatched tokens lost; a4 keeps its people token
    assert g.ntok(5) == 0 and g.disc[3] == 1 and g.disc[1] == 1
    assert g.tok[24] == 3 and g.tok[25] == 0 and g.pos[12] == 1
    assert g.events[0] == (0, 0, 0, 2, 1, 1, 2)
    # next round: player 2 starts, and f6 flips back at the next event as it is unlocked now
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
        g.pos[8] = 1  # c5, kalo, locked by a kalo token
        g.tok[16] = 2
        g.hand[1] -= 1
    g = at_event(pos)
    g.apply(bytes((R.AKUA, 0, 0, 0)))   # a6 -> d6 (east)
    for t in range(4):
        skip_turn(g)
    # Mala'ai (kalo -> people) from c5 north: crosses nothing, c6 is people (Kauhale)
    assert g.akua_path(1, 8, 3) == [8, 2]
    refused(g, bytes((R.AKUA, 1, 8, 0)), "no people card east of c5")
    g.apply(bytes((R.AKUA, 1, 3, 1)))   # from d6 (a path card, kalo) south to d4 people
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


def test_event_status_and_notes():
    g = at_event(event_position)
    assert g.short().startswith("R1 Cosmic Event | choose an akua path or pass | pos ")
    assert g.status().startswith("Round 1 of 4 is over: the Cosmic Event, choose an akua path or pass.")
    before = g.note
    refused(g, bytes((R.AKUA, 0, 1, 0)), "positive")
    assert g.note == before  # a refusal leaves even the note alone
    g.apply(bytes((R.AKUA, 0, 0, 0)))
    assert g.note == ("Cosmic Event 1: akua Nahele's path from a6 east turned 2 cards positive; 1 token to the bank, "
                      "1 unlocked card flipped back, 2 tokens lost")
    assert g.short().startswith("R2 T1 M1 P2 | -- -- -- -- | enter Time Card 1")
