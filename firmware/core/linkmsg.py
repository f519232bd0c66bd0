# The link's rare messages (docs/link.md): opening it and the hello, console commands, export and
# import, close. Imported for one message and dropped after (core/link.py keeps only what every
# frame, line and key needs), as core/commands.py is for one console command.
from core.compat import drop

PROTOCOL = 1
PUT_MAX = 8192  # core.store.LIMIT: an imported save is never bigger


def open_link(app, link):
    """The console command `link`: open it (or, linked already, say hello again). A port may set
    app.link_io to its own (write, read), or to False when it has no serial console to link.
    link: core/link.py, passed by core/commands.py (this module does not import it back)."""
    c = app.console
    if hasattr(c, "send_frame"):  # linked already
        return hello(c)
    io = getattr(app, "link_io", None)
    if io is False:  # a port whose console is not a USB serial line (the web page, the simulator)
        return app.refuse("link: no USB console here (a linked host talks to a Pico: docs/link.md)")
    io = io or port_io(link.reader)
    lk = link.Link(app, io[0], io[1])
    start(lk, link)
    hello(lk)


def start(lk, link):
    """The link's state, and its place as the App's console and the output's writer."""
    app = lk.app
    c = app.console  # the plain console: its code goes while linked, close makes it again
    lk.plain = (c.write, c.read_char, c.maxlen, c.clock)
    n = app.grid.n
    lk.n = n
    head = b"@frame 0000 "  # core/link.py's send_frame writes the number and the LEDs after it
    buf = bytearray(len(head) + 6 * n + 1)
    buf[0:len(head)] = head
    buf[-1] = 10
    lk.buf = buf
    lk.inb = bytearray(link.LINE_MAX)
    lk.quiet_ms = link.QUIET_MS  # the hello's, with len(inb)
    lk.inlen = 0
    lk.bad = 0          # 1: the line is too long, 2: it holds a control byte
    lk.seq = 0          # the number of the last frame sent
    lk.waiting = False  # a frame is on the way: the next goes when the host acknowledges it
    lk.newer = False    # the panel changed since the frame on the way
    lk.heard = app.clock()
    lk.pend = bytearray(6)      # a host's press or release waiting for the buttons (core/link.py key)
    lk.long_until = [0] * 6     # `long K`: let go at this time (0: not a long press)
    lk.held = False
    lk.kind = None      # the kind of the lines said now, when the link knows it better
    lk.status = link.status_of(app)  # the status line the host has (the hello's)
    lk.open = link.open_of(app)      # the game open on the grid that the host knows (the hello's)
    lk.put = None       # an import's bytes, as the host sends them
    lk.frames_sent = 0
    lk.booked = app.booked  # the scorebook's writes the host knows of (@book)
    lk.cr = False       # mpremote's takeover: CR Ctrl-C (then CR Ctrl-A) closes the link
    lk.msgs = False     # this module is kept loaded while the host's lines flow (core/link.py rare)
    lk.idle = True      # the last poll read all there was
    out = app.output
    lk.out_write = out.write
    out.write = lk.on_frame
    app.console = lk
    drop("core.console")  # (core/app.py imports it only to make an App)


def port_io(reader):
    """The USB console as raw bytes: (write, read) for the Pico (and any port with a POSIX-like
    stdin). The reader is core/link.py's: a function of this module would keep this module, and
    all its code, in RAM as long as the link reads."""
    import sys
    import select
    stdin = getattr(sys.stdin, "buffer", sys.stdin)
    stdout = getattr(sys.stdout, "buffer", sys.stdout)
    p = select.poll()
    p.register(sys.stdin, select.POLLIN)
    return stdout.write, reader(getattr(p, "ipoll", p.poll), stdin.readinto)


def hello(lk):
    import json
    import sys
    from games import registry
    a = lk.app
    v = getattr(sys.implementation, "version", ())
    from core.files import version
    d = {"link": PROTOCOL, "firmware": version(),
         "micropython": ".".join(str(x) for x in v[:3]) if sys.implementation.name == "micropython" else None,
         "board": a.board.get("name", "?"), "w": a.grid.w, "h": a.grid.h, "brightness": a.brightness,
         "gamma": a.output.gamma, "quiet_ms": lk.quiet_ms, "line_max": len(lk.inb),
         "game": a.session.name if a.session is not None else None, "status": lk.status, "open": lk.open,
         "games": [[n, t, n in registry.BUILT] for n, t, _ in registry.GAMES]}
    lk.send("@hello " + json.dumps(d))
    lk.waiting = False
    lk.send_frame()


def run(lk, w, rest, text):
    """One host message other than ack, ping, the keys and console commands (core/link.py
    answers those)."""
    if w == "cmd":  # `cmd link` (core/link.py runs the others), or no command at all
        return hello(lk) if rest else lk.send("@error usage: cmd TEXT (a console command)")
    if w == "export":
        return export(lk)
    if w == "put":
        return put_hex(lk, rest)
    if w == "import":
        return do_import(lk)
    if w == "hello" or w == "link":   # link: a second host on the same console (make link-emu's
        return hello(lk)                 # terminal and page) links too: both play one Pico
    if w == "close":
        return close(lk, rest if rest and text == "" else "closed by the host")
    if not text and w in ERRORS:  # core/link.py refusing a line: the words are here, loaded only then
        m = ERRORS[w]
        return lk.send("@error " + (m % (rest or len(lk.inb)) if "%" in m else m))
    shown = "".join(c for c in text[:24] if " " <= c < "\x7f")
    lk.send("@error unknown message '%s' (docs/link.md lists them)" % shown)


ERRORS = {
    "!long": "line too long (max %d bytes), ignored",  # LINE_MAX: the link's line buffer
    "!ctrl": "control byte in line, ignored",
    "!ack": "usage: ack N (the number of the frame received)",
    "!utf8": "not valid text (UTF-8 expected), ignored",
    "!key": "usage: %s up|down|left|right|a|b",
}


def close(lk, why):
    """Give the App back its own console, buttons and output, and drop the link's code."""
    a = lk.app
    a.output.write = lk.out_write
    a.buttons.pins = lk.pins
    a.buttons.any_down = lk.any_down
    lk.gs_cls.later = lk.later0
    from core.console import Console
    a.console = Console(*lk.plain)
    lk.put = None
    lk.send("@bye " + why)
    a.say("link closed: " + why)
    drop("core.link")


def export(lk):
    from core.session import SAVE
    try:
        data = lk.app.store.read(SAVE)
    except ValueError as e:  # over the store's limit
        return lk.send("@error export: %s" % e)
    if data is None:
        return lk.send("@save 0")
    from binascii import hexlify
    lk.write(("@save %d " % len(data)).encode())
    for i in range(0, len(data), 256):  # a big save goes out in pieces: never a 16 KB string
        lk.write(hexlify(data[i:i + 256]))
    lk.write(b"\n")


def put_hex(lk, rest):
    from binascii import unhexlify
    try:
        data = unhexlify(rest)
    except ValueError:
        lk.put = None
        return lk.send("@error put: not hex (two digits a byte); the import so far is dropped")
    if lk.put is None:
        lk.put = bytearray()
    if len(lk.put) + len(data) > PUT_MAX:
        lk.put = None
        return lk.send("@error put: a save is at most %d bytes; the import is dropped" % PUT_MAX)
    lk.put.extend(data)


def do_import(lk):
    data = lk.put
    lk.put = None
    if not data:
        return lk.send("@error import: nothing to import (send it with put HEX first)")
    from ui import confirm
    confirm.import_save(lk.app, bytes(data))
