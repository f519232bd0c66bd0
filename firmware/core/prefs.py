# settings.bin: the brightness, the sound and the players' names. Read once when the App is made
# and written when Settings, `bright` or `name` changes them; loaded for that and dropped after.
#   S1: brightness u8;  S2: brightness u8 | sound u8 (1 on, 0 off);  S3: S2's, then the players'
#   names (core/names.py reads and writes them)
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
