# A finished or ended Kawa game for the scorebook (core/book.py loads this for one write only):
# each player's score (double-weaving: the two players' colours together); the best score wins,
# ties share the win. And the end of the game in words (rules.py loads this for them only).
from games.kawa.codes import COLOUR_NAMES

SEATS = COLOUR_NAMES
COLOURS = (0xFF0000, 0x0030FF, 0xFFC000, 0xFF60A0)   # each river's colour (paint.HUES)


def seats(g):
    """The seats at the table: a colour each, or double-weaving, two players of two colours each
    (P1 Red and Yellow, P2 Blue and Pink)."""
    return ("P1", "P2") if g.weave else COLOUR_NAMES


def result(g):
    s = player_scores(g)
    w = winners(g) if g.over() else ()
    names = ("P1", "P2") if g.weave else COLOUR_NAMES
    return [(names[i], i in w, s[i]) for i in range(len(s))], g.scores_text()


def player_scores(g):
    if not g.weave:
        return list(g.score)
    return [g.score[0] + g.score[2], g.score[1] + g.score[3]]


def winners(g):
    """Indices of the winning players (colours unless double-weaving); ties share the win."""
    s = player_scores(g)
    best = max(s)
    return [i for i in range(len(s)) if s[i] == best]


def over_text(g):
    w = winners(g)
    if g.weave:
        names = " and ".join("P%d" % (i + 1) for i in w)
    else:
        names = " and ".join(COLOUR_NAMES[i] for i in w)
    return "Game over: %s | %s win%s" % (g.scores_text(), names, "" if len(w) > 1 else "s")


def setup_words(g, setup):
    """The set-up in words, for `record`: [colours, flags, seed (4), the table's 16 tiles]."""
    t = "%d colours%s, " % (setup[0], ", double weaving" if g.weave else "")
    if len(setup) > 6:
        return t + "the table's tiles " + bytes(setup[6:]).decode()
    return t + "dealt from seed %d" % ((setup[2] << 24) | (setup[3] << 16) | (setup[4] << 8) | setup[5])
