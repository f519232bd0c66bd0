# The question asked on the grid before a saved game is replaced by a new one: A goes ahead
# (undo brings the old game back), B keeps playing it. A player at the table never sees the
# console, so the question is on the grid: an orange "?", and below it green for A, red for B.
# Imported only when first needed (the app's RAM is for the game).
from core import session as sessions
from games import registry
from ui import draw, keys, palette


def ask(app, gs):
    """gs (a GameScreen) wants to start a game over the saved one: ask; on A, handle the key or
    command that asked once more, now allowed to replace it."""
    app.say("a %s game is in progress. A: start the new %s game (undo brings the old one back), "
            "B: keep playing" % (registry.title(app.session.name), registry.title(gs.name)))
    app.screen = Confirm(app, lambda: _again(app, gs), lambda: app.pick("resume"))


def _again(app, gs):
    app.screen = gs
    gs.replace_ok = True
    try:
        if isinstance(gs.trigger, tuple):
            gs.key(*gs.trigger)
        elif gs.trigger:
            gs.command(gs.trigger)
    finally:
        gs.replace_ok = False


def bring_back(app):
    """Undo right after a new game replaced a saved one: the old game comes back, saved."""
    name, setup, log = app.discarded
    app.discarded = None
    try:
        s = sessions.Session(name, app.game_class(name), setup, log, app.store)
    except Exception as e:
        app.refuse("the %s game cannot come back: %s" % (registry.title(name), e))
        return False
    s.save()
    app.session = s
    app.open_game(name, s)
    app.say("undone: the %s game is back. %s" % (registry.title(name), s.game.status()))
    app.check_saved()
    return True


class Confirm:
    def __init__(self, app, yes, no):
        self.app = app
        self.yes = yes
        self.no = no

    def key(self, k, kind):
        if kind != keys.PRESS:
            return
        if k == keys.A:
            self.yes()
        elif k == keys.B:
            self.no()

    def draw(self, grid, t):
        grid.fill(palette.OFF)
        h = grid.h - 2
        x = (grid.w - 3) // 2
        if draw.blink(t):
            draw.glyph(grid, x, (h - 5) // 2, "?", palette.ORANGE)
        half = grid.w // 2
        for y in range(h, grid.h):
            for i in range(grid.w):
                grid.set(i, y, palette.GREEN if i < half else palette.REFUSED)
