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


def test_crc_reference_value():
    # CRC-16/CCITT-FALSE check value from the catalogue of parametrised CRCs
    assert store.crc16(b"123456789") == 0x29B1
