# What power-on reads once, loaded for it and dropped after: the board file (core/startup.py, on
# the Pico) and settings.bin (the App, on every port). settings.bin is written through it too, when
# Settings, `bright` or `name` change it. One module, not two: each import at power-on is a few ms
# of flash lookups before the menu shows.
#   settings.bin: S1: brightness u8;  S2: brightness u8 | sound u8 (1 on, 0 off);  S3: S2's, then
#   the players' names (core/names.py reads and writes them)
import gc

from games import registry

SETTINGS = "settings.bin"


def load(app, default):
    """The brightness settings.bin keeps (the sound and the names into app), or default when there
    is none; a damaged file is set aside as settings.bin.bad, with a line."""
    try:
        data = app.store.read(SETTINGS)
    except ValueError:  # store.TooBig
        data = b""
    if data is None:
        return default
    if data[:2] == b"S3":
        from core import names
        data = names.load(app, data)
        registry.drop("core.names")
    if len(data) == (3 if data[:2] == b"S1" else 4) and data[:2] in (b"S1", b"S2") \
            and 1 <= data[2] <= 100 and (len(data) == 3 or data[3] < 2):
        app.sound_on = len(data) == 3 or data[3] == 1
        return data[2]
    app.say("! settings file is damaged: using the board's defaults")
    app.store.set_aside(SETTINGS, SETTINGS + ".bad")
    return default


def save(app):
    """Write what the App holds now, only if it differs from the file (flash wears)."""
    new = b"S2" + bytes((app.brightness, 1 if app.sound_on else 0))
    if app.names:
        new = b"S3" + new[2:] + app.named(None)
    try:
        if app.store.read(SETTINGS) != new:
            app.store.write(SETTINGS, new)
    except (OSError, ValueError) as e:
        app.refuse("settings not saved: %s" % ("flash full" if e.args and e.args[0] == 28 else e))


def board():
    """The board file, checked (hw/boardcheck.py) unless it is byte for byte the last one that
    passed, board.ok with its CRC-32 after TAG: the check's names would stay in RAM for good
    (MicroPython never frees interned names), so a board that passed costs every game nothing.
    Also the last good board (None if none), whose pixel pin shows an error pattern."""
    import json
    from binascii import crc32
    from core.startup import TAG, read
    data = read("board.json")
    ok = read("board.ok")
    last = body = None
    i = ok.rfind(TAG) if ok else -1
    if i >= 0:
        body = ok[:i]
        try:
            if int(ok[i + len(TAG):].strip(), 16) == crc32(body):
                last = json.loads(body)
        except ValueError:
            pass
    if not isinstance(last, dict) or last.get("platform") != "rp2":
        last = None
    if last is not None and data == body:
        return last, last
    from core.compat import drop
    from core.install import show
    from hw import boardcheck
    b = boardcheck.boot("board.json", last, show)
    drop("hw.boardcheck")
    drop("core.install")
    gc.collect()
    if b is not None:
        try:
            with open("board.ok", "wb") as f:
                f.write(data + TAG + b"%08x\n" % crc32(data))
        except OSError:
            pass  # checked again at the next power-on
    return b, (b or last)
