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


# gamma_curve(2.6), every board file's gamma, worked out once here: its floats cost every power-on
# 32 ms on the Pico (tests/platform/test_output.py checks it against the formula)
CURVE_2_6 = (
    b"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x00\x01\x00\x01\x00\x02\x00\x03\x00\x04\x00\x05\x00\x06\x00\x07\x00"
    b"\x09\x00\x0a\x00\x0c\x00\x0e\x00\x11\x00\x13\x00\x16\x00\x19\x00\x1c\x00\x1f\x00\x23\x00\x27\x00\x2b\x00\x30\x00"
    b"\x34\x00\x39\x00\x3f\x00\x44\x00\x4a\x00\x50\x00\x57\x00\x5e\x00\x65\x00\x6c\x00\x74\x00\x7c\x00\x85\x00\x8d\x00"
    b"\x97\x00\xa0\x00\xaa\x00\xb4\x00\xbf\x00\xca\x00\xd5\x00\xe1\x00\xed\x00\xfa\x00\x06\x01\x14\x01\x21\x01\x30\x01"
    b"\x3e\x01\x4d\x01\x5d\x01\x6c\x01\x7d\x01\x8d\x01\x9f\x01\xb0\x01\xc2\x01\xd5\x01\xe8\x01\xfb\x01\x0f\x02\x24\x02"
    b"\x38\x02\x4e\x02\x64\x02\x7a\x02\x91\x02\xa8\x02\xc0\x02\xd8\x02\xf1\x02\x0a\x03\x24\x03\x3f\x03\x5a\x03\x75\x03"
    b"\x91\x03\xae\x03\xcb\x03\xe8\x03\x07\x04\x25\x04\x45\x04\x64\x04\x85\x04\xa6\x04\xc7\x04\xe9\x04\x0c\x05\x2f\x05"
    b"\x53\x05\x78\x05\x9d\x05\xc3\x05\xe9\x05\x10\x06\x37\x06\x5f\x06\x88\x06\xb1\x06\xdb\x06\x06\x07\x31\x07\x5d\x07"
    b"\x89\x07\xb6\x07\xe4\x07\x12\x08\x42\x08\x71\x08\xa2\x08\xd3\x08\x04\x09\x37\x09\x6a\x09\x9d\x09\xd2\x09\x07\x0a"
    b"\x3c\x0a\x73\x0a\xaa\x0a\xe2\x0a\x1a\x0b\x53\x0b\x8d\x0b\xc8\x0b\x03\x0c\x3f\x0c\x7c\x0c\xba\x0c\xf8\x0c\x37\x0d"
    b"\x76\x0d\xb7\x0d\xf8\x0d\x3a\x0e\x7c\x0e\xbf\x0e\x04\x0f\x48\x0f\x8e\x0f\xd4\x0f\x1b\x10\x63\x10\xac\x10\xf5\x10"
    b"\x3f\x11\x8a\x11\xd6\x11\x23\x12\x70\x12\xbe\x12\x0d\x13\x5c\x13\xad\x13\xfe\x13\x50\x14\xa3\x14\xf7\x14\x4b\x15"
    b"\xa0\x15\xf6\x15\x4d\x16\xa5\x16\xfe\x16\x57\x17\xb1\x17\x0c\x18\x68\x18\xc5\x18\x22\x19\x81\x19\xe0\x19\x40\x1a"
    b"\xa1\x1a\x03\x1b\x66\x1b\xc9\x1b\x2e\x1c\x93\x1c\xf9\x1c\x60\x1d\xc8\x1d\x31\x1e\x9a\x1e\x05\x1f\x70\x1f\xdd\x1f"
    b"\x4a\x20\xb8\x20\x27\x21\x97\x21\x08\x22\x79\x22\xec\x22\x5f\x23\xd4\x23\x49\x24\xbf\x24\x37\x25\xaf\x25\x28\x26"
    b"\xa2\x26\x1d\x27\x99\x27\x15\x28\x93\x28\x12\x29\x91\x29\x12\x2a\x93\x2a\x16\x2b\x99\x2b\x1e\x2c\xa3\x2c\x29\x2d"
    b"\xb1\x2d\x39\x2e\xc2\x2e\x4c\x2f\xd7\x2f\x64\x30\xf1\x30\x7f\x31\x0e\x32\x9e\x32\x2f\x33\xc1\x33\x54\x34\xe8\x34"
    b"\x7e\x35\x14\x36\xab\x36\x43\x37\xdc\x37\x76\x38\x11\x39\xad\x39\x4b\x3a\xe9\x3a\x88\x3b\x28\x3c\xca\x3c\x6c\x3d"
    b"\x10\x3e\xb4\x3e\x59\x3f\x00\x40"
)


def gamma_curve(gamma):
    """curve[v] = (v/255)^gamma in 1/16384ths, as the bytes of an array("H"). The floating
    point is done once per board: on the Pico's soft floats it took ~30 ms, which every brightness
    step (Settings) used to pay; for gamma 2.6 not even that (CURVE_2_6: no copy either)."""
    if gamma == 2.6:
        return CURVE_2_6
    c = bytearray(512)
    for v in range(1, 256):
        x = int(((v / 255) ** gamma) * 16384 + 0.5)
        c[2 * v] = x & 255
        c[2 * v + 1] = x >> 8
    return c


def gamma_table(brightness, gamma, curve=None):
    """lut[v] = round(255 * (v/255)^gamma * brightness/100), lit inputs never go fully dark.
    Small-int arithmetic only: 16384 * 255 * 100 stays below MicroPython's 2**30."""
    if curve is None:
        curve = gamma_curve(gamma)
    lut = bytearray(256)
    scale = max(0, min(100, brightness)) * 255
    curve = array("H", curve)   # (a copy for this table alone: the board's stays bytes, no RAM)
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
