# The main menu: one item at a time fills the grid as an icon; left/right browse, A picks.
# Games not built yet are shown greyed out and refuse to open. The bottom row marks the position.
from ui import icons, keys, palette
from games import registry


class Menu:
    def __init__(self, app):
        self.app = app
        items = []
        s = app.session
        if s is not None:
            items.append(("resume", "Resume " + registry.title(s.name), "resume"))
            if len(s.log) or s.other is not None and not s.other_redo:  # or the game a new one set aside
                items.append(("undo", "Undo the last action", "undo"))
            if s.redo_stack or s.other_redo:  # an action, or the game an undo set aside
                items.append(("redo", "Redo", "redo"))
            items.append(("end", "End game (A asks first; undo brings it back)", "end"))
        elif app.discarded:
            items.append(("undo", "Undo: bring back the ended game", "undo"))
        for name, title, icon in registry.GAMES:
            items.append((name, title if name in registry.BUILT else title + " (not available yet)", icon))
        items.append(("scores", "Scores: each game's wins, game by game", "scores"))
        items.append(("settings", "Settings: brightness, sound" if app.tone is not None
                      else "Settings: brightness", "settings"))
        self.items = items
        self.i = 0
        at = app.menu_at  # back from Settings or a set-up page: the menu opens on that item
        if at is not None:
            app.menu_at = None
            for i in range(len(items)):
                if items[i][0] == at:
                    self.i = i
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
        # the App picks it on this tick, once this key is handled: the menu's code is not on the
        # stack then, so it goes before an undo's replay or a game's modules load (App.pick)
        elif k == keys.A and kind == keys.PRESS:
            self.app.soon = self.items[self.i][0]
        elif k == keys.B and kind == keys.PRESS and self.app.session is not None:
            self.app.soon = "resume"

    def draw(self, grid, t):
        name, _, icon = self.items[self.i]
        available = name in registry.BUILT or name in ("settings", "scores", "resume", "undo", "redo", "end")
        y = grid.h - 1
        icons.draw(grid, icon, dim=not available, rows=y)
        # the bottom row is the position marker, drawn once per frame so an unchanged menu
        # leaves the frame unchanged (and nothing is sent to the panel)
        n = len(self.items)
        mark = self.i * (grid.w - 1) // (n - 1) if n > 1 else 0
        for x in range(grid.w):
            grid.set(x, y, palette.WHITE if x == mark else palette.OFF)
