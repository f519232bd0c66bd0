# Ka Pai's rules in short, for the console's `rules` (core/commands.py): loaded for that command
# only and dropped after. The whole rules: docs/rules/kapai.md.
LINES = (
    "Everyone plays at once on a 7x7 sheet: 40 free cells, 5 totems. One roll of two dice for all.",
    "Two different symbols: draw one of them. A double: draw both, side by side if you can.",
    "First symbol anywhere; each later one beside one you drew (any free cell if none is).",
    "Three equal symbols in a line make a group: triangle 2, square 3, circle 4 points.",
    "A group of three slashes ticks a bonus box: boxes x groups of that kind at the end.",
    "Totems linked by chains of equal symbols: your largest set scores 2/4/7/12 for 2/3/4/5.",
    "The game ends when every cell is filled; highest total wins (tie: more bonus boxes).",
)
