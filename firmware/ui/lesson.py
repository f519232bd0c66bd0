# The guided first game (issue 47): one engine for every game's lesson. A lesson is the real game,
# played with the real pieces on the table from a teaching set-up, in steps kept as data in
# games/<game>/lesson.py (that module's head says what a step holds). The engine hooks itself into
# the game's screen (core/app.py GameScreen, Lesson.hook: app.py only looks, as a game opens,
# whether its lesson is in progress): an action reaches the session only when the step accepts it
# (else the step's reason, the refusal cue, and the same step again); the step's cells are lit in
# the teaching cue (palette.TEACH) over the view's frame; each step's sentence is said on the
# console when it starts; a step done says its line and plays the success tone.
# The cue (lit(), in the blink's unlit halves, so the cursor shows in the lit ones): one unlit half
# lights every cell the step is about; each of the next ones flashes one thing to press, in order:
# a cell (the cursor there, then A), a sign (3x5: A, an arrow), a cell with the hold sign (A
# underlined: hold A there); then the cells again. A step's presses are its seventh field
# (games/konane/lesson.py says how they are written); a step that only says shows A. Once the
# lesson is done, OK (in the cue's colour) shows until a key is pressed.
# Keys: A goes on after a step that only says; a long A plays the step's solution (the skip: long
# B stays the menu), unless the step's action is one the game makes with a long A (the lesson's
# HOLD_A: its first bytes); the app's undo steps back with the game's history. A lesson may end
# before its game does (a long game): then A offers the real game.
# Loaded while a lesson is in progress; the game's steps are loaded one step at a time (the text of
# the step in progress is kept, the module dropped), so a lesson costs the Pico a step's words.
#
# data/lesson.bin: b"L" | version 1 | learned u8 (bit i: registry.GAMES[i]'s lesson was played
# to its end) | step u8 (255: no lesson in progress) | name_len u8 | name | setup_len u8 | setup
# A power cut resumes the lesson at its step: the step saved, checked against the game's history
# (which the save holds), else the step that plays the next action.
from games import registry
from ui import draw, keys, palette

FILE = "data/lesson.bin"   # (core/app.py reads it: App.lesson_state)
SOUND_LEARNT = 3           # core.app TONES: a step done
ANY = "*"          # first among a step's accepted actions: any legal action (the rest: the skip's)
NONE = 255


def _data(name):
    """games/<name>/lesson.py (the caller drops it: _drop)."""
    return registry.lesson(name)


def _drop(name):
    registry.drop("games.%s.lesson" % name)


def _index(name):
    for i in range(len(registry.GAMES)):
        if registry.GAMES[i][0] == name:
            return i
    return -1


def _write(app, learned, step, name, setup):
    n = name.encode()
    data = b"L\x01" + bytes((learned, step, len(n))) + n + bytes((len(setup),)) + setup
    app.learnt = data
    st = app.store
    try:
        try:
            st.write(FILE, data)
        except OSError as e:
            if not (e.args and e.args[0] == 2):  # ENOENT: no data/ folder yet
                raise
            import os
            os.mkdir(st.path("data"))
            st.write(FILE, data)
    except OSError as e:
        # the lesson goes on; a power cut now takes it up at the step its history gives
        app.say("! lesson not saved: %s" % e)


def _learned(app):
    d = app.lesson_state()
    return d[2] if len(d) > 2 and d[:2] == b"L\x01" else 0


def now(app):
    """The step in progress, for a page or a script: (game, step number, steps, sentence, cells as
    (x, y, size) triples on the grid), or None when no lesson is in progress."""
    gs = app.game_screen
    ls = gs.lesson if gs is not None else None
    if ls is None:
        return None
    c = ls.cells
    return (gs.name, ls.i, ls.n, ls.text, [(c[j], c[j + 1], c[j + 2]) for j in range(0, len(c), 3)])


def learn(gs):
    """GameScreen.learn: begin, and this module dropped again when no lesson is in progress."""
    ok = begin(gs)
    g = gs.app.game_screen
    if g is None or g.lesson is None:
        registry.drop("ui.lesson")
    return ok


def begin(gs):
    """Start gs's game's lesson: a new game from its teaching set-up (asked on the grid first over
    a game in progress; undo brings that game back), its first step said by the fresh screen."""
    app = gs.app
    name = gs.name
    try:
        mod = _data(name)
    except ImportError:
        app.refuse("the %s lesson is not written yet: its rules are in `rules %s`"
                   % (registry.title(name), name))
        return False
    setup = mod.SETUP
    mod = None
    _drop(name)
    from core import session as sessions
    try:
        s = sessions.Session(name, registry.rules(name), setup, (), app.store)
    except Exception as e:   # BadSetup: the lesson's own set-up, so a mistake in its data
        app.refuse("the %s lesson cannot start: %s" % (registry.title(name), e))
        return False
    # in progress from step 0 before the game starts: the screen made for it takes it up
    _write(app, _learned(app), 0, name, setup)
    from ui import confirm
    done = confirm.replace(app, s, "start the %s lesson (undo brings this game back)"
                           % registry.title(name), "a lesson, a guided first game", True)
    if done:
        registry.drop("ui.confirm")
    registry.drop("games.%s.page" % name)   # a set-up page it came from (a fresh view now)
    return done


def resume(gs):
    """gs's session is this game's lesson in progress (data/lesson.bin): take it up at its step."""
    app = gs.app
    d = app.lesson_state()
    p = 5 + d[4]
    if d[:2] != b"L\x01" or len(d) != p + 1 + (d[p] if p < len(d) else 0) or bytes(d[p + 1:]) != gs.sess.setup:
        return   # another game of it, or a damaged file: no lesson (the next one writes it anew)
    try:
        ls = Lesson(gs)
        if not ls.matches():
            return
        # a lesson played to its end (step n: its real game offered) is taken up only over the
        # lesson's own game: a new game with the same set-up is the players' own
        if d[3] >= ls.n and len(gs.sess.log) != ls.h[ls.n]:
            return
    except ImportError:   # (the game's lesson is gone from this install)
        return
    gs.lesson = ls
    ls.hook()
    ls.follow(d[3], True)


class Lesson:
    def __init__(self, gs):
        self.gs = gs
        self.name = gs.name
        mod = _data(self.name)
        steps = mod.STEPS
        self.n = len(steps)
        # the game's history length as each step starts: a step that only says acts on nothing
        h = bytearray(self.n + 1)
        k = 0
        for i in range(self.n):
            h[i] = k
            if steps[i][2] is not None:
                k += 1
        h[self.n] = k
        self.h = h
        self.setup = mod.SETUP
        # the cue's colour: the game's own where the palette's would be taken for one of its
        # lights (Kawa's pink), else the palette's
        self.col = getattr(mod, "TEACH", palette.TEACH)
        self.hold_ops = getattr(mod, "HOLD_A", ())   # actions the game's own long A makes
        mod = steps = None
        _drop(self.name)
        self.i = -1
        self.text = ""
        self.cells = bytearray()   # x, y, size of each lit cell on the grid
        self.keys = b""           # the signs' place (x, y), the round's start (lit), then
                                   # kind, x, y, size a press
        self.end = False           # the lesson is done: OK shows until a key is pressed
        self.accept = None         # None: a step that only says; else (any legal?, actions...)
        self.hold = False          # the step's action is made with the game's long A: no skip
        self.ok = ""
        self.why = ""
        self.held = False          # A is down since a press this lesson saw
        self.longed = False        # ... and was long: its release is the lesson's (the skip)
        self.at = -1               # the step the press came on

    # --- the steps
    def _load(self, i, mod=None):
        """Step i's words, cells and actions from the game's module (imported for it and dropped,
        unless the caller holds it: `matches` reads every step played once at power-on)."""
        held = mod is not None
        if not held:
            mod = _data(self.name)
        st = mod.STEPS[i]
        text, cells, accept, ok, why = st[:5]
        g = self.gs.game
        grid = self.gs.grid
        c = bytearray()
        for name in cells.split():
            c.extend(bytes(mod.where(grid, g, name)))
        # the presses: a sign's kind (SIGNS), or a cell's (A or hold there) with its place
        p = bytearray(3)
        for w in (st[6] if len(st) > 6 else "" if accept is not None else "A").split():
            at = w.find("@")
            if w == "hold":   # a long A wherever the cursor is: the hold sign
                p.extend(bytes((_HOLD, 0, 0, 0)))
            elif at < 0:
                p.extend(bytes((_SIGN + SIGNS.index(w), 0, 0, 0)))
            else:
                p.append(_HOLD if w[:at] == "hold" else _CELL)
                p.extend(bytes(mod.where(grid, g, w[at + 1:])))
        p[0], p[1] = _place(grid, c, p)
        n = len(p) // 4
        if n:   # the round starts with the cells, at the next unlit half
            k = self.gs.now() // draw.BLINK_MS
            p[2] = ((k + 1 + (k & 1)) >> 1) % (n + 1)
        acts = None
        if accept is not None:
            if not isinstance(accept, tuple):
                accept = (accept,)
            acts = [accept[0] == ANY]
            for a in accept:
                if a != ANY:
                    acts.append(mod.action(g, a))
        if not held:
            mod = None
            _drop(self.name)
        self.i = i
        self.text = text
        self.cells = c
        self.keys = p
        self.accept = acts
        self.hold = False
        for a in (acts[1:] if acts else ()):
            self.hold = self.hold or a[0] in self.hold_ops
        self.ok = ok
        self.why = why

    def matches(self):
        """The game's history is the lesson's so far (a step that takes any action: any)."""
        mod = _data(self.name)
        try:
            j = 0
            for a in self.gs.sess.log:
                i = self._player(j)
                if i >= self.n:
                    return False
                self._load(i, mod)
                if not (self.accept[0] or a in self.accept[1:]):
                    return False
                j += 1
            return True
        finally:
            mod = None
            _drop(self.name)

    def _player(self, j):
        """The step that plays the game's action j."""
        for i in range(self.n):
            if self.h[i] == j and self.h[i + 1] == j + 1:
                return i
        return self.n

    def enter(self, i, said=True):
        """Step i starts: its sentence on the console, its cells lit, its number saved."""
        gs = self.gs
        if i >= self.n or gs.game.over():
            return self.finish()
        self._load(i)
        # an A that acted (a game whose view acts on the press, as Kawa's) is not this step's:
        # its release must not pass a step that only says
        self.held = False
        if said:
            t = "lesson %d/%d: %s" % (i + 1, self.n, self.text)
            if gs.app.pending:
                # after the lines of the action that led here and what the view says of it (a
                # game's note of its automatic steps, its next choice): the sentence comes last
                gs.later(lambda: gs.say(t))
            else:
                gs.say(t)
        app = gs.app
        app.dirty = True
        gs.later(lambda: _write(app, _learned(app), i, self.name, self.setup))   # after the frame

    def follow(self, saved=NONE, power=False):
        """After an undo or a redo (or at power-on with the step saved): the step the history is at.
        A step that only says keeps its place when the history is where it starts."""
        n = len(self.gs.sess.log)
        if saved < self.n and self.h[saved] == n and (power or self.i == saved):
            i = saved
        elif self.i >= 0 and self.i < self.n and self.h[self.i] == n and self.accept is None:
            i = self.i
        else:
            i = self._player(n)
        if power and (n or saved) and saved < self.n:
            self.gs.say("the %s lesson goes on:" % registry.title(self.name))
        self.enter(i)

    def finish(self):
        """The lesson's goal is reached: what was learned, the game remembered as learned, and
        a real game offered (A on the finished game, with the same seats)."""
        gs = self.gs
        app = gs.app
        mod = _data(self.name)
        done = mod.DONE
        self.real = mod.REAL
        # ended before its game: A is the real game's offer where the lesson says so (Hanafuda's,
        # mid-hand); else the game plays on as a real one (Kawa's, Ka Pai's) and its end offers it
        early = getattr(mod, "OFFER_NOW", False)
        mod = None
        _drop(self.name)
        gs.lesson = None
        gs.taught = True   # (the game's own end line offers no rematch: the lesson's offers the real game)
        self.mute = self.longed   # the skip ended it: the long press's release is still the lesson's
        self.early = early and not gs.game.over()
        self.end = True   # OK on the grid until a key is pressed: done, for who reads no console
        # a game that plays on after its lesson (Kawa's, Ka Pai's): the next A only says so, so
        # the first real move is never made by a press meant for the lesson
        self.pause = not early and not gs.game.over()
        gs.later(lambda: gs.say(done))   # the last line, after the game's own end lines
        i = _index(self.name)
        learned = _learned(app) | (1 << i if i >= 0 else 0)
        # step n: done, its offer (the real game, or A's word that one begins) still to come, so a
        # power cut brings them back (they were lost: the next A a move, or another game's rematch)
        n, name, setup = self.n, self.name, self.setup
        gs.later(lambda: _write(app, learned, n, name, setup))
        app.dirty = True

    # --- what the screen asks
    def allows(self, action):
        """Does this step accept the action? If not: its reason, the refusal cue, the same step."""
        a = self.accept
        if a is not None and (a[0] or bytes(action) in a[1:]):
            return True
        gs = self.gs
        gs.refuse(self.why)
        gs.say("lesson %d/%d: %s" % (self.i + 1, self.n, self.text))   # the same step again
        return False

    def acted(self):
        """The step's action was applied: its line, the success tone, the next step."""
        gs = self.gs
        gs.say(self.ok)
        if not gs.game.over():
            gs.sound(SOUND_LEARNT)
        self.enter(self.i + 1)

    def keyed(self, k, kind):
        """True when the lesson takes the key: A on a step that only says goes on when it is let
        go; a long A plays the step's solution (the skip), and its release is the lesson's."""
        if k != keys.A:
            return False
        if kind == keys.PRESS:
            # held only when pressed on a step that only says: the release of an A that made the
            # step's action (a view that acts on the press) must not pass the step that follows
            self.held = self.accept is None
            self.longed = False
            self.at = self.i
            return self.accept is None     # a step that only says takes its A whole
        if kind == keys.LONG:
            if self.hold:
                return False   # the game's own long A (Hanafuda's 'ohana), which this step asks for
            self.longed = True
            if self.at == self.i:   # (a press that made its step's action, Ka Pai's roll: done)
                self.skip()
            return True
        if kind == keys.RELEASE:
            held = self.held
            self.held = False
            if self.longed:
                self.longed = False
                return True
            if held and self.accept is None:
                self.enter(self.i + 1)
                return True
        return False

    def skip(self):
        gs = self.gs
        a = self.accept
        if a is None:
            gs.say("skipped")
            return self.enter(self.i + 1)
        if len(a) < 2:
            return gs.refuse("this step takes any move: make one")
        gs.say("skipped: the lesson plays it")
        gs.act(a[1])

    # --- the screen's own, with the lesson before or after them (hook)
    def hook(self):
        """Put the lesson in the game's screen (core/app.py GameScreen): an action is checked
        against the step before the session sees it, undo and redo move the step, keys reach the
        lesson first, its cells are drawn over the view's frame. Only this screen: it goes with
        the screen (another game, a new screen at power-on), and a power-on hooks it in again."""
        gs = self.gs
        self.base = type(gs)
        self.real = None    # after the lesson: the real game's set-up A offers
        self.mute = False   # a skip ended the lesson: the long press's release is the lesson's
        self.early = False  # it ended before its game did: A offers the real game (key)
        self.pause = False  # ... and plays on as a real one: the next A says so first (key)
        gs.act = self.act
        gs.undo = self.undo
        gs.redo = self.redo
        gs.key = self.key
        gs.draw = self.draw
        gs.start = self.start
        gs.rematch = self.rematch

    def act(self, action, text=None):
        gs = self.gs
        self.pause = False   # (a real action made another way: the console's, a skip's)
        if gs.lesson is self and not self.allows(action):
            return False    # not this step's: refused with the step's reason, the step stays
        if not self.base.act(gs, action, text):
            return False
        if gs.lesson is self:
            self.acted()    # the step's success line and tone, then the next step
        return True

    def undo(self, n=1):
        ok = self.base.undo(self.gs, n)
        self._moved(ok)
        return ok

    def redo(self):
        ok = self.base.redo(self.gs)
        self._moved(ok)
        return ok

    def _moved(self, ok):
        gs = self.gs
        # (an undo that brought back the game the lesson set aside shows another screen now)
        if ok and gs.lesson is self and gs.app.game_screen is gs:
            self.follow()   # the step whose action was undone, again (or redone: the next)

    def key(self, k, kind):
        gs = self.gs
        if self.end and kind == keys.PRESS:   # (the key goes on to the game as ever)
            self.end = False
            gs.app.dirty = True
        if gs.lesson is self and self.keyed(k, kind):
            return
        if self.mute and k == keys.A and kind == keys.RELEASE:
            self.mute = False
            return
        if self.pause and k == keys.A:
            if kind == keys.RELEASE:   # (the press and its long press: nothing yet)
                self.pause = False
                # (who acts next, in the game's own words: 'your turn' named no one)
                gs.say("a real game now, from where the lesson left it. " + gs.sess.game.status())
                # the lesson is over for good: a power cut now resumes the real game (it said the
                # lesson's end and "A to play on" again at every power-on after)
                app = gs.app
                gs.later(lambda: _write(app, _learned(app), NONE, "", b""))
            return
        if self.early and self.real is not None and k == keys.A and gs.lesson is None:
            if kind == keys.RELEASE:   # (its press, long press and repeats: nothing)
                self.rematch()
            return
        self.base.key(gs, k, kind)

    def draw(self, grid, t):
        gs = self.gs
        self.base.draw(gs, grid, t)
        # a view showing a page its lesson's cells are not on (Ka Pai's dice page) says so:
        # cue_shown False; a game whose colours leave no room for palette.TEACH has its own
        # (its lesson's TEACH, or its view's teach, chosen with the legibility check)
        v = gs.view
        col = getattr(v, "teach", self.col)
        if gs.lesson is self:   # the step's cells and presses (only the signs on such a page)
            lit(grid, t, self.cells, col, self.keys, getattr(v, "cue_shown", True))
        elif self.end and not draw.blink(t):
            done(grid, col)

    def start(self, setup):
        ok = self.base.start(self.gs, setup)
        if ok:   # a game of the players' own on this screen: the lesson is left
            self.gs.lesson = None
            self.gs.taught = False
            app = self.gs.app
            _write(app, _learned(app), NONE, "", b"")
            self.real = None
        return ok

    def rematch(self, seed_at=-1):
        if self.real is None:
            return self.base.rematch(self.gs, seed_at)
        from ui import confirm   # after the lesson: a real game for the same seats
        confirm.rematch(self.gs, self.real, "a real %s game for the same seats")


# the signs (3x5, a row of 3 bits each, bit 2 the left column): A, up, down, left, right; the
# hold sign is A with a bar under it (hold A)
SIGNS = ("A", "up", "down", "left", "right")
_GLYPHS = (b"\x02\x05\x07\x05\x05\x02\x07\x02\x02\x02\x02\x02\x02\x07\x02"
           b"\x01\x03\x07\x03\x01\x04\x06\x07\x06\x04")
_CELL = 0   # a press's kind: A with the cursor on its cell, hold A there, or a sign (_SIGN + i)
_HOLD = 1
_SIGN = 2
_OK = b"\x07\x05\x05\x05\x07\x05\x05\x06\x05\x05"   # O and K, as ui/draw.py's font


def _place(grid, cells, keys):
    """Where the signs go (a 3x6 box): the first corner (top right, top left, bottom right, bottom
    left) clear of the step's cells by one LED, else the one covering fewest; once a step."""
    best = None
    for x, y in ((grid.w - 3, 0), (0, 0), (grid.w - 3, grid.h - 6), (0, grid.h - 6)):
        n = 0
        for c, j in ((cells, 0), (keys, 4)):
            while j + 2 < len(c):   # (x, y, size: a sign's size is 0)
                if c[j + 2] and c[j] - 1 < x + 3 and x - 1 < c[j] + c[j + 2] and \
                        c[j + 1] - 1 < y + 6 and y - 1 < c[j + 1] + c[j + 2]:
                    n += 1
                j += 3 if c is cells else 4
        if best is None or n < best[0]:
            best = (n, x, y)
    return best[1], best[2]


def _box(grid, x, y, k, col):
    for i in range(k * k):
        grid.set(x + i % k, y + i // k, col)


def _sign(grid, x, y, i, hold, col):
    o = 5 * i
    for r in range(6):
        bits = _GLYPHS[o + r] if r < 5 else 7 * hold
        for c in range(3):
            grid.set(x + c, y + r, col if bits & (4 >> c) else palette.OFF)


def done(grid, col=palette.TEACH):
    """The lesson's end: OK in the teaching colour in the middle of the grid (in the blink's unlit
    halves, until a key is pressed)."""
    x0 = (grid.w - 7) // 2
    y0 = (grid.h - 5) // 2
    for r in range(5):
        for c in range(7):
            bits = _OK[r + (5 if c > 3 else 0)] if c != 3 else 0
            grid.set(x0 + c, y0 + r, col if bits & (4 >> (c & 3)) else palette.OFF)


def lit(grid, t, cells, col=palette.TEACH, keys=b"", shown=True):
    """The teaching cue, in the blink's unlit halves (its lit halves show what lies there, the
    cursor too): one unlit half shows the cells (x, y, size triples) in the teaching colour (col:
    a game's own, its lesson's TEACH), each unlit half after it one press (keys: the signs' place
    x, y; the second a round starts in, mod n + 1; then kind, x, y, size a press), lit for the
    first half of it, so a press made twice flashes twice; then the cells again (n presses: every
    n + 1 seconds). Without presses, the cells in every unlit half. shown False: a page the cells
    are not on (Ka Pai's dice page): only the signs. Allocates nothing."""
    k = draw.phase(t, draw.BLINK_MS)
    if k & 1 == 0:
        return
    n = len(keys) // 4
    j = ((k >> 1) - keys[2]) % (n + 1) - 1 if n > 0 else -1   # -1: the cells' half, else press j's
    if j < 0:
        if shown:
            for j in range(0, len(cells), 3):
                _box(grid, cells[j], cells[j + 1], cells[j + 2], col)
        return
    if draw.phase(t, draw.BLINK_MS // 2) & 1:   # the flash is over: what lies there, till the next
        return
    o = 3 + 4 * j
    kind = keys[o]
    if kind >= _SIGN:
        _sign(grid, keys[0], keys[1], kind - _SIGN, False, col)
        return
    if shown:
        _box(grid, keys[o + 1], keys[o + 2], keys[o + 3], col)
    if kind == _HOLD:
        _sign(grid, keys[0], keys[1], 0, True, col)
