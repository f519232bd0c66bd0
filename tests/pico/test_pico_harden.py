# Hardening on the emulated Pico: bytes that are not text on the USB console and a save file too big
# for the heap must neither restart the app nor lose the game.
from pico_support import boot, device_image, needs_pico, pico

pytestmark = needs_pico


def test_bad_bytes_on_the_console_do_not_restart_the_app(tmp_path_factory):
    p = boot("pico-8x8", tmp_path_factory)
    try:
        p.press("a", after_ms=400)                  # Kōnane's set-up page
        p.press("right", after_ms=200)              # a half-made choice: 10x10
        assert "Konane set-up [size]: 10x10" in p.log
        mark = len(p.log)
        p.write(b"\xff\r")
        p.write(b"st\xffatus\r")
        p.write(b"\xc5")                            # a character cut off...
        p.write(b"\r")                              # ...by the line end
        p.run_ms(300)
        out = p.command("status", expect="no game in progress")
        log = p.log[mark:]
        assert log.count("not valid text") == 3, log
        assert "tus" not in log.replace("status", ""), log   # the tail of a bad line never runs
        assert "internal error" not in p.log and p.log.count(". Type 'help' for commands") == 1
        assert "Traceback" not in p.log
        # the set-up page kept its choice (too big for 8x8), and the buttons still work
        mark = len(p.log)
        p.press("a", after_ms=300)
        out = p.log[mark:]
        assert "a 10x10 board does not fit" in out, out
    finally:
        p.close()


def test_a_save_too_big_for_the_heap_is_set_aside_and_the_next_boot_is_clean(tmp_path_factory):
    big = (b"TG\x01" + bytes(range(256)) * 1172)[:300000]   # more than the heap can hold
    assert len(big) == 300000
    img = pico.fs_patch(device_image("pico-8x8", tmp_path_factory), {"/save.bin": big})
    p = boot("pico-8x8", tmp_path_factory, image=img)
    try:
        line = next(l for l in p.log.splitlines() if "corrupt save" in l)
        assert "too large" in line, line
        assert "internal error" not in p.log and "MemoryError" not in p.log
        image = p.flash_fs()
        files = pico.read_fs(image)
        assert "/save.bin" not in files and len(files["/save.bad"]) == 300000
    finally:
        p.close()
    p = boot("pico-8x8", tmp_path_factory, image=image)   # power on again: no loop, no report
    try:
        assert "corrupt" not in p.log and "internal error" not in p.log
    finally:
        p.close()
