# A finished or ended Konane game for the scorebook (core/book.py loads this for one write only).
from games.konane.rules import NAMES

SEATS = NAMES
COLOURS = (0xE00030, 0xF0F0B0)   # each seat's stones (ui/palette.py HIBISCUS, JASMINE)


def result(g):
    """[(seat name, won, score or None)] and the game's line: no score, a winner once it is over
    (the player to move has no move, or resigned); `record N` replays its notation."""
    w = g.winner() if g.over() else None
    return [(NAMES[i], w == i, None) for i in range(2)], g.status()


def setup_words(g, setup):
    """The set-up in words, for `record`: [size, mode, level]."""
    mode = setup[1] if len(setup) > 1 else 0
    return "%dx%d, %s" % (setup[0], setup[0], "two players" if mode == 0 else
                          "the companion plays %s at level %d" % (NAMES[2 - mode], setup[2] if len(setup) > 2 else 2))
