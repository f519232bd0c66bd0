# A finished or ended Konane game for the scorebook (core/book.py loads this for one write only).
from games.konane.rules import NAMES

SEATS = NAMES


def result(g):
    """[(seat name, won, score or None)] and the game's line: no score, a winner once it is over
    (the player to move has no move, or resigned); `record N` replays its notation."""
    w = g.winner() if g.over() else None
    return [(NAMES[i], w == i, None) for i in range(2)], g.status()
