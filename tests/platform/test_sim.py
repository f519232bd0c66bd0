# The simulator as a user runs it: headless, from a script of key presses, on both interpreters.
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.path.dirname(sys.executable)
INTERPRETERS = [[sys.executable], [os.path.join(BIN, "micropython"), "-X", "heapsize=128K"]]


def test_konane_against_the_companion_headless_under_micropython_from_mpy():
    # the whole app precompiled, Kōnane's computer opponent thinking. 256 KB on this 64-bit port,
    # whose objects are twice the Pico's: the emulated-Pico tier checks the real heap.
    subprocess.run([sys.executable, "host_tools/build.py", "--host", "--out", "build/mpy-host"], cwd=ROOT, check=True)
    r = subprocess.run([INTERPRETERS[1][0], "-X", "heapsize=256K", "host_tools/sim.py", "--mpy", "build/mpy-host", "--script",
                                          "a a wait:200 cmd:xd5 wait:2000"],
                       cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    assert "Konane: new game" in r.stdout


@pytest.mark.parametrize("interp", INTERPRETERS, ids=["cpython", "micropython"])
def test_headless_script_prints_the_final_grid(interp):
    r = subprocess.run(interp + ["host_tools/sim.py", "--script", "left a right right right left"],
                       cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert "menu: Settings: brightness  [left/right: browse, A: open]" in lines
    assert "settings: brightness 100%" in lines      # 35% (the board's 40 rounded) + 3 steps
    grid = lines[-8:]
    assert all(len(row) == 8 for row in grid)
    assert grid[2] == "WWWWWWWW"                      # the settings test card's white row
    assert lines[-9] == "settings: brightness 70%"   # and one back
    assert grid[4] == "YYYYYYY+"                      # brightness bar: level 7 of 8, the rest dim


def test_headless_on_the_big_board_and_a_bad_script():
    r = subprocess.run([sys.executable, "host_tools/sim.py", "--board", "pico-16x16", "--script", "right"],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and len(r.stdout.splitlines()[-1]) == 16
    r = subprocess.run([sys.executable, "host_tools/sim.py", "--script", "jump"],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "unknown script word 'jump'" in r.stdout
    r = subprocess.run([sys.executable, "host_tools/sim.py", "--board", "nope"],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "cannot load board" in r.stdout


def test_interactive_session_in_a_terminal(tmp_path):
    # the real interactive loop on a pseudo-terminal: browse right, then quit
    import pty
    import time
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(ROOT)
        os.execv(sys.executable, [sys.executable, "host_tools/sim.py", "--state", str(tmp_path)])
    out = b""
    deadline = time.time() + 20
    sent = False
    while time.time() < deadline:
        try:
            import select
            if select.select([fd], [], [], 0.2)[0]:
                out += os.read(fd, 65536)
        except OSError:
            break
        if not sent and b"menu: Konane" in out:
            os.write(fd, b"d")
            sent = True
        elif sent and b"menu: 'Aina" in out:
            os.write(fd, b"q")
            break
    else:
        os.kill(pid, 9)
    _, status = os.waitpid(pid, 0)
    assert b"menu: 'Aina" in out and b"\x1b[38;2;" in out
    assert os.WEXITSTATUS(status) == 0


def test_key_tokens_split_terminal_bytes_without_raising():
    from host_tools.sim import key_tokens
    assert key_tokens("\u014d".encode()) == (["\u014d"], b"")
    assert key_tokens(b"\x1b[A\x1b[1;5Cx") == (["\x1b[A", "\x1b[1;5C", "x"], b"")
    assert key_tokens(b"\x1ba") == (["\x1b", "a"], b"")          # a lone Esc swallows nothing
    assert key_tokens(b"\xff\xc5a") == ([None, None, "a"], b"")
    assert key_tokens(b"a\xc5") == (["a"], b"\xc5")                # the rest comes with the next read
    assert key_tokens(b"\xc5\x8d") == (["\u014d"], b"")


def run_in_terminal(tmp_path, steps, cols=80, rows=24, extra=()):
    """The interactive simulator on a pseudo-terminal of cols x rows: steps are (wait for bytes,
    bytes to type) pairs; returns (everything it wrote, exit status)."""
    import pty
    import select
    import struct
    import time
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(ROOT)
        os.environ["COLUMNS"], os.environ["LINES"] = str(cols), str(rows)
        os.execv(sys.executable, [sys.executable, "host_tools/sim.py", "--state", str(tmp_path)] + list(extra))
    try:
        import fcntl
        import termios
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
    except (ImportError, OSError):
        pass
    out = b""
    deadline = time.time() + 30
    steps = list(steps)
    while time.time() < deadline:
        try:
            if select.select([fd], [], [], 0.2)[0]:
                out += os.read(fd, 65536)
        except OSError:
            break
        if steps and steps[0][0] in out:
            os.write(fd, steps.pop(0)[1])
    else:
        os.kill(pid, 9)
    _, status = os.waitpid(pid, 0)
    assert not steps, "never saw %r; got %r" % (steps[0][0], out[-2000:])
    assert os.WIFEXITED(status), out[-2000:]
    return out, status


def test_a_key_that_is_not_ascii_does_not_crash_the_simulator(tmp_path):
    out, status = run_in_terminal(tmp_path, [(b"menu: Konane", "\u014d".encode()),
                                             (b"does nothing", b"\xc5"), (b"not a character", b"q")])
    assert b"Traceback" not in out and b"key '\xc5\x8d' does nothing" in out
    assert os.WEXITSTATUS(status) == 0
