# Kōnane's puzzles on the grid (issue 49): the set-up page's Puzzles line (page.py) or the
# console's `puzzle [n]` opens one. The goal is said in one line ("Hibiscus to play and win in 2
# moves"); the player moves as in a game (grid.View's cursor, pick and landing squares, on the
# puzzle's own Game); a right move is answered by the defence after a moment, a wrong one by the
# defender's winning reply (the refutation, on the grid, with the refusal cue and its words), then
# the position comes back to try again. Long A: a hint, in three steps (the area, the stone, the
# move), each with its reason in words. Progress and first-try results are kept on flash
# (ui/progress.py), so a power cut takes the puzzle up at its move, and Scores shows them.
#
# The puzzles are games/konane/puzzles.txt (host_tools/konane_puzzles.py made them and proves them
# again; its head says the format): read one line at a time, the line of the puzzle shown kept and
# nothing else of the file. Loaded while a puzzle shows (View.puzzle) and dropped when it is left.
from core.compat import drop, ticks_diff
from ui import draw, keys
from ui import progress as P
from games.konane.codes import NAMES, EMPTY, HIBISCUS, JASMINE

drop("ui.progress")   # held here as P: it goes with this module, never left behind in RAM

FILE = "games/konane/puzzles.txt"
FROZEN = "konane_lines"   # the companion's own firmware: the lines frozen (boards/micropython/manifest.py)
GAME = "konane"
REPLY_MS = 700       # the defence (or the refutation) answers after this: the move is seen first
SHOW_MS = 2500       # the refutation stays this long, then the position comes back (any key: now)
PLAY = 0             # the solver to move
DEFEND = 1           # a right move made: the defence answers at `due`
WRONG = 2            # a wrong move made: the refutation answers at `due`
SHOWN = 3            # the refutation on the grid: the position comes back at `due`
SOLVED = 4
THEMES = {"win1": "win in 1", "nomove": "leave no jump", "win2": "win in 2", "win3": "win in 3",
          "safe": "a safe move", "parity": "count the jumps"}


def _file():
    """The puzzles' file, beside the modules (the firmware's root on sys.path: '' on the Pico), or
    None on the companion's own firmware, which has them frozen."""
    import sys
    for p in sys.path:
        try:
            return open((p + "/" if p else "") + FILE)
        except OSError:
            pass
    return None


def _frozen():
    """The frozen lines (in flash: nothing of them is copied into RAM), dropped by the caller."""
    try:
        return __import__(FROZEN).LINES
    except ImportError:
        raise OSError("no %s" % FILE)


def count():
    """The puzzles in the file: its first line says it ('# 64 Konane puzzles ...')."""
    f = _file()
    if f is None:
        n = len(_frozen())
        drop(FROZEN)
        return n
    with f:
        return int(f.readline().split()[1])


def read(i):
    """Puzzle i's line (from 0), reading the file a line at a time; None past the last."""
    f = _file()
    if f is None:
        lines = _frozen()
        s = lines[i] if i < len(lines) else None
        lines = None
        drop(FROZEN)
        return s
    k = -1
    with f:
        for s in f:
            if s[0] != "#" and s.strip():
                k += 1
                if k == i:
                    return s.strip()
    return None


def square(bd, s):
    """'d5' -> the padded square of Board bd."""
    return (bd.n - int(s[1:]) + 1) * bd.w + ord(s[0]) - 96


def move(bd, s):
    """'d5-d3' -> the move int of Board bd."""
    i = s.find("-")
    return square(bd, s[:i]) << 8 | square(bd, s[i + 1:])


def open_puzzle(v, i=None):
    """The puzzle screen on View v: puzzle i (from 0), or the one last opened (at the move it had
    reached); refused with the reason when the file cannot be read."""
    try:
        n = count()
        if i is not None and not 0 <= i < n:
            v.ctx.refuse("there are puzzles 1 to %d" % n)
            return False
        old = v.puzzle   # (the next puzzle: its progress, maybe not on flash yet, goes on)
        pz = Puzzle(v, n, i, old.d if old is not None else v.ctx.progress())
    except (OSError, ValueError, IndexError) as e:   # no file, or not the format
        v.ctx.refuse("the puzzles cannot be read: %s" % e)
        return False
    if v.setup_page:
        drop("games.konane.page")   # (from the set-up page: it goes, as when a game starts)
    v.setup_page = False
    v.puzzle = pz
    pz.start(v)
    return True


def command(v, words):
    """The console's `puzzle [n]`: puzzle n (from 1), or the one last opened. Over a game on this
    screen, on a screen of its own (the game stays: Resume brings it back), through the progress
    the power-on reads too."""
    n = None
    if len(words) == 2:
        if not words[1].isdigit() or int(words[1]) < 1:
            v.ctx.refuse("puzzle: a number from 1, e.g. puzzle 5")
            return
        n = int(words[1]) - 1
    if v.ctx.game is None or v.setup_page or v.puzzle is not None:
        open_puzzle(v, n)
        return
    try:
        total = count()
    except (OSError, ValueError, IndexError) as e:
        v.ctx.refuse("the puzzles cannot be read: %s" % e)
        return
    if n is not None and n >= total:
        v.ctx.refuse("there are puzzles 1 to %d" % total)
        return
    d = P.of(v.ctx.progress(), GAME, total)
    if n is not None:
        P.put(d, P.CURRENT, n)
        P.put(d, P.STEP, 0)
    P.put(d, P.FLAGS, P.get(d, P.FLAGS) | P.OPEN)
    v.ctx.progress(d)
    v.ctx.fresh()


class Puzzle:
    def __init__(self, v, n, i, d):
        d = P.of(d, GAME, n)
        at = P.get(d, P.CURRENT)
        if i is None:
            i = at if at < n else 0
        self.d = d
        self.ctx = v.ctx
        self.unsaved = False
        self.n_all = n
        self.i = i
        self.step = P.get(d, P.STEP) if i == at else 0
        self.mode = PLAY
        self.due = None
        self.hints = 0
        self.area = bytearray(4)   # hint 1's area: first column, first row, last column, last row
        self.wrong = ""
        s = read(i)
        j = s.find(" | ")
        w = s[:j].split()
        self.size = int(w[1])
        self.side = 0 if w[2] == "h" else 1
        self.theme = w[3]
        self.pos = w[6]
        self.line = w[7:]
        self.refs = s[j + 3:].split(" | ")
        self.k = len(self.refs)
        if self.step > self.k:
            self.step = 0
        self.g = None

    # --- the position
    def build(self, v, first=False):
        """The puzzle's Game at its step: the position, then the line's moves so far (first: the
        cursor to the middle of the board; else it stays)."""
        from games.konane.rules import Game
        g = Game(bytes((self.size, 0, 2)))
        bd = g.board
        b = bd.b
        w = bd.w
        r = c = 0
        for ch in self.pos:
            if ch == "/":
                r += 1
                c = 0
            elif "0" <= ch <= "9":
                for _ in range(ord(ch) - 48):
                    b[(r + 1) * w + c + 1] = EMPTY
                    c += 1
            else:
                b[(r + 1) * w + c + 1] = HIBISCUS if ch == "h" else JASMINE
                c += 1
        bd.ply = 2 + self.side
        h = 0
        for p in bd.cells:
            if b[p]:
                h ^= bd.z[b[p] * 256 + p]
        bd.hash = h
        g._refresh()
        for t in self.line[:min(2 * self.step, len(self.line))]:
            g.play(move(bd, t))
        g.history = []   # the puzzle's start has no last move to mark
        self.g = g
        self.hints = 0
        v.hint_m = 0
        v.sel = -1
        if first:
            v.r = v.c = self.size // 2 - 1
        v._sync()

    def save(self, v):
        """The progress to flash after this frame (the light never waits for flash: App.flush)."""
        if not self.unsaved:
            self.unsaved = True
            v.ctx.later(self.flush)

    def flush(self):
        if self.unsaved:
            self.unsaved = False
            self.ctx.progress(self.d)

    def start(self, v):
        """Shown: said, saved as the puzzle open (OPEN: a power cut comes back to it)."""
        self.build(v, True)
        d = self.d
        P.put(d, P.CURRENT, self.i)
        P.put(d, P.STEP, self.step)
        P.put(d, P.FLAGS, P.get(d, P.FLAGS) | P.OPEN)
        self.save(v)
        if self.step >= self.k:
            self.mode = SOLVED
            v.ctx.say("puzzle %d/%d: solved. A: the next puzzle, B: the set-up page" % (self.i + 1, self.n_all))
            return
        v.ctx.say("puzzle %d/%d (%s, %dx%d): %s. Long A: a hint, B: leave" % (
            self.i + 1, self.n_all, THEMES.get(self.theme, self.theme), self.size, self.size, self.goal()))

    def goal(self):
        left = self.k - self.step
        return "%s to play and win in %d move%s" % (NAMES[self.side], left, "" if left == 1 else "s")

    def right(self):
        return move(self.g.board, self.line[2 * self.step])

    # --- the player's moves and the answers
    def play(self, v, m):
        """A move of the player's (View._play): the line's move, or a wrong one."""
        g = self.g
        if self.mode != PLAY:
            v.ctx.refuse("wait: the answer comes")
            return
        if not g.is_legal(m):   # (the grid offers only legal moves; words.command says why for a typed one)
            v.ctx.refuse("%s is not a legal move here" % g.move_text(m))
            return
        text = g.move_text(m)
        ok = m == self.right()
        g.play(m)
        v._sync()
        d = self.d
        if ok:
            self.step += 1
            P.put(d, P.STEP, self.step)
            if self.step >= self.k:
                self.mode = SOLVED
                first = not P.bit(d, self.i, P.TRIED) and not P.bit(d, self.i)
                P.mark(d, self.i)
                if first:
                    P.mark(d, self.i, P.FIRST)
                self.save(v)
                v.ctx.sound(2)   # core.app.SOUND_END
                v.ctx.say("%s %s: solved%s! %d of %d solved, %d at the first try. A: the next "
                          "puzzle, B: the set-up page" % (NAMES[self.side], text, " at the first try"
                                                          if first else "", P.total(d), self.n_all,
                                                          P.total(d, P.FIRST)))
                return
            self.save(v)
            v.ctx.say("%s %s: right." % (NAMES[self.side], text))
            self.mode = DEFEND
        else:
            self.tried(v)
            v.ctx.say("%s %s?" % (NAMES[self.side], text))
            self.wrong = text
            self.mode = WRONG
        self.due = v.ctx.now() + REPLY_MS

    def tried(self, v):
        """A wrong move or a hint: no first try for this puzzle any more (saved once)."""
        d = self.d
        if not P.bit(d, self.i, P.TRIED):
            P.mark(d, self.i, P.TRIED)
            self.save(v)

    def fire(self, v):
        """The moment `due` came: the defence's move, the refutation, or the position back."""
        self.due = None
        g = self.g
        bd = g.board
        mode = self.mode
        if mode == DEFEND:
            t = self.line[2 * self.step - 1]
            g.play(move(bd, t))
            self.mode = PLAY
            self.hints = 0
            v._sync()
            v.ctx.sound(1)   # core.app.SOUND_MOVE
            v.ctx.say("%s answers %s. %s" % (NAMES[1 - self.side], t, self.goal()))
        elif mode == WRONG:
            reply = ""
            for wr in self.refs[self.step].split(","):
                if wr[:wr.find(">")] == self.wrong:
                    reply = wr[wr.find(">") + 1:]
            g.play(move(bd, reply))
            v._sync()
            self.mode = SHOWN
            self.due = v.ctx.now() + SHOW_MS
            me = NAMES[self.side]
            v.ctx.refuse("not %s: %s answers %s and wins%s. Try again" % (
                self.wrong, NAMES[1 - self.side], reply,
                (": %s has no jump" % me) if g.over() else ", whatever %s plays" % me))
        elif mode == SHOWN:
            self.back(v)
        v.ctx.changed()

    def back(self, v):
        """The position before the wrong move, to try again."""
        self.due = None
        self.mode = PLAY
        self.build(v)
        v.ctx.say("again: %s" % self.goal())

    async def wait(self, v):
        """The view's task while a puzzle shows: the answers on time (View.task)."""
        if self.due is None:
            await v.ctx.next_frame()
            return
        left = ticks_diff(self.due, v.ctx.now())
        if left > 0:
            from core import aio
            await aio.sleep_ms(left)
            return
        self.fire(v)

    # --- the buttons
    def key(self, v, k, kind):
        """True when the puzzle takes the key; else the view handles it (the cursor, a pick, a
        landing square: a move ends in View._play, hence play above)."""
        mode = self.mode
        if mode == WRONG or mode == SHOWN:
            if kind == keys.PRESS:
                self.back(v)   # any key: the position back at once
                v.a_down = False   # (its release is not a pick)
            return True
        if k == keys.B:
            if kind == keys.PRESS and (v.sel < 0 or mode != PLAY):
                self.leave(v)
                return True
            return mode != PLAY
        if k == keys.A:
            if kind == keys.LONG:
                v.a_long = True
                if mode == PLAY:
                    self.hint(v)
                return True
            if mode == SOLVED:
                if kind == keys.RELEASE and not v.a_long:
                    self.next(v)
                return True
            return mode != PLAY
        return False

    def next(self, v):
        """The next puzzle not solved yet after this one (or simply the next)."""
        d = self.d
        n = self.n_all
        j = (self.i + 1) % n
        for k in range(n):
            if not P.bit(d, (self.i + 1 + k) % n):
                j = (self.i + 1 + k) % n
                break
        open_puzzle(v, j)

    def leave(self, v):
        """B: back to the set-up page, on its Puzzles line."""
        d = self.d
        P.put(d, P.FLAGS, P.get(d, P.FLAGS) & ~P.OPEN)
        self.save(v)
        v.puzzle = None
        v.hint_m = 0
        v.sel = -1
        v.setup_page = True
        v.field = 4
        v.pz[0] = self.n_all
        v.pz[1] = self.i   # the line chosen on this puzzle
        p = v._page()
        p.recall(v)
        p.say(v)
        drop("games.konane.puzzle")

    # --- hints
    def hint(self, v):
        """Long A: the next of three hints (the area, the stone, the move), each with a reason."""
        self.tried(v)
        if self.hints < 3:
            self.hints += 1
        g = self.g
        bd = g.board
        m = self.right()
        frm = m >> 8
        to = m & 255
        n = self.size
        me = NAMES[self.side]
        opp = NAMES[1 - self.side]
        mine, before, after, taken = self.facts(m)
        if self.hints == 1:
            a = self.area
            r0, c0 = divmod(bd.unpad(frm), n)
            r1, c1 = divmod(bd.unpad(to), n)
            a[0] = max(min(c0, c1) - 1, 0)
            a[1] = max(min(r0, r1) - 1, 0)
            a[2] = min(max(c0, c1) + 1, n - 1)
            a[3] = min(max(r0, r1) + 1, n - 1)
            th = self.theme
            if th == "parity":
                why = "one jump there leaves the two sides apart for good, and then the count of jumps decides"
            elif th == "safe":
                why = "a safe jump (one %s can never take away) is the key: keep it, or make one" % opp
            elif th == "nomove":
                why = "%s has %d jumps; one jump there takes every one of them away" % (opp, before)
            elif self.k - self.step == 1:
                why = "one jump there leaves %s no jump at all" % opp
            else:
                why = "the win starts there: every other first jump lets %s win" % opp
            v.ctx.say("hint 1/3: look at %s (%s to %s): %s" % (
                self.where(), bd.name((a[1] + 1) * bd.w + a[0] + 1), bd.name((a[3] + 1) * bd.w + a[2] + 1), why))
            v.ctx.changed()
            return
        v.r, v.c = divmod(bd.unpad(frm), n)
        if self.hints == 2:
            v.hint_m = frm << 8 | frm   # the stone alone (the view draws the hint's two squares)
            if taken:
                why = "its jump takes away %s's %s" % (opp, taken)
            elif to - frm not in (2, -2, 2 * bd.w, -2 * bd.w):
                why = "it jumps more than once, straight on"
            else:
                why = "only its jump wins: every other lets %s win" % opp
            v.ctx.say("hint 2/3: the stone on %s: %s (the cursor is on it)" % (bd.name(frm), why))
        else:
            v.hint_m = m
            if after == 0:
                why = "it leaves %s no jump: %s wins" % (opp, me)
            elif self.theme == "parity":
                why = "then %s has %d jump%s to %s's %d, and the two sides never meet again" % (
                    me, mine, "" if mine == 1 else "s", opp, after)
            elif after == 1:
                why = "%s's only answer loses" % opp
            else:
                why = "each of %s's %d answers loses; every other jump lets %s win" % (opp, after, opp)
            v.ctx.say("hint 3/3: %s: %s (A picks the stone)" % (g.move_text(m), why))
        v.ctx.changed()

    def facts(self, m):
        """For the hints: the solver's jumps after m, the defender's before it (were it to move)
        and after it, and a defender's jump m takes away (its notation, or '')."""
        from games.konane.rules import movebuf
        bd = self.g.board
        buf = movebuf(8 * bd.n * bd.n)   # two lists of moves, each within 4 x the holes
        bd.ply += 1
        nb = bd.gen(buf, 0)
        bd.ply -= 1
        bd.make(m)
        na = bd.gen(buf, nb)
        taken = ""
        for i in range(nb):
            gone = True
            for j in range(nb, na):
                if buf[j] == buf[i]:
                    gone = False
            if gone and not taken:
                taken = bd.fmt(buf[i])
        bd.ply += 1
        mine = bd.gen(buf, 0)
        bd.ply -= 1
        bd.unmake(m)
        return mine, nb, na - nb, taken

    def where(self):
        """Hint 1's area in words: 'the top left', 'the middle', ..."""
        a = self.area
        n = self.size
        row = ("the top", "the middle", "the bottom")[(a[1] + a[3]) * 3 // (2 * n)]
        col = (" left", "", " right")[(a[0] + a[2]) * 3 // (2 * n)]
        return row + col if col or row != "the middle" else "the centre"

    # --- drawing (over the view's board: hint 1's area, out of phase with the cursor)
    def draw(self, v, grid, t, k, ox, oy, col):
        """Hint 1's area in the hint's colour (col) in the blink's unlit half, but a picked stone
        (the hint's rule: host_tools/lights.py); k, ox, oy: the board's squares on the grid, as
        the view draws them (LEDs a side, where the board starts)."""
        if self.hints != 1 or self.mode != PLAY or draw.blink(t):
            return
        a = self.area
        n = self.size
        for r in range(a[1], a[3] + 1):
            for c in range(a[0], a[2] + 1):
                if r * n + c != v.sel:
                    for i in range(k * k):
                        grid.set(ox + k * c + i % k, oy + k * r + i // k, col)
