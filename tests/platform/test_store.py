# portable
from portable import raises
from core import store
from core.store import Corrupt, encode, decode


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
    from core import save1
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
