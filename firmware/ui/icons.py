# 8x8 menu icons, one character a cell: '.' off, letters index the colours below. Drawn doubled on
# 16x16. The menu shows over a game in progress, so its RAM is a game's too: every icon is 64 bytes
# of one bytes object, in the order of NAMES, and the letters' colours one table of RGB bytes.
from ui import palette

NAMES = ("konane", "aina", "kawa", "hanafuda", "kapai", "settings", "scores", "undo", "redo", "end",
         "resume")
# bytes, not str: indexing gives the letter's byte value, so drawing allocates nothing
_DATA = (
    # a Kōnane board with one jump under way
    b"hwhwhwhw" b"whwhwhwh" b"hwhwhwhw" b"wh.whwhw" b"hw.hwhwh" b"whwhwhwh" b"hwhwhwhw" b"whwhwhwh"  # konane
    # the 6x6 'Āina layout, half flipped
    b"........" b".ggnnbb." b".ggnnbb." b".oonngg." b".oobbgg." b".nnooyy." b".nnooyy." b"........"  # aina
    # a river winding down
    b"..bb...." b"...bb..." b"....bb.." b"....bb.." b"...bb..." b"..bb...." b"..bb...." b"...bb..."  # kawa
    # a flower
    b"...pp..." b"..pyyp.." b"..pyyp.." b"...pp..." b"...g...." b"..gg.g.." b"...ggg.." b"....g..."  # hanafuda
    # two dice
    b"WWW....." b"W.W....." b"WWW....." b"....WWW." b"....W.W." b"....WWW." b"........" b"........"  # kapai
    # a sun: brightness
    b"y..y..y." b".y.y.y.." b"..yyy..." b"yyyWyyy." b"..yyy..." b".y.y.y.." b"y..y..y." b"........"  # settings
    # bars of three lengths: the scores
    b"rrrrrr.." b"........" b"bbb....." b"........" b"gggggggg" b"........" b"yyyy...." b"........"  # scores
    # arrows for undo and redo, a play sign for resume
    b"........" b"..W....." b".WW....." b"WWWWWW.." b".WW...W." b"..W...W." b"......W." b"........"  # undo
    b"........" b".....W.." b".....WW." b"..WWWWWW" b".W...WW." b".W...W.." b".W......" b"........"  # redo
    # a red square: stop (End game)
    b"........" b".rrrrrr." b".rrrrrr." b".rrrrrr." b".rrrrrr." b".rrrrrr." b".rrrrrr." b"........"  # end
    b"........" b".gg....." b".gggg..." b".gggggg." b".gggggg." b".gggg..." b".gg....." b"........"  # resume
)
DOT = ord(".")

# The icon letters' colours as RGB bytes, three per byte value; slot 0 holds the greyed-out colour.
# The 8x8 path below reads these and writes the framebuffer directly: a menu frame drawn through
# grid.set took 7 ms on the Pico, a third of the press-to-light budget.
_RGB = bytearray(3 * 128)
for _ch, _c in zip(b"rwhgbcyonpWG\x00", (
        palette.RED, palette.JASMINE, palette.HIBISCUS, palette.GREEN, palette.BLUE, palette.CYAN,
        palette.YELLOW, palette.ORANGE, palette.BROWN, palette.PINK, palette.WHITE, palette.GREY,
        palette.UNAVAILABLE)):
    _RGB[3 * _ch] = (_c >> 16) & 255
    _RGB[3 * _ch + 1] = (_c >> 8) & 255
    _RGB[3 * _ch + 2] = _c & 255
del _ch, _c


def _draw1(grid, o, dim, x0, y0, rows):
    # one cell a letter (8 to 15 cells wide): the same result as the general path, faster
    buf = grid.buf
    t = _RGB
    w = grid.w
    changed = False
    for yy in range(min(8, rows - y0)):
        j = 3 * ((y0 + yy) * w + x0)
        for i in range(o + 8 * yy, o + 8 * yy + 8):
            ch = _DATA[i]
            k = 0 if dim and ch != DOT else 3 * ch
            if buf[j] != t[k] or buf[j + 1] != t[k + 1] or buf[j + 2] != t[k + 2]:
                buf[j] = t[k]
                buf[j + 1] = t[k + 1]
                buf[j + 2] = t[k + 2]
                changed = True
            j += 3
    if changed:
        grid.dirty = True


def draw(grid, name, dim=False, y0=0, rows=None):
    """Draw an icon centred horizontally, scaled up to fill the grid's width in whole steps.
    Only grid rows below `rows` are touched (the menu keeps the last row for its marker)."""
    if rows is None:
        rows = grid.h
    o = 64 * NAMES.index(name)
    k = max(1, grid.w // 8)
    x0 = (grid.w - 8 * k) // 2
    if k == 1 and x0 >= 0 and y0 >= 0:
        _draw1(grid, o, dim, x0, y0, rows)
    else:
        _drawk(grid, o, dim, x0, y0, rows, k)


def _drawk(grid, o, dim, x0, y0, rows, k):
    # k x k cells a letter (the 16x16 panel), clipped to the grid; o: the icon's offset in _DATA
    t = _RGB
    for i in range(64):
        ch = _DATA[o + i]
        c = palette.OFF if ch == DOT else (t[3 * ch] << 16) | (t[3 * ch + 1] << 8) | t[3 * ch + 2]
        if dim and c:
            c = palette.UNAVAILABLE
        x = x0 + (i & 7) * k
        y = y0 + (i >> 3) * k
        for dy in range(k):
            if y + dy < rows:
                for dx in range(k):
                    grid.set(x + dx, y + dy, c)
