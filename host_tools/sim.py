# The terminal simulator: the real firmware (firmware/) with fake pins, pixels and clock.
# Runs on CPython and under the `micropython` command. USAGE below is what --help prints.
import json
import os
import sys

HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
ROOT = HERE + "/.."
if ROOT + "/firmware" not in sys.path:
    sys.path.insert(0, ROOT + "/firmware")
if "--mpy" in sys.argv[:-1]:
    # the firmware precompiled (host_tools/build.py --host): as on the Pico, nothing is compiled
    # in the heap, so `micropython -X heapsize=128K host_tools/sim.py --mpy build/mpy-host` fits
    sys.path.insert(0, sys.argv[sys.argv.index("--mpy") + 1])

from core import aio  # noqa: E402
from core.app import App, TICK_MS, TONES  # noqa: E402
from core import store  # noqa: E402
from core.store import Store  # noqa: E402
from ui import keys, palette  # noqa: E402

USAGE = """usage: python host_tools/sim.py [--board NAME] [--size WxH] [--state DIR] [--silent]
       python host_tools/sim.py --script "WORDS" | --script-file FILE   [--board ...]  (headless)
       micropython -X heapsize=128K host_tools/sim.py --mpy build/mpy-host ...  (a Pico-sized heap)

The companion in the terminal: the real firmware with fake pins, pixels and clock.
  --board NAME   a file in boards/ (default pico-8x8; pico-16x16 is the big panel)
  --size WxH     resize the board's grid
  --state DIR    where the flash lives (default build/sim-state/<board>): each board keeps its
                 own save, as each Pico has its own flash
  --silent       no terminal bell: the buzzer's tones (a refusal, the companion's move, a game's
                 end) ring the bell and show on the last line; Settings turns them off too
Keys: arrows = d-pad, a / Enter / Space = A, b / Backspace / Esc = B, A = long A,
      m or B = long B (the menu), : = type a console command (Enter sends it), q = quit.
Headless script words: up down left right a b, a:long, b:long, hold:KEY:MS, wait:MS,
      cmd:TEXT (underscores become spaces). It prints the console, then the settled grid as one
      character per colour and a key to them."""

DEFAULT_BOARD = "pico-8x8"
PRESS_MS = 80    # how long a scripted tap holds the button down
LONG_MS = 900    # a scripted long press
SETTLE_MS = 60   # quiet time after a tap

# A character per palette colour for the text dump ('.' is off). A dimmed copy of a colour (the
# games draw them with palette.scale) prints as its letter in lower case. Any other colour (a
# game's own, such as 'Āina's wao colours) gets one of OTHERS in the order it first appears in the
# dump, and the key gives its RGB value; '+' once those run out.
LEGEND = (
    ("R", palette.RED, "red"), ("O", palette.ORANGE, "orange"), ("Y", palette.YELLOW, "yellow"),
    ("G", palette.GREEN, "green"), ("C", palette.CYAN, "cyan"), ("B", palette.BLUE, "blue"),
    ("P", palette.PURPLE, "purple"), ("K", palette.PINK, "pink"), ("N", palette.BROWN, "brown"),
    ("W", palette.WHITE, "white"), ("H", palette.HIBISCUS, "hibiscus"), ("J", palette.JASMINE, "jasmine"),
    ("E", palette.GREY, "grey"), ("D", palette.DIM, "dim grey"), ("U", palette.UNAVAILABLE, "unavailable"),
    ("1", palette.PLAYERS[0], "player 1"), ("2", palette.PLAYERS[1], "player 2"),
    ("3", palette.PLAYERS[2], "player 3"), ("4", palette.PLAYERS[3], "player 4"),
)
OTHERS = "#%&*@$=~^<>?"
SETTLE_END_MS = 600  # after a script: the refused cue (450 ms) is over...


def load_board(name, size=None):
    path = name if name.endswith(".json") else ROOT + "/boards/" + name + ".json"
    with open(path) as f:
        board = json.load(f)
    if size:
        w, h = size.lower().split("x")
        board["width"], board["height"] = int(w), int(h)
    return board


def default_state(board_name, size=None):
    """One flash per board (and size): a 12x12 game saved on the big panel never turns up on the
    small one, where it could not be shown."""
    return ROOT + "/build/sim-state/" + board_name + ("-" + size if size else "")


def _mkdirs(path):
    p = ""
    for part in path.split("/"):
        p = p + "/" + part if p or path.startswith("/") else part
        if p and p != "/":
            try:
                os.mkdir(p)
            except OSError:
                pass


class FakeClock:
    def __init__(self):
        self.t = 0

    def __call__(self):
        return self.t


class Rig:
    """The firmware's App on fake hardware with a fake clock: used by the headless simulator and
    by tests. Everything is driven in 10 ms steps, so a run is exactly repeatable."""

    def __init__(self, board, state_dir=None, echo=False, skip_idle=False):
        """skip_idle: tick as the Pico's loop does (App.run), skipping the ticks App.idle_span
        says would do nothing; a key going down ticks at once, as its pin interrupt does there."""
        self.board = board
        self.clock = FakeClock()
        aio.manual(self.clock)  # background tasks step with the fake clock
        self.down = bytearray(6)
        self.lines = []
        self.frames = 0
        self.echo = echo
        self.pending = []  # console characters waiting to be read
        pins = [self._pin(i) for i in range(6)]
        st = Store(state_dir) if state_dir is not None else MemStore()
        self.tones = []    # (ms, hz, length ms) of each tone, on a board with a buzzer_pin
        tone = self._tone if board.get("buzzer_pin") is not None else None
        self.app = App(board, self._write, pins, self.clock, st, self._say, self._read_char, tone=tone)
        # every pin in one read, as the Pico reads its GPIO register (ports/rp2.py _any_down)
        self.app.buttons.any_down = lambda: any(self.down)
        self.tasks = None
        self.skip_idle = skip_idle
        self.skip = False
        if skip_idle:
            self.app.wake = True   # (what App.idle_span asks: a press wakes the loop)
        self.app.boot()

    def _pin(self, i):
        return lambda: self.down[i] == 1

    def _tone(self, hz, ms):
        self.tones.append((self.clock.t, hz, ms))

    def _write(self, buf):
        self.frames += 1

    def _say(self, text):
        self.lines.append(text)
        if self.echo:
            print(text)

    def _read_char(self):
        if self.pending:
            return self.pending.pop(0)
        return None

    # --- driving
    def step(self, ms=TICK_MS):
        """Advance time by ms in ticks, running the view's background task between ticks."""
        for _ in range(max(1, ms // TICK_MS)):
            self.clock.t += TICK_MS
            self._run_task()
            if self.skip and not any(self.down) and not self.app.urgent:
                self.skip = False   # the Pico's loop sleeps through this tick (App.run)
                self.app.ticks += 1
                continue
            self.app.tick()   # (a key down, an action: the tick App.woken runs at once)
            self.skip = self.skip_idle and self.app.idle_span() == 2

    def _run_task(self):
        # The view's task (a computer opponent) is a coroutine: step it by hand, one slice a tick,
        # as the asyncio loop on the device would between ticks.
        view = self.app.shown_view()
        if self.tasks is None or self.tasks[0] is not view:
            coro = view.task() if view is not None and hasattr(view, "task") else None
            self.tasks = (view, coro)
        coro = self.tasks[1]
        if coro is not None:
            try:
                coro.send(None)
            except StopIteration:
                self.tasks = (view, None)

    def press(self, name, ms=PRESS_MS):
        k = keys.NAMES.index(name)
        self.down[k] = 1
        self.step(ms)
        self.down[k] = 0
        self.step(SETTLE_MS)

    def long(self, name):
        self.press(name, LONG_MS)

    def menu_to(self, title, limit=24):
        """Browse the menu with the right button to the item announced as `title` (the buttons
        only, as a player would); False when no item is."""
        for _ in range(limit):
            said = [l for l in self.lines if l.startswith("menu: ")]
            if said and said[-1].startswith("menu: %s  [" % title) and self.app.screen.__class__.__name__ == "Menu":
                return True
            self.press("right")
        return False

    def command(self, text):
        for ch in text + "\n":
            self.pending.append(ch)
        self.step(2 * TICK_MS)

    def run_script(self, words):
        for w in words:
            w = w.strip()
            if not w:
                continue
            low = w.lower()
            if low in keys.NAMES:
                self.press(low)
            elif low.endswith(":long") and low[:-5] in keys.NAMES:
                self.long(low[:-5])
            elif low.startswith("hold:"):
                _, k, ms = low.split(":")
                self.press(k, int(ms))
            elif low.startswith("wait:"):
                self.step(int(low[5:]))
            elif low == "lights":
                for line in lights_lines(self.app, self.board):
                    self._say(line)
            elif w.startswith("cmd:"):
                if self.echo:
                    print("> " + w[4:].replace("_", " "))  # the command, then its answer
                self.command(w[4:].replace("_", " "))
            else:
                raise ValueError("unknown script word '%s'" % w)
        self.step(2 * TICK_MS)

    def settle(self):
        """Let the refused cue end, then stop at the start of a blink's lit half: the frame a
        player would read, not one caught mid-flash."""
        self.step(SETTLE_END_MS)
        while self.clock.t % 1000 != 10:
            self.step(TICK_MS)

    # --- reading back
    def cell(self, x, y):
        return self.app.grid.get(x, y)

    def grid_text(self):
        """The grid, a character a cell; self.others: the symbols it gave colours outside the
        palette (for legend())."""
        g = self.app.grid
        self.others = {}
        dims = {}
        rows = []
        for y in range(g.h):
            row = []
            for x in range(g.w):
                row.append(letter(g.get(x, y), self.others, dims))
            rows.append("".join(row))
        return "\n".join(rows)


class MemStore(Store):
    """A Store kept in memory: for tests and one-off headless runs."""

    def __init__(self):
        Store.__init__(self, "")
        self.files = {}

    def write(self, name, data):
        self.files[name] = bytes(data)
        self.writes += 1

    def read(self, name, limit=store.LIMIT):
        data = self.files.get(name)
        if data is not None and len(data) > limit:
            raise store.TooBig("too large (over %d bytes)" % limit)
        return data

    def remove(self, name):
        self.files.pop(name, None)

    def set_aside(self, name, to):
        if name in self.files:
            self.files[to] = self.files.pop(name)

    def exists(self, name):
        return name in self.files


def _dim_of(c, col):
    """True if c is col scaled down (each channel in proportion, to rounding)."""
    r, g, b = (c >> 16) & 255, (c >> 8) & 255, c & 255
    R, G, B = (col >> 16) & 255, (col >> 8) & 255, col & 255
    m = max(R, G, B)
    cm = r if m == R else g if m == G else b
    if cm == 0 or cm >= m:
        return False
    return abs(r - R * cm // m) <= 1 and abs(g - G * cm // m) <= 1 and abs(b - B * cm // m) <= 1


def lights_lines(app, board):
    # the `l` key, `lights` in a script: host_tools/legibility.py shown() (CPython only)
    try:
        sys.path.append(ROOT)
        from host_tools.legibility import shown
    except Exception:
        return ["(sim) lights: CPython only"]
    return shown(app, board["name"])


def letter(c, others=None, dims=None):
    """c's character in a dump; others (colour -> symbol, filled in as they come): the symbols
    given so far to colours outside the palette; dims (lower-case letter -> colour): the dim copy
    each lower-case letter stands for in this dump, so no two colours share a character."""
    if c == 0:
        return "."
    for ch, col, _ in LEGEND:
        if c == col:
            return ch
    for ch, col, _ in LEGEND:
        if ch.isalpha() and _dim_of(c, col):
            if dims is None or dims.setdefault(ch.lower(), c) == c:
                return ch.lower()
            # one dim copy of a colour per dump has its lower-case letter: another dim copy of the
            # same colour (Ka Pai's three greys are all dim whites) gets a symbol of its own
            break
    if others is None:
        return "+"
    if c not in others and len(others) < len(OTHERS):
        others[c] = OTHERS[len(others)]
    return others.get(c, "+")


def legend(text, others=None):
    """'key: W white, y dim yellow, # colour 8CE060, ...' for the characters used in a grid dump
    (others: what letter() gave the colours outside the palette)."""
    out = []
    for ch, _, name in LEGEND:
        if ch in text:
            out.append("%s %s" % (ch, name))
        if ch.isalpha() and ch.lower() in text:
            out.append("%s dim %s" % (ch.lower(), name))
    for c, ch in sorted((others or {}).items(), key=lambda kv: OTHERS.index(kv[1])):
        if ch in text:
            out.append("%s colour %06X" % (ch, c))
    if "+" in text:
        out.append("+ another colour")
    return "key: " + "".join(o + ", " for o in out) + ". off"


HELP_LINE = "arrows=d-pad a/Enter/Spc=A b/Bksp/Esc=B m=menu A=long-A :=cmd l=lights q=quit"


def wrap(text, width):
    """text cut into rows of at most width characters, at spaces where it can be."""
    rows = []
    while len(text) > width:
        cut = text.rfind(" ", 0, width + 1)
        if cut <= 0:
            cut = width
        rows.append(text[:cut])
        text = text[cut:].lstrip(" ")
    rows.append(text)
    return rows


# A screen's values are gamma-encoded; an LED's drive level is linear in light. As on the web page
# (host_tools/web/page.js, screenColour) and in the legibility check (host_tools/legibility.py):
# each LED is shown against the panel's full white at its brightness (the eye adapted to the panel;
# above the board's own brightness, against the white of that: a brighter setting looks brighter),
# so the lights the check tells apart are told apart in the terminal too (issue 37: the palette's
# codes, scaled, showed Ka Pai's totem and allowed cells as 88 and 72 grey)
SCREEN = bytes(int(255 * (v / 255) ** (1 / 2.2) + 0.5) for v in range(256))


def on_screen(wire, white):
    """An LED driven with wire = (r, g, b) bytes as a screen shows it: against the panel's full
    white (its drive level at this brightness), gamma-encoded as page.js does."""
    return tuple(SCREEN[min(255, int(v * 255 / white + 0.5))] for v in wire)


class Leds:
    """The panel as the simulator's screen() reads it (w, h, rgb(x, y): a screen colour): the output
    stage's wire bytes for each cell (gamma, brightness, current limit), against
    Output.screen_white()."""

    def __init__(self, output):
        self.o = output
        self.w = output.grid.w
        self.h = output.grid.h

    def rgb(self, x, y):
        o = self.o
        d = 3 * o.map[y * self.w + x]
        return on_screen((o.out[d + o.ro], o.out[d + o.go], o.out[d + o.bo]), o.screen_white())


def screen(grid, lines, cols, rows, bright=100, prompt=None, status=None):
    """The simulator's screen as a list of at most `rows` strings of at most `cols` visible
    characters: the grid at the left (two characters a cell, each LED as grid.rgb(x, y) gives it: a
    Leds), the console beside it and on below it, read top to bottom in the order it was said (the
    newest line last, just above the key line with the brightness, or `status`). Only the newest
    lines that fit; a bigger terminal shows more."""
    gcols = min(grid.w, cols // 2)  # a terminal narrower than the grid shows its left part
    gw = 2 * gcols
    side = cols - gw - 2
    h = min(grid.h, rows - 1)
    below_rows = rows - 1 - h
    # the newest lines that fit, laid out in order: down the column beside the grid, then on
    # below it (a line never splits between the two)
    beside, below = [], []
    k = len(lines)
    while k > 0 and k > len(lines) - 200:
        bs, bl = _layout(lines[k - 1:], side if side >= 10 else 0, h, cols)
        if len(bl) > below_rows:
            break
        beside, below = bs, bl
        k -= 1
    if k == len(lines) and lines:  # the newest line alone does not fit: its end, below
        below = wrap(lines[-1], cols)[-below_rows:] if below_rows > 0 else []
    out = []
    for y in range(h):
        row = []
        for x in range(gcols):
            row.append("\x1b[38;2;%d;%d;%dm\u2588\u2588" % grid.rgb(x, y))
        text = beside[y] if y < len(beside) else ""
        out.append("".join(row) + "\x1b[0m" + ("  " + text if side > 0 else "")[:cols - gw])
    out.extend(below)
    tail = (":" + prompt) if prompt is not None else ((status or "bright %d%% " % bright) + HELP_LINE)
    if len(out) < rows:
        out.append(tail[-cols:] if prompt is not None else tail[:cols])
    return out


def _layout(lines, side, h, cols):
    beside, below = [], []
    for line in lines:
        w = wrap(line, side) if side and not below else None
        if w is not None and len(beside) + len(w) <= h:
            beside += w
        else:
            below += wrap(line, cols)
    return beside, below


def paint(out, prev_rows):
    """One frame for the terminal: home, each row cleared to its end, nothing scrolled."""
    return "\x1b[H" + "\x1b[K\r\n".join(out) + "\x1b[K" + ("\x1b[J" if len(out) < prev_rows else "")


class Taps:
    """Terminal keys as presses on the fake pins. A terminal sends no key-up, so each key is a tap
    held a fixed time; taps wait their turn with a gap between them (longer than the buttons'
    debounce), so two quick taps of one key are two presses, never one."""
    GAP_MS = 40

    def __init__(self, down):
        self.down = down
        self.queue = []
        self.key = None
        self.until = 0

    def add(self, k, hold):
        self.queue.append((k, hold))

    def update(self, now):
        if self.key is not None:
            if now < self.until:
                return
            self.down[self.key] = 0
            self.key = None
            self.until = now + self.GAP_MS
        if self.queue and now >= self.until:
            k, hold = self.queue.pop(0)
            self.down[k] = 1
            self.key = k
            self.until = now + hold


def terminal_size():
    try:
        c, r = os.get_terminal_size()
        if c > 0 and r > 0:
            return c, r
    except (AttributeError, OSError, ValueError):
        pass
    try:
        return int(os.getenv("COLUMNS") or 80), int(os.getenv("LINES") or 24)
    except (AttributeError, ValueError):
        return 80, 24


# What each of the buzzer's tones means (core.app TONES, in order), shown on the last line as
# the bell rings: the terminal's bell has one pitch, the words tell the three apart.
TONE_WORDS = ("refused", "the companion moved", "the game is over", "a lesson's step done")
TONE_SHOWN_MS = 1500


class Bell:
    """The buzzer's seam (App(tone=...)) in the terminal: each tone rings the bell once and names
    itself on the last line for a moment, so a player without a Pico learns what the sounds mean."""

    def __init__(self, clock):
        self.clock = clock
        self.rings = 0     # bells not yet written to the terminal
        self.words = ""
        self.until = 0

    def __call__(self, hz, ms):
        self.rings += 1
        k = TONES.index((hz, ms)) if (hz, ms) in TONES else -1
        self.words = "\u266a %s (%d Hz) " % (TONE_WORDS[k] if k >= 0 else "a tone", hz)
        self.until = self.clock() + TONE_SHOWN_MS

    def take(self):
        """The bells to write now ("\\a" each), and the words for the last line ('' when none)."""
        out = "\a" * self.rings
        self.rings = 0
        if self.words and self.clock() - self.until > 0:
            self.words = ""
        return out, self.words


def interactive(board, state_dir, silent=False):
    import select
    import time
    try:
        import termios
    except ImportError:
        termios = None
    try:
        from time import ticks_ms
    except ImportError:
        def ticks_ms():
            return int(time.monotonic() * 1000) & 0x3FFFFFFF

    fd = 0
    old = termios.tcgetattr(fd) if termios else None
    if hasattr(termios, "setraw"):  # MicroPython's termios has it; CPython keeps it in tty
        termios.setraw(fd)
    elif termios:
        import tty
        tty.setraw(fd)
    lines = []
    down = bytearray(6)
    taps = Taps(down)
    pending = []

    def say(text):
        lines.append(text)

    def read_char():
        return pending.pop(0) if pending else None

    aio.manual(ticks_ms)  # the view's task is stepped here, one slice a tick
    st = Store(state_dir)
    # the terminal is the buzzer, whatever the board has: a player hears what the Pico's buzzer
    # means (Settings turns it off, as on a Pico); --silent: no bell, as a board without one
    bell = None if silent else Bell(ticks_ms)
    app = App(board, lambda buf: None, [(lambda i=i: down[i] == 1) for i in range(6)], ticks_ms, st, say,
              read_char, tone=bell)
    app.link_io = False  # the terminal is the simulator's screen: `make link` links to a Pico
    app.boot()
    leds = Leds(app.output)
    poller = select.poll()
    poller.register(sys.stdin, select.POLLIN)
    # The terminal closing (a closed window, a killed tmux) ends the simulator: SIGHUP, or, where
    # that is ignored or blocked, the tty's hang-up, end of file or EIO on a read or a write.
    # Otherwise it ran on at half a core with nobody to see it.
    hung_up = []
    try:
        import signal
        signal.signal(signal.SIGHUP, lambda *_: hung_up.append(1))
    except (ImportError, AttributeError, ValueError, OSError):
        pass
    gone = getattr(select, "POLLHUP", 16) | getattr(select, "POLLERR", 8)
    rest = b""
    typing = None
    sys.stdout.write("\x1b[2J")
    coro = None
    view = None
    size = terminal_size()
    prev_rows = 0
    try:
        while True:
            if hung_up:
                return
            now = ticks_ms()
            data = b""
            while True:  # everything waiting: an escape sequence arrives whole
                ev = poller.poll(0)
                if not ev:
                    break
                if ev[0][1] & gone:
                    return   # the terminal hung up
                b = os.read(fd, 1) if hasattr(os, "read") else sys.stdin.buffer.read(1)
                if not b:
                    return   # end of file: nobody can type any more
                data += b
            if rest and not data:  # a cut-off character that nothing completed: a bad key
                rest = b"\xff"
            toks, rest = key_tokens(rest + data)
            for ch in toks:
                if ch is None:
                    lines.append("(sim) a key that is not a character was ignored")
                    continue
                if typing is not None:
                    if ch in ("\r", "\n"):
                        pending.extend(typing + "\n")
                        lines.append("> " + typing)  # the command, then its answer
                        typing = None
                    elif ch in ("\x7f", "\x08"):
                        typing = typing[:-1]
                    elif ch == "\x1b":
                        typing = None
                    elif len(ch) == 1 and ch >= " ":  # never an escape sequence in the prompt
                        typing += ch
                    continue
                if ch == "q" or ch == "\x03":
                    return
                if ch == ":":
                    typing = ""
                    continue
                if ch == "l":
                    lines.extend(lights_lines(app, board))
                    continue
                k, hold = KEYMAP.get(ch, (None, 0))
                if k is None:
                    lines.append("(sim) key %r does nothing here (%s)" % (ch, HELP_LINE))
                else:
                    taps.add(k, hold)
            taps.update(now)
            v = app.shown_view()
            if v is not view:
                view = v
                coro = v.task() if v is not None and hasattr(v, "task") else None
            if coro is not None:
                try:
                    coro.send(None)
                except StopIteration:
                    coro = None
            app.tick()
            if app.ticks & 1:
                if app.ticks & 63 == 1:
                    size = terminal_size()
                rings, words = bell.take() if bell is not None else ("", "")
                out = screen(leds, lines, size[0], size[1], app.brightness, typing,
                             ("bright %d%% %s" % (app.brightness, words)) if words else None)
                sys.stdout.write(paint(out, prev_rows) + rings)
                sys.stdout.flush()
                prev_rows = len(out)
            time.sleep(TICK_MS / 1000)
    except OSError as e:
        if (e.args[0] if e.args else None) != 5:
            raise
        return    # EIO: the terminal is gone under a read or a write
    finally:
        try:
            if termios:
                termios.tcsetattr(fd, termios.TCSANOW, old)
            sys.stdout.write("\x1b[0m\r\n")
            sys.stdout.flush()
        except OSError:
            pass   # no terminal left to restore


def key_tokens(data):
    """Terminal bytes -> (keys, rest). A key is an escape sequence ("\x1b[A"), "\x1b" for a lone
    Esc (it never waits for, or swallows, the next key), one character, or None for bytes that are
    not a character. rest: the start of a character cut off at the end of the read."""
    out = []
    i = 0
    n = len(data)
    while i < n:
        b = data[i]
        if b == 0x1B and i + 1 < n and data[i + 1] in (0x5B, 0x4F):  # ESC [ ... or ESC O x
            j = i + 2
            while j < n and 0x20 <= data[j] < 0x40:  # parameters
                j += 1
            if j >= n:
                return out, data[i:]
            out.append(bytes(data[i:j + 1]).decode())
            i = j + 1
            continue
        size = 1 if b < 0x80 else 2 if 0xC0 <= b < 0xE0 else 3 if 0xE0 <= b < 0xF0 else 4 if 0xF0 <= b < 0xF8 else 0
        if size == 0:
            out.append(None)
            i += 1
            continue
        if i + size > n:
            return out, data[i:]
        try:
            out.append(bytes(data[i:i + size]).decode())
            i += size
        except UnicodeError:
            out.append(None)
            i += 1
    return out, b""


# key -> (button, ms held). One meaning per key, the same letters as --script (a, b): arrows are
# the d-pad; A is a, Enter or Space; B is b, Backspace or Esc; long presses have their own keys.
# Terminals send no key-up, so a key is a tap held for a fixed time (Taps).
KEYMAP = {
    "\x1b[A": (keys.UP, PRESS_MS), "\x1b[B": (keys.DOWN, PRESS_MS),
    "\x1b[D": (keys.LEFT, PRESS_MS), "\x1b[C": (keys.RIGHT, PRESS_MS),
    "\x1bOA": (keys.UP, PRESS_MS), "\x1bOB": (keys.DOWN, PRESS_MS),
    "\x1bOD": (keys.LEFT, PRESS_MS), "\x1bOC": (keys.RIGHT, PRESS_MS),
    "a": (keys.A, PRESS_MS), "\r": (keys.A, PRESS_MS), "\n": (keys.A, PRESS_MS), " ": (keys.A, PRESS_MS),
    "b": (keys.B, PRESS_MS), "\x7f": (keys.B, PRESS_MS), "\x08": (keys.B, PRESS_MS), "\x1b": (keys.B, PRESS_MS),
    "A": (keys.A, LONG_MS), "B": (keys.B, LONG_MS), "m": (keys.B, LONG_MS),
}


def main(argv):
    board_name = DEFAULT_BOARD
    size = None
    state = None
    script = None
    silent = False
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--silent":
            silent = True
            i += 1
        elif a in ("--board", "--size", "--state", "--script", "--script-file", "--mpy") and i + 1 < len(argv):
            v = argv[i + 1]
            i += 2
            if a == "--board":
                board_name = v
            elif a == "--size":
                size = v
            elif a == "--state":
                state = v
            elif a == "--script":
                script = v.split()
            elif a == "--mpy":
                pass  # handled at import time, above
            else:
                with open(v) as f:
                    script = f.read().split()
        elif a in ("-h", "--help"):
            print(USAGE)
            return 0
        else:
            print("unknown argument: %s\n%s" % (a, USAGE))
            return 2
    try:
        board = load_board(board_name, size)
    except (OSError, ValueError) as e:
        print("cannot load board '%s': %s" % (board_name, e))
        return 2
    if script is not None:
        # headless: a fresh in-memory flash unless --state was given explicitly
        if state is not None:
            _mkdirs(state)
        rig = Rig(board, state, echo=True)
        try:
            rig.run_script(script)
        except ValueError as e:
            print("script error: %s" % e)
            return 2
        rig.settle()
        text = rig.grid_text()
        print(text)
        print(legend(text, rig.others))
        return 0
    if state is None:
        state = default_state(board_name, size)
    _mkdirs(state)
    interactive(board, state, silent)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
