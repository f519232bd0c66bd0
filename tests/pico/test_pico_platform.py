# The project's firmware (host_tools/build.py device tree) on the emulated Pico, platform level:
# boot to the menu, the frame on the wire against the same App run on the computer, the console,
# held buttons (auto-repeat, long press), a corrupt save at boot, the 16x16 serpentine panel.
import re

import pytest

from pico_support import boot, device_image, host_twin, needs_pico, pico, twin_wire
import scenarios

pytestmark = needs_pico


@pytest.fixture(scope="module")
def p8(tmp_path_factory):
    p = boot("pico-8x8", tmp_path_factory)
    yield p
    p.close()


def menu_lines(p, since):
    return re.findall(r"menu: (.*?)  \[", p.log[since:])


@pytest.mark.official
def test_boot_shows_menu_like_the_host_twin(p8):
    assert " on pico-8x8 (8x8). Type 'help'" in p8.log and "Tabletop companion dev " not in p8.log
    assert menu_lines(p8, 0) == ["Konane"]
    assert "Traceback" not in p8.log and "internal error" not in p8.log
    p8.run_ms(100)
    frame = p8.frames[-1]
    assert len(frame.pixels) == 64
    assert len(p8.lit()) > 8  # an icon, not a blank panel
    # byte for byte what the same App renders on CPython: wiring, gamma, brightness, colour order
    # and the viper loops on the device all agree with the Python reference
    assert frame.raw == twin_wire(host_twin("pico-8x8"))


def test_console_mem_and_bench_frame(p8):
    out = p8.command("mem", expect="lowest free")
    free, low = map(int, re.search(r"free (\d+) bytes, lowest free (\d+)", out).groups())
    assert 100000 < free < 264 * 1024 and 0 < low <= free
    out = p8.command("bench frame", expect='"unit"')
    assert '"name": "frame_render_output_64px"' in out
    # 64 pixels need 1.92 ms on the wire alone
    assert 1900 < int(re.search(r'"value": (\d+)', out).group(1)) < 20000
    out = p8.command("frobnicate", expect="unknown command")
    assert "! unknown command 'frobnicate'" in out


def test_dpad_held_auto_repeats(p8):
    mark = len(p8.log)
    p8.press("right", hold_ms=1000, after_ms=100)
    got = menu_lines(p8, mark)
    # PRESS after the debounce, then REPEAT from 400 ms every 120 ms: 1 + 5 or 6 steps in a second
    assert 5 <= len(got) <= 8, got
    assert got[0] == "'Aina" and len(set(got)) > 2


def test_long_press_b_is_the_menu_and_a_tap_is_not(p8):
    p8.press("right")
    mark = len(p8.log)
    p8.press("b", hold_ms=80, after_ms=200)       # a tap with no game: nothing to go back to
    assert menu_lines(p8, mark) == []
    p8.press("b", hold_ms=1000, after_ms=100)     # long press (700 ms): the menu, from its top
    assert menu_lines(p8, mark) == ["Konane"]


def test_corrupt_save_is_reported_and_set_aside(tmp_path_factory):
    junk = b"\x00not a save\xff" * 7
    img = pico.fs_patch(device_image("pico-8x8", tmp_path_factory), {"/save.bin": junk})
    p = boot("pico-8x8", tmp_path_factory, image=img)
    try:
        line = next(l for l in p.log.splitlines() if "corrupt" in l)
        assert "save" in line and line.startswith("! ")
        assert menu_lines(p, 0) == ["Konane"]  # started clean: no game to resume
        files = pico.read_fs(p.flash_fs())
        assert files["/save.bad"] == junk and "/save.bin" not in files
    finally:
        p.close()


def test_16x16_serpentine_panel(tmp_path_factory):
    p = boot("pico-16x16", tmp_path_factory)
    try:
        p.run_ms(100)
        f = p.frames[-1]
        assert len(f.pixels) == 256
        assert 7000 <= f.t_end - f.t_start <= 7800  # 256 pixels, about 30 µs each
        assert f.raw == twin_wire(host_twin("pico-16x16"))
    finally:
        p.close()


def test_press_reaches_the_wire(p8):
    lat = scenarios.press_to_pixel_us(p8, "left")
    # debounce (20 ms) + tick (10 ms) + the press's frame at once: well under a tenth of a second
    assert 0 < lat < 100000


def test_a_tap_while_a_game_loads_is_kept(p8):
    p8.press("b", hold_ms=1000, after_ms=100)     # the menu, from its top: Konane
    mark = len(p8.log)
    # A opens Konane 20 ms after the press; loading its code keeps the loop busy for about 200 ms,
    # and a quick RIGHT made meanwhile comes and goes between two polls: the pin interrupt keeps it
    p8.pin("a", True)
    p8.run_ms(40)
    p8.pin("a", False)
    p8.run_ms(20)
    p8.press("right", hold_ms=60, after_ms=400)
    log = p8.log[mark:]
    assert "Konane set-up [size]: 8x8" in log, log     # the game opened...
    assert "Konane set-up [size]: 10x10" in log, log   # ...and the tap changed its board size
