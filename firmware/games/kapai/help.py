# The game's console commands, one line each, for `help` (core/app.py). Loaded only when
# `help` is typed and dropped right after: the text stays out of the Pico's RAM during play.
LINES = (
    "roll: roll the two dice",
    "draw d5 [t|s|c|x]: draw a symbol (a7 is the top-left; the symbol when the dice differ)",
    "group d5 across|down: circle the group starting there, when there is a choice",
    "bonus t|s|c|x: mark a bonus box for triangle, square, circle or slash groups",
    "where: the cell under the cursor",
    "sheet: print the sheet (t s c x, upper case circled, @ totem, # dark)",
    "score: the score so far, part by part, and the solo rating",
    "total POINTS BOXES: another player's total and bonus boxes, at the end (winner, tie rule)",
)
