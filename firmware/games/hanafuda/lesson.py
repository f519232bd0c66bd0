# Hanafuda's guided first game (issue 47), as data for the lesson engine (ui/lesson.py): two players
# at one table, the real cards sorted face up by 'ohana, each step naming the card to take and where
# it goes (the teaching deal: P1 deals, one hand). Chosen so each rule comes up in the first hand's
# first turns: the deal (8 field cards), the first round (a match takes, a card with no match stays,
# two of an 'ohana in the field: take either, three: take all three), an 'ohana declared (Kalo), the
# Storm Card wild (on the Limu bright), a block (P2 holds the other three Limu), the Storm's player
# plays again, and a hui (P2's Ki, Limu and Ulu animals: Ni'ihau) with its -50 on the status line.
# A hand for two is 16 turns: the lesson ends there, says so, and offers a real game (A).
# Loaded one step at a time and dropped.
#
# A step: (sentence, cells, accept, success line, reason, what it teaches[, presses])
#   sentence: at most 15 words, who acts, what to do and where (said when the step starts)
#   cells: the cards it is about (console words: "niu3 storm"), lit in the teaching cue
#   accept: None (a step that only says: A goes on), an action in console words ("field niu3",
#     "take niu1 niu3 p1", "ohana kalo p1"), or a tuple of them (one of a set)
#   success line: said when the step is done; reason: said for anything else (the step stays)
#   teaches: the sections of docs/rules/hanafuda.md (and SPECIAL plays) this step teaches
#   presses: what the grid shows to press (ui/lesson.py; games/konane/lesson.py says how they are
#     written): "A@niu1 A@niu3" a card onto another, "hold@kalo1 A" an 'ohana declared
from games.hanafuda import deck
from games.hanafuda.codes import OP_FIELD, OP_TAKE, OP_OHANA, make_setup

SETUP = make_setup(2, 47, dealer=0, hands=1)   # two players, P1 deals, one hand (the seed: unused)
OFFER_NOW = True   # the lesson ends mid-hand: A offers the real game at once (ui/lesson.py)
REAL = make_setup(2, 47)                       # after: the set-up page's own, 3 hands, dealer random
SPECIAL = ("'ohana declaration", "the Storm Card", "blocking the Storm")
HOLD_A = (OP_OHANA,)   # the view declares an 'ohana with a long A: on such a step it is not the skip
DONE = ("Lesson learned: the cards, the deal, a turn, 'ohana, the Storm and hui. A real hand "
        "goes on until every hand is empty. A: a real game for you two.")
_NOT_YET = "Read the step first: press A to go on."


def _deal(what, card):
    # the card by its name on the map too ("Kalo 4", as the cursor's line says it): the lesson's
    # game needs that one, and a newcomer's other plain Kalo was refused with no word of which
    name = "%s%s %s" % (card[0].upper(), card[1:-1], card[-1])   # (MicroPython: no capitalize)
    return ("P1 deals: lay %s (%s) face up; A on it." % (what, name), card,
            "field " + card, "Dealt.", "The lesson's field card now is %s, %s: the lit one." % (name, what),
            ("The deal",), "A@" + card)


STEPS = (
    ("Both: sort the 48 cards face up by 'ohana; each step names a card.",
     "", None, "", _NOT_YET, ("The cards",)),
    ("Goal: capture cards worth points; the higher score wins the hand.",
     "niu1 iliahi1 limu1 kukui1", None, "", _NOT_YET, ("Scoring a hand",)),
    ("P1 deals: lay a plain Niu (Niu 3) face up; A on it.",
     "niu3", "field niu3", "Dealt: the grid maps the 48 cards, left/right an 'ohana, up/down its four; field cards pale.",
     "The lesson's first field card is Niu 3, a plain Niu: the lit one.", ("The deal", "Playing it on the companion"),
     "A@niu3"),
    _deal("a plain Hala", "hala3"),
    _deal("another plain Hala", "hala4"),
    _deal("a plain Kalo", "kalo4"),
    _deal("the Limu bright", "limu1"),
    _deal("the Ki ribbon", "ki2"),
    _deal("a plain Ki", "ki3"),
    ("P1 deals: last, another plain Ki (Ki 4), face up; A on it.",
     "ki4", "field ki4", "Dealt: P1 plays first, a card from the hand, then one drawn.",
     "The lesson's last field card is Ki 4, another plain Ki: the lit one.", ("The deal",), "A@ki4"),
    ("P1: play the Niu bright: A on it, then A on the plain Niu.",
     "niu1 niu3", "take niu1 niu3 p1", "Same 'ohana: it takes the plain Niu; both are P1's captures.",
     "P1's Niu bright takes the lit plain Niu: A on the bright, then on it.", ("A turn",), "A@niu1 A@niu3"),
    ("P1: draw the Ulu animal; no Ulu in the field: A on it twice.",
     "ulu1", "field ulu1", "No match: it stays in the field. P2's turn.",
     "The card drawn is the Ulu animal: A on it twice leaves it in the field.", ("A turn",), "A@ulu1 A@ulu1"),
    ("P2: play the Hala animal; two plain Hala lie there: take either one.",
     "hala1 hala3 hala4", ("take hala1 hala3 p2", "take hala1 hala4 p2"), "Two of its 'ohana: you chose one.",
     "P2 plays the Hala animal onto one of the two lit plain Hala.", ("A turn",), "A@hala1 A@hala3"),
    ("P2: draw the Ki animal; with three Ki there, it takes all three.",
     "ki1 ki2 ki3 ki4", ("take ki1 ki2 p2", "take ki1 ki3 p2", "take ki1 ki4 p2"),
     "Three of its 'ohana: all four Ki are P2's. Both have played: P1's turn again.",
     "P2's Ki animal takes the three lit Ki: A on it, then on one.", ("A turn",), "A@ki1 A@ki2"),
    ("P1: pick up the other three Kalo (your hand); declare: hold A on Kalo, A.",
     "kalo1 kalo2 kalo3 kalo4", "ohana kalo p1", "An 'ohana declared: all four Kalo are P1's, any time.",
     "Declare the Kalo: hold A on a lit Kalo, then A for P1.", ("Special plays", "'ohana declaration"),
     "hold@kalo1 A"),
    ("P1: play the Storm Card, a fern, wild onto the Limu bright.",
     "storm limu1", "take storm limu1 p1",
     "The Storm took it; at the hand's end it also gets that 'ohana's point cards left.",
     "The Storm Card takes any field card: A on it, then on the Limu bright.", ("the Storm Card",),
     "A@storm A@limu1"),
    ("P2: pick up the other three Limu (your hand); hold A on Limu, right, A.",
     "limu2 limu3 limu4 limu1", "ohana limu p2",
     "Blocked: all four Limu are P2's; the Storm goes back, P1 plays again.",
     "P2 blocks: hold A on a lit Limu, right until P2, then A.", ("blocking the Storm",),
     "hold@limu2 right A"),
    ("P1: play the Kukui bright; no Kukui lies there, so it stays.",
     "kukui1", "field kukui1", "It stays in the field. Now P1 draws.",
     "P1 plays the lit Kukui bright: A on it twice.", ("A turn",), "A@kukui1 A@kukui1"),
    ("P1: draw the Kukui ten; it takes the Kukui bright.",
     "kukui2 kukui1", "take kukui2 kukui1 p1", "30 points for P1. P2's turn.",
     "P1's drawn Kukui ten takes the lit Kukui bright.", ("A turn",), "A@kukui2 A@kukui1"),
    ("P2: play the Ulu ribbon onto the Ulu animal.",
     "ulu2 ulu1", "take ulu2 ulu1 p2", "Ki, Limu and Ulu animals: the hui Ni'ihau is P2's.",
     "P2's Ulu ribbon takes the lit Ulu animal.", ("Scoring a hand",), "A@ulu2 A@ulu1"),
    ("Both: P2's hui costs P1 50 points: the line reads P1 65-50=15.",
     "ki1 limu2 ulu1", None, "", _NOT_YET, ("Scoring a hand",)),
)


def _card(w):
    if w == "storm":
        return deck.STORM
    return deck.ohana_of_word(w[:-1]) * 4 + int(w[-1]) - 1


def where(grid, g, name):
    """A card's cell on the grid, as the view draws it (grid.py View.card_at): (x, y, 1)."""
    c = _card(name)
    o, k = c // 4, c % 4
    if grid.w >= 16 and grid.h >= 16:
        return (o, k, 1)
    return (o % 6, (o // 6) * 4 + k, 1)


def action(g, text):
    """A step's action in the console's words -> the action bytes the view makes for it."""
    w = text.split()
    if w[0] == "field":
        return bytes((OP_FIELD, _card(w[1])))
    seat = int(w[-1][1:]) - 1
    if w[0] == "take":
        return bytes((OP_TAKE, seat, _card(w[1]), _card(w[2])))
    return bytes((OP_OHANA, deck.ohana_of_word(w[1]), seat))
