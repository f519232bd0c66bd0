# One result for the five games: how a finished game ended, as the platform knows it, from the one
# thing each game gives (games/<game>/words.py result(g): each seat's row, its won flag): the
# winners' seats, or none (a cooperative loss, a sheet played alone short of the top rating, a draw).
# The App draws it the same way for every game (ui/draw.py end: the winners' ring in their seats'
# colours, or a grey ring when no one won), the console says it in the game's own end line, and the
# scorebook keeps the same rows (core/book.py). Loaded once when a game ends (or resumes ended).


def winners(name, g):
    """The winning seats' colours on the grid (core/seats.py), seat order; () when no one won."""
    try:
        from games import registry
        r = registry.words(name)
        rows = r.result(g)[0]
        cols = getattr(r, "COLOURS", ())
    finally:
        registry.drop_words(name)
    out = []
    for i in range(len(rows)):
        if rows[i][1]:
            out.append(cols[i % len(cols)] if cols else 0xFFC000)
    return tuple(out)
