# A finished or ended Ka Pai game in words: for the scorebook (core/book.py loads this for one write
# only), the end of the game's status and the `score` command (loaded for them and dropped after).
# This sheet's points and rating, and the other players' totals entered at the end; the best total
# (then the most bonus boxes) wins. Alone, the sheet wins when it earns the top rating.
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
