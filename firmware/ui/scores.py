# The menu's Scores: the scorebook game by game, each seat's wins as a bar, a row a seat in the
# colour of its pieces in that game (core/seats.py) (a game no one has won yet, such as Ka Pai played alone: its points instead).
# After the games, a game's puzzles (ui/progress.py): the puzzles solved and those solved at the
# first try as two bars over all of them, in the game's first two seats' colours.
# Left/right: the next game; B: back to the menu, on Scores. The console says each page in words.
# Imported when picked, dropped when left: the book is read once, only its totals are kept.
from core import book
from games import registry
from ui import draw, keys, palette

# a bar's unlit part, every other cell (a dotted track): bright enough to stand apart from the dark rows between the bars at the
# lowest brightness (draw.bar's DIM does not: host_tools/lights.py declares the page's lights)
UNLIT = palette.GREY


class Scores:
    def __init__(self, app):
        self.app = app
        entries = book.load(app.store, app.say)
        self.rows = book.tally(entries)
        # each game's newest game with its actions, for A (a replay); each name's seat (the first
        # it sat at in that game), whose colour its bar is drawn in: its pieces' on the grid
        self.last = {}
        self.seat = {}
        for e in entries:
            if e.actions is not None:
                self.last[e.name] = e.serial
            for i in range(len(e.seats)):
                k = (e.name, e.seats[i][0])
                if k not in self.seat:
                    self.seat[k] = i
        entries = None
        from ui import progress
        self.puzzles = progress.summary(app.puzzle_state())   # (game, puzzles, solved, first tries) or None
        registry.drop("ui.progress")
        self.pages = len(self.rows) + (self.puzzles is not None)
        self.cols = []
        self.i = 0
        self.bars = []
        if not self.pages:
            app.say("scores: the scorebook is empty (a game goes in when it is over or ended)  [B: back]")
        else:
            self.show()

    def show(self):
        from core import seats as S
        if self.i == len(self.rows):
            name, n, solved, first = self.puzzles
            own = S.colours(name)
            registry.drop("core.seats")
            self.bars = [solved, first]
            self.cols = [own[i] if len(own) > i else palette.PLAYERS[i] for i in range(2)]
            self.top = n
            self.app.say("scores %d/%d: %s puzzles: %d of %d solved, %d at the first try (bars: solved, "
                         "at the first try)  [left/right: game, B: back]" % (
                             self.i + 1, self.pages, registry.title(name), solved, n, first))
            return
        name, games, scored, seats = self.rows[self.i]
        won = 0
        for s in seats:
            won += s[1]
        # wins, or the points when no one has a win (negative totals show as none)
        self.bars = [max(0, s[1] if won else s[2]) for s in seats]
        own = S.colours(name)
        registry.drop("core.seats")
        self.cols = [own[self.seat.get((name, s[0]), 0) % len(own)] if own else
                     palette.PLAYERS[i % 4] for i, s in enumerate(seats)]
        self.top = max(self.bars) if self.bars else 0
        self.app.say("scores %d/%d: %s (bars: %s)  [left/right: game, %sB: back]" % (
            self.i + 1, self.pages, book.totals_text(name, games, scored, seats),
            "wins" if won or not scored else "points",
            "A: replay game %d, " % self.last[name] if name in self.last else ""))

    def key(self, k, kind):
        if kind != keys.PRESS and kind != keys.REPEAT:
            return
        if k in (keys.LEFT, keys.RIGHT, keys.UP, keys.DOWN) and self.pages:
            self.i = (self.i + (-1 if k in (keys.LEFT, keys.UP) else 1)) % self.pages
            self.show()
        elif k == keys.B and kind == keys.PRESS:
            self.app.menu_at = "scores"
            self.app.pick("menu")
            registry.drop("ui.scores")
        elif k == keys.A and kind == keys.PRESS and self.i < len(self.rows) and self.rows[self.i][0] in self.last:
            replay(self.app, self.last[self.rows[self.i][0]], self.i)
        elif k != keys.B and kind == keys.PRESS:
            self.app.refuse("scores: the scorebook is empty; B to go back" if not self.pages else
                            "scores: left/right for the next game, B to go back")

    def draw(self, grid, t):
        w, h = grid.w, grid.h
        # a row a seat (two on a 16-row grid), a dark row between; the bottom row: which game
        k = 2 if h >= 16 else 1
        y = 0
        n = len(self.bars)
        for i in range(n):
            for dy in range(k):
                if y + dy < h - 2:
                    draw.bar(grid, 0, y + dy, w, self.bars[i], self.top, self.cols[i], UNLIT)
                    for x in range(0, w, 2):   # the unlit part dotted: a bar of none never reads as full
                        if grid.get(x, y + dy) == UNLIT:
                            grid.set(x, y + dy, palette.OFF)
            y += k
            if y < h - 2 and n * (k + 1) <= h - 1:
                for x in range(w):
                    grid.set(x, y, palette.OFF)
                y += 1
        for yy in range(y, h - 1):
            for x in range(w):
                grid.set(x, yy, palette.OFF)
        m = self.pages
        mark = self.i * (w - 1) // (m - 1) if m > 1 else 0
        for x in range(w):
            grid.set(x, h - 1, palette.WHITE if m and x == mark else palette.OFF)


def replay(app, serial, page):
    """Game `serial` of the book on the grid (ui/replay.py); B comes back to this page."""
    from ui import replay as r
    for e in book.load(app.store, app.say):
        if e.serial == serial and e.kind() != book.CARRIED:
            break
    else:
        return app.refuse("replay: no game %d in the scorebook" % serial)

    def back():
        # the replayed game's own page, however the replay was asked for (`replay N` too)
        app.pick("scores")
        sc = app.screen
        if isinstance(sc, Scores):
            for i in range(len(sc.rows)):
                if sc.rows[i][0] == e.name:
                    page = i
            if page != sc.i and page < len(sc.rows):
                sc.i = page
                sc.show()
    r.open_replay(app, e, back)
