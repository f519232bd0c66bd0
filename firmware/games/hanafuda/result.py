# A finished or ended Hanafuda game for the scorebook (core/book.py loads this for one write
# only): each side's match total over the hands played; the side the game ranks first wins.

SEATS = ("P1", "P2", "P3", "P4", "P5", "P6")


def result(g):
    w = g.ranking_winner(g.totals) if g.over() else -1
    return [(g.side_name(s), s == w, g.totals[s]) for s in range(g.m)], g.totals_text()
