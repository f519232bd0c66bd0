# One way to name a cell in every game (docs/play.md, "Naming a cell"): as in Konane's notation,
# files a, b, c ... from the left and ranks 1, 2, 3 ... from the bottom, so the top-left cell of a
# 6x6 board is a6. Parsing is for typed commands only: a view imports this module for a command
# and drops it after (registry.drop("games.cells")). Each rules module names its cells itself (one
# line), for its messages.
FILES = "abcdefghijklmnop"


def name(i, w, h):
    """Cell i (row from the top * w + column) -> 'd5'."""
    return FILES[i % w] + str(h - i // w)


def form(w, h):
    return "files a-%s from the left, ranks 1-%d from the bottom: a%d is the top-left" % (
        FILES[w - 1], h, h)


def parse(word, w, h):
    """'d5' -> cell index (row from the top * w + column). Anything else raises ValueError with a
    message that shows the form; the old zero-based rNcM names the cell it meant in the new form."""
    t = word.lower()
    if len(t) >= 4 and t[0] == "r" and "c" in t:
        k = t.index("c")
        try:
            r, c = int(t[1:k]), int(t[k + 1:])
        except ValueError:
            r = c = -1
        if 0 <= r < h and 0 <= c < w:
            raise ValueError("%s is the old zero-based form: write %s (%s)" % (
                word, name(r * w + c, w, h), form(w, h)))
    f = FILES.find(t[:1]) if t else -1
    if 0 <= f < w and t[1:].isdigit() and t[1:2] != "0":
        rank = int(t[1:])
        if 1 <= rank <= h:
            return (h - rank) * w + f
    raise ValueError("not a cell: %s (%s)" % (word[:8], form(w, h)))
