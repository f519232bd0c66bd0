# Kōnane on the grid: a set-up page (size, mode, level), then the board with a cursor, the pieces
# that can move, the picked piece's landing squares, hints, and the companion playing one side.
# Buttons: d-pad moves, A (on release) picks / confirms, long A asks for a hint, B cancels.
# The set-up page's code is page.py (loaded while it shows); refusals, console commands, the resign
# offer and the hint's asking are words.py (loaded for each and dropped after): play keeps neither.
# The companion's search (search.py) is loaded on its first think; a puzzle's code (puzzle.py)
# while one shows, on the board drawn here (its own Game: View._shown).
from ui import keys, palette, draw
from core.compat import ticks_diff, drop
from hw.grid import _ALL  # a slice made once: a frame copy that allocates nothing
from games.konane.codes import SIZES, NAMES, MODE_TWO, EMPTY

try:  # MicroPython: collect before thinking (see _think); CPython's collector is not needed here
    import micropython  # noqa: F401
    from gc import collect as _collect
except ImportError:
    _collect = None

# Every colour this view uses, in one place.
C_PIECE = (palette.HIBISCUS, palette.JASMINE)                  # movable pieces (and the turn)
# the rest: a dark crimson for Hibiscus, pale Jasmine at 1/2 of its light (at 1/4 it read as dim
# red beside a bright Hibiscus to a deuteranope at 5 %: host_tools/legibility.py). Hibiscus at 1/4 of
# its light (83001C) fell to one red level at 5 %, which a protanope hardly sees: 11.3 from an
# empty square; a little blue keeps it in sight, and no nearer the bright stone (issue 48)
C_IDLE = (0x900060, palette.scale(palette.JASMINE, 1, 2))
C_HINT = 0x20FF00            # a hinted move's two squares: full green (palette.GREEN, 0x00C000, came within
                             # 9.4 of a bright Hibiscus to a deuteranope on the dimmed 16x16 panel)
# Konane's own picked, landing and last-move colours, each a step from the palette's (SELECT FFC000,
# TARGET 00C0C0, BLUE 0040FF), so that every pair of its board's lights is 15 apart (issue 48)
C_SELECT = 0xFFD000          # the picked stone: a lemon yellow, away from Jasmine's cream
C_TARGET = 0x40B8C0          # where it may land: a cyan
C_LAST = 0x0040CF            # the last move: where it started (a hole now, steady), where it landed (blinks)

SLICE_NODES = 80      # search nodes per slice: ~9 ms on the (emulated) Pico, so buttons stay responsive
SLICE_TARGET = 112    # the same with a node target (level 4): its move is the same with any slice (the
                      # search stops at the target itself), and each slice's Python and event loop cost
                      # ~0.4 ms on the Pico: 112 took level 4's reply from 1001 to 955 ms on official
                      # MicroPython. The levels on a clock keep 80 (the slice sets when they stop)
MIN_THINK_MS = 400    # the companion never answers faster than this: its move is seen arriving
HINT_MS = 1350        # the hint's search: with the first think's set-up it answers within 1.5 s on the Pico (1.51 s with 1 400)
MAXSQ = 196           # 14 x 14
INTRO_MS = 3000       # against the companion: your stones blink this long at your first turn


def _block(n, grid):
    """LEDs a side per square: 2 when the board fits twice over (8x8 on 16x16, 4x4 on 8x8), so a
    big panel is used, not its middle quarter."""
    return 2 if 2 * n <= grid.w and 2 * n <= grid.h else 1


def _square(grid, x, y, k, col):
    grid.set(x, y, col)
    if k == 2:
        grid.set(x + 1, y, col)
        grid.set(x, y + 1, col)
        grid.set(x + 1, y + 1, col)


class View:
    # its console commands are listed in words.py's HELP (loaded only for `help`)
    def __init__(self, ctx):
        self.ctx = ctx
        self.setup_page = ctx.game is None  # True, or the set-up page's module once loaded (_page)
        self.field = 1        # set-up page: 0 learn, 1 size, 2 mode, 3 level
        self.size_i = 2       # 8x8
        self.mode = MODE_TWO
        self.level = 2
        self.r = 0
        self.c = 0
        self.sel = -1          # picked square r*n+c, or -1
        self.movable = bytearray(MAXSQ)
        self.targets = bytearray(MAXSQ)
        self.seen = None       # the Game object the marks above describe...
        self.seen_len = -1     # ...and its length of history
        self.hint_m = 0
        self.want_hint = False
        self.paused = False    # after an undo the companion waits for A (or 'go')
        self.a_long = False
        self.b_at = None       # a lone B's time: a second B soon after asks to resign (words.py)
        self.a_down = False    # A acts on release, and only if this view saw it go down
        self.search = None
        self.thinking = False
        # While the companion thinks the frame is still (no cursor, no pick, no hint), so it is
        # drawn once and then copied back in one C call each frame: drawing it costs ~5 ms on the
        # Pico every 20 ms, time the search gets instead. frame_of: the marks (_sync) it shows.
        buf = getattr(ctx.grid, "buf", None)
        self.frame = bytearray(len(buf)) if buf is not None else None
        self.marks = 0         # counts _sync's recomputations
        self.frame_of = -1
        self.too_big_said = False
        self.puzzle = None     # a puzzle showing (games/konane/puzzle.py), on its own Game
        self.pz = [0, 0]       # the set-up page's Puzzles line: puzzles, the one chosen (ui/progress.py line)
        self.intro = None      # against the companion: when your stones stop blinking (ticks)
        self.introduced = None  # the game object they blinked for
        if ctx.game is not None:
            g = ctx.game
            self.size_i = SIZES.index(g.n)
            self.mode = g.mode
            self.level = g.level
            self.r = self.c = g.n // 2 - 1
            self._sync()
        else:
            p = self._page()
            p.recall(self)
            p.say(self)

    # --- bookkeeping -----------------------------------------------------------------------------
    def _shown(self):
        """The game on the board: a puzzle's own, else the session's (None: no game)."""
        pz = self.puzzle
        return pz.g if pz is not None else self.ctx.game

    def _game(self):
        """The game to show and act on, its marks up to date; None (and the set-up page next)
        when there is none."""
        g = self._shown()
        if g is None:
            self.setup_page = True
            return None
        self._sync()
        return g

    def _sync(self):
        """Recompute the marks when the game changed (a move, an undo, a new game)."""
        g = self._shown()
        if g is None:
            return
        n = len(g.history)
        if g is self.seen and n == self.seen_len:
            return
        if self.seen is not None and n < self.seen_len and self._cpu_to_move(g):
            self.paused = True
            self._talk("undone")
        if not self._cpu_to_move(g):
            self.paused = False
            cpu = g.computer_side()
            if cpu is not None and self.introduced is not g and (self.seen is None or n < 3) and not g.over():
                # your first turn of a game (or the game back on the grid): which stones are yours
                self.introduced = g
                self.intro = self.ctx.now() + INTRO_MS
                self.ctx.say("you play %s: your stones blink now" % NAMES[1 - cpu])
        self.seen = g
        self.seen_len = n
        self.marks += 1
        self.sel = -1
        self.hint_m = 0
        mv = self.movable
        tg = self.targets
        for i in range(MAXSQ):
            mv[i] = 0
            tg[i] = 0
        bd = g.board
        for i in range(g.nlegal()):
            mv[bd.unpad(g.move(i) >> 8)] = 1

    def _fits(self, g):
        return g.n <= self.ctx.grid.w and g.n <= self.ctx.grid.h

    def _cpu_to_move(self, g):
        cpu = g.computer_side()
        return cpu is not None and not g.over() and g.turn() == cpu

    def _pick(self, sq):
        g = self._shown()
        bd = g.board
        self.sel = sq
        tg = self.targets
        for i in range(MAXSQ):
            tg[i] = 0
        p = bd.pad(sq)
        for i in range(g.nlegal()):
            m = g.move(i)
            if m >> 8 == p:
                tg[bd.unpad(m & 255)] = 1

    def _page(self):
        """The set-up page's code (games/konane/page.py), loaded while the page shows and kept in
        setup_page (no attribute more: the board's frames look up the same ones as before); the
        page sets setup_page False and drops itself when a game starts or comes back."""
        p = self.setup_page
        if p is True:
            from games.konane import page as p
            self.setup_page = p
        return p

    def _talk(self, what, *args):
        # words used now and then (games/konane/words.py's `what`), loaded for them, dropped after
        from games.konane import words
        try:
            return getattr(words, what)(self, *args)
        finally:
            drop("games.konane.words")

    # --- buttons ---------------------------------------------------------------------------------
    def key(self, k, kind):
        if k == keys.A:
            if kind == keys.PRESS:
                self.a_down = True
                self.a_long = False
            elif kind == keys.RELEASE:
                if not self.a_down:
                    return  # the press that opened this screen
                self.a_down = False
        if self.setup_page:
            self._page().key(self, k, kind)
            return
        if self.puzzle is not None and self.puzzle.key(self, k, kind):
            return
        g = self._game()
        if g is None:
            return
        if not self._fits(g):
            if kind == keys.PRESS:
                self._talk("too_big", g)
            return
        if k == keys.A:
            if kind == keys.LONG:
                self.a_long = True
                self._talk("ask_hint")
            elif kind == keys.RELEASE and not self.a_long:
                self._press_a(g)
            return
        if kind != keys.PRESS and kind != keys.REPEAT:
            return
        if k == keys.B:
            if kind == keys.PRESS and self.sel >= 0:
                self.sel = -1
                for i in range(MAXSQ):
                    self.targets[i] = 0
            elif kind == keys.PRESS:
                self._talk("offer_resign", g)
            return
        n = g.n
        sq = self.r * n + self.c
        self.r = min(max(self.r + keys.DY[k], 0), n - 1)
        self.c = min(max(self.c + keys.DX[k], 0), n - 1)
        if self.r * n + self.c != sq:
            self.ctx.later(lambda: self._where(g))  # the words after the frame

    def _press_a(self, g):
        if g.over():
            self.ctx.rematch()  # the same set-up again, asked on the grid (undo brings this one back)
            return
        if self._cpu_to_move(g):
            if self.paused:
                self.paused = False
                self.ctx.say("the companion moves")
            else:
                self.ctx.refuse("wait: the companion is thinking")
            return
        n = g.n
        sq = self.r * n + self.c
        removal = g.board.ply < 2
        if self.sel >= 0:
            if removal and sq == self.sel:
                self._play(g, (g.board.pad(sq) << 8) | g.board.pad(sq))
                return
            if not removal and self.targets[sq]:
                self._play(g, (g.board.pad(self.sel) << 8) | g.board.pad(sq))
                return
            if sq == self.sel:
                self.sel = -1
                for i in range(MAXSQ):
                    self.targets[i] = 0
                return
        if self.movable[sq]:
            self._pick(sq)
            if removal:
                self.ctx.say("A again removes %s, B cancels" % g.board.name(g.board.pad(sq)))
            else:
                self._talk("picked", g, sq)
            return
        self._talk("why_not", g, sq)

    def _play(self, g, m, who="", note=""):
        if self.puzzle is not None:
            return self.puzzle.play(self, m)
        self._act(g.move_to_action(m), "%s%s %s%s" % (who, NAMES[g.turn()], g.move_text(m), note))
        if who and not self.ctx.game.over():
            self.ctx.sound(1)   # core.app.SOUND_MOVE: the companion has moved (its end has its own)

    def _act(self, action, text):
        if self.ctx.act(action, text) and self.ctx.game.over():
            self._talk("over")
        self._sync()

    def _where(self, g):
        """The square under the cursor in words, as the lights show it (`where` repeats it)."""
        self.ctx.say(self.square_text(g, self.r * g.n + self.c))

    def square_text(self, g, sq):
        """Square sq in words, as its light shows it (the cursor's line, `what`)."""
        bd = g.board
        p = bd.pad(sq)
        v = bd.b[p]
        t = bd.name(p) + ": " + ("empty" if v == EMPTY else NAMES[v - 1] + "'s stone")
        if sq == self.sel:
            t += ", picked"
        elif self.targets[sq]:
            t += ", a landing square for " + bd.name(bd.pad(self.sel))
        elif v != EMPTY and self.movable[sq] and not g.over():
            t += ", can move" if g.board.ply >= 2 else ", may be removed"
        elif v != EMPTY and not g.over():
            t += ", cannot move now" if v - 1 == g.turn() else ", not its turn"
        m = self.hint_m
        if m and sq in (bd.unpad(m >> 8), bd.unpad(m & 255)):
            t += ", the hint " + g.move_text(m)
        if g.history and bd.unpad(g.history[-1] >> 8) == sq:
            t += ", the last move started here"
        elif g.history and bd.unpad(g.history[-1] & 255) == sq:
            t += ", the last move landed here"
        return t

    def resume_puzzle(self, words=None):
        """The puzzle showing when this screen was last left (a power cut, the menu): core/app.py
        open_game asks, from data/puzzles.bin; or the console's `puzzle [n]` (words)."""
        from games.konane import puzzle
        puzzle.command(self, words) if words else puzzle.open_puzzle(self)

    # --- console ---------------------------------------------------------------------------------
    def command(self, words):
        return self._talk("command", words)

    # --- the computer opponent and hints -----------------------------------------------------------
    async def task(self):
        while True:
            if self.puzzle is not None:
                await self.puzzle.wait(self)   # its answers on time (the defence, a refutation)
                continue
            g = self.ctx.game
            if g is None or self.setup_page or g.over() or not self._fits(g):
                await self.ctx.next_frame()
                continue
            self._sync()
            if self._cpu_to_move(g) and not self.paused:
                await self._think(g, True)
            elif self.want_hint:
                self.want_hint = False
                await self._think(g, False)
            else:
                # nothing to do until something changes: every change draws a frame
                await self.ctx.next_frame()

    def _stale(self, g, n):
        return self.ctx.game is not g or len(g.history) != n or self.setup_page or self.paused

    async def _think(self, g, play):
        from core import aio
        # the think's time counts from here: a level's time (search.LEVEL_MS) and the view's
        # minimum include loading the search on the first think (official MicroPython: ~60 ms,
        # the import, its arrays and the collection below; 927 ms for level 2's first reply after
        # a resume, 878 when they counted in its 800)
        t0 = self.ctx.now()
        # the search's code is imported on the first think: two people sharing the buttons never
        # need it, and it is 4 KB of the Pico's heap
        from games.konane import search
        if self.search is None:
            self.search = search.Search(now=self.ctx.now)
        if _collect is not None:
            # The search allocates nothing, so a collection now (~15 ms on the Pico, unseen: the
            # player has just moved) means no collection pause while it thinks in slices. After
            # the first Search(): each of its arrays was built from a zeroed bytes of its size,
            # 16 KB of garbage that would otherwise sit through the think.
            _collect()
        s = self.search
        if play:
            depth, ms, nodes = search.level_params(g.level)
        else:
            depth, ms, nodes = search.MAXPLY - 1, HINT_MS, 0
        n0 = len(g.history)
        self.thinking = True
        s.start(g.board, depth, ms, nodes, True, t0)
        sl = SLICE_TARGET if nodes else SLICE_NODES
        while not s.step(sl):
            await aio.sleep_ms(0)
            if self._stale(g, n0):
                self.thinking = False
                return
        while play and ticks_diff(self.ctx.now(), t0) < MIN_THINK_MS:
            await aio.sleep_ms(20)
            if self._stale(g, n0):
                self.thinking = False
                return
        self.thinking = False
        m = s.best
        if play:
            # what the search did, on the move's line (bench_pico reads it)
            self._play(g, m, "companion: ", " (searched %d pl%s, %d nodes)" % (
                s.depth, "y" if s.depth == 1 else "ies", s.nodes))
        else:
            self.hint_m = m
            bd = g.board
            self.r, self.c = divmod(bd.unpad(m >> 8), g.n)
            self.ctx.changed()   # shown on the next frame (no key or action made it)
            # the cursor jumped: said, or the next arrows seem to play another move (issue 37)
            self.ctx.say("hint: %s (searched %d pl%s, %d nodes); the cursor is on %s now: A picks it" % (
                g.move_text(m), s.depth, "y" if s.depth == 1 else "ies", s.nodes, bd.name(m >> 8)))

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, grid, t):
        if self.setup_page:
            self._page().draw_page(self, grid, t)
            return
        g = self._game()
        if g is None:
            return
        still = self._cpu_to_move(g) and self.frame is not None
        if still and self.frame_of == self.marks:
            grid.load(self.frame)
            return
        grid.fill(palette.OFF)
        n = g.n
        if n > grid.w or n > grid.h:  # a save from a bigger grid: never crop
            draw.border(grid, palette.REFUSED)
            if not self.too_big_said:
                self.too_big_said = True
                self._talk("too_big", g)
            return
        k = _block(n, grid)
        ox = (grid.w - k * n) // 2
        oy = (grid.h - k * n) // 2
        bd = g.board
        b = bd.b
        w = bd.w
        over = g.over()
        turn = g.turn()
        last_from = last_to = -1
        if g.history:
            last_from = bd.unpad(g.history[-1] >> 8)
            last_to = bd.unpad(g.history[-1] & 255)
        hint_from = hint_to = -1
        if self.hint_m:
            hint_from = bd.unpad(self.hint_m >> 8)
            hint_to = bd.unpad(self.hint_m & 255)
        on = draw.blink(t)
        mine = -1   # against the companion, at your first turn: your stones (1, 2) blink
        if self.intro is not None and not over:
            if ticks_diff(self.intro, t) > 0:
                mine = 2 - g.computer_side()
                draw.until(self.intro)
            else:
                self.intro = None
        sq = 0
        for r in range(n):
            p = (r + 1) * w + 1
            for c in range(n):
                v = b[p + c]
                if v == EMPTY:
                    col = C_LAST if sq == last_from else palette.OFF
                elif self.movable[sq] and not over:
                    col = C_PIECE[v - 1]
                else:
                    col = C_IDLE[v - 1]
                if v == mine and not on:
                    col = palette.OFF
                if sq == last_to and v != EMPTY and not on and not over:
                    col = C_LAST   # the stone that just landed blinks blue, where it started stays blue
                if self.targets[sq]:
                    col = C_TARGET
                if sq == self.sel:
                    col = C_SELECT
                if (sq == hint_from or sq == hint_to) and not on and sq != self.sel:
                    # out of phase with the cursor, so it shows under it too; a picked piece is
                    # the hint taken (its green beside the yellow was within the floor)
                    col = C_HINT
                _square(grid, ox + k * c, oy + k * r, k, col)
                sq += 1
        if ox > 1 and oy > 1:
            # room for a frame a dark ring away from the board: it shows whose turn it is, and
            # the gap keeps it from reading as one more ring of stones (issue 29)
            fc = C_IDLE[turn]
            x0 = ox - 2
            y0 = oy - 2
            x1 = ox + k * n + 1
            y1 = oy + k * n + 1
            for x in range(x0, x1 + 1):
                grid.set(x, y0, fc)
                grid.set(x, y1, fc)
            for y in range(y0 + 1, y1):
                grid.set(x0, y, fc)
                grid.set(x1, y, fc)
        if self.puzzle is not None:
            self.puzzle.draw(self, grid, t, k, ox, oy, C_HINT)   # a hint's area, out of phase
        if over:
            pass   # the winner's ring: the platform draws every game's end (core/result.py)
        elif still:
            self.frame[_ALL] = grid.buf
            self.frame_of = self.marks
        elif not self._cpu_to_move(g):
            x = ox + k * self.c
            y = oy + k * self.r
            for i in range(k * k):
                draw.cursor(grid, x + i % k, y + i // k, t, grid.get(x + i % k, y + i // k))
