"""Drive the firmware on an emulated Pico (host_tools/pico_emu/emu.mjs, rp2040js) from Python.

    img = fs_image_from_tree("build/pico-8x8")       # the same files `make flash` copies
    with Pico(img, board) as pico:                     # boots the official MicroPython UF2
        pico.until("menu")                             # wait for console text
        pico.press("a")                                # a button, in emulated time
        cells = pico.cells()                           # last frame on the wire, RGB per (x, y)
        files = read_fs(pico.flash_fs())               # the filesystem back (saves)

Emulated time is deterministic: the same scenario gives the same frames, times and heap figures.
"""
import atexit
import base64
import codecs
import json
import re
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

sys.path.insert(0, ROOT)
from host_tools import uf2  # noqa: E402  (the littlefs images and UF2 files of `make uf2`)

# MicroPython rp2 (RPI_PICO) filesystem: littlefs2 at flash offset 0xa0000, 352 blocks of 4 KiB, progsize 256
FS_OFFSET, _FS_BYTES = uf2.fs_region("RPI_PICO")
FS_BLOCK = uf2.FS_BLOCK
FS_BLOCKS = _FS_BYTES // FS_BLOCK

UF2_NAME = "RPI_PICO-20250415-v1.25.0.uf2"
BOOTROM_NAME = "rp2040-bootrom-b1.bin"


# Where the two files are looked for when PICO_UF2 / PICO_BOOTROM do not name them: the project's
# own git-ignored folder, then a reference folder beside the clone (where this project's CI machine
# keeps them)
DATA = os.path.join(HERE, "data")
_BESIDE = os.path.join(os.path.dirname(ROOT), "shared", "emulator")


def data_files():
    """(uf2, bootrom) paths: PICO_UF2 / PICO_BOOTROM, else each in host_tools/pico_emu/data/."""
    def find(env, name):
        if os.environ.get(env):
            return os.environ[env]
        for d in (DATA, _BESIDE):
            if os.path.isfile(os.path.join(d, name)):
                return os.path.join(d, name)
        return os.path.join(DATA, name)
    return find("PICO_UF2", UF2_NAME), find("PICO_BOOTROM", BOOTROM_NAME)


def missing_data():
    """A clear reason when the UF2 or the boot ROM cannot be found, else None."""
    uf2, rom = data_files()
    gone = [p for p in (uf2, rom) if not os.path.isfile(p)]
    if gone:
        return ("emulated Pico tier needs the MicroPython UF2 and the RP2040 boot ROM: not found: %s "
                "(set PICO_UF2 / PICO_BOOTROM, or put them in host_tools/pico_emu/data/: the UF2 from "
                "micropython.org/download/RPI_PICO, the boot ROM from the Raspberry Pi pico-bootrom project)" % ", ".join(gone))
    return None


# Which firmware an emulated Pico boots when a test names none: "companion" (the project's own,
# `make firmware`: MicroPython v1.28.0 with the companion frozen in, and the board's ROMFS) or
# "official" (MicroPython v1.25.0 from micropython.org, the companion's .mpy files on its
# filesystem). PICO_FIRMWARE chooses; by default the companion's when it is built and current.
FIRMWARES = ("companion", "official")


def firmware_kind():
    kind = os.environ.get("PICO_FIRMWARE")
    if kind:
        if kind not in FIRMWARES + ("romfs",):   # romfs: bench_pico's measurement of the other way
            raise EmuError("PICO_FIRMWARE=%s: one of %s" % (kind, ", ".join(FIRMWARES)))
        return kind
    return "companion" if companion_missing() is None else "official"


def companion_missing():
    """None when the companion firmware is built from the tree as it is now, else why not."""
    from host_tools import firmware
    for name in sorted({uf2.DEFAULT_BUILD}):
        out = os.path.join(firmware.OUT, firmware.settings()["BOARDS"][name])
        key = firmware.read_text(os.path.join(out, "inputs.sha"))
        if not os.path.isfile(os.path.join(out, "firmware.uf2")) or key is None:
            return "the companion firmware is not built: make firmware"
        try:
            mpy = firmware.micropython_dir(fetch=False)
        except SystemExit as e:
            return str(e)
        if key != firmware.inputs_hash(mpy, firmware.settings()["BOARDS"][name], False):
            return "the companion firmware is older than the tree: make firmware"
    return None


_companion = {}


def companion_uf2(board):
    """build/firmware/<board def>/companion-<board>.uf2: the built firmware, then the ROMFS with the
    board file (boards/<name>.json, the board dict's name) and the build's identity, as
    `make firmware` writes build/uf2/companion-<board>.uf2."""
    from host_tools import firmware
    name = board.get("name", "pico-8x8")
    build_name = uf2.board_build(board)
    out = os.path.join(firmware.OUT, firmware.settings()["BOARDS"][build_name])
    key = firmware.read_text(os.path.join(out, "inputs.sha"))
    path = os.path.join(out, "companion-%s.uf2" % name)
    if _companion.get(path) != key:
        with open(path, "wb") as f:
            f.write(firmware.companion_uf2(name, out, key, build_name))
        _companion[path] = key
    return path


ROMFS_MAIN = b"""# bench_pico romfs: the companion's .mpy files in the ROMFS partition (/rom), the filesystem
# holding only this, the board and the save
import sys
sys.path[:] = ['.frozen', '/rom']
from core import startup
startup.main(['.frozen', '/rom'])
"""


def romfs_uf2(board):
    """The ROMFS variant (host_tools/firmware.py --variant ROMFS: no companion frozen, a 240 KiB
    ROMFS partition) with the board's .mpy modules in its ROMFS: the other way, measured."""
    from host_tools import firmware
    from mpremote.romfs import make_romfs
    out = os.path.join(firmware.OUT, firmware.settings()["BOARDS"]["RPI_PICO"] + "-ROMFS")
    if not os.path.isfile(os.path.join(out, "firmware.uf2")):
        raise EmuError("the ROMFS variant is not built: python host_tools/firmware.py --variant ROMFS")
    path = os.path.join(out, "romfs-%s.uf2" % board.get("name", "pico-8x8"))
    with tempfile.TemporaryDirectory(prefix="romfs_") as tmp:
        tree = build_tree(board.get("name", "pico-8x8"), os.path.join(tmp, "tree"))
        for f in ("main.py", "boot.py", "board.json", "board.ok", "core/manifest.new"):
            os.remove(os.path.join(tree, f))
        import contextlib
        import io
        with contextlib.redirect_stdout(io.StringIO()):
            img = make_romfs(tree, mpy_cross=False)
    size = 245760
    if len(img) > size:
        raise EmuError("the .mpy files (%d bytes of ROMFS) outgrow the variant's partition" % len(img))
    img += b"\xff" * (size - len(img))
    with open(os.path.join(out, "firmware.uf2"), "rb") as f:
        fw = uf2.pages(f.read())
    at = uf2.FLASH_BASE + FS_OFFSET - size
    with open(path, "wb") as f:
        f.write(uf2.join(fw + uf2.pages(uf2.encode(img, at))))
    return path


def firmware_build(board):
    """The companion firmware's build id (its frozen companion_fw.BUILD) for a board."""
    from host_tools import firmware
    out = os.path.join(firmware.OUT, firmware.settings()["BOARDS"][uf2.board_build(board)])
    return firmware.read_text(os.path.join(out, "inputs.sha"))


def node_ready():
    return os.path.isdir(os.path.join(HERE, "node_modules", "rp2040js"))


# ---------------------------------------------------------------- filesystem image

def fs_image(files):
    """A littlefs image (bytes) of the RPI_PICO filesystem region holding files: {"/path/name": bytes}."""
    return uf2.fs_image(files, FS_BLOCKS)


tree_files = uf2.tree_files
read_fs = uf2.read_fs      # {"/path": bytes} of every file in a littlefs image (e.g. Pico.flash_fs())
fs_patch = uf2.fs_patch    # a copy of an image with files written and paths removed


def remanifest(files):
    """files ({"/path": bytes}: a device tree) with the manifest made anew over the same paths,
    for what they hold now: a bench that puts its own main.py on the Pico is then no damaged
    install (the power-on check, core/install.py, would stop at it, and boot.py at a main.py not
    its own)."""
    from host_tools import build
    key = "/" + build.MANIFEST
    if key not in files:
        return files
    if "/boot.py" in files and "/main.py" in files:
        import binascii
        files["/boot.py"] = re.sub(rb'\("main.py", 0x[0-9a-f]{8}\)', b'("main.py", 0x%08x)' % binascii.crc32(files["/main.py"]),
                                   files["/boot.py"])
    paths = [line.split(b" ", 2)[2].decode() for line in files[key].splitlines()
             if line and not line.startswith((b"#", b"end "))]
    files[key] = build.manifest_of((rel, files["/" + rel]) for rel in paths if "/" + rel in files)
    return files


def fs_image_from_tree(tree, extra=None):
    files = tree_files(tree)
    files.update(extra or {})
    return fs_image(files)


def build_tree(board_name, out_dir):
    """The device tree exactly as `make flash` copies it (host_tools/build.py from the platform)."""
    cmd = [sys.executable, os.path.join(ROOT, "host_tools", "build.py"), "--board", board_name, "--out", out_dir]
    subprocess.run(cmd, check=True, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    return out_dir


def load_board(board_name):
    with open(os.path.join(ROOT, "boards", board_name + ".json")) as f:
        return json.load(f)


# ---------------------------------------------------------------- frames

class Frame:
    """One NeoPixel frame decoded from the wire: start/end in emulated µs, RGB per pixel in wire order."""

    def __init__(self, t_start, t_end, raw, order="GRB"):
        self.t_start = t_start
        self.t_end = t_end
        self.raw = raw
        pos = [order.index(c) for c in "RGB"]
        self.pixels = [tuple(raw[i + p] for p in pos) for i in range(0, len(raw) - 2, 3)]

    def __repr__(self):
        return "Frame(%d..%d us, %d px)" % (self.t_start, self.t_end, len(self.pixels))


class EmuError(RuntimeError):
    pass


# ---------------------------------------------------------------- the emulated board

# Emulator processes whose Pico was closed, kept for the next Pico made with the same launch (its
# power_on request gives the process a new machine, exactly as a new process would start): V8 has
# compiled the core's instruction switch by then, so a boot runs in about two thirds of the time a
# new process takes, and the next test's run faster still. PICO_REUSE=0: a process for each Pico.
_spares = {}    # (node command, EMU_FASTCORE) -> [(process, its stderr file)]
SPARE_MAX = 2
REUSE = os.environ.get("PICO_REUSE", "1") != "0"


def _quit(proc, stderr):
    if proc.poll() is None:
        try:
            proc.stdin.write(json.dumps({"op": "quit"}) + "\n")
            proc.stdin.flush()
            proc.wait(5)
        except Exception:
            proc.kill()
            proc.wait()
    for f in (proc.stdin, proc.stdout, stderr):
        try:
            f.close()
        except Exception:
            pass


def _quit_spares():
    for spare in _spares.values():
        while spare:
            _quit(*spare.pop())


atexit.register(_quit_spares)


class Pico:
    """One emulated Pico: a Node process running rp2040js (a new one, or one a closed Pico left),
    controlled over JSON lines."""

    RAW_PROMPT = "raw REPL; CTRL-B to exit\r\n>"

    def __init__(self, image=None, board=None, wall_s=None, uf2s=None, fastcore=None):
        """image: the littlefs filesystem the flash holds at power-on (None: an erased flash);
        uf2s: UF2 files written on top, in order, as the boot ROM writes a file dropped on the
        RPI-RP2 drive (default: the official MicroPython UF2 alone); fastcore=False: rp2040js's
        own instruction decoder, not fastcore.mjs's (the same run, slower: a test compares them;
        None: as EMU_FASTCORE says, fastcore.mjs's unless it is 0)."""
        reason = missing_data()
        if reason:
            raise EmuError(reason)
        if not shutil.which("node"):
            raise EmuError("Node.js (20+) is not installed: the emulated Pico needs it")
        if not node_ready():
            raise EmuError("rp2040js is not installed: run `npm ci --prefix host_tools/pico_emu`")
        self.board = board or load_board("pico-8x8")
        # the wall-clock backstop of each request (PICO_WALL_S: a machine loaded by other work)
        self.wall_s = wall_s or int(os.environ.get("PICO_WALL_S", "120"))
        self.raw = bytearray()   # the USB serial console's bytes, everything since power-on
        self.log = ""       # the same as text: UTF-8, any other byte as a lone surrogate (surrogateescape)
        self._text = codecs.getincrementaldecoder("utf-8")("surrogateescape")
        self._ascii = True  # while the console is all ASCII, an offset in log is one in raw
        self.uart = ""      # bytes sent on the UARTs (TX), if the firmware uses one
        self.frames = []
        self.edges = {}     # gpio: [(t_us, level), ...] of each watched output pin (watch())
        self.t_us = 0
        self.flash_ops = {}
        self.instructions = 0   # executed since power-on (the emulator's count)
        self.crc_bytes = 0      # of them, binascii.crc32's bytes run by fastcore.mjs crcLoop
        self._map = None
        self._snap = None
        self._closed = False
        self.on_close = None  # close() hands the Pico to this instead of powering it off (a pool of booted Picos)
        uf2, rom = data_files()
        self._tmp = tempfile.TemporaryDirectory(prefix="pico_emu_")
        # without uf2s: the firmware of this run (firmware_kind), already on the flash
        self.firmware = "custom" if uf2s else firmware_kind()
        if uf2s:
            files = list(uf2s)
        elif self.firmware == "companion":
            files = [companion_uf2(self.board)]
        elif self.firmware == "romfs":
            files = [romfs_uf2(self.board)]
        else:
            files = [uf2]
        # EMU_CPU_PROF=<folder>: each emulator writes a V8 CPU profile there when it ends (where the
        # emulator's own time goes; NODE_OPTIONS may not carry --cpu-prof)
        prof = os.environ.get("EMU_CPU_PROF")
        fast = os.environ.get("EMU_FASTCORE", "1") if fastcore is None else ("1" if fastcore else "0")
        cmd = ["node"] + (["--cpu-prof", "--cpu-prof-dir=" + prof] if prof else []) + [os.path.join(HERE, "emu.mjs"), "--bootrom", rom]
        pixel = self.board.get("pixel_pin", 2)
        pull_ups = sorted(self.board.get("buttons", {}).values())
        fs_path = None
        if image is not None:
            fs_path = os.path.join(self._tmp.name, "fs.bin")
            with open(fs_path, "wb") as f:
                f.write(image)
        self._key = (tuple(cmd), fast)
        self._busy = False
        spare = _spares.get(self._key)
        while spare and spare[-1][0].poll() is not None:
            _quit(*spare.pop())
        if spare:
            # a process another Pico powered off: this power-on makes it a new machine
            self.proc, self._stderr = spare.pop()
            self._err_from = self._stderr.seek(0, 2)
            try:
                self.req("power_on", uf2=[os.path.abspath(f) for f in files], fs=fs_path, pixel_pin=pixel,
                         pull_ups=pull_ups)
            except Exception:
                self._busy = True   # (not handed on)
                self.close()
                raise
            return
        cmd += ["--uf2", ",".join(files), "--pixel-pin", str(pixel), "--pull-ups", ",".join(str(g) for g in pull_ups)]
        if fs_path:
            cmd += ["--fs", fs_path]
        self._stderr = tempfile.TemporaryFile("w+")
        self._err_from = 0
        env = dict(os.environ, EMU_FASTCORE=fast)
        self.proc = subprocess.Popen(cmd, cwd=HERE, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self._stderr, text=True, bufsize=1, env=env)

    # -- plumbing
    def req(self, op, **kw):
        kw["op"] = op
        kw.setdefault("wall_s", self.wall_s)
        self._busy = True   # (until its reply is read: a process left mid-request is not reused)
        try:
            self.proc.stdin.write(json.dumps(kw) + "\n")
            self.proc.stdin.flush()
        except BrokenPipeError:
            raise EmuError("emulator process died: " + self._err_tail())
        # The Node side enforces wall_s itself; this is the backstop if it wedges.
        ready, _, _ = select.select([self.proc.stdout], [], [], kw["wall_s"] + 30)
        line = self.proc.stdout.readline() if ready else ""
        self._busy = not line
        if not line:
            tail = self._err_tail()
            self.close()
            raise EmuError("no reply from the emulator for %r: %s" % (op, tail))
        r = json.loads(line)
        if not r.get("ok"):
            raise EmuError("emulator error: %s" % r.get("error"))
        chunk = base64.b64decode(r["out"])
        self.raw += chunk
        self.log += self._text.decode(chunk)
        self._ascii = self._ascii and chunk.isascii()
        self.uart += r.get("uart", "")
        self.t_us = r["t_us"]
        self.flash_ops = r.get("flash_ops", {})
        self.instructions = r.get("stats", {}).get("instr", self.instructions)
        self.crc_bytes = r.get("stats", {}).get("crcBytes", self.crc_bytes)   # binascii.crc32 bytes run in one step each
        order = self.board.get("color_order", "GRB")
        for t0, t1, hexbytes in r["frames"]:
            self.frames.append(Frame(t0, t1, bytes.fromhex(hexbytes), order))
        for g, ed in r.get("edges", {}).items():
            self.edges.setdefault(int(g), []).extend((t, v) for t, v in ed)
        if r.get("timeout"):
            raise EmuError("wall-clock limit (%ss) hit during %r at %d us emulated; console tail: %r"
                           % (kw["wall_s"], op, self.t_us, self.log[-300:]))
        return r

    def _err_tail(self):
        try:
            self._stderr.seek(self._err_from)
            return self._stderr.read()[-1000:]
        except Exception:
            return ""

    # -- time and console
    def run_ms(self, ms):
        self.req("run", us=int(ms * 1000))

    def flash_op_count(self):
        return self.flash_ops.get("erase", 0) + self.flash_ops.get("program", 0)

    def run_to_flash_op(self, count, ms=5000):
        """Run until the count-th flash erase/program operation since power-on is done, and stop right
        there (then close() is a power cut mid-write). Returns False if it never came within ms."""
        r = self.req("run", us=int(ms * 1000), flash_stop=count)
        return r.get("why") == "flash"

    def byte_offset(self, at):
        """The offset in raw of the character at offset `at` in log."""
        return at if self._ascii else len(self.log[:at].encode("utf-8", "surrogateescape"))

    def until(self, text, ms=5000, since=None):
        """Run until the console (from offset `since` in log, default: what is new) shows text; return its offset."""
        start = len(self.log) if since is None else since
        self.req("until", b64=base64.b64encode(text.encode("utf-8", "surrogateescape")).decode(),
                 since=self.byte_offset(start), us=int(ms * 1000))
        at = self.log.find(text, start)
        if at < 0:
            raise EmuError("console never showed %r within %d ms emulated; tail: %r" % (text, ms, self.log[-400:]))
        return at

    def write(self, text):
        """Type on the USB serial console: a str goes as UTF-8, bytes go as they are."""
        if isinstance(text, (bytes, bytearray)):
            self.req("write", b64=base64.b64encode(bytes(text)).decode())
        else:
            self.req("write", data=text)

    def command(self, line, expect=None, ms=3000):
        """Type a console command; with expect, wait for the line holding that text (else run ms);
        returns the console output since the command was typed."""
        start = len(self.log)
        self.write(line + "\r")
        if expect is not None:
            at = self.until(expect, ms, since=start)
            self.until("\n", ms, since=at)  # the whole line
        else:
            self.run_ms(ms)
        return self.log[start:]

    # -- buttons (active low, pulled up)
    def pin(self, name_or_gpio, pressed):
        g = self.board["buttons"][name_or_gpio] if isinstance(name_or_gpio, str) else name_or_gpio
        self.req("pin", gpio=g, value=0 if pressed else 1)

    def watch(self, gpio):
        """Record every change of the level output pin `gpio` drives (a buzzer) in self.edges."""
        self.req("watch", gpio=gpio)

    def press(self, name, hold_ms=60, after_ms=120):
        self.pin(name, True)
        self.run_ms(hold_ms)
        self.pin(name, False)
        self.run_ms(after_ms)

    # -- the NeoPixel wire
    def until_frame(self, ms=1000, count=1):
        r = self.req("until_frame", us=int(ms * 1000), count=count)
        return r.get("found")

    def wiring(self):
        if self._map is None:
            sys.path.insert(0, os.path.join(ROOT, "firmware"))
            try:
                from hw.wiring import build_map  # the platform's own map, so the test agrees with the device
            finally:
                sys.path.pop(0)
            self._map = build_map(self.board)
        return self._map

    def cells(self, frame=None):
        """{(x, y): (r, g, b)} of a frame (default: the last one seen on the wire)."""
        if frame is None:
            if not self.frames:
                raise EmuError("no NeoPixel frame seen yet")
            frame = self.frames[-1]
        w, h = self.board["width"], self.board["height"]
        m = self.wiring()
        px = frame.pixels
        if len(px) < w * h:
            raise EmuError("frame has %d pixels, the board has %d" % (len(px), w * h))
        return {(x, y): px[m[y * w + x]] for y in range(h) for x in range(w)}

    def lit(self, frame=None):
        """The set of (x, y) cells that are not dark."""
        return {xy for xy, c in self.cells(frame).items() if any(c)}

    # -- REPL
    def interrupt(self):
        """Stop main.py as mpremote does (a lone Ctrl-C only clears the companion's console line):
        CR Ctrl-C, CR Ctrl-A, which reaches the raw REPL; then Ctrl-B for the friendly REPL prompt."""
        start = len(self.log)
        self.write("\r\x03")
        self.write("\r\x01")
        self.until(self.RAW_PROMPT, 3000, since=start)
        start = len(self.log)
        self.write("\x02")
        self.until(">>> ", 3000, since=start)

    def raw_exec(self, code, ms=60000):
        """Run code through the raw REPL (Ctrl-A ... Ctrl-D); return stdout, raise on a traceback."""
        start = len(self.log)
        self.write("\x01")
        self.until(self.RAW_PROMPT, 3000, since=start)
        start = len(self.log)
        self.write(code.replace("\r\n", "\n") + "\x04")
        self.until("\x04>", ms, since=start)
        body = self.log[start:]
        body = body[body.index("OK") + 2:]
        out, err = body.split("\x04")[:2]
        start = len(self.log)
        self.write("\x02")  # back to the friendly REPL
        self.until(">>> ", 3000, since=start)
        if err.strip():
            raise EmuError("device traceback:\n" + err)
        return out

    # -- flash and lifetime
    def flash_fs(self):
        r = self.req("flash", offset=FS_OFFSET, length=FS_BLOCK * FS_BLOCKS)
        return base64.b64decode(r["data"])

    def write_flash_fs(self, image):
        """Put image (the whole filesystem region, e.g. fs_patch(p.flash_fs(), ...)) on the flash
        from outside, as a programmer would. Only for a Pico whose filesystem is idle, at its REPL:
        its next soft reset (Ctrl-D) or power-on mounts the filesystem afresh, while a mounted one
        would not see the change."""
        if len(image) != FS_BLOCK * FS_BLOCKS:
            raise ValueError("a filesystem image is %d bytes, not %d" % (FS_BLOCK * FS_BLOCKS, len(image)))
        self.req("flash_write", offset=FS_OFFSET, b64=base64.b64encode(image).decode())

    # -- snapshot: a booted Pico reused by the next test, without the boot
    def snapshot(self):
        """Keep the whole machine as it is now (CPU, RAM, flash, peripherals, the console so far)."""
        self.req("snapshot")
        self._snap = (bytes(self.raw), self.log, self._text.getstate(), self._ascii, self.uart,
                      list(self.frames), self.t_us)

    def restore(self):
        """Put the machine back as it was at snapshot(): from there it runs exactly as it did then
        (emulated time is deterministic), whatever ran and was written since."""
        self.req("restore")
        raw, self.log, text, self._ascii, self.uart, frames, t_us = self._snap
        self.raw = bytearray(raw)
        self._text.setstate(text)
        self.frames = list(frames)
        self.edges = {}
        assert self.t_us == t_us, "the emulator came back at %d us, not %d" % (self.t_us, t_us)

    def close(self):
        """Power off: the machine stops wherever the firmware was (a power cut), and its process
        waits for the next Pico made (or ends). A pooled Pico (on_close set) goes back to its pool
        instead, to be restored to its snapshot when next used."""
        if self.on_close is not None:
            back, self.on_close = self.on_close, None
            back(self)
            return
        if self._closed:
            return
        self._closed = True
        spare = _spares.setdefault(self._key, [])
        if REUSE and not self._busy and self.proc.poll() is None:
            spare.append((self.proc, self._stderr))   # powered off; the next Pico powers it on
            if len(spare) > SPARE_MAX:
                _quit(*spare.pop(0))
        else:
            _quit(self.proc, self._stderr)
        self._tmp.cleanup()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def _check():
    """`python host_tools/pico_emu/pico.py --check`: say whether the emulated tier can run (for make)."""
    reason = missing_data()
    if reason:
        print("test-pico: SKIPPED: " + reason)
        return 0
    if not shutil.which("node"):
        print("test-pico: Node.js (20+) is not installed: the emulated Pico cannot run")
        return 1
    if not node_ready():
        print("test-pico: rp2040js is not installed: run `npm ci --prefix host_tools/pico_emu`")
        return 1
    uf2, rom = data_files()
    kind = firmware_kind()
    what = ("the companion firmware (make firmware)" if kind == "companion" else os.path.basename(uf2))
    print("test-pico: emulated RP2040 (rp2040js) with %s and %s" % (what, os.path.basename(rom)))
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--check"]:
        sys.exit(_check())
    sys.exit(__doc__)
