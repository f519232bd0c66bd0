# Hanafuda's rules in short, for the console's `rules` (core/commands.py): loaded for that command
# only and dropped after. The whole rules: docs/rules/hanafuda.md.
LINES = (
    "48 cards, 12 'ohana of 4, worth 20/10/5/0. Deal: hands and field by the number of players.",
    "A turn: play a card from the hand, then draw one; a card takes a field card of its 'ohana,",
    "  else it stays in the field. Mark it here: the card played first, then the card it takes.",
    "All four of an 'ohana in your hand and the field: declare it and take them (any time).",
    "The Storm Card (fern4) may take any field card; declaring its 'ohana at once blocks it.",
    "Score: your cards' points, minus 50 for every hui (3-card set) each other player holds.",
)
