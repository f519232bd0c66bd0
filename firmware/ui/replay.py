# A game from the scorebook played again on the grid: left/right step back and forth through its
# actions (up/down: the start, the end), the console saying the status at each step; B goes back.
# The game's own view draws it, on a context that refuses every action. Loaded when asked for
# (the Scores page's A, the console's `replay N`), dropped when left.
from games import registry
from ui import draw, keys, palette

# A replay is marked on the grid, so it never passes for a game in play: every MARK_MS the
# top-left cell flashes white for FLASH_MS, then MARK for FLASH_MS (one of the two stands apart
# from whatever the game shows there: host_tools/lights.py checks it over every state)
MARK = palette.PURPLE
MARK_MS = 1500
FLASH_MS = 200


def mark(grid, t):
    dt = t % MARK_MS
    # the next change: the purple half, the flash's end, the next flash (ui/draw.py until)
    draw.until(t - dt + (FLASH_MS if dt < FLASH_MS else 2 * FLASH_MS if dt < 2 * FLASH_MS else MARK_MS))
    if dt < 2 * FLASH_MS:
        grid.set(0, 0, palette.WHITE if dt < FLASH_MS else MARK)


def open_replay(app, e, back):
    """Show entry e (core.book.Entry) on the grid; back() when B is pressed. False (said) if not."""
    name = e.name
    s = app.session
    if e.actions is None:
        app.refuse("replay: game %d's actions were too many to keep" % e.serial)
        return False
    if s is not None and s.name != name:
        app.refuse("replay: the %s game in progress holds the memory; finish or end it first"
                   % registry.title(s.name))
        return False
    if name not in registry.BUILT:
        app.refuse("replay: %s is not on this companion" % name)
        return False
    app.close_idle_game()   # another game's code goes first: one game's code in RAM at a time
    app.loaded = name       # (the menu unloads it, as any idle game, when the replay is left)
    try:
        r = Replay(app, e, back)
    except Exception as ex:  # a record the rules now refuse: said, never a crash
        app.refuse("replay: game %d does not replay (%s)" % (e.serial, ex))
        app.pick("menu")
        return False
    app.screen = r
    return True


class Replay:
    def __init__(self, app, e, back):
        self.app = app
        self.grid = app.grid
        self.e = e
        self.back = back
        self.acts = list(e.actions)
        self.cls = registry.rules(e.name)
        self.game = None
        self.i = 0
        self.goto(len(self.acts), False)
        self.view = registry.view(e.name)(self)
        app.say("replay of game %d, %s (%d actions): a replay, not a game in play (the top-left cell "
                "flashes white and purple)  [left/right: a step, up/down: start/end, B: back]"
                % (e.serial, registry.title(e.name), len(self.acts)))
        self.said()

    def goto(self, i, say=True):
        if i < self.i or self.game is None:
            self.game = None
            g = self.cls(self.e.setup)
            for a in self.acts[:i]:
                g.apply(a)
            self.game = g
        else:
            for a in self.acts[self.i:i]:
                self.game.apply(a)
        self.i = i
        if say:
            self.said()

    def said(self):
        self.app.say("replay %d/%d: %s" % (self.i, len(self.acts), self.app.named(self.game.status(), self.e.name)))

    # --- the ctx the view sees: it shows the game, and nothing it asks for is done
    def now(self):
        return self.app.clock()

    def changed(self):
        self.app.dirty = True

    def say(self, text):
        pass    # the view's own words (what lies under its cursor) would bury the steps

    def refuse(self, reason):
        self.app.refuse(reason)

    def sound(self, kind):
        pass

    def later(self, fn):
        pass

    def act(self, action, text=None):
        self.app.refuse("a replay: left/right step through it, B goes back")
        return False

    def start(self, setup):
        return self.act(None)

    def menu(self):
        self.app.pick("menu")

    def rematch(self, seed_at=-1):
        self.act(None)

    def ask(self, text, yes):
        self.act(None)

    # --- the screen
    def key(self, k, kind):
        if kind != keys.PRESS and kind != keys.REPEAT:
            return
        n = len(self.acts)
        if k == keys.LEFT or k == keys.RIGHT:
            i = self.i + (1 if k == keys.RIGHT else -1)
            if not 0 <= i <= n:
                return self.app.refuse("replay: already at the %s" % ("end" if i > n else "start"))
            self.goto(i)
        elif k == keys.UP or k == keys.DOWN:
            if kind == keys.PRESS:
                self.goto(0 if k == keys.UP else n)
        elif k == keys.B and kind == keys.PRESS:
            self.view = self.game = None
            self.back()
            registry.drop("ui.replay")
        elif kind == keys.PRESS:
            self.act(None)

    def draw(self, grid, t):
        self.view.draw(grid, t)
        mark(grid, t)
