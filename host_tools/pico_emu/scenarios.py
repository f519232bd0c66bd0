"""Scenarios on the emulated Pico shared by the pico tests and bench_pico: menu navigation,
press-to-pixel latency, and playing games with the board's buttons or the console."""
from pico import EmuError


def static_cells(p, frames):
    """Cells that hold the same colour in every frame (so a blinking cursor is not taken for a change)."""
    cells = [p.cells(f) for f in frames]
    first = cells[0]
    return {xy for xy, c in first.items() if all(cc[xy] == c for cc in cells[1:])}


def shown_colours(p, frames):
    """{(x, y): every colour the cell showed in frames}: a press's change is a colour a cell did not
    show before it (a steady cell's change, a blinking one's new colour)."""
    shown = {}
    for f in frames:
        for xy, c in p.cells(f).items():
            shown.setdefault(xy, set()).add(c)
    return shown


def press_to_pixel_us(p, key, settle_ms=600, limit_ms=500):
    """Emulated µs from a button going down to the first pixel on the wire that the press changed.

    Watches every cell for a colour it did not show in the settle_ms before the press: a steady
    cell's change, or a blinking one's new colour (the cursor arriving on a cell that blinks, a
    lesson's cue: watching steady cells alone missed it, and the key's repeat 450 ms later was
    timed instead). The change time is the start of the frame plus that pixel's place on the wire
    (24 bits at 1.25 µs each).
    """
    n0 = len(p.frames)
    p.run_ms(settle_ms)
    before = p.frames[n0:]
    if not before:
        if not p.frames:
            raise EmuError("no frame on the wire before the press")
        # no frame in the settle time: the firmware sends a frame only when something changed, so
        # the panel held the last frame
        before = [p.frames[-1]]
    shown = shown_colours(p, before)
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
                changed = [xy for xy, c in cells.items() if c not in shown[xy]]
                if changed:
                    m = p.wiring()
                    w = p.board["width"]
                    first = min(m[y * w + x] for x, y in changed)
                    per_px = (f.t_end - f.t_start) / float(len(f.pixels))
                    return int(f.t_start + first * per_px - t_press)
            waited = (p.t_us - t_press) // 1000
        raise EmuError("no cell showed a new colour within %d ms of pressing %s" % (limit_ms, key))
    finally:
        p.pin(key, False)
        p.run_ms(100)


def press_to_light_us(p, key, pump=lambda: None, settle_ms=600, limit_ms=500, step_ms=2):
    """press_to_pixel_us with pump() (a host reading the USB console: the link's frames
    acknowledged, a flood answered) called every step_ms of emulated time, before and after the
    press: emulated µs from the pin going down to the first pixel it changed."""
    n0 = len(p.frames)
    for _ in range(settle_ms // 20):
        p.run_ms(20)
        pump()
    shown = shown_colours(p, p.frames[n0:] or p.frames[-1:])
    k0 = len(p.frames)
    p.pin(key, True)
    t_press = p.t_us
    try:
        while p.t_us - t_press < limit_ms * 1000:
            p.run_ms(step_ms)
            pump()
            for f in p.frames[k0:]:
                cells = p.cells(f)
                changed = [xy for xy, c in cells.items() if c not in shown[xy]]
                if changed:
                    m = p.wiring()
                    first = min(m[y * p.board["width"] + x] for x, y in changed)
                    return f.t_start + first * (f.t_end - f.t_start) / float(len(f.pixels)) - t_press
            k0 = len(p.frames)
        raise EmuError("no cell showed a new colour within %d ms of pressing %s" % (limit_ms, key))
    finally:
        p.pin(key, False)
        p.run_ms(100)
        pump()


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


def heap_and_names(p):
    """(free heap after a collection, bytes of interned names) from the `mem names` command."""
    import re
    out = p.command("mem names", expect="n_total_bytes", ms=1000)
    free = int(re.search(r"free (\d+) bytes", out).group(1))
    names = int(re.search(r"n_total_bytes=(\d+)", out).group(1))
    return free, names


def long_b(p):
    """Long B as a player does it: held until the menu shows (700 ms), then let go."""
    mark = len(p.log)
    p.pin("b", True)
    p.until("menu: ", 1500, since=mark)
    p.pin("b", False)
    p.run_ms(100)
    return mark


def open_and_close(p, title, first_title):
    """From the menu: open a game, then long B back to the menu, browsed back to its first item."""
    open_from_menu(p, title)
    p.run_ms(300)
    if title not in p.log[-600:]:
        raise EmuError("%s did not open; console tail: %r" % (title, p.log[-600:]))
    long_b(p)
    while menu_title(p, 0) != first_title:
        p.press("left")


# ---------------------------------------------------------------- any game, checked against the host twin
# The same firmware runs on the computer as host_tools/sim.Rig. Both boot from the same save and get the
# same taps, so they must end with the same save file, byte for byte, and print the same console lines.

# A human tap: 120 ms down, 120 ms up. (The simulator's scripted 80/60 ms tap is too quick for a view
# whose frame takes longer to draw on the Pico than on the computer: the debounce can miss it.)
TAP_MS = 120
GAP_MS = 120


def tap(p, key):
    p.press(key, hold_ms=TAP_MS, after_ms=GAP_MS)


def host_tap(rig, key):
    from host_tools.sim import SETTLE_MS
    rig.press(key, TAP_MS)  # down TAP_MS, then up SETTLE_MS
    rig.step(GAP_MS - SETTLE_MS)


def konane_first_removal(p):
    """From the boot menu (Konane first): start Konane and make Hibiscus's first removal (xd5);
    the save it leaves on the flash."""
    tap(p, "a")
    p.until("Konane set-up", 2000, since=0)
    tap(p, "a")
    p.until("Konane: new game", 1000, since=0)
    for k in ("a", "a"):
        tap(p, k)
    p.until("Hibiscus xd5", 1000, since=0)
    return read_save(p.flash_fs())


def start_game(p, name, title, max_a=6):
    """From the boot menu: open the game and press A through its set-up page until it starts."""
    open_from_menu(p, title)
    p.run_ms(100)
    for _ in range(max_a):
        if (title + ": new game") in p.log:
            return
        mark = len(p.log)
        tap(p, "a")
        try:  # the answer may come late (the install's check runs beside the app after power-on):
            p.until(title + ": new game", 500, since=mark)  # a second A then would be the game's
            return
        except EmuError:
            pass
    p.until(title + ": new game", 500, since=0)


def read_save(image):
    return read_fs_file(image, "/save.bin")


def read_fs_file(image, path):
    import pico
    return pico.read_fs(image).get(path)


def twin_from_save(board, save, state_dir):
    """A host Rig that boots from the same save file the Pico has (both resume the same way)."""
    import os
    from host_tools.sim import Rig
    os.makedirs(state_dir, exist_ok=True)
    with open(os.path.join(state_dir, "save.bin"), "wb") as f:
        f.write(save)
    return Rig(board, state_dir=state_dir)


def find_script(board, save, state_dir, want=3, need=2, seed=7, horizon=16, tries=40,
                keys=("a", "a", "right", "down", "left", "up", "b")):
    """Taps that make the host twin apply up to `want` actions (at least `need`), found by short
    random walks (fixed seed): for each next action, the shortest of `tries` walks of at most
    `horizon` taps that reaches it. Returns (taps, rig) with the rig having played them all."""
    import os
    import random
    rng = random.Random(seed)
    runs = [0]

    def replay(taps):
        runs[0] += 1
        rig = twin_from_save(board, save, os.path.join(state_dir, "try%d" % runs[0]))
        for k in taps:
            host_tap(rig, k)
        return rig

    taps = []
    for step in range(want):
        best = None
        for _ in range(tries):
            rig = replay(taps)
            n = len(rig.app.session.log)
            walk = []
            for _ in range(horizon if best is None else len(best) - 1):
                k = rng.choice(keys)
                host_tap(rig, k)
                walk.append(k)
                if len(rig.app.session.log) > n:
                    best = walk
                    break
            if best is not None and len(best) <= 2:
                break
        if best is None:
            if step < need:
                raise EmuError("no action %d within %d walks of %d taps on the host twin" % (step + 1, tries, horizon))
            break  # enough: `need` actions found, the rest are too rare for random walks
        taps += best
    rig = twin_from_save(board, save, os.path.join(state_dir, "final"))
    for k in taps:
        host_tap(rig, k)
    return taps, rig


def console_lines(text):
    return [l for l in text.replace("\r", "").split("\n") if l.strip()]


# ---------------------------------------------------------------- whole games through the save file

def legal_actions(name, game):
    """The legal action bytes of a game on the computer (each game names this its own way)."""
    for mod in ("rules", "moves"):
        try:
            m = __import__("games.%s.%s" % (name, mod), None, None, ("legal_actions",))
        except ImportError:
            continue
        f = getattr(m, "legal_actions", None)
        if f is not None:
            return list(f(game))
    if hasattr(game, "legal") and hasattr(game, "move_to_action"):  # Konane: move ints
        return [game.move_to_action(m) for m in game.legal()]
    raise EmuError("no way to list %s's legal actions" % name)


def random_full_game(name, setup, seed=1, limit=3000):
    """(actions, final Game): uniformly random legal actions on the computer until the game is over."""
    import random
    from games import registry
    rng = random.Random(seed)
    g = registry.rules(name)(setup)
    actions = []
    while not g.over() and len(actions) < limit:
        acts = legal_actions(name, g)
        if not acts:
            break
        a = bytes(rng.choice(acts))
        g.apply(a)
        actions.append(a)
    return actions, g


def host_setup(board, title, max_steps=8, max_a=6):
    """The set-up a game gets when started from the menu with A, found on the host twin."""
    from host_tools.sim import Rig
    rig = Rig(board)
    for _ in range(max_steps):
        shown = [l for l in rig.lines if l.startswith("menu: ")][-1]
        if shown[6:].split("  [")[0] == title:
            break
        host_tap(rig, "right")
    for _ in range(max_a):
        host_tap(rig, "a")
        if rig.app.session is not None:
            return rig.app.session.setup
    raise EmuError("%s did not start on the host twin: %r" % (title, rig.lines[-3:]))


def wire_cells(p, raw):
    """{(x, y): (r, g, b)} of wire bytes (e.g. the host twin's output buffer) on p's board."""
    from pico import Frame
    return p.cells(Frame(0, 0, raw, p.board.get("color_order", "GRB")))


def twin_renders(rig, frame, slack_ms=8):
    """True if the host twin, its clock set to the Pico's ticks_ms when that frame was drawn, renders
    exactly the frame's wire bytes. ticks_ms counts from power-on, as emulated time does; the frame
    was drawn a little before it reached the wire, hence a few ms of slack."""
    t = frame.t_start // 1000
    for back in range(slack_ms + 1):
        rig.clock.t = t - back
        rig.app.grid.dirty = True
        rig.app.render()
        if bytes(rig.app.output.out) == frame.raw:
            return True
    return False


def linked_host(p):
    """host_tools/link.Client on p's console, acknowledging every frame: (client, pump)."""
    from host_tools.link import Client
    seen = [len(p.log)]
    c = Client(lambda b: p.write(bytes(b)))

    def pump():
        chunk = p.log[seen[0]:]
        seen[0] = len(p.log)
        if chunk:
            c.feed(chunk.encode("utf-8"))
    return c, pump
