# Settings: brightness as a bar across the grid and, on a board with a buzzer (buzzer_pin), the
# sound on or off in the bottom row. Up/down pick the line (brightness alone: they change it, as
# left/right do); left/right change it and it shows at once; A saves (only what changed: flash
# wears), B cancels; both go back to the menu, on the Settings item the player came from.
from ui import draw, keys, palette

STEPS = (5, 10, 15, 25, 40, 55, 75, 100)  # percent; roughly even steps to the eye, 40 the default
SOUND_ON = palette.GREEN
SOUND_OFF = palette.DIM


class Settings:
    def __init__(self, app):
        self.app = app
        self.was = app.brightness
        self.sound_was = app.sound_on
        self.buzzer = app.tone is not None
        self.line = 0   # 0 brightness, 1 sound
        # the page opens at the brightness the panel has (`bright 37` may be between two steps)
        app.say("settings: brightness %d%%%s  [%sleft/right: change, A: save, B: cancel]" % (
            self.was, self.sound_text(), "up/down: brightness or sound, " if self.buzzer else ""))

    def sound_text(self):
        return (", sound " + ("on" if self.app.sound_on else "off")) if self.buzzer else ""

    def key(self, k, kind):
        if kind != keys.PRESS and kind != keys.REPEAT:
            return
        app = self.app
        if self.buzzer and (k == keys.UP or k == keys.DOWN):
            if kind == keys.PRESS:
                self.line = 1 - self.line
                app.say("settings: %s" % ("sound %s" % ("on" if app.sound_on else "off") if self.line
                                          else "brightness %d%%" % app.brightness))
            return
        if k < keys.A and self.line == 1:   # left/right: sound on or off
            if kind == keys.PRESS:
                app.sound_on = not app.sound_on
                app.say("settings: sound %s" % ("on" if app.sound_on else "off"))
            return
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
            if pct != self.was or app.sound_on != self.sound_was:  # flash wears: written only when changed
                app.save_settings()
                app.say("settings: brightness %d%%%s saved" % (pct, self.sound_text()))
            else:
                app.say("settings: brightness stays %d%%%s" % (pct, self.sound_text()))
            self.leave()
        else:  # B cancels: as it was, nothing written
            app.set_brightness(self.was)
            app.sound_on = self.sound_was
            app.say("settings: cancelled, brightness stays %d%%%s" % (self.was, self.sound_text()))
            self.leave()

    def leave(self):
        # back where the player came from: the menu, on its Settings item
        self.app.menu_at = "settings"
        self.app.pick("menu")

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
        last = grid.h - (3 if self.buzzer else 1)
        for y in range(4, last):
            draw.bar(grid, 0, y, grid.w, max(n, 1), len(STEPS), palette.YELLOW)
        if self.buzzer:
            # the bottom row: the sound, green on, dim off; the line being changed blinks its
            # leftmost cell white
            c = SOUND_ON if self.app.sound_on else SOUND_OFF
            for x in range(grid.w):
                grid.set(x, grid.h - 1, c)
            if draw.phase(t, 300) & 1:
                grid.set(0, grid.h - 1 if self.line else 4, palette.WHITE)
