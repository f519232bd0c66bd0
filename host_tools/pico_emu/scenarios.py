"""Scenarios on the emulated Pico shared by the pico tests and bench_pico: menu navigation,
press-to-pixel latency, and playing games with the board's buttons or the console."""
from pico import EmuError


def static_cells(p, frames):
    """Cells that hold the same colour in every frame (so a blinking cursor is not taken for a change)."""
    cells = [p.cells(f) for f in frames]
    first = cells[0]
    return {xy for xy, c in first.items() if all(cc[xy] == c for cc in cells[1:])}


def press_to_pixel_us(p, key, settle_ms=600, limit_ms=500):
    """Emulated µs from a button going down to the first pixel on the wire that the press changed.

    Watches cells that were steady for settle_ms before the press; the change time is the start of the
    frame plus that pixel's place on the wire (24 bits at 1.25 µs each).
    """
    n0 = len(p.frames)
    p.run_ms(settle_ms)
    before = p.frames[n0:]
    if len(before) < 2:
        raise EmuError("too few frames before the press to tell what is steady")
    steady = static_cells(p, before)
    ref = p.cells(before[-1])
    p.pin(key, True)
    t_press = p.t_us
    try:
        waited = 0
        while waited < limit_ms:
            k = len(p.frames)
            if not p.until_frame(ms=limit_ms - waited):
                break
            for f in p.frames[k:]:
                cells = p.cells(f)
                changed = [xy for xy in steady if cells[xy] != ref[xy]]
                if changed:
                    m = p.wiring()
                    w = p.board["width"]
                    first = min(m[y * w + x] for x, y in changed)
                    per_px = (f.t_end - f.t_start) / float(len(f.pixels))
                    return int(f.t_start + first * per_px - t_press)
            waited = (p.t_us - t_press) // 1000
        raise EmuError("no steady cell changed within %d ms of pressing %s" % (limit_ms, key))
    finally:
        p.pin(key, False)
        p.run_ms(100)


def menu_title(p, since):
    """The title shown on the last 'menu:' console line after offset since, or None."""
    at = p.log.rfind("menu: ", since)
    if at < 0:
        return None
    line = p.log[at + 6:p.log.find("\r\n", at)]
    return line.split("  [")[0].strip()


def open_from_menu(p, title, max_steps=8):
    """Browse the boot menu with RIGHT until title shows, then press A."""
    start = p.log.rfind("menu: ")
    for _ in range(max_steps):
        if menu_title(p, max(start, 0)) == title:
            p.press("a")
            return
        mark = len(p.log)
        p.press("right")
        start = mark
    raise EmuError("menu never showed %r; console tail: %r" % (title, p.log[-400:]))
