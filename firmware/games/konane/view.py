# Kōnane on the grid: a set-up page (size, mode, level), then the board with a cursor, the pieces
# that can move, the picked piece's landing squares, hints, and the companion playing one side.
# Buttons: d-pad moves, A (on release) picks / confirms, long A asks for a hint, B cancels.
from ui import keys, palette, draw
from core.compat import ticks_diff
from hw.grid import _ALL  # a slice made once: a frame copy that allocates nothing
from games.konane.rules import SIZES, NAMES, MODE_TWO, MODE_CPU_HIBISCUS, EMPTY, LEVELS, RESIGN

try:  # MicroPython: collect before thinking (see _think); CPython's collector is not needed here
    import micropython  # noqa: F401
    from gc import collect as _collect
except ImportError:
    _collect = None

# Every colour this view uses, in one place.
C_PIECE = (palette.HIBISCUS, palette.JASMINE)                  # movable pieces (and the turn)
# the rest: Hibiscus at 1/4 of its light, pale Jasmine at 1/2 (at 1/4 it read as dim red beside a
# bright Hibiscus to a deuteranope at 5 %: host_tools/legibility.py)
C_IDLE = (palette.scale(palette.HIBISCUS, 1, 4), palette.scale(palette.JASMINE, 1, 2))
C_CPU = palette.PURPLE       # the companion's half on the set-up page
C_HINT = 0x00FF00            # a hinted move's two squares: full green (palette.GREEN, 0x00C000, came within
                             # 9.4 of a bright Hibiscus to a deuteranope on the dimmed 16x16 panel)
C_LAST = palette.BLUE        # where the last move started (a hole now): apart from an empty one
C_LEVEL = palette.ORANGE
C_SIZE = palette.WHITE

SLICE_NODES = 80      # search nodes per slice: ~9 ms on the (emulated) Pico, so buttons stay responsive
MIN_THINK_MS = 400    # the companion never answers faster than this: its move is seen arriving
HINT_MS = 1350        # the hint's search: with the first think's set-up it answers within 1.5 s on the Pico (1.51 s with 1 400)
MODE_TEXT = ("two players", "you play Hibiscus, the companion Jasmine",
             "you play Jasmine, the companion Hibiscus")
MAXSQ = 196           # 14 x 14
FIELDS = ("size", "mode", "level")  # the set-up page's lines, top to bottom


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
    # its console commands are listed in help.py (loaded only for `help`)
    def __init__(self, ctx):
        self.ctx = ctx
        self.setup_page = ctx.game is None
        self.field = 0        # set-up page: 0 size, 1 mode, 2 level
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
        if ctx.game is not None:
            g = ctx.game
            self.size_i = SIZES.index(g.n)
            self.mode = g.mode
            self.level = g.level
            self.r = self.c = g.n // 2 - 1
            self._sync()
        else:
            self._say_setup()

    # --- bookkeeping -----------------------------------------------------------------------------
    def _game(self):
        """The game to show and act on, its marks up to date; None (and the set-up page next)
        when there is none."""
        g = self.ctx.game
        if g is None:
            self.setup_page = True
            return None
        self._sync()
        return g

    def _sync(self):
        """Recompute the marks when the game changed (a move, an undo, a new game)."""
        g = self.ctx.game
        if g is None:
            return
        n = len(g.history)
        if g is self.seen and n == self.seen_len:
            return
        if self.seen is not None and n < self.seen_len and self._cpu_to_move(g):
            self.paused = True
            self.ctx.say("undone: the companion waits; press A (or type go) to let it move, "
                         "or undo again to take back your own move")
        if not self._cpu_to_move(g):
            self.paused = False
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

    def _too_big(self, g):
        # a save from a bigger grid: shown as a red frame, and never played blind
        self.ctx.refuse("this %dx%d game needs a bigger grid: it stays saved; for a new game, "
                        "long B (the menu), then Konane" % (g.n, g.n))

    def _cpu_to_move(self, g):
        cpu = g.computer_side()
        return cpu is not None and not g.over() and g.turn() == cpu

    def _pick(self, sq):
        g = self.ctx.game
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

    def _say_setup(self):
        n = SIZES[self.size_i]
        lvl = "no level (two players)" if self.mode == MODE_TWO else "level %d of %d" % (self.level, LEVELS)
        self.ctx.say("Konane set-up [%s]: %dx%d, %s, %s. Up/down: choose a line, left/right: "
                     "change it, A: start" % (FIELDS[self.field], n, n, MODE_TEXT[self.mode], lvl))

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
            self._setup_key(k, kind)
            return
        g = self._game()
        if g is None:
            return
        if not self._fits(g):
            if kind == keys.PRESS:
                self._too_big(g)
            return
        if k == keys.A:
            if kind == keys.LONG:
                self.a_long = True
                self._ask_hint()
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
                self._offer_resign(g)
            return
        n = g.n
        sq = self.r * n + self.c
        self.r = min(max(self.r + keys.DY[k], 0), n - 1)
        self.c = min(max(self.c + keys.DX[k], 0), n - 1)
        if self.r * n + self.c != sq:
            self.ctx.later(lambda: self._where(g))  # the words after the frame

    def _setup_key(self, k, kind):
        if k == keys.A:
            if kind == keys.RELEASE:
                self._confirm_setup()
            return
        if kind != keys.PRESS and kind != keys.REPEAT:
            return
        if k == keys.B:
            if kind != keys.PRESS:
                return
            if self.ctx.game is not None:
                self.setup_page = False  # back to the finished (or current) game
                self.ctx.say("back to the game: " + self.ctx.game.status())
            else:
                self.ctx.menu()  # back where the player came from
            return
        if k == keys.UP or k == keys.DOWN:
            from ui import setup
            f = setup.line(self.ctx, self.field, keys.DY[k], FIELDS)
            if f == self.field:
                return
            self.field = f
        else:
            d = keys.DX[k]
            if self.field == 0:
                self.size_i = (self.size_i + d) % len(SIZES)
            elif self.field == 1:
                self.mode = (self.mode + d) % 3
            elif self.mode == MODE_TWO:
                self.ctx.refuse("[level] is the companion's: choose a game against it on [mode] first")
                return
            else:
                level = min(max(self.level + d, 1), LEVELS)
                if level == self.level:
                    self.ctx.refuse("level %d is the %s" % (level, "lowest" if d < 0 else "highest"))
                    return
                self.level = level
        self._say_setup()

    def _confirm_setup(self):
        n = SIZES[self.size_i]
        grid = self.ctx.grid
        if n > grid.w or n > grid.h:
            self.ctx.refuse("a %dx%d board does not fit this %dx%d grid: choose 8x8 or less "
                            "(10x10 to 14x14 need a 16x16 grid)" % (n, n, grid.w, grid.h))
            return
        self.seen = None
        self.seen_len = -1
        if self.ctx.start(bytes((n, self.mode, self.level))):
            self.setup_page = False
            self.r = self.c = n // 2 - 1
            self.paused = False
            self._sync()
            self.ctx.say("Hibiscus opens: remove a lit piece (centre or corner): A picks it, A again "
                         "removes it. Long A = hint.")

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
            return
        self.ctx.refuse(self._why_not(g, sq))

    def _why_not(self, g, sq):
        bd = g.board
        p = bd.pad(sq)
        name = bd.name(p)
        v = bd.b[p]
        me = NAMES[g.turn()]
        if self.sel >= 0 and bd.ply >= 2:
            return "%s cannot land on %s: pick a lit landing square, or B" % (bd.name(bd.pad(self.sel)), name)
        if bd.ply == 0:
            return "Hibiscus opens by removing one of its lit pieces (centre or corner), not %s" % name
        if bd.ply == 1:
            return "Jasmine removes one of its lit pieces next to the hole, not %s" % name
        if v == EMPTY:
            return "%s is empty: pick one of %s's lit pieces" % (name, me)
        if v - 1 != g.turn():
            return "%s is %s's piece: it is %s's turn" % (name, NAMES[v - 1], me)
        return "%s has no jump: pick a lit piece" % name

    def _play(self, g, m, who="", note=""):
        self._act(g.move_to_action(m), "%s%s %s%s" % (who, NAMES[g.turn()], g.move_text(m), note))
        if who and not self.ctx.game.over():
            self.ctx.sound(1)   # core.app.SOUND_MOVE: the companion has moved (its end has its own)

    def _act(self, action, text):
        if self.ctx.act(action, text) and self.ctx.game.over():
            self.ctx.say("A: a rematch with the same settings (other settings: long B, then Konane)")
        self._sync()

    def _offer_resign(self, g):
        """B with nothing picked, on a person's turn: resign? (asked on the grid; undo takes it
        back). The companion never resigns."""
        if g.over():
            self.ctx.say("%s. A: a rematch, long B: the menu" % g.status())
            return
        if self._cpu_to_move(g):
            self.ctx.refuse("the companion's turn: it does not resign (undo takes back a move)")
            return
        who = NAMES[g.turn()]
        self.ctx.ask("%s resigns? A: resign (undo takes it back), B: play on" % who,
                     lambda: self._act(RESIGN, "%s resigns" % who))

    def _ask_hint(self):
        g = self.ctx.game
        if g is None or self.setup_page:
            self.ctx.refuse("no game in progress")
        elif g.over():
            self.ctx.refuse("the game is over")
        elif self._cpu_to_move(g):
            self.ctx.refuse("it is the companion's turn")
        else:
            self.want_hint = True
            self.ctx.say("thinking about a hint...")

    def _where(self, g):
        """The square under the cursor in words, as the lights show it (`where` repeats it)."""
        bd = g.board
        sq = self.r * g.n + self.c
        p = bd.pad(sq)
        v = bd.b[p]
        t = bd.name(p) + ": " + ("empty" if v == EMPTY else NAMES[v - 1])
        if sq == self.sel:
            t += ", picked"
        elif self.targets[sq]:
            t += ", a landing square for " + bd.name(bd.pad(self.sel))
        elif v != EMPTY and self.movable[sq] and not g.over():
            t += ", can move"
        m = self.hint_m
        if m and sq in (bd.unpad(m >> 8), bd.unpad(m & 255)):
            t += ", the hint " + g.move_text(m)
        if g.history and bd.unpad(g.history[-1] >> 8) == sq:
            t += ", the last move started here"
        self.ctx.say(t)

    # --- console ---------------------------------------------------------------------------------
    def command(self, words):
        w0 = words[0].lower()
        g = self.ctx.game
        if w0 == "where":
            if g is None or self.setup_page or not self._fits(g):
                self.ctx.refuse("no board on the grid")
            else:
                self._where(self._game())
            return True
        if w0 == "hint":
            self._ask_hint()
            return True
        if w0 == "record":
            self.ctx.say(g.record() if g is not None else "no game in progress")
            return True
        if w0 == "resign":
            if g is None or self.setup_page or g.over():
                self.ctx.refuse("no game in progress")
            elif self._cpu_to_move(g):
                self.ctx.refuse("it is the companion's turn")
            else:
                self._act(RESIGN, "%s resigns" % NAMES[g.turn()])
            return True
        if w0 == "go":
            if g is not None and self.paused:
                self.paused = False
                self.ctx.say("the companion moves")
            else:
                self.ctx.refuse("the companion is not waiting")
            return True
        if len(words) == 1 and (w0.startswith("x") or "-" in w0):
            if g is None or self.setup_page:
                self.ctx.refuse("no game in progress: confirm the set-up first")
            elif not self._fits(g):
                self._too_big(g)
            elif self._cpu_to_move(g):
                self.ctx.refuse("it is the companion's turn")
            else:
                try:
                    m = g.parse(w0)
                except Exception as e:  # Illegal: bad notation
                    self.ctx.refuse(str(e))
                    return True
                self._play(g, m)
            return True
        return False

    # --- the computer opponent and hints -----------------------------------------------------------
    async def task(self):
        from core import aio
        while True:
            g = self.ctx.game
            if g is None or self.setup_page or g.over() or not self._fits(g):
                await aio.sleep_ms(50)
                continue
            self._sync()
            if self._cpu_to_move(g) and not self.paused:
                await self._think(g, True)
            elif self.want_hint:
                self.want_hint = False
                await self._think(g, False)
            else:
                await aio.sleep_ms(20)

    def _stale(self, g, n):
        return self.ctx.game is not g or len(g.history) != n or self.setup_page or self.paused

    async def _think(self, g, play):
        from core import aio
        # the search's code is imported on the first think: two people sharing the buttons never
        # need it, and it is 4 KB of the Pico's heap
        from games.konane import ai
        if self.search is None:
            self.search = ai.Search(now=self.ctx.now)
        if _collect is not None:
            # The search allocates nothing, so a collection now (~15 ms on the Pico, unseen: the
            # player has just moved) means no collection pause while it thinks in slices. After
            # the first Search(): each of its arrays was built from a zeroed bytes of its size,
            # 16 KB of garbage that would otherwise sit through the think.
            _collect()
        s = self.search
        if play:
            depth, ms, nodes = ai.level_params(g.level)
        else:
            depth, ms, nodes = ai.MAXPLY - 1, HINT_MS, 0
        n0 = len(g.history)
        t0 = self.ctx.now()
        self.thinking = True
        s.start(g.board, depth, ms, nodes, True)
        while not s.step(SLICE_NODES):
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
            self.ctx.say("hint: %s (searched %d pl%s, %d nodes)" % (
                g.move_text(m), s.depth, "y" if s.depth == 1 else "ies", s.nodes))

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, grid, t):
        if self.setup_page:
            self._draw_setup(grid, t)
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
                self._too_big(g)
            return
        k = _block(n, grid)
        ox = (grid.w - k * n) // 2
        oy = (grid.h - k * n) // 2
        bd = g.board
        b = bd.b
        w = bd.w
        over = g.over()
        turn = g.turn()
        last_from = -1
        if g.history:
            last_from = bd.unpad(g.history[-1] >> 8)
        hint_from = hint_to = -1
        if self.hint_m:
            hint_from = bd.unpad(self.hint_m >> 8)
            hint_to = bd.unpad(self.hint_m & 255)
        on = draw.blink(t)
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
                if self.targets[sq]:
                    col = palette.TARGET
                if sq == self.sel:
                    col = palette.SELECT
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
        if over:
            draw.win(grid, t, C_PIECE[1 - turn])
        elif still:
            self.frame[_ALL] = grid.buf
            self.frame_of = self.marks
        elif not self._cpu_to_move(g):
            x = ox + k * self.c
            y = oy + k * self.r
            for i in range(k * k):
                draw.cursor(grid, x + i % k, y + i // k, t, grid.get(x + i % k, y + i // k))

    def _draw_setup(self, grid, t):
        grid.fill(palette.OFF)
        n = SIZES[self.size_i]
        col = C_SIZE if (n <= grid.w and n <= grid.h) else palette.REFUSED
        if n >= 10:
            draw.digit(grid, 0, 0, 1, col)
        draw.digit(grid, 4, 0, n % 10, col)
        # mode: left half Hibiscus, right half Jasmine; the companion's half is purple
        for x in range(6):
            seat = 0 if x < 3 else 1
            who = C_PIECE[seat]
            if (self.mode == MODE_CPU_HIBISCUS and seat == 0) or (self.mode == 1 and seat == 1):
                who = C_CPU
            grid.set(x, 5, who)
        if self.mode == MODE_TWO:
            draw.bar(grid, 0, 6, LEVELS, 0, LEVELS, palette.UNAVAILABLE, palette.UNAVAILABLE)
        else:
            draw.bar(grid, 0, 6, LEVELS, self.level, LEVELS, C_LEVEL)
        y = (2, 5, 6)[self.field]
        if draw.blink(t):
            grid.set(7, y, palette.CURSOR)
        s = min(grid.w, grid.h) // 8
        if s > 1:
            # a bigger grid: the 8x8 page scaled up, each LED an s x s block. From the last cell
            # back, so each is read before a block overwrites it (nothing allocated)
            for y in range(7, -1, -1):
                for x in range(7, -1, -1):
                    c = grid.get(x, y)
                    for i in range(s * s):
                        grid.set(s * x + i % s, s * y + i // s, c)
