# Kawa: what a light is (the console's `what`: under the cursor, or at a column and row of the grid;
# on 8x8 it says which of the two layers shows now) and what can be done now (long A, and `options`:
# Kawa's A acts as it goes down, so a long A first does what A does, then lights what comes next).
# Loaded for one of them and dropped after (core/app.py GameScreen.options, ui/legend.py).
from core.compat import drop
from ui.draw import phase
from games.kawa import codes as C
from games.kawa import grid as V
from games.kawa.codes import COLOUR_NAMES, KINDS, M_SETUP, M_TABLE

TEACH = C.OPTIONS   # the tiles long A lights (codes.py)
PALE = C.OPTIONS_PALE   # ... and their colour over a light one
PETAL_CELL = ("top-left", "top-right", "bottom-left", "bottom-right")


def _petals_shown(v, g, t):
    # 8x8: the layer on the grid now, as grid.draw chooses it (16x16 shows both)
    ph = g.phase
    if g.fresh or ph == C.PH_TURN or ph == C.PH_START:
        return False
    return ph == C.PH_RETURN or phase(t, V.LAYER_MS) & 1 == 1


def _tile(v, g, p):
    from games.kawa import words
    t = words.tile(g, p)
    words = None
    drop("games.kawa.words")
    if C.PH_SWAP <= g.phase <= C.PH_TURN and p in list(g.path()):
        t += ", on %s's path" % COLOUR_NAMES[g.active]
    return t


def what(v, x, y):
    g = v.ctx.game
    big = v.big
    ts = v.ts
    if x < 0:   # the cursor: its tile (or its slot above the river)
        if v.mode == M_SETUP:
            return "the set-up page's line: %s" % ("learn", "colours", "double-weaving", "river")[v.opt]
        x, y = v.cx * ts, v.oy + v.cy * ts
        if v.cy < 0:
            y = 0
    if v.mode == M_SETUP:
        return _setup(v, x // (2 if big else 1), y // (2 if big else 1))
    if v.mode == M_TABLE:
        if v.cy < 0 and y == 0:
            return "above the river (green, blinking): A here starts the game with the river as laid"
        if x < 4 * ts and v.oy <= y < v.oy + 4 * ts:
            p = (y - v.oy) // ts * 4 + x // ts
            return "%s: %s, as laid (A changes it)" % (C.pos_name(p), KINDS[v.layout[p]][C.NAME])
        return "dark"
    if v.info and not big:
        return _scores(v, g, x, y, False)
    if big and x >= 12:
        return _scores(v, g, x, y, True) if 1 <= y <= 12 else (_bottom(v, g, x, y) if y >= 14 else "dark")
    if big and y >= 13:
        return _bottom(v, g, x, y)
    now = v.ctx.now()
    petals = not big and _petals_shown(v, g, now)   # 8x8: the layer shown now
    on_slots = not petals
    if y == 0 and on_slots:
        s = x // ts
        o = g.slot[s]
        slot = "starting slot %s: %s" % ("abcd"[s], "free" if o == C.NONE else "%s's Starting tile" % COLOUR_NAMES[o])
        if big:
            return slot
        slot += "; the slots show in turn with the top tiles' top row"
    else:
        slot = ""
    if y < v.oy:
        return "dark"
    p = (y - v.oy) // ts * 4 + x // ts
    if p >= 16:
        return "dark"
    t = _tile(v, g, p)
    dx, dy = x % ts, (y - v.oy) % ts
    if big:
        c = (1 if dx == 2 else 0) + 2 * dy if dx != 1 and dy < 2 else -1
        layer = ""
    else:
        c = dx + 2 * dy
        layer = "the petal layer now" if petals else "the river layer now"
        if not petals:
            c = -1
    if c >= 0:
        if c >= g.n:
            led = "this LED: no colour plays here"
        else:
            n = g.value_on(p, c)
            led = "this LED: %s's petals (the tile's %s cell), %s" % (
                COLOUR_NAMES[c], PETAL_CELL[c], ("none" if not n else "worth %d" % n)
                + (", the double petal among them (it flashes white)" if g.double_on(p, c) else ""))
    else:
        d = g.dir[p]
        line = (dx == 1 and dy < 2) or (dy == 2 and dx == d) if big else \
            d == C.DOWN or (dx != dy) == (d == C.LEFT)
        led = ("this LED: the tile's flow line (%s)" % ("lavender: a whirlpool" if KINDS[g.kind[p]][C.TURNS]
                                                         else "teal") if line else
               "this LED: dark, beside the tile's flow line")
    out = t + "; " + led
    if layer:
        out = layer + ": " + out
    return (slot + "; " + out) if slot else out


def _scores(v, g, x, y, big):
    n = 2 if g.weave else g.n
    if big:
        i = x - 12
    else:
        if y == 7:
            return _bottom(v, g, x, y)
        if y & 1:
            return "dark"
        i = y // 2
    if i >= n:
        return "dark"
    s = g.score[i] + (g.score[i + 2] if g.weave else 0)
    who = ("P%d" % (i + 1)) if g.weave else COLOUR_NAMES[i]
    return "%s's score bar: %d points (the bars are scaled to the leader%s)" % (
        who, s, "; the active colour's blinks" if not g.weave else "")


def _bottom(v, g, x, y):
    big = v.big
    if big and y == 15 or (not big and g.over() and y == 7 and not v.info):
        return "the winners' colours, blinking along the bottom: the game is over" if g.over() else "dark"
    if big and y != 14:
        return "dark"
    if x < 4:
        r = x + 1
        return "round %d of 4: %s" % (r, "played (white)" if r < g.round else
                                      ("now (green)" if r == g.round else "to come (dim)"))
    if g.over():
        return "dark: the game is over"
    if big:
        if 5 <= x <= 9:
            return "the phases, start, swap, flow, turn, return: %s (lit) now" % C.PHASE_NAMES[g.phase]
        if x in (11, 12):
            return "the active colour: %s" % COLOUR_NAMES[g.active]
        if x == 14 and g.phase == C.PH_FLOW:
            return "the petal to leave: %s" % ("none left" if v.choice == C.NO_PETAL else "a petal")
        if x == 15 and g.phase == C.PH_FLOW:
            return "the double petal: %s" % ("chosen (white)" if v.choice == C.DOUBLE else "not chosen")
        return "dark"
    if x == 5:
        return "the phase: %s" % ("returns (lavender)" if g.phase == C.PH_RETURN else "the flows (teal)")
    if x == 7:
        return "the active colour: %s" % COLOUR_NAMES[g.active]
    return "dark"


def _setup(v, x, y):
    if x == 7 and y == 0:
        return "Learn, the guided first round (A on it starts the lesson)"
    if x == 0 and y == 2 * v.opt - 1:
        return "the blinking marker: the line the d-pad changes"
    if y == 1 and 2 <= x < 2 + v.colours:
        return "the colours that play: %s" % ", ".join(COLOUR_NAMES[:v.colours])
    if y == 3 and 2 <= x <= 6:
        return "double-weaving: %s" % ("two players, Red and Yellow against Blue and Pink" if v.weave
                                       else "off (dim)")
    if y in (5, 6) and 2 <= x < 6:
        return "the river: %s" % ("laid on the table and entered (teal)" if v.table
                                  else "dealt by the companion (teal and lavender)")
    return "dark"


def can(v):
    """What can be done now: the tiles (or slots) where A acts lit, and one line."""
    ctx = v.ctx
    g = ctx.game
    if v.mode == M_SETUP:
        return ctx.say("Kawa set-up: up/down: Learn, colours, double-weaving or river; left/right: "
                       "change it; A: start; B: back to the menu")
    if v.mode == M_TABLE:
        return ctx.say("the river as laid: the d-pad moves, A changes a tile (S L R W); above the "
                       "river A starts the game; B: the set-up page")
    if v.info and not v.big:
        return ctx.say("the scores: B (or any key) goes back to the river")
    ts = v.ts
    ph = g.phase
    who = COLOUR_NAMES[g.active]
    tiles = bytearray(16)
    cells = bytearray()
    if ph == C.PH_START:
        for s in range(4):
            if g.slot[s] == C.NONE:
                for i in range(ts):
                    cells.extend(bytes((s * ts + i, 0, 1)))
        t = "%s: left/right chooses a free slot (lit), A places the Starting tile there" % who
    elif ph == C.PH_SWAP:
        for p in range(16):
            a = v.sel
            tiles[p] = a < 0 or (p != a and (abs(p - a) == 4 or (p // 4 == a // 4 and abs(p - a) == 1)))
        t = ("%s swaps (%d left): A on a tile picks it, A on a tile beside it swaps them" % (who, g.swaps_left)
             if v.sel < 0 else "A on a lit tile swaps it with the picked one; A on the picked one or B puts it back")
    elif ph == C.PH_FLOW:
        tiles[g.flow_pos()] = 1
        t = "%s flows into the lit tile: A leaves a %s petal there (up/down: single or double)" % (
            who, ("no", "single", "double")[v.choice])
    elif ph == C.PH_TURN:
        tiles[g.flow_pos()] = 1
        t = g.wants() + ": the d-pad's left, down or right"
    elif ph == C.PH_RETURN:
        for p in range(16):
            tiles[p] = g.value_on(p, g.active) > 0
        t = "%s takes back %d petal(s): A on a lit tile takes one" % (who, g.returns_left)
    else:
        t = "the game is over: A offers a rematch, long B the menu"
    for p in range(16):
        if tiles[p]:
            cells.extend(bytes(((p % 4) * ts, v.oy + (p // 4) * ts, ts)))
    ctx.light(cells, TEACH, PALE)
    ctx.say(t)
