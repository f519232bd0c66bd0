# 'Āina in words: what the game says after an action and about a game, loaded only for the words and
# dropped after, so none of it sits in the Pico's RAM during play. It reads the codes (codes.py) and
# the pieces (deck.py), never rules.py, which imports it for its words. (The console commands are
# cmds.py's and the card under the cursor grid.py's: this module, loaded after every action, stays
# as small as its words, as the Pico's heap has little room to spare late in a game.)
# - the game for the scorebook (core/book.py loads this for one write only: registry.words) and in
#   words: its status line, the note of an action's automatic steps and the end of the game (rules.py
#   loads this for them only, after an action, never in a replay), what it waits for;
# - HELP, the console commands one line each, for `help` (core/app.py), and HOWTO, the rules in short
#   for `rules` (core/commands.py). The whole rules: docs/rules/aina.md;
# - why an action or a set-up is refused (rules.Game._no loads this module for a refusal).
# 'Aina is played together: one row, the table, won when all 36 cards are positive; its score is
# the cards turned positive.
from core.compat import drop
from core.errors import Illegal, BadSetup
from games.aina import deck
from games.aina import codes as C


# ---- the result, the status line and the record -------------------------------------------------
SEATS = ("P1", "P2", "P3", "P4")
TOGETHER = True   # won or lost together: the scorebook's one row is the table's, not a seat's
COLOURS = (0xFFC000,)   # the one row, the table (played together): its win ring's yellow (ui/palette.py WIN)
REMATCH = "A: a rematch with the same settings (other settings: long B, then 'Aina)"


def result(g):
    return [("the table", g.won(), g.positives())], summary(g) if g.over() else short(g)


def token_totals(g):
    """(in hands, on cards, bank, discarded): always sums to 48."""
    on = 0
    for t in g.tok:
        if t:
            on += 1
    return sum(g.hand), on, sum(g.bank), sum(g.disc)


def summary(g):
    h, on, b, d = token_totals(g)
    return "%s: %d/36 cards positive; tokens on cards %d, lost %d, banked %d, in hands %d" % (
        "WIN" if g.positives() == 36 else "LOSS", g.positives(), on, d, b, h)


def note(g):
    # rules.Game.note: what the automatic steps of the last action did, from rules' codes
    t = ""
    n = g.nt
    for i in range(0, len(n), 3):
        k = n[i]
        if k == 1:
            w = "move %d skipped (no %s card)" % (n[i + 1], deck.sym_words(n[i + 2]))
        elif k == 2:
            w = "bonus flip lapsed"
        elif k == 3:
            a, c, d, flipped, banked, back, lost = g.events[n[i + 1]]
            if a == C.NONE:
                w = "Cosmic Event %d: no akua path;" % (n[i + 1] + 1)
            else:
                w = "Cosmic Event %d: akua %s's path from %s %s turned %s positive;" % (
                    n[i + 1] + 1, deck.WAO[a], C.cell_name(c), C.DIR_TEXT[d], _n(flipped, "card"))
            w += " %s to the bank, %s flipped back, %s lost" % (
                _n(banked, "token"), _n(back, "unlocked card"), _n(lost, "token"))
        else:
            w = summary(g)
        t = (t + "; " + w) if t else w
    return t


def _n(k, what):
    return "%d %s%s" % (k, what, "" if k == 1 else "s")


def waiting(g):
    ph = g.phase
    if ph == C.P_LAYOUT:
        return "enter the layout"
    if ph == C.P_DRAW:
        return "enter Time Card %d of the turn" % (g.ncards + 1)
    if ph == C.P_FLIP:
        return "flip a %s card" % deck.sym_words(g.cards[g.move])
    if ph == C.P_AFTER:
        return "lock a row or end the move"
    if ph == C.P_BONUS:
        return "take the bonus flip"
    if ph == C.P_EVENT:
        return "choose an akua path or pass"
    return "the game is over"


def res_text(b, i):
    # four token counts from b[i] as "r0k6p6f12"
    t = ""
    for r in range(4):
        t += "%s%d" % (deck.RES_LETTER[r], b[i + r])
    return t


def status(g):
    """The line said after each action, and the page's banner: words a newcomer reads (round,
    turn, who acts, what to do, in the rules page's names); short() keeps the codes."""
    ph = g.phase
    if ph == C.P_OVER or ph == C.P_LAYOUT:
        return short(g)
    if ph == C.P_EVENT:
        t = "Round %d of %d is over: the Cosmic Event, " % (g.round + 1, C.ROUNDS)
    else:
        t = "Round %d of %d, turn %d of %d, move %d of %d: player %d, " % (
            g.round + 1, C.ROUNDS, g.turn + 1, C.TURNS, g.move + 1, C.MOVES, g.player + 1)
    return t + waiting(g) + ". %d of 36 cards positive" % g.positives()


def short(g):
    # (`status short` and the link: the compact codes)
    # built with += in loops: each generator expression would be one more code record on the Pico
    ph = g.phase
    if ph == C.P_OVER:
        return summary(g)
    if ph == C.P_LAYOUT:
        n = 0
        for c in range(C.CELLS):
            if g.sym[c] != C.NONE:
                n += 1
        return "'Aina table entry: %d/36 cells entered" % n
    if ph == C.P_EVENT:
        t = "R%d Cosmic Event" % (g.round + 1)
    else:
        t = "R%d T%d M%d P%d |" % (g.round + 1, g.turn + 1, g.move + 1, g.player + 1)
        for i in range(4):
            t += " " + (deck.SYM_TEXT[g.cards[i]] if i < g.ncards else "--")
    t += " | %s | pos %d/36 | hands" % ("flip a %s card" % deck.SYM_TEXT[g.cards[g.move]]
                                        if g.phase == C.P_FLIP else waiting(g), g.positives())
    for s in range(g.seats):
        t += " P%d:%s" % (s + 1, res_text(g.hand, 4 * s))
    return t + " | bank %s | lost %s" % (res_text(g.bank, 0), res_text(g.disc, 0))


def setup_words(g, setup):
    """The set-up in words, for `record`: [mode, players, seed (4, little-endian)]."""
    return "%d players, %s, seed %d" % (setup[1], "the deal on the table" if setup[0] == C.TABLE
                                        else "digital deal", g.seed)


def actor(g):
    """The seat whose move it is (for `record`: who takes the next action)."""
    return g.player


def words(g, a, p):
    """An action of `record` in words, as the grid's lines say it (P1 flips a2), then what its
    automatic steps did (note); g: the game after it, p: the seat that acted."""
    k = a[0]
    if k in (C.FLIP, C.BONUS):
        t = "P%d %s %s" % (p + 1, "flips" if k == C.FLIP else "bonus flip", C.cell_name(a[1]))
    elif k == C.END:
        t = "P%d ends the move" % (p + 1)
    elif k == C.PASS:
        t = "pass"
    elif k == C.LAYOUT:
        t = "layout entered"
    elif k == C.DRAW:
        t = "P%d drew %s" % (p + 1, deck.sym_words(a[1]))
    elif k == C.CELL:
        t = "cell %s %s %s%s" % (C.cell_name(a[1]), deck.SYM_TEXT[a[2]], deck.WAO[a[3]], " *" if a[4] else "")
    elif k == C.LOCK:
        t = "P%d locks %s %s" % (p + 1, C.cell_name(a[1]), ("right", "down")[a[2]])
    elif k == C.AKUA:
        t = "akua %s from %s %s" % (deck.WAO[a[1]], C.cell_name(a[2]), C.DIR_TEXT[a[3]])
    else:
        t = "action %s" % "".join("%02x" % x for x in a)
    n = note(g)
    return t + ("; " + n if n else "")



# ---- refusals: why an action or a set-up is refused (rules.Game._no loads this module for them) ----
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
        return "%s is not possible now: %s" % (what, waiting(g))
    if n == 4:
        return "no such cell, symbol or wao"
    if n == 5:
        return "%s is not entered yet" % name(x)
    if n == 6:
        return "the companion draws the Time Cards itself"
    if n == 7:
        return "no such Time symbol"
    if n == 8:
        return "all %d %s Time Cards are already drawn" % (deck.TIME_COPIES, deck.sym_words(x))
    if n == 9:
        return "no such card"
    if n == 10:
        return "%s is already positive" % name(x)
    if n == 11:
        s = g.cards[g.move]
        return "move %d flips a %s card; %s shows %s" % (
            g.move + 1, deck.sym_words(s), name(x), deck.sym_words(g.sym[x]))
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


# ---- help and the rules in short ----------------------------------------------------------------
HELP = (
    "status: the game in sentences (status short: one line) | legal: every action now, as commands",
    "board | where | flip a1 | bonus a1 | end | pass (an event): layout, moves, the cursor's card",
    "lock a1 right|down [t t t t]: tokens r k p f, bank br bk bp bf, - a path",
    "akua nahele|mala'ai|kauhale|kai a1 east|south|west|north: the Cosmic Event",
    "table entry: cell a1 rI N [*] (* a Starter) | draw rI | done",
)
HOWTO = (
    "Cooperative: turn all 36 cards of the 6x6 land positive by the end of round 4, or all lose.",
    "A turn: draw 4 Time Cards; each move flips a negative card showing that symbol (none: skip).",
    "After a flip, 4 positive cards in a line may be locked with your tokens (your own matching",
    "  tokens first; 2 tokens a card at most); each lock earns a bonus flip of any negative card.",
    "After each round, the Cosmic Event: an unused akua may make a path (its cards turn positive",
    "  for good); then unlocked cards flip back and tokens on the wrong resource are lost.",
    "Round 4 may also lock with tokens from the Resources Bank.",
)
