# Saves in format version 1, written by firmware before the CRC-32 (see core/store.py): read only,
# and only when such a save is found (core.store imports this module for it and drops it after). The
# next save of the game is written in the current format.
#   b"TG" | 1 | name_len u8 | name | setup_len u16 | setup | count u16 | count x (len u8 | action)
#   | crc16 u16 (CRC-16/CCITT-FALSE, of everything before it)


def crc16(data, crc=0xFFFF):
    # bit by bit: an old save is read once, at the power-on that finds it
    for b in data:
        crc ^= b << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


def read(data, Corrupt):
    """(name, setup, actions, None) from a version 1 save; raises Corrupt with the reason."""
    from core.store import _section
    if len(data) < 10:  # the smallest save: header, empty name/set-up, no action, crc
        raise Corrupt("truncated")
    if crc16(memoryview(data)[:-2]) != data[-2] | (data[-1] << 8):
        raise Corrupt("checksum mismatch (truncated or damaged)")
    try:
        name, setup, actions, _, p = _section(data, 3, False)
    except (IndexError, UnicodeError):
        raise Corrupt("truncated")
    if p != len(data) - 2:
        raise Corrupt("length mismatch")
    return name, setup, actions, None
