# Ka Pai in codes: the sheet's size and cell names, what a cell holds, the action kinds and the
# phases (README.md has the bytes). rules.py plays by them; its words (words.py) read them here, so
# that nothing rules.py loads imports it back. The sheet and dice themselves are data in sheet.py.
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

N = const(7)          # cells a side (sheet.SIZE)
CELLS = const(49)
NONE = const(255)

# a cell: FREE, a symbol (1 + its index in sheet.SYMBOLS), TOTEM or DARK
FREE = const(0)
TOTEM = const(5)
DARK = const(6)
SLASH = const(3)      # the symbol whose group earns a bonus box

OP_ROLL = const(1)    # [1]                      roll both dice
OP_DRAW = const(2)    # [2, cell, symbol]         draw a symbol (cell = row * 7 + column)
OP_GROUP = const(3)   # [3, cell, dir]            circle the group starting there (0 across, 1 down)
OP_BONUS = const(4)   # [4, symbol]               mark a bonus box of that group type
OP_TOTAL = const(5)   # [5, hi, lo, boxes]        another player's total and marked boxes (at the end)

PH_ROLL = const(0)
PH_DRAW = const(1)
PH_GROUP = const(2)
PH_BONUS = const(3)
PH_OVER = const(4)


def cell_name(i):
    # files a-g from the left, ranks 1-7 from the bottom (games/cells.py): the top-left is a7
    return "abcdefg"[i % N] + str(N - i // N)
