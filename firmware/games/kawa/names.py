# Kawa: what lies under the cursor in words, said on each move of the cursor and by `where` (and
# the `tile` and `river` commands' lines). The view imports this module for the line and drops it after.
from games.kawa import rules as R
from games.kawa import tiles as T
from games.kawa.paint import M_SETUP, M_PLAY


def tile_name(g, p):
    k = T.KINDS[g.kind[p]]
    if k[T.TURNS]:
        return "%s (%s)" % (k[T.NAME], T.DIR_NAMES[g.dir[p]])
    return k[T.NAME]


def river_text(g):
    """The river as 4 lines of tile letters (whirlpools as <, v, >), River's Start first."""
    lines = []
    for r in range(R.SIZE):
        s = ""
        for c in range(R.SIZE):
            p = r * R.SIZE + c
            k = g.kind[p]
            s += "<v>"[g.dir[p]] if T.KINDS[k][T.TURNS] else T.KINDS[k][T.LETTER]
        lines.append(s)
    return lines


def tile(g, p):
    parts = []
    for c in range(g.n):
        if g.value_on(p, c):
            parts.append("%s %d%s" % (R.COLOUR_NAMES[c], g.singles_on(p, c),
                                      "+double" if g.double_on(p, c) else ""))
    return "%s %s: %s" % (R.pos_name(p), tile_name(g, p), ", ".join(parts) or "no petals")


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
                words[1], words[2], R.pos_name(r * 4 + c) if r < 4 and c < 4 else "b3",
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
