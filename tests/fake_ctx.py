# A small stand-in for the app context a view gets (see CONTRIBUTING.md), shared by the games'
# view tests: a game's fake subclasses FakeCtx and names its rules module and grid class.
# Portable: it also runs under MicroPython (tests/mpy_run.py precompiles it with the other helpers).
# The grid lives in fake_grid.py so a game with its own grid does not load it (128 KB heap).
from core.errors import Illegal, BadSetup


class FakeCtx:
    rules = None          # the game's rules module (its Game), set by the subclass
    grid_class = None     # the framebuffer class, (w, h), set by the subclass
    keep_refused = 0      # > 0: keep only the last that many refusals

    def __init__(self, w=8, h=8, t=0):
        self.grid = self.grid_class(w, h)
        self.game = None
        self.setup = None
        self.log = []      # the actions applied, as the platform's session keeps them
        self.lines = []
        self.refused = []
        self.t = t

    def now(self):
        return self.t

    def changed(self):  # the app draws the view again; here it is only counted
        self.changes = getattr(self, "changes", 0) + 1

    def menu(self):  # the app shows the menu; here it is only counted
        self.menus = getattr(self, "menus", 0) + 1

    def rematch(self, seed_at=-1):  # the app asks on the grid first; here it is only recorded
        self.rematches = getattr(self, "rematches", []) + [seed_at]

    def later(self, fn):  # the app runs it after the frame; here at once
        fn()

    def options(self):  # long A: the app lights what can be done now (games/<game>/what.py); counted
        self.options_asked = getattr(self, "options_asked", 0) + 1

    def light(self, cells, colour=0, pale=-1):  # cells lit for a while over the view's frame; kept
        self.lit = (bytes(cells), colour)

    def sound(self, kind):  # a tone on a board with a buzzer (core.app.SOUND_*)
        self.sounds = getattr(self, "sounds", 0) + 1

    def say(self, text):
        self.lines.append(text)
        if len(self.lines) > 20:  # the console scrolls; keep the heap small under MicroPython
            del self.lines[0]

    def refuse(self, reason):
        self.refused.append(reason)
        if self.keep_refused and len(self.refused) > self.keep_refused:
            del self.refused[0]

    def last_setup(self):   # (core/app.py GameScreen.last_setup: the game in play's, here)
        return self.setup

    def start(self, setup):
        try:
            g = self.rules.Game(setup)
        except BadSetup as e:
            self.refuse("cannot start: %s" % e)
            return False
        self.game, self.setup, self.log = g, setup, []
        return True

    def act(self, action):
        try:
            self.game.apply(action)
        except Illegal as e:
            self.refuse(str(e))
            return False
        self.log.append(bytes(action))
        self.say(self.game.status())
        return True

    def undo(self):
        if not self.log:
            return False
        self.log.pop()
        g = self.rules.Game(self.setup)   # the platform replays set-up + actions
        for a in self.log:
            g.apply(a)
        self.game = g
        return True
