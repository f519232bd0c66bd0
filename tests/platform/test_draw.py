# portable
from hw.grid import Grid
from ui import draw, palette


def lit(g):
    return [(x, y) for y in range(g.h) for x in range(g.w) if g.get(x, y)]


def test_digit_shapes():
    g = Grid(8, 8)
    draw.digit(g, 0, 0, 1, palette.WHITE)
    assert [[1 if g.get(x, y) else 0 for x in range(3)] for y in range(5)] == [
        [0, 1, 0], [1, 1, 0], [0, 1, 0], [0, 1, 0], [1, 1, 1]]
    draw.digit(g, 0, 0, 8, palette.WHITE)
    assert len(lit(g)) == 13


def test_number_right_aligned_and_capped_and_clipped():
    g = Grid(8, 8)
    draw.number(g, 0, 0, 7, palette.RED, digits=2)
    assert all(x >= 4 for x, y in lit(g))   # the tens digit 0 is drawn at x 0..2
    g2 = Grid(8, 8)
    draw.number(g2, 0, 0, 123, palette.RED, digits=2)  # shows 99
    g3 = Grid(8, 8)
    draw.number(g3, 0, 0, 99, palette.RED, digits=2)
    assert g2.buf == g3.buf
    draw.number(g3, 6, 6, 88, palette.RED)  # off the grid: clipped, no error


def test_cursor_blinks_between_its_colour_and_what_is_under():
    g = Grid(8, 8)
    draw.cursor(g, 2, 2, 0, under=palette.GREEN)
    assert g.get(2, 2) == palette.CURSOR
    draw.cursor(g, 2, 2, draw.BLINK_MS, under=palette.GREEN)
    assert g.get(2, 2) == palette.GREEN


def test_refused_cue_flashes_then_ends():
    g = Grid(8, 8)
    assert draw.refused(g, 1000, 1000)
    assert g.get(0, 0) == palette.REFUSED and g.get(7, 7) == palette.REFUSED and g.get(3, 3) == 0
    assert not draw.refused(g, 1500, 1000)


def test_win_animation_sweeps_rings_inside_the_grid():
    for size in (8, 16):
        g = Grid(size, size)
        seen = set()
        for t in range(0, 120 * size, 120):
            g.fill(0)
            draw.win(g, t)
            cells = lit(g)
            assert cells
            seen.add(len(cells))
        assert len(seen) == size // 2      # every ring size appears


def test_bar_and_scale():
    g = Grid(8, 8)
    draw.bar(g, 0, 0, 8, 3, 8, palette.YELLOW)
    assert [g.get(x, 0) for x in range(8)] == [palette.YELLOW] * 3 + [palette.DIM] * 5
    # a dim copy is a fraction of the light (issue 18): half the light is 196/256 of the codes
    assert palette.scale(0xFF8040, 1, 2) == 0xC36231
    assert palette.scale(0xFF8040, 2, 4) == 0x7F4020  # other fractions scale the codes
