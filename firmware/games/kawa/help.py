# Kawa's lines for the console's `help` (core/app.py: registry.help_lines) and `rules`
# (core/commands.py: registry.howto_lines), loaded for that command only and dropped after; apart
# from words.py, which the cursor loads at every step (its line under the cursor). The whole rules:
# docs/rules/kawa.md.
HELP = (
    "table LSSR...: start from the river as laid, 16 letters S L R W, row by row",
    "colours 2-4: on the set-up page, how many colours play",
    "river: the river as text; score: the scores; tile b3: what lies on a tile (a4 the Start's left)",
    "where: what lies under the cursor",
)

HOWTO = (
    "2-4 colours; a 4x4 river of tiles flowing down (Straight, Left/Right Bend, Whirlpool).",
    "Each round: every colour puts its Starting tile on a free slot above the river.",
    "Then, last in order first, each colour swaps two touching tiles (the first: two swaps) and",
    "  flows down, one tile a row: on each tile every colour with petals there scores them, then",
    "  the flowing colour leaves a petal if it has one. A whirlpool is turned after its flow.",
    "End of round: petals back by Water Wheel place (3/2/1/0), the bottom row goes back on top",
    "  shuffled, the wheel turns. After 4 rounds the highest score wins.",
)
