# A finished or ended 'Aina game for the scorebook (core/book.py loads this for one write only), and
# the end of the game in words (rules.py loads this for them only).
# 'Aina is played together: one row, the table, won when all 36 cards are positive; its score is
# the cards turned positive.

SEATS = ("P1", "P2", "P3", "P4")


def result(g):
    return [("the table", g.won(), g.positives())], summary(g) if g.over() else g.status()


def token_totals(g):
    """(in hands, on cards, bank, discarded): always sums to 48."""
    on = 0
    for t in g.tok:
        if t:
            on += 1
    return sum(g.hand), on, sum(g.bank), sum(g.disc)


def summary(g):
    h, on, b, d = token_totals(g)
    return "%s: %d/36 cards positive; tokens on cards %d, lost %d, banked %d, in hands %d" % (
        "WIN" if g.positives() == 36 else "LOSS", g.positives(), on, d, b, h)
