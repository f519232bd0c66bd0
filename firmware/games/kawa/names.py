# Kawa: what lies under the cursor in words, said on each move of the cursor and by `where` (and
# the `tile` command's line). The view imports this module for the line and drops it after.
from games.kawa import rules as R
from games.kawa import tiles as T


def tile(g, p):
    parts = []
    for c in range(g.n):
        if g.value_on(p, c):
            parts.append("%s %d%s" % (R.COLOUR_NAMES[c], g.singles_on(p, c),
                                      "+double" if g.double_on(p, c) else ""))
    return "%s %s: %s" % (R.pos_name(p), g.tile_name(p), ", ".join(parts) or "no petals")


def line(v, g):
    if v.cy < 0:
        if g is None:   # entering the river as laid
            return "above the river: A starts the game with this river"
        c = g.slot[v.cx]
        return "slot %s: %s" % ("abcd"[v.cx], "free" if c == R.NONE else "taken by " + R.COLOUR_NAMES[c])
    p = v.cy * R.SIZE + v.cx
    if g is None:
        return "%s: %s (A changes it)" % (R.pos_name(p), T.KINDS[v.layout[p]][T.NAME])
    t = tile(g, p)
    if g.phase in (R.PH_FLOW, R.PH_TURN) and p in list(g.path()):   # (MicroPython: no int in bytearray)
        t += " (on the flow's path)"
    return t
