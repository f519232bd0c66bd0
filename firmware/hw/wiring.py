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
    if wiring.get("flip_x"):
        x = w - 1 - x
    if wiring.get("flip_y"):
        y = h - 1 - y
    rot = wiring.get("rotation", 0)
    # The panel is mounted turned `rot` degrees clockwise: map the logical cell back onto it.
    if rot == 0:
        pw, ph, px, py = w, h, x, y
    elif rot == 90:
        pw, ph, px, py = h, w, y, w - 1 - x
    elif rot == 180:
        pw, ph, px, py = w, h, w - 1 - x, h - 1 - y
    elif rot == 270:
        pw, ph, px, py = h, w, h - 1 - y, x
    else:
        raise ValueError("rotation must be one of 0, 90, 180, 270")
    layout = wiring.get("layout", "progressive")
    if layout not in LAYOUTS:
        raise ValueError("layout must be progressive or serpentine")
    if wiring.get("major", "rows") == "rows":
        if layout == "serpentine" and py & 1:
            px = pw - 1 - px
        return py * pw + px
    if wiring.get("major") != "columns":
        raise ValueError("major must be rows or columns")
    if layout == "serpentine" and px & 1:
        py = ph - 1 - py
    return px * ph + py


def build_map(board):
    """array('H') of length width*height: entry y*width+x is that cell's pixel index on the wire."""
    w, h = board["width"], board["height"]
    wiring = board.get("wiring", {})
    m = array("H", bytes(2 * w * h))
    for y in range(h):
        for x in range(w):
            m[y * w + x] = pixel_index(x, y, w, h, wiring)
    return m
