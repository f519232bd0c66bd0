# The one description of a board file (boards/*.json, the Pico's /board.json): every field, its type
# and range, the pins an RP2040 has (GP0-GP29), the six buttons. host_tools/build.py checks a board
# with it before `make build` / `make flash`; main.py checks /board.json at power-on, then drops this
# module (it is loaded for that alone). CPython and MicroPython.
#
# A field: (name, kind, required, arg). Kinds: T text, C one of arg (a tuple), I an integer in
# arg = (lo, hi), N a number in (lo, hi), B true/false, P a pin (the board's platform says which
# kind), O an object of fields arg, K the buttons.
PINS = 30          # GP0-GP29: the RP2040's GPIO
BUTTONS = ("up", "down", "left", "right", "a", "b")

WIRING = (
    ("layout", "C", False, ("progressive", "serpentine")),
    ("major", "C", False, ("rows", "columns")),
    ("rotation", "C", False, (0, 90, 180, 270)),
    ("flip_x", "B", False, None),
    ("flip_y", "B", False, None),
)
POWER = (
    ("budget_ma", "I", True, (1, 100000)),
    ("ma_per_channel", "I", False, (1, 100)),
    ("idle_ma_per_pixel", "I", False, (0, 10)),
)
BOARD = (
    ("name", "T", True, None),
    ("description", "T", False, None),
    ("platform", "C", True, ("rp2", "blinka", "sim", "web")),
    ("width", "I", True, (8, 32)),
    ("height", "I", True, (8, 32)),
    ("pixel_pin", "P", True, None),
    ("color_order", "C", False, ("RGB", "RBG", "GRB", "GBR", "BRG", "BGR")),
    ("wiring", "O", False, WIRING),
    ("buttons", "K", True, None),
    ("active_low", "B", False, None),
    ("power", "O", False, POWER),
    ("brightness", "I", False, (1, 100)),
    ("gamma", "N", False, (1, 4)),
    ("micropython", "C", False, ("RPI_PICO", "RPI_PICO_W")),  # the official build it runs on (make uf2)
    ("buzzer_pin", "P", False, None),  # a piezo buzzer (PWM): short tones; absent: silent
)


def _show(v):
    """A value as the board file spells it."""
    import json
    return json.dumps(v)


def _int(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _pin(path, v, platform):
    """None if v is a pin of the platform, else what is wrong, naming the field and the value."""
    if platform == "blinka":   # a name in Blinka's board module: D18, ...
        ok = isinstance(v, str) and v
        return None if ok else "%s must be a Blinka pin name such as \"D18\", not %s" % (path, _show(v))
    if not _int(v):
        return "%s must be a GPIO number 0-%d, not %s" % (path, PINS - 1, _show(v))
    if not 0 <= v < PINS:
        return "%s %d is not an RP2040 pin (GP0-GP%d)" % (path, v, PINS - 1)
    return None


def _value(path, v, kind, arg, platform):
    """None if v fits, else the message naming the field and the value."""
    bad = None
    if kind == "T":
        bad = None if isinstance(v, str) else "must be text"
    elif kind == "C":
        bad = None if v in arg and type(v) is type(arg[0]) else "must be one of " + ", ".join(_show(a) for a in arg)
    elif kind == "I":
        bad = None if _int(v) and arg[0] <= v <= arg[1] else "must be an integer %d-%d" % arg
    elif kind == "N":
        ok = (_int(v) or isinstance(v, float)) and arg[0] <= v <= arg[1]
        bad = None if ok else "must be a number %d-%d" % arg
    elif kind == "B":
        bad = None if isinstance(v, bool) else "must be true or false"
    elif kind == "P":
        return _pin(path, v, platform)
    elif kind == "O":
        return _fields(path + ".", v, arg, platform) if isinstance(v, dict) else "%s must be an object {...}, not %s" % (path, _show(v))
    else:
        return _buttons(path, v, platform)
    return "%s %s, not %s" % (path, bad, _show(v)) if bad else None


def _fields(prefix, obj, fields, platform):
    names = [f[0] for f in fields]
    for k in obj:
        if k not in names:
            return "unknown field %s%s (expected %s)" % (prefix, k, ", ".join(names))
    for name, kind, required, arg in fields:
        if name not in obj:
            if required:
                return "%s%s is missing" % (prefix, name)
            continue
        bad = _value(prefix + name, obj[name], kind, arg, platform)
        if bad:
            return bad
    return None


def _buttons(path, v, platform):
    if not isinstance(v, dict):
        return "%s must be an object {\"up\": pin, ...}, not %s" % (path, _show(v))
    for k in v:
        if k not in BUTTONS:
            return "unknown button %s.%s (the buttons: %s)" % (path, k, ", ".join(BUTTONS))
    seen = []
    for k in BUTTONS:
        if k not in v:
            return "%s.%s is missing (the buttons: %s)" % (path, k, ", ".join(BUTTONS))
        bad = _pin(path + "." + k, v[k], platform)
        if bad:
            return bad
        if v[k] in seen:
            return "%s.%s %s is also another button's pin" % (path, k, _show(v[k]))
        seen.append(v[k])
    return None


def check(board):
    """None if the board is valid, else one line naming the first bad field and its value."""
    if not isinstance(board, dict):
        return "the board must be a JSON object {...}, not %s" % _show(board)
    platform = board.get("platform")
    bad = _fields("", board, BOARD, platform)
    if bad:
        return bad
    if platform == "rp2" and board["pixel_pin"] in board["buttons"].values():
        return "pixel_pin %d is also a button's pin" % board["pixel_pin"]
    return None


def _whole(text):
    """True if the JSON text ends where its outermost {...} or [...] closes: MicroPython 1.25's
    json.loads takes a file cut short ('{"a": 1') as if it were closed."""
    depth = 0
    quoted = escaped = False
    end = -1
    for i, ch in enumerate(text):
        if quoted:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                quoted = False
        elif ch == '"':
            quoted = True
        elif ch in "{[":
            depth += 1
        elif ch in "}]":
            depth -= 1
            if depth == 0:
                end = i
    return depth == 0 and not quoted and (end < 0 or not text[end + 1:].strip())


def parse(text):
    """(the parsed value or None, None if it is a valid board else what is wrong) from a board
    file's text; the messages follow "board.json: "."""
    import json
    if not text.strip():
        return None, "the file is empty"
    try:
        board = json.loads(text)
    except ValueError as e:
        return None, "not valid JSON (%s)" % e
    if not _whole(text):
        return None, "not valid JSON (the file ends before its last } : cut short?)"
    return board, check(board)


LIMIT = 4096       # bytes: a board file is under 1 KB; a bigger file is not one (and would fill the heap)


def load(path):
    try:
        with open(path, "rb") as f:
            data = f.read(LIMIT + 1)
    except OSError as e:
        return None, "cannot read the file (%s)" % e
    if len(data) > LIMIT:
        return None, "more than %d bytes: not a board file" % LIMIT
    try:
        text = data.decode()
    except UnicodeError:
        return None, "not UTF-8 text"
    return parse(text)


def on_pico(board):
    """None if the board is for a Pico (platform "rp2"), else why it cannot run on one."""
    p = board.get("platform")
    if p == "rp2":
        return None
    return ("platform %s is not a Pico's (it is for %s): use a board file with \"platform\": \"rp2\", "
            "such as boards/pico-8x8.json" % (_show(p), FOR.get(p, "another machine")))


FOR = {"blinka": "a Raspberry Pi computer with Blinka", "sim": "the terminal simulator", "web": "the web page"}


def _good_pin(board):
    pin = board.get("pixel_pin") if isinstance(board, dict) else None
    return pin if _int(pin) and 0 <= pin < PINS else None


def boot(path="board.json", last=None, show=None):
    """At power-on on the Pico: the board, or None after one console line naming the bad field and
    show(board, colour, every) (main.py's error pattern) on the board whose pixel pin is known good:
    last, the last board that passed (board.ok), else this file's if it is a Pico's and its pin is
    a pin, else none (core/install.py show: the default wiring's pin; a file for another platform
    lends it no pin)."""
    board, bad = load(path)
    if bad is None:
        bad = on_pico(board)
        if bad is None:
            return board
    print("! %s: %s. The companion cannot start: correct the board file (make flash BOARD=...), "
          "then machine.reset()" % (path, bad))
    if show is not None:
        show(last if _good_pin(last) is not None else board, (24, 0, 0), 2)   # every other pixel dim red
    return None
