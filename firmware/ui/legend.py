# Every light names itself (issue 47): the console's `what` (what the light under the cursor, or at
# a column and row of the grid, is), `legend` (each light of the screen shown, in words and on the
# grid) and `options` (what can be done now: long A's, where a game has no other use for it). The
# words are the game's own: games/<game>/what.py (what a light is, what can be done now) and
# games/<game>/legend.py (the keys and every light of each screen, the one source the players'
# rules page, docs/rules/<game>.md, is made from: host_tools/rulesdoc.py). Loaded for a command and
# dropped after; the legend on the grid keeps it until it is left.
from games import registry
from ui import draw, keys, palette


def run(app, gs, c, words):
    try:
        if c == "options":
            gs.options()
        elif c == "what":
            what(app, gs, words[1:])
        else:
            show(app, gs)
    finally:
        if not isinstance(app.screen, Legend):
            registry.drop("ui.legend")


def what(app, gs, args):
    """`what`: the light under the cursor; `what 3 1`: the light at column 3, row 1 (from the
    top-left, as the games' pages count them)."""
    g = app.grid
    x = y = -1
    if args:
        try:
            if len(args) != 2:
                raise ValueError
            x = int(args[0]) - 1
            y = int(args[1]) - 1
            if not (0 <= x < g.w and 0 <= y < g.h):
                raise ValueError
        except ValueError:
            return app.refuse("usage: what (the light under the cursor), or what COLUMN ROW "
                              "(1-%d, 1-%d from the top-left)" % (g.w, g.h))
    mod = registry.part(gs.name, "what")
    try:
        text = mod.what(gs.view, x, y)
    finally:
        mod = None
        registry.drop("games.%s.what" % gs.name)
    gs.say(text if x < 0 else "column %d, row %d: %s" % (x + 1, y + 1, text))


def show(app, gs):
    """The legend of the screen the game shows now: its lights in words on the console, and on the
    grid each in a row of its own, top down (its colours side by side; a blink blinks)."""
    mod = registry.part(gs.name, "legend")
    try:
        i = mod.screen(gs.view)
        title = mod.SCREENS[i]
        lights = mod.LIGHTS[i]
    finally:
        mod = None
        registry.drop("games.%s.legend" % gs.name)
    app.screen = Legend(app, gs, title, lights)


def _tuple(c):
    return c if isinstance(c, tuple) else (c,)


class Legend:
    """The legend on the grid: a row a light, up/down for more, any other key back to the game."""

    def __init__(self, app, gs, title, lights):
        self.app = app
        self.gs = gs
        self.legend_of = gs   # (core/commands.py: what, legend and options still answer for its game)
        self.n = len(lights)
        # each light's colours as drawn (a tuple: side by side) and its blink's other half (-1: steady)
        self.cols = [_tuple(c) for c, _, _ in lights]
        self.other = [_tuple(o) if o != -1 else None for _, o, _ in lights]
        self.top = 0
        h = app.grid.h
        app.say("%s, %s: %d lights, a row of the grid each, top down (%sany other key: back)"
                % (registry.title(gs.name), title, self.n, "up/down: more; " if self.n > h else ""))
        for j in range(self.n):
            app.say("  %d. %s" % (j + 1, lights[j][2]))
        app.dirty = True

    def key(self, k, kind):
        if kind != keys.PRESS and kind != keys.REPEAT:
            return
        h = self.app.grid.h
        if k == keys.UP or k == keys.DOWN:
            if self.n <= h:
                return self.app.refuse("the legend: all %d lights are shown; any other key goes back" % self.n)
            top = self.top + (h if k == keys.DOWN else -h)
            if not 0 <= top < self.n:
                return self.app.refuse("the legend: no more lights %s" % ("below" if top > 0 else "above"))
            self.top = top
            self.app.say("the legend, lights %d-%d" % (top + 1, min(self.n, top + h)))
        elif kind == keys.PRESS:
            app = self.app
            app.screen = self.gs
            app.say("back to %s" % registry.title(self.gs.name))
            registry.drop("ui.legend")

    def draw(self, grid, t):
        grid.fill(palette.OFF)
        on = draw.blink(t)
        w = grid.w
        for r in range(grid.h):
            j = self.top + r
            if j >= self.n:
                break
            cs = self.cols[j]
            if not on and self.other[j] is not None:
                cs = self.other[j]   # a blink's other half
            m = len(cs)
            for x in range(w):
                grid.set(x, r, cs[x * m // w])
