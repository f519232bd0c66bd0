# Nothing a cable sends can stop the buttons (issue 33), on the emulated Pico: a host flooding the
# link with pings and commands, a host importing a save far over the limit, and a 10 000-byte line
# typed on the plain console. Every press made meanwhile is answered on the grid within 20 ms
# emulated, the flood is answered whole, and the link stays open while the host keeps talking.
# Each from a booted Pico of its own.
import re

from pico_support import boot, needs_pico, pico
import scenarios

pytestmark = needs_pico

KEYS = ("right", "left", "right", "left", "right", "left")
BUDGET_US = 20000


def presses(p, pump, n=len(KEYS)):
    """n menu presses, each measured from the pin to its first changed pixel (None: never lit)."""
    out = []
    for k in KEYS[:n]:
        try:
            out.append(scenarios.press_to_light_us(p, k, pump, settle_ms=400, limit_ms=300))
        except pico.EmuError:
            out.append(None)
    return out


def run_until(p, pump, done, ms):
    for _ in range(ms // 50):
        if done():
            return True
        p.run_ms(50)
        pump()
    return done()


def linked(p):
    """A host linked to the booted Pico p, acknowledging every frame as it comes: (host, pump)."""
    p.run_ms(1500)   # the install's check beside the app is done
    c, pump = scenarios.linked_host(p)
    c.open()
    p.until("@hello", 3000)
    pump()
    return c, pump


def clean(p, *presses):
    assert "Traceback" not in p.log and "internal error" not in p.log and "@bye quiet" not in p.log
    slow = [(what, i, t) for what, ts in presses for i, t in enumerate(ts) if t is None or t > BUDGET_US]
    assert not slow, (slow, presses)


# one Pico each (from the booted snapshot), so the two workers share the three
def test_a_flood_of_pings_and_commands_never_stops_the_buttons(tmp_path_factory):
    p = boot("pico-8x8", tmp_path_factory)
    try:
        c, pump = linked(p)
        # a burst of 500 lines in one write: more than 5 s of work, once read all at once
        n = 250
        mark = len(p.log)
        p.write(b"ping\ncmd status short\n" * n)
        flood = presses(p, pump)
        assert run_until(p, pump, lambda: c.pongs == n, 20000), (c.pongs, p.log[-300:])
        p.run_ms(1000)
        pump()
        log = p.log[mark:]
        said = [t for k, t in c.lines if t == "no game in progress"]
        menu = re.findall(r"@line say menu: ", log)
        assert len(said) == n and c.bye is None and not c.errors, (len(said), c.bye, c.errors)
        assert len(menu) == len(KEYS), log[-500:]    # every press moved the menu
        clean(p, ("flood", flood))
    finally:
        p.close()


def test_an_import_far_over_the_limit_never_stops_the_buttons(tmp_path_factory):
    p = boot("pico-8x8", tmp_path_factory)
    try:
        c, pump = linked(p)
        # 9 000 bytes in 141 `put` lines
        mark = len(p.log)
        data = bytes(range(256)) * 36
        p.write(b"".join(b"put %s\n" % data[i:i + 64].hex().encode() for i in range(0, 9000, 64)))
        big = presses(p, pump)
        assert run_until(p, pump, lambda: c.errors, 20000), p.log[-300:]
        assert c.errors == ["put: a save is at most 8192 bytes; the import is dropped"], c.errors
        assert len(re.findall(r"@line say menu: ", p.log[mark:])) == len(KEYS), p.log[-500:]
        # the link stays open while the host keeps talking, and closes when it says so
        c.close()
        run_until(p, pump, lambda: c.bye, 3000)
        assert c.bye == "closed by the host"
        clean(p, ("import", big))
    finally:
        p.close()


def test_a_10000_byte_line_on_the_plain_console_never_stops_the_buttons(tmp_path_factory):
    p = boot("pico-8x8", tmp_path_factory)
    try:
        p.run_ms(1500)
        mark = len(p.log)
        p.write(b"x" * 10000 + b"\r")
        line = presses(p, lambda: None)
        p.until("! command too long", 5000, since=mark)
        p.command("status", expect="no game in progress")
        log = p.log[mark:]
        assert log.count("command too long") == 1 and "unknown command" not in log, log
        assert len(re.findall(r"\nmenu: ", log)) == len(KEYS), log
        clean(p, ("line", line))
    finally:
        p.close()
