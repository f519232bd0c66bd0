# 'Āina: the card under the cursor in words, said on each move of the cursor and by `where`. The
# view imports this module for the line and drops it after: the words cost RAM only while said.
from games.aina import deck
from games.aina import rules as R


def line(v, g):
    c = v.cell()
    t = R.cell_name(c) + ": "
    if g.sym[c] == R.NONE:
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
