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


def cell(ctx, words, usage):
    """The cell words[1] names ('d5'), or -1 after a refusal that shows the form (also for the
    old zero-based 'ROW COL' and 'r2c3')."""
    from games import cells
    from games import registry
    N = R.N
    try:
        w = words[1] if len(words) > 1 else ""
        if len(words) > 2 and w.isdigit() and words[2].isdigit():
            r, c = int(w), int(words[2])
            raise ValueError("'%s %s' is the old zero-based form: write %s (%s)" % (
                w, words[2], cells.name(r * N + c, N, N) if r < N and c < N else "d5", cells.form(N, N)))
        return cells.parse(w, N, N)
    except ValueError as e:
        ctx.refuse("%s (usage: %s)" % (e, usage))
        return -1
    finally:
        registry.drop("games.cells")
