# Kawa's rules in short, for the console's `rules` (core/commands.py): loaded for that command
# only and dropped after. The whole rules: docs/rules/kawa.md.
LINES = (
    "2-4 colours; a 4x4 river of tiles flowing down (Straight, Left/Right Bend, Whirlpool).",
    "Each round: every colour puts its Starting tile on a free slot above the river.",
    "Then, last in order first, each colour swaps two touching tiles (the first: two swaps) and",
    "  flows down, one tile a row: on each tile every colour with petals there scores them, then",
    "  the flowing colour leaves a petal if it has one. A whirlpool is turned after its flow.",
    "End of round: petals back by Water Wheel place (3/2/1/0), the bottom row goes back on top",
    "  shuffled, the wheel turns. After 4 rounds the highest score wins.",
)
