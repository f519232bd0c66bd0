# Hanafuda: what a light is (the console's `what`: under the cursor, or at a column and row of the
# grid: the card map, the seat column, the gauge, the bars, the pages) and what can be done now
# (long A where it declares no 'ohana, and `options`). Loaded for one of them and dropped after
# (core/app.py GameScreen.options, ui/legend.py).
from ui import palette
from games import registry
from games.hanafuda import deck
from games.hanafuda import grid as V
from games.hanafuda import rules as R
from games.hanafuda.codes import seat_text

TEACH = palette.TEACH   # the cards long A lights: the teaching cue (host_tools/lights.py checks it)
STEPS = ("pink: the dealer marks the field", "blue: a card from the hand", "cyan: the card drawn",
         "yellow: the hand is over")


def _where(v, c):
    # a card's cell on the grid (grid.View.card_at's inverse)
    o, k = c // 4, c % 4
    return (o, k) if v.big else (o % 6, (o // 6) * 4 + k)


def what(v, x, y):
    g = v.ctx.game
    if v.mode == V.M_SETUP:
        return _setup(v, x, y)
    if v.mode == V.M_SCORE:
        return _score(v, g, x, y)
    if x < 0:
        x, y = (v.sx, v.cy) if v.cx == v.mw else (v.cx, v.cy)
    if x < v.mw and y < v.mh:
        return _card(v, g, v.card_at(x, y))
    if x == v.sx:
        if y < g.n:
            return _seat(v, g, y)
        if y == 7:
            ph = g.phase
            return "the step: " + STEPS[0 if ph == R.PH_DEAL else (1 + g.step if ph == R.PH_PLAY else 3)]
        return "dark"
    if (not v.big and x == 6) or (v.big and y == 5 and x < 12):
        if g.phase == R.PH_DEAL:
            return "the white gauge: %d of the %d field cards marked" % (g.count(R.FIELD), g.field_want)
        if g.phase == R.PH_PLAY:
            return "the white gauge: %d cards left in the draw stack" % g.stack
        return "dark: the gauge shows the deal, then the draw stack"
    if v.big and 9 <= y:
        if g.phase == R.PH_DEAL:
            if y <= 13:
                return ("the dealing chart: %d cards in each hand (white)" % g.per_hand if x < 4 else
                        "the dealing chart: %d cards to the field (grey)" % g.field_want)
            return "dark"
        s = y - 9
        if s < g.m:
            return "%s's row: its colour, its captured points as a bar (%d; a cell per 20) and a " \
                   "white dot per hui held (%d; yellow when more than 3)" % (g.side_name(s), g.pts[s],
                                                                            g.hui_count(s))
    return "dark"


def _card(v, g, c):
    from games.hanafuda import cmds   # (the cursor's line: loaded for it and dropped)
    t = cmds.card_line(v, g, c)
    cmds = None
    registry.drop("games.hanafuda.cmds")
    w = g.loc[c]
    me = V.shown(v, g)
    if w >= R.CAPT and w - R.CAPT != me:
        t += "; grey: the map lights P%d's captures now" % (me + 1)
    elif w >= R.CAPT and not deck.VALUE[c]:
        t += "; dim: worth nothing"
    if c == deck.STORM and g.wild != R.NONE and w >= R.CAPT:
        t += "; flickering white: used as a wild card"
    sel = v.sel if g.phase == R.PH_PLAY and v.mode == V.M_MAP else -1
    if sel >= 0 and c != sel and w == R.FIELD and (c // 4 == sel // 4 or sel == deck.STORM):
        t += "; blinking cyan: the picked card may take it"
    if v.mode == V.M_OHANA and c // 4 == v.osuit:
        t += "; blinking in P%d's colour: the 'ohana being declared" % (v.oseat + 1)
    return t


def _seat(v, g, s):
    t = "P%d's seat, in its colour" % (s + 1)
    if v.mode == V.M_NEXT:
        return t + ("; blinking: the next hand's dealer" if s == v.dealer else "") + \
            ("" if v.dealer < g.n else "; the light running round: the dealer at random")
    if s == V.shown(v, g):
        t += "; blinking: the map lights its captures (%d cards)" % g.count(R.CAPT + s)
    if g.phase >= R.PH_DONE and g.side_of(s) != g.winner:
        t += "; dim: it did not win the hand"
    return t


def _score(v, g, x, y):
    s = v.side
    if x < 0:
        x = y = 0
    k = 2 if v.big else 1
    if y < k:
        return "the score page, %s's colour%s" % (g.side_name(s), " (a team: both)" if g.teams else "")
    if y == (3 if v.big else 1):
        return ("a yellow dot per hand played (dim: to come)" if v.total else
                "the eight hui, white when held: Hawai'i, Maui, Moloka'i, Lana'i, Kaho'olawe, O'ahu, "
                "Kaua'i, Ni'ihau")
    val = g.totals[s] if v.total else g.final[s]
    if v.big and y >= 11 and not v.total:
        return "the captured points, %d, in %s's colour" % (g.pts[s], g.side_name(s))
    if not v.big and y == 7:
        return "white dots: the hundreds of the score; a red bar at the right: below zero"
    return "%s's %s: %d (green; red below zero)" % (g.side_name(s), "running total" if v.total
                                                   else "score this hand", val)


def _setup(v, x, y):
    k = 2 if v.big else 1
    if x < 0:
        x, y = (7, 0) if v.opt == 0 else (0, 2 * (v.opt - 1))
    else:
        x //= k
        y //= k
    if x == 7 and y == 0:
        return "Learn, the guided first hand (A on it starts the lesson)"
    if x == 0 and y == 2 * (v.opt - 1):
        return "the blinking marker: the line the d-pad changes"
    if y == 0 and 1 <= x <= v.players:
        return "the players: %d, a cell each in its colour" % v.players
    if y == 2 and 1 <= x <= 5:
        return "the teams: %s" % ("P1+P3 and P2+P4" if v.teams else "none (dim)")
    if y == 4 and 1 <= x <= v.players:
        return "the dealer: %s (bright; a light running round: at random)" % seat_text(v.dealer)
    if y in (6, 7) and 1 <= x <= 7:
        return "the hands to play: %d, a yellow cell each" % v.hands
    return "dark"


def can(v):
    """What can be done now: the cards where A acts lit, and one line."""
    ctx = v.ctx
    g = ctx.game
    if v.mode == V.M_SETUP:
        return ctx.say("Hanafuda set-up: up/down: Learn, players, teams, dealer or hands; "
                       "left/right: change it; A: start; B: back to the menu")
    lit = bytearray(48)
    if v.mode == V.M_SCORE:
        t = "the score page: left/right another player, up/down this hand or the running total, A: %s, " \
            "B: the map" % ("the next hand" if g.phase == R.PH_DONE else "a rematch" if g.over() else "the map")
    elif v.mode == V.M_OHANA:
        for c in range(48):
            lit[c] = c // 4 == v.osuit
        t = "left/right: who declares the lit 'ohana, A: P%d declares it, B: no" % (v.oseat + 1)
    elif v.mode == V.M_NEXT:
        t = "the next hand: left/right chooses its dealer (or random), A deals, B goes back"
    elif g.phase == R.PH_DEAL:
        for c in range(48):
            lit[c] = g.loc[c] == R.UNSEEN
        t = "P%d deals: A on a lit card marks it dealt to the field (%d of %d), A on a field card " \
            "takes it back" % (g.dealer + 1, g.count(R.FIELD), g.field_want)
    elif g.phase == R.PH_PLAY and v.sel < 0:
        for c in range(48):
            lit[c] = g.loc[c] == R.UNSEEN
        t = "P%d %s: A on the card (a lit one) picks it; long A on a card declares its 'ohana" % (
            g.active + 1, "plays a card from the hand" if g.step == R.HAND else "draws")
    elif g.phase == R.PH_PLAY:
        s = v.sel
        for c in range(48):
            lit[c] = c == s or (g.loc[c] == R.FIELD and (c // 4 == s // 4 or s == deck.STORM))
        t = "A on a lit field card: the picked card takes it; A on the picked card again: it stays " \
            "in the field; B cancels"
    else:
        t = "the hand is over: A shows the scores (then %s)" % ("a rematch" if g.over() else "the next hand")
    cells = bytearray()
    for c in range(48):
        if lit[c]:
            x, y = _where(v, c)
            cells.extend(bytes((x, y, 1)))
    ctx.light(cells, TEACH)
    ctx.say(t)
