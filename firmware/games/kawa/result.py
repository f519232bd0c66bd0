# A finished or ended Kawa game for the scorebook (core/book.py loads this for one write only):
# each player's score (double-weaving: the two players' colours together); the best score wins,
# ties share the win.
from games.kawa.rules import COLOUR_NAMES

SEATS = COLOUR_NAMES


def result(g):
    s = g.player_scores()
    w = g.winners() if g.over() else ()
    names = ("P1", "P2") if g.weave else COLOUR_NAMES
    return [(names[i], i in w, s[i]) for i in range(len(s))], g.scores_text()
