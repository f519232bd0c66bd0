# The console's scorebook and names commands (core/commands.py loads this for one command):
#   scores          each game's wins (and points) over the book
#   scores <game>   that game's games, one line each, then its totals
#   scores csv      the book as CSV for a program (the web page's Scorebook, its own firmware's
#                   and a linked Pico's alike): `scores csv: N lines`, then N lines `csv ROW`
#   record N        game N in full, in words: its seats, its line, its set-up and its actions in the
#                   game's own notation or action words (each game's words.py: setup_words, words)
#   record          the game in progress, the same way
#   record N text   the same for a program: `record N: K lines`, then K lines `rec LINE`
#   replay N        game N on the grid, step by step (ui/replay.py)
#   name [1-6 [a name]]   the players' names (core/names.py)
from core import book
from games import registry


def run(app, c, words):
    if c == "name":
        from core import names
        names.set_name(app, words)
        registry.drop("core.names")
        return
    if c == "replay":
        try:
            n = int(words[1])
        except (IndexError, ValueError):
            return app.refuse("usage: replay N (the game's number in `scores`), on the grid")
        from ui import scores
        scores.replay(app, n, 0)
        return
    entries = book.load(app.store, app.say)
    if c == "record":
        return record(app, words, entries)
    if words[1:] == ["csv"]:
        return csv(app, entries)
    game = None
    if len(words) > 1:
        game = words[1].lower().strip("'")
        if game not in registry.BUILT or len(words) > 2:
            return app.refuse("usage: scores [%s|csv]" % "|".join(registry.BUILT))
    if not entries:
        return app.say("scorebook: empty (a game goes in when it is over or ended)")
    if game is None:
        n = 0
        for e in entries:
            if e.kind() != book.CARRIED:
                n += 1
        app.say("scorebook: %d game%s kept%s (scores <game>: each one; record N: one in full)"
                % (n, "" if n == 1 else "s", ", older ones counted in the totals" if n < len(entries) else ""))
    else:
        for e in entries:
            if e.name == game:
                app.say("  " + line(e))
    rows = book.tally(entries, game)
    if not rows:
        app.say("scorebook: no %s game yet" % registry.title(game))
    for name, games, scored, seats in rows:
        app.say(book.totals_text(name, games, scored, seats))


def csv(app, entries):
    """The book as CSV in console lines (docs/link.md): a header line that counts them, then one
    line each, the header row first, each `csv ` and a row of book.csv(). A row holds no line end
    (a field with one would end the console line): it is made a space. The header line names the
    version that wrote the export, as the boot line does."""
    from core.files import version
    app.say("scores csv: %d lines (Tabletop companion %s)" % (book.csv_count(entries), version()))
    from core import names  # (names an older build kept in the book: no format characters)
    for row in book.csv_rows(entries):
        app.say("csv " + names.visible(row))
    registry.drop("core.names")


def line(e):
    if e.kind() == book.CARRIED:
        return "earlier %s games: %d (dropped to keep the book small; in the totals)" % (
            registry.title(e.name), e.plies)
    won = [label for label, w, _ in e.seats if w]
    t = "#%d %s, %s, %d action%s: " % (e.serial, registry.title(e.name), book.KINDS[e.kind()],
                                        e.plies, "" if e.plies == 1 else "s")
    t += " and ".join(won) + " won" if won else "no winner"
    if e.flags & book.SCORED:
        t += " (" + ", ".join("%s %d" % (label, score) for label, _, score in e.seats) + ")"
    return t


def record(app, words, entries):
    if len(words) == 1:   # the game in progress
        s = app.session
        if s is None:
            return app.refuse("record: no game in progress (record N: game N of `scores`)")
        app.say("%s, in play, %d action%s: %s" % (registry.title(s.name), len(s.log),
                                                 "" if len(s.log) == 1 else "s", app.named(s.game.status())))
        return spoken(app, app.say, s.name, s.setup, s.log, app.names, app.names)
    text = words[2:] == ["text"]
    try:
        n = int(words[1])
        if len(words) != 2 + text:
            raise ValueError
    except (IndexError, ValueError):
        return app.refuse("usage: record N [text] (the game's number in `scores`)")
    for e in entries:
        if e.serial == n and e.kind() != book.CARRIED:
            break
    else:
        return app.refuse("record: no game %d in the scorebook (scores lists them)" % n)
    if not text:
        return said(app, app.say, e)
    # `record N text`: for a program (the web page's record export), as `scores csv` is: a header
    # line that counts the lines, then each `rec ` and a line of `record N`
    out = []
    said(app, out.append, e)
    app.say("record %d: %d lines" % (n, len(out)))
    for t in out:
        app.say("rec " + t)


def said(app, say, e):
    """`record N`'s lines for entry e, each to say()."""
    say(line(e))
    say("  " + e.text)
    if e.actions is None:
        say("  set-up: %s" % hexs(e.setup))
        return say("  its actions were too many to keep; the results above are kept")
    # the seats as the book kept them (the names they had when the game was played)
    spoken(app, say, e.name, e.setup, e.actions, [label for label, _, _ in e.seats], app.names)


def spoken(app, say, name, setup, actions, names, together):
    """A game in words: its set-up, then its actions in the game's own notation (Konane) or action
    words (its words(), else what its status says of the last action), replayed from the set-up;
    each seat named as `names` say (core/seats.py), or `together` for a game whose one row is the
    table's (its TOGETHER: 'Aina keeps no seat in the book)."""
    try:
        r = registry.words(name)
        if getattr(r, "TOGETHER", False):
            names = together
        g = registry.rules(name)(setup)
        from core import seats
        own = seats.own(name, g)
        f = getattr(r, "setup_words", None)
        say("  set-up: %s (%s)" % (f(g, setup) if f else hexs(setup), hexs(setup)))
        if name == "konane":   # its notation, as `record` on a Konane game says it
            for a in actions:
                g.apply(a)
            say("  " + seats.line(names, own, g.record()))
            return
        f = getattr(r, "words", None)
        who = getattr(r, "actor", None)
        i = 0
        for a in actions:
            i += 1
            before = g.status() if f is None else None
            p = who(g) if who is not None else None   # the seat that acts (before the action)
            g.apply(a)
            t = f(g, a, p) if f is not None else g.status().split(" | ")[0]
            say("  %d. %s" % (i, seats.line(names, own, t if t != before else "(%s)" % hexs(a))))
    except Exception as ex:
        say("  (the record does not replay under these rules: %s: %s)" % (ex.__class__.__name__, ex))
    finally:
        registry.drop("core.seats")
        registry.drop_words(name)
        if app.loaded != name:
            registry.unload(name)


def hexs(b):
    return "".join("%02x" % x for x in b)
