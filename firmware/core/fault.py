# A bug in a view must not stop the table's game (core/app.py App.fault): loaded only when one
# happens, and dropped after.
from ui import palette


def recover(app, e):
    """Report the error, then reopen the game from its session (the last completed action is
    saved), or the menu if that fails too, or if it failed again within 2 s."""
    app.say("! internal error: %s: %s" % (e.__class__.__name__, e))
    try:
        import sys
        if hasattr(sys, "print_exception"):
            sys.print_exception(e)
    except Exception:
        pass
    app.cue(palette.PURPLE)
    now = app.clock()
    again = app.fault_at is not None and now - app.fault_at < 2000
    app.fault_at = now
    s = app.session
    if s is not None and not again:
        try:
            s.game = s.cls(s.setup)  # rebuild the rules state from the log, as at power-on
            for a in s.log:
                s.game.apply(a)
            app.game_screen = None
            app.open_game(s.name, s)
            app.say("the game goes on from its last action: " + s.game.status()
                    + (" (NOT saved: %s)" % s.unsaved if s.unsaved else ""))
            return
        except Exception as e2:
            app.say("! could not reopen the game (%s): back to the menu" % e2)
    app.game_screen = None
    app.pick("menu")
