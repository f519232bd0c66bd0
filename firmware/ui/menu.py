# The main menu: one item at a time fills the grid as an icon; left/right browse, A picks.
# Games not built yet are shown greyed out and refuse to open. The bottom row marks the position.
from ui import icons, keys, palette
from games import registry


class Menu:
    def __init__(self, app, has_game):
        self.app = app
        items = []
        if has_game:
            items += [("resume", "Resume " + registry.title(app.session.name), "resume"),
                      ("undo", "Undo the last action", "undo"), ("redo", "Redo", "redo")]
        for name, title, icon in registry.GAMES:
            items.append((name, title if name in registry.BUILT else title + " (not available yet)", icon))
        items.append(("settings", "Settings: brightness", "settings"))
        self.items = items
        self.i = 0
        self.announce()

    def announce(self):
        self.app.say("menu: %s  [left/right: browse, A: open]" % self.items[self.i][1])

    def key(self, k, kind):
        if kind not in (keys.PRESS, keys.REPEAT):
            return
        if k in (keys.LEFT, keys.UP, keys.RIGHT, keys.DOWN):
            step = -1 if k in (keys.LEFT, keys.UP) else 1
            self.i = (self.i + step) % len(self.items)
            self.announce()
        elif k == keys.A and kind == keys.PRESS:
            self.app.pick(self.items[self.i][0])
        elif k == keys.B and kind == keys.PRESS and self.app.session is not None:
            self.app.pick("resume")

    def draw(self, grid, t):
        name, _, icon = self.items[self.i]
        available = name in registry.BUILT or name in ("settings", "resume", "undo", "redo")
        y = grid.h - 1
        icons.draw(grid, icon, dim=not available, rows=y)
        # the bottom row is the position marker, drawn once per frame so an unchanged menu
        # leaves the frame unchanged (and nothing is sent to the panel)
        n = len(self.items)
        mark = self.i * (grid.w - 1) // (n - 1) if n > 1 else 0
        for x in range(grid.w):
            grid.set(x, y, palette.WHITE if x == mark else palette.OFF)
