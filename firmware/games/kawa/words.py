# Everything Kawa says: why an action or a set-up is refused (and a river laid on the table, read
# from its set-up), the end of the game and its scorebook row, what lies under the cursor or on a
# tile, the river as text, and the console's help and rules in short. Loaded only while used and
# dropped after (rules.py for a refusal or the end, the view for a line, core/ through
# registry.words), so the words never sit in RAM during play. It reads codes.py, never rules.py.
from core.errors import Illegal, BadSetup
from games.kawa import codes as C
from games.kawa.codes import KINDS, UP, COLOUR_NAMES, M_SETUP, M_PLAY

# ---- refusals: why an action (or a set-up) is refused ------------------------------------------
def no(g, n, x, y):
    """The exception for refusal n of rules.Game (x, y: what rules passed with it)."""
    if n == 0:
        return BadSetup(setup_text(x))
    return Illegal(text(g, n, x, y))


def setup_text(setup):
    n = setup[0] if len(setup) > 0 else 0
    flags = setup[1] if len(setup) > 1 else 0
    if len(setup) < 6:
        return "Kawa set-up needs 6 bytes: colours, flags, seed"
    if n < 2 or n > 4:
        return "Kawa is for 2 to 4 colours, not %d" % n
    if flags & ~(C.FLAG_WEAVE | C.FLAG_TABLE):
        return "unknown Kawa set-up flags %d" % flags
    if flags & C.FLAG_WEAVE and n != 4:
        return "double-weaving uses 4 colours (two players with two each)"
    return "a dealt river takes no tile letters"


def table(g, setup):
    """The river as laid on the table (set-up bytes 6-21) into g.kind, or raise BadSetup."""
    if len(setup) != 6 + C.TILES:
        raise BadSetup("a table river needs 16 tile letters, row by row from the River's Start")
    for p in range(C.TILES):
        k = C.letter_kind(chr(setup[6 + p]))
        if k < 0:
            raise BadSetup("tile %s: unknown letter %r (S L R W)" % (C.pos_name(p), chr(setup[6 + p])))
        g.kind[p] = k
    for k in range(len(KINDS)):
        have = 0
        for p in range(C.TILES):
            if g.kind[p] == k:
                have += 1
        if have != KINDS[k][C.COUNT]:
            raise BadSetup("the river has %d %s tiles; the basic river has %d"
                           % (have, KINDS[k][C.NAME], KINDS[k][C.COUNT]))


def text(g, n, x, y):
    who = C.COLOUR_NAMES[g.active]
    name = C.pos_name
    if n == 1:
        return "malformed action: expected bytes (not empty): an op code, then 1 or 2 argument bytes"
    if n == 2:
        return "the game is over"
    if n == 3:
        return "not now: " + g.wants()
    if n == 4:
        return "malformed action: expected %d bytes for op %d" % (x, y)
    if n == 5:
        if x >= C.SIZE:
            return "no starting slot there (slots a-d)"
        return "starting slot %s is taken by %s" % (chr(97 + x), C.COLOUR_NAMES[g.slot[x]])
    if n == 6:
        if x >= C.TILES or y >= C.TILES:
            return "no such river tile"
        return "a swap needs two different tiles"
    if n == 7:
        return "%s and %s are not orthogonally adjacent" % (name(x), name(y))
    if n == 8:
        if x == C.NO_PETAL:
            return "%s must place a petal: %d in its pool" % (who, g.pool_tokens(g.active))
        if x == C.SINGLE:
            return "%s has no single petal left in its pool" % who
        if x == C.DOUBLE:
            return "%s's double petal is not in its pool" % who
        return "unknown petal %d" % x
    if n == 9:
        if x == UP:
            return "a Whirlpool never points upstream"
        if x > UP:
            return "no direction %d (0 left, 1 down, 2 right)" % x
        return "the Whirlpool must turn to a new direction (it points %s)" % C.DIR_NAMES[x]
    # n 10: a return
    if x >= C.TILES:
        return "no such river tile"
    if y == C.SINGLE:
        return "%s has no single petal on %s" % (who, name(x))
    if y == C.DOUBLE:
        return "%s's double petal is not on %s" % (who, name(x))
    return "return a single or the double petal"


# ---- the result: a finished or ended game for the scorebook (core/book.py loads this for one write
# only): each player's score (double-weaving: the two players' colours together); the best score
# wins, ties share the win. And the end of the game in words (rules.py loads this for them only).
SEATS = COLOUR_NAMES
COLOURS = (0xE70000, 0x3068F7, 0xEFD800, 0xEF78B0)   # each river's colour (grid.HUES)


def seats(g):
    """The seats at the table: a colour each, or double-weaving, two players of two colours each
    (P1 Red and Yellow, P2 Blue and Pink)."""
    return ("P1", "P2") if g.weave else COLOUR_NAMES


def result(g):
    s = player_scores(g)
    w = winners(g) if g.over() else ()
    names = ("P1", "P2") if g.weave else COLOUR_NAMES
    return [(names[i], i in w, s[i]) for i in range(len(s))], g.scores_text()


def player_scores(g):
    if not g.weave:
        return list(g.score)
    return [g.score[0] + g.score[2], g.score[1] + g.score[3]]


def winners(g):
    """Indices of the winning players (colours unless double-weaving); ties share the win."""
    s = player_scores(g)
    best = max(s)
    return [i for i in range(len(s)) if s[i] == best]


def over_text(g):
    w = winners(g)
    if g.weave:
        names = " and ".join("P%d" % (i + 1) for i in w)
    else:
        names = " and ".join(COLOUR_NAMES[i] for i in w)
    return "Game over: %s | %s win%s" % (g.scores_text(), names, "" if len(w) > 1 else "s")


def setup_words(g, setup):
    """The set-up in words, for `record`: [colours, flags, seed (4), the table's 16 tiles]."""
    t = "%d colours%s, " % (setup[0], ", double weaving" if g.weave else "")
    if len(setup) > 6:
        return t + "the table's tiles " + bytes(setup[6:]).decode()
    return t + "dealt from seed %d" % ((setup[2] << 24) | (setup[3] << 16) | (setup[4] << 8) | setup[5])


# ---- what lies under the cursor in words, said on each move of the cursor and by `where` (and the
# `tile` and `river` commands' lines): the view loads this module for the line and drops it after.
def tile_name(g, p):
    k = KINDS[g.kind[p]]
    if k[C.TURNS]:
        return "%s (%s)" % (k[C.NAME], C.DIR_NAMES[g.dir[p]])
    return k[C.NAME]


def lay_text(g):
    """What the players lay on the table for a dealt river, before the first Starting tile."""
    return "Lay the river, River's Start row first, left to right: %s (S straight, L/R bend left/right, W whirlpool)" % (
        " ".join(river_text(g, 1)))


def river_text(g, laid=0):
    """The river as 4 lines of tile letters (whirlpools as <, v, >, or W as laid), River's Start first."""
    lines = []
    for r in range(C.SIZE):
        s = ""
        for c in range(C.SIZE):
            p = r * C.SIZE + c
            k = g.kind[p]
            s += "<v>"[g.dir[p]] if KINDS[k][C.TURNS] and not laid else KINDS[k][C.LETTER]
        lines.append(s)
    return lines


def tile(g, p):
    parts = []
    for c in range(g.n):
        if g.value_on(p, c):
            parts.append("%s %d%s" % (C.COLOUR_NAMES[c], g.singles_on(p, c),
                                      "+double" if g.double_on(p, c) else ""))
    return "%s %s: %s" % (C.pos_name(p), tile_name(g, p), ", ".join(parts) or "no petals")


def line(v, g):
    if v.cy < 0:
        if g is None:   # entering the river as laid
            return "above the river: A starts the game with this river"
        c = g.slot[v.cx]
        return "slot %s: %s" % ("abcd"[v.cx], "free" if c == C.NONE else "taken by " + C.COLOUR_NAMES[c])
    p = v.cy * C.SIZE + v.cx
    if g is None:
        return "%s: %s (A changes it)" % (C.pos_name(p), KINDS[v.layout[p]][C.NAME])
    t = tile(g, p)
    if g.phase in (C.PH_FLOW, C.PH_TURN) and p in list(g.path()):   # (MicroPython: no int in bytearray)
        t += " (on the flow's path)"
    return t


def command(v, g, words):
    """`where` and `tile b3` (the old zero-based `tile 0 1` and r0c1 refused with the new name)."""
    if words[0] == "where":
        if len(words) > 1 or v.mode == M_SETUP:
            v.ctx.refuse("usage: where (on the river or the river entry)")
        else:
            v.ctx.say(line(v, g if v.mode == M_PLAY else None))
        return
    if g is None:
        v.ctx.refuse("no river yet")
        return
    from games import cells
    from games import registry
    try:
        if len(words) == 3 and words[1].isdigit() and words[2].isdigit():   # the old ROW COL
            r, c = int(words[1]), int(words[2])
            raise ValueError("'%s %s' is the old zero-based form: write tile %s (%s)" % (
                words[1], words[2], C.pos_name(r * 4 + c) if r < 4 and c < 4 else "b3",
                cells.form(4, 4)))
        p = cells.parse(words[1] if len(words) > 1 else "", 4, 4)
        if len(words) > 2:
            raise ValueError("one cell")
    except ValueError as e:
        v.ctx.refuse("%s (usage: tile b3)" % e)
        return
    finally:
        registry.drop("games.cells")
    v.ctx.say(tile(g, p))
