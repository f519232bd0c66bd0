# 'Āina refusals in words: why an action (or a set-up) is refused. rules.py decides; it imports this
# module only to word a refusal and drops it after, so these words never sit in RAM during play (nor
# in words.py, loaded after every action: the Pico's heap has little room to spare there).
from core.compat import drop
from core.errors import Illegal, BadSetup
from games.aina import deck
from games.aina import codes as C

# what each action kind does, for "... is not possible now" (FLIP, BONUS by kind)
WHAT = ("entering the layout", "finishing the layout", "drawing a Time Card", "the move's flip",
        "locking", "a bonus flip", "ending a move", "placing an akua", "passing")


def no(g, n, x, y, z):
    """The exception for refusal n of rules.Game (x, y, z: what rules passed with it)."""
    if n == 0:
        return BadSetup(setup_text(x))
    return Illegal(text(g, n, x, y, z))


def setup_text(setup):
    if len(setup) != 6:
        return "set-up is 6 bytes: mode, players, seed (4 bytes)"
    if setup[0] not in (C.DIGITAL, C.TABLE):
        return "mode must be 0 (digital deal) or 1 (table entry)"
    if setup[1] < 2 or setup[1] > C.MAX_PLAYERS:
        return "'Aina needs 2 to %d players" % C.MAX_PLAYERS
    seats = C.seats_for(setup[1])
    deal = deck.DEALS.get(seats)
    if deal is None or len(deal) != 4 * seats:
        return "deck.py has no token deal for %d seats" % seats
    for r in range(4):
        left = deck.TOKENS_EACH
        for s in range(seats):
            left -= deal[4 * s + r]
        if left < 0:
            return "deck.py deals more than %d %s" % (deck.TOKENS_EACH, deck.RESOURCE[r])
    return "bad set-up"


def text(g, n, x, y, z):
    name = C.cell_name
    if n == 1:
        return "malformed action: expected bytes (not empty): an action code, then its arguments"
    if n == 2:
        return "the game is over"
    if n == 3:   # x: the action's length, y: the action
        what = WHAT[y[0] - 1]
        if len(y) != x:
            return "malformed action: expected %d bytes for %s" % (x, what)
        from games.aina.words import waiting
        t = waiting(g)
        drop("games.aina.words")
        return "%s is not possible now: %s" % (what, t)
    if n == 4:
        return "no such cell, symbol or wao"
    if n == 5:
        return "%s is not entered yet" % name(x)
    if n == 6:
        return "the companion draws the Time Cards itself"
    if n == 7:
        return "no such Time symbol"
    if n == 8:
        return "all %d %s Time Cards are already drawn" % (deck.TIME_COPIES, deck.SYM_TEXT[x])
    if n == 9:
        return "no such card"
    if n == 10:
        return "%s is already positive" % name(x)
    if n == 11:
        s = g.cards[g.move]
        return "move %d flips a %s card; %s shows %s" % (
            g.move + 1, deck.SYM_TEXT[s], name(x), deck.SYM_TEXT[g.sym[x]])
    if n == 12:
        return "unknown action %d" % x
    if n == 13:
        return akua_text(g, x, y, z)
    if n == 14:
        return "a row of four runs right or down inside the board"
    if n == 15:   # y: the action
        from games.aina.moves import row_problem
        t = row_problem(g, g.row(y[1], y[2]))
        drop("games.aina.moves")
        return "cannot lock: " + t
    if n == 16:
        return "%s is an akua/path card: it takes no token" % name(x)
    if n == 17:
        return "%s needs a token" % name(x)
    if n == 18:
        return "the Resources Bank opens in round 4"
    base = 4 * g.player
    if n == 19:
        return "player %d holds only %d %s" % (g.player + 1, g.hand[base + x], deck.RESOURCE[x])
    if n == 20:
        return "the bank holds only %d %s" % (g.bank[x], deck.RESOURCE[x])
    return "matching rule: use your own %s tokens on the %s cards" % (deck.RESOURCE[x], deck.RESOURCE[x])


def akua_text(g, a, c, d):
    # the first check akua_path fails, in its order (rules.path_length says whether one fails)
    if a > 3:
        return "there are 4 akua (0-3)"
    if g.akua[a] != C.NONE:
        return "akua %s was already used" % deck.WAO[a]
    if c >= C.CELLS or d > 3:
        return "no such card or direction"
    src, dst = deck.AKUA_PATH[a]
    if not g.pos[c]:
        return "the akua must stand on a positive card"
    if g.wao[c] != src:
        return "akua %s starts on a %s card, %s is %s" % (
            deck.WAO[a], deck.RESOURCE[src], C.cell_name(c), deck.RESOURCE[g.wao[c]])
    for b in range(4):
        if g.akua[b] == c:
            return "another akua already stands on %s" % C.cell_name(c)
    far = g._farthest(c, d, dst)
    if far == 0:
        return "no %s card %s of %s" % (deck.RESOURCE[dst], C.DIR_TEXT[d], C.cell_name(c))
    return "the path needs %d pohaku, only %d left" % (far, deck.POHAKU - g.pohaku)
