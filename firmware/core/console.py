# The serial console: status lines out, command lines in. Input arrives a byte at a time from a
# non-blocking reader (USB serial on the Pico, a terminal on the Pi, a script in the simulator).
# Bytes are kept until the line ends and decoded as a whole line, so a byte that is not UTF-8
# spoils only its own line, never the app.
#
# On the Pico the REPL's own Ctrl-C is off while the app runs (main.py: micropython.kbd_intr(-1)):
# a Ctrl-C byte reaches this reader and only clears the line. A computer takes the board over with
# the bytes mpremote's enter_raw_repl sends (transport_serial.py): CR, Ctrl-C, then CR, Ctrl-A
# (pyboard.py and older mpremote: CR, Ctrl-C, Ctrl-C, CR, Ctrl-A). On that sequence alone poll()
# raises KeyboardInterrupt, and main.py hands the board to the REPL (ports/handover.py).
#
# Whatever arrives, the buttons answer: a poll reads for SLICE_MS at most, and SLICE bytes (the
# App polls once a tick), and a line over the limit is refused as soon as it passes it, its rest
# dropped as it comes (a 10 000-byte line read whole stopped the buttons a second on the Pico).
from core.compat import ticks_diff

SLICE = 64     # bytes a poll at most (a clock that stands still in a tick: the simulator, tests)
SLICE_MS = 4   # ms a poll at most: a byte from USB costs the Pico ~0.14 ms, so ~28 bytes a tick


class Console:
    skips = True   # App.idle_span may skip a tick while it is idle (core/link.py's console never)

    def __init__(self, write, read_char=None, maxlen=80, clock=None):
        self.write = write          # write(str) prints one line
        self.read_char = read_char  # returns bytes (or a str) of one character, or None/empty when idle
        self.clock = clock          # ms, for SLICE_MS (None: SLICE bytes alone)
        self.line = bytearray()
        self.maxlen = maxlen
        self.overflow = False
        self.seq = 1                # the takeover sequence so far: 1 after a line end, 2 after its
                                    # Ctrl-C(s), 3 after the CR that follows them, 0 otherwise
        self.idle = True            # the last poll read all there was (App: what a command loaded may go)

    def say(self, text):
        self.write(text)

    def poll(self):
        """A complete command line, or None. Over-long or undecodable lines are dropped with a
        message; control characters are dropped, so nothing typed is ever sent back as a command
        to the user's terminal (ESC[2J would clear it)."""
        read_char = self.read_char
        if read_char is None:
            return None
        ch = read_char()   # (nothing waiting, most ticks: no clock read, no loop)
        if not ch:
            self.idle = True
            return None
        self.idle = False
        clock = self.clock
        t0 = clock() if clock is not None else 0
        for i in range(SLICE):
            if i:
                if clock is not None and ticks_diff(clock(), t0) >= SLICE_MS:
                    return None
                ch = read_char()
                if not ch:
                    self.idle = True
                    return None
            if isinstance(ch, str):
                try:
                    ch = ch.encode()
                except UnicodeError:  # a byte the host's text layer kept as a lone surrogate
                    ch = b"\xff"
            b = ch[0]
            seq = self.seq
            if b == 1 and seq == 3:
                self.seq = 1
                self.line = bytearray()
                raise KeyboardInterrupt  # mpremote (or pyboard.py) entering the raw REPL
            self.seq = (2 if seq in (1, 2) else 0) if b == 3 else (3 if seq == 2 else 1) if b in (10, 13) else 0
            if b in (10, 13):
                line = self.end()
                if line:
                    return line
            elif b == 3:  # a stray Ctrl-C (a terminal clearing its line) clears the line
                self.line = bytearray()
                self.overflow = False
            elif b in (8, 127):  # backspace: drop the last character, all its bytes
                i = len(self.line) - 1
                while i > 0 and self.line[i] & 0xC0 == 0x80:
                    i -= 1
                self.line = self.line[:max(i, 0)]
            elif self.overflow:
                pass
            elif len(self.line) + len(ch) > self.maxlen:
                self.overflow = True
                self.line = bytearray()
                self.say("! command too long (max %d characters), ignored" % self.maxlen)
            else:
                self.line.extend(ch)
        return None

    def end(self):
        """The line just ended: its text, or None (empty, too long, not UTF-8: said why)."""
        data = bytes(self.line)
        self.line = bytearray()
        if self.overflow:  # (said when it passed the limit)
            self.overflow = False
            return None
        try:
            text = data.decode()
        except UnicodeError:
            if data:
                self.say("! not valid text (UTF-8 expected), line ignored")
            return None
        return "".join(c for c in text if " " <= c < "\x7f" or c > "\x9f").strip()
