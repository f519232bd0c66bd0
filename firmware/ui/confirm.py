# The question asked on the grid before a game in progress is replaced or ended: A goes ahead (undo
# brings the old game back), B keeps playing it. A player at the table never sees the console, so
# the question is on the grid: a white "?", and below it red for B on the left and green for A on
# the right, where the two buttons sit on the pad.
# The confirm holds the request itself (a function that carries it out) and runs it on A: it never
# asks a view to do again what it did before, so no view's state can turn the answer into a loop.
# Imported only when first needed (the app's RAM is for the game).
from core import session as sessions
from core import store
from games import registry
from ui import draw, keys, palette


def in_progress(app):
    """A game that replacing or ending would throw away: asked about on the grid first."""
    return app.session is not None and not app.session.game.over()


def replace(app, s, what, how="new game", fresh=False):
    """Make the new session s the game in play. Over a game in progress, ask first and return
    False (A begins it, with a fresh view); else begin it now and return True (the caller's view
    goes on showing it, unless fresh)."""
    if in_progress(app):
        ask(app, what, lambda: begin(app, s, True, how))
        return False
    begin(app, s, fresh, how)
    return True


def begin(app, s, fresh, how):
    """s becomes the game in play, saved; the game it replaces stays undoable: it goes into the same
    save, one write (a game ended before stays undoable too)."""
    old = app.session
    if old is not None:
        # its redo actions go: a new game cut that future off, as a new action does
        s.other = store.section(old.name, old.setup, old.log)
        s.other_redo = False
    else:
        s.other = app.discarded
    s.save()
    app.session = s
    app.discarded = None
    app.say("%s: %s. %s" % (registry.title(s.name), how, app.named(s.game.status())))
    if old is not None:
        app.say("(the %s game is set aside: undo brings it back)" % registry.title(old.name))
    if fresh:
        app.game_screen = None
        app.open_game(s.name, s)
    app.check_saved()


def end_game(app):
    """The menu's End game: asks on the grid, then ends the game; undo brings it back."""
    if app.session is None:
        return app.refuse("no game in progress")
    ask(app, "end it (undo brings it back)", lambda: _booked(app))


def _booked(app):
    # into the scorebook first (core/book.py): a power cut before the save changes loses nothing
    app.book(app.session, 1)
    _end(app)


def _end(app):
    s = app.session
    other = store.section(s.name, s.setup, s.log)
    try:
        # the save now holds no game in play, only the ended one, for undo (one write)
        app.store.write(sessions.SAVE, store.encode(None, b"", (), None, other))
    except OSError:
        pass  # the save left behind resumes the ended game at power-on: nothing is lost
    app.discarded = other
    app.session = None
    app.say("the %s game is ended (undo brings it back)" % registry.title(s.name))
    app.pick("menu")


def undo_finished(app):
    """The menu's Undo on a finished game (it sits next to Resume, one slip away): asked on the
    grid; A undoes its last action and play goes on, B keeps it finished and goes back to the menu."""
    def back():
        app.menu_at = "undo"
        app.pick("menu")
    question(app, "the %s game is over. A: undo its last move and play on, B: keep it finished"
             % registry.title(app.session.name), lambda: app.pick("undo", True), back)


def rematch(gs, setup, what=None):
    """A finished game's A (GameScreen.rematch): the same game again from `setup`, asked on the
    grid; A starts it with a fresh view (undo brings the finished one back), B goes back to it.
    (After a lesson: a real game, `what` says so.)"""
    app = gs.app
    try:
        s = sessions.Session(gs.name, registry.rules(gs.name), setup, (), app.store)
    except Exception as e:  # BadSetup: the finished game's own set-up, so only a damaged one
        return app.refuse("no rematch: %s" % e)
    question(app, ((what or "a rematch: a new %s game with the same settings")
                   + "? A: start it (undo brings this one back), B: stay on this one") % registry.title(gs.name),
             lambda: begin(app, s, True, "rematch"), lambda: _back(app, gs))


def _back(app, gs):
    app.screen = gs
    app.say(("the finished game stays: " if gs.game.over() else "this game stays: ")   # (a lesson ended early)
            + app.named(gs.game.status()))


def ask(app, what, yes):
    """A game in progress (or over) would be replaced or ended: ask; yes() carries it out on A."""
    question(app, "a %s game is %s. A: %s, B: keep playing" % (
        registry.title(app.session.name), "in progress" if in_progress(app) else "over", what),
        yes, lambda: app.pick("resume"))


def question(app, text, yes, no):
    app.say(text)
    app.screen = Confirm(app, yes, no)


def view_question(gs, text, yes):
    """A game's own question (GameScreen.ask): A runs yes() back on the game's screen."""
    app = gs.app

    def back():
        app.screen = gs

    def ok():
        back()
        yes()
    question(app, text, ok, back)


def bring_back(app, redo=False):
    """Undo right after a new game replaced (or End game ended) a saved one: the old game comes
    back, and the game it replaced is set aside for redo. Redo then (with nothing else to redo)
    brings that game back the same way, and the old one is set aside for undo. One save, one write."""
    cur = app.session
    other = cur.other if cur is not None else app.discarded
    name = "other"
    from core import load as reader  # (loaded for this read only)
    try:
        name, setup, log, undone, _ = reader.section(other, 0)
        s = sessions.Session(name, app.game_class(name), setup, log, app.store, undone)
    except Exception as e:
        s = None
        app.discarded = None
        if cur is not None:
            cur.other = None
            cur.other_redo = False
        app.refuse("the %s game cannot come back: %s" % (registry.title(name), e))
    other = reader = None
    registry.drop("core.load")
    if s is None:
        return False
    if cur is not None:
        cur.other = None  # one game set aside at a time
        s.other = store.section(cur.name, cur.setup, cur.log, cur.redo_stack)
        s.other_redo = not redo
    s.save()
    app.session = s
    app.discarded = None
    app.game_screen = None  # a fresh view from the game's state, as at power-on
    app.open_game(name, s)
    back = ""
    if cur is not None:
        back = " (%s: the %s %s game again)" % ("undo" if redo else "redo", "old" if redo else "new",
                                                 registry.title(cur.name))
    app.say("%s: the %s game is back%s. %s" % ("redone" if redo else "undone", registry.title(name), back,
                                              app.named(s.game.status())))
    app.check_saved()
    return True


# white: an orange "?" sat within the floor of the red refusal border flashing over it (issue 29)
QUESTION = palette.WHITE


class Confirm:
    def __init__(self, app, yes, no):
        self.app = app
        self.yes = yes
        self.no = no

    def key(self, k, kind):
        if kind != keys.PRESS or (k != keys.A and k != keys.B):
            return
        # answered: this module goes with its question (one asked next imports it again), so
        # what follows (an undo's replay, the menu again) runs without it: ~3 KB of RAM
        registry.drop("ui.confirm")
        if k == keys.A:
            self.yes()
        else:
            self.no()

    def draw(self, grid, t):
        grid.fill(palette.OFF)
        h = grid.h - 2
        x = (grid.w - 3) // 2
        if draw.blink(t):
            draw.glyph(grid, x, (h - 5) // 2, "?", QUESTION)
        half = grid.w // 2
        for y in range(h, grid.h):
            for i in range(grid.w):
                grid.set(i, y, palette.REFUSED if i < half else palette.GREEN)


def import_save(app, data):
    """A save file from outside (the web page's Import, a linked host's `import`): read as a boot
    reads a save, then, over a game in progress, asked on the grid first; the replaced game stays
    undoable, as on the grid. Any bytes at all may come: refused with a reason, never a crash."""
    try:
        name, setup, actions = sessions.decode(data)
        cls = app.game_class(name)
        if cls is None:
            raise store.Corrupt("unknown game '%s'" % name)
        s = sessions.Session(name, cls, setup, actions, app.store)
    except Exception as e:
        app.refuse("import: not a save this companion can read (%s)" % (str(e) or e.__class__.__name__))
        return False
    return replace(app, s, "put the imported %s game in its place (undo brings the old one back)"
                   % registry.title(name), "imported game", True)
