# The link: a computer or a phone beside the board as a live screen and remote, over the USB
# console (docs/link.md is the protocol). Loaded when a host opens it (core/linkmsg.py, for the
# console command `link`) and dropped when the link closes: a table without a host pays nothing for
# it. While open, the link is the App's console (say() and poll()), it sees every frame the output
# stage writes, and it adds a host's presses to the button pins, so the App knows nothing of it.
# Only what every frame, line and key needs stays in RAM here; the rare messages (the hello,
# commands, saves, close) are core/linkmsg.py, imported for one message and dropped after.
#
# A host can never slow the table: at most one frame is on the way (the host acknowledges each),
# frames are hex-encoded into one buffer made when the link opens (nothing allocated per frame,
# acknowledgements included), and after QUIET_MS without a byte from the host the link closes
# itself and the console is the plain one again.
from core.compat import ticks_add, ticks_diff, drop
from ui import keys

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

QUIET_MS = const(5000)  # no byte from the host this long: it is gone, the link closes
LINE_MAX = const(160)   # the longest line a host may send (a `put` of 64 bytes is 132)
SLICE = const(64)       # bytes read a tick at most, and SLICE_MS: the buttons come first
SLICE_MS = const(4)     # (as core/console.py's: a byte from USB costs the Pico ~0.14 ms)
LONG_HOLD_MS = const(760)  # `long K` holds the key this long (hw/buttons.py: LONG_MS 700 + a poll)
_HEX = b"0123456789abcdef"


def status_of(app):
    """The game's status line (whose turn, the scores) with the players' names, as the console
    says it, or '' with no game."""
    s = app.session
    return app.named(s.game.status()) if s is not None and s.game is not None else ""


def open_of(app):
    """The game open on the grid (its set-up page included), or '' (the menu, Settings): a host
    shows that game's rules."""
    gs = app.game_screen
    return gs.name if gs is not None else ""


def kind_of(text, status):
    """A console line's kind (docs/link.md), from the line itself: the firmware's lines follow
    fixed forms ('! ' refusals, 'companion: ' moves, 'A: ... B: ...' questions on the grid, the
    game's status at the end of an action's line)."""
    if text[:2] == "! ":
        return "refuse"
    if text[:11] == "companion: ":
        return "move"
    if "A: " in text and "B: " in text:
        return "ask"
    if status and text.endswith(status):
        return "status"
    return "say"


def reader(poll, readinto):
    """The USB console's reader (core/linkmsg.py's port_io): read() returns one byte in a
    bytearray it reuses, or None: no allocation per byte."""
    one = bytearray(1)

    def read():
        for _ in poll(0):
            return one if readinto(one) else None
        return None
    return read


def _held():  # the pin of a key the host holds
    return True


class Link:
    skips = False   # (App.idle_span: the host's keys and frames are timed by the ticks)

    def __init__(self, app, write, read):
        """Only the hooks that need this module's own functions (a closure from core/linkmsg.py
        would keep all of it in RAM): the rest of the state, core/linkmsg.py's start()."""
        self.app = app
        self.write = write
        self.read = read
        self.down = bytearray(6)      # keys the host holds
        bt = app.buttons
        self.pins = bt.pins
        bt.pins = self
        self.any_down = bt.any_down   # (the port's one read of the pins knows nothing of the
        bt.any_down = None            # host's keys: the buttons read each key through the link)
        gs = app.GameScreen   # (core/app.py: the App hands it over, not imported back from here)
        self.gs_cls = gs
        self.later0 = gs.later
        link = self

        def later(gs, fn):  # what lies under the cursor, said after the frame: tagged `where`
            gs.app.after.append(lambda: link.tagged("where", fn))
        gs.later = later

    # While linked, the link is the buttons' pins (one object, no closure per pin): a key is down
    # while its pin is or the host holds it.
    def __getitem__(self, k):
        return _held if self.down[k] else self.pins[k]

    def __len__(self):
        return 6

    # --- out
    def send(self, text):
        self.write((text + "\n").encode())

    def say(self, text):
        st = status_of(self.app)
        k = "refuse" if text[:2] == "! " else self.kind or kind_of(text, st)
        self.send("@line %s %s" % (k, text))
        if st != self.status:  # whose turn and the scores, whenever they change: a host's banner
            self.status = st
            self.send("@status " + st)

    def tagged(self, kind, fn, *args):
        self.kind = kind
        try:
            return fn(*args)
        finally:
            self.kind = None

    def on_frame(self, buf):
        """The output stage wrote a frame to the LEDs: send it now unless one is on the way."""
        self.out_write(buf)
        g = open_of(self.app)
        if g is not self.open:  # the registry's own str: compared without allocating
            self.open = g
            self.send("@game " + g)
        if self.waiting:
            self.newer = True
        else:
            self.send_frame()

    def send_frame(self):
        """The LEDs as they are lit (after gamma, brightness and the current limit), by rows from
        the top left, RGB, as hex, into the one buffer: nothing allocated."""
        o = self.app.output
        src = o.out
        m = o.map
        ro, go, bo = o.ro, o.go, o.bo
        buf = self.buf
        H = _HEX
        self.seq = s = self.seq + 1 if self.seq < 9999 else 1
        buf[7] = 48 + s // 1000
        buf[8] = 48 + s // 100 % 10
        buf[9] = 48 + s // 10 % 10
        buf[10] = 48 + s % 10
        j = 12
        for i in range(self.n):
            d = 3 * m[i]
            v = src[d + ro]
            buf[j] = H[v >> 4]
            buf[j + 1] = H[v & 15]
            v = src[d + go]
            buf[j + 2] = H[v >> 4]
            buf[j + 3] = H[v & 15]
            v = src[d + bo]
            buf[j + 4] = H[v >> 4]
            buf[j + 5] = H[v & 15]
            j += 6
        self.waiting = True
        self.newer = False
        self.frames_sent += 1
        self.write(buf)

    # --- in
    def poll(self):
        """The App's console poll, every tick: the host's bytes for SLICE_MS (SLICE at most) and
        one line (a flood waits in the USB buffer, never in front of the buttons), its keys'
        timing, and the quiet host's close. Returns None: the link runs host commands itself."""
        app = self.app
        rd = self.read
        self.idle = False
        got = False
        clock = app.clock
        t0 = clock()
        if self.held:  # the keys as the buttons saw them since (a press drawn last tick skipped
            self.keys_tick(t0)  # this poll): a waiting release goes before the next line's press
        for _ in range(SLICE):
            if ticks_diff(clock(), t0) >= SLICE_MS:
                break
            ch = rd()
            if not ch:
                self.idle = True
                break
            got = True
            b = ord(ch) if isinstance(ch, str) else ch[0]
            if b == 3:
                if self.cr:  # CR Ctrl-C: mpremote taking the board over; the plain console
                    self.close("interrupted")  # finishes it (its CR, Ctrl-A)
                    app.console.seq = 2
                    return None
                self.inlen = 0
                self.bad = 0
                continue
            self.cr = b == 13
            if b == 10 or b == 13:
                if self.inlen or self.bad:
                    self.line()
                    if app.console is not self:
                        return None
                    break  # one line a tick
                continue
            if b < 32 or b == 127:
                self.bad |= 2
            elif self.inlen >= LINE_MAX:
                self.bad |= 1
            else:
                self.inb[self.inlen] = b
                self.inlen += 1
        now = app.clock()
        if got:  # the host is there as of the bytes just read, however long their lines took
            self.heard = now
        if self.held:
            self.keys_tick(now)
        if self.booked != app.booked:  # the scorebook changed: a host showing it asks again
            self.booked = app.booked
            self.send("@book %d" % self.booked)
        if self.msgs and self.idle:  # the rare messages' code, kept while the host's lines flowed
            self.msgs = False
            drop("core.linkmsg")
        if app.console is self and ticks_diff(now, self.heard) > QUIET_MS:
            self.close("quiet")
        return None

    def line(self):
        n = self.inlen
        bad = self.bad
        self.inlen = 0
        self.bad = 0
        ib = self.inb
        if bad:  # the rare paths' words are core/linkmsg.py's
            return self.rare("!long" if bad & 1 else "!ctrl")
        # `ack NNNN`, the one message per frame, is read in place: nothing allocated
        if n >= 3 and ib[0] == 97 and ib[1] == 99 and ib[2] == 107 and (n == 3 or ib[3] == 32):
            v = 0
            for i in range(4, n):
                c = ib[i]
                if not 48 <= c <= 57:
                    return self.rare("!ack")
                v = v * 10 + c - 48
            if n == 3 or v == self.seq:
                self.waiting = False
                if self.newer:
                    self.send_frame()
            return None
        try:
            text = bytes(ib[:n]).decode()
        except UnicodeError:
            return self.rare("!utf8")
        words = text.split(None, 1)
        if not words:
            return None
        w = words[0].lower()
        rest = words[1].strip() if len(words) > 1 else ""
        if w in ("press", "release", "long"):
            k = rest.lower()
            if k not in keys.NAMES:
                return self.rare("!key", w)
            return self.key(keys.NAMES.index(k), w)
        if w == "ping":
            return self.send("@pong")
        if w == "cmd" and rest:
            c = rest.split()[0].lower()
            if c != "link":  # a console command runs with only the App's own code in RAM
                return self.tagged("where" if c == "where" else None, self.app.command, rest)
        self.rare(w, rest, text)

    def rare(self, w, rest="", text=""):
        # the rare messages: loaded for this one, and kept while more lines wait (poll drops it
        # when the host's input runs dry): a host's import, a `put` a line, pays the load once
        from core import linkmsg
        self.msgs = True
        try:
            linkmsg.run(self, w, rest, text)
        finally:
            if self.app.console is not self:  # closed: nothing will drop it later
                self.msgs = False
                drop("core.linkmsg")

    def key(self, k, what):
        # pend[k]: 1, the press waits for the key's last release to be seen (debounced: a press
        # before that would read as contact chatter and be lost, as a host's second tap sent as
        # soon as the first is answered was); 2, the release waits for the press to be seen (a
        # tap shorter than a poll)
        st = self.app.buttons.state
        if what == "release":
            if self.pend[k] & 1:
                self.pend[k] = 3
            elif st[k]:
                self.down[k] = 0
            elif self.down[k]:
                self.pend[k] = 2
        else:
            if st[k] and not self.down[k]:
                self.pend[k] = 1
            else:
                self.down[k] = 1
                self.pend[k] = 0
            if what == "long":
                self.long_until[k] = ticks_add(self.app.clock(), LONG_HOLD_MS) or 1
        self.held = True

    def keys_tick(self, now):
        bt = self.app.buttons
        st = bt.state
        busy = False
        for k in range(6):
            p = self.pend[k]
            if p & 1:
                if not st[k]:
                    self.down[k] = 1
                    self.pend[k] = p & 2
                busy = True
            elif p:
                if st[k]:
                    self.pend[k] = 0
                    self.down[k] = 0
                else:
                    busy = True
            t = self.long_until[k]
            if t:
                # held its time, and for a key that has one, until the buttons gave its long
                # press (time the loop was busy counts toward no hold: hw/buttons.py)
                if ticks_diff(now, t) >= 0 and (bt.repeat[k] or bt.longed[k] or not st[k]):
                    self.long_until[k] = 0
                    self.down[k] = 0
                else:
                    busy = True
        self.held = busy

    # --- the end
    def close(self, why):
        self.rare("close", why)
