# portable
# Hanafuda rules: set-up, the deal, turns passing to the right, captures, 'ohana, refusals.
from portable import raises
from core.errors import Illegal, BadSetup
from games.hanafuda import rules as R
from games.hanafuda import words
from games.hanafuda.moves import legal_actions
from hana_util import card, game, field, take, ohana, deal, refused, snap

FIELD8 = [card(o, 2) for o in range(1, 9)]   # eight plain cards of 'ohana 1-8


def test_bad_setups_are_refused():
    raises(BadSetup, R.Game, b"")
    raises(BadSetup, R.Game, "12345678")
    raises(BadSetup, R.Game, R.make_setup(1, 5))
    raises(BadSetup, R.Game, R.make_setup(7, 5))
    raises(BadSetup, R.Game, R.make_setup(3, 5, teams=True))
    raises(BadSetup, R.Game, R.make_setup(3, 5, dealer=3))
    raises(BadSetup, R.Game, R.make_setup(3, 5, hands=0))
    raises(BadSetup, R.Game, R.make_setup(3, 5, hands=13))
    raises(BadSetup, R.Game, bytes((2, 4, 0, 1, 0, 0, 0, 1)))
    raises(BadSetup, R.Game, R.make_setup(2, 5) + b"x")


def test_dealing_chart_and_random_dealer():
    for n, h, f in ((2, 8, 8), (3, 7, 6), (4, 5, 8), (5, 4, 8), (6, 3, 12)):
        g = game(n)
        assert (g.per_hand, g.field_want) == (h, f)
        assert bytes(g.hand[:n]) == bytes([h] * n)
        assert g.stack == 48 - n * h - f
        assert g.phase == R.PH_DEAL
    dealers = set()
    for seed in range(40):
        g = R.Game(R.make_setup(4, seed))
        assert 0 <= g.dealer < 4
        dealers.add(g.dealer)
        assert R.Game(R.make_setup(4, seed)).dealer == g.dealer   # the seed decides: replays agree
    assert dealers == {0, 1, 2, 3}


def test_the_deal_fills_the_field_then_the_dealer_plays():
    g = game(2, dealer=1)
    deal(g, FIELD8[:7])
    assert g.phase == R.PH_DEAL and g.count(R.FIELD) == 7
    g.apply(bytes((R.OP_BACK, FIELD8[0])))          # a correction while dealing
    assert g.loc[FIELD8[0]] == R.UNSEEN
    deal(g, (FIELD8[0], FIELD8[7]))
    assert g.phase == R.PH_PLAY and g.active == 1 and g.step == R.HAND
    refused(g, bytes((R.OP_BACK, FIELD8[0])), "only the deal")


def test_more_field_cards_than_the_chart_are_refused():
    g = game(3)
    deal(g, FIELD8[:5])
    refused(g, field(FIELD8[0]), "is in the field")
    g.apply(field(FIELD8[5]))       # the sixth: play begins
    g2 = game(3)
    deal(g2, FIELD8[:5])
    g2.loc[FIELD8[6]] = R.FIELD     # (a field already full, however it got there)
    refused(g2, field(FIELD8[7]), "dealing chart puts 6 cards")


def test_four_of_one_ohana_in_the_field_at_the_deal_go_to_the_dealer():
    g = game(2, dealer=1)
    deal(g, [card(5, k) for k in range(4)] + FIELD8[:3] + [card(12, 3)])
    assert g.phase == R.PH_PLAY
    for k in range(4):
        assert g.owner(card(5, k)) == 1
    assert g.count(R.FIELD) == 4 and g.pts[1] == 15
    assert "takes the 'ohana Kalo" in g.note


def test_a_turn_is_a_hand_card_then_a_draw_and_play_passes_to_the_right():
    g = game(3, dealer=2)
    deal(g, [card(o, 2) for o in range(1, 7)])
    assert (g.active, g.step) == (2, R.HAND)
    g.apply(take(2, card(1, 0), card(1, 2)))        # P3 plays Niu 20, takes the Niu in the field
    assert g.owner(card(1, 0)) == g.owner(card(1, 2)) == 2 and g.hand[2] == 6
    assert (g.active, g.step) == (2, R.DRAW)
    g.apply(field(card(12, 0)))                      # draws Kukui 20: no match, left in the field
    assert g.loc[card(12, 0)] == R.FIELD and g.stack == 48 - 21 - 6 - 1
    assert (g.active, g.step) == (0, R.HAND)         # to the right: P3 -> P1
    g.apply(field(card(7, 0)))
    g.apply(take(0, card(12, 1), card(12, 0)))
    assert (g.active, g.step) == (1, R.HAND) and g.pts[0] == 30


def test_refusals_leave_the_game_unchanged():
    g = game(2)
    deal(g, FIELD8)
    g.apply(take(0, card(1, 0), card(1, 2)))
    refused(g, take(0, card(2, 0), card(1, 2)), "was captured by P1")      # captured twice
    refused(g, field(card(1, 0)), "was captured by P1")
    refused(g, take(1, card(2, 0), card(2, 2)), "it is P1's turn")        # out of turn
    refused(g, take(0, card(9, 0), card(2, 2)), "does not match")
    refused(g, take(0, card(9, 0), card(9, 1)), "not in the field")
    refused(g, field(card(2, 0)), "matches")                              # a match must be taken
    refused(g, bytes((R.OP_NEXT, 0)), "not over")
    refused(g, take(7, card(2, 0), card(2, 2)), "no player 8")
    refused(g, take(0, 48, card(2, 2)), "no card 48")
    refused(g, ohana(13, 0), "no 'ohana")


def test_malformed_actions_are_illegal_never_another_error():
    g = game(2)
    before = snap(g)
    for bad in (None, 5, "ab", [1, 2], b"", b"\x00", b"\x09\x01", b"\x01", b"\x01\x02\x03",
                b"\x02\x00\x01", b"\x04", bytes((R.OP_FIELD, 200)), bytes((R.OP_TAKE, 0, 255, 0)),
                bytes((R.OP_OHANA, 255, 0)), bytes((R.OP_OHANA, 0, 255)), bytes((R.OP_BACK, 99))):
        e = raises(Illegal, g.apply, bad)
        assert str(e)
    assert "malformed action: expected" in str(raises(Illegal, g.apply, b"\x02\x00"))
    assert snap(g) == before
    g.apply(bytearray((R.OP_FIELD, 3)))              # bytearray is bytes-like: accepted


def test_ohana_declared_out_of_turn_from_hand_and_field():
    g = game(2)
    deal(g, [card(4, 0), card(4, 1)] + FIELD8[:6])   # three Hala in the field
    g.apply(ohana(4, 1))                              # P2 holds the fourth: out of turn
    for k in range(4):
        assert g.owner(card(4, k)) == 1
    assert g.hand[1] == 7 and (g.active, g.step) == (0, R.HAND)
    refused(g, ohana(4, 0), "was captured by P2")
    g6 = game(6)
    deal(g6, [card(o, 2) for o in range(1, 12)] + [card(1, 3)])   # no Kukui in the field
    refused(g6, ohana(12, 3), "P4 has 3 card(s) in hand, the 'ohana needs 4")


def test_the_fourth_card_takes_the_three_in_the_field():
    g = game(2)
    deal(g, [card(4, 0), card(4, 1), card(4, 2)] + [card(o, 2) for o in (1, 2, 3, 5, 6)])
    g.apply(take(0, card(4, 3), card(4, 1)))
    for k in range(4):
        assert g.owner(card(4, k)) == 0
    assert "'ohana Hala" in g.note and g.count(R.FIELD) == 5


def test_an_empty_hand_still_draws_and_the_hand_ends_when_hands_are_empty():
    g = game(6, dealer=0, hands=2)
    deal(g, [card(o, 2) for o in range(1, 13)])
    g.apply(ohana(12, 1))            # Kukui: one in the field, three from P2's hand of three
    assert g.hand[1] == 0 and g.owner(card(12, 0)) == 1
    g.apply(take(0, card(1, 0), card(1, 2)))
    g.apply(field(card(1, 1)))       # P1 draws the Niu ribbon: no Niu left in the field
    assert (g.active, g.step) == (1, R.DRAW)   # P2 has no card in hand: only the draw
    g.apply(take(1, card(1, 3), card(1, 1)))
    assert (g.active, g.step) == (2, R.HAND)
    from hana_util import finish_hand
    finish_hand(g)
    assert g.phase == R.PH_DONE and sum(g.hand) == 0
    # 18 turns drew all 18 stack cards: P2's three draw-only turns stood for its three hand cards
    assert g.stack == 0 and g.count(R.UNSEEN) == 0


def test_next_hand_and_its_dealer():
    g = game(2, dealer=0, hands=2)
    deal(g, FIELD8)
    from hana_util import finish_hand
    finish_hand(g)
    assert g.phase == R.PH_DONE and g.hand_no == 1
    refused(g, field(card(12, 0)), "not now")
    refused(g, bytes((R.OP_NEXT, 2)), "no player 3")
    g.apply(bytes((R.OP_NEXT, 1)))
    assert (g.phase, g.dealer, g.active, g.hand_no) == (R.PH_DEAL, 1, 1, 2)
    assert g.count(R.UNSEEN) == 48 and g.pts == [0, 0]
    deal(g, FIELD8)
    finish_hand(g)
    assert g.over() and "Game over after 2 hands" in g.status()
    refused(g, bytes((R.OP_NEXT, 0)), "game is over")


def test_legal_actions_list_exactly_the_declarations_the_rules_accept():
    from core.rng import Rng
    for seed in range(6):
        g = R.Game(R.make_setup(2 + seed % 5, seed, False, 0, 1))
        rng = Rng(seed)
        while not g.over():
            acts = legal_actions(g)
            if g.phase == R.PH_PLAY:
                listed = set(a for a in acts if a[0] == R.OP_OHANA)
                accepted = set()
                for o in range(12):
                    for s in range(g.n):
                        try:
                            words.check(g, bytes((R.OP_OHANA, o, s)))
                            accepted.add(bytes((R.OP_OHANA, o, s)))
                        except Illegal:
                            pass
                assert listed == accepted
            plain = [a for a in acts if a[0] != R.OP_OHANA]
            g.apply((plain or acts)[rng.below(len(plain or acts))])


def test_a_declaration_that_empties_the_last_hand_at_a_turns_start_still_lets_that_player_draw():
    # issue 17's smallest case: both hands emptied by 'ohana before P1's first card; the hand ends
    # at the end of a turn with no card in any hand, so P1 still draws, and only then is it over
    g = R.Game(bytes.fromhex("0200000100000001"))
    for a in "0120 0121 0124 0125 0128 0129 012c 012d 030001 030101 030200 030300".split():
        g.apply(bytes.fromhex(a))
    assert bytes(g.hand[:2]) == b"\x00\x00"
    assert (g.phase, g.active, g.step, g.stack) == (R.PH_PLAY, 0, R.DRAW, 24)
    g.apply(take(0, card(9, 2), card(9, 0)))     # P1 draws a Ma'o: it takes the one in the field
    assert g.phase == R.PH_OVER and g.stack == 23
    assert g.pts == [50, 45] and "P1 wins" in g.status()
    # the same when the stack is empty: nothing to draw, the hand ends with the declaration
    g = game(6, dealer=0)
    deal(g, [card(o, 2) for o in range(1, 13)])
    g.stack = 0                                  # (as if the stack had run out)
    for s, o in ((0, 1), (1, 2), (2, 3), (3, 4), (4, 5)):
        g.apply(ohana(o, s))
    assert g.phase == R.PH_PLAY
    g.apply(ohana(6, 5))
    assert g.phase == R.PH_OVER


def test_an_ohana_completed_by_the_card_drawn_is_declared_once_that_card_is_in_the_field():
    # README choice 6: the card drawn is not in the hand; it is marked first (here: no Hala in the
    # field, so it is left there and the turn passes), then the 'ohana comes from the field and hand
    g = game(2)
    deal(g, [card(o, 2) for o in (1, 2, 3, 5, 6, 7, 8, 9)])   # no Hala in the field
    g.apply(take(0, card(1, 0), card(1, 2)))          # P1 plays a Niu: 7 in hand, Hala 1-3 among them
    assert (g.hand[0], g.step) == (7, R.DRAW)
    g.apply(field(card(4, 3)))                        # draws Hala 4: no match, left in the field
    assert (g.active, g.step, g.stack) == (1, R.HAND, 23)
    g.apply(ohana(4, 0))                              # then the 'ohana: three from the hand
    assert g.hand[0] == 4 and (g.active, g.step, g.stack) == (1, R.HAND, 23)
    assert g.note == "P1 declares the 'ohana Hala (3 from the hand)"
    assert all(g.owner(card(4, k)) == 0 for k in range(4))
    assert g.count(R.UNSEEN) == g.hand[0] + g.hand[1] + g.stack


def test_a_card_left_beside_two_matches_names_both():
    """Issue 48: leaving iliahi3 in the field beside iliahi1 and iliahi2 was refused naming
    iliahi1 alone ("it takes it"), so taking iliahi2 seemed wrong: the refusal names every card
    it may take."""
    from games.hanafuda import codes as C
    g = game(2)
    deal(g, [card(3, 0), card(3, 1)] + [card(o, 2) for o in (1, 2, 4, 5, 6, 7)])
    e = raises(Illegal, g.apply, field(card(3, 2)))
    a, b, c = (C.card_name(card(3, k)) for k in (0, 1, 2))
    assert ("%s matches %s and %s in the field: it takes one of them" % (c, a, b)) in str(e), str(e)
    e = raises(Illegal, g.apply, field(card(1, 0)))
    assert "it takes it" in str(e) and " and " not in str(e).split(":")[0], str(e)
