# Kōnane's rules in short, for the console's `rules` (core/commands.py): loaded for that command
# only and dropped after. The whole rules: docs/rules/konane.md.
LINES = (
    "Two players, Hibiscus (first) and Jasmine, on a full checkerboard of stones (8x8 by default).",
    "Opening: Hibiscus removes one of its stones from a centre square or a corner; Jasmine removes",
    "  one of its own beside that hole.",
    "Then each turn: one stone jumps over an opponent's stone next to it (not diagonally) into the",
    "  empty square beyond and captures it; it may jump again in the same direction, or stop.",
    "No capture, no move. Whoever cannot jump on their turn loses; there are no draws.",
)
