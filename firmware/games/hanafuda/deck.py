# Hanafuda Na Pua Hawai'i: the deck, its values and roles, and the eight hui. This is the ONE place
# an owner corrects the cards (the card-to-hui mapping is a reconstruction, see
# /work/shared/rules/hanafuda.md); rules.py and the view read only the names built at the bottom.
#
# Each 'ohana: its name, the word the console takes, and its four cards as "value role". A role
# names a card uniquely so a hui can list it; a card with no role is a plain card ('opala). "storm"
# marks the Storm Card; "ribbon" in a role marks a kapa ribbon. On the grid a card is the cell
# ('ohana, position): the order below is the order of the four cells.
OHANA = (
    ("Niu", "niu", ("20 bright A", "10 red ribbon 1", "0", "0")),
    ("'Ohi'a Lehua", "ohia", ("5 animal A", "10 red ribbon 2", "0", "0")),
    ("'Iliahi", "iliahi", ("20 bright B", "10 red ribbon 3", "0", "0")),
    ("Hala", "hala", ("5 animal B", "10 plain ribbon 4", "0", "0")),
    ("Kalo", "kalo", ("5 animal C", "10 plain ribbon 5", "0", "0")),
    ("'Ilima", "ilima", ("5 animal D", "10 blue ribbon 6", "0", "0")),
    ("Ki", "ki", ("5 animal E", "10 plain ribbon 7", "0", "0")),
    ("Limu", "limu", ("20 bright C", "5 animal F", "0", "0")),
    ("Ma'o hau hele", "mao", ("5 animal G", "10 blue ribbon 9", "0", "0")),
    ("'Ulu", "ulu", ("5 animal H", "10 blue ribbon 10", "0", "0")),
    ("Hapu'u & Pala'a", "fern", ("5 animal I", "5 animal J", "10 kapa ribbon 11", "0 storm")),
    ("Kukui", "kukui", ("20 bright D", "10 plain ten", "0", "0")),
)

# The eight hui (bonus combinations): a name and the roles of its three cards. A card may be in two.
HUI = (
    ("Hawai'i", ("bright B", "bright C", "animal G")),
    ("Maui", ("bright A", "animal A", "bright B")),
    ("Moloka'i", ("red ribbon 1", "red ribbon 2", "red ribbon 3")),
    ("Lana'i", ("blue ribbon 6", "blue ribbon 9", "blue ribbon 10")),
    ("Kaho'olawe", ("animal D", "animal G", "animal H")),
    ("O'ahu", ("plain ribbon 4", "plain ribbon 5", "plain ribbon 7")),
    ("Kaua'i", ("animal B", "animal C", "animal E")),
    ("Ni'ihau", ("animal E", "animal F", "animal H")),
)
HUI_PENALTY = 50  # each hui a side holds costs every other side this much

# Dealing chart by number of players: (cards in each hand, cards in the field).
DEAL = {2: (8, 8), 3: (7, 6), 4: (5, 8), 5: (4, 8), 6: (3, 12)}


# ---- built once from the tables above (card index = 'ohana * 4 + position) --------------------
def _build():
    value = bytearray(48)
    role = []
    for o in range(12):
        cards = OHANA[o][2]
        if len(cards) != 4:
            raise ValueError("'ohana %s needs 4 cards" % OHANA[o][0])
        for k in range(4):
            text = cards[k]
            sp = text.find(" ")
            value[o * 4 + k] = int(text if sp < 0 else text[:sp])
            role.append("" if sp < 0 else text[sp + 1:])
    hui = bytearray(3 * len(HUI))
    for h in range(len(HUI)):
        for j in range(3):
            hui[3 * h + j] = role.index(HUI[h][1][j])  # ValueError names a role no card has
    return value, tuple(role), bytes(hui), role.index("storm")


VALUE, ROLE, HUI_CARDS, STORM = _build()
STORM_OHANA = STORM // 4
CARDS = 48
