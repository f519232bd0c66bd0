# The question asked on the grid before a game in progress is replaced or ended: A goes ahead (undo
# brings the old game back), B keeps playing it. A player at the table never sees the console, so
# the question is on the grid: an orange "?", and below it red for B on the left and green for A on
# the right, where the two buttons sit on the pad.
# The confirm holds the request itself (a function that carries it out) and runs it on A: it never
# asks a view to do again what it did before, so no view's state can turn the answer into a loop.
# Imported only when first needed (the app's RAM is for the game).
from core import session as sessions
from games import registry
from ui import draw, keys, palette


def ask(app, what, yes):
    """A game in progress would be replaced or ended: ask; `yes()` carries the request out on A."""
    question(app, "a %s game is %s. A: %s, B: keep playing" % (
        registry.title(app.session.name), "in progress" if app.in_progress() else "over", what),
        yes, lambda: app.pick("resume"))


def question(app, text, yes, no):
    app.say(text)
    app.screen = Confirm(app, yes, no)


def bring_back(app):
    """Undo right after a new game replaced (or End game ended) a saved one: the old game comes
    back, saved."""
    name, setup, log = app.discarded
    app.discarded = None
    try:
        s = sessions.Session(name, app.game_class(name), setup, log, app.store)
    except Exception as e:
        app.refuse("the %s game cannot come back: %s" % (registry.title(name), e))
        return False
    s.save()
    app.session = s
    app.game_screen = None  # a fresh view from the game's state, as at power-on
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
                grid.set(i, y, palette.REFUSED if i < half else palette.GREEN)
