# The wiring map: which pixel on the data line lights grid cell (x, y). Computed once per board from
# its data (layout, major axis, rotation, flips), so the output stage is a plain table look-up.
from array import array

LAYOUTS = ("progressive", "serpentine")
MAJORS = ("rows", "columns")
ROTATIONS = (0, 90, 180, 270)


def panel_size(board):
    """The physical panel's (width, height) for a board whose logical grid is width x height."""
    w, h = board["width"], board["height"]
    rot = board.get("wiring", {}).get("rotation", 0)
    return (h, w) if rot in (90, 270) else (w, h)


def pixel_index(x, y, w, h, wiring):
    """Pixel index on the wire of logical cell (x, y) in a w x h grid."""
    return _index(x, y, w, h, *_parsed(wiring))


def _parsed(wiring):
    """The wiring's fields, checked once: (flip_x, flip_y, rotation, serpentine, rows major)."""
    rot = wiring.get("rotation", 0)
    if rot not in ROTATIONS:
        raise ValueError("rotation must be one of 0, 90, 180, 270")
    layout = wiring.get("layout", "progressive")
    if layout not in LAYOUTS:
        raise ValueError("layout must be progressive or serpentine")
    major = wiring.get("major", "rows")
    if major not in MAJORS:
        raise ValueError("major must be rows or columns")
    return wiring.get("flip_x"), wiring.get("flip_y"), rot, layout == "serpentine", major == "rows"


def _index(x, y, w, h, flip_x, flip_y, rot, serpentine, rows):
    if flip_x:
        x = w - 1 - x
    if flip_y:
        y = h - 1 - y
    # The panel is mounted turned `rot` degrees clockwise: map the logical cell back onto it.
    if rot == 0:
        pw, ph, px, py = w, h, x, y
    elif rot == 90:
        pw, ph, px, py = h, w, y, w - 1 - x
    elif rot == 180:
        pw, ph, px, py = w, h, w - 1 - x, h - 1 - y
    else:
        pw, ph, px, py = h, w, h - 1 - y, x
    if rows:
        if serpentine and py & 1:
            px = pw - 1 - px
        return py * pw + px
    if serpentine and px & 1:
        py = ph - 1 - py
    return px * ph + py


def build_map(board):
    """array('H') of length width*height: entry y*width+x is that cell's pixel index on the wire."""
    w, h = board["width"], board["height"]
    wiring = board.get("wiring", {})
    fx, fy, rot, serp, rows = _parsed(wiring)   # (once: per cell it was 30 ms of a 16x16's boot)
    m = array("H", bytes(2 * w * h))
    i = 0
    for y in range(h):
        for x in range(w):
            m[i] = _index(x, y, w, h, fx, fy, rot, serp, rows)
            i += 1
    return m
