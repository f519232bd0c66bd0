# Ka Pai game data: the ONE place an owner of the real game corrects the sheet, the dice, the bonus
# boxes, the scoring tables and the solo rating. The rulebook gives neither the sheet nor the dice
# faces: this reconstruction (docs/rules/kapai.md) is here, and rules.py and words.py read only these names.

# The sheet: SIZE x SIZE cells, (row, column) from the top-left, 0-based.
SIZE = 7
TOTEMS = ((1, 1), (1, 5), (3, 3), (5, 1), (5, 5))   # reconstruction
DARK = ((0, 3), (3, 0), (3, 6), (6, 3))              # reconstruction: cells nobody draws in

# The four tribe symbols, in the order every table below uses (indexes 0..3).
SYMBOLS = ("triangle", "square", "circle", "slash")
# Console letters: t triangle, s square, c circle, x slash ("/" works too). On a printed sheet a
# letter is upper case when its symbol is circled in a group; "@" is a totem, "#" a dark cell.
LETTERS = "tscx"

# The two dice (they differ): the symbol on each of the six faces. Reconstruction: 12 faces with
# 4 triangles, 3 squares, 2 circles, 3 slashes.
DIE_A = (0, 0, 1, 1, 2, 3)
DIE_B = (0, 0, 1, 2, 3, 3)

# Bonus boxes per group type (triangle, square, circle, slash): 12 in all (reconstruction).
BOXES = (3, 3, 3, 3)

# Points per group at the end (a slash group scores nothing directly: it earns a bonus box).
GROUP_POINTS = (2, 3, 4, 0)

# Points for the largest network of connected totems, by its number of totems (0 for 0 or 1).
NETWORK_POINTS = (0, 0, 2, 4, 7, 12)

# Solo rating: (lowest total, line), best first.
RATINGS = (
    (56, "Ka Pai!"),
    (50, "almost there"),
    (40, "getting close"),
    (30, "have you been practising?"),
    (0, "not quite Ka Pai yet"),
)
