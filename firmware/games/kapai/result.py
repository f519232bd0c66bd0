# A finished or ended Ka Pai game for the scorebook (core/book.py loads this for one write only):
# this sheet's points and rating, and the other players' totals entered at the end; the best
# total (then the most bonus boxes) wins. Alone, the sheet wins when it earns the top rating.
from games.kapai import sheet as S

SEATS = ("this sheet", "player 2", "player 3", "player 4", "player 5", "player 6")


def result(g):
    rows = g.results()
    if not g.over():
        w = ()
    elif g.others:
        w = g.winners()
    else:
        w = ("this sheet",) if g.total() >= S.RATINGS[0][0] else ()
    out = [None] * len(rows)
    for name, total, _, seat in rows:
        out[seat] = (name, name in w, total)
    return out, "%d points, %s" % (g.total(), g.rating())
