# Settings: brightness as a bar across the grid. Left/right (or up/down) change it and it shows at
# once; A saves it (only when it changed: flash wears), B cancels; both go back to the menu.
from ui import draw, keys, palette

STEPS = (5, 10, 15, 25, 40, 55, 75, 100)  # percent; roughly even steps to the eye, 40 the default


class Settings:
    def __init__(self, app):
        self.app = app
        self.was = app.brightness
        self.level = self.nearest(app.brightness)
        self.start = self.level
        # the page opens at the brightness the panel has (`bright 37` may be between two steps)
        app.say("settings: brightness %d%%  [left/right: change, A: save, B: cancel]" % self.was)

    def nearest(self, pct):
        best = 0
        for i in range(len(STEPS)):
            if abs(STEPS[i] - pct) < abs(STEPS[best] - pct):
                best = i
        return best

    def key(self, k, kind):
        if kind not in (keys.PRESS, keys.REPEAT):
            return
        app = self.app
        pct = app.brightness
        if k in (keys.RIGHT, keys.UP) and pct < STEPS[-1]:
            while self.level < len(STEPS) - 1 and STEPS[self.level] <= pct:
                self.level += 1
        elif k in (keys.LEFT, keys.DOWN) and pct > STEPS[0]:
            while self.level > 0 and STEPS[self.level] >= pct:
                self.level -= 1
        elif k == keys.A and kind == keys.PRESS:
            if pct != self.was:
                app.set_brightness(pct, save=True)
                app.say("settings: brightness %d%% saved" % pct)
            else:
                app.say("settings: brightness stays %d%%" % pct)
            app.pick("menu")
            return
        elif k == keys.B and kind == keys.PRESS:  # cancel: the brightness it had, nothing written
            app.set_brightness(self.was)
            app.say("settings: cancelled, brightness stays %d%%" % self.was)
            app.pick("menu")
            return
        else:
            if k in (keys.LEFT, keys.RIGHT, keys.UP, keys.DOWN):
                app.refuse("brightness is already at its %s" % ("lowest" if pct <= STEPS[0] else "highest"))
            return
        app.set_brightness(STEPS[self.level], save=False)
        app.say("settings: brightness %d%%" % STEPS[self.level])

    def draw(self, grid, t):
        grid.fill(palette.OFF)
        # a white-to-colour test card above the bar so the effect is visible
        for x in range(grid.w):
            grid.set(x, 1, palette.PLAYERS[x % 4])
            grid.set(x, 2, palette.WHITE)
        for y in range(4, grid.h - 1):
            draw.bar(grid, 0, y, grid.w, self.level + 1, len(STEPS), palette.YELLOW)
