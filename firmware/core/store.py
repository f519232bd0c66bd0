# Saves that survive a power cut at any instant. littlefs renames atomically, so a save is written
# to a temporary file, closed, then renamed over the old one: at every moment either the old or the
# new save is whole on flash.
#
# Format (version 1), all integers little-endian:
#   b"TG" | version u8 | name_len u8 | name | setup_len u16 | setup
#   | count u16 | count x (len u8 | action) | crc16 u16 (CCITT, of everything before it)
import os

MAGIC = b"TG"
VERSION = 1
# No file the companion writes is larger. The longest legal game of a built game saves in about
# 1 KB (Konane 14x14: at most 196 moves of 3 bytes; random 'Aina and Kawa games: under 500 bytes),
# so 8 KB leaves room for longer games and stays a small fraction of the Pico's heap: a file above
# it is refused before it is read whole (a 300 KB save.bin would raise MemoryError at every boot).
LIMIT = 8192


class Log:
    """A game's actions as one bytearray of save records (len u8 | action). On the Pico a list of
    small bytes objects costs about 36 bytes an action (object, data block, list slot); a record
    costs its length plus one, and the save writes the records as they are. Iterating gives each
    action as bytes (new objects: replays allocate, the render loop never iterates a log)."""

    def __init__(self, actions=(), records=None, count=0):
        self.buf = bytearray(records) if records is not None else bytearray()
        self.n = count if records is not None else 0
        for a in actions:
            self.append(a)

    def __len__(self):
        return self.n

    def __iter__(self):
        b = self.buf
        p = 0
        while p < len(b):
            n = b[p]
            yield bytes(b[p + 1:p + 1 + n])
            p += 1 + n

    def __eq__(self, other):  # a Log or any sequence of actions (tests compare with lists)
        if isinstance(other, Log):
            return self.n == other.n and self.buf == other.buf
        try:
            return list(self) == [bytes(a) for a in other]
        except TypeError:
            return False

    def _last(self):
        # records only know their length from the front: walk them (undo is rare, logs are short)
        b = self.buf
        p = q = 0
        while q < len(b):
            p = q
            q += 1 + b[q]
        return p

    def __getitem__(self, i):
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError("action index out of range")
        for a in self:
            if i == 0:
                return a
            i -= 1

    def append(self, a):
        if len(a) > 255:
            raise ValueError("action too long")
        self.buf.append(len(a))
        self.buf.extend(a)
        self.n += 1

    def pop(self):
        if not self.n:
            raise IndexError("pop from an empty log")
        p = self._last()
        a = bytes(self.buf[p + 1:])
        self.buf[p:] = b""  # MicroPython's bytearray has no `del b[p:]`; a shorter slice shrinks it
        self.n -= 1
        return a


class Corrupt(ValueError):
    """A save that cannot be trusted: truncated, bad checksum, unknown version or game."""


class TooBig(Corrupt):
    """A file larger than LIMIT: never a file the companion wrote."""


def crc16(data, crc=0xFFFF):
    # CRC-16/CCITT-FALSE, bit by bit: a save is a few hundred bytes, written once per action.
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


def encode(name, setup, actions):
    """The save's bytes; actions: a Log (its records are written as they are) or a list of bytes."""
    if not isinstance(actions, Log):
        actions = Log(actions)
    nb = name.encode()
    if len(nb) > 255 or len(setup) > 65535 or len(actions) > 65535:
        raise ValueError("save too large")
    body = b"".join((MAGIC, bytes((VERSION, len(nb))), nb, bytes((len(setup) & 255, len(setup) >> 8)),
                     setup, bytes((len(actions) & 255, len(actions) >> 8)), actions.buf))
    c = crc16(body)
    return body + bytes((c & 255, c >> 8))


def decode(data):
    """(name, setup, actions: a Log) from a save's bytes; raises Corrupt with the reason."""
    if len(data) < 2 or data[:2] != MAGIC:
        raise Corrupt("not a save file")
    if len(data) < 10:  # the smallest save: header, empty name/set-up, no action, crc
        raise Corrupt("truncated")
    if data[2] != VERSION:
        raise Corrupt("unknown save version %d" % data[2])
    c = data[-2] | (data[-1] << 8)
    if crc16(memoryview(data)[:-2]) != c:
        raise Corrupt("checksum mismatch (truncated or damaged)")
    try:
        p = 3
        n = data[p]
        name = bytes(data[p + 1:p + 1 + n]).decode()
        p += 1 + n
        sl = data[p] | (data[p + 1] << 8)
        setup = bytes(data[p + 2:p + 2 + sl])
        p += 2 + sl
        count = data[p] | (data[p + 1] << 8)
        p += 2
        start = p
        for _ in range(count):  # every record's length must land on the checksum exactly
            p += 1 + data[p]
    except (IndexError, UnicodeError) as e:
        raise Corrupt("truncated")
    if p != len(data) - 2 or len(setup) != sl:
        raise Corrupt("length mismatch")
    return name, setup, Log(records=memoryview(data)[start:p], count=count)


def _exists(path):
    try:
        os.stat(path)
        return True
    except OSError:
        return False


class Store:
    """Files under one folder: '' on the device (the flash root), a temporary folder in tests."""

    def __init__(self, root=""):
        self.root = root.rstrip("/")
        self.writes = 0  # files written: tests check that flash is touched only on real changes

    def path(self, name):
        return self.root + "/" + name if self.root else name

    def write(self, name, data):
        tmp = self.path(name + ".tmp")
        with open(tmp, "wb") as f:
            f.write(data)
        os.rename(tmp, self.path(name))  # atomic on littlefs and POSIX
        self.writes += 1

    def read(self, name, limit=LIMIT):
        """The file's bytes, or None when it does not exist; TooBig past `limit` bytes (the size
        is checked first: a file too big for the heap is never read)."""
        try:
            if os.stat(self.path(name))[6] > limit:
                raise TooBig("too large (over %d bytes)" % limit)
            with open(self.path(name), "rb") as f:
                return f.read()
        except OSError:
            return None

    def remove(self, name):
        try:
            os.remove(self.path(name))
        except OSError:
            pass

    def set_aside(self, name, to):
        """Keep a bad file for inspection instead of deleting it (replaces an older one)."""
        self.remove(to)
        try:
            os.rename(self.path(name), self.path(to))
        except OSError:
            self.remove(name)

    def exists(self, name):
        return _exists(self.path(name))
