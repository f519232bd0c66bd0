# Kawa in codes: the river's size and cell names, the set-up flags, the action and petal codes,
# the phases and the colours' names, the tile kinds and directions (a data table), and the view's
# modes. rules.py plays by them; its words (words.py) and the set-up page (page.py) read them here,
# so that nothing below rules.py or grid.py imports them back.
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

SIZE = const(4)     # rows and columns
TILES = const(16)
ROUNDS = const(4)
SINGLES = const(6)  # per colour, plus one double petal
NONE = const(255)

# set-up: [colours, flags, seed (4 bytes, big-endian), 16 tile letters when FLAG_TABLE]
FLAG_WEAVE = const(1)   # two players, each with two colours (needs 4 colours)
FLAG_TABLE = const(2)   # the river as laid on the table, else dealt from the seed

# actions
OP_START = const(1)   # [1, column]          place the Starting tile
OP_SWAP = const(2)    # [2, pos, pos]        swap two orthogonally adjacent tiles (pos = row*4 + col)
OP_PETAL = const(3)   # [3, what]            enter the next tile, score, place: NO_PETAL/SINGLE/DOUBLE
OP_TURN = const(4)    # [4, direction]       turn the whirlpool just passed: LEFT/DOWN/RIGHT
OP_RETURN = const(5)  # [5, pos, what]       take one own token (SINGLE/DOUBLE) back to the pool

NO_PETAL = const(0)
SINGLE = const(1)
DOUBLE = const(2)

# phases
PH_START = const(0)
PH_SWAP = const(1)
PH_FLOW = const(2)    # next action: OP_PETAL on the tile at (flow_row, flow_col)
PH_TURN = const(3)    # next action: OP_TURN on the whirlpool at (flow_row, flow_col)
PH_RETURN = const(4)
PH_OVER = const(5)
PHASE_NAMES = ("start", "swap", "flow", "turn", "return", "over")

COLOUR_NAMES = ("Red", "Blue", "Yellow", "Pink")
START_POS = (None, None, b"\x01\x03", b"\x01\x02\x04", b"\x01\x02\x03\x04")
QUOTA = (0, 3, 2, 1, 0)  # tokens returned by Water Wheel position

# the teaching cue's colour in Kawa's lesson (games/kawa/lesson.py TEACH, ui/lesson.py) and the
# set-up page's Learn: a green, as the palette's magenta was taken for Pink (5.7 CIEDE2000) and, on
# 16x16, for a whirlpool by a protanope (7.3); Yellow is this green's own near neighbour for a
# deuteranope, and the lesson has no Yellow and no Pink (Red and Blue: host_tools/lights.py)
TEACH = const(0x40FF00)
# the tiles long A lights, blinking (core/app.py GameScreen.light, what.py can): a pale mint, and
# dark over a light colour (Yellow, the 3+ petals' tints, the 8x8 whirlpool's lavender: ui/draw.lit,
# as the cursor is), 15 CIEDE2000 or more from every light of the river, the petals and the slots
# for every vision checked (host_tools/lights.py). No one colour is: the best came within 13.5 of
# Yellow, this mint alone within 10.5 of Yellow's 3+ petals to a deuteranope, and the sand it was
# (C0B080) within 2 of the basic tile's line to a protanope (issue 48)
OPTIONS = const(0xC0FFC0)
OPTIONS_PALE = const(0x000000)

# the view's modes (grid.py; the set-up page and the words read them here too)
M_SETUP = const(0)
M_TABLE = const(1)
M_PLAY = const(2)


def pos_name(p):
    # files a-d from the left, ranks 1-4 from the bottom (games/cells.py): the River's Start is
    # rank 4, a starting slot is named by its file
    return chr(97 + p % SIZE) + str(SIZE - p // SIZE)   # (no new interned name on the Pico)


# ---- tiles ------------------------------------------------------------------------------------
# A tile on the river is two bytes: its kind (an index into KINDS) and its current direction
# (LEFT / DOWN / RIGHT), which is where the flow goes next: DOWN keeps the column, LEFT is
# column - 1, RIGHT column + 1 (wrapping at the River's Edge). The kind gives the direction the tile
# is laid with and whether a flow turns it afterwards; special tiles add one hook (below).
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
