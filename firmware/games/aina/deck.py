# 'Āina game data: the ONE place an owner of the real game corrects the pieces.
# The published card list could not be found (see docs/rules/aina.md), so the Space Card
# deck below is a reconstruction that keeps the stated counts: 9 cards of each wao, every Time
# symbol on 4 or 5 cards, one Starter Card per wao. rules.py reads only these names.

# Wao and their resources, in the order the rules use as indexes 0..3 (a token of resource r
# matches a card of wao r).
WAO = ("Nahele", "Mala'ai", "Kauhale", "Kai")
RESOURCE = ("raindrop", "kalo", "people", "fish")
RES_LETTER = "rkpf"  # one letter per resource for the console

# Time symbols: index = colour * 4 + mark (colour r red, w white; marks I X O 8).
SYM_TEXT = ("rI", "rX", "rO", "r8", "wI", "wX", "wO", "w8")


def sym_words(s):
    """A Time symbol as players say it ("red 8"); SYM_TEXT's codes are the console's commands'."""
    return ("red " if s < 4 else "white ") + "IXO8"[s & 3]

# The 36 Space Cards, comma-separated: "<time symbol> <wao letter>[*]", * = Starter Card (begins
# positive). Wao letters: N Nahele, M Mala'ai, H Kauhale (hale), K Kai. (One string, not 36: on the
# Pico each short string would stay interned for good.)
SPACE_CARDS = (
    "rI N*, rX N,  rO N,  r8 N,  wI N,  wX N,  wO N,  w8 N,  rI N,"
    "rX M*, rO M,  r8 M,  wI M,  wX M,  wO M,  w8 M,  rI M,  rX M,"
    "rO H*, r8 H,  wI H,  wX H,  wO H,  w8 H,  rI H,  rX H,  rO H,"
    "r8 K*, wI K,  wX K,  wO K,  w8 K,  rI K,  rX K,  rO K,  r8 K"
)
WAO_LETTERS = "NMHK"

# Time Cards: this many of each of the 8 symbols (64 in all = 4 rounds x 4 turns x 4 moves).
TIME_COPIES = 8

# Crystal pohaku: the total length of all akua paths (the akua's own card takes none).
POHAKU = 24

# Each akua's path: (start resource, end resource), indexed by wao.
AKUA_PATH = ((0, 1), (1, 2), (2, 3), (3, 0))

# Tokens dealt per player as raindrop, kalo, people, fish, by number of seats (players, or teams
# for 7+). 2-4 are the rulebook's examples; 5 and 6 are this companion's rule (see README.md).
# Whatever is not dealt (12 of each resource in all) starts in the Resources Bank.
TOKENS_EACH = 12
# bytes: 4 a seat, one seat after the other.
DEALS = {
    2: bytes((0, 6, 6, 12,  12, 6, 6, 0)),
    3: bytes((9, 3, 4, 0,  0, 9, 4, 3,  3, 0, 4, 9)),
    4: bytes((0, 6, 3, 3,  6, 3, 3, 0,  3, 3, 0, 6,  3, 0, 6, 3)),
    5: bytes((6, 3, 0, 1,  0, 6, 3, 1,  0, 0, 6, 3,  0, 3, 0, 6,  6, 0, 3, 0)),
    6: bytes((4, 2, 0, 0,  0, 4, 2, 0,  0, 0, 4, 2,  2, 0, 0, 4,  4, 0, 2, 0,  0, 4, 0, 2)),
}
