# 'Āina: what a light is (the console's `what`: under the cursor, or at a column and row of the
# grid: the cards, and the ring round them, which the cursor never reaches) and what can be done
# now (long A where it has no other use, and `options`). Loaded for one of them and dropped after
# (core/app.py GameScreen.options, ui/legend.py).
from games.aina import deck
from games.aina import rules as R
from games.aina.codes import M_LOCK, M_EDIT, M_PAGE, M_TOKENS, OPTIONS

TEACH = OPTIONS   # the cards long A lights (codes.py)
MARKS = ("I", "X", "O", "8")
MARK_WORDS = ("green", "yellow", "blue", "purple")   # codes.MARK_COL, in words


def _symbol(s):
    return "%s %s (its mark %s)" % ("red" if s < 4 else "white", MARKS[s & 3], MARK_WORDS[s & 3])


def _when(i, now, what):
    # a light of a row of lights counted along the game: done, now (it blinks), or to come
    return "%s%s" % (what, ", done" if i < now else (", now (it blinks)" if i == now else ", to come"))


def what(v, x, y):
    g = v.ctx.game
    s = v.s
    if x < 0:
        vx, vy = 1 + v.cx, 1 + v.cy
        if g is None:   # the set-up page's line: Learn's light, or the bar under a line
            vx, vy = (7, 0) if v.line == 0 else (0, 4 + v.line)
    else:
        vx, vy = (x - v.ox) // s, (y - v.oy) // s
        if x < v.ox or y < v.oy or vx > 7 or vy > 7:
            return "dark: beside the board"
    if g is None:
        return _setup(v, vx, vy)
    v.sync(g)
    if v.mode == M_PAGE:
        return _page(v, g, vx, vy)
    if v.mode == M_TOKENS:
        if 1 <= vx <= 6 and 1 <= vy <= 6:
            c = (vy - 1) * 6 + vx - 1
            n = g.ntok(c)
            return "%s: %s" % (R.cell_name(c), "an akua path card, no tokens" if g.path[c] else
                               ("no token (dark)", "1 token (grey)", "2 tokens (white)")[n])
        return "dark: the token page shows the cards only"
    if g.phase == R.P_DRAW:
        if vy == 0:
            return _card(g, vx, True)
        if vx == 0 and vy == 1 + g.player:
            return "P%d, who draws" % (g.player + 1)
        if 2 <= vx <= 4 and 2 <= vy <= 4:
            return "the Time Card being entered: %s (up/down: red or white, left/right: the mark, " \
                   "A enters it)" % _symbol(v.pick)
        return "dark"
    if 1 <= vx <= 6 and 1 <= vy <= 6:
        c = (vy - 1) * 6 + vx - 1
        t = v.card_text(g, c)
        if v.lit[c]:
            t += ", lit: part of the %s" % ("row being locked" if v.mode == M_LOCK else "akua's choice")
        if s == 2 and (x - v.ox) % 2 != (y - v.oy) % 2:   # 16x16: a token slot of the card
            k = 2 * c + (y - v.oy) % 2
            tk = g.tok[k]
            t += "; this LED: token slot %d, %s" % (1 + (y - v.oy) % 2, "free (dark)" if not tk else
                                                    "a %s token%s" % (deck.RESOURCE[tk - 1], "" if tk - 1 == g.wao[c]
                                                                      else ", not the card's own: lost at the event"))
        return t
    return _ring(g, vx, vy)


def _card(g, vx, drawn=False):
    # the top row: the turn's Time Cards, two LEDs each (the card's colour, then its mark's)
    i = vx // 2
    if i >= g.ncards or not (drawn or R.P_FLIP <= g.phase <= R.P_BONUS):
        return "dark: Time Card %d of 4 of this turn, not drawn yet" % (i + 1)
    t = "Time Card %d of 4, this turn's: %s; this LED: its %s" % (i + 1, _symbol(g.cards[i]),
                                                                  "mark" if vx & 1 else "colour")
    return t if drawn else _when(i, g.move, t)


def _ring(g, vx, vy):
    if vy == 0:
        return _card(g, vx)
    if vx == 0 and vy <= 6:
        p = vy - 1
        return "the seat column: %s" % ("P%d plays now" % (p + 1) if p == g.player
                                        else "P%d's row, dark: not playing" % (p + 1))
    if vx == 7 and vy <= 4:
        return _when(vy - 1, g.turn, "turn %d of 4 of round %d" % (vy, g.round + 1))
    if vx == 7 and vy == 6:
        if g.phase == R.P_BONUS:
            return "blinking yellow: a bonus flip is owed (A on any negative card)"
        if g.phase == R.P_EVENT:
            return "blinking purple: the Cosmic Event"
        return "dark: yellow when a bonus flip is owed, purple in a Cosmic Event"
    if vy == 7 and vx < 4:
        return _when(vx, g.round, "round %d of 4" % (vx + 1)) if g.phase != R.P_OVER \
            else "round %d of 4, played" % (vx + 1)
    if vy == 7:
        a = vx - 4
        return "the %s akua (%s to %s): %s" % (deck.WAO[a], deck.RESOURCE[deck.AKUA_PATH[a][0]],
                                               deck.RESOURCE[deck.AKUA_PATH[a][1]],
                                               "not used yet" if g.akua[a] == R.NONE else "used: dark")
    return "dark"


def _page(v, g, vx, vy):
    # the Time Card page: the turn's four Time Cards big, a quadrant each
    i = (1 if vx >= 4 else 0) + (2 if vy >= 4 else 0)
    if g.phase == R.P_EVENT or i >= g.ncards:
        return "dark: the Time Card page (B again: the token page; any other key: the board)"
    return _when(i, g.move, "Time Card %d of 4, this turn's: %s" % (i + 1, _symbol(g.cards[i])))


def _setup(v, vx, vy):
    if (vx, vy) == (7, 0):
        return "Learn, the guided first round (A on it starts the lesson)%s" % (
            ", played through" if v.learned else "")
    if vy < 5:
        return "the number of players: %d" % v.players
    if vy == 7:
        return "the deal: %s" % ("table entry (white): you enter the layout and the Time Cards"
                                 if v.table else "a digital deal (the four wao colours)")
    if v.line and vy == 4 + v.line:
        return "the blinking bar: the line the d-pad changes, %s" % ("players", "deal")[v.line - 1]
    return "dark"


def can(v):
    """What can be done now: the cards where A acts lit, and one line."""
    ctx = v.ctx
    g = ctx.game
    if g is None:
        return ctx.say("'Aina set-up: up/down: Learn, players or deal, left/right: change it, A: start "
                       "(on Learn: the lesson), B: back to the menu")
    v.sync(g)
    ph = g.phase
    cells = bytearray()
    lit = bytearray(36)
    if v.mode == M_PAGE or v.mode == M_TOKENS:
        t = "B: the %s page; any other key: the board" % ("token" if v.mode == M_PAGE else "Time Card")
    elif v.mode == M_EDIT:
        t = "up/down: the Time symbol, left/right: the wao, A enters it, hold A: a Starter card, B cancels"
    elif v.mode == M_LOCK:
        for c in range(36):
            lit[c] = v.lit[c]
        t = "left/right: another row, up/down: other tokens, A locks the lit row, B cancels"
    elif ph == R.P_LAYOUT:
        for c in range(36):
            lit[c] = g.sym[c] == R.NONE
        t = "A on a card opens its entry (the lit ones are not entered yet); hold A when all 36 are in"
    elif ph == R.P_DRAW:
        t = "up/down: red or white, left/right: the mark, A enters Time Card %d; B: the turn's so far" \
            % (g.ncards + 1)
    elif ph == R.P_FLIP or ph == R.P_BONUS:
        for c in range(36):
            lit[c] = g.flippable(c)
        t = ("P%d's move %d: A on a lit card flips it (it shows %s)" % (
            g.player + 1, g.move + 1, deck.sym_words(g.cards[g.move])) if ph == R.P_FLIP else
            "P%d's bonus flip: A on any lit negative card" % (g.player + 1))
    elif ph == R.P_AFTER:
        for c in range(36):
            for d in (0, 1):
                if g.lockable(c, d):
                    for x in g.row(c, d):
                        lit[x] = 1
        t = "A on a lit card: lock a row of four through it with P%d's tokens; hold A: end the move" \
            % (g.player + 1)
    elif ph == R.P_EVENT:
        a = v.pick
        if v.ev_step == 0:
            for c in range(36):
                lit[c] = v.lit[c]
            t = "Cosmic Event: the d-pad chooses an akua (its start cards lit) or pass, A chooses it"
        elif v.ev_step == 1:
            for c in range(36):
                for d in range(4):
                    if g.path_length(a, c, d):
                        lit[c] = 1
            t = "the %s akua: A on a lit card starts its path there; B: another akua" % deck.WAO[a]
        else:
            for c in range(36):
                lit[c] = v.lit[c]
            t = "the d-pad: the path's direction (lit), A confirms it, B: another start card"
    else:
        t = "the game is over: A offers a rematch, long B the menu"
    s = v.s
    for c in range(36):
        if lit[c]:
            cells.extend(bytes((v.ox + (1 + c % 6) * s, v.oy + (1 + c // 6) * s, s)))
    ctx.light(cells, TEACH)
    ctx.say(t)
