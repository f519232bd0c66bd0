# Everything Hanafuda says, in one module loaded on demand and dropped after use: the scorebook's
# result and set-up in words (core/book.py, core/result.py through registry.words), the console's
# help and rules in short (HELP, HOWTO), why a set-up or an action is refused, and the console
# commands with their words (cards, where, score). A game in play keeps none of it in RAM: rules.py
# loads it only to explain a refusal, grid.py for a command or a cursor move's words, and each drops
# it after. It reads codes.py and deck.py, never rules.py (rules.py imports it back, lazily).
from core.errors import Illegal, BadSetup
from games.hanafuda import deck
from games.hanafuda import codes as C
from games.hanafuda.deck import STORM, CARDS, VALUE

# ---- the scorebook: a finished or ended game (core/book.py loads it for one write only): each
# side's match total over the hands played; the side the game ranks first wins.
SEATS = ("P1", "P2", "P3", "P4", "P5", "P6")
COLOURS = (0xFF2000, 0x0040FF, 0x00C000, 0xFFB000, 0xC000FF, 0xFF80FF)   # each side's (grid.SEATS)


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
    "a card's label, as niu1 (20 bright A): its points, its kind (bright, animal, red/blue/plain/kapa",
    "  ribbon; a bare 0 is a plain card), a mark (A, 1...) telling that kind's cards apart in the hui",
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


# ---- console commands (they allocate: they run on commands only, never per frame). Every button
# action has its command here; HELP lists them. grid.py loads this module for a command and drops it after.
def parse_card(word):
    """'niu1' .. 'kukui4' (the 'ohana word and the card's row on the map), or 'storm'."""
    if word == "storm":
        return deck.STORM
    if len(word) < 2 or word[-1] not in "1234":
        raise ValueError
    o = deck.ohana_of_word(word[:-1])
    if o < 0:
        raise ValueError
    return o * 4 + int(word[-1]) - 1


def parse_ohana(word):
    o = deck.ohana_of_word(word)
    if o < 0:
        raise ValueError
    return o


def parse_seat(word, n):
    s = int(word[1:] if word[:1] == "p" else word) - 1
    if not 0 <= s < n:
        raise ValueError
    return s


def command(v, words):
    w = [x.lower() for x in words]
    if not w:
        return False
    c = w[0]
    g = v.ctx.game
    try:
        if c in ("players", "teams", "dealer", "hands") and len(w) == 2:
            if v.mode != 0:   # grid.M_SETUP
                v.ctx.refuse("the set-up is chosen before a game: open Hanafuda from the menu")
            else:
                v.su.command(v, w)
            return True
        if c == "start" and len(w) == 1:
            if v.mode != 0:
                v.ctx.refuse("a game is on: open Hanafuda from the menu for a new one")
            else:
                v.su.start(v)
            return True
        if g is None:
            return False
        if c == "field" and len(w) == 2:
            v.act(bytes((C.OP_FIELD, parse_card(w[1]))))
        elif c == "back" and len(w) == 2:
            v.act(bytes((C.OP_BACK, parse_card(w[1]))))
        elif c == "take" and len(w) in (3, 4):
            seat = parse_seat(w[3], g.n) if len(w) == 4 else g.active
            c1, c2 = parse_card(w[1]), parse_card(w[2])
            if g.loc[c1] == C.FIELD and g.loc[c2] == C.UNSEEN:
                # the two cards the other way round: say the order, and the command it meant
                v.ctx.refuse("take: first the card played or drawn, then the field card it captures;"
                             " %s is in the field: take %s %s?" % (w[1], w[2], w[1]))
            else:
                v.act(bytes((C.OP_TAKE, seat, c1, c2)))
        elif c == "ohana" and len(w) == 3:
            v.act(bytes((C.OP_OHANA, parse_ohana(w[1]), parse_seat(w[2], g.n))))
        elif c == "next" and len(w) in (1, 2):
            d = C.RANDOM if len(w) == 1 or w[1] == "random" else parse_seat(w[1], g.n)
            v.act(bytes((C.OP_NEXT, d)))
        elif c == "cards" and len(w) == 1:
            for line in cards_text(g):
                v.ctx.say(line)
        elif c == "where" and len(w) == 1:
            v.ctx.say(where_line(v, g))
        elif c == "score" and len(w) == 1:
            for line in score_text(g):
                v.ctx.say(line)
        else:
            return False
    except ValueError:
        v.ctx.refuse("usage: %s (a card: niu1..kukui4 or storm; a player: p1-p%d)"
                     % (usage(c), g.n if g is not None else 6))
    return True


def usage(c):
    for line in _help():
        if line.startswith(c + " "):
            return line.split(":")[0]
    return "help"


def _help():
    # HELP above (what registry.help_lines reads), and the set-up page's words one by one
    return HELP + ("players 2-6", "teams on|off", "dealer 1-6|random", "hands 1-12")


def kind(c):
    """What a card is, in words: 'animal', 'red ribbon', 'bright', 'plain', 'Storm Card'."""
    r = deck.role(c)
    if not r:
        return "plain"
    if r == "storm":
        return "Storm Card"
    i = r.rfind(" ")
    if i > 0 and (len(r) - i == 2 or r[i + 1:].isdigit()):
        r = r[:i]   # the letter or number that only tells the hui's cards apart
    return r


def where_line(v, g):
    """The card under the cursor: its console word, its 'ohana, what it is and where it lies; on
    the seat column, whose captures the map lights."""
    if v.cx == v.mw:
        s = v.cy
        return "P%d's captures lit on the map: %d cards (%s: %d points)" % (
            s + 1, g.count(C.CAPT + s), g.side_name(g.side_of(s)), g.pts[g.side_of(s)])
    c = v.card()
    w = g.loc[c]
    if c == v.sel:
        at = "picked: A on a field card takes it"
    elif w == C.FIELD:
        at = "in the field"
    elif w >= C.CAPT:
        at = "in P%d's captures" % (w - C.CAPT + 1)
    else:
        at = "in a hand or the stack"
    return "%s%d: %s, %s (%d), %s" % (deck.word(c // 4), c % 4 + 1, deck.name(c // 4), kind(c),
                                      VALUE[c], at)


def where_short(g, c):
    w = g.loc[c]
    if w == C.FIELD:
        return "field"
    if w >= C.CAPT:
        return "P%d" % (w - C.CAPT + 1)
    return "-"


def cards_text(g):
    """One line an 'ohana: where each of its four cards is (- = a hand or the stack)."""
    out = []
    for o in range(12):
        out.append("%-6s %s" % (deck.word(o), "  ".join(
            "%d:%s" % (k + 1, where_short(g, o * 4 + k)) for k in range(4))))
    return out


def score_text(g):
    out = ["Hand %d/%d%s" % (g.hand_no, g.hands, " (over)" if g.phase >= C.PH_DONE else "")]
    total = 0
    for s in range(g.m):
        total += g.hui_count(s)
    for s in range(g.m):
        names = [deck.hui_name(h) for h in range(deck.HUIS) if g.hui[s] >> h & 1]
        others = total - g.hui_count(s)
        out.append("%s: %d points, hui %s, -%d for %d hui of the others = %d | running total %d" % (
            g.side_name(s), g.pts[s], ", ".join(names) or "none", deck.HUI_PENALTY * others, others,
            g.final[s], g.totals[s]))
    return out
