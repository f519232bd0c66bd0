# Reading a save (the format is at the top of core/store.py): at power-on, on undo or redo between
# games, on an import. Loaded for one read and dropped after (core.session.load and decode,
# ui/confirm.py): play only writes saves, and its RAM is the game's.
from core.errors import Illegal, BadSetup
from core.store import MAGIC, VERSION, Corrupt, Log, crc32, SAVE, BAD


def section(data, p, redo=True):
    """(name, set-up, actions, redo actions, position after it) from a game's section at data[p]
    (redo: it has the redo part, as in version 2). The Logs copy their records."""
    n = data[p]
    name = bytes(data[p + 1:p + 1 + n]).decode()
    p += 1 + n
    sl = data[p] | (data[p + 1] << 8)
    setup = bytes(data[p + 2:p + 2 + sl])
    if len(setup) != sl:
        raise IndexError
    p += 2 + sl
    logs = []
    for _ in range(2 if redo else 1):  # the actions, then the actions redo replays
        count = data[p] | (data[p + 1] << 8)
        p += 2
        start = p
        for _ in range(count):  # every record's length must land on what follows exactly
            p += 1 + data[p]
        logs.append(Log(records=memoryview(data)[start:p], count=count))
    return name, setup, logs[0], logs[1] if redo else None, p


def decode(data):
    """(game, other, other_redo) from a save's bytes: game is (name, setup, actions, redo) as Logs or
    None (End game), other the section bytes of the game set aside or None. Raises Corrupt.
    Version 1 (the firmware before the CRC-32, format below) is read too."""
    if len(data) < 2 or data[:2] != MAGIC:
        raise Corrupt("not a save file")
    if len(data) < 3:
        raise Corrupt("truncated")
    v = data[2]
    if v != VERSION and v != 1:
        raise Corrupt("unknown save version %d" % v)
    end = len(data) - (4 if v == VERSION else 2)
    if end < 4 or v == 1 and end < 8:  # the smallest saves: 8 bytes (End game's), 10 in version 1
        raise Corrupt("truncated")
    if v == VERSION:
        ok = crc32(memoryview(data)[:end]) == data[end] | (data[end + 1] << 8) | (data[end + 2] << 16) | (data[end + 3] << 24)
    else:
        ok = crc16(memoryview(data)[:end]) == data[end] | (data[end + 1] << 8)
    if not ok:
        raise Corrupt("checksum mismatch (truncated or damaged)")
    # flags: 1 a game in play, 2 a game set aside follows, 4 it comes back on redo (version 1: a game)
    flags = data[3] if v == VERSION else 1
    game = other = None
    p = 4 if v == VERSION else 3
    try:
        if flags & 1:
            game = section(data, p, v == VERSION)
            p = game[4]
            game = game[:4]
        if flags & 2:
            q = p
            p = section(data, p)[4]
            other = bytes(data[q:p])
    except (IndexError, UnicodeError):
        raise Corrupt("truncated")
    if p != end or flags & ~7 or not flags & 3:
        raise Corrupt("length mismatch")
    return game, other, bool(flags & 4)


def load(st, games, box, Session):
    """See core.session.load (box: [the save's bytes, read there], or [None]; Session: its class,
    passed down so that this module does not import core.session back)."""
    try:
        data = box.pop() if box else None
        if data is None:
            data = st.read(SAVE)  # inside the try: a file too big to hold is set aside like any bad save
        if data is None:
            return None, None, None
        game, other, other_redo = decode(data)
        data = None
        if game is None:
            return None, None, other
        name, setup, actions, redo = game
        cls = games(name)
        if cls is None:
            raise Corrupt("unknown game '%s'" % name)
        s = Session(name, cls, setup, actions, st, redo)
        s.other = other
        s.other_redo = other_redo
        return s, None, None
    except (Corrupt, Illegal, BadSetup) as e:
        problem = str(e) or e.__class__.__name__
    except Exception as e:  # a save the current rules cannot replay must never stop the boot
        problem = "%s: %s" % (e.__class__.__name__, e)
    vouch = getattr(st, "vouch", None)
    if vouch is not None:
        vouch()  # the Pico: stops the companion here if a damaged install, not the save, may be why
    st.set_aside(SAVE, BAD)
    return None, problem, None


# Format version 1, written by the firmware before the CRC-32: b"TG" | 1 | name_len u8 | name
# | setup_len u16 | setup | count u16 | count x (len u8 | action) | crc16 u16 (CRC-16/CCITT-FALSE,
# of everything before it). Read (decode), never written: the game's next save is version 2.

def crc16(data, crc=0xFFFF):
    # bit by bit: an old save is read once, at the power-on that finds it
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc
