# 'Āina view, choosing a lock (and why A on a positive card locks nothing now): the view imports this
# (and moves) on A after a flip and drops them after the lock or its cancel. A lock's keys return the
# action they choose, and the view plays it once this code has returned (grid.View.key).
from ui import keys
from games.aina import deck
from games.aina import rules as R
from games.aina.codes import M_BOARD, M_LOCK
from games.aina.moves import row_name, tokens_text, token_choices, row_problem


# locking: A on a card lists the lockable rows through it; left/right picks the row,
# up/down the tokens, A locks, B cancels
def start_lock(v, g, c):
    rows = []
    why = None
    for d in (0, 1):
        step = 1 if d == 0 else 6
        for back in range(4):
            s = c - back * step
            if s < 0 or (d == 0 and s // 6 != c // 6):
                break
            cells = g.row(s, d)
            if cells is None:
                continue
            if g.lockable(s, d):
                rows.append((s, d))
            elif why is None:
                why = row_problem(g, cells) or "not enough tokens"
    if not rows:
        v.ctx.refuse("no row of four through %s can be locked%s" % (
            R.cell_name(c), (": " + why) if why else ""))
        return
    v.rows = rows
    v.ri = 0
    v.mode = M_LOCK
    pick_row(v, g)

def pick_row(v, g):
    s, d = v.rows[v.ri]
    v.toks = token_choices(g, s, d)
    v.ti = 0
    v.clear()
    for c in g.row(s, d):
        v.lit[c] = 1
    say_lock(v, g)

def say_lock(v, g):
    s, d = v.rows[v.ri]
    v.ctx.say("lock %s: %s (A lock, left/right row, up/down tokens %d/%d, B cancel)" % (
        row_name(s, d), tokens_text(g, s, d, v.toks[v.ti]), v.ti + 1, len(v.toks)))

def key_lock(v, g, k, kind):
    if k == keys.LEFT or k == keys.RIGHT:
        v.ri = (v.ri + (1 if k == keys.RIGHT else -1)) % len(v.rows)
        pick_row(v, g)
    elif k == keys.UP or k == keys.DOWN:
        v.ti = (v.ti + (1 if k == keys.DOWN else -1)) % len(v.toks)
        say_lock(v, g)
    elif k == keys.B and kind == keys.PRESS:
        v.mode = M_BOARD
        v.clear()
        v.drop_parts()
    elif k == keys.A and kind == keys.PRESS:
        s, d = v.rows[v.ri]
        t = v.toks[v.ti]
        return bytes((R.LOCK, s, d)) + t, "P%d locks %s with %s" % (
            g.player + 1, row_name(s, d), tokens_text(g, s, d, t))


def positive_why(g, c):
    """The refusal for A (or `flip`) on a positive card while a flip is due: locks come after a
    flip, and the words say why none through that card can be locked now."""
    t = "%s is already positive: move %d %s" % (
        R.cell_name(c), g.move + 1, "flips a negative %s card" % deck.SYM_TEXT[g.cards[g.move]]
        if g.phase == R.P_FLIP else "takes its bonus flip on a negative card")
    why = None
    free = False    # a row through c that only tokens could stop
    for d in (0, 1):
        step = 1 if d == 0 else 6
        for back in range(4):
            s = c - back * step
            if s < 0 or (d == 0 and s // 6 != c // 6):
                break
            cells = g.row(s, d)
            if cells is None:
                continue
            p = row_problem(g, cells)
            if p is None:
                free = True
            elif why is None:
                why = "%s: %s" % (row_name(s, d), p)
    if free:
        why = "the last move ended" if g.tokens_available() else "no token left to lock with"
    elif why is None:
        why = "no row of four"
    return t + "; a row is locked after a flip, before the move ends, and none through %s can be " \
               "now (%s)" % (R.cell_name(c), why)
