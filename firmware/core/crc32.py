# CRC-32 (as zlib's and binascii.crc32), bit by bit: for a MicroPython built without
# binascii.crc32 (core/store.py imports it only then). A save is a few hundred bytes.


def crc32(data, crc=0):
    crc ^= 0xFFFFFFFF
    for b in data:
        crc ^= b
        for _ in range(8):
            crc = (crc >> 1) ^ 0xEDB88320 if crc & 1 else crc >> 1
    return crc ^ 0xFFFFFFFF
