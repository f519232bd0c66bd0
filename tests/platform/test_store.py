# portable
from portable import raises
from core import store
from core import load

from core.store import Corrupt, encode
from core.session import decode


def test_round_trip():
    acts = [b"\x01", b"", b"\x02\x03", bytes(range(200))]
    data = encode("konane", b"\x08\x00", acts)
    assert decode(data) == ("konane", b"\x08\x00", acts)


def test_every_truncation_is_detected():
    data = encode("kawa", b"\x04\x01\x02", [b"\x01\x02", b"\x03"])
    for n in range(len(data)):
        raises(Corrupt, decode, data[:n])


def test_every_single_bit_flip_is_detected():
    data = encode("aina", b"\x02" * 5, [b"\x10\x20\x30"] * 4)
    for i in range(len(data)):
        for bit in range(8):
            bad = bytearray(data)
            bad[i] ^= 1 << bit
            try:
                name, setup, acts = decode(bytes(bad))
            except Corrupt:
                continue
            raise AssertionError("flip of bit %d in byte %d went unnoticed" % (bit, i))


def test_unknown_version_is_named():
    data = bytearray(encode("konane", b"", []))
    data[2] = 9
    e = raises(Corrupt, decode, bytes(data))
    assert "version" in str(e)


def test_crc_reference_values():
    # check values from the catalogue of parametrised CRCs: CRC-32 (saves now), CRC-16/CCITT-FALSE
    # (saves in format version 1)
    from core import load as save1
    assert store.crc32(b"123456789") == 0xCBF43926
    assert save1.crc16(b"123456789") == 0x29B1


def test_log_keeps_actions_as_save_records():
    from core.store import Log
    log = Log([b"\x01\x02", b"", b"\x03"])
    assert len(log) == 3 and bytes(log.buf) == b"\x02\x01\x02\x00\x01\x03"
    assert list(log) == [b"\x01\x02", b"", b"\x03"] and log[-1] == b"\x03" and log[0] == b"\x01\x02"
    assert log.pop() == b"\x03" and log.pop() == b"" and len(log) == 1 and bytes(log.buf) == b"\x02\x01\x02"
    log.append(bytearray(b"\x09"))
    assert list(log) == [b"\x01\x02", b"\x09"] and log == [b"\x01\x02", b"\x09"] and log != [b"\x01\x02"]
    assert raises(IndexError, lambda: log[2]) and raises(ValueError, log.append, bytes(256))
    assert log.pop() and log.pop() and len(log) == 0 and raises(IndexError, log.pop)


def test_a_log_saves_like_a_list_and_decodes_back_to_one():
    from core.store import Log
    acts = [bytes((i, i + 1)) for i in range(40)]
    data = encode("kawa", b"\x01", Log(acts))
    assert data == encode("kawa", b"\x01", acts)
    name, setup, log = decode(data)
    assert isinstance(log, Log) and log == Log(acts) and len(log.buf) == 3 * 40


# A save written by the firmware before format version 2 (CRC-16): Konane 8x8, two players, three
# removals. Saves on players' boards look like this: they must still load.
V1_KONANE = bytes.fromhex("544701066b6f6e616e6503000800020300011b0113021d1b551e")
V1_ACTIONS = [b"\x1b", b"\x13", b"\x1d\x1b"]


def test_a_version_1_save_still_loads_and_its_damage_is_still_found():
    assert decode(V1_KONANE) == ("konane", b"\x08\x00\x02", V1_ACTIONS)
    assert load.decode(V1_KONANE)[1:] == (None, False)
    for i in range(len(V1_KONANE)):
        bad = bytearray(V1_KONANE)
        bad[i] ^= 0x10
        raises(Corrupt, decode, bytes(bad))
    for n in range(len(V1_KONANE)):
        raises(Corrupt, decode, V1_KONANE[:n])
    # the same game saved now: version 2, a CRC-32
    data = encode("konane", b"\x08\x00\x02", V1_ACTIONS)
    assert data[2] == 2 and len(data) == len(V1_KONANE) + 5 and decode(data) == decode(V1_KONANE)


def test_damage_a_crc16_lets_through_is_refused_by_the_crc32():
    from core import load as save1
    body = encode("konane", b"\x08\x00\x02", V1_ACTIONS)[:-4]
    # two action bytes changed so that the CRC-16 comes out the same: with the old check this
    # save would load silently as another game (its first two removals elsewhere)
    damaged = bytes.fromhex("54470201066b6f6e616e6503000800020300019201b2021d1b0000")
    assert damaged != body and save1.crc16(damaged) == save1.crc16(body)
    c = store.crc32(body)
    e = raises(Corrupt, decode, damaged + bytes((c & 255, (c >> 8) & 255, (c >> 16) & 255, c >> 24)))
    assert "checksum" in str(e)
    c = store.crc32(damaged)  # well formed: only the check tells it from the real save
    assert decode(damaged + bytes((c & 255, (c >> 8) & 255, (c >> 16) & 255, c >> 24)))[2] == [
        b"\x92", b"\xb2", b"\x1d\x1b"]


def test_the_crc32_fallback_matches_binascii():
    # a MicroPython without binascii.crc32 uses the bit-by-bit twin: the same values
    from core.crc32 import crc32
    for data in (b"", b"123456789", bytes(range(256)) * 3):
        assert crc32(data) == store.crc32(data)
    assert crc32(b"6789", crc32(b"12345")) == 0xCBF43926


def test_a_save_holds_redo_and_the_game_set_aside():
    from core.store import Log, section
    from core.load import decode as read_all
    other = section("kawa", b"\x04", Log([b"\x01", b"\x02"]), Log([b"\x03"]))
    data = encode("aina", b"\x02", [b"\x05"], [b"\x07", b"\x06"], other, True)
    game, o, redo = read_all(data)
    assert game[:3] == ("aina", b"\x02", [b"\x05"]) and game[3] == [b"\x07", b"\x06"]
    assert o == other and redo is True
    assert load.section(o, 0)[:4] == ("kawa", b"\x04", [b"\x01", b"\x02"], [b"\x03"])
    # End game: no game in play, only the ended one
    ended = encode(None, b"", (), None, other)
    assert read_all(ended) == (None, other, False)
    e = raises(Corrupt, decode, ended)
    assert "no game in play" in str(e)
    for n in range(len(data)):
        raises(Corrupt, read_all, data[:n])
    for flags in (0, 8, 0x80):  # nothing in it, or a flag this firmware does not know
        bad = bytearray(data[:-4])
        bad[3] = flags
        c = store.crc32(bytes(bad))
        raises(Corrupt, read_all, bytes(bad) + bytes((c & 255, (c >> 8) & 255, (c >> 16) & 255, c >> 24)))
