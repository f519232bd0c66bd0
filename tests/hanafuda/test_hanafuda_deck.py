# portable
# The deck data file against the rules page (../shared/rules/hanafuda.md): counts, values, roles
# and the eight hui, typed here again straight from that page.
from games.hanafuda import deck
from hana_util import card

# the rules page's deck table: values of the four cards of each 'ohana, in order
PAGE_VALUES = ((20, 10, 0, 0), (5, 10, 0, 0), (20, 10, 0, 0), (5, 10, 0, 0), (5, 10, 0, 0), (5, 10, 0, 0),
               (5, 10, 0, 0), (20, 5, 0, 0), (5, 10, 0, 0), (5, 10, 0, 0), (5, 5, 10, 0), (20, 10, 0, 0))
# the rules page's hui table as ('ohana, position) of its three cards
PAGE_HUI = (
    ((3, 0), (8, 0), (9, 0)),      # Hawai'i: bright B, bright C, animal G
    ((1, 0), (2, 0), (3, 0)),      # Maui: bright A, animal A, bright B
    ((1, 1), (2, 1), (3, 1)),      # Moloka'i: red ribbons of 1, 2, 3
    ((6, 1), (9, 1), (10, 1)),     # Lana'i: blue ribbons of 6, 9, 10
    ((6, 0), (9, 0), (10, 0)),     # Kaho'olawe: animals D, G, H
    ((4, 1), (5, 1), (7, 1)),      # O'ahu: plain ribbons of 4, 5, 7
    ((4, 0), (5, 0), (7, 0)),      # Kaua'i: animals B, C, E
    ((7, 0), (8, 1), (10, 0)),     # Ni'ihau: animals E, F, H
)


def test_deck_totals():
    roles = [deck.role(c) for c in range(48)]
    assert len(deck.VALUE) == 48 and len(deck.DECK.split("\n")) == 12
    assert sum(deck.VALUE) == 240 == deck.TOTAL
    counts = {}
    for v in deck.VALUE:
        counts[v] = counts.get(v, 0) + 1
    assert counts == {20: 4, 10: 11, 5: 10, 0: 23}
    assert sum(1 for r in roles if "ribbon" in r) == 10 == deck.RIBBONS
    for c in range(48):   # every kapa ribbon is worth 10
        if "ribbon" in roles[c]:
            assert deck.VALUE[c] == 10


def test_values_and_storm_follow_the_rules_page():
    for o in range(12):
        assert tuple(deck.VALUE[o * 4:o * 4 + 4]) == PAGE_VALUES[o]
    assert deck.STORM == card(11, 3) and deck.role(deck.STORM) == "storm"
    assert deck.VALUE[deck.STORM] == 0 and deck.STORM_OHANA == 10
    # roles are unique, so every hui names its cards without doubt
    named = [deck.role(c) for c in range(48) if deck.role(c)]
    assert len(named) == len(set(named)) == 26


def test_hui_table_follows_the_rules_page():
    assert deck.HUIS == 8 and len(deck.HUI_CARDS) == 24
    for h in range(8):
        want = sorted(card(o, k) for o, k in PAGE_HUI[h])
        assert sorted(deck.HUI_CARDS[3 * h:3 * h + 3]) == want, deck.hui_name(h)
        for c in want:    # hui are made of point cards
            assert deck.VALUE[c] > 0


def test_names_for_the_console():
    assert deck.name(0) == "Niu" and deck.word(10) == "fern" and deck.name(11) == "Kukui"
    assert deck.ohana_of_word("mao") == 8 and deck.ohana_of_word("nope") == -1
    assert deck.role(card(1)) == "bright A" and deck.role(card(1, 2)) == ""
    assert [deck.hui_name(h) for h in (0, 7)] == ["Hawai'i", "Ni'ihau"]


def test_dealing_chart():
    assert deck.DEAL == {2: (8, 8), 3: (7, 6), 4: (5, 8), 5: (4, 8), 6: (3, 12)}
