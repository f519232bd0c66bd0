# The scorebook: every finished or ended game, kept on flash across evenings. Loaded for one write
# or one look (App.book, core/bookcmd.py, ui/scores.py) and dropped after: play never holds it.
#
# One file, data/book.bin (a folder of its own: a file at the flash root slows every boot, and the
# install check reports unknown files in core/, hw/, ui/ and games/). It is written as the save is
# (store.write: a temporary file, then a rename), so a power cut leaves the old book or the new one,
# and it never touches save.bin. Entries, oldest first, each framed so a damaged one is found and
# set aside (data/book.bad) without losing the others:
#   b"BK" | body_len u16 | body | crc16 u16 (of body_len and body)
# body, integers little-endian:
#   version u8 (1) | serial u16 (the game's number in the book) | flags u8 | name_len u8 | name
#   | setup_len u8 | setup | plies u16 | seats u8 | seats x (wins u16 | score i32 | label_len u8
#   | label) | text_len u8 | text | [count u16 | count x (len u8 | action): unless NO_ACTIONS]
# flags: the kind (bits 0-1: FINISHED, ENDED on the menu's End game, CARRIED: the games dropped
# to keep the book small, folded into one row per game whose plies count the games), SCORED (the
# seats' scores mean something), NO_ACTIONS (the record did not fit; the results are kept).
# Bounded: past LIMIT bytes the oldest games go, their wins and scores carried in CARRIED rows.
from core import store

BOOK = "data/book.bin"
BAD = "data/book.bad"
LIMIT = 12288         # the whole book: read whole for a write (at a game's end, never in play)
ACTIONS_MAX = 1024    # a record longer than this is left out of its entry (the results stay)
TEXT_MAX = 160
LABEL_MAX = 24
FINISHED = 0
ENDED = 1
CARRIED = 2
SCORED = 4
NO_ACTIONS = 8
RESUMED = -2   # add(booked=RESUMED); note(kind=RESUMED): a finished game resumed at power-on
KINDS = ("finished", "ended", "earlier games")

_table = None


def crc16(data):
    """CRC-16/CCITT-FALSE, a byte at a time from a table: a whole book is checked at each look,
    12 KB, eight times faster than bit by bit."""
    global _table
    t = _table
    if t is None:
        t = _table = bytearray(512)
        for i in range(256):
            c = i << 8
            for _ in range(8):
                c = ((c << 1) ^ 0x1021) & 0xFFFF if c & 0x8000 else (c << 1) & 0xFFFF
            t[2 * i] = c >> 8
            t[2 * i + 1] = c & 255
    crc = 0xFFFF
    for b in data:
        i = ((crc >> 8) ^ b) * 2
        crc = (((crc << 8) & 0xFFFF) ^ (t[i] << 8) ^ t[i + 1])
    return crc


def _cut(text, n):
    """text as UTF-8 of at most n bytes, never cut inside a character."""
    b = text.encode() if isinstance(text, str) else bytes(text)
    if len(b) <= n:
        return b
    while n > 0 and (b[n] & 0xC0) == 0x80:
        n -= 1
    return b[:n]


class Entry:
    """One game of the book, decoded."""

    def __init__(self, serial, flags, name, setup, plies, seats, text, actions=None):
        self.serial = serial
        self.flags = flags
        self.name = name
        self.setup = bytes(setup)
        self.plies = plies
        self.seats = seats      # [(label, wins, score)]
        self.text = text
        self.actions = actions  # a store.Log, or None (left out, or a CARRIED row)

    def kind(self):
        return self.flags & 3

    def encode(self):
        out = bytearray((1, self.serial & 255, (self.serial >> 8) & 255, self.flags))
        nb = self.name.encode()
        out.append(len(nb))
        out.extend(nb)
        out.append(len(self.setup))
        out.extend(self.setup)
        out.extend(bytes((self.plies & 255, (self.plies >> 8) & 255, len(self.seats))))
        for label, wins, score in self.seats:
            wins = min(wins, 65535)
            score = max(-0x80000000, min(0x7FFFFFFF, score)) & 0xFFFFFFFF
            lb = _cut(label, LABEL_MAX)
            out.extend(bytes((wins & 255, wins >> 8, score & 255, (score >> 8) & 255,
                              (score >> 16) & 255, score >> 24, len(lb))))
            out.extend(lb)
        tb = _cut(self.text, TEXT_MAX)
        out.append(len(tb))
        out.extend(tb)
        if not self.flags & NO_ACTIONS and self.kind() != CARRIED:
            a = self.actions if self.actions is not None else store.Log()
            out.extend(bytes((len(a) & 255, len(a) >> 8)))
            out.extend(a.buf)
        n = len(out)
        c = crc16(bytes((n & 255, n >> 8)) + out)
        return b"BK" + bytes((n & 255, n >> 8)) + out + bytes((c & 255, c >> 8))


def decode(body):
    """An Entry from a frame's body (checked by its CRC already); ValueError if it does not parse."""
    try:
        if body[0] != 1:
            raise ValueError("unknown entry version %d" % body[0])
        serial = body[1] | (body[2] << 8)
        flags = body[3]
        p = 4
        n = body[p]
        name = bytes(body[p + 1:p + 1 + n]).decode()
        p += 1 + n
        n = body[p]
        setup = bytes(body[p + 1:p + 1 + n])
        p += 1 + n
        plies = body[p] | (body[p + 1] << 8)
        k = body[p + 2]
        p += 3
        seats = []
        for _ in range(k):
            wins = body[p] | (body[p + 1] << 8)
            score = body[p + 2] | (body[p + 3] << 8) | (body[p + 4] << 16) | (body[p + 5] << 24)
            if score & 0x80000000:
                score -= 0x100000000
            n = body[p + 6]
            seats.append((bytes(body[p + 7:p + 7 + n]).decode(), wins, score))
            p += 7 + n
        n = body[p]
        text = bytes(body[p + 1:p + 1 + n]).decode()
        p += 1 + n
        actions = None
        if not flags & NO_ACTIONS and flags & 3 != CARRIED:
            count = body[p] | (body[p + 1] << 8)
            p += 2
            start = p
            for _ in range(count):
                p += 1 + body[p]
            actions = store.Log(records=bytes(body[start:p]), count=count)
    except (IndexError, UnicodeError):
        raise ValueError("truncated entry")
    if p != len(body):
        raise ValueError("entry length mismatch")
    return Entry(serial, flags, name, setup, plies, seats, text, actions)


def parse(data):
    """([(start, end)], bad): the spans of a book's good frames in order (marker, length and CRC
    checked; nothing decoded, nothing copied), and the spans (start, end) of damaged bytes between
    them. After a damaged frame the next good one is found by its marker and checksum, so one
    damaged entry costs only itself."""
    out = []
    bad = []
    p = 0
    n = len(data)
    mv = memoryview(data)
    bad_at = -1
    while p < n:
        end = -1
        if n - p >= 10 and data[p] == 0x42 and data[p + 1] == 0x4B:  # "BK"
            ln = data[p + 2] | (data[p + 3] << 8)
            end = p + 6 + ln
            if end > n or data[p + 4] != 1 or \
                    crc16(mv[p + 2:p + 4 + ln]) != data[end - 2] | (data[end - 1] << 8):
                end = -1
        if end < 0:
            if bad_at < 0:
                bad_at = p
            q = data.find(b"BK", p + 1)
            p = q if q >= 0 else n
            continue
        if bad_at >= 0:
            bad.append((bad_at, p))
            bad_at = -1
        out.append((p, end))
        p = end
    if bad_at >= 0:
        bad.append((bad_at, n))
    return out, bad


def head(data, a):
    """(serial, kind, name) of the frame at a, read from its first bytes (nothing else decoded)."""
    n = data[a + 8]
    return data[a + 5] | (data[a + 6] << 8), data[a + 7] & 3, bytes(data[a + 9:a + 9 + n]).decode()


def entry(data, a, b):
    return decode(memoryview(data)[a + 4:b - 2])


def read(st):
    """The book's bytes (b"" when there is none yet)."""
    try:
        data = st.read(BOOK, LIMIT * 2)
    except TypeError:    # a store without a size limit (the web page's)
        data = st.read(BOOK)
    return data or b""


def load(st, say):
    """[Entry] oldest first. Damaged bytes are set aside in data/book.bad (said on the console) and
    the book written again without them; a book too big to read is set aside whole."""
    data = clean(st, say)
    out = []
    for a, b in parse(data)[0]:
        try:
            out.append(entry(data, a, b))
        except ValueError as e:  # a frame whose checksum holds but whose body does not parse
            say("! scorebook: an entry that does not read (%s) is skipped" % e)
    return out


def clean(st, say):
    """The book's bytes, any damaged bytes set aside first (data/book.bad, said on the console)."""
    try:
        data = read(st)
    except store.Corrupt as e:   # TooBig: never a book this module wrote
        say("! scorebook: %s: set aside as %s, a new book begins" % (e, BAD))
        st.set_aside(BOOK, BAD)
        return b""
    items, bad = parse(data)
    if not bad:
        return data
    # the damaged bytes go to data/book.bad (replacing an older one), then the book without them:
    # two atomic writes in that order, so a cut between them loses nothing
    junk = bytearray()
    for a, b in bad:
        junk.extend(memoryview(data)[a:b])
    say("! scorebook: %d damaged byte%s (%d place%s) set aside in %s; the other games are kept"
        % (len(junk), "" if len(junk) == 1 else "s", len(bad), "" if len(bad) == 1 else "s", BAD))
    _write(st, BAD, junk[:LIMIT])
    junk = None
    out = bytearray()
    for a, b in items:
        out.extend(memoryview(data)[a:b])
    data = None
    _write(st, BOOK, out)
    return out


def _write(st, name, data):
    try:
        st.write(name, data)
    except OSError as e:
        if not (e.args and e.args[0] == 2):  # ENOENT: no data/ folder yet (the first game)
            raise
        import os
        os.mkdir(st.path("data"))
        st.write(name, data)


def add_seats(seats, more):
    """Add (label, wins, score) rows into seats, by label (a seat not there yet is appended)."""
    for label, wins, score in more:
        for i in range(len(seats)):
            if seats[i][0] == label:
                seats[i] = (label, seats[i][1] + wins, seats[i][2] + score)
                break
        else:
            seats.append((label, wins, score))


def fold(carried, e):
    """Add a dropped game's wins and scores into its game's CARRIED row (made if none)."""
    add_seats(carried.seats, e.seats)
    carried.plies += 1 if e.kind() != CARRIED else e.plies
    carried.flags |= e.flags & SCORED


def add(st, name, setup, log, kind, seats, text, scored, booked=-1, say=print):
    """Write one game into the book; returns its serial. seats: [(label, won, score)]. booked: the
    serial this very game was written under before (finished, then undone and finished again, or
    ended): that entry is replaced, and not written again if it is unchanged. booked=RESUMED: a
    finished game resumed at power-on, written unless it is the newest entry already (a power cut
    came between its save and its scorebook write).
    Returns (serial, written).
    RAM: the old book and the new one (LIMIT each) and one entry decoded at a time."""
    data = clean(st, say)
    items = parse(data)[0]
    log = log if isinstance(log, store.Log) else store.Log(log)
    flags = kind | (SCORED if scored else 0)
    if len(log.buf) > ACTIONS_MAX:
        flags |= NO_ACTIONS
    new = Entry(0, flags, name, setup, len(log),
                [(label, 1 if won else 0, score or 0) for label, won, score in seats], text,
                None if flags & NO_ACTIONS else log)
    serial = 1
    last = -1
    carried = {}   # name -> its CARRIED Entry, decoded only when a dropped game is folded into it
    for i in range(len(items)):
        sn, k, nm = head(data, items[i][0])
        serial = max(serial, sn + 1)
        if k == CARRIED:
            carried[nm] = items[i]
        else:
            last = i
    if last >= 0:
        e = entry(data, items[last][0], items[last][1])
        if e.name == name and e.setup == new.setup:
            if booked in (e.serial, RESUMED) and e.kind() == kind and e.plies == new.plies \
                    and e.actions == new.actions and (e.seats == new.seats or booked == RESUMED):
                return e.serial, False   # already there, as it is (a rematch played move for
                                         # move the same is a game of its own); resumed at
                                         # power-on under names set since, it stays as it was
                                         # played: one seat is never counted as two people
            ended_before = e.kind() == ENDED and e.actions is not None and new.actions is not None \
                and e.actions.buf == new.actions.buf[:len(e.actions.buf)]
            if e.serial == booked or ended_before:
                items.pop(last)          # the same game, as it stands now
                serial = e.serial
        e = None
    new.serial = serial & 0xFFFF
    frame = new.encode()
    new = None
    size = len(frame)
    for a, b in items:
        size += b - a
    # past the limit the oldest games go, each folded into its game's CARRIED row
    i = 0
    while size > LIMIT and i < len(items):
        a, b = items[i]
        sn, k, nm = head(data, a)
        if k == CARRIED:
            i += 1
            continue
        e = entry(data, a, b)
        c = carried.get(nm)
        if not isinstance(c, Entry):
            if c is None:
                c = Entry(0, CARRIED, nm, b"", 0, [], "")
            else:
                size -= c[1] - c[0]
                c = entry(data, c[0], c[1])
            carried[nm] = c
        else:
            size -= len(c.encode())
        fold(c, e)
        size += len(c.encode()) - (b - a)
        items.pop(i)
    out = bytearray()
    for nm in carried:             # the carried rows first: the totals of the games dropped
        c = carried[nm]
        if isinstance(c, Entry):
            out.extend(c.encode())
    for a, b in items:
        _, k, nm = head(data, a)
        if k == CARRIED and isinstance(carried.get(nm), Entry):
            continue               # written above, with the games dropped now
        out.extend(memoryview(data)[a:b])
    out.extend(frame)
    data = None
    _write(st, BOOK, out)
    return serial & 0xFFFF, True


def tally(entries, game=None):
    """[(game, games, scored, [(label, wins, score)])]: each game's totals over the book (the
    carried rows included), in the order the games first appear; one game's only if named."""
    out = []
    for e in entries:
        if game is not None and e.name != game:
            continue
        row = None
        for r in out:
            if r[0] == e.name:
                row = r
        if row is None:
            row = [e.name, 0, False, []]
            out.append(row)
        row[1] += e.plies if e.kind() == CARRIED else 1
        row[2] = row[2] or bool(e.flags & SCORED)
        add_seats(row[3], e.seats)
    return out


def totals_text(name, games, scored, seats):
    """One game's line of `scores` (and of the Scores page): 'Kawa: 3 games | Red 2 wins, 61 points'."""
    from games.registry import title
    t = "%s: %d game%s" % (title(name), games, "" if games == 1 else "s")
    for label, wins, score in seats:
        t += " | %s %d win%s" % (label, wins, "" if wins == 1 else "s")
        if scored:
            t += ", %d points" % score
    return t


def _csv_field(v):
    v = str(v)
    if "," in v or '"' in v or "\n" in v:
        v = '"' + v.replace('"', '""') + '"'
    return v


def csv(entries):
    """The book as CSV, one line a seat of each game (the web page's table and its export):
    number, game, how, games (1, or the earlier games a carried row counts), actions, seat, name,
    wins, score (empty for a game without scores), summary."""
    return "\n".join(csv_rows(entries)) + "\n"


def csv_rows(entries):
    """csv()'s lines one at a time, the header first (`scores csv` says them one by one: never the
    whole book as one string on the Pico)."""
    from games.registry import title
    yield "number,game,how,games,actions,seat,name,wins,score,summary"
    for e in entries:
        carried = e.kind() == CARRIED
        for i in range(len(e.seats)):
            label, wins, score = e.seats[i]
            yield ",".join(_csv_field(v) for v in (
                "" if carried else e.serial, title(e.name), KINDS[e.kind()], e.plies if carried else 1,
                "" if carried else e.plies, i + 1, label, wins, score if e.flags & SCORED else "",
                e.text))


def csv_count(entries):
    """The number of csv_rows() lines, the header included."""
    n = 1
    for e in entries:
        n += len(e.seats)
    return n


def note(app, s, kind):
    """The game of session s is over (FINISHED), ended on the menu (ENDED) or resumed finished at
    power-on (RESUMED): into the book (`scores` shows it). Nothing here may stop the game or touch
    its save: any failure is one console line."""
    name = s.name
    booked = getattr(s, "booked", -1)
    if kind == RESUMED:
        kind = FINISHED
        booked = RESUMED
    from core.compat import drop
    if kind == ENDED and s.game.over():
        kind = FINISHED   # End game on a finished game: its result stands as it finished
    try:
        from games import registry
        r = registry.words(name)
        rows, text = r.result(s.game)
        # each row is its seat's (seat 1 first): its label is the seat's name at the table, the
        # player's where one is set (core/seats.py), as is every seat named in the game's line
        if app.names:
            from core import seats as S
            own = S.own(name, s.game)
            rows = [(S.name(app.names, own, i) if rows[i][0] in own else rows[i][0], rows[i][1],
                     rows[i][2]) for i in range(len(rows))]
            text = S.line(app.names, own, text)
            S = None
            drop("core.seats")
        seats = rows
        scored = False
        for row in rows:
            scored = scored or row[2] is not None
        serial, _ = add(app.store, name, s.setup, s.log, kind, seats, text, scored,
                              booked, app.say)
        s.booked = serial   # (quiet: the game's own last lines, such as the rematch offer, stay last)
    except Exception as e:  # MemoryError, flash full, a damaged module: the game goes on
        app.say("! scorebook: this game was not written (%s: %s)" % (e.__class__.__name__, e))
    finally:
        from games import registry
        registry.drop_words(name)
