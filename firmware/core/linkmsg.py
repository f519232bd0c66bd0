# The link's rare messages (docs/link.md): opening it and the hello, console commands, export and
# import, close. Imported for one message and dropped after (core/link.py keeps only what every
# frame, line and key needs), as core/commands.py is for one console command.
from core.compat import drop  # noqa: F401  (core/link.py drops this module with it)

PROTOCOL = 1
PUT_MAX = 8192  # core.store.LIMIT: an imported save is never bigger


def open_link(app):
    """The console command `link`: open it (or, linked already, say hello again). A port may set
    app.link_io to its own (write, read), or to False when it has no serial console to link."""
    c = app.console
    if hasattr(c, "send_frame"):  # linked already
        return hello(c)
    io = getattr(app, "link_io", None)
    if io is False:  # a port whose console is not a USB serial line (the web page, the simulator)
        return app.refuse("link: no USB console here (a linked host talks to a Pico: docs/link.md)")
    from core import link
    io = io or port_io()
    hello(link.Link(app, io[0], io[1]))


def port_io():
    """The USB console as raw bytes: (write, read) for the Pico (and any port with a POSIX-like
    stdin). read() returns one byte in a bytearray it reuses, or None: no allocation per byte."""
    import sys
    import select
    stdin = getattr(sys.stdin, "buffer", sys.stdin)
    stdout = getattr(sys.stdout, "buffer", sys.stdout)
    p = select.poll()
    p.register(sys.stdin, select.POLLIN)
    one = bytearray(1)
    ipoll = getattr(p, "ipoll", None)

    def read():
        for _ in (ipoll(0) if ipoll else p.poll(0)):
            return one if stdin.readinto(one) else None
        return None
    return stdout.write, read


def firmware_version():
    """The build's version (core/version.txt, written by host_tools/build.py), or 'dev'."""
    try:
        with open("core/version.txt") as f:
            return f.read().strip()[:40] or "dev"
    except OSError:
        return "dev"


def hello(lk):
    import json
    import sys
    from core.link import QUIET_MS, LINE_MAX
    from games import registry
    a = lk.app
    v = getattr(sys.implementation, "version", ())
    d = {"link": PROTOCOL, "firmware": firmware_version(),
         "micropython": ".".join(str(x) for x in v[:3]) if sys.implementation.name == "micropython" else None,
         "board": a.board.get("name", "?"), "w": a.grid.w, "h": a.grid.h, "brightness": a.brightness,
         "gamma": a.output.gamma, "quiet_ms": QUIET_MS, "line_max": LINE_MAX,
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
    if w == "hello":
        return hello(lk)
    if w == "close":
        return lk.close("closed by the host")
    shown = "".join(c for c in text[:24] if " " <= c < "\x7f")
    lk.send("@error unknown message '%s' (docs/link.md lists them)" % shown)


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
