# The few files power-on reads before anything else is trusted: the install's manifest, board.ok's
# tag, one small reader, and a check's generator run whole. Here, below core/startup.py and the
# checks it loads (boardfile, install, firmware), so that they need not import startup back.

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


def run_whole(gen):
    """A check's generator (core/install.py, core/firmware.py: they yield to let the app run
    between pieces) run at once, at power-on: its result."""
    try:
        while True:
            next(gen)
    except StopIteration as e:
        return e.value
