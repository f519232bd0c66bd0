"""A scripted newcomer (issue 47): plays a game's lesson reading only the LED frames, never the
console and never the page's words, as a person who has read the one-page legend would.

    python host_tools/novice.py GAME [--board B] [--page] [--pico [--firmware official|companion]]

It opens the menu (long B), browses to the game's icon, opens it, goes up the set-up page to the
Learn light (the teaching colour) and presses A; then, step after step, it reads the teaching cue
(firmware/ui/lesson.py lit(): in the blink's unlit halves, one lights the cells the step is about,
each of the next flashes one thing to press: a cell to put the cursor on and press A, the same
with the hold sign for a long A, or a sign: A or an arrow), finds the cursor (the light that
blinks white with the blink, or dark over what lies there), walks it there with the d-pad and
presses. The lesson is done when OK shows in the teaching colour. It prints the presses and the
seconds it needed and exits 0, or exits 1 with the reason it is stuck (no cue, the cursor not
found, what the cue shows refused again and again).

What it knows beyond the frames is what a player's legend says: each game's icon on the menu, its
teaching colour, the cursor's look, the confirm question's red and green, the refusal's red border.

Backends: the simulator's App in this process (host_tools/sim.Rig, frames from its framebuffer),
the web page in Debian's Chromium (--page: frames from the page's LEDs, host_tools/web), the
emulated Pico (--pico: frames from the NeoPixel wire, host_tools/pico_emu).
"""
import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for _p in (ROOT, os.path.join(ROOT, "firmware")):
    if _p not in sys.path:
        sys.path.insert(0, _p)

HALF = 500            # the blink's half (ui/draw.py BLINK_MS): the cue shows in the unlit halves
CUE_MS = 2100         # a first look at the cue, then a quarter second more at a time until a
MAX_CUE_MS = 9000     # round of it has shown (the cells, then each press: a second each)
LOOK_MS = 1100        # one look for the cursor: a lit half and an unlit one after the last press
AFTER_PRESS_MS = 560  # the cursor shows this long after a press, even in an unlit half
SAMPLE_MS = 10
LONG_MS = 400         # a flash this long is the cells' (they light the whole half, a press half)
EDGE_MS = 100         # samples this near a blink's edge are left out (frames come late: a tick
LATE_MS = 100         # on the Pico, more on a busy computer's page), and a flash this late still
                      # starts its half
TAP_MS = 80           # a press: down this long, then up GAP_MS (a release holds 20 ms to count,
GAP_MS = 100          # and the Pico polls every 10-20 ms: closer taps may run into one)
REFUSED_MS = 700      # the refusal's border flashes within this after the press (450 ms, late)


class Stuck(Exception):
    pass


# ---- what the novice knows: the legend -------------------------------------------------------
def teach_colour(game):
    """The game's teaching colour (its view's own, else its lesson's, else the palette's)."""
    from games import registry
    from ui import palette
    try:
        view = __import__("games.%s.grid" % game, None, None, ("View",)).View
    except ImportError:
        view = None
    col = getattr(view, "teach", None)
    if col is None:
        try:
            col = getattr(registry.lesson(game), "TEACH", None)
        except ImportError:
            col = None
    return palette.TEACH if col is None else col


def icon_mask(game, w, h):
    """Which LEDs the menu lights for the game's icon (ui/icons.py; the bottom row is the menu's)."""
    from hw.grid import Grid
    from ui import icons
    g = Grid(w, h)
    icons.draw(g, game, rows=h - 1)
    return tuple(g.get(i % w, i // w) != 0 for i in range((h - 1) * w))


def _light(c, gamma):
    return tuple(((c >> s & 255) / 255) ** gamma for s in (16, 8, 0))


def _unit(v):
    n = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]) ** 0.5
    return (v[0] / n, v[1] / n, v[2] / n) if n else (0.0, 0.0, 0.0)


# the 3x5 signs of ui/lesson.py (a row of 3 bits, bit 2 the left column), and OK
def _sign_cells(rows, x, y):
    return frozenset((x + c, y + r) for r in range(len(rows)) for c in range(3) if rows[r] & (4 >> c))


SIGN_ROWS = {"A": (2, 5, 7, 5, 5), "up": (2, 7, 2, 2, 2), "down": (2, 2, 2, 7, 2),
             "left": (1, 3, 7, 3, 1), "right": (4, 6, 7, 6, 4), "hold": (2, 5, 7, 5, 5, 7)}
OK_ROWS = ((7, 5, 5, 5, 7), (5, 5, 6, 5, 5))


# ---- frames -------------------------------------------------------------------------------------
class Look:
    """One frame as the novice sees it: per LED its light and what it looks like."""

    def __init__(self, buf, w, h, codes, gamma, teach):
        n = w * h
        lights = []
        for i in range(n):
            r, g, b = buf[3 * i], buf[3 * i + 1], buf[3 * i + 2]
            if codes:   # the framebuffer: colour codes, which the LEDs show through the gamma curve
                lights.append(((r / 255) ** gamma, (g / 255) ** gamma, (b / 255) ** gamma))
            else:       # the wire: the drive level, linear in light
                lights.append((r / 255, g / 255, b / 255))
        top = max(max(v) for v in lights) or 1.0
        self.dark = bytearray(n)
        self.teach = bytearray(n)
        self.white = bytearray(n)     # white and as bright as the frame's brightest: a cursor
        self.red = bytearray(n)
        self.green = bytearray(n)
        for i, v in enumerate(lights):
            m = max(v)
            if m < 0.002:
                self.dark[i] = 1
                continue
            u = _unit(v)
            lo = min(v) / m
            self.teach[i] = u[0] * teach[0] + u[1] * teach[1] + u[2] * teach[2] >= 0.995
            self.white[i] = lo >= 0.85 and m >= 0.75 * top
            self.red[i] = u[0] >= 0.99
            self.green[i] = u[1] >= 0.99


class Timeline:
    """The frames a backend showed, with their times (ms on the backend's clock)."""

    def __init__(self, novice):
        self.nv = novice
        self.cache = {}

    def look(self, buf):
        lk = self.cache.get(buf)
        if lk is None:
            nv = self.nv
            if len(self.cache) > 4000:
                self.cache.clear()
            lk = self.cache[buf] = Look(buf, nv.w, nv.h, nv.b.codes, nv.gamma, nv.teach)
        return lk

    def samples(self, t0, t1):
        """(t, Look) every SAMPLE_MS from t0 to t1: the frame showing at each time."""
        frames = self.nv.b.frames_between(t0, t1)
        out = []
        j = 0
        t = t0
        while t < t1:
            while j + 1 < len(frames) and frames[j + 1][0] <= t:
                j += 1
            out.append((t, self.look(frames[j][1])))
            t += SAMPLE_MS
        return out


def _bbox(cells):
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    return (min(xs), min(ys), max(xs), max(ys))


def _blocks(cells):
    """Cells grouped into touching blocks (8 neighbours), each as a frozenset, top-left first."""
    left = set(cells)
    out = []
    while left:
        seed = min(left, key=lambda c: (c[1], c[0]))
        group = {seed}
        todo = [seed]
        left.discard(seed)
        while todo:
            x, y = todo.pop()
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    c = (x + dx, y + dy)
                    if c in left:
                        left.discard(c)
                        group.add(c)
                        todo.append(c)
        out.append(frozenset(group))
    return out


def _snap(cur, box):
    """The cursor's box as a cell the size of the cue's, on its lattice: the cursor covers a cell
    (part of it may not show: dark over dark, or a corner at a time)."""
    w = box[2] - box[0] + 1
    h = box[3] - box[1] + 1
    x0 = box[0] + int(((cur[0] + cur[2]) / 2 - box[0]) // w) * w
    y0 = box[1] + int(((cur[1] + cur[3]) / 2 - box[1]) // h) * h
    return (x0, y0, x0 + w - 1, y0 + h - 1)


class Press:
    """One press the cue shows: kind 'A' or 'hold' with the cursor on box, or 'key' (a sign)."""

    def __init__(self, kind, box=None, key=None):
        self.kind = kind
        self.box = box
        self.key = key

    def __eq__(self, o):
        return (self.kind, self.box, self.key) == (o.kind, o.box, o.key)

    def __repr__(self):
        return self.key if self.kind == "key" else "%s@%s" % (self.kind, self.box)


class Cue:
    def __init__(self):
        self.about = frozenset()
        self.presses = []
        self.done = False
        self.phase = None   # an unlit half starts at this time, mod 1000
        self.seen = False   # a cue (or OK) was on the grid
        self.complete = False   # a whole round of it was seen
        self.partial = False    # no cells shown: the presses may go on on another page
        self.cursor = None
        self.confirm = False

    def signature(self):
        return (self.about, tuple(repr(p) for p in self.presses))


# ---- the newcomer -------------------------------------------------------------------------------
class Novice:
    def __init__(self, backend, game, say=None):
        self.b = backend
        self.game = game
        self.w, self.h = backend.w, backend.h
        self.gamma = backend.gamma
        self.teach = _unit(_light(teach_colour(game), self.gamma))
        self.tl = Timeline(self)
        self.presses = 0
        self.last_press = -10 ** 9
        self.checks = []     # times of presses whose refusal is not looked for yet
        self.phase = None
        self.here = None     # the cursor's box as the last press left it (None: not known)
        self.say = say or (lambda text: None)

    # --- hands
    def press(self, key):
        self.last_press = self.b.now()
        self.b.press(key)
        self.presses += 1

    def hold(self, key):
        self.last_press = self.b.now()
        self.b.hold(key)
        self.presses += 1

    def act(self, key, hold=False):
        """A press that may be refused: its refusal is looked for in the frames that follow."""
        t = self.b.now()
        (self.hold if hold else self.press)(key)
        self.checks.append(t)

    # --- eyes
    def watch(self, ms):
        """Let ms pass from now; the samples of that time."""
        t0 = self.b.now()
        self.b.wait(ms)
        return self.tl.samples(t0, self.b.now())

    def refused(self):
        """Was a press of `act` refused (the border flashing red)? Looks at the frames after each."""
        now = self.b.now()
        due = [t for t in self.checks if t + REFUSED_MS <= now]
        if not due:
            return False
        self.checks = [t for t in self.checks if t + REFUSED_MS > now]
        w, h = self.w, self.h
        border = [x for x in range(w)] + [(h - 1) * w + x for x in range(w)] + \
            [y * w for y in range(h)] + [y * w + w - 1 for y in range(h)]
        for t in due:
            # red, dark, red again all round the edge (ui/draw.py refused): no piece's colour
            # flashes so (Konane's turn frame on 16x16 is a steady red ring)
            seen = ""
            for _, lk in self.tl.samples(t, t + REFUSED_MS):
                c = "r" if all(lk.red[i] for i in border) else "d" if all(lk.dark[i] for i in border) else ""
                if c and not seen.endswith(c):
                    seen += c
            if "rdr" in seen:
                return True
        return False

    def still(self, ms=300):
        """The frame showing after ms: a screen that does not blink (the menu)."""
        return self.watch(ms)[-1][1]

    # --- the cue
    def cue(self, samples):
        """The teaching cue in these samples (ui/lesson.py lit): in the blink's unlit halves, one
        lights the cells the step is about (the whole half), each of the next flashes one press
        (the first half of it), then the cells again. Cue.complete once a whole round showed."""
        w = self.w
        cue = Cue()
        if not samples:
            return cue
        n = w * self.h
        steady = [all(lk.teach[i] for _, lk in samples) for i in range(n)]
        shown = []   # (t, cells the cue lights)
        starts = []
        prev = frozenset()
        for t, lk in samples:
            cells = frozenset((i % w, i // w) for i in range(n) if lk.teach[i] and not steady[i])
            if cells and not prev:
                starts.append(t)
            shown.append((t, cells))
            prev = cells
        if starts:
            # every flash starts as an unlit half does (a frame may come late, never early): the
            # halves start where the other flashes all follow within HALF
            cue.seen = True
            m = [a % 1000 for a in starts]
            cue.phase = min(m, key=lambda a: max((b - a) % 1000 for b in m))
        ph = cue.phase if cue.phase is not None else self.phase
        if ph is None:
            return cue
        t0, t_end = samples[0][0], samples[-1][0] + SAMPLE_MS
        halves = []
        hs = t0 + (ph - t0) % 1000
        k = 0
        while hs + LONG_MS <= t_end:
            # (the last half may be seen in part: long enough to tell the cells' one)
            while shown[k][0] < hs:
                k += 1
            count = {}
            j = k
            while j < len(shown) and shown[j][0] < hs + HALF + LATE_MS:
                c = shown[j][1]
                if c:
                    if self._ok(c):
                        cue.done = cue.complete = True
                        return cue
                    count[c] = count.get(c, 0) + 1
                j += 1
            if count:
                c = max(count, key=count.get)
                halves.append((count[c] * SAMPLE_MS >= LONG_MS, c))
            elif hs + HALF + LATE_MS <= t_end:
                halves.append(None)
            hs += 1000
        longs = [i for i, h in enumerate(halves) if h and h[0]]
        if len(longs) >= 2:
            cyc = halves[longs[0]:longs[1]]
        elif longs or not any(halves):
            return cue   # not a whole round yet (or no cue at all)
        else:
            # no cells to show on this page (or none in the step): the presses shown are the
            # flashes between two dark halves (the cells' half, and a press of a cell the page
            # does not show)
            dark = [i for i, h in enumerate(halves) if h is None]
            ends = [(i, j) for i, j in zip(dark, dark[1:]) if j > i + 1]
            if not ends:
                return cue
            i, j = ends[0]
            cyc = [None] + halves[i + 1:j]
            cue.partial = True   # (a page the step's cells are not on: more may follow on one)
        cue.complete = True
        cue.about = cyc[0][1] if cyc[0] else frozenset()
        if len(cyc) == 1:   # the cells in every half: a lesson written before presses were shown
            cue.presses = [Press("A", _bbox(c)) for c in _blocks(cue.about)]
        else:
            cue.presses = [self._press(h[1]) if h else Press("hidden") for h in cyc[1:]]
        return cue

    def _ok(self, cells):
        x0 = (self.w - 7) // 2
        y0 = (self.h - 5) // 2
        ok = _sign_cells(OK_ROWS[0], x0, y0) | _sign_cells(OK_ROWS[1], x0 + 4, y0)
        return cells == ok

    def _press(self, cells, where=False):
        """The press a flash of the cue shows (where: only the place of its sign, or None)."""
        for name in ("hold", "A", "up", "down", "left", "right"):
            rows = SIGN_ROWS[name]
            for y in range(0, self.h - len(rows) + 1):
                for x in range(0, self.w - 2):
                    s = _sign_cells(rows, x, y)
                    if not s <= cells:
                        continue
                    box = {(x + c, y + r) for r in range(len(rows)) for c in range(3)}
                    if cells & box != s:
                        continue
                    if where:
                        return (x, y)
                    rest = cells - box
                    if name == "hold":
                        return Press("hold", _bbox(rest)) if rest else Press("key", key="hold")
                    if not rest:
                        return Press("key", key=name)
        return None if where else Press("A", _bbox(cells))

    def covered(self, lk):
        """The LEDs the cue covers in this frame: its cells and its signs' boxes (a sign blanks
        the 3x6 box it stands in)."""
        c = getattr(lk, "covered", None)
        if c is None:
            w = self.w
            cells = frozenset((i % w, i // w) for i in range(w * self.h) if lk.teach[i])
            c = set(i for i in range(w * self.h) if lk.teach[i])
            if cells:
                p = self._press(cells, True)
                if p is not None:
                    x, y = p
                    c.update((y + r) * w + x + k for r in range(6) for k in range(3)
                             if 0 <= x + k < w and 0 <= y + r < self.h)
            lk.covered = c
        return c

    def half(self, t):
        """1 in the blink's lit half, 0 in its unlit half, None near an edge (a frame may come a
        tick or two late, and the phase was read from such frames)."""
        d = (t - self.phase) % 1000
        if d >= 1000 - EDGE_MS or d < EDGE_MS or HALF - EDGE_MS <= d < HALF + EDGE_MS:
            return None
        return 1 if d >= HALF else 0

    def cursors(self, samples):
        """Where a cursor may be, best first: [(box, score)]. The LEDs that show white (or dark
        over what lies there) in the blink's lit halves and something else in its unlit ones,
        grouped (side by side; and lights that take turns, as Kawa's corners do), scored by the lit
        halves' time they show in."""
        if self.phase is None:
            return []
        w, n = self.w, self.w * self.h
        on = [(t, lk) for t, lk in samples if self.half(t) == 1]
        off = [(t, lk) for t, lk in samples if self.half(t) == 0 and t >= self.last_press + AFTER_PRESS_MS]
        if not on or not off:
            return []
        cand = []
        for i in range(n):
            offs = [lk for _, lk in off if i not in self.covered(lk)]
            if not offs:
                continue
            # white at some time of the lit halves and not all the time of the unlit ones (a
            # cursor of its own blink, Kawa's corners, too); or dark all through the lit halves
            # over what shows there in the unlit ones (dark over a pale colour)
            if any(lk.white[i] for _, lk in on) and not all(lk.white[i] for lk in offs) or \
                    sum(lk.dark[i] for _, lk in on) >= 0.9 * len(on) and \
                    sum(1 for lk in offs if not lk.dark[i]) >= 0.8 * len(offs):
                cand.append(i)

        def score(g):
            return sum(1 for _, lk in on if any(lk.white[i] or lk.dark[i] for i in g)) / len(on)

        def near(a, b, d):
            return any(max(abs(i % w - k % w), abs(i // w - k // w)) <= d for i in a for k in b)

        def side(i, g):   # beside one of them (not corner to corner: 'Aina's ring touches its board so)
            return any(abs(i % w - k % w) + abs(i // w - k // w) == 1 for k in g)
        groups = []
        for i in cand:
            for g in groups:
                if side(i, g):
                    g.add(i)
                    break
            else:
                groups.append({i})
        # lights that take turns (each showing part of the time, together all of it) are one
        merged = True
        while merged:
            merged = False
            for a in groups:
                for b in groups:
                    if a is not b and near(a, b, 2) and score(a) < 0.9 and score(b) < 0.9 and \
                            score(a | b) >= 0.9:
                        a |= b
                        groups.remove(b)
                        merged = True
                        break
                if merged:
                    break
        out = [(_bbox([(i % w, i // w) for i in g]), score(g)) for g in groups]
        return sorted(out, key=lambda c: -c[1])

    def pick(self, cands, near=None):
        """The cursor among the candidates: the one lit most; of several so, the nearest to where
        it was (None: no cursor, or no telling which)."""
        if not cands:
            return None
        top = [c[0] for c in cands if c[1] >= cands[0][1] - 0.1]
        if len(top) == 1:
            return top[0]
        if near is None:
            return None
        return min(top, key=lambda b: abs(b[0] - near[0]) + abs(b[1] - near[1]))

    def locate(self, near=None):
        """A look for the cursor (after the last press has faded): its box, or the candidates when
        several look alike and none is near `near` (a list), or None when none shows."""
        wait = max(LOOK_MS, self.last_press + AFTER_PRESS_MS + HALF + 50 - self.b.now())
        samples = self.watch(wait)
        cands = self.cursors(samples)
        for _ in range(2):
            if cands:
                break
            # on a cell the cue covers in this unlit half: the next one shows it (or a gap does)
            samples += self.watch(1000)
            cands = self.cursors(samples)
        cur = self.pick(cands, near)
        if cur is None and cands:
            return [c[0] for c in cands if c[1] >= cands[0][1] - 0.1]
        return cur

    def observe(self):
        """A look at the cue until a whole round of it has shown."""
        t0 = self.b.now()
        samples = self.watch(CUE_MS)
        cue = self.cue(samples)
        while not cue.complete and self.b.now() - t0 < MAX_CUE_MS:
            samples += self.watch(250)
            cue = self.cue(samples)
        if cue.phase is not None:
            self.phase = cue.phase
        cue.cursor = self.pick(self.cursors(samples), self.here)
        cue.confirm = self.confirm(samples[-1][1])
        return cue

    def confirm(self, lk):
        """The question on the grid (ui/confirm.py): the bottom row red on the left, green on the
        right; A goes ahead."""
        w, y = self.w, self.h - 1
        return all(lk.red[y * w + x] for x in range(w // 2)) and \
            all(lk.green[y * w + x] for x in range(w // 2, w))

    # --- the way in: menu, the game, its Learn line
    def open_lesson(self):
        self.hold("b")   # the menu, from wherever the companion is
        icon = icon_mask(self.game, self.w, self.h)
        for _ in range(24):
            lk = self.still()
            if tuple(not lk.dark[i] for i in range(len(icon))) == icon:
                break
            self.press("right")
        else:
            raise Stuck("the menu never showed the %s icon" % self.game)
        self.press("a")
        self.watch(300)
        way = "up"
        for _ in range(10):
            samples = self.watch(LOOK_MS)
            n = self.w * self.h
            learn = [i for i in range(n) if any(lk.teach[i] for _, lk in samples)]
            if not learn:
                if self.confirm(samples[-1][1]):
                    self.press("a")
                    continue
                raise Stuck("no Learn light (the teaching colour) on the set-up page")
            if any(lk.white[i] or lk.dark[i] for _, lk in samples for i in learn):
                self.act("a")   # the cursor is on Learn
                self.watch(600)
                lk = self.still(100)
                if self.confirm(lk):   # over a game in progress: asked first
                    self.press("a")
                return
            self.act(way)
            self.watch(REFUSED_MS)
            if self.refused():
                way = "down" if way == "up" else "up"
        raise Stuck("the cursor never reached the Learn light")

    # --- the lesson
    def goto(self, box, cur, careful):
        """The cursor onto box (x0, y0, x1, y1) with the d-pad, a step of the cursor's size a
        press; careful: looked at once there (else trusted: the press's answer tells). Its box
        once there."""
        for _ in range(12):
            if cur is None:
                cur = self.locate(self.here)
                if cur is None:
                    raise Stuck("no cursor on the grid (nothing blinks white)")
                if isinstance(cur, list):   # lights of one cell (Kawa's tile corners), or not
                    cells = set(_snap(c, box) for c in cur)
                    cur = cells.pop() if len(cells) == 1 else self.wiggle(cur, box)
            cur = _snap(cur, box)
            cx = (cur[0] + cur[2]) / 2
            cy = (cur[1] + cur[3]) / 2
            if box[0] <= cx <= box[2] and box[1] <= cy <= box[3]:
                return cur
            tx = (box[0] + box[2]) / 2
            ty = (box[1] + box[3]) / 2
            cw = box[2] - box[0] + 1
            ch = box[3] - box[1] + 1
            nx = int(round((tx - cx) / cw)) or (1 if tx > cx else -1 if tx < cx else 0)
            ny = int(round((ty - cy) / ch)) or (1 if ty > cy else -1 if ty < cy else 0)
            for _ in range(min(abs(nx), 16)):
                self.press("right" if nx > 0 else "left")
            for _ in range(min(abs(ny), 16)):
                self.press("down" if ny > 0 else "up")
            cur = (cur[0] + nx * cw, cur[1] + ny * ch, cur[2] + nx * cw, cur[3] + ny * ch)
            if careful or cur[0] < 0 or cur[1] < 0 or cur[2] >= self.w or cur[3] >= self.h:
                cur = None
        raise Stuck("the cursor never reached the cell the cue shows %s" % (box,))

    def wiggle(self, cands, box):
        """Several lights blink as a cursor does ('Aina's Time Card beside its card cursor): a step
        toward box, and the one that moved is the cursor."""
        tx = (box[0] + box[2]) / 2
        c = cands[0]
        key = "right" if tx > (c[0] + c[2]) / 2 else "left"
        self.press(key)
        after = self.locate()
        if after is None:
            raise Stuck("no cursor on the grid (nothing blinks white)")
        if not isinstance(after, list):
            after = [after]
        moved = [a for a in after if a not in cands]
        if len(moved) != 1:
            raise Stuck("no telling which light is the cursor: %s" % (cands,))
        return moved[0]

    def perform(self, todo, cur, careful=False):
        """The presses in order."""
        for p in todo:
            if p.kind == "key":
                if p.key == "hold":
                    self.act("a", True)
                else:
                    self.act(p.key.lower() if p.key != "A" else "a")
                cur = None     # (a key may move what the cursor is, a page may change)
            else:
                cur = self.goto(p.box, cur, careful)
                self.act("a", p.kind == "hold")
            self.here = cur   # where the cursor was left, for the rest of this step's presses
            self.say("  %s" % p)

    def learn(self):
        """Step after step, what the cue shows, until OK shows."""
        done = []        # the presses made of what the cue shows now
        rest = False     # ... and it showed more, on another page
        last = None
        same = 0         # the same cue again after its presses
        refusals = 0     # refusals of this step's presses
        blank = 0
        while True:
            cue = self.observe()
            if self.refused():
                refusals += 1
                self.say("refused")
                if refusals > 4:
                    raise Stuck("what the cue shows is refused again and again")
                done = []
                rest = False
            elif cue.signature() != last:
                refusals = 0
            if cue.done:
                return
            if cue.confirm:
                self.press("a")
                continue
            seq = cue.presses
            # a press of a cell this page does not show: the ones before it now, the rest on the
            # page that shows it
            more = Press("hidden") in seq or cue.partial and all(p.kind == "key" for p in seq)
            if Press("hidden") in seq:
                seq = seq[:seq.index(Press("hidden"))]
            if not seq:
                blank += 1
                if blank > 2:
                    raise Stuck("no teaching cue on the grid" if not cue.seen else
                                "the cue shows nothing to press")
                continue
            blank = 0
            if rest and len(seq) > len(done) and seq[:len(done)] == done:
                todo = seq[len(done):]   # the rest, on a page that shows it (Ka Pai's sheet)
            else:
                todo = seq
                done = []
                same = same + 1 if cue.signature() == last else 0
                if same > 4:
                    raise Stuck("the cue stays the same whatever is pressed: %s" % (seq,))
            last = cue.signature()
            self.say("cue: %s cursor %s" % (seq, cue.cursor))
            # careful after a refusal or a cue that stayed: the cursor looked at before each A
            self.perform(todo, self.here if done else cue.cursor, refusals > 0 or same > 0)
            done = done + todo
            rest = more

    def run(self):
        t0 = self.b.now()
        wall = time.monotonic()
        self.open_lesson()
        self.learn()
        return self.presses, (self.b.now() - t0) / 1000, time.monotonic() - wall


# ---- backends -----------------------------------------------------------------------------------
class SimBackend:
    """The simulator's App in this process (host_tools/sim.Rig): frames from its framebuffer
    (wire: from its output stage, the bytes the LEDs get, as the Pico's and the page's)."""
    codes = True

    def __init__(self, board="pico-8x8", state_dir=None, wire=False):
        from host_tools.sim import Rig, load_board
        b = load_board(board) if isinstance(board, str) else board
        self.rig = Rig(b, state_dir)
        self.w, self.h = b["width"], b["height"]
        self.gamma = b.get("gamma", 2.6)
        self.codes = not wire
        out = self.rig.app.output
        write = out.write

        def frame():
            if not wire:
                return bytes(self.rig.app.grid.buf)
            o, m = out.out, out.map
            return b"".join(bytes((o[3 * m[i] + out.ro], o[3 * m[i] + out.go], o[3 * m[i] + out.bo]))
                            for i in range(self.w * self.h))
        self.log = [(self.rig.clock.t, frame())]

        def shown(buf):
            write(buf)
            self.log.append((self.rig.clock.t, frame()))
        out.write = shown

    def now(self):
        return self.rig.clock.t

    def wait(self, ms):
        self.rig.step(ms)

    def _key(self, name, ms):
        from ui import keys
        k = keys.NAMES.index(name)
        self.rig.down[k] = 1
        self.rig.step(ms)
        self.rig.down[k] = 0
        self.rig.step(GAP_MS)

    def press(self, name):
        self._key(name, TAP_MS)

    def hold(self, name):
        self._key(name, 900)

    def frames_between(self, t0, t1):
        log = self.log
        i = len(log) - 1
        while i > 0 and log[i][0] > t0:
            i -= 1
        return [f for f in log[i:] if f[0] < t1]

    def close(self):
        pass


class PicoBackend:
    """The emulated Pico (host_tools/pico_emu): frames from the NeoPixel wire, in emulated time."""
    codes = False

    def __init__(self, p, board):
        self.p = p
        self.w, self.h = board["width"], board["height"]
        self.gamma = board.get("gamma", 2.6)
        self.seen = 0
        self.log = []
        self._take()
        if not self.log:
            p.run_ms(50)
            self._take()

    def _take(self):
        p = self.p
        w = self.w
        m = p.wiring()
        for f in p.frames[self.seen:]:
            px = f.pixels
            buf = bytearray(3 * w * self.h)
            for i in range(w * self.h):
                buf[3 * i:3 * i + 3] = bytes(px[m[i]])
            self.log.append((f.t_end / 1000, bytes(buf)))
        self.seen = len(p.frames)

    def now(self):
        return self.p.t_us / 1000

    def wait(self, ms):
        self.p.run_ms(ms)
        self._take()

    def press(self, name):
        self.p.press(name, hold_ms=TAP_MS, after_ms=GAP_MS)
        self._take()

    def hold(self, name):
        self.p.press(name, hold_ms=900, after_ms=GAP_MS)
        self._take()

    def frames_between(self, t0, t1):
        return SimBackend.frames_between(self, t0, t1)

    def close(self):
        self.p.close()


class PageBackend:
    """The web page in headless Chromium (host_tools/web): frames from its LEDs (each LED's
    data-wire, the wire bytes it shows), recorded by the page's own clock as they change."""
    codes = False
    RECORD = """(() => { if (window._novice) return true;
      const leds = Array.from(document.querySelectorAll('#grid .led'));
      const rec = window._novice = {log: [], leds: leds};
      const snap = () => rec.log.push([performance.now(), leds.map((d) => d.dataset.wire).join('')]);
      new MutationObserver(snap).observe(document.getElementById('grid'),
                                         {attributes: true, subtree: true, attributeFilter: ['data-wire']});
      snap(); return true; })()"""

    def __init__(self, tab, board):
        self.tab = tab
        self.w, self.h = board["width"], board["height"]
        self.gamma = board.get("gamma", 2.6)
        self.log = []
        tab.eval(self.RECORD)
        self._take()

    def _take(self):
        got = self.tab.eval("(() => { const l = window._novice.log; window._novice.log = [l[l.length - 1]];"
                            " return l; })()")
        for t, hexs in got:
            if self.log and t <= self.log[-1][0]:
                continue
            self.log.append((t, bytes.fromhex(hexs)))

    def now(self):
        return self.tab.eval("performance.now()")

    def wait(self, ms):
        end = self.now() + ms
        while True:
            left = end - self.now()
            if left <= 0:
                break
            time.sleep(min(left, 200) / 1000)
        self._take()

    def _key(self, name, ms):
        self.tab.key(name, True)
        time.sleep(ms / 1000)
        self.tab.key(name, False)
        time.sleep(GAP_MS / 1000)
        self._take()

    def press(self, name):
        self._key(name, TAP_MS)

    def hold(self, name):
        self._key(name, 900)

    def frames_between(self, t0, t1):
        return SimBackend.frames_between(self, t0, t1)

    def close(self):
        pass


def play(backend, game, say=None):
    """The novice through the game's lesson: (presses, seconds on the backend's clock, wall
    seconds). Raises Stuck with the reason."""
    return Novice(backend, game, say).run()


def _page(board_name, out_dir):
    sys.path.insert(0, os.path.join(ROOT, "host_tools", "web"))
    import threading
    import browser
    import build as webbuild
    from ports.web import board_for
    webbuild.build(out_dir)
    httpd = webbuild.serve(out_dir, 0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    b = browser.Browser()
    size = "16" if "16" in board_name else "8"
    tab = b.open("http://127.0.0.1:%d/" % httpd.server_address[1])
    tab.wait("window.companion && (companion.ready || companion.failed)", timeout=60)
    tab.eval("localStorage.clear(); localStorage.setItem('tg/board', %r); true" % size)
    tab.reload()
    tab.wait("window.companion && companion.ready && companion.frames > 0", timeout=60)
    with open(os.path.join(ROOT, "boards", "web.json")) as f:
        board = board_for(f.read(), int(size), int(size))
    be = PageBackend(tab, board)

    def close():
        b.close()
        httpd.shutdown()
        httpd.server_close()
    be.close = close
    return be


def _pico(board_name, firmware, out_dir):
    sys.path.insert(0, os.path.join(ROOT, "host_tools", "pico_emu"))
    if firmware:
        os.environ["PICO_FIRMWARE"] = firmware
    import pico
    board = pico.load_board(board_name)
    pico.build_tree(board_name, out_dir)
    files = pico.tree_files(out_dir)
    if pico.firmware_kind() == "companion":
        files = {k: v for k, v in files.items() if k in ("/board.json", "/board.ok")}
    p = pico.Pico(pico.fs_image(files), board)
    p.until("menu:", 8000, since=0)
    return PicoBackend(p, board)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("game")
    ap.add_argument("--board", default="pico-8x8")
    ap.add_argument("--page", action="store_true", help="the web page in headless Chromium")
    ap.add_argument("--pico", action="store_true", help="the emulated Pico")
    ap.add_argument("--firmware", choices=("official", "companion"), help="the emulated Pico's firmware")
    ap.add_argument("-v", "--verbose", action="store_true", help="what it sees and presses")
    ap.add_argument("--dump", help="when stuck: the frames it saw, pickled into this file")
    a = ap.parse_args(argv)
    import tempfile
    tmp = tempfile.mkdtemp(prefix="novice-")
    if a.page:
        be, where = _page(a.board, tmp), "the page"
    elif a.pico:
        be, where = _pico(a.board, a.firmware, tmp), "the emulated Pico"
    else:
        be, where = SimBackend(a.board), "the simulator"
    nv = Novice(be, a.game, print if a.verbose else None)
    try:
        presses, secs, wall = nv.run()
    except Stuck as e:
        print("novice: stuck in the %s lesson on %s (%s): %s" % (a.game, where, a.board, e))
        if a.dump:   # what it saw, for a look afterwards
            import pickle
            with open(a.dump, "wb") as f:
                pickle.dump({"log": be.log, "phase": nv.phase, "last_press": nv.last_press,
                             "w": be.w, "h": be.h, "codes": be.codes, "gamma": be.gamma}, f)
        return 1
    finally:
        be.close()
    print("novice: the %s lesson done on %s (%s): %d presses, %.1f s (%.1f s wall)"
          % (a.game, where, a.board, presses, secs, wall))
    return 0


if __name__ == "__main__":
    sys.exit(main())
