# Hanafuda's refusals in words: why a set-up or an action is refused, and where a card is. rules.py
# checks with a few comparisons and loads this module only to explain a refusal (dropped after):
# a game in play keeps none of these words in RAM. check() is the one statement of the rules'
# checks in words; rules.Game.legal() must answer as it does (tests/hanafuda/test_hanafuda_why.py).
from core.errors import Illegal, BadSetup
from games.hanafuda import deck
from games.hanafuda import codes as C
from games.hanafuda.deck import STORM, CARDS


def bad_setup(setup):
    """Raise BadSetup saying what is wrong with the set-up bytes (return if nothing is)."""
    if not isinstance(setup, (bytes, bytearray)) or len(setup) != 8:
        raise BadSetup("Hanafuda set-up needs 8 bytes: players, flags, dealer, hands, seed")
    n, flags, dealer, hands = setup[0], setup[1], setup[2], setup[3]
    if n not in deck.DEAL:
        raise BadSetup("Hanafuda is for 2 to 6 players, not %d" % n)
    if flags & ~C.FLAG_TEAMS:
        raise BadSetup("unknown Hanafuda set-up flags %d" % flags)
    if flags & C.FLAG_TEAMS and n != 4:
        raise BadSetup("teams are for 4 players (2 teams across the table)")
    if dealer != C.RANDOM and dealer >= n:
        raise BadSetup("no player %d to deal" % (dealer + 1))
    if not 1 <= hands <= C.MAX_HANDS:
        raise BadSetup("a game is 1 to %d hands, not %d" % (C.MAX_HANDS, hands))


OP_FORM = ("", "[1, card]", "[2, seat, card, target]", "[3, ohana, seat]", "[4, dealer]", "[5, card]")


def check(g, action):
    """Raise Illegal saying why g refuses `action` (return if it takes it)."""
    if not isinstance(action, (bytes, bytearray)) or not action:
        raise Illegal("malformed action: expected bytes, an op 1-5 and its arguments")
    op = action[0]
    if op >= len(C.LENGTH) or not C.LENGTH[op]:
        raise Illegal("malformed action: unknown op %d (expected 1-5)" % op)
    if len(action) != C.LENGTH[op]:
        raise Illegal("malformed action: expected %s" % OP_FORM[op])
    if g.phase == C.PH_OVER:
        raise Illegal("the game is over")
    if op == C.OP_FIELD:
        _check_field(g, action[1])
    elif op == C.OP_TAKE:
        _check_take(g, action[1], action[2], action[3])
    elif op == C.OP_OHANA:
        _check_ohana(g, action[1], action[2])
    elif op == C.OP_NEXT:
        if g.phase != C.PH_DONE:
            raise Illegal("the hand is not over: " + g.wants())
        if action[1] >= g.n and action[1] != C.RANDOM:
            raise Illegal("no player %d to deal" % (action[1] + 1))
    else:
        _check_back(g, action[1])


def where(g, c):
    """Where card c is, in words."""
    w = g.loc[c]
    if w == C.FIELD:
        return "is in the field"
    if w >= C.CAPT:
        return "was captured by P%d" % (w - C.CAPT + 1)
    return "is still in a hand or the stack"


def not_dark(g, c):
    """A on a card in sight while a card played or drawn is to be picked."""
    return "%s %s: pick the card P%d %s (a dark one); hold A for an 'ohana" % (
        C.card_name(c), where(g, c), g.active + 1, "played" if g.step == C.HAND else "drew")


def _card(c):
    if c >= CARDS:
        raise Illegal("no card %d (0-47)" % c)


def _revealed(g, c):
    """c may be the card played or drawn now."""
    _card(c)
    if g.phase != C.PH_PLAY:
        raise Illegal("not now: " + g.wants())
    if g.loc[c] != C.UNSEEN:
        raise Illegal("%s %s" % (C.card_name(c), where(g, c)))


def _check_field(g, c):
    if g.phase == C.PH_DEAL:
        _card(c)
        if g.loc[c] != C.UNSEEN:
            raise Illegal("%s %s" % (C.card_name(c), where(g, c)))
        if g.count(C.FIELD) >= g.field_want:
            raise Illegal("the dealing chart puts %d cards in the field for %d players"
                          % (g.field_want, g.n))
        return
    _revealed(g, c)
    o = c // 4
    for t in range(o * 4, o * 4 + 4):
        if g.loc[t] == C.FIELD:
            raise Illegal("%s matches %s in the field: it takes it" % (C.card_name(c), C.card_name(t)))


def _check_take(g, seat, c, t):
    if seat >= g.n:
        raise Illegal("no player %d" % (seat + 1))
    _revealed(g, c)
    _card(t)
    if seat != g.active:
        raise Illegal("it is P%d's turn: P%d captures out of turn only by declaring an 'ohana"
                      % (g.active + 1, seat + 1))
    if g.loc[t] != C.FIELD:
        raise Illegal("%s %s, not in the field" % (C.card_name(t), where(g, t)))
    if t // 4 != c // 4 and c != STORM:
        raise Illegal("%s does not match %s (only the Storm Card is wild)" % (C.card_name(c), C.card_name(t)))


def _check_ohana(g, o, seat):
    if o >= 12:
        raise Illegal("no 'ohana %d (0-11)" % o)
    if seat >= g.n:
        raise Illegal("no player %d" % (seat + 1))
    if g.phase != C.PH_PLAY:
        raise Illegal("an 'ohana is declared during play: " + g.wants())
    blocks = g.p_target != C.NONE and g.p_target // 4 == o and seat != g.p_seat
    for c in range(o * 4, o * 4 + 4):
        if g.loc[c] >= C.CAPT and not (blocks and c == g.p_target):
            raise Illegal("%s was captured by P%d: no 'ohana of %s"
                          % (C.card_name(c), g.loc[c] - C.CAPT + 1, deck.name(o)))
    k = g.count(C.UNSEEN, o)
    if not k:
        raise Illegal("all of %s is in the field" % deck.name(o))
    if g.hand[seat] < k:
        raise Illegal("P%d has %d card(s) in hand, the 'ohana needs %d from it" % (seat + 1, g.hand[seat], k))


def _check_back(g, c):
    _card(c)
    if g.phase != C.PH_DEAL:
        raise Illegal("only the deal's field cards go back to the stack (undo otherwise)")
    if g.loc[c] != C.FIELD:
        raise Illegal("%s %s" % (C.card_name(c), where(g, c)))
