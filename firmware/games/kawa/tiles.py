# Kawa river tiles as data. A tile on the river is two bytes: its kind (an index into KINDS) and its
# current direction (LEFT / DOWN / RIGHT), which is where the flow goes next: DOWN keeps the column,
# LEFT is column - 1, RIGHT column + 1 (wrapping at the River's Edge). The kind gives the direction
# the tile is laid with and whether a flow turns it afterwards; special tiles add one hook (below).
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

LEFT = const(0)
DOWN = const(1)
RIGHT = const(2)
UP = const(3)  # never valid on the river: it is upstream
DIR_NAMES = ("left", "down", "right", "up")

STRAIGHT = const(0)
LEFT_BEND = const(1)
RIGHT_BEND = const(2)
WHIRLPOOL = const(3)

# One row per kind: (name, letter for the console and table entry, copies in the basic river,
# direction when laid, turned by the flow that passed through it)
KINDS = (
    ("Straight", "S", 4, DOWN, False),
    ("Left Bend", "L", 5, LEFT, False),
    ("Right Bend", "R", 5, RIGHT, False),
    ("Whirlpool", "W", 2, DOWN, True),
)
NAME = 0
LETTER = 1
COUNT = 2
SETUP_DIR = 3
TURNS = 4

# Special tiles: kind -> function hook(game, event, pos). The rules call it with event "enter" after
# the scoring on entering the tile at river position pos (before the petal), and with "leave" when
# the flow moves on. A hook may change game state through the game's own methods; it must be
# deterministic (draw from game.rng). No basic tile has one.
HOOKS = {}


def letter_kind(ch):
    """Kind index for a table-entry letter, or -1."""
    ch = ch.upper()
    for k in range(len(KINDS)):
        if KINDS[k][LETTER] == ch:
            return k
    return -1


def basic_river():
    """The 16 basic tiles as a bytearray of kinds, in KINDS order (unshuffled)."""
    out = bytearray()
    for k in range(len(KINDS)):
        out.extend(bytes((k,)) * KINDS[k][COUNT])
    return out
