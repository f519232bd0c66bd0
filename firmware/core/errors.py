# Errors every rules module raises; the session turns them into a grid cue and a console line.


class Illegal(ValueError):
    """An action the rules refuse. The game state is unchanged when this is raised."""


def action_bytes(a, form):
    """`a` if it is bytes-like, else Illegal("malformed action: expected <form>"): apply must never
    raise TypeError/ValueError for a None, a str or a list of ints."""
    if isinstance(a, (bytes, bytearray)):
        return a
    if isinstance(a, memoryview):
        return bytes(a)
    raise Illegal("malformed action: expected " + form)


class BadSetup(ValueError):
    """A game set-up the rules or the board cannot host (wrong size, player count...)."""
