# A save set aside (save.bad) and no game saved, at power-on: said on the console, and when it
# reads well now (a damaged install, since repaired, or older firmware set it aside) offered back
# on the grid. A brings it back byte for byte (save.bin written, then save.bad removed: a power
# cut between the two leaves both, never neither); B leaves it where it is, to be offered again at
# the next power-on with no game saved. Loaded by App.boot for this alone, dropped after.
from core import session as sessions
from games import registry


def offer(app):
    """Said, then asked on the grid, or (unreadable) said and the menu."""
    st = app.store
    try:
        data = st.read(sessions.BAD)
        if data is None:
            raise ValueError("unreadable")
        from core import load
        game, other, _ = load.decode(data)
        name = game[0] if game is not None else load.section(other, 0)[0]
        cls = app.game_class(name)
        if cls is None:
            raise ValueError("unknown game '%s'" % name)
        if game is not None:
            sessions.Session(name, cls, game[1], game[2], None, game[3])
    except Exception as e:
        app.say("! save: a save set aside earlier is kept as %s; it does not load (%s)"
                % (sessions.BAD, str(e) or e.__class__.__name__))
        return app.pick("menu")
    finally:
        registry.drop("core.load")
    what = "a %s game%s" % (registry.title(name), "" if game is not None else " (ended)")
    from ui import confirm
    confirm.question(app, "save: %s set aside earlier is kept as %s and reads well now. A: bring it "
                     "back, B: leave it set aside" % (what, sessions.BAD),
                     lambda: back(app, data), lambda: app.pick("menu"))


def back(app, data):
    st = app.store
    try:
        st.write(sessions.SAVE, data)
    except OSError as e:
        app.refuse("save: not brought back (%s): it stays in %s" % (e, sessions.BAD))
        return app.pick("menu")
    st.remove(sessions.BAD)
    s, problem, app.discarded = sessions.load(st, app.game_class)
    app.say("save: brought back from %s" % sessions.BAD)
    if s is None:
        return app.pick("menu")
    app.session = s
    app.say("resumed %s: %s" % (registry.title(s.name), s.game.status()))
    app.game_screen = None
    app.open_game(s.name, s)
