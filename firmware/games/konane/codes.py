# Konane in codes: the cells' contents, the board sizes, the seats' names, the modes and levels
# and the resignation. rules.py plays by them; its words (words.py) read them here, so
# that nothing below rules.py imports it back.
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

EMPTY = const(0)
HIBISCUS = const(1)   # first player, dark stones, squares with (r + c) even
JASMINE = const(2)    # second player
OFF = const(3)        # border cell

SIZES = (4, 6, 8, 10, 12, 14)
NAMES = ("Hibiscus", "Jasmine")
MAX_N = const(14)

# Game modes (setup byte 1): who the computer plays, if anyone.
MODE_TWO = const(0)        # two people share the buttons
MODE_CPU_JASMINE = const(1)  # the person plays Hibiscus, the companion Jasmine
MODE_CPU_HIBISCUS = const(2)  # the person plays Jasmine, the companion Hibiscus
LEVELS = 4
RESIGN = b"\xff"  # the action of the player to move resigning (255 is never a square)
