"""make pictures: each game's main screens (host_tools/screens.py) on 8x8 and 16x16 as PNGs in
docs/pictures/, drawn as round LEDs the way the web page shows them: every frame goes through the
firmware's output stage (hw/output.py: wiring, gamma, the board's default brightness, the current
limit) and each LED's drive level is shown as light on sRGB, the eye adapted to the panel's white
(host_tools/colour.py). Also the menu, a legend per game (host_tools/lights.py) and Hanafuda's
16x16 card map with the cards' names. Deterministic: the same firmware draws the same pixels
(tests/platform/test_pictures.py compares them with the committed files).

    python host_tools/pictures.py [--check]
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for p in (ROOT, os.path.join(ROOT, "firmware")):
    if p not in sys.path:
        sys.path.insert(0, p)

from PIL import Image, ImageDraw, ImageFont  # noqa: E402

from host_tools import colour, legibility, lights, screens  # noqa: E402

OUT = os.path.join(ROOT, "docs", "pictures")
BG = (24, 24, 24)
UNLIT = (40, 40, 40)
PITCH = {8: 16, 16: 10}   # pixels an LED


def leds(frame, board):
    """The frame as the panel lights it: [(r, g, b) sRGB] a cell, row by row."""
    panel = legibility.Panel(board, None)
    g = panel.grid
    g.buf[:] = frame
    o = panel.out
    o.show(force=True)
    out = []
    for i in range(g.n):
        d = 3 * o.map[i]
        w = (o.out[d + o.ro], o.out[d + o.go], o.out[d + o.bo])
        out.append(colour.srgb8(colour.led_rgb(w, panel.white)) if any(w) else None)
    return out, g.w, g.h


def picture(frame, board):
    cells, w, h = leds(frame, board)
    p = PITCH[w]
    im = Image.new("RGB", (w * p + 2, h * p + 2), BG)
    d = ImageDraw.Draw(im)
    for i, c in enumerate(cells):
        x, y = 1 + (i % w) * p, 1 + (i // w) * p
        d.ellipse((x + 1, y + 1, x + p - 2, y + p - 2), fill=c or UNLIT)
    return im


def font():
    return ImageFont.load_default()


def legend(game, board):
    """A swatch and a name for each light of the game's main group (as lit on this board)."""
    panel = legibility.Panel(board, None)
    big = board.endswith("16x16")
    items = []
    seen = set()
    for group, states in lights.groups(game, big):
        for name, look in states:
            look = look if isinstance(look, tuple) else (look, look)
            if name in seen or not any(look):
                continue
            seen.add(name)
            items.append((name, [colour.srgb8(colour.led_rgb(panel.wire(c), panel.white)) if c else UNLIT
                                 for c in look]))
    f = font()
    row = 14
    im = Image.new("RGB", (250, row * len(items) + 4), BG)
    d = ImageDraw.Draw(im)
    for i, (name, cs) in enumerate(items):
        y = 2 + i * row
        d.ellipse((3, y + 1, 13, y + 11), fill=cs[0])
        if cs[1] != cs[0]:
            d.ellipse((16, y + 1, 26, y + 11), fill=cs[1])
        d.text((31, y), name + (" (blinks)" if cs[1] != cs[0] else ""), fill=(220, 220, 220), font=f)
    return im


def hanafuda_map():
    """The 16x16 card map: 12 columns ('ohana, in deck order) by 4 rows (its cards), labelled."""
    from games.hanafuda import deck
    f = font()
    cw, ch = 74, 16
    im = Image.new("RGB", (cw * 6 + 2, ch * 10 + 2), BG)
    d = ImageDraw.Draw(im)
    for o in range(12):
        x = 1 + (o % 6) * cw
        y = 1 + (o // 6) * ch * 5
        d.text((x + 2, y), "%d %s" % (o + 1, deck.word(o)), fill=(255, 200, 0), font=f)
        for k in range(4):
            c = 4 * o + k
            d.text((x + 2, y + ch * (k + 1) - 2), "%s%d %s" % (deck.word(o), k + 1, _role(deck, c)),
                   fill=(220, 220, 220), font=f)
    return im


def _role(deck, c):
    v = deck.VALUE[c]
    return "(%d)" % v


def targets():
    """[(file name, function making the image)]"""
    out = [("menu-8x8.png", lambda: picture(screens.menu("pico-8x8"), "pico-8x8")),
           ("menu-16x16.png", lambda: picture(screens.menu("pico-16x16"), "pico-16x16")),
           ("hanafuda-card-map.png", hanafuda_map)]
    for game in screens.GAMES:
        for board in screens.BOARDS:
            size = board.split("-")[1]
            out.append(("%s-%s-legend.png" % (game, size), lambda g=game, b=board: legend(g, b)))
            for name, _, frame in screens.screens(game, board):
                out.append(("%s-%s-%s.png" % (game, size, name), lambda f=frame, b=board: picture(f, b)))
    return out


def render_all():
    return [(n, make()) for n, make in targets()]


def main(argv):
    if os.path.isdir(OUT):
        for f in os.listdir(OUT):
            if f.endswith(".png"):
                os.remove(os.path.join(OUT, f))
    os.makedirs(OUT, exist_ok=True)
    for name, im in render_all():
        im.save(os.path.join(OUT, name), optimize=True)
        print(os.path.join("docs", "pictures", name))


if __name__ == "__main__":
    main(sys.argv[1:])
