# The game's console commands, one line each, for `help` (core/app.py). Loaded only when
# `help` is typed and dropped right after: the text stays out of the Pico's RAM during play.
LINES = (
    "table LSSR...: start from the river as laid, 16 letters S L R W, row by row",
    "colours 2-4: on the set-up page, how many colours play",
    "river: the river as text; score: the scores; tile b3: what lies on a tile (a4 the Start's left)",
    "where: what lies under the cursor",
)
