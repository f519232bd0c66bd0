# 'Āina's rules in short, for the console's `rules` (core/commands.py): loaded for that command
# only and dropped after. The whole rules: docs/rules/aina.md.
LINES = (
    "Cooperative: turn all 36 cards of the 6x6 land positive by the end of round 4, or all lose.",
    "A turn: draw 4 Time Cards; each move flips a negative card showing that symbol (none: skip).",
    "After a flip, 4 positive cards in a line may be locked with your tokens (your own matching",
    "  tokens first; 2 tokens a card at most); each lock earns a bonus flip of any negative card.",
    "After each round, the Cosmic Event: an unused akua may make a path (its cards turn positive",
    "  for good); then unlocked cards flip back and tokens on the wrong resource are lost.",
    "Round 4 may also lock with tokens from the Resources Bank.",
)
