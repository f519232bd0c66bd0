# Kawa in codes: the river's size and cell names, the set-up flags, the action and petal codes,
# the phases and the colours' names. rules.py plays by them; its words (why.py, result.py) read
# them here, so that nothing below rules.py imports it back.
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


def pos_name(p):
    # files a-d from the left, ranks 1-4 from the bottom (games/cells.py): the River's Start is
    # rank 4, a starting slot is named by its file
    return chr(97 + p % SIZE) + str(SIZE - p // SIZE)   # (no new interned name on the Pico)
