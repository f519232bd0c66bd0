# The output stage: unscaled frame in, wire bytes out. Per board: wiring map, colour order,
# brightness and gamma (one 256-entry look-up table, rebuilt only when brightness changes) and a
# current limit that dims the whole frame, never clips single colours. Nothing is allocated per frame.
import sys
from array import array

from hw.grid import _ALL

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

_FULL = const(256)  # fixed-point 1.0 for the dimming factor


def render_py(src, dst, pmap, lut, n, ro, go, bo):
    """Map, gamma-correct and reorder n cells from src into dst; returns the sum of output bytes."""
    total = 0
    for i in range(n):
        s = 3 * i
        d = 3 * pmap[i]
        r = lut[src[s]]
        g = lut[src[s + 1]]
        b = lut[src[s + 2]]
        dst[d + ro] = r
        dst[d + go] = g
        dst[d + bo] = b
        total += r + g + b
    return total


def dim_py(dst, n3, s):
    """Scale every byte by s/256 (s < 256): the current limiter."""
    for i in range(n3):
        dst[i] = (dst[i] * s) >> 8


render = render_py
dim = dim_py
if sys.implementation.name == "micropython":
    try:  # viper versions of the two loops; same results, tests compare them
        from hw.fast import render, dim  # noqa: F811
    except (ImportError, SyntaxError, ValueError, NotImplementedError):
        pass


def wire_map(board):
    """hw/wiring.py's map for the board. It is computed once, so its code is forgotten after (the
    way core/compat.py's drop does it: a driver imports nothing of the platform): RAM is the game's."""
    from hw import wiring
    m = wiring.build_map(board)
    sys.modules.pop("hw.wiring", None)
    pkg = sys.modules.get("hw")
    if pkg is not None and "wiring" in pkg.__dict__:
        delattr(pkg, "wiring")
    return m


def gamma_curve(gamma):
    """curve[v] = (v/255)^gamma in 1/16384ths. The floating point is done once per board: on the
    Pico's soft floats it took ~30 ms, which every brightness step (Settings) used to pay."""
    c = array("H", bytes(512))
    for v in range(1, 256):
        c[v] = int(((v / 255) ** gamma) * 16384 + 0.5)
    return c


def gamma_table(brightness, gamma, curve=None):
    """lut[v] = round(255 * (v/255)^gamma * brightness/100), lit inputs never go fully dark.
    Small-int arithmetic only: 16384 * 255 * 100 stays below MicroPython's 2**30."""
    if curve is None:
        curve = gamma_curve(gamma)
    lut = bytearray(256)
    scale = max(0, min(100, brightness)) * 255
    for v in range(1, 256):
        o = (curve[v] * scale + 819200) // 1638400  # (x + half) // (16384 * 100): rounded
        lut[v] = o if o or scale == 0 else 1
    return lut


class Output:
    def __init__(self, grid, board, write, out=None):
        """write(buf) is the one hardware call; out may be the driver's own buffer (no copy)."""
        self.grid = grid
        n = grid.n
        if board["width"] * board["height"] != n:
            raise ValueError("board size does not match the grid")
        self.map = wire_map(board)
        order = board.get("color_order", "GRB").upper()
        if sorted(order) != ["B", "G", "R"]:
            raise ValueError("color_order must be a permutation of RGB")
        self.ro, self.go, self.bo = order.index("R"), order.index("G"), order.index("B")
        self.out = out if out is not None else bytearray(3 * n)
        self.last = bytearray(3 * n)  # the frame on the panel now, unscaled
        self.stale = True             # the panel does not show `last` (start, brightness change)
        self.write = write
        p = board.get("power", {})
        self.budget_ma = p.get("budget_ma", 500)
        self.ma_per_channel = p.get("ma_per_channel", 20)
        self.idle_ma = p.get("idle_ma_per_pixel", 1) * n
        self.gamma = board.get("gamma", 2.6)
        self.curve = gamma_curve(self.gamma)
        self.brightness = None
        self.frames = 0   # frames written to the wire
        self.dimmed = 0   # of those, how many the current limit had to dim
        self.last_ma = 0  # estimated current of the last frame, after dimming
        self.error = None  # last write error, reported once by the app
        self.peak = 0      # the last frame's other blink half's total (show)
        self.spare = bytearray(3 * n)  # wire bytes nobody sees: a frame measured (measure; made
        # here, not when first needed: a frame under a locked heap allocates nothing)
        # the panel's white at the board's own brightness (screen_white)
        self.ref_white = (255 * max(1, min(100, board.get("brightness", 40))) + 50) // 100
        self.set_brightness(board.get("brightness", 40))

    def set_brightness(self, pct):
        pct = max(1, min(100, pct))
        if pct != self.brightness:   # (the App sets the saved setting at once: mostly the same)
            self.brightness = pct
            self.lut = gamma_table(pct, self.gamma, self.curve)
        self.grid.dirty = True
        self.stale = True

    def screen_white(self):
        """The drive level the simulator's and the page's previews show as full white: the panel's
        white at this brightness (the eye adapted to it, as the legibility check measures), but
        never above the board's own brightness, so a brighter setting looks brighter there too."""
        w = self.lut[255]
        return w if w < self.ref_white else self.ref_white

    def estimate_ma(self, total):
        return (total * self.ma_per_channel) // 255 + self.idle_ma

    def measure(self):
        """The drive total of the grid's frame as it is now, written to nothing (a blink's other
        half: App.render)."""
        g = self.grid
        return render(g.buf, self.spare, self.map, self.lut, g.n, self.ro, self.go, self.bo)

    def near(self, total):
        """Could a blink's other half bring this frame's limit into play? A frame at least half
        the budget: a dimmer one would need its blink to double its light (an end's flash)."""
        return self.estimate_ma(2 * total) > self.budget_ma

    def peak_of(self, total, other):
        """The blink's other half's total as show() takes it: 0 where it changes nothing (it is
        no brighter, or both halves are within the budget), so an unchanged frame stays unsent."""
        return other if other > total and self.estimate_ma(other) > self.budget_ma else 0

    def show(self, force=False, peak=0):
        """Write the frame if it changed since the last write. Returns True when written. peak:
        the drive total of the blink's other half (App.render): the limit scales by the brighter."""
        g = self.grid
        if not (g.dirty or force or peak != self.peak):
            return False
        g.dirty = False
        # A view that redraws from scratch touches cells and puts them back: compare with what the
        # panel shows (one C comparison) so an unchanged frame never goes on the wire.
        if not (force or self.stale) and g.buf == self.last and peak == self.peak:
            return False
        self.last[_ALL] = g.buf
        self.stale = False
        self.peak = peak
        out = self.out
        total = render(g.buf, out, self.map, self.lut, g.n, self.ro, self.go, self.bo)
        top = total if total > peak else peak
        ma = self.estimate_ma(total)
        avail = self.budget_ma - self.idle_ma
        if self.estimate_ma(top) > self.budget_ma and total:
            # LED current is linear in the byte values: one factor brings the frame under budget
            # (the brighter half's, so both halves of a blink get the same one).
            s = (avail * 255 * _FULL) // (top * self.ma_per_channel)
            dim(out, 3 * g.n, s if s > 0 else 0)
            self.dimmed += 1
            ma = self.estimate_ma((total * s) >> 8)
        self.last_ma = ma
        try:
            self.write(out)
        except OSError as e:  # a Blinka SPI error, an unplugged USB panel: keep playing, say it once
            self.error = e
            self.stale = True
            return False
        self.frames += 1
        return True
