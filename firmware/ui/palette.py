# Every colour the companion shows, in one place: 0xRRGGBB, unscaled (the output stage applies
# brightness and gamma). Chosen to stay distinct on WS2812s, whose reds and greens are strong
# and whose dim yellows look orange.
OFF = 0x000000
WHITE = 0xFFFFFF
GREY = 0x707070
DIM = 0x303030

RED = 0xFF0000
ORANGE = 0xFF6000
YELLOW = 0xFFC000
GREEN = 0x00C000
CYAN = 0x00C0C0
BLUE = 0x0040FF
PURPLE = 0xC000FF
PINK = 0xFF3080
BROWN = 0x602000

CURSOR = WHITE        # the blinking cursor
SELECT = YELLOW       # a picked piece or card
TARGET = CYAN         # where a picked piece may go / what an action may touch
REFUSED = RED         # the "no" cue
WIN = YELLOW          # the win animation
UNAVAILABLE = 0x181818
# a lesson's cells (ui/lesson.py): a periwinkle no state and no other cue shows, 15 CIEDE2000 or
# more from each of Konane's and Hanafuda's lights and cues for every vision checked
# (host_tools/lights.py). The magenta it was (FF20A0) came within 12 of Konane's last-move blue for
# a protanope and, once Hanafuda's greys stood on the lowest brightness's steps, within 6 of the
# others' captures for a deuteranope (issue 48); Kawa and Ka Pai have their own.
TEACH = 0x9080FF

# Up to four players or colours, in seat order.
PLAYERS = (0xFF2000, 0x0040FF, 0x00C000, 0xFFB000)

# Kōnane stones: Hibiscus (dark stones, first player) and Jasmine.
HIBISCUS = 0xE00030
JASMINE = 0xF0F0C8   # a cream a shade whiter than it was (F0F0B0): apart from the picked yellow and
                     # the hint's green for a deuteranope at the floor of 15 (issue 48)


# A dim copy is a fraction of the light, not of the code value: the output stage raises codes to the
# power 2.6, so "a quarter" as codes was 1/37 of the light and read as off (issue 18's legibility
# check, host_tools/legibility.py). _LIGHT[d] = 256 * (1/d)^(1/2.6): the code factor for 1/d.
_LIGHT = b"\x00\xff\xc4\xa8\x96\x8a\x81\x79\x73"


def scale(c, num, den):
    """c dimmed to num/den of its light (1/2 ... 1/8; other fractions scale the codes) for a dim
    copy of a colour; allocates nothing."""
    if num == 1 and 1 < den < 9:
        num = _LIGHT[den]
        den = 256
    return (((c >> 16) & 255) * num // den) << 16 | (((c >> 8) & 255) * num // den) << 8 | (c & 255) * num // den


def light(c):
    """A colour near white: a white cursor over it would hardly show (Jasmine, pale petals, pale
    grey). Its codes' luma (Rec. 709 weights) at 160 or more; small ints, nothing allocated."""
    return 54 * ((c >> 16) & 255) + 183 * ((c >> 8) & 255) + 19 * (c & 255) >= 160 * 256


def cursor_on(under):
    """The cursor's colour over a cell showing `under`: white, or dark over a light colour, so it
    always differs from what it blinks with (issue 29: white over a Jasmine stone hardly blinked)."""
    return OFF if light(under) else CURSOR
