# The real `mpremote` command against the emulated Pico, through a pseudo-terminal, mid-game: the
# harness passes the console as bytes (mpremote's raw-paste window header is 0x80, which a text
# console would turn into U+FFFD), so `mpremote fs ls` and `fs cp` work as on a Pico on USB; after
# a power cycle the game resumes where it was.
import os
import select
import subprocess
import sys
import time
import tty

import pytest

from pico_support import FIRMWARE, boot, needs_pico, pico
import scenarios

pytestmark = needs_pico

BOARD = "pico-8x8"


def mpremote():
    here = os.path.join(os.path.dirname(sys.executable), "mpremote")
    if not os.path.exists(here):
        pytest.fail("mpremote is not installed in the venv: make venv installs it (requirements-dev.txt)")
    return here


def over_a_pty(p, args, wall_s=240):
    """Run mpremote with args against the Pico on a pseudo-terminal; return (code, stdout, stderr,
    the bytes mpremote sent)."""
    master, slave = os.openpty()
    tty.setraw(slave)
    sent = len(p.raw)    # what the console said before mpremote opened the port is not for it
    proc = subprocess.Popen([mpremote(), "connect", os.ttyname(slave)] + args,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    end = time.time() + wall_s
    typed = b""
    try:
        while proc.poll() is None and time.time() < end:
            if select.select([master], [], [], 0.005)[0]:
                data = os.read(master, 4096)
                typed += data
                p.write(data)
            p.run_ms(5)
            if len(p.raw) > sent:
                os.write(master, bytes(p.raw[sent:]))
                sent = len(p.raw)
        if proc.poll() is None:
            proc.kill()
        out, err = proc.communicate()
    finally:
        os.close(master)
        os.close(slave)
    return proc.returncode, out.decode(errors="replace"), err.decode(errors="replace"), typed


def test_mpremote_ls_and_cp_mid_game_then_the_game_resumes(tmp_path_factory, tmp_path):
    note = tmp_path / "note.txt"
    note.write_bytes(bytes(range(256)) + b"\nfrom the computer\n")   # every byte value, 0x80 among them
    p = boot(BOARD, tmp_path_factory)
    try:
        scenarios.konane_first_removal(p)
        mark = len(p.raw)
        code, out, err, typed = over_a_pty(p, ["fs", "ls", ":", "+", "fs", "cp", str(note), ":note.txt"])
        assert code == 0, (out, err, p.log[-600:])
        # raw paste asked for and granted: b"R\x01", then the window size, whose first byte is 0x80
        assert b"\x05A\x01" in typed and b"R\x01\x80\x00" in p.raw[mark:]
        # (the companion firmware's main.py is frozen in it: none on the flash)
        assert "save.bin" in out and ("main.py" in out) == (FIRMWARE != "companion"), out
        assert "unexpected read during raw paste" not in err, err
        assert "companion stopped: a computer took over" in p.log
        image = p.flash_fs()
    finally:
        p.close()
    files = pico.read_fs(image)
    assert files["/note.txt"] == note.read_bytes()
    with pico.Pico(image, pico.load_board(BOARD)) as p:       # a power cycle: the game comes back
        p.until("resumed Konane: Konane 8x8 ply 2", 5000, since=0)
        out = p.command("status", expect="ply 2")
        assert "Jasmine to remove a piece" in out, out
