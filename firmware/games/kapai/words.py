# Everything Ka Pai says, loaded only when it speaks and dropped after (registry.words and
# drop_words, or the module that imported it): the text stays out of the Pico's RAM during play.
# - the end: for the scorebook (core/book.py loads this for one write only), the end of the game's
#   status and the `score` command. This sheet's points and rating, and the other players' totals
#   entered at the end; the best total (then the most bonus boxes) wins. Alone, the sheet wins when
#   it earns the top rating;
# - HELP, the console commands one line each (`help`, core/app.py), and HOWTO, the rules in short
#   (`rules`, core/commands.py; the whole rules: docs/rules/kapai.md);
# - the console commands (they allocate: they run on commands only, never per frame), and the
#   printed sheet.
# It reads codes.py and sheet.py, never rules.py (rules.py loads it for the end's status).
from games import registry
from games.kapai import codes as C
from games.kapai import sheet as S

SEATS = ("this sheet", "player 2", "player 3", "player 4", "player 5", "player 6")
# the scorebook rows' colours: only this sheet is on the grid; the other players' rows take the
# seat colours in turn (ui/palette.py PLAYERS), as the Scores page drew every game before
COLOURS = (0xFF2000, 0x0040FF, 0x00C000, 0xFFB000, 0xFF2000, 0x0040FF)


def rating(total):
    for low, line in S.RATINGS:
        if total >= low:
            return line
    return S.RATINGS[-1][1]


def results(g):
    """[(name, total, boxes, seat)] of this sheet and the entered players, the winner(s) first."""
    mine = 0
    for t in range(4):
        mine += g.boxes[t]
    rows = [("this sheet", g.total(), mine, 0)]
    for k in range(len(g.others)):
        rows.append(("player %d" % (k + 2), g.others[k][0], g.others[k][1], k + 1))
    # (MicroPython's sort is not stable: the seat breaks a full tie)
    rows.sort(key=lambda r: (-r[1], -r[2], r[3]))
    return rows


def winners(g):
    rows = results(g)
    return [r[0] for r in rows if r[1] == rows[0][1] and r[2] == rows[0][2]]


def breakdown(g):
    gp, t, b = g.score_parts()
    return "%d points: groups %d (%s), totems %d (network of %d), bonus %d (boxes %s)" % (
        gp + t + b, gp, " ".join("%d%s" % (g.groups[i], S.LETTERS[i]) for i in range(4)),
        t, g.network(), b, " ".join("%d%s" % (g.boxes[i], S.LETTERS[i]) for i in range(4)))


def over_text(g):
    """The status line of a full sheet."""
    line = "Sheet full: %s | %s" % (breakdown(g), rating(g.total()))
    if g.others:
        w = winners(g)
        line += " | %s win%s" % (" and ".join(w), "" if len(w) > 1 else "s")
    return line


def result(g):
    rows = results(g)
    if not g.over():
        w = ()
    elif g.others:
        w = winners(g)
    else:
        w = ("this sheet",) if g.total() >= S.RATINGS[0][0] else ()
    out = [None] * len(rows)
    for name, total, _, seat in rows:
        out[seat] = (name, name in w, total)
    return out, "%d points, %s" % (g.total(), rating(g.total()))


def setup_words(g, setup):
    """The set-up in words, for `record`: the dice's seed (4 bytes)."""
    return "one sheet, the dice rolled from seed %d" % (
        (setup[0] << 24) | (setup[1] << 16) | (setup[2] << 8) | setup[3])


# the game's console commands, one line each, for `help`
HELP = (
    "roll: roll the two dice",
    "draw d5 [t|s|c|x]: draw a symbol (a7 is the top-left; the symbol when the dice differ)",
    "group d5 across|down: circle the group starting there, when there is a choice",
    "bonus t|s|c|x: mark a bonus box for triangle, square, circle or slash groups",
    "where: the cell under the cursor",
    "sheet: print the sheet (t s c x, upper case circled, @ totem, # dark)",
    "score: the score so far, part by part, and the solo rating",
    "total POINTS BOXES: another player's total and bonus boxes, at the end (winner, tie rule)",
)
# Ka Pai's rules in short, for the console's `rules`
HOWTO = (
    "Everyone plays at once on a 7x7 sheet: 40 free cells, 5 totems. One roll of two dice for all.",
    "Two different symbols: draw one of them. A double: draw both, side by side if you can.",
    "First symbol anywhere; each later one beside one you drew (any free cell if none is).",
    "Three equal symbols in a line make a group: triangle 2, square 3, circle 4 points.",
    "A group of three slashes ticks a bonus box: boxes x groups of that kind at the end.",
    "Totems linked by chains of equal symbols: your largest set scores 2/4/7/12 for 2/3/4/5.",
    "The game ends when every cell is filled; highest total wins (tie: more bonus boxes).",
)


# ---- the console commands -------------------------------------------------------------------
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
    N = C.N
    for r in range(N):
        s = ""
        for k in range(N):
            i = r * N + k
            v = g.cells[i]
            if v == C.FREE:
                s += "."
            elif v == C.TOTEM:
                s += "@"
            elif v == C.DARK:
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
            v._act(bytes((C.OP_GROUP, i, d)))
    elif w == "bonus":
        t = _sym(words[1]) if len(words) == 2 else -1
        if t < 0:
            ctx.refuse("usage: bonus t|s|c|x")
        else:
            v._act(bytes((C.OP_BONUS, t)))
    elif w == "where" and len(words) == 1:
        v.where(g)
    elif w == "sheet":
        for line in sheet_text(g):
            ctx.say(line)
    elif w == "score":
        ctx.say(breakdown(g) + " | " + rating(g.total()))
        if g.others:
            for name, n, boxes, _ in results(g):
                ctx.say("%s: %d points, %d bonus boxes" % (name, n, boxes))
    elif w == "total":
        try:
            n = int(words[1])
            boxes = int(words[2])
            if len(words) != 3 or not (0 <= n <= 999 and 0 <= boxes <= 12):
                raise ValueError
        except (IndexError, ValueError):
            ctx.refuse("usage: total POINTS BOXES (0-999, 0-12)")
            return True
        v._act(bytes((C.OP_TOTAL, n >> 8, n & 255, boxes)))
    else:
        return False
    return True


def cell(ctx, words, usage):
    """The cell words[1] names ('d5'), or -1 after a refusal that shows the form (also for the
    old zero-based 'ROW COL' and 'r2c3')."""
    from games import cells
    N = C.N
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
    if g.phase != C.PH_DRAW:
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
    if v._act(bytes((C.OP_DRAW, i, sym))):
        v.show(i)
