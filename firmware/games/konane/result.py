# A finished or ended Konane game for the scorebook (core/book.py loads this for one write only),
# and a record read back into a game (replay: `record N`'s notation, the tests and benches).
from games.konane.codes import NAMES

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


def replay(text, mode=0, level=2):
    """Rebuild a Game (mode 0: rules.MODE_TWO) from record() text ('8x8: xd5 xe5 c5-e5'); raises BadSetup on a bad header
    and Illegal (naming the move) on a bad or illegal move."""
    from core.errors import Illegal, BadSetup
    from games.konane.rules import SIZES, RESIGN, Game  # (result.py sits above rules.py)
    from games.konane.talk import number, apply_text
    text = text.strip()
    i = text.find(":")
    head = text[:i] if i >= 0 else text.split(" ")[0]
    x = head.find("x") if "x" in head else head.find("X")
    n = number(head[:x]) if x > 0 else -1
    if i < 0 or n < 0 or number(head[x + 1:]) < 0:
        raise BadSetup("a Konane record starts with the board size and a colon, e.g. '8x8: xd5 xe5';"
                       " got %r" % head[:20])
    if number(head[x + 1:]) != n:
        raise BadSetup("a Konane board is square: %r (e.g. '8x8:')" % head)
    if n not in SIZES:
        raise BadSetup("Konane board size must be one of 4, 6, 8, 10, 12, 14 (got %d)" % n)
    if not (0 <= mode < 256 and 0 <= level < 256):
        raise BadSetup("Konane mode and level are small numbers (got %r, %r)" % (mode, level))
    g = Game(bytes((n, mode, level)))
    for word in text[i + 1:].split():
        try:
            if word == "resigns":
                g.apply(RESIGN)
                continue
            apply_text(g, word)
        except Illegal as e:
            raise Illegal("record move %d (%s): %s" % (len(g.history) + 1, word, e))
    return g
