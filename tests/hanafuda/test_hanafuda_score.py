# portable
# Hanafuda scores: the seed's table, each hui, a card in two hui, teams, the Storm Card, ties, the
# four-of-an-'ohana deal, running totals; and random hands against a scorer written here from the
# rules page (../shared/rules/hanafuda.md), not from the firmware.
from core.rng import Rng
from games.hanafuda import rules as R
from games.hanafuda.moves import legal_actions
from hana_util import card, game, field, take, ohana, deal, own, refused, finish_hand, STORM

# ---- the reference scorer, straight from the rules page --------------------------------------
# values of the four cards of each 'ohana (the deck table)
REF_VALUES = ((20, 10, 0, 0), (5, 10, 0, 0), (20, 10, 0, 0), (5, 10, 0, 0), (5, 10, 0, 0), (5, 10, 0, 0),
              (5, 10, 0, 0), (20, 5, 0, 0), (5, 10, 0, 0), (5, 10, 0, 0), (5, 5, 10, 0), (20, 10, 0, 0))
BRIGHT_A, BRIGHT_B, BRIGHT_C = card(1), card(3), card(8)
ANIMAL = {"A": card(2), "B": card(4), "C": card(5), "D": card(6), "E": card(7), "F": card(8, 1),
          "G": card(9), "H": card(10)}
REF_HUI = (
    (BRIGHT_B, BRIGHT_C, ANIMAL["G"]),                       # Hawai'i
    (BRIGHT_A, ANIMAL["A"], BRIGHT_B),                       # Maui
    (card(1, 1), card(2, 1), card(3, 1)),                    # Moloka'i
    (card(6, 1), card(9, 1), card(10, 1)),                   # Lana'i
    (ANIMAL["D"], ANIMAL["G"], ANIMAL["H"]),                 # Kaho'olawe
    (card(4, 1), card(5, 1), card(7, 1)),                    # O'ahu
    (ANIMAL["B"], ANIMAL["C"], ANIMAL["E"]),                 # Kaua'i
    (ANIMAL["E"], ANIMAL["F"], ANIMAL["H"]),                 # Ni'ihau
)


def ref_scores(owner, n, teams):
    """owner[c]: the seat holding card c or -1. Returns (points, hui, final) per side."""
    m = 2 if teams else n
    side = (lambda s: s % 2) if teams else (lambda s: s)
    pts = [0] * m
    for c in range(48):
        if owner[c] >= 0:
            pts[side(owner[c])] += REF_VALUES[c // 4][c % 4]
    hui = [0] * m
    for cards in REF_HUI:
        sides = [side(owner[c]) if owner[c] >= 0 else -1 for c in cards]
        if sides[0] >= 0 and sides.count(sides[0]) == 3:
            hui[sides[0]] += 1
    final = [pts[s] - 50 * (sum(hui) - hui[s]) for s in range(m)]
    return pts, hui, final


def ref_winner(final, dealer, n, teams):
    order = [(dealer + i) % n for i in range(n)]       # the dealer, then to the right
    sides = [(s % 2) if teams else s for s in order]
    best = max(final)
    for s in sides:
        if final[s] == best:
            return s


def owners(g):
    return [g.owner(c) if g.owner(c) != R.NONE else -1 for c in range(48)]


def check_live(g):
    pts, hui, final = ref_scores(owners(g), g.n, g.teams)
    assert g.pts == pts and [g.hui_count(s) for s in range(g.m)] == hui and g.final == final


# ---- the seed's table and the hui ------------------------------------------------------------
def test_the_seeds_table():
    g = game(3)
    own(g, 0, [card(1, 1), card(2, 1), card(3, 1), card(6, 1), card(9, 1), card(10, 1)])   # Moloka'i, Lana'i
    own(g, 1, [BRIGHT_B, BRIGHT_C, ANIMAL["G"], BRIGHT_A, card(12), card(4, 1), ANIMAL["E"]])  # Hawai'i
    own(g, 2, [ANIMAL[k] for k in "ABCDFH"] + [card(11), card(11, 1), card(5, 1), card(7, 1),
                                              card(11, 2), card(12, 1)])
    assert g.pts == [60, 100, 80]
    assert [g.hui_count(s) for s in range(3)] == [2, 1, 0]
    assert g.final == [10, 0, -70]
    check_live(g)
    assert sum(g.pts) == 240


def test_each_hui_alone():
    for h in range(8):
        g = game(2)
        own(g, 0, REF_HUI[h])
        assert g.hui[0] == 1 << h and g.hui[1] == 0, h
        assert g.final[1] == -50 and g.final[0] == g.pts[0]
        check_live(g)
    g = game(2)
    own(g, 0, REF_HUI[0][:2])
    own(g, 1, REF_HUI[0][2:])          # split: nobody holds it
    assert g.hui[0] == g.hui[1] == 0


def test_a_card_counts_in_two_hui():
    g = game(2)
    own(g, 0, (BRIGHT_A, ANIMAL["A"], BRIGHT_B, BRIGHT_C, ANIMAL["G"]))   # bright B: Maui and Hawai'i
    assert g.hui_count(0) == 2 and g.final[1] == -100
    g = game(2)
    own(g, 1, (ANIMAL["B"], ANIMAL["C"], ANIMAL["E"], ANIMAL["F"], ANIMAL["H"]))  # animal E: Kaua'i, Ni'ihau
    assert g.hui_count(1) == 2 and g.final[0] == -100 and g.final[1] == 25


def test_teams_pool_their_cards():
    g = game(4, teams=True)
    own(g, 0, (BRIGHT_A,))
    own(g, 2, (ANIMAL["A"], BRIGHT_B))          # P1 + P3 hold Maui together
    own(g, 1, (card(12),))
    assert g.m == 2 and g.pts == [45, 20] and g.hui_count(0) == 1 and g.final == [45, -30]
    check_live(g)
    s = game(4)                                 # without teams: nobody holds it
    own(s, 0, (BRIGHT_A,))
    own(s, 2, (ANIMAL["A"], BRIGHT_B))
    assert sum(s.hui) == 0 and s.final == [20, 0, 25, 0]


# ---- the Storm Card --------------------------------------------------------------------------
FIELD = [card(1, 0), card(1, 2), card(2, 2), card(3, 2), card(4, 2), card(5, 2), card(6, 2), card(7, 2)]


def test_storm_used_wild_gives_its_holder_the_rest_of_that_ohana_at_the_end():
    g = game(2, dealer=0)
    deal(g, FIELD)                               # Niu 20 and a Niu 0 in the field
    g.apply(take(0, STORM, card(1, 2)))          # P1's Storm takes the Niu 0: wild
    assert g.wild == 0 and g.owner(STORM) == 0
    finish_hand(g, avoid=(1,))                   # nobody touches Niu again
    assert g.phase == R.PH_OVER
    assert g.owner(card(1, 0)) == 0              # the Niu 20 left in the field went to P1
    assert "Storm" in g.note
    check_live(g)


def test_storm_dealt_into_the_field_only_matches_ferns():
    g = game(2)
    deal(g, [STORM] + FIELD[1:])
    refused(g, take(0, card(1, 0), STORM), "does not match")
    g.apply(take(0, card(11, 0), STORM))         # a fern takes it
    assert g.owner(STORM) == 0 and g.wild == R.NONE


def test_storm_matches_a_fern_without_being_wild_and_cannot_be_left_beside_one():
    g = game(2)
    deal(g, [card(11, 0)] + FIELD[1:])
    refused(g, field(STORM), "matches")
    g.apply(take(0, STORM, card(11, 0)))
    assert g.wild == R.NONE


def test_a_holder_of_the_ohana_blocks_the_storm():
    g = game(2, dealer=0)
    deal(g, FIELD)
    g.apply(take(0, STORM, card(1, 2)))          # P1 tries the Storm on Niu
    assert (g.active, g.step) == (0, R.DRAW)
    g.apply(ohana(1, 1))                         # P2 holds the other two Niu: "stop"
    for k in range(4):
        assert g.owner(card(1, k)) == 1
    assert g.loc[STORM] == R.UNSEEN and g.wild == R.NONE   # the Storm is back in P1's hand
    assert (g.active, g.step) == (0, R.HAND) and g.hand == bytearray((8, 6, 0, 0, 0, 0))
    assert "blocks the Storm" in g.note
    g.apply(take(0, STORM, card(2, 2)))          # P1 plays the Storm elsewhere
    assert g.wild == 1
    g.apply(field(card(12, 0)))                  # once another action is made, no block any more
    refused(g, ohana(2, 1), "was captured by P1")


# ---- ties, the deal, running totals ---------------------------------------------------------
def test_ties_the_dealer_first_then_closest_to_the_dealers_right():
    g = game(4, dealer=2)
    assert g.ranking_winner([10, 30, 30, 5]) == 2    # the dealer wins a tie
    assert g.ranking_winner([30, 30, 10, 5]) == 0    # P3 deals: P4, then P1 is closest to the right
    assert g.ranking_winner([30, 30, 10, 30]) == 3
    assert g.ranking_winner([0, 0, 0, 0]) == 2
    assert g.ranking_winner([0, 40, 0, 0]) == 1      # no tie: the best
    t = game(4, dealer=1, teams=True)
    assert t.ranking_winner([20, 20]) == 1           # the dealer's team wins a tie
    t = game(4, dealer=2, teams=True)
    assert t.ranking_winner([20, 20]) == 0


def tie_at_the_end(n, dealer, scores):
    """Play a hand up to its last draw, then give the seats captures worth `scores` (20-point cards
    and ribbons, no hui) and end the hand with a draw that takes nothing."""
    from hana_util import quiet
    g = game(n, dealer=dealer)
    deal(g, [card(o, 2) for o in range(4, 4 + g.field_want)])
    while not (sum(g.hand) == 0 and g.step == R.DRAW):
        g.apply(quiet(g))
    for c in range(48):
        if g.loc[c] >= R.CAPT:
            g.loc[c] = R.UNSEEN
    g.rescore()
    brights = [c for c in (card(1), card(3), card(8), card(12)) if g.loc[c] == R.UNSEEN]
    tens = [c for c in (card(1, 1), card(6, 1), card(4, 1), card(11, 2), card(12, 1)) if g.loc[c] == R.UNSEEN]
    for seat in range(n):
        own(g, seat, ((brights if scores[seat] == 20 else tens).pop(),))
    assert g.pts == scores and sum(g.hui) == 0
    last = [a for a in legal_actions(g) if a[0] == R.OP_FIELD]
    g.apply(last[0])
    assert g.phase == R.PH_OVER and g.final == scores
    return g


def test_a_tied_hand_goes_to_the_dealer_then_closest_to_the_right():
    assert tie_at_the_end(2, 1, [20, 20]).winner == 1
    assert tie_at_the_end(2, 0, [20, 20]).winner == 0
    assert tie_at_the_end(3, 2, [20, 20, 10]).winner == 0    # P3 deals: P1 is next to the right
    assert tie_at_the_end(3, 0, [10, 20, 20]).winner == 1
    assert tie_at_the_end(3, 1, [20, 10, 20]).winner == 2


def test_four_of_one_ohana_at_the_deal_scores_for_the_dealer():
    g = game(3, dealer=2)
    deal(g, [card(1, k) for k in range(4)] + [card(2, 2), card(3, 2)])
    assert g.pts == [0, 0, 30]
    check_live(g)


def test_running_totals_over_three_hands():
    g = game(3, dealer=0, hands=3)
    rng = Rng(77)
    ends = []
    while not g.over():
        acts = legal_actions(g)
        g.apply(acts[rng.below(len(acts))])
        if g.phase in (R.PH_DONE, R.PH_OVER) and len(ends) < g.hand_no:
            ends.append(list(g.final))
            check_live(g)
            assert g.winner == ref_winner(g.final, g.dealer, 3, False)
    assert len(ends) == 3
    assert g.totals == [sum(e[s] for e in ends) for s in range(3)]
    best = g.ranking_winner(g.totals)
    assert ("%s wins" % g.side_name(best)) in g.status()


def test_random_hands_score_like_the_rules_page():
    for seed in range(12):
        n = 2 + seed % 5
        teams = n == 4 and seed % 2 == 0
        g = R.Game(R.make_setup(n, 1000 + seed, teams, R.RANDOM, 1))
        rng = Rng(seed + 1)
        while not g.over():
            acts = legal_actions(g)
            g.apply(acts[rng.below(len(acts))])
            check_live(g)
        assert g.winner == ref_winner(g.final, g.dealer, n, teams)
        assert g.totals == g.final
