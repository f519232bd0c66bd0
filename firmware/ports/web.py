# The web page build (host_tools/web/): the App in MicroPython's WebAssembly port. Like ports/rp2.py it
# only hands the App plain callables and a buffer; the page's JavaScript calls Page.step() from a
# timer every 10 ms (the simulator's seam, not App.run(): the page must be able to drop an App, on
# a board switch or an import, and App.run() cannot stop the view task it started), sets buttons
# from keys and touches, and draws the wire bytes as round LEDs.
# No js import here: the page passes its storage and console writer in, so this runs in tests too.
import json
from binascii import hexlify, unhexlify

from core import aio
from core.app import App
from core.store import Store
from ui.keys import NAMES


class WebStore(Store):
    """The flash as browser storage (localStorage's getItem/setItem/removeItem): one key per file,
    the bytes as hex text, so /save.bin is stored byte for byte. A page with several boards keeps
    one prefix each, as each Pico has its own flash."""

    def __init__(self, storage, prefix):
        Store.__init__(self, "")
        self.storage = storage
        self.prefix = prefix

    def write(self, name, data):
        # one setItem replaces the value whole: as atomic as littlefs's rename
        self.storage.setItem(self.prefix + name, hexlify(data).decode())
        self.writes += 1

    def read(self, name):
        v = self.storage.getItem(self.prefix + name)
        if v is None:
            return None
        try:
            return unhexlify(v)
        except ValueError:  # edited by hand or by another page: let the session call it corrupt
            return str(v).encode()

    def remove(self, name):
        self.storage.removeItem(self.prefix + name)

    def set_aside(self, name, to):
        v = self.storage.getItem(self.prefix + name)
        self.remove(to)
        if v is not None:
            self.storage.setItem(self.prefix + to, v)
        self.remove(name)

    def exists(self, name):
        return self.storage.getItem(self.prefix + name) is not None


def board_for(text, w=None, h=None):
    """The board dict from boards/web.json's text, resized like the simulator's --size."""
    board = json.loads(text)
    if w and h:
        board["width"], board["height"] = int(w), int(h)
    return board


class Page:
    """One companion in the page: the App, its buttons, console input and the last frame."""

    def __init__(self, board, storage, say, clock, tone=None):
        self.board = board
        self.real_clock = clock
        self.down = bytearray(len(NAMES))
        self.early_up = bytearray(len(NAMES))  # let go before the App saw the press (see key)
        self.again = bytearray(len(NAMES))     # presses waiting for the App to see a release
        self.tap_up = bytearray(len(NAMES))    # ... the last of them let go already
        self.seen = bytearray(len(NAMES))      # the App's key state at the last tick
        self.presses = 0      # presses the App has seen, and ticks run (keys(): a test's tap
        self.ticks = 0        # waits for its key to be taken, not for a time)
        self.chars = []       # console characters typed in the page, read one per call
        self.fresh = False    # a frame was written since the last step()
        self.t = clock()      # the time of this tick: everything in one tick sees the same ms
        self.task = None      # (view, coroutine): the shown view's background task
        aio.manual(self.clock)  # views' tasks sleep on this clock, stepped a slice per tick
        size = "%dx%d" % (board["width"], board["height"])
        self.store = WebStore(storage, "tg/%s/" % size)
        pins = [self._pin(k) for k in range(len(NAMES))]
        # tone(hz, ms): the page's Web Audio as the buzzer (web.json names a buzzer_pin, so the
        # page's Settings offers the sound, as a Pico's with a buzzer does)
        self.app = App(board, self._write, pins, self.clock, self.store, say, self._read_char,
                       tone=tone if board.get("buzzer_pin") is not None else None)
        self.app.link_io = False  # the page links to a Pico (link.js); it is never linked to itself
        self.app.boot()

    def clock(self):
        return self.t

    def _pin(self, k):
        return lambda: self.down[k] == 1

    def _write(self, buf):
        self.fresh = True

    def _read_char(self):
        return self.chars.pop(0) if self.chars else None

    # --- from the page
    def key(self, name, down):
        """A button down or up from the page. Every press counts, however short: a click, a tap
        or a synthetic key can come and go between two ticks, before the App has polled the pin;
        such a key stays down until the App has seen the press, then goes up. A press that comes
        before the App has seen the last one's release waits for it (step), else the two would
        make one long press: a quick second tap of the same key was lost."""
        k = NAMES.index(name)
        st = self.app.buttons.state
        if down:
            # (a tap not yet seen, or one seen whose release is not: this one comes after it)
            if self.again[k] or self.early_up[k] or (not self.down[k] and st[k]):
                self.again[k] = min(self.again[k] + 1, 255)
                self.tap_up[k] = 0
                return
            self.down[k] = 1
            self.early_up[k] = 0
        elif self.again[k]:
            self.tap_up[k] = 1
        elif self.down[k] and not st[k]:
            self.early_up[k] = 1
        else:
            self.down[k] = 0
            self.early_up[k] = 0

    def import_save(self, hexdata):
        """A save file chosen on the page: read it as a boot reads a save, then, over a game in
        progress, ask on the grid first; the replaced game stays undoable, as on the grid."""
        from ui import confirm
        try:
            data = unhexlify(hexdata)
        except ValueError:
            data = b""  # not hex: refused below as a save this companion cannot read
        return confirm.import_save(self.app, data)

    def status(self):
        """The game's status line (whose turn, the scores) for the page's banner, or ''."""
        s = self.app.session
        return self.app.named(s.game.status()) if s is not None else ""

    def lesson(self):
        """The lesson step in progress, as the page's banner shows it large: 'i/n' or ''."""
        gs = self.app.game_screen
        ls = gs.lesson if gs is not None and self.app.screen is gs else None
        return "" if ls is None else "%d/%d" % (ls.i + 1, ls.n)

    def screen(self):
        """What the grid shows, as a name (the menu, settings, a game...): the page clears the
        banner's last refusal when it changes."""
        sc = self.app.screen
        return type(sc).__name__ + ":" + (sc.name if hasattr(sc, "name") else "")

    def type(self, line):
        self.chars.extend(line + "\n")

    def keys(self):
        """'presses ticks busy': the presses the App has seen, the ticks run, and 1 while a key is
        down or a press or release is still to be seen (a scripted tap waits on these)."""
        busy = 0
        st = self.app.buttons.state
        for k in range(len(NAMES)):
            if self.down[k] or self.early_up[k] or self.again[k] or st[k]:
                busy = 1
        return "%d %d %d" % (self.presses, self.ticks, busy)

    def step(self):
        """One 10 ms tick: the view's task slice, then the App. The wire bytes as hex when a new
        frame was written, else None."""
        self.t = self.real_clock()
        self._run_task()
        self.app.tick()
        self.ticks += 1
        st = self.app.buttons.state
        for k in range(len(NAMES)):
            if st[k] and not self.seen[k]:
                self.presses += 1
            self.seen[k] = st[k]
        for k in range(len(NAMES)):
            if self.early_up[k] and st[k]:  # the App has the press now: the key goes up
                self.early_up[k] = 0
                self.down[k] = 0
            elif self.again[k] and not st[k] and not self.down[k]:   # it saw the release: the next
                self.again[k] -= 1
                self.down[k] = 1
                self.early_up[k] = 1 if self.again[k] or self.tap_up[k] else 0
                if not self.again[k]:
                    self.tap_up[k] = 0
        if not self.fresh:
            return None
        self.fresh = False
        return self.wire()

    def _run_task(self):
        view = self.app.shown_view()
        if self.task is None or self.task[0] is not view:
            coro = view.task() if view is not None and hasattr(view, "task") else None
            self.task = (view, coro)
        coro = self.task[1]
        if coro is not None:
            try:
                coro.send(None)
            except StopIteration:
                self.task = (view, None)

    def game(self):
        """The name of the game open on the grid (its view, set-up page included), or "": the
        page's Rules panel shows that game's rules."""
        gs = self.app.game_screen
        return gs.name if gs is not None else ""

    def booked(self):
        """How many times the scorebook was written since this App started: the page's Scorebook,
        left open, asks for the book again when it changes."""
        return self.app.booked

    def white(self):
        """The drive level the page shows as full white (Output.screen_white: the eye adapted to
        the panel, as host_tools/legibility.py measures; brighter than the board's own brightness
        looks brighter)."""
        return self.app.output.screen_white()

    def wire(self):
        """The frame on the 'panel' now: wire bytes in the board's order (web.json: RGB, by rows)."""
        return hexlify(self.app.output.out).decode()

    def redraw(self):
        """Render at the clock now, whatever changed: the time and frame, for the tests' host twin."""
        self.t = self.real_clock()
        self.app.grid.dirty = True
        self.app.render()
        self.fresh = False
        return "%d %s" % (self.t, self.wire())

    def save_hex(self):
        v = self.store.read("save.bin")
        return hexlify(v).decode() if v is not None else None
