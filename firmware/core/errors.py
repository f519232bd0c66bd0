# Errors every rules module raises; the session turns them into a grid cue and a console line.


class Illegal(ValueError):
    """An action the rules refuse. The game state is unchanged when this is raised."""


class BadSetup(ValueError):
    """A game set-up the rules or the board cannot host (wrong size, player count...)."""
