# A tiny game for the platform's tests: players add 1-3 to a tally until it reaches the limit.
# Registered as games.tally by install(); it uses the real contract, nothing is faked below it.
import sys

from core.errors import Illegal, BadSetup
from ui import keys, palette


class Game:
    def __init__(self, setup):
        if len(setup) != 1 or not 1 <= setup[0] <= 64:
            raise BadSetup("the limit must be 1-64")
        self.limit = setup[0]
        self.total = 0
        self.turn = 0

    def apply(self, action):
        if len(action) != 1 or not 1 <= action[0] <= 3:
            raise Illegal("add 1, 2 or 3")
        if self.over():
            raise Illegal("the game is over")
        if self.total + action[0] > self.limit:
            raise Illegal("that passes the limit of %d" % self.limit)
        self.total += action[0]
        self.turn ^= 1

    def over(self):
        return self.total == self.limit

    def status(self):
        return "tally %d/%d, player %d to add" % (self.total, self.limit, self.turn + 1)


class View:
    def __init__(self, ctx):
        self.ctx = ctx
        self.add = 1
        self.thought = 0

    def key(self, k, kind):
        if kind != keys.PRESS:
            return
        if self.ctx.game is None:
            if k == keys.A:
                self.ctx.start(bytes((10,)))
            return
        if k == keys.RIGHT:
            self.add += 1
        elif k == keys.LEFT:
            self.add -= 1
        elif k == keys.A:
            self.ctx.act(bytes((self.add,)), "add %d" % self.add)

    def draw(self, grid, t):
        g = self.ctx.game
        total = g.total if g else 0
        for i in range(grid.w * grid.h):
            grid.set(i % grid.w, i // grid.w, palette.GREEN if i < total else palette.OFF)

    def command(self, words):
        if words[0] == "add" and len(words) == 2 and words[1].isdigit():
            self.ctx.act(bytes((int(words[1]),)))
            return True
        return False

    async def task(self):
        from core import aio
        while True:  # counts its slices: proves the app steps a view's task
            self.thought += 1
            await aio.sleep_ms(0)


def install():
    from games import registry
    import games
    mod = type(sys)("games.tally")
    rules = type(sys)("games.tally.rules")
    rules.Game = Game
    view = type(sys)("games.tally.grid")
    view.View = View
    mod.rules = rules
    mod.grid = view
    sys.modules["games.tally"] = mod
    sys.modules["games.tally.rules"] = rules
    sys.modules["games.tally.grid"] = view
    games.tally = mod
    if "tally" not in registry.BUILT:
        registry.BUILT = registry.BUILT + ("tally",)
        registry.GAMES = registry.GAMES + (("tally", "Tally", "konane"),)
