# The simulator as a user runs it: headless, from a script of key presses, on both interpreters.
import os
import subprocess
import sys

import pytest
from ui import palette
from host_tools.sim import Rig, load_board

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BIN = os.path.dirname(sys.executable)
INTERPRETERS = [[sys.executable], [os.path.join(BIN, "micropython"), "-X", "heapsize=128K"]]


@pytest.fixture(scope="session")
def mpy_host(tmp_path_factory):
    """The firmware precompiled for the micropython command, once per session, in a folder of this
    run's own: build/mpy-host is `make test-mpy`'s, and two pytest workers building it at once
    could each import a .mpy the other had only half written."""
    out = str(tmp_path_factory.mktemp("mpy-host"))
    subprocess.run([sys.executable, "host_tools/build.py", "--host", "--out", out], cwd=ROOT, check=True)
    return out


def test_konane_against_the_companion_headless_under_micropython_from_mpy(mpy_host):
    # the whole app precompiled, Kōnane's computer opponent thinking. 256 KB on this 64-bit port,
    # whose objects are twice the Pico's: the emulated-Pico tier checks the real heap.
    r = subprocess.run([INTERPRETERS[1][0], "-X", "heapsize=256K", "host_tools/sim.py", "--mpy", mpy_host, "--script",
                                          "a a wait:200 cmd:xd5 wait:2000"],
                       cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    assert "Konane: new game" in r.stdout


@pytest.mark.parametrize("interp", INTERPRETERS, ids=["cpython", "micropython"])
def test_headless_script_prints_the_final_grid(interp, request):
    mpy = []
    if interp is INTERPRETERS[1]:  # in a Pico-sized heap precompiled, as the Pico runs it (USAGE):
        # compiling every module from source inside 128 KB measured where the interned names'
        # pool happened to grow, not the firmware
        mpy = ["--mpy", request.getfixturevalue("mpy_host")]
    r = subprocess.run(interp + ["host_tools/sim.py"] + mpy + ["--script", "left a right right right left"],
                       cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert "menu: Settings: brightness  [left/right: browse, A: open]" in lines
    assert "settings: brightness 100%" in lines      # the board's 40% + 3 steps
    grid = lines[-9:-1]
    assert all(len(row) == 8 for row in grid)
    assert grid[2] == "WWWWWWWW"                      # the settings test card's white row
    assert lines[-10] == "settings: brightness 75%"  # and one back
    assert grid[4] == "YYYYYYYD"                      # brightness bar: level 7 of 8, the rest dim grey
    assert lines[-1].startswith("key: ") and "D dim grey" in lines[-1] and "W white" in lines[-1]


def test_headless_on_the_big_board_and_a_bad_script():
    r = subprocess.run([sys.executable, "host_tools/sim.py", "--board", "pico-16x16", "--script", "right"],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and len(r.stdout.splitlines()[-2]) == 16
    r = subprocess.run([sys.executable, "host_tools/sim.py", "--script", "jump"],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "unknown script word 'jump'" in r.stdout
    r = subprocess.run([sys.executable, "host_tools/sim.py", "--board", "nope"],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "cannot load board" in r.stdout


def test_a_new_state_folder_is_made_and_the_game_saved_there(tmp_path):
    # --state names a folder that does not exist yet: the save goes there (it said "not saved")
    state = str(tmp_path / "new" / "flash")
    r = subprocess.run([sys.executable, "host_tools/sim.py", "--state", state, "--script", "a a a a"],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and "not saved" not in r.stdout, r.stdout[-1500:]
    r = subprocess.run([sys.executable, "host_tools/sim.py", "--state", state, "--script", "cmd:status"],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert "resumed Konane" in r.stdout and "last: Hibiscus xd5" in r.stdout, r.stdout[-1500:]


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


ANSI = None


def visible(row):
    import re
    global ANSI
    ANSI = ANSI or re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
    return ANSI.sub("", row)


def last_screen(out):
    """The rows of the last whole frame the simulator wrote, as the terminal shows them."""
    text = out.decode("utf-8", "replace")
    frames = text.split("\x1b[H")
    frame = frames[-2] if len(frames) > 2 else frames[-1]   # the last one may be cut off
    return [visible(r) for r in frame.split("\r\n")]


def test_interactive_keys_in_an_80x24_terminal(tmp_path):
    # the real loop on a pseudo-terminal: arrow right, then Esc (B) and an arrow at once (the Esc
    # must not swallow it), then `a` (the A button, as in --script) opens 'Aina, then quit
    out, status = run_in_terminal(tmp_path, [(b"menu: Konane", b"\x1b[C"), (b"menu: 'Aina", b"\x1b\x1b[C"),
                                             (b"menu: Kawa", b"\x1b[D"), (b"Kawa  [left", b"a"),
                                             (b"A: start", b"q")])
    assert b"\x1b[38;2;" in out and os.WEXITSTATUS(status) == 0
    rows = last_screen(out.split(b"A: start")[0] + b"A: start")
    assert len(rows) <= 24 and all(len(r) <= 80 for r in rows), rows


def rig_screen(rig, cols, rows):
    from host_tools.sim import screen, Leds
    rig.step(20)
    out = [visible(r) for r in screen(Leds(rig.app.output), rig.lines, cols, rows, rig.app.brightness)]
    assert len(out) <= rows and all(len(r) <= cols for r in out), out
    return out


def joined(rows):
    # the text as read across the wrapped rows, without the grid's blocks
    return " ".join(r.lstrip("\u2588").strip() for r in rows)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_layout_fits_the_terminal_and_shows_what_the_player_needs(size):
    from host_tools.sim import Rig, load_board
    cols, rows = size
    rig = Rig(load_board("pico-8x8"))
    rig.press("a")
    assert "A: start" in joined(rig_screen(rig, cols, rows))            # Kōnane's set-up line, whole
    rig.long("b")
    rig.press("right")
    rig.press("a")
    rig.press("a")                                                     # 'Aina: a digital game
    status = rig.app.session.game.status()
    assert status.startswith("Round 1 of 4") and status in joined(rig_screen(rig, cols, rows))  # the line whole
    rig.command("help")
    text = joined(rig_screen(rig, cols, rows))
    assert "press up|down|left|right|a|b [long]" in text
    from games.aina.words import HELP as LINES
    assert all(line in text for line in LINES)                         # all of help, on one screen
    screen16 = rig_screen(Rig(load_board("pico-16x16")), cols, rows)   # the big panel fits too
    assert sum(1 for r in screen16 if r.startswith("\u2588" * 32)) == 16


def test_a_larger_terminal_shows_more_of_the_log():
    from host_tools.sim import Rig, load_board
    rig = Rig(load_board("pico-8x8"))
    for n in range(10, 60):
        rig.command("bright %d" % n)
    small, big = joined(rig_screen(rig, 80, 24)), joined(rig_screen(rig, 120, 40))
    shown = [sum(1 for n in range(10, 60) if "brightness %d%%" % n in text) for text in (small, big)]
    assert 20 <= shown[0] < shown[1] < 50, shown


def test_brightness_shows_on_the_simulated_grid():
    # the brightness is on the last line; the grid shows each LED against the panel's white at that
    # brightness (the eye adapted to the panel), so a lit LED stays lit at the lowest
    from host_tools.sim import Rig, load_board, screen, Leds
    rig = Rig(load_board("pico-8x8"))
    rig.command("bright 5")
    rig.step(20)
    dim = screen(Leds(rig.app.output), rig.lines, 80, 24, rig.app.brightness)
    assert "bright 5%" in dim[-1]
    lit = sum(1 for x in range(8) for y in range(8) if rig.app.grid.get(x, y))
    assert lit and sum(r.count("\u2588\u2588") - r.count("\x1b[38;2;0;0;0m\u2588\u2588") for r in dim[:8]) == lit


def test_the_simulator_shows_the_colours_the_legibility_check_measured():
    # issue 37: the terminal showed the palette's codes scaled by the brightness (Ka Pai's totem and
    # allowed cells as 88 and 72 grey, Hanafuda's field and other captures as 88 and 61, Jasmine's
    # movable and other stones as 132 and 100), not the lights the check measures: now each LED is
    # its wire bytes against the panel's white, as on the web page, so the pairs the check keeps
    # apart are apart on the screen by its measure
    from host_tools import colour
    from host_tools.legibility import FLOOR
    from host_tools.sim import Leds, SCREEN
    from games.kapai import grid as K
    from games.hanafuda import grid as H
    from games.konane import grid as V
    for board in ("pico-8x8", "pico-16x16"):
        for bright in (None, 5):
            rig = Rig(load_board(board))
            if bright:
                rig.command("bright %d" % bright)
            leds = Leds(rig.app.output)

            def shown(c):
                rig.app.grid.fill(0)
                rig.app.grid.set(3, 3, c)
                rig.app.output.show(force=True)
                out = leds.rgb(3, 3)
                o = rig.app.output
                d = 3 * o.map[3 * leds.w + 3]
                wire = (o.out[d + o.ro], o.out[d + o.go], o.out[d + o.bo])
                # exactly the page's screenColour (host_tools/web/page.js): against the white
                assert out == tuple(SCREEN[min(255, int(v * 255 / o.screen_white() + 0.5))] for v in wire)
                return colour.lab([((v / 255 + 0.055) / 1.055) ** 2.4 if v / 255 > 0.04045 else v / 255 / 12.92
                                   for v in out])
            for a, b in ((K.TOTEM, K.CAN), (K.CAN, K.FREE), (H.FIELD, H.OTHERS), (V.C_PIECE[1], V.C_IDLE[1]),
                         (V.C_PIECE[0], V.C_IDLE[0])):
                d = colour.ciede2000(shown(a), shown(b))
                assert d >= FLOOR, (board, bright, hex(a), hex(b), d)


def test_two_quick_taps_of_one_key_are_two_presses():
    from host_tools.sim import Taps, KEYMAP
    from hw.buttons import Buttons
    from ui import keys
    clock = [0]
    got = []
    down = bytearray(6)
    b = Buttons([(lambda i=i: down[i] == 1) for i in range(6)], lambda: clock[0], lambda k, kind: got.append((k, kind)))
    taps = Taps(down)
    taps.add(*KEYMAP["a"])
    taps.add(*KEYMAP["a"])          # both read in the same 10 ms
    for _ in range(60):
        clock[0] += 10
        taps.update(clock[0])
        b.poll()
    assert got.count((keys.A, keys.PRESS)) == 2


def test_keys_have_one_meaning_each_and_match_the_script_words():
    from host_tools.sim import KEYMAP, LONG_MS
    from ui import keys
    assert KEYMAP["a"][0] == keys.A and KEYMAP["b"][0] == keys.B        # as in --script
    assert KEYMAP["\x1b"][0] == keys.B and KEYMAP["\x7f"][0] == keys.B and KEYMAP[" "][0] == keys.A
    assert KEYMAP["m"] == (keys.B, LONG_MS)
    assert not any(k in KEYMAP for k in "wsdjk")                       # no letter means two things


def test_the_docs_script_example_prints_what_the_docs_show():
    # (docs/simulator.md: the README's simulator section moved there, issue 50)
    import re
    import shlex
    with open(os.path.join(ROOT, "docs", "simulator.md")) as f:
        readme = f.read()
    block = re.search(r"```\n\$ \.venv/bin/python (host_tools/sim\.py --script .*?)\n(.*?)```", readme, re.S)
    args, shown = shlex.split(block.group(1)), block.group(2).splitlines()
    assert shown[0] == "..."
    r = subprocess.run([sys.executable] + args, cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and r.stdout.splitlines()[-(len(shown) - 1):] == shown[1:]
    assert "nothing to undo" not in r.stdout and "+" not in "".join(shown[-9:-1])


def test_each_board_keeps_its_own_save():
    from host_tools.sim import default_state
    dirs = {default_state("pico-8x8"), default_state("pico-16x16"), default_state("pico-8x8", "12x12")}
    assert len(dirs) == 3 and all(d.split("/")[-2] == "sim-state" for d in dirs)


def test_a_game_too_big_for_the_grid_is_kept_and_never_played_blind(tmp_path):
    big = Rig(load_board("pico-16x16"), str(tmp_path))
    big.press("a")                        # Kōnane's set-up page
    big.press("right")
    big.press("right")                    # 12x12
    big.press("a")
    big.press("a")
    big.press("a")                        # Hibiscus removes
    s = big.app.session
    assert s.game.n == 12 and len(s.log) == 1
    saved = big.app.store.read("save.bin")
    small = Rig(load_board("pico-8x8"), str(tmp_path))  # the same flash, an 8x8 grid
    small.step(100)
    assert any("needs a bigger grid" in l for l in small.lines)
    for k in ("a", "a", "right", "a", "a", "b"):
        small.press(k)
        assert small.lines[-1].startswith("! this 12x12 game needs a bigger grid")
    small.command("xf7")
    assert small.lines[-1].startswith("! this 12x12 game needs a bigger grid")
    assert len(small.app.session.log) == 1 and small.app.store.read("save.bin") == saved
    g = small.app.grid
    assert all(g.get(x, 0) == palette.REFUSED for x in range(g.w))  # the red frame says so


def test_the_key_of_a_dark_grid_names_only_off():
    from host_tools.sim import legend
    assert legend("........\n........") == "key: . off"  # it printed "key: , . off"
    assert legend("W.\nww") == "key: W white, w dim white, . off"


def test_a_games_own_colours_get_their_own_symbols_in_the_dump():
    # 'Āina draws its wao in its own colours, outside the palette: each gets a symbol of its own
    # (they all printed as '+'), and the key gives its RGB value
    from host_tools.sim import legend, OTHERS
    rig = Rig(load_board("pico-8x8"))
    rig.run_script("right a wait:300".split())  # 'Āina's set-up: its four wao along the bottom
    text = rig.grid_text()
    assert "+" not in text
    used = {ch for ch in text if ch in OTHERS}
    # Nahele, Māla'ai, Kai (Kauhale's orange is the palette's), and the Learn light in 'Aina's
    # lesson colour (codes.LESSON, which has no letter)
    from games.aina import codes as AC
    assert len(used) == 4 and AC.LESSON in rig.others
    key = legend(text, rig.others)
    g = rig.app.grid
    rows = text.splitlines()
    for c, ch in rig.others.items():
        assert ("%s colour %06X" % (ch, c)) in key
        for y, row in enumerate(rows):  # a symbol stands for exactly one colour
            for x, cell in enumerate(row):
                assert (cell == ch) == (g.get(x, y) == c)


def test_every_distinct_colour_has_its_own_character_in_the_dump():
    # Ka Pai's totem, allowed and free greys are all dim copies of white: they printed `w` alike
    # (issue 29). The first keeps the dim letter, the others get symbols, and the key names each.
    from host_tools.sim import letter, legend
    from games.kapai import grid as K
    others, dims = {}, {}
    chars = [letter(c, others, dims) for c in (K.CAN, K.TOTEM, K.FREE, K.CAN)]
    assert chars[0] == "w" and chars[3] == "w" and len(set(chars[:3])) == 3
    key = legend("".join(chars), others)
    assert "w dim white" in key and "colour %06X" % K.FREE in key
    for ch in set(chars):   # (the totem is white itself now: W)
        assert (" %s " % ch) in " " + key.replace(",", " ") + " ", (ch, key)
    # a real Ka Pai sheet, played a little: one character, one colour
    rig = Rig(load_board("pico-8x8"))
    assert rig.menu_to("Ka Pai")
    for k in "a a a right a down a a a a".split():
        rig.press(k)
        text = rig.grid_text().splitlines()
        seen = {}
        for y, row in enumerate(text):
            for x, ch in enumerate(row):
                assert seen.setdefault(ch, rig.cell(x, y)) == rig.cell(x, y), (ch, k)


@pytest.mark.parametrize("sighup", ["handled", "blocked"])
def test_the_simulator_ends_when_its_terminal_closes(tmp_path, sighup):
    # `make sim` in a tmux whose server is killed: the terminal goes, and the simulator must go
    # with it (it ran on at half a core). With SIGHUP delivered it quits on it; with SIGHUP
    # blocked (inherited) it sees the tty hang up (POLLHUP, EOF or EIO) and quits.
    import pty
    import select
    import signal
    import time
    pid, fd = pty.fork()
    if pid == 0:
        os.chdir(ROOT)
        if sighup == "blocked":
            signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGHUP})
        else:   # ignored where it was started (as under nohup): the simulator takes it anyway
            signal.signal(signal.SIGHUP, signal.SIG_IGN)
        os.execv(sys.executable, [sys.executable, "host_tools/sim.py", "--state", str(tmp_path)])
    out = b""
    deadline = time.time() + 30
    while b"menu: Konane" not in out and time.time() < deadline:
        if select.select([fd], [], [], 0.2)[0]:
            out += os.read(fd, 65536)
    assert b"menu: Konane" in out
    os.close(fd)                       # the terminal closes
    for _ in range(100):
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            break
        time.sleep(0.05)
    else:
        os.kill(pid, 9)
        os.waitpid(pid, 0)
        raise AssertionError("the simulator kept running after its terminal closed")
    assert os.WIFEXITED(status) or os.WTERMSIG(status) == signal.SIGHUP


def test_the_docs_describe_the_layout_the_simulator_draws():
    # issue 37: the README said "the newest console lines beside [the grid], older ones below";
    # the screen is one log read top to bottom, beside the grid and on below it, the newest last
    # (docs/simulator.md now, issue 50)
    import re
    from host_tools.sim import Rig, load_board
    rig = Rig(load_board("pico-8x8"))
    for n in range(10, 40):
        rig.command("bright %d" % n)
    rows = rig_screen(rig, 80, 24)
    said = [int(m.group(1)) for m in (re.search(r"brightness (\d+)%$", r) for r in rows[:-1]) if m]
    assert said == sorted(said) and said[-1] == 39 and rows[-2].endswith("brightness 39%")
    assert rows[0].startswith("\u2588") and rows[0].endswith("brightness %d%%" % said[0])
    with open(os.path.join(ROOT, "docs", "simulator.md")) as f:
        readme = " ".join(f.read().split())
    assert "older ones below" not in readme
    assert ("one log read top to bottom, beside the grid and on below it, the newest line last, "
            "just above the last line") in readme


def test_the_terminal_rings_the_buzzers_tones_unless_silent_or_turned_off(tmp_path):
    # issue 37: a player without a Pico hears what the buzzer means: a refusal rings the terminal's
    # bell and names itself on the last line; --silent rings nothing; Settings' sound off (kept in
    # settings.bin, as on a Pico) turns the bell off too
    steps = [(b"menu: Konane", b":nonsense\r"), (b"unknown command", b"q")]
    out, status = run_in_terminal(tmp_path / "on", steps)
    assert os.WEXITSTATUS(status) == 0 and out.count(b"\x07") == 1, out[-600:]
    assert "\u266a refused (220 Hz)" in out.decode("utf-8", "replace")
    out, _ = run_in_terminal(tmp_path / "silent", steps, extra=["--silent"])
    assert b"\x07" not in out and b"unknown command" in out
    off = tmp_path / "off"
    off.mkdir()
    (off / "settings.bin").write_bytes(b"S2" + bytes((40, 0)))
    out, _ = run_in_terminal(off, steps)
    assert b"\x07" not in out and "\u266a" not in out.decode("utf-8", "replace")


def test_the_lights_key_says_what_the_check_measured_on_the_screen_shown():
    # issue 48: the simulator shows what the legibility check measured (the `l` key; `lights` in a
    # script): each state of the game shown, its colour and its smallest figure, at the panel's
    # brightness and under the current limit of the frame shown
    from host_tools.sim import lights_lines
    from host_tools import legibility as L
    from games.konane import grid as V
    rig = Rig(load_board("pico-8x8"))
    assert "open a game" in lights_lines(rig.app, rig.board)[0]
    rig.run_script("a a".split())
    got = lights_lines(rig.app, rig.board)
    assert got[0].startswith("lights: konane on pico-8x8 at 40 %")
    row = [s for s in got if s.startswith("  %06X picked: " % V.C_SELECT)]
    assert row, got
    figure = float(row[0].split(": ")[1].split(" ")[0])
    _, rows = L.check("konane", "pico-8x8", None, bytes(rig.app.grid.buf))
    assert figure == round(min(r[4] for r in rows if "picked" in (r[1], r[2]) and not r[5]), 1)
    assert any(s.startswith("cue: cursor: ") for s in got)
    rig.run_script(["lights"])
    assert rig.lines[-1] == got[-1]
