# The emulator harness itself, with a small stand-in main.py: boot, console, raw REPL, flash
# writes surviving a power cut, the NeoPixel wire decoded into cells, buttons. Independent of the
# project's firmware so a harness fault is told apart from a firmware fault.
import pytest

from pico_support import needs_pico, official_only, pico

BOARD = {
    "width": 8, "height": 8, "pixel_pin": 2, "color_order": "GRB",
    # serpentine rows so the wire order differs from the cell order and the map is really exercised
    "wiring": {"layout": "serpentine", "major": "rows", "rotation": 0},
    "buttons": {"up": 10, "down": 11, "left": 12, "right": 13, "a": 14, "b": 15},
}

MAIN = b"""
import neopixel, machine, time
np = neopixel.NeoPixel(machine.Pin(2), 64)
btn = machine.Pin(14, machine.Pin.IN, machine.Pin.PULL_UP)
try:
    n = int(open("count.txt").read())
except OSError:
    n = 0
print("boot count", n)
np[0] = (200, 0, 0); np[8] = (0, 100, 0); np[15] = (0, 0, 50)
np.write()
print("ready")
while True:
    if btn.value() == 0:
        n += 1
        np[16 + n] = (1, 2, 3)
        np.write()
        with open("count.txt", "w") as f:
            f.write(str(n))
        print("press", n)
        while btn.value() == 0:
            time.sleep_ms(5)
    time.sleep_ms(5)
"""


def test_fs_image_round_trip():
    img = pico.fs_image({"/main.py": b"print(1)", "/lib/x/y.mpy": bytes(range(256)) * 40})
    assert len(img) == pico.FS_BLOCK * pico.FS_BLOCKS
    files = pico.read_fs(img)
    assert files == {"/main.py": b"print(1)", "/lib/x/y.mpy": bytes(range(256)) * 40}
    img2 = pico.fs_patch(img, {"/save.bin": b"\x00junk"}, remove=["/main.py"])
    assert pico.read_fs(img2) == {"/lib/x/y.mpy": bytes(range(256)) * 40, "/save.bin": b"\x00junk"}


@needs_pico
@pytest.mark.official
@official_only   # the harness on the official UF2: a main.py of its own on the flash
def test_fresh_board_formats_flash_and_runs_the_raw_repl():
    with pico.Pico(None, BOARD) as p:
        p.until("MicroPython v1.25.0", 2000, since=0)
        p.until(">>> ", 2000, since=0)
        # an empty flash is formatted at first boot: only possible with erase/program serviced
        assert p.flash_ops["erase"] > 0 and p.flash_ops["program"] > 0
        out = p.raw_exec("import gc, os, machine\ngc.collect()\nprint(gc.mem_free(), machine.freq())\n"
                         "with open('hello.txt','w') as f: f.write('hi')\nprint(os.listdir())")
        free, freq = out.split()[:2]
        assert int(free) > 200000 and int(freq) == 125000000
        assert "hello.txt" in out
        # an output pad reads back what it drives
        assert p.raw_exec("from machine import Pin\np = Pin(3, Pin.OUT)\np.on()\nprint(p.value())").strip() == "1"
        # the UART works (rp2040js 1.4.1 alone hangs in MicroPython's TX interrupt)
        out = p.raw_exec("from machine import UART\nu = UART(0, 115200)\nu.write(b'via uart')\n"
                         "import time\ntime.sleep_ms(2)\nprint(u.txdone())")
        assert out.strip() == "True" and p.uart == "via uart"
        with pytest.raises(pico.EmuError, match="ZeroDivisionError"):
            p.raw_exec("1/0")
        assert pico.read_fs(p.flash_fs())["/hello.txt"] == b"hi"


@needs_pico
@pytest.mark.official
@official_only   # the harness on the official UF2: a main.py of its own on the flash
def test_frames_buttons_and_flash_survive_power_cut():
    img = pico.fs_image({"/main.py": MAIN})
    with pico.Pico(img, BOARD) as p:
        p.until("ready", 3000, since=0)
        assert "boot count 0" in p.log
        p.run_ms(1)
        frame = p.frames[-1]
        assert len(frame.pixels) == 64
        # 64 pixels at 800 kHz: 1.92 ms on the wire (emulated time is deterministic)
        assert 1800 <= frame.t_end - frame.t_start <= 2000
        cells = p.cells()
        assert cells[(0, 0)] == (200, 0, 0)      # pixel 0: row 0 runs left to right
        assert cells[(7, 1)] == (0, 100, 0)      # pixel 8: row 1 runs right to left
        assert cells[(0, 1)] == (0, 0, 50)       # pixel 15
        assert p.lit() == {(0, 0), (7, 1), (0, 1)}
        for n in (1, 2):
            p.press("a", hold_ms=40, after_ms=60)
            assert ("press %d" % n) in p.log
        assert p.lit() == {(0, 0), (7, 1), (0, 1), (1, 2), (2, 2)}  # pixels 17, 18: row 2 runs left to right
        image = p.flash_fs()
    # power cut: the process is gone; boot again on the same flash
    assert pico.read_fs(image)["/count.txt"] == b"2"
    with pico.Pico(image, BOARD) as p:
        p.until("ready", 3000, since=0)
        assert "boot count 2" in p.log


@needs_pico
def test_a_restored_snapshot_runs_exactly_as_a_fresh_boot(tmp_path_factory):
    """pico_support.boot hands a test a Pico put back to the snapshot taken right after an earlier
    boot to the menu, and pico.Pico a process another Pico used. From there each must do what a
    Pico just booted in a process of its own does, whatever ran before: the same console, frames,
    flash, flash operations and emulated time. The fresh boot
    runs on rp2040js's own instruction decoder, the pool's Picos on fastcore.mjs's (binascii.crc32's
    loop in steps of its own included: the boot's install check runs through it): the same
    instructions too, to the count."""
    from pico_support import boot, device_image

    def play(p):
        # open Konane's set-up page, start a game (a save: flash writes), remove a stone
        for key in ("a", "a", "a", "a"):
            p.press(key, hold_ms=120, after_ms=120)
        p.run_ms(300)
        return (p.log, [(f.t_start, f.raw) for f in p.frames], p.t_us, p.flash_fs(), p.flash_op_count(),
                p.instructions, p.crc_bytes)

    fresh = pico.Pico(device_image("pico-8x8", tmp_path_factory), pico.load_board("pico-8x8"), fastcore=False)
    try:
        fresh.until("menu:", 5000, since=0)
        want = play(fresh)
    finally:
        fresh.close()
    assert "Konane: new game" in want[0] and want[4] > 0   # the scenario wrote a save
    p = boot("pico-8x8", tmp_path_factory)
    pid = p.proc.pid
    try:
        p.press("right")                  # a test that changed the menu and the flash...
        p.command("name 1 Keala", expect="Keala")
    finally:
        p.close()
    p = boot("pico-8x8", tmp_path_factory)
    try:
        assert p.proc.pid == pid          # ...then the same emulator, put back to its snapshot
        got = play(p)
    finally:
        p.close()
    same(got, want)
    # a Pico powered on in an emulator process another Pico had used (pico.py hands a closed Pico's
    # process to the next one made): another board, a pin watched, a snapshot taken, then the same
    # boot and scenario as in a process of its own
    used = pico.Pico(device_image("pico-16x16", tmp_path_factory), pico.load_board("pico-16x16"))
    try:
        used.until("menu:", 5000, since=0)
        used.watch(3)
        used.press("down")
        used.snapshot()
        pid = used.proc.pid
    finally:
        used.close()
    p = pico.Pico(device_image("pico-8x8", tmp_path_factory), pico.load_board("pico-8x8"))
    try:
        assert (p.proc.pid == pid) == pico.REUSE      # (PICO_REUSE=0: a process of its own)
        p.until("menu:", 5000, since=0)
        got = play(p)
    finally:
        p.close()
    same(got, want)


def same(got, want):
    assert got[2] == want[2] and got[4] == want[4] and got[5] == want[5]
    assert want[6] == 0 and got[6] > 100000, (want[6], got[6])   # the install check's CRC-32, in steps
    assert got[0] == want[0]
    assert got[1] == want[1]
    assert got[3] == want[3]
