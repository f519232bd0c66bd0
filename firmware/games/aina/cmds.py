# 'Āina console commands: reading a typed command and answering it (the board as text, the game in
# sentences, the legal actions as commands). The view imports this module on a typed command and
# drops it again after (with moves.py, which it uses): players on the buttons never pay its RAM, and
# words.py, loaded after each action, stays small.
from core.compat import drop
from games.aina import deck
from games.aina import codes as C


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
                v.ctx.refuse(v.page().positive_why(g, x))   # (dropped after the command)
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


def waiting(g):
    # what the game waits for (words.py), loaded for it and let go at once: an action typed loads
    # the words again for its status line, and a copy held here would be a second one
    from games.aina import words
    t = words.waiting(g)
    drop("games.aina.words")
    return t


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
