# The board file at power-on (core/startup.py, the Pico only): loaded for that one read and
# dropped after, so its code is not in RAM during play.
import gc

ROM = "/rom/board.json"   # host_tools/firmware.py puts it in the companion firmware's UF2


def board():
    """The board file, checked (hw/boardcheck.py) unless it is byte for byte the last one that
    passed, board.ok with its CRC-32 after TAG: the check's names would stay in RAM for good
    (MicroPython never frees interned names), so a board that passed costs every game nothing.
    Also the last good board (None if none), whose pixel pin shows an error pattern."""
    import json
    from binascii import crc32
    from core.files import TAG, read
    data = read("board.json")
    if data is None:
        # none on the filesystem: on the companion's own firmware, the board its UF2 was built
        # for (checked by the build, in the ROMFS partition), until a board.json is put there
        rom = read(ROM)
        if rom:
            try:
                b = json.loads(rom)
            except ValueError:
                b = None
            if isinstance(b, dict):
                return b, b
    ok = read("board.ok")
    last = body = None
    i = ok.rfind(TAG) if ok else -1
    if i >= 0:
        body = ok[:i]
        try:
            if int(ok[i + len(TAG):].strip(), 16) == crc32(body):
                last = json.loads(body)
        except ValueError:
            pass
    if not isinstance(last, dict) or last.get("platform") != "rp2":
        last = None
    if last is not None and data == body:
        return last, last
    from core.compat import drop
    from core.install import show
    from hw import boardcheck
    b = boardcheck.boot("board.json", last, show)
    drop("hw.boardcheck")
    drop("core.install")
    gc.collect()
    if b is not None:
        try:
            with open("board.ok", "wb") as f:
                f.write(data + TAG + b"%08x\n" % crc32(data))
        except OSError:
            pass  # checked again at the next power-on
    return b, (b or last)
