# Ka Pai: the cell under the cursor in words, said on each move of the cursor and by `where`. The
# view imports this module for the line and drops it after.
from games.kapai import rules as R
from games.kapai import sheet as S


def line(v, g):
    i = v.cy * R.N + v.cx
    c = g.cells[i]
    t = R.cell_name(i) + ": "
    if c == R.TOTEM:
        return t + "a totem"
    if c == R.DARK:
        return t + "dark: nobody draws here"
    if c != R.FREE:
        return t + "a %s%s" % (S.SYMBOLS[c - 1], ", circled in a group" if g.circled[i] else "")
    if g.phase != R.PH_DRAW:
        return t + "free"
    why = g.can_draw(i)
    return t + ("free: the symbol may go here" if not why else "free, not now: " + why)

