# A finished or ended 'Aina game for the scorebook (core/book.py loads this for one write only).
# 'Aina is played together: one row, the table, won when all 36 cards are positive; its score is
# the cards turned positive.

SEATS = ("P1", "P2", "P3", "P4")


def result(g):
    return [("the table", g.won(), g.positives())], g.summary() if g.over() else g.status()
