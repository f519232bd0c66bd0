# 'Āina in words: everything the game says, loaded only for the words and dropped after, so none of
# it sits in the Pico's RAM during play. It reads the codes (codes.py) and the pieces (deck.py), never
# rules.py, which imports it for its words.
# - the game for the scorebook (core/book.py loads this for one write only: registry.words) and in
#   words: its status line, the note of an action's automatic steps and the end of the game (rules.py
#   loads this for them only, after an action, never in a replay), what it waits for;
# - why an action (or a set-up) is refused: rules.py decides, and imports this only to word a refusal;
# - the card under the cursor (on each move of the cursor, and `where`);
# - the console commands (the view imports this on a typed command and drops it again after:
#   players on the buttons never pay its RAM);
# - HELP, the console commands one line each, for `help` (core/app.py), and HOWTO, the rules in short
#   for `rules` (core/commands.py). The whole rules: docs/rules/aina.md.
# 'Aina is played together: one row, the table, won when all 36 cards are positive; its score is
# the cards turned positive.
from core.compat import drop
from core.errors import Illegal, BadSetup
from games.aina import deck
from games.aina import codes as C


# ---- the result, the status line and the record ---------------------------------------------------
SEATS = ("P1", "P2", "P3", "P4")
TOGETHER = True   # won or lost together: the scorebook's one row is the table's, not a seat's
COLOURS = (0xFFC000,)   # the one row, the table (played together): its win ring's yellow (ui/palette.py WIN)
REMATCH = "A: a rematch with the same settings (other settings: long B, then 'Aina)"


def result(g):
    return [("the table", g.won(), g.positives())], summary(g) if g.over() else status(g)


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
            w = "move %d skipped (no %s)" % (n[i + 1], deck.SYM_TEXT[n[i + 2]])
        elif k == 2:
            w = "bonus flip lapsed"
        elif k == 3:
            a, c, d, flipped, banked, back, lost = g.events[n[i + 1]]
            if a == C.NONE:
                w = "Cosmic Event %d: no akua;" % (n[i + 1] + 1)
            else:
                w = "Cosmic Event %d: akua %s from %s %s;" % (
                    n[i + 1] + 1, deck.WAO[a], C.cell_name(c), C.DIR_TEXT[d])
            w += " %d flipped, %d banked, %d flipped back, %d lost" % (flipped, banked, back, lost)
        else:
            w = summary(g)
        t = (t + "; " + w) if t else w
    return t


def waiting(g):
    ph = g.phase
    if ph == C.P_LAYOUT:
        return "enter the layout"
    if ph == C.P_DRAW:
        return "enter Time Card %d of the turn" % (g.ncards + 1)
    if ph == C.P_FLIP:
        return "flip a %s card" % deck.SYM_TEXT[g.cards[g.move]]
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
    t += " | %s | pos %d/36 | hands" % (waiting(g), g.positives())
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
        t = "P%d drew %s" % (p + 1, deck.SYM_TEXT[a[1]])
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


# ---- refusals: why an action (or a set-up) is refused ----------------------------------------
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


def positive_why(g, c):
    """The refusal for A (or `flip`) on a positive card while a flip is due: locks come after a
    flip, and the words say why none through that card can be locked now."""
    from games.aina.moves import row_problem, row_name   # (dropped with the words)
    t = "%s is already positive: move %d %s" % (
        C.cell_name(c), g.move + 1, "flips a negative %s card" % deck.SYM_TEXT[g.cards[g.move]]
        if g.phase == C.P_FLIP else "takes its bonus flip on a negative card")
    why = None
    free = False    # a row through c that only tokens could stop
    for d in (0, 1):
        step = 1 if d == 0 else 6
        for back in range(4):
            s = c - back * step
            if s < 0 or (d == 0 and s // 6 != c // 6):
                break
            cells = g.row(s, d)
            if cells is None:
                continue
            p = row_problem(g, cells)
            if p is None:
                free = True
            elif why is None:
                why = "%s: %s" % (row_name(s, d), p)
    if free:
        why = "the last move ended" if g.tokens_available() else "no token left to lock with"
    elif why is None:
        why = "no row of four"
    return t + "; a row is locked after a flip, before the move ends, and none through %s can be " \
               "now (%s)" % (C.cell_name(c), why)


# ---- the card under the cursor ---------------------------------------------------------------
def card_line(v, g):
    # the card under the cursor, said on each move of the cursor and by `where`
    c = v.cell()
    t = C.cell_name(c) + ": "
    if g.sym[c] == C.NONE:
        return t + "no card entered yet"
    for a in range(4):
        if g.akua[a] == c:
            return t + "the %s akua stands here" % deck.WAO[a]
    if g.path[c]:
        return t + "on an akua path (a pohaku)"
    if not g.pos[c]:
        return t + "negative (face down), Time symbol %s%s%s" % (
            deck.SYM_TEXT[g.sym[c]], ", a Starter card" if g.starter[c] else "",
            ", may flip now" if g.flippable(c) else "")
    toks = [deck.RESOURCE[x - 1] for x in (g.tok[2 * c], g.tok[2 * c + 1]) if x]
    return t + "positive, %s (%s)%s" % (deck.WAO[g.wao[c]], deck.RESOURCE[g.wao[c]],
                                        ", locked with " + " and ".join(toks) if toks else ", no token")


# ---- console commands -----------------------------------------------------------------------
def command(v, words):
    g = v.ctx.game
    w = [x.lower() for x in words]
    if not w or g is None:
        return False
    c = w[0]
    try:
        if c == "board":
            for line in board_text(g):
                v.ctx.say(line)
        elif c == "where" and len(w) == 1:
            v.where(g)
        elif c == "status" and len(w) == 1:
            for line in status_text(g):
                v.ctx.say(line)
        elif c == "legal":
            for line in legal_text(g):
                v.ctx.say(line)
        elif c in ("flip", "bonus") and len(w) == 2:
            x = parse_cell(w[1])
            if g.pos[x] and g.phase in (C.P_FLIP, C.P_BONUS):
                v.ctx.refuse(positive_why(g, x))
            else:   # echoed in the words the grid's A uses
                v.act(bytes((C.FLIP if c == "flip" else C.BONUS, x)), "P%d %s %s" % (
                    g.player + 1, "flips" if c == "flip" else "bonus flip", C.cell_name(x)))
        elif c == "end":
            v.act(bytes((C.END,)), "end of move")
        elif c == "pass":
            v.act(bytes((C.PASS,)), "pass")
        elif c == "done":
            v.act(bytes((C.LAYOUT,)), "layout entered")
        elif c == "draw" and len(w) == 2:
            v.act(bytes((C.DRAW, parse_sym(words[1]))), " ".join(w))
        elif c == "cell" and len(w) in (4, 5):
            if len(w) == 5 and w[4] != "*":  # only '*' marks a Starter card: refuse anything else
                v.ctx.refuse("cell: '%s' is not '*' (a Starter card); usage: cell a1 rI N [*]" % words[4][:12])
                return True
            v.act(bytes((C.CELL, parse_cell(w[1]), parse_sym(words[2]), parse_wao(w[3]),
                            1 if len(w) == 5 else 0)), " ".join(w))
        elif c == "lock" and len(w) in (3, 7):
            from games.aina.moves import auto_tokens, row_name, tokens_text   # (the view drops it after)
            s, d = parse_cell(w[1]), ("right", "down").index(w[2])
            t = auto_tokens(g, s, d) if len(w) == 3 else bytes(parse_token(x) for x in w[3:])
            if t is None:
                v.ctx.refuse("that row cannot be locked")
            else:
                v.act(bytes((C.LOCK, s, d)) + t, "lock %s with %s" % (row_name(s, d), tokens_text(g, s, d, t)))
        elif c == "akua" and len(w) == 4:
            a = [x.lower() for x in deck.WAO].index(w[1])
            v.act(bytes((C.AKUA, a, parse_cell(w[2]), C.DIR_TEXT.index(w[3]))), " ".join(w))
        else:
            return False
    except ValueError as e:
        v.ctx.refuse(("%s; " % e if isinstance(e, BadCell) else "") + "usage: flip a1 | bonus a1 | "
                     "lock a1 right|down [r k p f|br bk bp bf|-] | end | akua nahele a1 east | pass | "
                     "draw rI | cell a1 rI N [*] | done | board | legal")
    return True


class BadCell(ValueError):
    pass


def board_text(g):
    lines = []
    for y in range(6):
        row = []
        for x in range(6):
            c = y * 6 + x
            if g.sym[c] == C.NONE:
                row.append("  ?  ")
                continue
            t = "".join(deck.RES_LETTER[v - 1] for v in (g.tok[2 * c], g.tok[2 * c + 1]) if v)
            if g.path[c]:
                t = "A" if c in list(g.akua) else "#"
            if g.pos[c]:
                row.append("%s:%-2s " % (deck.WAO_LETTERS[g.wao[c]], t))
            else:
                row.append(" %s  " % deck.SYM_TEXT[g.sym[c]])
        lines.append("%d %s" % (6 - y, "".join(row)))
    lines.insert(0, "  " + "".join("  %s  " % "abcdef"[x] for x in range(6)))
    lines.insert(0, key_text())
    return lines


def sym_words(s):
    """A Time symbol in words: 'red O (rO)'."""
    t = deck.SYM_TEXT[s]
    return "%s %s (%s)" % ("red" if t[0] == "r" else "white", t[1], t)


def res_words(b, i):
    """Four token counts from b[i] in words: 'raindrop 0, kalo 6, people 6, fish 12'."""
    return ", ".join("%s %d" % (deck.RESOURCE[r], b[i + r]) for r in range(4))


def status_text(g):
    """The game in sentences, for a newcomer (`status short` is the one line printed after each
    action)."""
    ph = g.phase
    if ph == C.P_OVER or ph == C.P_LAYOUT:
        return [g.status()]
    out = []
    if ph == C.P_EVENT:
        out.append("Round %d of %d is over: the Cosmic Event. Now: %s." % (
            g.round + 1, C.ROUNDS, waiting(g)))
    else:
        out.append("Round %d of %d, turn %d of %d, move %d of %d: player %d plays." % (
            g.round + 1, C.ROUNDS, g.turn + 1, C.TURNS, g.move + 1, C.MOVES, g.player + 1))
        cards = [sym_words(g.cards[i]) + (" (this move)" if i == g.move else "")
                 for i in range(g.ncards)]
        out.append("This turn's Time Cards, one a move: %s%s." % (
            ", ".join(cards) or "none drawn yet", ", %d to draw" % (4 - g.ncards) if g.ncards < 4 else ""))
        out.append("Now: %s." % waiting(g))
    out.append("Positive cards: %d of 36 (all 36 positive when the game ends is a win)." % g.positives())
    for s in range(g.seats):
        out.append("Player %d's tokens: %s." % (s + 1, res_words(g.hand, 4 * s)))
    out.append("Resources Bank: %s (%s). Lost: %s." % (
        res_words(g.bank, 0), "open to locks this round" if g.bank_open() else "open in round 4",
        res_words(g.disc, 0)))
    return out


def token_word(t):
    return "-" if t == C.NONE else ("b" if t >> 2 else "") + deck.RES_LETTER[t & 3]


def action_word(a):
    """A legal action as the console command that makes it."""
    k = a[0]
    if k == C.FLIP or k == C.BONUS:
        return C.cell_name(a[1])
    if k == C.LOCK:
        return "lock %s %s %s" % (C.cell_name(a[1]), ("right", "down")[a[2]],
                                  " ".join(token_word(t) for t in a[3:7]))
    if k == C.AKUA:
        return "%s %s" % (C.cell_name(a[2]), C.DIR_TEXT[a[3]])
    if k == C.DRAW:
        return deck.SYM_TEXT[a[1]]
    return ("", "", "done", "", "", "", "", "end", "", "pass")[k]


def legal_text(g):
    """What may be done now, as console commands, grouped by kind and wrapped to short lines."""
    from games.aina.moves import legal_actions   # (the view drops it after)
    acts = legal_actions(g)
    out = ["%d legal action%s: %s" % (len(acts), "" if len(acts) == 1 else "s", waiting(g))]
    if g.phase == C.P_LAYOUT and acts and acts[0][0] == C.CELL:
        out.append("  cell %s <symbol> <wao> [*]: symbols %s, wao %s, * a Starter card" % (
            C.cell_name(acts[0][1]), " ".join(deck.SYM_TEXT), " ".join(deck.WAO_LETTERS)))
        return out
    heads = {C.FLIP: "flip", C.BONUS: "bonus", C.DRAW: "draw"}
    line = ""
    head = None
    for a in acts:
        h = heads.get(a[0])
        if a[0] == C.AKUA:
            h = "akua " + deck.WAO[a[1]].lower()
        word = action_word(a)
        if h is None:             # end, pass, done, a lock: one a line
            if line:
                out.append(line)
            out.append("  " + word)
            line, head = "", None
        elif h != head or len(line) + len(word) > 90:
            if line:
                out.append(line)
            line, head = "  %s %s" % (h, word), h
        else:
            line += ", " + word
    if line:
        out.append(line)
    return out


def key_text():
    """What the board's letters mean, from deck.py."""
    return "key: positive card = wao:tokens, wao %s; tokens %s; A akua, # akua path; " \
           "negative card = its Time symbol (r red, w white); ? no card yet" % (
               ", ".join("%s %s" % (deck.WAO_LETTERS[i], deck.WAO[i]) for i in range(4)),
               ", ".join("%s %s" % (deck.RES_LETTER[i], deck.RESOURCE[i]) for i in range(4)))


def parse_cell(text):
    from games import cells
    try:
        return cells.parse(text, 6, 6)
    except ValueError as e:
        raise BadCell(str(e))
    finally:
        drop("games.cells")


def parse_sym(text):
    return deck.SYM_TEXT.index(text[0].lower() + text[1:].upper())


def parse_wao(text):
    return deck.WAO_LETTERS.index(text.upper())


def parse_token(text):
    if text == "-":
        return C.NONE
    bank = text[0] == "b" and len(text) == 2
    return (4 if bank else 0) | deck.RES_LETTER.index(text[-1])


# ---- help and the rules in short -------------------------------------------------------------
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
