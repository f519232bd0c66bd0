# A small stand-in for the app context a view gets (see CONTRIBUTING.md), for the Hanafuda view tests.
from core.errors import Illegal, BadSetup
from games.hanafuda import rules as R


class FakeGrid:
    def __init__(self, w, h):
        self.w = w
        self.h = h
        self.px = [0] * (w * h)
        self.outside = 0   # writes off the grid: a layout bug

    def set(self, x, y, c):
        if 0 <= x < self.w and 0 <= y < self.h:
            self.px[y * self.w + x] = c
        else:
            self.outside += 1

    def get(self, x, y):
        return self.px[y * self.w + x]

    def fill(self, c):
        for i in range(len(self.px)):
            self.px[i] = c

    def lit(self):
        return sum(1 for v in self.px if v)


class FakeCtx:
    def __init__(self, w=8, h=8, t=0):
        self.grid = FakeGrid(w, h)
        self.game = None
        self.setup = None
        self.log = []
        self.lines = []
        self.refused = []
        self.t = t

    def now(self):
        return self.t

    def say(self, text):
        self.lines.append(text)
        if len(self.lines) > 20:
            del self.lines[0]

    def refuse(self, reason):
        self.refused.append(reason)
        if len(self.refused) > 20:
            del self.refused[0]

    def start(self, setup):
        try:
            g = R.Game(setup)
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
        self.log.pop()
        g = R.Game(self.setup)   # the platform replays set-up + actions
        for a in self.log:
            g.apply(a)
        self.game = g
