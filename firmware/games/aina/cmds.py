# 'Āina console commands (the view imports this module on the first typed command and drops it
# again after: players on the buttons never pay its RAM).
from games import registry
from games.aina import deck
from games.aina import rules as R
from games.aina.moves import auto_tokens, row_name, tokens_text


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
        elif c == "legal":
            from games.aina.moves import legal_actions
            v.ctx.say("%d legal actions; %s" % (len(legal_actions(g)), g.waiting()))
        elif c in ("flip", "bonus") and len(w) == 2:
            v.act(bytes((R.FLIP if c == "flip" else R.BONUS, parse_cell(w[1]))), " ".join(w))
        elif c == "end":
            v.act(bytes((R.END,)), "end of move")
        elif c == "pass":
            v.act(bytes((R.PASS,)), "pass")
        elif c == "done":
            v.act(bytes((R.LAYOUT,)), "layout entered")
        elif c == "draw" and len(w) == 2:
            v.act(bytes((R.DRAW, parse_sym(words[1]))), " ".join(w))
        elif c == "cell" and len(w) in (4, 5):
            if len(w) == 5 and w[4] != "*":  # only '*' marks a Starter card: refuse anything else
                v.ctx.refuse("cell: '%s' is not '*' (a Starter card); usage: cell a1 rI N [*]" % words[4][:12])
                return True
            v.act(bytes((R.CELL, parse_cell(w[1]), parse_sym(words[2]), parse_wao(w[3]),
                            1 if len(w) == 5 else 0)), " ".join(w))
        elif c == "lock" and len(w) in (3, 7):
            s, d = parse_cell(w[1]), ("right", "down").index(w[2])
            t = auto_tokens(g, s, d) if len(w) == 3 else bytes(parse_token(x) for x in w[3:])
            if t is None:
                v.ctx.refuse("that row cannot be locked")
            else:
                v.act(bytes((R.LOCK, s, d)) + t, "lock %s with %s" % (row_name(s, d), tokens_text(g, s, d, t)))
        elif c == "akua" and len(w) == 4:
            a = [x.lower() for x in deck.WAO].index(w[1])
            v.act(bytes((R.AKUA, a, parse_cell(w[2]), R.DIR_TEXT.index(w[3]))), " ".join(w))
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
            if g.sym[c] == R.NONE:
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
        registry.drop("games.cells")


def parse_sym(text):
    return deck.SYM_TEXT.index(text[0].lower() + text[1:].upper())


def parse_wao(text):
    return deck.WAO_LETTERS.index(text.upper())


def parse_token(text):
    if text == "-":
        return R.NONE
    bank = text[0] == "b" and len(text) == 2
    return (4 if bank else 0) | deck.RES_LETTER.index(text[-1])
