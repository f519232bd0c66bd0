# Ka Pai's console commands (they allocate: they run on commands only, never per frame), and the
# printed sheet. The view loads this module for a command and drops it after; help.py lists them.
from games import registry
from games.kapai import rules as R
from games.kapai import sheet as S
from games.kapai.paint import M_SHEET


def _sym(word):
    w = word.lower()
    if w == "/":
        return 3
    for k in range(4):
        if w == S.LETTERS[k] or w == S.SYMBOLS[k]:
            return k
    return -1


def sheet_text(g):
    """The sheet as 7 lines: t s c x (upper case when circled), @ totem, # dark, . free."""
    out = []
    N = R.N
    for r in range(N):
        s = ""
        for k in range(N):
            i = r * N + k
            v = g.cells[i]
            if v == R.FREE:
                s += "."
            elif v == R.TOTEM:
                s += "@"
            elif v == R.DARK:
                s += "#"
            else:
                ch = S.LETTERS[v - 1]
                s += ch.upper() if g.circled[i] else ch
        out.append(s)
    return out


def command(v, words):
    if not words:
        return False
    w = words[0].lower()
    ctx = v.ctx
    g = ctx.game
    if g is None:
        if w in ("roll", "draw", "group", "bonus", "sheet", "score", "total", "where"):
            ctx.refuse("no sheet yet: press A to start")
            return True
        return False
    v.sync(g)
    if w == "roll" and len(words) == 1:
        v._roll()
    elif w == "draw":
        _draw(v, g, words)
    elif w == "group":
        d = words[-1].lower() if len(words) > 2 else ""
        d = 0 if d in ("across", "h", "a") else 1 if d in ("down", "v", "d") else -1
        i = cell(ctx, words, "group d5 across|down")
        if i < 0:
            pass
        elif d < 0 or len(words) != 3:
            ctx.refuse("usage: group d5 across|down")
        else:
            v._act(bytes((R.OP_GROUP, i, d)))
    elif w == "bonus":
        t = _sym(words[1]) if len(words) == 2 else -1
        if t < 0:
            ctx.refuse("usage: bonus t|s|c|x")
        else:
            v._act(bytes((R.OP_BONUS, t)))
    elif w == "where" and len(words) == 1:
        v.where(g)
    elif w == "sheet":
        for line in sheet_text(g):
            ctx.say(line)
    elif w == "score":
        from games.kapai import result as E   # the end in words, for this command only
        ctx.say(E.breakdown(g) + " | " + E.rating(g.total()))
        if g.others:
            for name, n, boxes, _ in E.results(g):
                ctx.say("%s: %d points, %d bonus boxes" % (name, n, boxes))
        registry.drop("games.kapai.result")
    elif w == "total":
        try:
            n = int(words[1])
            boxes = int(words[2])
            if len(words) != 3 or not (0 <= n <= 999 and 0 <= boxes <= 12):
                raise ValueError
        except (IndexError, ValueError):
            ctx.refuse("usage: total POINTS BOXES (0-999, 0-12)")
            return True
        v._act(bytes((R.OP_TOTAL, n >> 8, n & 255, boxes)))
    else:
        return False
    return True


def cell(ctx, words, usage):
    """The cell words[1] names ('d5'), or -1 after a refusal that shows the form (also for the
    old zero-based 'ROW COL' and 'r2c3')."""
    from games import cells
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


def _draw(v, g, words):
    ctx = v.ctx
    i = cell(ctx, words, "draw d5 [t|s|c|x]")
    if i < 0:
        return
    if len(words) > 3:
        ctx.refuse("usage: draw d5 [t|s|c|x]")
        return
    if g.phase != R.PH_DRAW:
        ctx.refuse("not now: " + g.wants())
        return
    a, b = S.DIE_A[g.die[0]], S.DIE_B[g.die[1]]
    if len(words) == 3:
        sym = _sym(words[2])
        if sym < 0:
            ctx.refuse("symbols: t triangle, s square, c circle, x slash")
            return
    elif a == b:
        sym = a
    else:
        ctx.refuse("the dice differ: draw %s %s or %s" % (words[1], S.LETTERS[a], S.LETTERS[b]))
        return
    if v._act(bytes((R.OP_DRAW, i, sym))):
        v.cx, v.cy = i % R.N, i // R.N
        v.mode = M_SHEET
