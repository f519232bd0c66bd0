# The USB console on the emulated Pico (issue 17): a stray Ctrl-C (a terminal clearing its line)
# leaves the game running; mpremote's own takeover, driven by mpremote's SerialTransport itself,
# reaches the raw REPL, with a still pattern on the grid and the way back on the console. And a
# broken board.json: one console line naming the field, no restart loop, an error pattern.
import json

import pytest

from pico_support import FIRMWARE, boot, device_image, needs_pico, pico
import scenarios

pytestmark = needs_pico


class EmuSerial:
    """The little of pyserial that mpremote's SerialTransport uses, on the emulated USB console."""

    def __init__(self, p):
        self.p = p
        self.at = len(p.raw)
        self.buf = b""
        self.sent = b""

    def _pull(self):
        self.buf += bytes(self.p.raw[self.at:])   # the console's bytes, as mpremote reads them
        self.at = len(self.p.raw)

    def write(self, data):
        self.sent += bytes(data)
        self.p.write(bytes(data))
        return len(data)

    def inWaiting(self):
        self._pull()
        if not self.buf:
            self.p.run_ms(20)
            self._pull()
        return len(self.buf)

    def read(self, n=1):
        if not self.buf:
            self.inWaiting()
        out, self.buf = self.buf[:n], self.buf[n:]
        return out


def transport(p):
    ts = pytest.importorskip("mpremote.transport_serial")
    t = ts.SerialTransport.__new__(ts.SerialTransport)   # no port to open: the emulated one
    t.serial = EmuSerial(p)
    t.is_pty = False
    t.in_raw_repl = False
    t.use_raw_paste = True    # its window header is binary (0x80): the harness passes bytes
    t.mounted = False
    return t


def test_a_stray_ctrl_c_keeps_the_game_and_mpremote_takes_over(tmp_path_factory):
    p = boot("pico-8x8", tmp_path_factory)
    try:
        scenarios.tap(p, "a")
        p.until("Konane set-up", 2000, since=0)
        scenarios.tap(p, "a")
        p.until("Konane: new game", 1000, since=0)
        p.write(b"\x03")                               # a stray Ctrl-C: nothing to stop
        p.write(b"sta\x03")                            # one clearing a half-typed line
        p.write(b"\r\x03\r")                           # after a line end, and before another
        p.run_ms(200)
        for k in ("a", "a"):                           # the buttons still play: Hibiscus removes d5
            scenarios.tap(p, k)
        p.until("Hibiscus xd5", 1000, since=0)
        out = p.command("status", expect="ply 2")
        assert "Konane 8x8 ply 2: Jasmine to remove a piece" in out, out
        assert "Traceback" not in p.log and ">>>" not in p.log and "NameError" not in p.log
        assert "sta" not in out.replace("status", "")

        # mpremote's enter_raw_repl, as `make flash` / `make repl` / `mpremote fs ...` call it
        t = transport(p)
        n0 = len(p.frames)
        t.enter_raw_repl()
        assert t.serial.sent.startswith(b"\r\x03\r\x01")   # its bytes, whatever version is installed
        assert "raw REPL; CTRL-B to exit" in p.log
        assert "machine.reset() or a power cycle" in p.log
        out = t.exec("import os\nprint(sorted(os.listdir()))")
        # (the companion firmware's main.py is frozen in it: none on the flash)
        assert b"'save.bin'" in out and (b"'main.py'" in out) == (FIRMWARE != "companion"), out
        t.exit_raw_repl()
        # the grid holds the still pattern: the blue frame, the grey centre, all else dark
        assert len(p.frames) > n0
        cells = p.cells()
        edge = {(x, y) for x in range(8) for y in range(8) if x in (0, 7) or y in (0, 7)}
        centre = {(3, 3), (4, 3), (3, 4), (4, 4)}
        assert p.lit() == edge | centre
        r, g, b = cells[(0, 0)]
        assert b > 2 * max(r, g), cells[(0, 0)]
        r, g, b = cells[(3, 3)]
        assert r == g == b > 0
    finally:
        p.close()


def test_a_broken_board_file_is_named_once_and_shown_on_the_grid(tmp_path_factory):
    board = pico.load_board("pico-8x8")
    board["buttons"]["up"] = 40
    img = pico.fs_patch(device_image("pico-8x8", tmp_path_factory), {"/board.json": json.dumps(board).encode()})
    p = pico.Pico(img, pico.load_board("pico-8x8"))
    try:
        p.until(">>> ", 5000, since=0)
        p.run_ms(2000)                                 # no restart loop: nothing more comes
        lines = [l for l in p.log.splitlines() if l.startswith("!")]
        assert lines == ["! board.json: buttons.up 40 is not an RP2040 pin (GP0-GP29). The companion "
                         "cannot start: correct the board file (make flash BOARD=...), then machine.reset()"], p.log
        assert "internal error" not in p.log and "Traceback" not in p.log
        assert p.log.count("MicroPython v1.") == 1           # main.py ended once, to the REPL
        # every other pixel on the wire dim red (the pixel pin, GP2, is fine)
        px = p.frames[-1].pixels
        assert [bool(any(c)) for c in px[:64]] == [i % 2 == 0 for i in range(64)]
        assert all(c[0] > 0 and c[1] == c[2] == 0 for c in px[:64:2])
    finally:
        p.close()
