# The companion: menu, settings and the running game, driven by buttons and the serial console,
# drawn on the grid. Hardware comes in through the constructor (pixel writer, pin callables, clock,
# console reader), so the same App runs on the Pico, a Raspberry Pi and the simulator.
import gc

from core import session as sessions
from core.compat import ticks_diff
from core.errors import Illegal, BadSetup
from core.store import Store
from games import registry
from hw.buttons import Buttons
from hw.grid import Grid, _ALL
from hw.output import Output
from ui import draw, keys, palette

SETTINGS = "settings.bin"

TICK_MS = 10  # button polling period; the frame is drawn every other tick, when it can have changed
# A screen is drawn again when an event can have changed it (a key, a command, a pick, a cue, a
# save, a view's task: App.dirty), when another screen is shown, or when the clock alone changes
# it (its next blink edge: ui/draw.py phase). Drawing an unchanged frame costs an idle Pico most
# of its CPU, which the computer opponent's search and the emulated tests want. At least this
# often it is drawn anyway, so a look that forgot to say when it changes is late, never stuck.
IDLE_MS = 1000
# The buzzer (a board with buzzer_pin: the hardware's tone(hz, ms), PWM in ports/rp2.py; no buzzer,
# no sound): (Hz, ms) for a refusal, the companion's move, a game's end and a lesson's step done.
# Settings turns it off.
TONES = ((220, 120), (880, 60), (660, 300), (1320, 90))
SOUND_REFUSED = 0
SOUND_MOVE = 1
SOUND_END = 2
# (3: a lesson's step done, ui/lesson.py SOUND_LEARNT: its name is the lesson's, not every game's)
LIGHT_MS = 4000   # "what can I do?" (GameScreen.light): the cells it lights blink this long


def mem_names():
    # `mem names`: the interned names (qstrs). MicroPython never frees them, so a game's names stay
    # in RAM once it has been opened; this line shows how much that is. (It prints, on the console.)
    try:
        from micropython import qstr_info
        qstr_info()
    except ImportError:
        pass


class GameScreen:
    """Hosts one game's view and is its `ctx` (see CONTRIBUTING.md)."""

    def __init__(self, app, name, sess):
        self.app = app
        self.name = name
        self.sess = sess
        self.grid = app.grid
        self.view = registry.view(name)(self)
        self.end = None     # a finished game's winners' colours (core/result.py), and its game
        self.end_of = None
        self.end_n = -1
        self.lesson = None  # a guided first game in progress (ui/lesson.py hooks into the screen)
        self.shown = None   # cells "what can I do?" lights (light), their colour and first frame
        self.shown_col = 0
        self.shown_pale = -1
        self.shown_at = -1

    # --- the ctx the view sees
    @property
    def game(self):
        return self.sess.game if self.sess is not None else None

    def now(self):
        return self.app.clock()

    def changed(self):
        """What the view shows changed outside a key or an action (its task's hint): draw it."""
        self.app.dirty = True

    def next_frame(self):
        """`await ctx.next_frame()`: a task with nothing to do resumes after the next frame."""
        from core.aio import Drawn
        return Drawn(self.app)

    def last_setup(self):
        """The set-up of this game's newest game the companion still holds (in play, finished,
        set aside by another game, or ended), or None: its set-up page opens on it (issue 37)."""
        app = self.app
        s = app.session
        got = None
        if s is not None and s.name == self.name:
            got = s.setup
        else:
            sec = s.other if s is not None else app.discarded   # a save section: name, then set-up
            if sec:
                n = sec[0]
                if bytes(sec[1:1 + n]) == self.name.encode():
                    p = 1 + n
                    got = bytes(sec[p + 2:p + 2 + (sec[p] | sec[p + 1] << 8)])
        # a lesson's teaching set-up (data/lesson.bin names it) is not the players' own choice:
        # after Konane's lesson its set-up page opened on the lesson's 6x6
        d = app.lesson_state() if got is not None else b""
        if len(d) > 5 and d[3] != 255 and bytes(d[6 + d[4]:]) == bytes(got):
            return None
        return got

    def say(self, text):
        # after an action's line, which waits for its frame and save (act), never before it
        text = self.app.named(text, self.name)
        if self.app.pending:
            self.app.pending.append(text)
        else:
            self.app.say(text)

    def refuse(self, reason):
        self.app.refuse(self.app.named(reason, self.name))

    def sound(self, kind):
        """A short tone (core.app SOUND_MOVE: the companion's move), if the board has a buzzer."""
        self.app.sound(kind)

    def menu(self):
        """Back to the menu (a set-up page's B: the screen the player came from), on this game."""
        self.app.menu_at = self.name
        self.app.pick("menu")

    def light(self, cells, colour=palette.TEACH, pale=-1):
        """Cells lit over the view's frame for LIGHT_MS, or until the next key: "what can I do?"
        (options). cells: a bytearray of (x, y, size) triples on the grid; the look is the
        teaching cue's (ui/draw.py lit), in the game's teaching colour (pale: its colour over a
        light one, -1: none)."""
        self.shown = cells if cells else None
        self.shown_col = colour
        self.shown_pale = pale
        self.shown_at = -1
        self.app.dirty = True

    def options(self):
        """Long A where the game has no other use for it, and `options`: every action open now
        lit, and one line saying what each kind does (games/<name>/what.py can, loaded for it)."""
        try:
            registry.part(self.name, "what").can(self.view)
        finally:
            registry.drop("games.%s.what" % self.name)

    def later(self, fn):
        """Run fn (a console line that needs words loaded, such as what lies under the cursor)
        after this tick's frame has gone out: the light never waits for the words."""
        self.app.after.append(fn)

    def start(self, setup):
        self.app.flush()
        cls = registry.rules(self.name)
        try:
            s = sessions.Session(self.name, cls, setup, (), self.app.store)
        except (BadSetup, Illegal) as e:
            self.app.refuse("cannot start: %s" % e)
            return False
        # Over a game in progress the platform asks on the grid first; the confirm holds the new
        # session and starts it on A with a fresh view. Its code (ui/confirm.py) is loaded for a
        # start, an end or a question only, after the new game is made (never both at once), and
        # dropped when no question waits on the grid.
        from ui import confirm
        if confirm.replace(self.app, s, "start the new %s game (undo brings the old one back)"
                           % registry.title(self.name)):
            self.sess = s
            registry.drop("ui.confirm")
            return True
        return False

    def rematch(self, seed_at=-1):
        """A on a finished game: offer the same game with the same set-up on the grid (the
        confirm); A starts it as any new game starts (undo brings the finished one back), B stays.
        seed_at: where the set-up's 4 seed bytes are, drawn afresh (a new deal), or -1 (none).
        """
        setup = self.sess.setup
        if seed_at >= 0:
            t = self.app.clock() & 0x7FFFFFFF
            setup = setup[:seed_at] + bytes((t >> 24, (t >> 16) & 255, (t >> 8) & 255, t & 255)) \
                + setup[seed_at + 4:]
        from ui import confirm
        confirm.rematch(self, setup)

    def ask(self, text, yes):
        """A question on the grid (the confirm screen): A runs yes() back on this screen, B just
        comes back. For a step the player must not take by accident, such as resigning."""
        from ui import confirm
        confirm.view_question(self, self.app.named(text, self.name), yes)

    def act(self, action, text=None):
        if self.sess is None:
            self.app.refuse("no game in progress")
            return False
        try:
            self.sess.act(action, False)
        except Illegal as e:
            self.app.refuse(self.app.named(str(e), self.name))
            return False
        # The frame goes out first, on this tick: the save, the console line and the collection
        # follow it (App.flush), so the light never waits for flash.
        app = self.app
        app.urgent = True
        self.shown = None   # what "what can I do?" lit was before this action (a page may change)
        if app.skipping:
            app.wake.set()   # (a task's action while the loop skips a tick: App.woken draws it now)
        app.pending.append(app.named((text + " | " if text else "") + self.sess.game.status(), self.name))
        if self.sess.game.over():
            app.sound(SOUND_END)
            s = self.sess
            app.after.append(lambda: app.book(s, 0))  # after its save: into the scorebook
        return True

    def undo(self, n=1):
        self.app.flush()
        s = self.sess
        # nothing of its own left to undo: the game a new game or End game set aside comes back
        if s is self.app.session and (self.app.discarded if s is None else
                                      s.other is not None and not s.other_redo and not s.log):
            from ui import confirm
            return confirm.bring_back(self.app)
        # against the computer, your turn back: its reply and your move go together (one
        # replay), as redo plays its recorded reply again (below)
        cpu = getattr(s.game, "computer_side", None) if s is not None else None
        if cpu is not None and n == 1 and len(s.log) >= 2 and cpu() is not None and s.game.turn() != cpu():
            n = 2
        if self.sess is None or not self.sess.undo(n):
            self.app.refuse("nothing to undo")
            return False
        self.say("undone. " + self.app.named(self.sess.game.status()))
        self.app.check_saved()
        return True

    def redo(self):
        self.app.flush()
        s = self.sess
        # nothing of its own left to redo: the game an undo between games set aside comes back
        if s is not None and s is self.app.session and s.other_redo and not s.redo_stack:
            from ui import confirm
            return confirm.bring_back(self.app, True)
        if s is None or not s.redo():
            self.app.refuse("nothing to redo")
            return False
        # the computer's recorded reply is part of the history: redo replays it too, rather than
        # letting the computer think again (and perhaps play another move)
        cpu = getattr(s.game, "computer_side", None)
        while cpu is not None and s.redo_stack and not s.game.over() and s.game.turn() == cpu():
            s.redo()
        self.say("redone. " + self.app.named(self.sess.game.status()))
        self.app.check_saved()
        return True

    def learn(self):
        """The guided first game of this game (`learn`, the set-up page's Learn line): its lesson
        (games/<name>/lesson.py) started as a new game, asked first over a game in progress;
        False with a clear line when the game has no lesson yet."""
        from ui import lesson
        return lesson.learn(self)   # (it drops itself unless a lesson is in progress)

    def learned(self):
        """This game's lesson has been played to its end (on flash: the set-up page marks it)."""
        d = self.app.lesson_state()
        return len(d) > 2 and d[2] >> [g[0] for g in registry.GAMES].index(self.name) & 1 == 1

    def progress(self, data=None):
        """The puzzles' progress on flash (data/puzzles.bin, ui/progress.py: its format), as read
        once (b"" when there is none); with data, written first (a failure is one line: the
        puzzle goes on, and a power cut takes it up where the last write left it)."""
        app = self.app
        if data is not None:   # (here, not in ui/progress.py: the puzzle holds that, and a second
            app.puzzled = bytes(data)   # copy of it at each save was the puzzle's lowest heap)
            try:
                app.store.put("data/puzzles.bin", data)
            except OSError as e:
                app.say("! puzzle progress not saved: %s" % e)
        return app.puzzle_state()

    def fresh(self):
        """This game on a screen of its own, without the game in play (which stays saved: Resume
        brings it back): its set-up page, or what its view takes up there (a puzzle)."""
        self.app.pick(self.name)

    # --- the screen interface
    def key(self, k, kind):
        if kind == keys.PRESS:
            self.shown = None   # the cells "what can I do?" lit go at the next key
        self.view.key(k, kind)

    def draw(self, grid, t):
        self.view.draw(grid, t)
        c = self.shown
        if c is not None:
            if self.shown_at < 0:
                self.shown_at = t   # (its time runs from its first frame)
            if ticks_diff(t, self.shown_at) < LIGHT_MS:
                draw.until(self.shown_at + LIGHT_MS)
                draw.lit(grid, t, c, self.shown_col, self.shown_pale)
            else:
                self.shown = None
        s = self.sess
        if s is not None and s.game.over():
            # the end, drawn by the platform the same way for every game: worked out once per
            # finished game (its rules state is a new object after an undo or a resume)
            if self.end_of is not s.game or self.end_n != len(s.log):
                from core import result
                self.end = result.winners(self.name, s.game)
                registry.drop("core.result")
                self.end_of = s.game
                self.end_n = len(s.log)
            draw.end(grid, t, self.end)

    def command(self, words):
        f = getattr(self.view, "command", None)
        return bool(f and f(words))


class App:
    GameScreen = GameScreen   # for core/link.py, which hooks its later() while linked

    def __init__(self, board, write, pins, clock, store=None, say=print, read_char=None, out=None,
                 tone=None):
        self.board = board
        self.clock = clock
        self.store = store if store is not None else Store()
        from core.console import Console  # here only: a linked host drops it (core/link.py)
        self.console = Console(say, read_char, clock=clock)
        self.grid = Grid(board["width"], board["height"])
        self.output = Output(self.grid, board, write, out)
        self.buttons = Buttons(pins, clock, self.on_key, on_stuck=self.on_stuck)
        self.cue_at = None
        self.cue_drawn = False  # its time runs from its first frame: a slow first tick loses none
        self.keyed = False      # the frame being drawn is a press's or an action's (render)
        self.half = bytearray(len(self.grid.buf))   # a blinking frame's copy while its other half is measured (render)
        self.cue_colour = palette.REFUSED
        self.session = None
        self.screen = None
        self.game_screen = None
        self.loaded = None  # name of the game whose modules are imported
        self.mem_low = None
        self.stirred = True  # something may have allocated since the last heap sample
        self.fault_at = None
        self.urgent = False
        self.dirty = True   # an event since the last frame may have changed it (tick)
        self.drawn = 0      # id() of the last frame's screen (not the screen: a closed game's RAM goes)
        self.due = 0        # when the last frame changes by the clock alone (ui/draw.py phase)
        self.every_frame = False  # draw at every other tick, changed or not (tests compare)
        draw.moved = clock() - draw.BLINK_MS  # no press yet (the module outlives an App in tests)
        self.wake = None  # on the Pico: an asyncio.ThreadSafeFlag a press's pin interrupt sets
        self.task_ready = None  # App.run: an asyncio.Event, set when a shown view's task begins
        # and at each frame (core/aio.py _views: a task waiting for ctx.next_frame())
        self.frames_drawn = 0
        self.skipping = False  # App.run sleeps through a tick that would do nothing (idle_span)
        self.ticks = 0
        self.b_down = False  # B is down and not yet long: the screen gets it when it is let go
        self.write_error_said = False
        self.discarded = None  # after End game: the ended game's save section (undo brings it back)
        self.unsaved_said = False
        self.pending = []  # console lines of actions applied but not yet saved (see flush)
        self.after = []  # what views asked to run after the frame (GameScreen.later)
        self.tone = tone  # tone(hz, ms), or None: no buzzer
        self.menu_at = None  # the menu item the next menu opens on (back from Settings)
        self.soon = None  # the menu's pick, made on this tick once the key is handled
        self.cmds = False  # core/commands.py is loaded: dropped when the console has nothing waiting
        self.sound_on = True
        self.booked = 0  # scorebook writes since power-on: a host showing the book asks again
        self.names = ()  # the players' names, seat by seat ('' the game's own): `name 1 Keala`
        self.learnt = None  # data/lesson.bin as read (b"" when there is none), once a game opens
        self.puzzled = None  # data/puzzles.bin as read (ui/progress.py), once at power-on
        self.brightness = self.load_brightness(board.get("brightness", 40))
        self.output.set_brightness(self.brightness)

    # --- console and cues
    def say(self, text):
        self.console.say(text)

    def cue(self, colour=palette.REFUSED):
        self.dirty = True
        self.cue_at = self.clock()
        self.cue_drawn = False
        self.cue_colour = colour

    def refuse(self, reason):
        self.say("! " + reason)
        self.cue()
        self.sound(SOUND_REFUSED)

    def sound(self, kind):
        if self.tone is not None and self.sound_on:
            hz, ms = TONES[kind]
            self.tone(hz, ms)

    def flush(self):
        """After the frame that shows an action: save the game, say the action's line, check the
        save took, and collect garbage while the player looks (never a pause mid-animation); then
        what views asked to run after the frame (GameScreen.later), after the action's lines."""
        if self.pending:
            self.dirty = True
            lines = self.pending
            self.pending = []
            s = self.session
            if s is not None:
                s.save()
            for line in lines:
                self.say(line)
            self.check_saved()
            gc.collect()
        if self.after:
            self.dirty = True
            fns = self.after
            self.after = []
            for f in fns:
                f()

    def check_saved(self):
        """After a save: say plainly when flash did not take it (the corners blink red until a
        save succeeds), and say when it is safe again."""
        s = self.session
        if s is not None and s.unsaved:
            self.unsaved_said = True
            self.refuse("not saved: %s. The game goes on, but a power cut now loses it" % s.unsaved)
        elif self.unsaved_said:
            self.unsaved_said = False
            self.say("saved: the game is safe on flash again")

    def data(self, name):
        """A small file of data/ as it is (b"" when there is none, or it is no file the companion
        wrote: store.TooBig)."""
        try:
            return self.store.read(name) or b""
        except ValueError:
            return b""

    def lesson_state(self):
        """data/lesson.bin (ui/lesson.py: the games learned, the lesson in progress), read once."""
        if self.learnt is None:
            self.learnt = self.data("data/lesson.bin")   # (ui/lesson.py FILE)
        return self.learnt

    def puzzle_state(self):
        """data/puzzles.bin (ui/progress.py: a game's puzzles solved, the one open), read once."""
        if self.puzzled is None:
            self.puzzled = self.data("data/puzzles.bin")   # (ui/progress.py FILE)
        return self.puzzled

    # --- settings
    def load_brightness(self, default):
        try:
            data = self.store.read(SETTINGS)
        except ValueError:  # store.TooBig
            data = b""
        if data is None:
            return default
        # S1: the brightness; S2: the brightness, then 1 sound on / 0 off; S3: S2's, then the
        # players' names (core/names.py reads them)
        if data[:2] == b"S3":
            from core import names
            data = names.load(self, data)
            registry.drop("core.names")
        if len(data) == (3 if data[:2] == b"S1" else 4) and data[:2] in (b"S1", b"S2") \
                and 1 <= data[2] <= 100 and (len(data) == 3 or data[3] < 2):
            self.sound_on = len(data) == 3 or data[3] == 1
            return data[2]
        self.say("! settings file is damaged: using the board's defaults")
        self.store.set_aside(SETTINGS, SETTINGS + ".bad")
        return default

    def named(self, text, game=None):
        """A console line with the players' names for the seats of `game` (the game in play if
        None): the seat model (core/seats.py), loaded for this call only, and only once a name is
        set; or (text None) the names as settings.bin keeps them (core/names.py)."""
        if self.names:
            if text is None:
                from core import names
                text = names.pack(self.names)
                registry.drop("core.names")
                return text
            from core import seats
            g = self.session.game if self.session is not None and game in (None, self.session.name) \
                else None
            text = seats.named(self, game, text, g)
            registry.drop("core.seats")
        return text

    def book(self, s, kind):
        """A finished (kind 0), ended (1) or resumed finished (-2) game into the scorebook
        (core/book.py, loaded for the write)."""
        from core import book
        book.note(self, s, kind)
        registry.drop("core.book")
        self.booked += 1

    def set_brightness(self, pct, save=False):
        self.dirty = True
        self.brightness = pct
        self.output.set_brightness(pct)
        if save:
            self.save_settings()

    def save_settings(self):
        new = b"S2" + bytes((self.brightness, 1 if self.sound_on else 0))
        if self.names:
            new = b"S3" + new[2:] + self.named(None)
        try:
            if self.store.read(SETTINGS) != new:  # flash wears: write only a real change
                self.store.write(SETTINGS, new)
        except (OSError, ValueError) as e:
            self.refuse("settings not saved: %s" % ("flash full" if e.args and e.args[0] == 28 else e))

    # --- start-up and navigation
    def boot(self):
        s, problem, self.discarded = sessions.load(self.store, self.game_class)
        from core.files import version
        self.say("Tabletop companion %s on %s (%dx%d). Type 'help' for commands."
                 % (version(), self.board.get("name", "?"), self.grid.w, self.grid.h))
        if problem:
            self.say("! save: corrupt save file (%s): kept as %s, starting clean" % (problem, sessions.BAD))
            self.cue(palette.ORANGE)
        if s is not None:
            self.session = s
            self.say("resumed %s: %s" % (registry.title(s.name), self.named(s.game.status())))
            if s.game.over():
                self.book(s, -2)  # (a power cut before its scorebook write: written now)
        # a game's puzzle showing at the power cut: back on it (the game in play stays saved:
        # Resume brings it back). Its name and OPEN flag read here (ui/progress.py's format):
        # importing that module at every power-on was 10 ms of the boot on official MicroPython
        d = self.puzzle_state()
        n = d[2] if len(d) > 2 else 0
        pz = bytes(d[3:3 + n]).decode() if len(d) > 6 + n and d[:2] == b"P\x01" and d[6 + n] & 1 else None
        if pz in registry.BUILT:
            self.pick(pz)
        elif s is not None:
            self.open_game(s.name, s)
        elif problem or self.discarded is not None or not self.aside_waits():
            self.pick("menu")
        else:
            from core import aside  # a save set aside before, none since: offered back
            aside.offer(self)
            registry.drop("core.aside")
        gc.collect()  # the resume replay leaves garbage: clear it now, not mid-game

    def aside_waits(self):
        """A save set aside (save.bad) is on the flash (a test's store without exists(): none)."""
        exists = getattr(self.store, "exists", None)
        return exists is not None and exists(sessions.BAD)

    def game_class(self, name):
        try:
            return registry.rules(name)
        except ImportError:
            return None

    def open_game(self, name, sess):
        if self.loaded is not None and self.loaded != name:
            self.game_screen = None
            registry.unload(self.loaded)
            gc.collect()
        self.loaded = name
        try:
            if sess is not None and sess.cls is not registry.rules(name):
                # its modules were dropped while another game was open: rebuild the game from its
                # log with the rules imported now, or two copies of them would stay in RAM
                sess.cls = registry.rules(name)
                sess._replay()
            self.game_screen = gs = GameScreen(self, name, sess)
            d = self.lesson_state()
            if sess is not None and len(d) > 5 and d[3] != 255 and d[5:5 + d[4]] == name.encode():
                # this game's lesson was in progress (a power cut, the menu, an undo between
                # games, its start): it hooks itself into the screen if this is the lesson's game
                from ui import lesson
                lesson.resume(gs)
            if gs.lesson is None:
                registry.drop("ui.lesson")   # (a lesson left with the screen it was on)
            if sess is None and self.puzzled and hasattr(gs.view, "resume_puzzle"):
                # a screen of this game without a game (the menu's, the power-on's): the puzzle
                # showing when the companion was last on one, at the power cut or the menu's
                # long B, comes back (ui/progress.py); Resume shows the game in play, as ever
                from ui import progress
                if progress.opened(self) == name:
                    gs.view.resume_puzzle()
                registry.drop("ui.progress")
        except (ImportError, AttributeError) as e:
            self.refuse("%s cannot start: %s" % (registry.title(name), e))
            self.pick("menu")
            return
        self.screen = self.game_screen

    def close_idle_game(self):
        """Back at the menu, a game with nothing in progress gives its RAM back (its code is
        imported again when it is opened); a game in progress stays loaded for Resume."""
        if self.loaded is not None and (self.session is None or self.session.name != self.loaded):
            self.game_screen = None
            if getattr(self, "aio", None) is not None:
                self.follow_view()  # its view's task (the computer opponent) goes first, with it
            registry.unload(self.loaded)
            self.loaded = None
            gc.collect()

    def pick(self, item, quiet=False):
        self.dirty = True
        self.grid.fill(palette.OFF)
        if item == "menu":
            # the menu (with its icons) and the settings page are imported when shown and go when
            # left (a long B imports the menu again, a few ms within the press): a game in play
            # never carries them, and an undo picked on the menu replays without them
            self.screen = None
            registry.drop("ui.settings")
            from ui.menu import Menu
            self.close_idle_game()
            self.screen = Menu(self)
            return
        registry.drop("ui.menu")  # (the menu on the grid, if it is, keeps its own code until replaced)
        registry.drop("ui.icons")
        if item == "settings":
            from ui.settings import Settings
            self.screen = Settings(self)
        elif item == "scores":
            from ui.scores import Scores  # the scorebook's page (dropped when it is left)
            self.screen = Scores(self)
        elif item == "resume":
            if self.session is None:
                return self.refuse("no game in progress")
            gs = self.game_screen
            if gs is not None and gs.sess is self.session:
                self.screen = gs
            else:
                self.screen = None  # (the menu's objects go before the game's modules load)
                self.open_game(self.session.name, self.session)
            if not quiet:
                self.say("resumed %s: %s" % (registry.title(self.session.name),
                                             self.named(self.session.game.status())))
        elif item == "end" or (item == "undo" and self.session is None and self.discarded):
            from ui import confirm  # End game, or the Undo right after it that brings it back
            confirm.end_game(self) if item == "end" else confirm.bring_back(self)
        elif item == "undo" and self.session.game.over() and not quiet:
            from ui import confirm  # a slip next to Resume must not undo a finished game: asked first
            confirm.undo_finished(self)
        elif item in ("undo", "redo"):
            self.pick("resume", True)  # "undone" says the state: no "resumed" line before it
            if self.screen is self.game_screen:
                self.game_screen.undo() if item == "undo" else self.game_screen.redo()
        elif item in registry.BUILT:
            s = self.session
            if s is not None and s.name != item:
                self.say(("(the finished %s game stays saved until the new game starts)" if s.game.over()
                          else "(the %s game in progress stays saved until the new game starts)")
                         % registry.title(s.name))
            self.screen = None
            self.open_game(item, None)
        else:
            self.refuse("%s is not available yet" % registry.title(item))

    # --- input
    def on_key(self, k, kind):
        self.dirty = True
        self.urgent = True  # draw on this tick, not the next even one: a press shows at once
        if kind == keys.PRESS or kind == keys.REPEAT:
            draw.moved = self.clock()  # the cursor's blink starts lit: the step shows at once
        if k == keys.B:
            # Long-press B is the menu, everywhere, and a screen never sees it: a B press reaches
            # the screen only when it is let go before it is long (press and release together),
            # so no screen's B (cancel, a score page) acts on the way to the menu.
            if kind == keys.PRESS:
                self.b_down = True
                return
            if kind == keys.LONG:
                self.b_down = False
                self.pick("menu")
                return
            if kind != keys.RELEASE or not self.b_down:
                return
            self.b_down = False
            self.key_to_screen(k, keys.PRESS)
        self.key_to_screen(k, kind)

    def key_to_screen(self, k, kind):
        if self.screen is not None:
            try:
                self.screen.key(k, kind)
            except Exception as e:
                self.fault(e)

    def fault(self, e):
        """A bug in a view must not stop the table's game: report it, then reopen the game from
        its session (the last completed action is saved), or the menu if that fails too
        (core/fault.py: loaded only when it happens)."""
        from core import fault
        fault.recover(self, e)
        registry.drop("core.fault")

    def on_stuck(self, k):
        self.refuse("button %s held for 15 s: ignored until released" % keys.NAMES[k].upper())

    def command(self, line):
        self.dirty = True
        words = line.split()
        if not words:
            return
        c = words[0].lower()
        if c == "mem":
            # here, not in core/commands.py: the heap is read as play leaves it
            self.say(self.mem_line())
            if words[1:] == ["names"]:
                mem_names()
            return
        if c == "undo" or c == "redo":
            # here too: an undo replays the whole game, and the console's code would sit in RAM
            # beside the replay (a linked host's undo is the table's lowest point)
            if self.session is None and not (c == "undo" and self.discarded):
                return self.refuse("no game in progress")
            return self.pick(c, True)   # typed: meant, never asked (the menu asks before undoing an end)
        # The console's code is loaded for a command and dropped (tick) once the console has
        # nothing more waiting: players at the table use the buttons, and its RAM is theirs. A
        # host sending command after command pays the load (~20 ms on the Pico) once, not a line.
        from core import commands
        self.cmds = True
        commands.run(self, words, line)

    def mem_line(self):
        try:
            gc.collect()
            free = gc.mem_free()
            return "mem: free %d bytes, lowest free %d" % (free, min(self.mem_low or free, free))
        except AttributeError:
            return "mem: not measured on this interpreter"

    # --- the loop
    def tick(self):
        """One 10 ms step: buttons, console, and every other tick a frame when one is due."""
        self.buttons.poll()
        # A key now: its frame first, the console's slice (core/console.py SLICE) on the next tick
        if not self.urgent:
            try:
                line = self.console.poll()
                if line:
                    self.command(line)
            except Exception as e:  # a bad command or a bad byte must never stop the game
                self.refuse("command failed: %s" % e)
            if self.cmds and self.console.idle:
                self.cmds = False
                registry.drop("core.commands")
        if self.soon is not None:  # the menu's A or B (ui/menu.py), picked outside its code
            item = self.soon
            self.soon = None
            self.pick(item)
        self.ticks += 1
        if self.dirty:
            self.stirred = True
        if self.urgent or self.ticks & 1 and (self.dirty or id(self.screen) != self.drawn or self.every_frame
                                              or ticks_diff(self.clock(), self.due) >= 0):
            self.keyed = self.urgent
            self.urgent = False
            self.render()
        self.flush()
        if self.ticks & 63 == 1 and self.stirred:   # (an odd tick: App.idle_span never skips those)
            # (only after an event or a view task's step: an idle tick allocates nothing, and
            # gc.mem_free walks the whole heap, a tenth of an idle Pico's work)
            self.stirred = False
            self.sample_mem()

    def idle_span(self):
        """How many ticks the loop (App.run) waits for the next: 2 when the next one would do
        nothing. A tick after one that could draw never draws (tick: every other tick), so while
        every key is up and settled and the console has read all there was, it is skipped: a press's
        pin interrupt wakes the loop at once (App.woken), a byte on the console waits 10 ms more.
        That halves what an idle Pico executes. Not on a port whose presses do not wake the loop."""
        if (self.ticks & 1 and self.wake is not None and self.buttons.rest and not self.urgent
                and self.soon is None and self.console.idle and self.console.skips):
            return 2
        return 1

    def sample_mem(self):
        """The lowest free heap seen, for `mem` (garbage included), every 64 ticks while something
        happens (bench_pico samples after a collection, every tick, to find the live low point)."""
        try:
            free = gc.mem_free()
            if self.mem_low is None or free < self.mem_low:
                self.mem_low = free
        except AttributeError:
            pass

    def render(self):
        t = self.clock()
        g = self.grid
        key = self.keyed   # drawn for a press or an action (App.urgent): it goes out first
        self.keyed = False
        self.dirty = False
        self.drawn = id(self.screen)
        draw.due = t + IDLE_MS
        self.paint(g, t, True)
        self.due = draw.due
        o = self.output
        peak = 0
        total = o.measure() if self.due < t + IDLE_MS else 0
        if total and o.near(total):
            # the frame blinks and the current limit may act: it scales both halves of the blink
            # by the brighter one, so steady lights stay steady (a frame scaled by its own total
            # pulsed every LED with a blinking cue). The other half is the frame at the blink's
            # next edge, drawn from the same state (no history: the page's and the Pico's bytes
            # stay the host twin's), measured, and this half put back. A key's frame goes out
            # first, as it is (drawing the other half took a Konane board 8 ms), and again only
            # if the other half changes its limit: at a blink's edge nobody waits, and the steady
            # lights never see the frame's own factor.
            if key:
                o.show()
            half = self.half
            half[_ALL] = g.buf
            dirty = g.dirty
            self.paint(g, self.due, False)
            peak = o.peak_of(total, o.measure())
            g.load(half)
            g.dirty = dirty or g.dirty
            draw.due = self.due
        o.show(peak=peak)
        self.frames_drawn = (self.frames_drawn + 1) & 0x3FFF   # (a small int: never allocates)
        if self.task_ready is not None:
            self.task_ready.set()
        if self.output.error is not None and not self.write_error_said:
            self.write_error_said = True
            self.say("! the LED panel did not take the frame (%s): check its wiring; play goes on"
                     % self.output.error)

    def paint(self, g, t, now):
        """The frame at time t: the screen, the refusal cue, the unsaved corners. now: this frame
        (a cue starts its time here and ends); else the blink's other half, measured only."""
        if self.screen is not None:
            try:
                self.screen.draw(g, t)
            except Exception as e:
                if not now:
                    return
                self.fault(e)
        if self.cue_at is not None:
            if not self.cue_drawn and now:
                self.cue_drawn = True
                self.cue_at = t
            if not draw.refused(g, t, self.cue_at, self.cue_colour) and now:
                self.cue_at = None
        if self.session is not None and self.session.unsaved:
            draw.corners(g, t)  # not on flash: the four corners blink red, fast, until a save succeeds

    def shown_view(self):
        """The game view on the grid now, or None: a view's task (the computer opponent) runs only
        while its game is shown, never behind the menu."""
        gs = self.game_screen
        return gs.view if gs is not None and self.screen is gs else None

    def follow_view(self):
        """Run the shown view's task (the computer opponent), and only that one."""
        v = self.shown_view()
        if v is not self.task_view:
            c = self.task
            self.task = None
            if c is not None:
                c.close()  # (GeneratorExit: its `finally`s run now)
            self.task_view = v
            if v is not None and hasattr(v, "task"):
                self.task = v.task()
                if self.task_ready is not None:
                    self.task_ready.set()   # (core/aio.py _views waits on it while no view has a task)

    async def woken(self):
        # A press's pin interrupt sets `wake` (rp2.py): tick at once instead of at the end of the
        # 10 ms sleep, so the press is read, handled and drawn now. This runs between the loop's
        # ticks (asyncio is cooperative), never inside one.
        while True:
            await self.wake.wait()
            self.tick()
            self.follow_view()

    async def run(self):
        from core.aio import asyncio, sleep_ms, run_view
        self.aio = asyncio
        self.sleep_ms = sleep_ms
        self.task = self.task_view = None
        self.task_ready = asyncio.Event()
        self.boot()
        asyncio.create_task(run_view(self, TICK_MS))
        if self.wake is not None:
            asyncio.create_task(self.woken())
        while True:
            self.follow_view()
            self.tick()
            if self.idle_span() == 2:
                n = self.ticks
                self.skipping = True
                await sleep_ms(2 * TICK_MS)
                self.skipping = False
                if self.ticks == n:   # (no press's tick in between: App.woken's counts as this one)
                    self.ticks += 1   # the skipped tick's number: the next one draws when due
            else:
                await sleep_ms(TICK_MS)
