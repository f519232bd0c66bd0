"""Put the firmware on a Pico over USB with mpremote, or open its console.

    python host_tools/deploy.py flash [--board pico-8x8] [--port /dev/ttyACM0]
    python host_tools/deploy.py repl [--port ...]
    python host_tools/deploy.py unflash [--port ...]

flash builds the device tree (host_tools/build.py), removes the previous firmware folders (never
the save or settings), copies the new tree, and resets the board so main.py starts. main.py and
the new manifest go first: a copy cut short then boots into one line naming the files missing.
On the companion's own firmware (make firmware) the same copy carries core/overlay.txt naming that
firmware's build: its frozen main.py then imports these modules before its frozen ones (a
developer's edit, no BOOTSEL); unflash takes them off again.
"""
import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from host_tools import build  # noqa: E402

NO_PICO = """No Pico found on USB.
- Plug the Pico in with a data USB cable (some cables carry power only).
- It must be running MicroPython: if it shows up as a drive called RPI-RP2, copy the MicroPython
  UF2 for the Raspberry Pi Pico (micropython.org/download/RPI_PICO) onto that drive first.
- `.venv/bin/mpremote devs` lists what is attached; pass PORT=/dev/ttyACM0 to choose."""

NO_ANSWER = """The Pico at %s did not answer.
- Is it plugged in at that port? `.venv/bin/mpremote devs` lists what is attached (or leave PORT out).
- Is another program using it (a serial terminal, Thonny, another `make repl`)? Close it and try again.
- It must be running MicroPython (see the README's "Build one")."""


def mpremote():
    here = os.path.join(os.path.dirname(sys.executable), "mpremote")
    return here if os.path.exists(here) else "mpremote"


def find_port(port):
    if port:
        return port
    try:
        r = subprocess.run([mpremote(), "devs"], capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise SystemExit("cannot run mpremote (%s); run `make venv` first" % e)
    for line in r.stdout.splitlines():
        parts = line.split()
        # MicroPython boards announce USB vendor 2e8a (Raspberry Pi)
        if parts and ("2e8a:" in line or "MicroPython" in line):
            return parts[0]
    raise SystemExit(NO_PICO)


def check(port):
    """One quiet question before the real work: a port that is missing or busy gets one clear
    message, not one error from mpremote per command."""
    if port.startswith("/dev/") and not os.path.exists(port):
        raise SystemExit(NO_ANSWER % port)
    try:
        r = subprocess.run([mpremote(), "connect", port, "exec", "pass"], capture_output=True,
                           text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        raise SystemExit(NO_ANSWER % port)
    if r.returncode != 0:
        raise SystemExit(NO_ANSWER % port)


def run(port, *args):
    cmd = [mpremote(), "connect", port] + list(args)
    r = subprocess.run(cmd)
    return r.returncode


def flash(board, port, lines=False):
    build.check_board(build.board_file(board))   # a bad board file is refused before anything else
    port = find_port(port)
    check(port)
    out = os.path.join(build.ROOT, "build", os.path.basename(board)[:-5] if board.endswith(".json") else board)
    fw = firmware_build(port)
    files = build.build(board, out, lines=lines, overlay=fw)
    print("flashing %s (%d files) to %s%s" % (board, len(files), port, (
        " (over the companion firmware %s: these modules run before its own; `make unflash` takes them off)" % fw)
        if fw else ""))
    for top in sorted({f.split("/")[0] for f in files if "/" in f}):
        run(port, "fs", "rm", "-r", ":" + top)  # may not exist yet: errors are fine here
    # main.py, boot.py (which holds main.py's CRC-32) and the new manifest first: a copy cut short
    # then names the files still missing
    for first in ("main.py", "boot.py"):
        if run(port, "fs", "cp", os.path.join(out, first), ":") != 0:
            raise SystemExit("copy of %s failed: is the Pico still connected?" % first)
    run(port, "fs", "mkdir", ":" + os.path.dirname(build.MANIFEST))
    run(port, "fs", "cp", os.path.join(out, build.MANIFEST), ":" + build.MANIFEST)
    for entry in sorted(e for e in os.listdir(out) if e not in ("main.py", "boot.py")):
        if run(port, "fs", "cp", "-r", os.path.join(out, entry), ":") != 0:
            raise SystemExit("copy of %s failed: is the Pico still connected?" % entry)
    run(port, "reset")
    print("done: the companion restarts on the Pico. `make repl` shows its console.")


# The companion firmware (make firmware) says its build; official MicroPython has no companion_fw
ASK_BUILD = "try:\n import companion_fw\n print('BUILD', companion_fw.BUILD)\nexcept ImportError:\n pass\n"


def firmware_build(port):
    """The build of the companion firmware on the Pico, or None (official MicroPython)."""
    r = subprocess.run([mpremote(), "connect", port, "exec", ASK_BUILD], capture_output=True, text=True, timeout=30)
    for line in r.stdout.splitlines():
        if line.startswith("BUILD "):
            return line.split()[1]
    return None


def unflash(port):
    """Take off what `make flash` copied (never the save, settings, scorebook or board file): the
    companion firmware then runs its frozen modules again."""
    port = find_port(port)
    check(port)
    for top in ("main.py", "boot.py", "core", "hw", "ui", "games", "ports"):
        run(port, "fs", "rm", "-r", ":" + top)   # may not be there: errors are fine here
    run(port, "reset")
    print("done: the Pico runs the companion its firmware holds (on official MicroPython: nothing, "
          "until `make flash`)")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=("flash", "repl", "unflash"))
    ap.add_argument("--board", default="pico-8x8")
    ap.add_argument("--port", default=os.environ.get("PORT") or None)
    ap.add_argument("--lines", action="store_true", default=bool(os.environ.get("LINES")),
                    help="keep line numbers in tracebacks (LINES=1; about 6 %% more RAM per module)")
    a = ap.parse_args()
    if a.what == "flash":
        flash(a.board, a.port, lines=a.lines)
    elif a.what == "unflash":
        unflash(a.port)
    else:
        port = find_port(a.port)
        check(port)
        print("console of %s: Ctrl-] or Ctrl-x leaves; type 'help' for the companion's commands" % port)
        sys.exit(run(port, "repl"))


if __name__ == "__main__":
    main()
