# The few files power-on reads before anything else is trusted: the install's manifest, the board
# file (board.ok: the last one that passed), one small reader, and a check's generator run whole.
# Here, below core/startup.py and the checks it loads (install, firmware), so that they need not
# import startup back. (The board's read is here, not in a module of its own: each module the
# power-on loads from the flash costs about 8 ms of the boot.)

# every installed file: CRC-32, size, path; once all matched at a power-on. Not at the root: one
# more file there slows every path lookup on the flash (17 ms of the boot), in core/ 3 ms
MANIFEST = "core/manifest.txt"
FRESH = "core/manifest.new"   # as installed (host_tools/build.py): read whole at the next power-on, then renamed MANIFEST
TAG = b"\n#ok "            # board.ok: the board file that passed, then this and its CRC-32


def read(path, limit=4096):
    try:
        with open(path, "rb") as f:
            return f.read(limit)
    except Exception:   # missing, unreadable, or bigger than the heap
        return None


def version():
    """The companion's version: its git tag, or its commit's description (host_tools/build.py
    writes core/version.txt beside this module; the companion's own firmware's UF2 writes it in
    its ROMFS, so a release stamps its version without building MicroPython again), or 'dev' for
    a tree run as it is (the simulator, the tests)."""
    import sys
    st = sys.modules.get("core.startup")
    fw = st is not None and getattr(st, "FIRMWARE", None)
    v = read("/rom/version.txt" if fw else __file__[:__file__.rfind("/") + 1] + "version.txt", 40)
    try:
        return v.decode().strip() or "dev"
    except Exception:   # none (None), or not text
        return "dev"


def run_whole(gen):
    """A check's generator (core/install.py, core/firmware.py: they yield to let the app run
    between pieces) run at once, at power-on: its result."""
    try:
        while True:
            next(gen)
    except StopIteration as e:
        return e.value


ROM = "/rom/board.json"   # host_tools/firmware.py puts it in the companion firmware's UF2


def board():
    """(board, last, False): the board file, when it needs no check: byte for byte the last one
    that passed, board.ok with its CRC-32 after TAG (the check's names would stay in RAM for good,
    since MicroPython never frees interned names, so a board that passed costs every game nothing);
    else (None, last, True), and core/install.py's check_board reads it. last: the last good board
    (None if none), whose pixel pin shows an error pattern."""
    import json
    from binascii import crc32
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
                return b, b, False
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
        return last, last, False
    return None, last, True
