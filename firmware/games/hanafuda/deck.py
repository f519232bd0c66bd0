# Hanafuda Na Pua Hawai'i: the deck, its values and roles, and the eight hui. This is the ONE place
# an owner corrects the cards (the card-to-hui mapping is a reconstruction, see
# docs/rules/hanafuda.md); rules.py, the view and the console read only the names at the
# bottom. Two text tables, parsed once at import (one string each costs far less RAM than tuples).
#
# DECK: one line an 'ohana, in the rulebook's order: its name | the word the console takes | its
# four cards as "value role". A role names a card uniquely so a hui can list it; a card without
# one is a plain card ('opala). "storm" marks the Storm Card; "ribbon" in a role marks a kapa
# ribbon. On the grid a card is the cell ('ohana, position): the order here is the order of the
# four cells, and the console calls them <word>1 .. <word>4.
DECK = """\
Niu | niu | 20 bright A | 10 red ribbon 1 | 0 | 0
'Ohi'a Lehua | ohia | 5 animal A | 10 red ribbon 2 | 0 | 0
'Iliahi | iliahi | 20 bright B | 10 red ribbon 3 | 0 | 0
Hala | hala | 5 animal B | 10 plain ribbon 4 | 0 | 0
Kalo | kalo | 5 animal C | 10 plain ribbon 5 | 0 | 0
'Ilima | ilima | 5 animal D | 10 blue ribbon 6 | 0 | 0
Ki | ki | 5 animal E | 10 plain ribbon 7 | 0 | 0
Limu | limu | 20 bright C | 5 animal F | 0 | 0
Ma'o hau hele | mao | 5 animal G | 10 blue ribbon 9 | 0 | 0
'Ulu | ulu | 5 animal H | 10 blue ribbon 10 | 0 | 0
Hapu'u & Pala'a | fern | 5 animal I | 5 animal J | 10 kapa ribbon 11 | 0 storm
Kukui | kukui | 20 bright D | 10 plain ten | 0 | 0"""

# HUI: one line a hui (bonus combination): its name | the roles of its three cards. A card may be
# in two hui.
HUI = """\
Hawai'i | bright B | bright C | animal G
Maui | bright A | animal A | bright B
Moloka'i | red ribbon 1 | red ribbon 2 | red ribbon 3
Lana'i | blue ribbon 6 | blue ribbon 9 | blue ribbon 10
Kaho'olawe | animal D | animal G | animal H
O'ahu | plain ribbon 4 | plain ribbon 5 | plain ribbon 7
Kaua'i | animal B | animal C | animal E
Ni'ihau | animal E | animal F | animal H"""

HUI_PENALTY = 50  # each hui a side holds costs every other side this much

# Dealing chart by number of players: (cards in each hand, cards in the field).
DEAL = {2: (8, 8), 3: (7, 6), 4: (5, 8), 5: (4, 8), 6: (3, 12)}

CARDS = 48


# ---- lookups (they allocate: for the console and notes, never per frame) -----------------------
def _cell(text, row, col):
    """Cell `col` of line `row` of a table, found without splitting the whole table."""
    i = 0
    for _ in range(row):
        i = text.index("\n", i) + 1
    for _ in range(col):
        i = text.index("|", i) + 1
    j = text.find("|", i)
    k = text.find("\n", i)
    if j < 0 or (0 <= k < j):
        j = k if k >= 0 else len(text)
    return text[i:j].strip()


def _cells(text, row):
    return [w.strip() for w in text.split("\n")[row].split("|")]


def name(o):
    """An 'ohana's name."""
    return _cell(DECK, o, 0)


def word(o):
    """An 'ohana's word on the console."""
    return _cell(DECK, o, 1)


def role(c):
    """A card's role ('' for a plain card)."""
    text = _cell(DECK, c // 4, 2 + c % 4)
    sp = text.find(" ")
    return "" if sp < 0 else text[sp + 1:]


def hui_name(h):
    return _cell(HUI, h, 0)


def ohana_of_word(w):
    """The 'ohana a console word names, or -1."""
    for o in range(12):
        if word(o) == w:
            return o
    return -1


# ---- built once: card values, the hui's cards, the Storm Card (card index = 'ohana * 4 + position)
def _build():
    value = bytearray(CARDS)
    roles = []
    lines = DECK.split("\n")
    if len(lines) != 12:
        raise ValueError("the deck needs 12 'ohana")
    for o in range(12):
        cells = _cells(DECK, o)
        if len(cells) != 6:
            raise ValueError("'ohana %s needs a name, a word and 4 cards" % cells[0])
        for k in range(4):
            text = cells[2 + k]
            sp = text.find(" ")
            value[o * 4 + k] = int(text if sp < 0 else text[:sp])
            roles.append("" if sp < 0 else text[sp + 1:])
    rows = HUI.split("\n")
    hui = bytearray(3 * len(rows))
    for h in range(len(rows)):
        cells = _cells(HUI, h)
        for j in range(3):
            hui[3 * h + j] = roles.index(cells[1 + j])  # ValueError names a role no card has
    return value, bytes(hui), roles.index("storm"), sum(1 for r in roles if "ribbon" in r)


VALUE, HUI_CARDS, STORM, RIBBONS = _build()
TOTAL = sum(VALUE)   # 240 with the deck above
STORM_OHANA = STORM // 4
HUIS = len(HUI_CARDS) // 3
del _build
