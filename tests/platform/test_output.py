# portable
import sys

from hw.grid import Grid
from hw.output import Output, gamma_table, render_py, dim_py

MPY = sys.implementation.name == "micropython"


def board(w=8, h=8, **kw):
    b = {"width": w, "height": h, "color_order": "GRB", "brightness": 100, "gamma": 1.0,
         "wiring": {"layout": "progressive", "major": "rows"},
         "power": {"budget_ma": 100000, "ma_per_channel": 20, "idle_ma_per_pixel": 1}}
    b.update(kw)
    return b


class Sink:
    def __init__(self):
        self.count = 0
        self.last = bytearray(3 * 256)

    def __call__(self, buf):
        self.count += 1
        self.last[:len(buf)] = buf


def test_colour_order_and_wiring():
    g = Grid(8, 8)
    s = Sink()
    o = Output(g, board(wiring={"layout": "serpentine"}), s)
    g.set(0, 1, 0x102030)       # serpentine: row 1 starts at pixel 15
    o.show()
    assert s.last[45:48] == bytes((0x20, 0x10, 0x30))  # GRB on the wire
    o2 = Output(g, board(color_order="BRG"), s)
    o2.show(force=True)
    assert s.last[24:27] == bytes((0x30, 0x10, 0x20))


def test_frame_written_only_when_something_changed():
    g = Grid(8, 8)
    s = Sink()
    o = Output(g, board(), s)
    assert o.show() and s.count == 1
    assert not o.show() and s.count == 1
    g.set(3, 3, 0)              # same value: not a change
    assert not o.show()
    g.set(3, 3, 0x010101)
    assert o.show() and s.count == 2
    g.fill(0)                   # a view that clears and redraws the same picture...
    g.set(3, 3, 0x010101)
    assert g.dirty and not o.show() and s.count == 2   # ...sends nothing
    o.set_brightness(50)        # the same picture at a new brightness is a new frame
    assert o.show() and s.count == 3
    assert o.show(force=True) and s.count == 4


def test_gamma_and_brightness_keep_the_stored_colours():
    g = Grid(8, 8)
    s = Sink()
    o = Output(g, board(gamma=2.6, brightness=50), s)
    g.set(0, 0, 0x80FF00)
    o.show()
    lut = gamma_table(50, 2.6)
    assert s.last[0:3] == bytes((lut[0xFF], lut[0x80], 0))
    assert lut[255] == 128 and lut[0] == 0
    o.set_brightness(100)
    o.show()
    assert s.last[0] == 255
    assert g.get(0, 0) == 0x80FF00  # the framebuffer never holds scaled colours


def test_gamma_table_in_integers_is_the_float_formula_to_within_one_step():
    # the curve is computed once per board; a brightness change is integer steps (fast on the Pico)
    for pct in (1, 5, 35, 50, 99, 100):
        lut = gamma_table(pct, 2.6)
        for v in range(256):
            exact = ((v / 255) ** 2.6) * pct * 255 / 100
            assert abs(lut[v] - exact) <= 1 if v else lut[v] == 0, (pct, v)
        assert lut[255] == (255 * pct + 50) // 100


def test_the_same_brightness_again_keeps_its_table():
    # the App sets its saved brightness right after the board's: mostly the same, no second table
    o = Output(Grid(8, 8), board(gamma=2.6, brightness=40), Sink())
    lut = o.lut
    o.stale = False
    o.set_brightness(40)
    assert o.lut is lut and o.stale   # (the panel is sent again all the same)
    o.set_brightness(41)
    assert o.lut is not lut and o.lut == gamma_table(41, 2.6)


def test_gamma_table_is_monotonic_and_keeps_dim_colours_lit():
    lut = gamma_table(10, 2.6)
    for v in range(1, 256):
        assert lut[v] >= lut[v - 1]
        assert lut[v] >= 1


def test_current_limit_dims_the_whole_frame_in_proportion():
    g = Grid(8, 8)
    s = Sink()
    b = board(power={"budget_ma": 500, "ma_per_channel": 20, "idle_ma_per_pixel": 1})
    o = Output(g, b, s)
    g.fill(0xFFFFFF)            # 64 x 60 mA = 3.84 A wanted
    g.set(0, 0, 0x804020)
    o.show()
    assert o.dimmed == 1
    assert o.last_ma <= 500
    total = sum(s.last[:192])
    assert o.estimate_ma(total) <= 500
    # ratios inside a pixel survive the dimming (no clipping of single channels)
    r, gg, bb = s.last[1], s.last[0], s.last[2]
    assert r >= 2 * gg - 1 and gg >= 2 * bb - 1
    assert s.last[3] == s.last[4] == s.last[5] > 0


def test_under_budget_is_not_dimmed():
    g = Grid(8, 8)
    s = Sink()
    o = Output(g, board(power={"budget_ma": 500, "ma_per_channel": 20, "idle_ma_per_pixel": 1}), s)
    g.set(0, 0, 0xFFFFFF)
    o.show()
    assert o.dimmed == 0 and s.last[0:3] == b"\xff\xff\xff"


def test_fast_loops_match_the_python_ones():
    import hw.output as out
    g = Grid(16, 16)
    for i in range(256):
        g.set(i % 16, i // 16, (i * 2654435761) & 0xFFFFFF)
    o = Output(g, board(16, 16, wiring={"layout": "serpentine"}, gamma=2.2, brightness=60), Sink())
    a = bytearray(768)
    b = bytearray(768)
    ta = render_py(g.buf, a, o.map, o.lut, 256, 1, 0, 2)
    tb = out.render(g.buf, b, o.map, o.lut, 256, 1, 0, 2)
    assert ta == tb and a == b
    dim_py(a, 768, 77)
    out.dim(b, 768, 77)
    assert a == b


def _set_py(g, x, y, c):
    # hw/grid.py's pure-Python Grid.set (what CPython runs), which MicroPython replaces with viper
    if 0 <= x < g.w and 0 <= y < g.h:
        i = 3 * (y * g.w + x)
        b = g.buf
        r = (c >> 16) & 255
        gr = (c >> 8) & 255
        bl = c & 255
        if b[i] != r or b[i + 1] != gr or b[i + 2] != bl:
            b[i] = r
            b[i + 1] = gr
            b[i + 2] = bl
            g.dirty = True


def test_fast_grid_set_matches_the_python_one():
    a = Grid(16, 8)
    b = Grid(16, 8)
    for i in range(600):
        x = (i * 7) % 20 - 2  # some off the grid on each side: clipped
        y = (i * 5) % 12 - 2
        c = (i * 2654435761) & 0xFFFFFF if i % 3 else 0
        a.dirty = b.dirty = False
        a.set(x, y, c)
        _set_py(b, x, y, c)
        assert a.buf == b.buf and a.dirty == b.dirty
        assert a.get(x % 16, y % 8) == b.get(x % 16, y % 8)


def test_render_and_output_allocate_nothing():
    if not MPY:
        return  # heap_lock exists only on MicroPython; this test is what runs there
    import gc
    import micropython
    g = Grid(16, 16)
    sink = bytearray(1)

    def write(buf):
        sink[0] = buf[0]

    o = Output(g, board(16, 16, power={"budget_ma": 300, "ma_per_channel": 20, "idle_ma_per_pixel": 1}), write)
    o.show()
    gc.collect()
    micropython.heap_lock()
    try:
        for c in (0xFFFFFF, 0x123456):
            for y in range(16):
                for x in range(16):
                    g.set(x, y, c)
            assert o.show()
    finally:
        micropython.heap_unlock()
    assert o.dimmed == 2


def test_write_error_keeps_the_game_going():
    g = Grid(8, 8)

    def broken(buf):
        raise OSError(5)

    o = Output(g, board(), broken)
    assert o.show() is False
    assert o.error is not None
