# Kawa refusals in words: why an action (or a set-up) is refused, and a river laid on the table read
# from its set-up. rules.py decides; it imports this module only for these and drops it after, so
# the words never sit in RAM during play.
from core.errors import Illegal, BadSetup
from games.kawa import codes as C
from games.kawa import tiles
from games.kawa.tiles import KINDS, UP


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
        k = tiles.letter_kind(chr(setup[6 + p]))
        if k < 0:
            raise BadSetup("tile %s: unknown letter %r (S L R W)" % (C.pos_name(p), chr(setup[6 + p])))
        g.kind[p] = k
    for k in range(len(KINDS)):
        have = 0
        for p in range(C.TILES):
            if g.kind[p] == k:
                have += 1
        if have != KINDS[k][tiles.COUNT]:
            raise BadSetup("the river has %d %s tiles; the basic river has %d"
                           % (have, KINDS[k][tiles.NAME], KINDS[k][tiles.COUNT]))


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
        return "the Whirlpool must turn to a new direction (it points %s)" % tiles.DIR_NAMES[x]
    # n 10: a return
    if x >= C.TILES:
        return "no such river tile"
    if y == C.SINGLE:
        return "%s has no single petal on %s" % (who, name(x))
    if y == C.DOUBLE:
        return "%s's double petal is not on %s" % (who, name(x))
    return "return a single or the double petal"
