# A small fake of the app context for the Kōnane view tests: the real framebuffer, the real
# rules, and undo by replay like core/session.py.
from core.errors import Illegal, BadSetup
from games.konane.rules import Game
from hw.grid import Grid


class FakeCtx:
    def __init__(self, w=8, h=8, setup=None):
        self.grid = Grid(w, h)
        self.game = Game(setup) if setup is not None else None
        self.lines = []
        self.refused = []
        self.log = []
        self.t = 0

    def start(self, setup):
        try:
            self.game = Game(setup)
        except BadSetup as e:
            self.refused.append(str(e))
            return False
        self.log = []
        return True

    def act(self, action, text=None):
        try:
            self.game.apply(action)
        except Illegal as e:
            self.refused.append(str(e))
            return False
        self.log.append(bytes(action))
        return True

    def refuse(self, reason):
        self.refused.append(reason)

    def menu(self):  # the app shows the menu; here it is only counted
        self.menus = getattr(self, "menus", 0) + 1

    def rematch(self, seed_at=-1):  # the app asks on the grid first; here it is only recorded
        self.rematches = getattr(self, "rematches", []) + [seed_at]

    def learned(self):  # the lesson played through (core/app.py GameScreen.learned): not here
        return False

    def learn(self):  # the guided first game (GameScreen.learn): recorded; it never starts here
        self.learns = getattr(self, "learns", 0) + 1
        return False

    def progress(self, data=None):  # the puzzles' progress on flash (GameScreen.progress): in RAM here
        if data is not None:
            self.puzzled = bytes(data)
        return getattr(self, "puzzled", b"")

    def fresh(self):  # the game's screen without the game in play (GameScreen.fresh): counted
        self.freshes = getattr(self, "freshes", 0) + 1

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

    def undo(self):
        self.log.pop()
        g = Game(self.game.setup)
        for a in self.log:
            g.apply(a)
        self.game = g
        return True

    def now(self):
        return self.t

    def next_frame(self):  # the app resumes the task after its next frame; here after 20 ms
        from core import aio
        return aio.sleep_ms(20)

    def changed(self):  # the app draws the view again; here it is only counted
        self.changes = getattr(self, "changes", 0) + 1
