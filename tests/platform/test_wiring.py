# portable
import json

from hw.wiring import build_map, pixel_index
from portable import project_path

BOARDS = ("pico-8x8", "pico-16x16", "pi-blinka", "sim")


def load(name):
    with open(project_path("boards/" + name + ".json")) as f:
        return json.load(f)


def test_every_board_map_is_a_permutation():
    for name in BOARDS:
        b = load(name)
        m = build_map(b)
        n = b["width"] * b["height"]
        assert len(m) == n
        assert sorted(m) == list(range(n)), name


def test_progressive_rows():
    w = {"layout": "progressive", "major": "rows"}
    assert pixel_index(0, 0, 8, 8, w) == 0
    assert pixel_index(7, 0, 8, 8, w) == 7
    assert pixel_index(0, 1, 8, 8, w) == 8
    assert pixel_index(7, 7, 8, 8, w) == 63


def test_serpentine_rows_reverse_odd_rows():
    w = {"layout": "serpentine", "major": "rows"}
    assert pixel_index(7, 0, 16, 16, w) == 7
    assert pixel_index(15, 1, 16, 16, w) == 16   # row 1 starts at the right
    assert pixel_index(0, 1, 16, 16, w) == 31
    assert pixel_index(0, 2, 16, 16, w) == 32


def test_columns_major_and_serpentine_columns():
    w = {"layout": "progressive", "major": "columns"}
    assert pixel_index(0, 1, 8, 8, w) == 1
    assert pixel_index(1, 0, 8, 8, w) == 8
    w = {"layout": "serpentine", "major": "columns"}
    assert pixel_index(1, 7, 8, 8, w) == 8      # column 1 runs bottom to top
    assert pixel_index(1, 0, 8, 8, w) == 15


def test_rotations_move_the_first_pixel_round_the_corners():
    # The panel's pixel 0 is at its own top-left; turned clockwise it shows at the top-right, ...
    first = {}
    for rot in (0, 90, 180, 270):
        w = {"layout": "progressive", "major": "rows", "rotation": rot}
        for y in range(8):
            for x in range(8):
                if pixel_index(x, y, 8, 8, w) == 0:
                    first[rot] = (x, y)
    assert first == {0: (0, 0), 90: (7, 0), 180: (7, 7), 270: (0, 7)}


def test_rotation_of_a_non_square_grid_is_a_permutation():
    for rot in (0, 90, 180, 270):
        b = {"width": 6, "height": 4, "wiring": {"layout": "serpentine", "rotation": rot}}
        assert sorted(build_map(b)) == list(range(24))


def test_flips():
    w = {"layout": "progressive", "flip_x": True}
    assert pixel_index(0, 0, 8, 8, w) == 7
    w = {"layout": "progressive", "flip_y": True}
    assert pixel_index(0, 0, 8, 8, w) == 56


def test_bad_wiring_is_refused():
    for w in ({"layout": "zigzag"}, {"rotation": 45}, {"major": "diagonal"}):
        try:
            pixel_index(0, 0, 8, 8, w)
        except ValueError:
            continue
        raise AssertionError("accepted %r" % w)
