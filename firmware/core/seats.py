# One seat model for the five games: a seat's name at the table (the player's name from `name N`,
# else the game's own: games/<game>/words.py SEATS, or its seats(g) where the set-up decides, as in
# Kawa's double weaving) and its colour on the grid (its COLOURS: its pieces' colour in that
# game). Every console line of a game, its status, the link's @status, the scorebook's rows and the
# Scores page name a seat through it. Loaded for one use and dropped; for lines, only once a name
# is set (App.named), so play without names never holds it.


def _result(game):
    from games import registry
    return registry.words(game)


def _drop(game):
    from games import registry
    registry.drop_words(game)


def own(game, g=None):
    """The game's own seat names, seat 1 first (of game g when its set-up decides them)."""
    try:
        r = _result(game)
        f = getattr(r, "seats", None)
        return tuple(f(g) if f is not None and g is not None else r.SEATS)
    except ImportError:
        return ()
    finally:
        _drop(game)


def colours(game):
    """Each seat's colour on the grid, seat 1 first: its pieces' colour in that game."""
    try:
        return tuple(getattr(_result(game), "COLOURS", ()))
    except ImportError:
        return ()
    finally:
        _drop(game)


def name(names, own_names, i):
    """Seat i's name: the player's (names, App.names) or the game's own."""
    if i < len(names) and names[i]:
        return names[i]
    return own_names[i] if i < len(own_names) else "P%d" % (i + 1)


def _letter(ch):
    return ch.isalpha() or ch.isdigit() or ch == "_"


def line(names, own_names, text):
    """text with each seat's own name, where a player's name is set for that seat, said as that
    name, in one pass (a player named 'P2' at seat 1 is not then renamed as seat 2). Only a whole
    word is a seat's name: P1 is not P10's seat, nor Red in Reddish."""
    pairs = [(own_names[i], names[i]) for i in range(min(len(own_names), len(names)))
             if names[i] and own_names[i]]
    if not pairs:
        return text
    out = ""
    i = 0
    n = len(text)
    while i < n:
        if i == 0 or not _letter(text[i - 1]):
            for a, b in pairs:
                j = i + len(a)
                if text.startswith(a, i) and not (j < n and _letter(text[j])):
                    out += b
                    i = j
                    break
            else:
                out += text[i]
                i += 1
        else:
            out += text[i]
            i += 1
    return out


def named(app, game, text, g=None):
    """A line of `game` (the game in play if None) with the players' names for its seats."""
    if game is None:
        if app.session is None:
            return text
        game = app.session.name
        if g is None:
            g = app.session.game
    return line(app.names, own(game, g), text)
