# The serial console's commands (all but `mem`, `undo` and `redo`, which core/app.py answers
# itself). App.command imports this module for one command and drops it after: it costs RAM only
# while a command runs.
from core.compat import ticks_us, ticks_diff
from games import registry
from ui import keys, palette

HELP = ("commands: help, rules [game], status [short], menu, undo, redo, bright 1-100, mem [names], "
        "bench frame, press up|down|left|right|a|b [long], scores [game], record N, replay N, name [1-6 [a name]], "
        "learn [skip], version")


def run(app, words, line):
    c = words[0].lower()
    gs = app.game_screen
    if c == "help":
        app.say(HELP)
        for text in registry.help_lines(gs.name) if gs is not None else ():
            app.say("  " + text)  # the open game's own commands, one line each
    elif c == "rules":
        rules(app, words, gs)
    elif c == "status":
        s = app.session
        if s is None:
            app.say("no game in progress")
        elif words[1:] != ["short"] and app.screen is gs and gs is not None and gs.command(["status"]):
            if s.unsaved:   # the game's own words (a view that has them); `status short`: one line
                app.say("NOT saved: %s" % s.unsaved)
        else:
            g = s.game   # `status short`: a game's codes where it has them
            app.say("%s: %s%s" % (registry.title(s.name), app.named(
                g.short() if words[1:] == ["short"] and hasattr(g, "short") else g.status()),
                                  " (NOT saved: %s)" % s.unsaved if s.unsaved else ""))
    elif c == "version":
        import sys
        from core.files import version
        v = sys.implementation.version
        app.say("Tabletop companion %s, %s %d.%d.%d, board %s (%dx%d)" % (
            version(), sys.implementation.name, v[0], v[1], v[2], app.board.get("name", "?"),
            app.grid.w, app.grid.h))
    elif c == "menu":
        app.pick("menu")
    elif c == "bright":
        try:
            pct = int(words[1])
            if not 1 <= pct <= 100:
                raise ValueError
        except (IndexError, ValueError):
            return app.refuse("usage: bright 1-100")
        app.set_brightness(pct, save=True)
        app.say("brightness %d%%" % pct)
    elif c == "link" and len(words) == 1:
        # a computer or phone asks for the live link (docs/link.md): its code loads now, stays
        # while the host is linked, and goes when the link closes
        from core import link, linkmsg
        linkmsg.open_link(app, link)
        registry.drop("core.linkmsg")
        if not hasattr(app.console, "send_frame"):
            registry.drop("core.link")   # not linked (no USB console here): its code goes again
    elif c in ("scores", "record", "replay", "name"):
        from core import bookcmd  # the scorebook and the players' names: loaded for this command
        bookcmd.run(app, c, words)
        registry.drop("core.bookcmd")
    elif c == "learn" and words[1:] == ["skip"]:
        # the lesson's skip from the console (a long A on the grid, but for a step whose action is
        # the game's own long A: Hanafuda's 'ohana): the step's solution played
        if gs is None or gs.lesson is None:
            return app.refuse("learn skip: no lesson in progress (learn starts the open game's)")
        app.screen = gs
        gs.lesson.skip()
    elif c == "learn" and len(words) == 1:
        # the open game's guided first game (ui/lesson.py), as the set-up page's Learn line
        if gs is None:
            return app.refuse("learn: open a game first (the menu), then type learn")
        app.screen = gs
        gs.learn()
    elif c == "bench" and words[1:] == ["frame"]:
        app.say(bench_frame(app))
    elif c == "press" and len(words) in (2, 3) and words[1].lower() in keys.NAMES:
        k = keys.NAMES.index(words[1].lower())
        long = len(words) == 3 and words[2].lower() == "long"
        app.on_key(k, keys.PRESS)
        if long:
            app.on_key(k, keys.LONG)
        app.on_key(k, keys.RELEASE)
    elif app.screen is gs and gs is not None and gs.command(words):
        pass
    else:
        app.refuse("unknown command '%s' (type help)" % line[:30])


def rules(app, words, gs):
    """`rules`: the open game's rules in short; `rules kawa`: any game's."""
    name = words[1].lower().strip("'") if len(words) > 1 else (gs.name if gs is not None else None)
    if name is None or len(words) > 2:
        return app.refuse("rules: open a game first, or name one: rules %s" % "|".join(registry.BUILT))
    lines = registry.howto_lines(name) if name in registry.BUILT else ()
    if not lines:
        return app.refuse("rules: no game '%s' (%s)" % (name[:20], ", ".join(registry.BUILT)))
    app.say("%s, the rules in short (the whole rules: docs/rules/%s.md):" % (registry.title(name), name))
    for text in lines:
        app.say("  " + text)


def bench_frame(app):
    """One full white frame through the output stage, timed: the figure `make bench` reads."""
    app.grid.fill(palette.WHITE)
    t0 = ticks_us()
    app.output.show(force=True)
    dt = ticks_diff(ticks_us(), t0)
    return '{"name": "frame_render_output_%dpx", "value": %d, "unit": "us"}' % (app.grid.n, dt)
