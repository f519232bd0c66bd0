# The game's console commands, one line each, for `help` (core/app.py). Loaded only when
# `help` is typed and dropped right after: the text stays out of the Pico's RAM during play.
LINES = (
    "xd5: remove the stone on d5 (the opening); d5-d3: jump from d5 to d3 (over one or more)",
    "hint: the companion suggests a move; go: let the companion move after an undo",
    "record: the whole game in notation | where: the square under the cursor",
    "resign: the player to move resigns (on the grid: B with nothing picked asks first)",
)
