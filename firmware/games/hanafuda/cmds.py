# Hanafuda console commands (they allocate: they run on commands only, never per frame). Every
# button action has its command here; words.HELP lists them. grid.py loads this module for a command
# or a cursor move's words and drops it after. Apart from words.py so that a cursor move loads only
# these few functions, and a refusal only the refusals (both in a 128 KB heap, as on the Pico).
from games.hanafuda import deck
from games.hanafuda import codes as C
from games.hanafuda.deck import VALUE


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
    from games import registry
    return registry.help_lines("hanafuda") + ("players 2-6", "teams on|off", "dealer 1-6|random", "hands 1-12")


def kind(c):
    """What a card is, in words: 'animal', 'red ribbon', 'bright', 'plain', 'Storm Card'."""
    r = deck.role(c)
    if not r:
        return "plain"
    if r == "storm":
        return "Storm Card"
    from games.hanafuda.codes import plain_role
    return plain_role(r)


def where_line(v, g):
    """The card under the cursor: its 'ohana first, the card, what it is and where it lies (and its
    console word); on the seat column, whose captures the map lights."""
    if v.cx == v.mw:
        s = v.cy
        return "P%d's captures lit on the map: %d cards (%s: %d points)" % (
            s + 1, g.count(C.CAPT + s), g.side_name(g.side_of(s)), g.pts[g.side_of(s)])
    return card_line(v, g, v.card())


def card_line(v, g, c):
    """Card c as the map lights it: "Niu 2: red ribbon (10), in the field (niu2)"."""
    w = g.loc[c]
    if c == v.sel:
        at = "picked: A on a field card takes it"
    elif w == C.FIELD:
        at = "in the field"
    elif w >= C.CAPT:
        at = "in P%d's captures" % (w - C.CAPT + 1)
    else:
        at = "in a hand or the stack"
    return "%s %d: %s (%d), %s (%s%d)" % (deck.name(c // 4), c % 4 + 1, kind(c), VALUE[c], at,
                                         deck.word(c // 4), c % 4 + 1)


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
