# The players' names, seat by seat (`name 1 Keala`): kept in settings.bin (format S3, after S2's
# brightness and sound: count u8 | count x (len u8 | UTF-8 name)); the seat model (core/seats.py)
# says them wherever a seat is named ("Keala to move"). Loaded for one command or read, then dropped.
SEATS = 6
MAX = 16   # bytes of UTF-8 a name keeps: the rest is cut, never inside a character


# Unicode's format characters (category Cf: the bidirectional embeddings, overrides and isolates,
# the zero-width ones, the BOM, tags...), inclusive ranges: a name that held one could turn the
# rest of a console line or a CSV row around (U+202E) or hide in it. They are dropped; the control
# characters (C0, DEL, C1) and the line and paragraph separators become spaces.
FORMAT = ((0xAD, 0xAD), (0x600, 0x605), (0x61C, 0x61C), (0x6DD, 0x6DD), (0x70F, 0x70F),
          (0x890, 0x891), (0x8E2, 0x8E2), (0x180E, 0x180E), (0x200B, 0x200F), (0x202A, 0x202E),
          (0x2060, 0x206F), (0xFEFF, 0xFEFF), (0xFFF9, 0xFFFB), (0x110BD, 0x110BD),
          (0x110CD, 0x110CD), (0x13430, 0x1343F), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
          (0xE0001, 0xE0001), (0xE0020, 0xE007F))


def visible(text):
    """text without format characters, its control characters and line separators as spaces."""
    out = ""
    for ch in text:
        o = ord(ch)
        if o < 32 or 0x7F <= o <= 0x9F or o == 0x2028 or o == 0x2029:
            out += " "
        elif o < 0xAD:
            out += ch
        else:
            for a, b in FORMAT:
                if a <= o <= b:
                    break
            else:
                out += ch
    return out


def clean(text):
    """A name as kept: no control or format characters, no spaces at the ends, at most MAX bytes
    of UTF-8."""
    b = visible(text).strip().encode()
    if len(b) > MAX:
        n = MAX
        while n > 0 and (b[n] & 0xC0) == 0x80:
            n -= 1
        b = b[:n]
    return b.decode().strip()


def pack(names):
    out = bytearray((len(names),))
    for n in names:
        b = n.encode()
        out.append(len(b))
        out.extend(b)
    return bytes(out)


def unpack(data):
    """The names (a tuple, '' for a seat with none), or None if the bytes are not a name block."""
    try:
        k = data[0]
        if k > SEATS:
            return None
        out = []
        p = 1
        for _ in range(k):
            n = data[p]
            if n > MAX:
                return None
            out.append(bytes(data[p + 1:p + 1 + n]).decode())
            if len(out[-1].encode()) != n:
                return None
            p += 1 + n
    except (IndexError, UnicodeError):
        return None
    return tuple(out) if p == len(data) else None


def load(app, data):
    """settings.bin in format S3: the names to app.names; returns S2's bytes for the rest, or b""
    (damaged: the App sets the file aside)."""
    n = unpack(data[4:]) if len(data) > 4 else None
    app.names = tuple(clean(x) for x in n) if n else ()  # (kept by an older build: cleaned now)
    return b"S2" + data[2:4] if n is not None else b""


def set_name(app, words):
    """`name`: the names; `name 2 Keala`: seat 2 is Keala; `name 2`: seat 2 back to the game's own."""
    if len(words) == 1:
        if not app.names:
            app.say("names: none set; the games' own seat names are used (name 1 Keala)")
        else:
            app.say("names: " + ", ".join("%d %s" % (i + 1, app.names[i] or "-") for i in range(len(app.names))))
        return
    try:
        seat = int(words[1])
        if not 1 <= seat <= SEATS:
            raise ValueError
    except ValueError:
        return app.refuse("usage: name 1-%d [a name] (no name: the game's own)" % SEATS)
    name = clean(" ".join(words[2:]))
    names = list(app.names) + [""] * (seat - len(app.names))
    names[seat - 1] = name
    while names and not names[-1]:
        names.pop()
    app.names = tuple(names)
    app.save_settings()
    app.say("seat %d: %s" % (seat, name if name else "the game's own name"))
