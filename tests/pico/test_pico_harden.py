# Hardening on the emulated Pico: bytes that are not text on the USB console and a save file too big
# for the heap must neither restart the app nor lose the game.
from pico_support import boot, device_image, needs_pico, pico

pytestmark = needs_pico


def test_bad_bytes_on_the_console_do_not_restart_the_app(tmp_path_factory):
    p = boot("pico-8x8", tmp_path_factory)
    try:
        p.press("a", after_ms=400)                  # Kōnane's set-up page
        p.press("right", after_ms=200)              # a half-made choice: 10x10
        assert "Konane set-up: 10x10" in p.log
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
        assert "internal error" not in p.log and p.log.count("Tabletop companion on") == 1
        assert "Traceback" not in p.log
        mark = len(p.log)
        p.press("a", after_ms=400)                  # the set-up page kept its choice (too big for 8x8)
        assert "a 10x10 board does not fit" in p.log[mark:], p.log[mark:]
    finally:
        p.close()
