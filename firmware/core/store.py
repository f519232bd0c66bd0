# Saves that survive a power cut at any instant. littlefs renames atomically, so a save is written
# to a temporary file, closed, then renamed over the old one: at every moment either the old or the
# new save is whole on flash. Everything undo or redo can still bring back is in that one file (the
# actions redo replays, the game a new game or End game replaced), so one write moves it all at once.
#
# Format (version 2), all integers little-endian:
#   b"TG" | version u8 (2) | flags u8 | [game, if flags & 1] | [other game, if flags & 2] | crc32 u32
#   game: name_len u8 | name | setup_len u16 | setup | count u16 | count x (len u8 | action)
#         | redo u16 | redo x (len u8 | action)   (the actions redo replays; the next one last)
#   flags: 1 a game is in play, 2 another game follows (the one a new game or End game set aside),
#          4 that other game comes back on redo (it was set aside by an undo), else on undo
#   crc32: binascii.crc32 (as zlib's) of everything before it.
# Version 1 (firmware before it) is still read (core/load.py): b"TG" | 1 | a game without the redo
# part | crc16 u16. It carried a 16-bit check, which a damaged save passes once in 65 536.
import os

MAGIC = b"TG"
SAVE = "save.bin"   # the save; a bad one is set aside as BAD
BAD = "save.bad"
VERSION = 2
# (the flags are written as numbers: every module-level name costs the Pico an interned string)

try:
    from binascii import crc32
except ImportError:  # a MicroPython built without it: the same CRC in Python
    from core import crc32
    crc32 = crc32.crc32
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


def section(name, setup, actions, redo=None):
    """One game's part of a save: name, set-up, its actions and the actions redo replays (Logs)."""
    nb = name.encode()
    if len(nb) > 255 or len(setup) > 65535 or len(actions) > 65535 or (redo and len(redo) > 65535):
        raise ValueError("save too large")
    n, r = len(setup), len(redo) if redo else 0
    return b"".join((bytes((len(nb),)), nb, bytes((n & 255, n >> 8)), setup, bytes((len(actions) & 255, len(actions) >> 8)),
                     actions.buf, bytes((r & 255, r >> 8)), redo.buf if redo else b""))


def encode(name, setup, actions, redo=None, other=None, other_redo=False):
    """The save's bytes. name None: no game in play (End game), only the other game. actions, redo: Logs
    (their records are written as they are) or lists of bytes; other: the section (bytes) of the game
    a new game or End game set aside, brought back by undo, or by redo when other_redo."""
    if not isinstance(actions, Log):
        actions = Log(actions)
    if redo is not None and not isinstance(redo, Log):
        redo = Log(redo)
    flags = (1 if name is not None else 0) | ((6 if other_redo else 2) if other else 0)
    body = b"".join((MAGIC, bytes((VERSION, flags)),
                     section(name, setup, actions, redo) if name is not None else b"", other or b""))
    c = crc32(body)
    return body + bytes((c & 255, (c >> 8) & 255, (c >> 16) & 255, c >> 24))


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

    def put(self, name, data):
        """write, making the file's folder first when it is not there yet (data/: the scorebook,
        the lesson, the puzzles, the first of them to be written makes it)."""
        try:
            self.write(name, data)
        except OSError as e:
            if not (e.args and e.args[0] == 2):  # ENOENT: no folder yet
                raise
            os.mkdir(self.path(name[:name.rfind("/")]))
            self.write(name, data)

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
