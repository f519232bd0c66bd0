# The one input model every game shares: a d-pad, A = act/select, B = back/cancel.
# Key codes index the board file's button list, in this order.
UP = 0
DOWN = 1
LEFT = 2
RIGHT = 3
A = 4
B = 5
NAMES = ("up", "down", "left", "right", "a", "b")

# Event kinds from the button driver.
PRESS = 0    # the button went down (after debounce)
RELEASE = 1  # it came up
LONG = 2     # held past the long-press time (sent once)
REPEAT = 3   # still held: auto-repeat, d-pad only

# What the keys do on every game's set-up page, said in the same words by each game
SETUP = "Up/down: choose a line, left/right: change it, A: start, B: back"

# The change of position a d-pad key means, as (dx, dy); (0, 0) for A and B.
DX = (0, 0, -1, 1, 0, 0)
DY = (-1, 1, 0, 0, 0, 0)
