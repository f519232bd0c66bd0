# Small drawing blocks every game view uses. All take the grid and the time in ms and allocate
# nothing, so they are safe inside the render loop.
from ui import palette

# A 3x5 font for digits and a few letters (scores and counts on the grid): each glyph is five rows
# of three bits (bit 2 the left column), 5 bytes a glyph in the order of CHARS, digits first. One
# bytes object and one string: nothing is allocated to draw a glyph, and little RAM is held.
CHARS = "0123456789-?!PRWLXSTEAKNOU"
FONT = (b'\x07\x05\x05\x05\x07\x02\x06\x02\x02\x07\x07\x01\x07\x04\x07\x07\x01\x03\x01\x07'
        b'\x05\x05\x07\x01\x01\x07\x04\x07\x01\x07\x07\x04\x07\x05\x07\x07\x01\x02\x02\x02'
        b'\x07\x05\x07\x05\x07\x07\x05\x07\x01\x07\x00\x00\x07\x00\x00\x07\x01\x02\x00\x02'
        b'\x02\x02\x02\x00\x02\x06\x05\x06\x04\x04\x06\x05\x06\x05\x05\x05\x05\x05\x07\x05'
        b'\x04\x04\x04\x04\x07\x05\x05\x02\x05\x05\x07\x04\x07\x01\x07\x07\x02\x02\x02\x02'
        b'\x07\x04\x06\x04\x07\x02\x05\x07\x05\x05\x05\x05\x06\x05\x05\x07\x05\x05\x05\x05'
        b'\x07\x05\x05\x05\x07\x05\x05\x05\x05\x07')

BLINK_MS = 500  # cursor half-period: slow enough to read the cell under it

# When the frame being drawn next changes by the clock alone. The app sets it a while ahead before
# each frame and draws again only at that time or after an event (a key, a command, a task's step:
# core/app.py), so an idle screen costs the Pico nothing between a blink's edges. Every look that
# changes with time alone therefore asks phase() (or until()) for it, never `t // period` itself.
due = 0


def until(e):
    """The frame may change at time e: draw again by then."""
    global due
    if e < due:
        due = e


def phase(t, period):
    """t // period, noting when it next moves on."""
    global due
    n = t // period
    e = (n + 1) * period
    if e < due:
        due = e
    return n


def blink(t, period=BLINK_MS):
    """True during the 'on' half of a blink."""
    return phase(t, period) & 1 == 0


# When the last key was pressed (the app sets it): a cursor stays lit for BLINK_MS after a press,
# so a step shows at once instead of waiting up to BLINK_MS for the blink's lit half
moved = -BLINK_MS


def cursor_shown(t):
    """The cursor's lit half: the blink's, and BLINK_MS after each key press (then the blink's
    own phase again, which every cursor and the pictures share)."""
    if t < moved + BLINK_MS:
        until(moved + BLINK_MS if t >= moved else moved)
    return blink(t) or 0 <= t - moved < BLINK_MS


def learn(t, colour, learned):
    """A set-up page's Learn light: the lesson's colour, dim once the lesson has been played
    through; until then it pulses (full, a third) so a newcomer's eye finds it, never dark."""
    if learned:
        return palette.scale(colour, 1, 6)
    return colour if blink(t, 2 * BLINK_MS) else palette.scale(colour, 1, 3)


def cursor(grid, x, y, t, under=palette.OFF, colour=-1):
    """A cursor that alternates between its colour and what lies beneath, so both stay visible;
    its colour by default white, or dark over a light colour (palette.cursor_on)."""
    if colour < 0:
        colour = palette.cursor_on(under)
    grid.set(x, y, colour if cursor_shown(t) else under)


def lit(grid, t, cells, col=palette.TEACH, pale=-1):
    """The teaching cue (a lesson's cells, ui/lesson.py; the cells "what can I do?" lights, core/app.py
    GameScreen.light): the cells (x, y, size triples) in the teaching colour (col: a game's own) in
    the blink's unlit half, so what lies there shows in the other (the cursor's lit half). pale:
    the colour it takes over a light colour (palette.light), where col would hardly blink (Kawa's
    pale cue over its yellow); -1: col over everything."""
    if not cells or blink(t):
        return
    for j in range(0, len(cells), 3):
        x = cells[j]
        y = cells[j + 1]
        k = cells[j + 2]
        for i in range(k * k):
            cx = x + i % k
            cy = y + i // k
            if pale >= 0 and cx < grid.w and cy < grid.h and palette.light(grid.get(cx, cy)):
                grid.set(cx, cy, pale)
            else:
                grid.set(cx, cy, col)


def digit(grid, x, y, d, colour):
    """A 3x5 digit with its top-left at (x, y); off-grid parts are clipped."""
    o = 5 * (d % 10)
    for row in range(5):
        bits = FONT[o + row]
        for col in range(3):
            grid.set(x + col, y + row, colour if bits & (4 >> col) else palette.OFF)


def glyph(grid, x, y, ch, colour):
    """A 3x5 glyph (one of CHARS; any other character draws nothing) with its top-left at (x, y)."""
    i = CHARS.find(ch) if len(ch) == 1 else -1
    if i < 0:
        return
    o = 5 * i
    for row in range(5):
        bits = FONT[o + row]
        for col in range(3):
            grid.set(x + col, y + row, colour if bits & (4 >> col) else palette.OFF)


def number(grid, x, y, n, colour, digits=2):
    """Right-aligned number of up to `digits` digits at 4 cells a digit, no leading zeros;
    shows 9..9 when too big."""
    top = 10 ** digits - 1
    if n > top:
        n = top
    for i in range(digits - 1, -1, -1):
        if n == 0 and i != digits - 1:
            for row in range(5):  # a leading zero stays dark
                for col in range(3):
                    grid.set(x + 4 * i + col, y + row, palette.OFF)
        else:
            digit(grid, x + 4 * i, y, n % 10, colour)
        n //= 10


def bar(grid, x, y, length, value, maximum, on, off=palette.DIM):
    """A horizontal gauge of `length` cells showing value/maximum."""
    lit = (value * length + maximum - 1) // maximum if maximum else 0
    for i in range(length):
        grid.set(x + i, y, on if i < lit else off)


def border(grid, colour):
    w, h = grid.w, grid.h
    for x in range(w):
        grid.set(x, 0, colour)
        grid.set(x, h - 1, colour)
    for y in range(1, h - 1):
        grid.set(0, y, colour)
        grid.set(w - 1, y, colour)


def refused(grid, t, since, colour=palette.REFUSED, duration=450):
    """The 'no' cue: the border flashes red twice, dark between the flashes, so it never sits
    steadily over the edge cells as a piece's colour would (issue 29: on Konane it read as a ring
    of Hibiscus stones). Returns False once it is over."""
    dt = t - since
    if dt < 0 or dt >= duration:
        return False
    q = dt * 4 // duration
    until(since + ((q + 1) * duration + 3) // 4)  # the next quarter (the last: the cue's end)
    border(grid, colour if q & 1 == 0 else palette.OFF)
    return True


def corners(grid, t, colour=palette.REFUSED):
    """The not-saved cue: the four corners blink red and dark, fast (200 ms each)."""
    c = colour if phase(t, 200) & 1 == 0 else palette.OFF
    for x in (0, grid.w - 1):
        grid.set(x, 0, c)
        grid.set(x, grid.h - 1, c)


def end(grid, t, colours):
    """A finished game, the same for every game (core/result.py): the winners' ring in their
    colours, a winner a sweep in turn when several share the win; a grey ring when no one won
    (a cooperative loss, a sheet short of the top rating, a draw). Allocates nothing."""
    n = len(colours)
    if n == 0:
        return win(grid, t, palette.GREY)
    sweep = 240 * ((min(grid.w, grid.h) + 1) // 2)
    win(grid, t, colours[phase(t, sweep) % n])


def win(grid, t, colour=palette.WIN):
    """The win animation: a ring that sweeps out from the centre and back, over whatever is drawn."""
    w, h = grid.w, grid.h
    steps = (min(w, h) + 1) // 2
    p = phase(t, 120) % (2 * steps)
    ring = p if p < steps else 2 * steps - 1 - p
    x0 = (w - 1) // 2 - ring
    y0 = (h - 1) // 2 - ring
    x1 = w // 2 + ring
    y1 = h // 2 + ring
    for x in range(x0, x1 + 1):
        grid.set(x, y0, colour)
        grid.set(x, y1, colour)
    for y in range(y0, y1 + 1):
        grid.set(x0, y, colour)
        grid.set(x1, y, colour)
