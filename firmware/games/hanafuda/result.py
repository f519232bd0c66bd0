# A finished or ended Hanafuda game for the scorebook (core/book.py loads this for one write
# only): each side's match total over the hands played; the side the game ranks first wins.

SEATS = ("P1", "P2", "P3", "P4", "P5", "P6")
COLOURS = (0xFF2000, 0x0040FF, 0x00C000, 0xFFB000, 0xC000FF, 0xFF80FF)   # each side's (paint.SEATS)


def result(g):
    w = g.ranking_winner(g.totals) if g.over() else -1
    return [(g.side_name(s), s == w, g.totals[s]) for s in range(g.m)], g.totals_text()


def setup_words(g, setup):
    """The set-up in words, for `record`: [players, flags, dealer, hands, seed (4)]."""
    return "%d players%s, %d hand%s, %s deals first, dealt from seed %d" % (
        setup[0], " as two teams (P1+P3, P2+P4)" if setup[1] & 1 else "", setup[3],
        "" if setup[3] == 1 else "s", "the companion picks who" if setup[2] == 255 else "P%d" % (setup[2] + 1),
        (setup[4] << 24) | (setup[5] << 16) | (setup[6] << 8) | setup[7])
