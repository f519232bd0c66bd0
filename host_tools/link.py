"""The host side of the link (docs/link.md): a Pico on USB as a live screen and remote in the terminal.

    python host_tools/link.py [--port /dev/ttyACM0]      (make link [PORT=...])

The screen and the keys are the simulator's (host_tools/sim.py): the Pico's LEDs at the left, its
console lines beside them, arrows = d-pad, a/Enter/Space = A, b/Backspace/Esc = B, m or B = long B
(the menu), A = long A, ':' types a console command, q quits (the link closes; the game goes on).
`Client` is the protocol alone, for any transport: the tests drive it against the simulator's Rig
and the emulated Pico.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from host_tools import sim  # noqa: E402
from ui import keys  # noqa: E402  (sim put firmware/ on the path)

PUT_BYTES = 64  # bytes of a save per `put` line (128 hex digits: under the Pico's LINE_MAX)


class Client:
    """The protocol, transport-free: feed() it what the Pico sends; it calls send(bytes) with what
    goes back (acknowledgements at once, unless auto_ack is off)."""

    def __init__(self, send, auto_ack=True):
        self.send_bytes = send
        self.auto_ack = auto_ack
        self.rest = b""
        self.hello = None     # the hello's fields (a dict)
        self.frame = None     # the LEDs: bytes, RGB by rows from the top left
        self.seq = None       # the number of the last frame
        self.frames = 0
        self.lines = []       # (kind, text) of every @line
        self.save = None      # the last @save's bytes (b"" when there is none)
        self.errors = []      # the Pico's @error texts
        self.bye = None       # why the link closed, once it has
        self.other = []       # lines that are not link messages (a traceback, the plain console)
        self.pongs = 0
        self.status = ""      # the game's status line (whose turn, the scores), from @status
        self.showing = ""     # the game open on the grid (its rules), from @game
        self.booked = 0       # how many @book came: the scorebook changed (a host showing it asks again)

    # --- to the Pico
    def send(self, text):
        self.send_bytes((text + "\n").encode())

    def open(self):
        self.send_bytes(b"\rlink\r")  # the CR first ends whatever the plain console held

    def press(self, name):
        self.send("press " + name)

    def release(self, name):
        self.send("release " + name)

    def tap(self, name):
        self.send("press %s\nrelease %s" % (name, name))

    def long(self, name):
        self.send("long " + name)

    def cmd(self, text):
        self.send("cmd " + text)

    def export(self):
        self.save = None
        self.send("export")

    def import_save(self, data):
        for i in range(0, len(data), PUT_BYTES):
            self.send("put " + data[i:i + PUT_BYTES].hex())
        self.send("import")

    def ack(self):
        if self.seq is not None:
            self.send("ack %d" % self.seq)

    def close(self):
        self.send("close")

    # --- from the Pico
    def feed(self, data):
        """Bytes from the Pico, in any pieces; handles each complete line."""
        if isinstance(data, str):
            data = data.encode()
        data = self.rest + bytes(data)
        *whole, self.rest = data.split(b"\n")
        for raw in whole:
            self.handle(raw.rstrip(b"\r").decode("utf-8", "replace"))

    def handle(self, line):
        if not line.startswith("@"):
            if line.strip():
                self.other.append(line)
            return
        kind, _, rest = line.partition(" ")
        if kind == "@frame":
            n, _, hexdata = rest.partition(" ")
            self.frame = bytes.fromhex(hexdata)
            self.seq = int(n)
            self.frames += 1
            if self.auto_ack:
                self.ack()
        elif kind == "@line":
            k, _, text = rest.partition(" ")
            self.lines.append((k, text))
        elif kind == "@hello":
            self.hello = json.loads(rest)
            self.status = self.hello.get("status") or ""
            self.showing = self.hello.get("open") or ""
            self.bye = None
        elif kind == "@save":
            n, _, hexdata = rest.partition(" ")
            self.save = bytes.fromhex(hexdata)
            assert len(self.save) == int(n), "the @save line's length and its bytes disagree"
        elif kind == "@error":
            self.errors.append(rest)
        elif kind == "@bye":
            self.bye = rest
        elif kind == "@status":
            self.status = rest
        elif kind == "@game":
            self.showing = rest
        elif kind == "@book":
            self.booked += 1
        elif kind == "@pong":
            self.pongs += 1
        else:
            self.other.append(line)

    def rgb(self, x, y):
        w = self.hello["w"]
        i = 3 * (y * w + x)
        return tuple(self.frame[i:i + 3])


class FrameGrid:
    """The linked Pico's LEDs as the simulator's screen() reads them (w, h, rgb(x, y)): the wire
    bytes against the panel's white at its brightness, as `make sim` and the web page show them
    (sim.Leds); get(x, y): each channel brought back through the board's gamma (a palette code)."""

    def __init__(self, client):
        from hw.output import gamma_table
        self.c = client
        hello = client.hello or {}
        g = hello.get("gamma", 2.6)
        self.table = [round(255 * (v / 255) ** (1 / g)) for v in range(256)]
        self.white = gamma_table(hello.get("brightness", 100), g)[255]

    def rgb(self, x, y):
        if not self.c.frame:
            return (0, 0, 0)
        return sim.on_screen(self.c.rgb(x, y), self.white)

    @property
    def w(self):
        return self.c.hello["w"]

    @property
    def h(self):
        return self.c.hello["h"]

    def get(self, x, y):
        if not self.c.frame:
            return 0
        r, g, b = self.c.rgb(x, y)
        t = self.table
        return (t[r] << 16) | (t[g] << 8) | t[b]


def find_port(port):
    from host_tools import deploy
    return deploy.find_port(port)


def terminal(port):
    """The link in the terminal until q: the Pico's LEDs and lines drawn as make sim draws them."""
    import select
    import time
    import termios
    import tty
    import serial

    try:
        ser = serial.serial_for_url(port, baudrate=115200, timeout=0)
    except (OSError, serial.SerialException) as e:
        raise SystemExit("cannot open %s: %s" % (port, e))
    client = Client(ser.write)
    shown = []          # the lines beside the grid, as the simulator shows them

    def line_text(kind, text):
        return text if kind in ("say", "status", "where") else {"refuse": "", "move": "", "ask": "? "}[kind] + text

    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setraw(fd)
    sys.stdout.write("\x1b[2J")
    typing = None
    rest = b""
    prev_rows = 0
    last_sent = time.monotonic()
    client.open()
    t_open = time.monotonic()
    seen = 0
    try:
        while True:
            r, _, _ = select.select([fd, ser.fileno()], [], [], 0.05)
            if ser.fileno() in r:
                try:
                    data = ser.read(4096)
                except (OSError, serial.SerialException):
                    shown.append("(link) the Pico is gone (unplugged?)")
                    data = None
                if data is None:
                    break
                client.feed(data)
            if client.hello is None and time.monotonic() - t_open > 3:
                client.open()  # the first `link` may have met a busy console: ask again
                t_open = time.monotonic()
            while seen < len(client.lines):
                shown.append(line_text(*client.lines[seen]))
                seen += 1
            for e in client.errors:
                shown.append("(link) Pico says: " + e)
            client.errors.clear()
            if client.bye is not None and client.hello is not None:
                shown.append("(link) closed by the Pico: %s" % client.bye)
                break
            if fd in r:
                data = os.read(fd, 1024)
                toks, rest = sim.key_tokens(rest + data)
                for ch in toks:
                    if ch is None:
                        continue
                    if typing is not None:
                        if ch in ("\r", "\n"):
                            shown.append("> " + typing)
                            client.cmd(typing)
                            typing = None
                        elif ch in ("\x7f", "\x08"):
                            typing = typing[:-1]
                        elif ch == "\x1b":
                            typing = None
                        elif len(ch) == 1 and ch >= " ":
                            typing += ch
                        continue
                    if ch in ("q", "\x03"):
                        client.close()
                        return 0
                    if ch == ":":
                        typing = ""
                        continue
                    k, hold = sim.KEYMAP.get(ch, (None, 0))
                    if k is None:
                        shown.append("(link) key %r does nothing here (%s)" % (ch, sim.HELP_LINE))
                    elif hold >= sim.LONG_MS:
                        client.long(keys.NAMES[k])
                    else:
                        client.tap(keys.NAMES[k])
                    last_sent = time.monotonic()
            if time.monotonic() - last_sent > 1:
                client.send("ping")  # the Pico closes a link that has heard nothing for 5 s
                last_sent = time.monotonic()
            cols, rows = sim.terminal_size()
            if client.hello is not None:
                out = sim.screen(FrameGrid(client), shown, cols, rows, 100, typing,
                                 status="linked %s (%s) " % (port, client.hello.get("board", "?")))
            else:  # no hello yet: say what it waits for, and that q leaves
                out = [l[:cols] for l in sim.wrap(
                    "waiting for the companion on %s to answer the link (is it running on the Pico? "
                    "`make flash` puts it there; `make repl` shows its console); q quits" % port, cols)]
            sys.stdout.write(sim.paint(out, prev_rows))
            sys.stdout.flush()
            prev_rows = len(out)
    finally:
        termios.tcsetattr(fd, termios.TCSANOW, old)
        sys.stdout.write("\x1b[0m\r\n")
        for line in shown[-3:]:
            if line.startswith("(link)"):
                sys.stdout.write(line + "\r\n")
        ser.close()
    return 1


def main(argv=None):
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--port", default=os.environ.get("PORT") or None)
    a = ap.parse_args(argv)
    return terminal(find_port(a.port))


if __name__ == "__main__":
    sys.exit(main())
