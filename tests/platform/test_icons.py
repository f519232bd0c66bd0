# portable
# The menu icons: the 8x8 fast path writes exactly what the general (cell by cell) path does,
# for every icon, greyed out or not, on every width it serves and above the menu's marker row.
from hw.grid import Grid
from ui import icons


def test_fast_path_matches_the_cell_by_cell_path():
    for w in (8, 9, 12, 15):
        for rows in (None, 7, 3):
            for name in icons.NAMES:
                for dim in (False, True):
                    fast = Grid(w, 8)
                    fast.fill(0x010203)   # something to overwrite
                    fast.dirty = False
                    icons.draw(fast, name, dim=dim, rows=rows)
                    slow = Grid(w, 8)
                    slow.fill(0x010203)
                    r = slow.h if rows is None else rows
                    icons._drawk(slow, 64 * icons.NAMES.index(name), dim, (w - 8) // 2, 0, r, 1)
                    assert fast.buf == slow.buf, (w, rows, name, dim)
                    assert fast.dirty
                    # drawn again over itself: nothing changes, so nothing is sent to the panel
                    fast.dirty = False
                    icons.draw(fast, name, dim=dim, rows=rows)
                    assert not fast.dirty and fast.buf == slow.buf


def test_every_icon_is_64_cells_of_known_letters():
    assert len(icons._DATA) == 64 * len(icons.NAMES)
    lit = set(icons._DATA) - {icons.DOT}
    assert all(icons._RGB[3 * ch] or icons._RGB[3 * ch + 1] or icons._RGB[3 * ch + 2] for ch in lit)
