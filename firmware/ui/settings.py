# Settings: brightness as a bar across the grid. Left/right (or up/down) change it and it shows at
# once; A saves it (only when it changed: flash wears), B cancels; both go back to the menu.
from ui import draw, keys, palette

STEPS = (5, 10, 15, 25, 40, 55, 75, 100)  # percent; roughly even steps to the eye, 40 the default


class Settings:
    def __init__(self, app):
        self.app = app
        self.was = app.brightness
        # the page opens at the brightness the panel has (`bright 37` may be between two steps)
        app.say("settings: brightness %d%%  [left/right: change, A: save, B: cancel]" % self.was)

    def key(self, k, kind):
        if kind != keys.PRESS and kind != keys.REPEAT:
            return
        app = self.app
        pct = app.brightness
        if k < keys.A:  # the d-pad: the next step up or down from the brightness now
            up = k == keys.RIGHT or k == keys.UP
            new = pct
            for s in STEPS:
                if (up and s > pct and new == pct) or (not up and s < pct):
                    new = s
            if new == pct:
                app.refuse("brightness is already at its %s" % ("highest" if up else "lowest"))
                return
            app.set_brightness(new)
            app.say("settings: brightness %d%%" % new)
        elif kind != keys.PRESS:
            return
        elif k == keys.A:
            if pct != self.was:  # flash wears: written only when it changed
                app.set_brightness(pct, save=True)
                app.say("settings: brightness %d%% saved" % pct)
            else:
                app.say("settings: brightness stays %d%%" % pct)
            app.pick("menu")
        else:  # B cancels: the brightness it had, nothing written
            app.set_brightness(self.was)
            app.say("settings: cancelled, brightness stays %d%%" % self.was)
            app.pick("menu")

    def draw(self, grid, t):
        grid.fill(palette.OFF)
        # a white-to-colour test card above the bar so the effect is visible
        for x in range(grid.w):
            grid.set(x, 1, palette.PLAYERS[x % 4])
            grid.set(x, 2, palette.WHITE)
        n = 0
        for s in STEPS:
            if s <= self.app.brightness:
                n += 1
        for y in range(4, grid.h - 1):
            draw.bar(grid, 0, y, grid.w, max(n, 1), len(STEPS), palette.YELLOW)
