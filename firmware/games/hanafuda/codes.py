# Hanafuda in codes: where a card is, the set-up flags, the action codes and lengths, the phases,
# the events of an action and their words, a card's and a dealer's name and the set-up bytes.
# rules.py plays by them; words.py reads them here, so that nothing below rules.py imports it back.
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from games.hanafuda import deck
from games.hanafuda.deck import VALUE

NONE = const(255)
RANDOM = const(255)   # dealer byte: let the companion pick

# where a card is: in no one's sight (a hand or the draw stack), the field, or captured by seat s
UNSEEN = const(0)
FIELD = const(1)
CAPT = const(2)       # + seat

# set-up: [players 2-6, flags, dealer 0..n-1 or RANDOM, hands 1-12, seed (4 bytes, big-endian)]
FLAG_TEAMS = const(1)  # 4 players as 2 teams across the table: P1+P3 and P2+P4
MAX_HANDS = const(12)

# actions
OP_FIELD = const(1)   # [1, card]                the deal's field card, or a card played / drawn with no match
OP_TAKE = const(2)    # [2, seat, card, target]  the card played / drawn takes a field card (seat: whose turn)
OP_OHANA = const(3)   # [3, ohana, seat]         a seat declares an 'ohana (any time; blocks a Storm)
OP_NEXT = const(4)    # [4, dealer]              after a hand: the next one, its dealer (or RANDOM)
OP_BACK = const(5)    # [5, card]                while dealing: a field card marked by mistake goes back
LENGTH = (0, 2, 4, 3, 2, 2)

# phases
PH_DEAL = const(0)    # marking the field as dealt
PH_PLAY = const(1)
PH_DONE = const(2)    # a hand is over, another is to come
PH_OVER = const(3)    # the last hand is over

# events of the last action, for its console note: [kind, x, y, z] each (formatted only when shown,
# so a replay never builds the text)
E_HAND, E_DEALT, E_BACK, E_LEFT, E_STORM, E_ALL, E_TAKE = 1, 2, 3, 4, 5, 6, 7
E_BLOCK, E_DECLARE, E_DEALER, E_STORM_GETS, E_OVER = 8, 9, 10, 11, 12
EVENT_TEXT = ("", "hand %d, P%d deals", "%s dealt to the field", "%s back to the stack",
              "P%d leaves %s in the field", "P%d's Storm Card takes %s", "P%d takes the 'ohana %s",
              "P%d takes %s with %s", "P%d blocks the Storm Card", "P%d declares the 'ohana %s (%d from the hand)",
              "the dealer P%d takes the 'ohana %s", "P%d gets %s with the Storm", "hand %d over, %s wins")

HAND = const(0)       # the turn's first part: a card from the hand
DRAW = const(1)       # its second part: a card from the draw stack


def plain_role(r):
    """A role without the letter or number that only tells the hui's cards apart ("bright A" ->
    "bright", "red ribbon 1" -> "red ribbon"): what a player calls the card."""
    i = r.rfind(" ")
    if i > 0 and (len(r) - i == 2 or r[i + 1:].isdigit()):
        return r[:i]
    return r


def card_name(c):
    """A card as the console writes and reads it: 'ohana word + position 1-4, then its points and
    kind ("niu1 (20 bright)"; a newcomer read "20 bright A" as a code)."""
    r = plain_role(deck.role(c))
    return "%s%d (%d%s)" % (deck.word(c // 4), c % 4 + 1, VALUE[c], (" " + r) if r else "")


def seat_text(d):
    """A dealer byte in words ("random" or "P2"): the set-up page and the grid both say it."""
    return "random" if d == RANDOM else "P%d" % (d + 1)


def make_setup(players, seed, teams=False, dealer=RANDOM, hands=3):
    return bytes((players, FLAG_TEAMS if teams else 0, dealer, hands, (seed >> 24) & 255,
                  (seed >> 16) & 255, (seed >> 8) & 255, seed & 255))
