# The main menu: one item at a time fills the grid as an icon; left/right browse, A picks.
# Games not built yet are shown greyed out and refuse to open. The bottom row marks the position.
from ui import icons, keys, palette
from games import registry


class Menu:
    def __init__(self, app):
        self.app = app
        # the items by name (a game's icon is the registry's, the others' their own name); their
        # words are made when announced.
        # (The menu shows over a game in progress: what it holds is taken from the game's RAM.)
        items = []
        s = app.session
        if s is not None:
            items.append("resume")
            if len(s.log) or s.other is not None and not s.other_redo:  # or the game a new one set aside
                items.append("undo")
            if s.redo_stack or s.other_redo:  # an action, or the game an undo set aside
                items.append("redo")
            items.append("end")
        elif app.discarded:
            items.append("undo")
        for name, _, _ in registry.GAMES:
            items.append(name)
        items.append("scores")
        items.append("settings")
        self.items = items
        self.i = 0
        at = app.menu_at  # back from Settings or a set-up page: the menu opens on that item
        if at is not None:
            app.menu_at = None
            for i in range(len(items)):
                if items[i] == at:
                    self.i = i
        self.announce()

    def words(self, item):
        app = self.app
        if item == "resume":
            return "Resume " + registry.title(app.session.name)
        if item == "undo":
            return "Undo the last action" if app.session is not None else "Undo: bring back the ended game"
        if item == "redo":
            return "Redo"
        if item == "end":
            return "End game (A asks first; undo brings it back)"
        if item == "scores":
            return "Scores: each game's wins, game by game"
        if item == "settings":
            return "Settings: brightness, sound" if app.tone is not None else "Settings: brightness"
        return registry.title(item) + ("" if item in registry.BUILT else " (not available yet)")

    def announce(self):
        self.app.say("menu: %s  [left/right: browse, A: open]" % self.words(self.items[self.i]))

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
            self.app.soon = self.items[self.i]
        elif k == keys.B and kind == keys.PRESS and self.app.session is not None:
            self.app.soon = "resume"

    def draw(self, grid, t):
        name = icon = self.items[self.i]
        for n, _, i in registry.GAMES:
            if n == name:
                icon = i
        available = name in registry.BUILT or name in ("settings", "scores", "resume", "undo", "redo", "end")
        y = grid.h - 1
        icons.draw(grid, icon, dim=not available, rows=y)
        # the bottom row is the position marker, drawn once per frame so an unchanged menu
        # leaves the frame unchanged (and nothing is sent to the panel)
        n = len(self.items)
        mark = self.i * (grid.w - 1) // (n - 1) if n > 1 else 0
        for x in range(grid.w):
            grid.set(x, y, palette.WHITE if x == mark else palette.OFF)
