# Settings: brightness as a bar across the grid. Left/right (or up/down) change it and it shows at
# once; A saves it (only when it changed: flash wears), B cancels; both go back to the menu.
from ui import draw, keys, palette

STEPS = (5, 10, 15, 25, 35, 50, 70, 100)  # percent; roughly even steps to the eye


class Settings:
    def __init__(self, app):
        self.app = app
        self.level = self.nearest(app.brightness)
        self.start = self.level
        self.was = app.brightness
        app.say("settings: brightness %d%%  [left/right: change, A: save, B: cancel]" % STEPS[self.level])

    def nearest(self, pct):
        best = 0
        for i in range(len(STEPS)):
            if abs(STEPS[i] - pct) < abs(STEPS[best] - pct):
                best = i
        return best

    def key(self, k, kind):
        if kind not in (keys.PRESS, keys.REPEAT):
            return
        if k in (keys.RIGHT, keys.UP) and self.level < len(STEPS) - 1:
            self.level += 1
        elif k in (keys.LEFT, keys.DOWN) and self.level > 0:
            self.level -= 1
        elif k == keys.A and kind == keys.PRESS:
            self.app.set_brightness(STEPS[self.level], save=self.level != self.start)
            self.app.pick("menu")
            return
        elif k == keys.B and kind == keys.PRESS:  # cancel: the brightness it had, nothing written
            self.app.set_brightness(self.was)
            self.app.say("settings: cancelled, brightness stays %d%%" % self.was)
            self.app.pick("menu")
            return
        else:
            if k in (keys.LEFT, keys.RIGHT, keys.UP, keys.DOWN):
                self.app.refuse("brightness is already at its %s" % ("lowest" if self.level == 0 else "highest"))
            return
        self.app.set_brightness(STEPS[self.level], save=False)
        self.app.say("settings: brightness %d%%" % STEPS[self.level])

    def draw(self, grid, t):
        grid.fill(palette.OFF)
        # a white-to-colour test card above the bar so the effect is visible
        for x in range(grid.w):
            grid.set(x, 1, palette.PLAYERS[x % 4])
            grid.set(x, 2, palette.WHITE)
        for y in range(4, grid.h - 1):
            draw.bar(grid, 0, y, grid.w, self.level + 1, len(STEPS), palette.YELLOW)
