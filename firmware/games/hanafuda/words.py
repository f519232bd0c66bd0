# What Hanafuda says, loaded on demand and dropped after use: the scorebook's result and set-up in
# words (core/book.py, core/result.py through registry.words), the console's help and rules in short
# (HELP, HOWTO), why a set-up or an action is refused. A game in play keeps none of it in RAM:
# rules.py and grid.py load it only to explain a refusal, and drop it after. It reads codes.py and
# deck.py, never rules.py (rules.py imports it back, lazily). The console commands: cmds.py.
from core.errors import Illegal, BadSetup
from games.hanafuda import deck
from games.hanafuda import codes as C
from games.hanafuda.deck import STORM, CARDS

# ---- the scorebook: a finished or ended game (core/book.py loads it for one write only): each
# side's match total over the hands played; the side the game ranks first wins.
SEATS = ("P1", "P2", "P3", "P4", "P5", "P6")
COLOURS = (0xFF0000, 0x0040FF, 0x00C000, 0xFFB000, 0xC000FF, 0xFF80FF)   # each side's (grid.SEATS)


def result(g):
    w = g.ranking_winner(g.totals) if g.over() else -1
    return [(g.side_name(s), s == w, g.totals[s]) for s in range(g.m)], g.totals_text()


def setup_words(g, setup):
    """The set-up in words, for `record`: [players, flags, dealer, hands, seed (4)]."""
    return "%d players%s, %d hand%s, %s deals first, dealt from seed %d" % (
        setup[0], " as two teams (P1+P3, P2+P4)" if setup[1] & 1 else "", setup[3],
        "" if setup[3] == 1 else "s", "the companion picks who" if setup[2] == 255 else "P%d" % (setup[2] + 1),
        (setup[4] << 24) | (setup[5] << 16) | (setup[6] << 8) | setup[7])


# ---- the game's console commands, one line each, for `help` (core/app.py through
# registry.help_lines): read for that command only.
HELP = (
    "players 2-6 | teams on|off | dealer 1-6|random | hands 1-12 | start: the set-up page",
    "field niu1: a card dealt to the field, or played/drawn with no match",
    "take kalo1 kalo3 [p2]: first the card played/drawn (kalo1), then the field card it captures (kalo3)",
    "  (p2: whose turn it is)",
    "ohana niu p3: P3 declares the 'ohana Niu, even out of turn (blocks a Storm Card)",
    "back niu1: while dealing, a field card marked by mistake goes back to the stack",
    "next [p2|random]: the next hand and its dealer",
    "cards: where every card is | where: the card under the cursor | score: points, hui, totals",
    "a card: niu ohia iliahi hala kalo ilima ki limu mao ulu fern kukui + its row 1-4; storm = fern4",
    "a card's label, as niu1 (20 bright): its points and its kind (bright, animal, red/blue/plain/kapa",
    "  ribbon; a bare 0 is a plain card)",
)


# ---- the rules in short, for the console's `rules` (core/commands.py through registry.howto_lines).
# The whole rules: docs/rules/hanafuda.md.
HOWTO = (
    "48 cards, 12 'ohana of 4, worth 20/10/5/0. Deal: hands and field by the number of players.",
    "A turn: play a card from the hand, then draw one; a card takes a field card of its 'ohana,",
    "  else it stays in the field. Mark it here: the card played first, then the card it takes.",
    "All four of an 'ohana in your hand and the field: declare it and take them (any time).",
    "The Storm Card (fern4) may take any field card; declaring its 'ohana at once blocks it.",
    "Score: your cards' points, minus 50 for every hui (3-card set) each other player holds.",
)


# ---- refusals: why a set-up or an action is refused, and where a card is. rules.py checks with a
# few comparisons and loads this module only to explain a refusal (dropped after). check() is the
# one statement of the rules' checks in words; rules.Game.legal() must answer as it does
# (tests/hanafuda/test_hanafuda_why.py).
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
    ts = [C.card_name(t) for t in range(o * 4, o * 4 + 4) if g.loc[t] == C.FIELD]
    if ts:   # every card it may take (naming one made taking the other seem wrong)
        raise Illegal("%s matches %s in the field: it takes %s" % (
            C.card_name(c), " and ".join((", ".join(ts[:-1]), ts[-1])) if len(ts) > 1 else ts[0],
            "one of them" if len(ts) > 1 else "it"))


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
