# 'Aina in codes: the board's size and cell names, the action kinds, the set-up modes, the phases,
# the seats for a number of players and a Space Card's text. rules.py plays by them; its words
# (words.py) and moves.py read them here, so that nothing below rules.py imports it back. Last, the
# view's modes and the colours both grid.py and page.py draw with (page.py cannot import grid.py,
# which imports it).
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from ui import palette
from games.aina import deck

SIDE = const(6)
CELLS = const(36)
NONE = const(0xFF)

CELL = const(1)
LAYOUT = const(2)
DRAW = const(3)
FLIP = const(4)
LOCK = const(5)
BONUS = const(6)
END = const(7)
AKUA = const(8)
PASS = const(9)

DIGITAL = const(0)
TABLE = const(1)

# Phases: what the game waits for.
P_LAYOUT = const(0)  # table entry of the layout
P_DRAW = const(1)    # table entry of the turn's Time Cards
P_FLIP = const(2)    # the move's flip
P_AFTER = const(3)   # after a flip: lock a row or end the move
P_BONUS = const(4)   # a lock owes its bonus flip
P_EVENT = const(5)   # Cosmic Event: choose an akua path or pass
P_OVER = const(6)

ROUNDS = const(4)
TURNS = const(4)
MOVES = const(4)
MAX_PLAYERS = const(24)

# (dx, dy) for the akua directions; locks use the first two (right, down).
DX = (1, 0, -1, 0)
DY = (0, 1, 0, -1)
DIR_TEXT = ("east", "south", "west", "north")


def seats_for(players):
    """Seats at the table: each player, or for 7+ players teams of two (three past 12), at most 6."""
    if players <= 6:
        return players
    return min(6, (players + 1) // 2)


def cell_name(c):
    # files a-f from the left, ranks 1-6 from the bottom (games/cells.py): a6 is the top-left card
    return "abcdef"[c % SIDE] + str(SIDE - c // SIDE)


def parse_card(text):
    """'rI N*' -> (symbol, wao, starter); raises ValueError on a bad deck entry."""
    text = text.strip()
    sym = deck.SYM_TEXT.index(text[:2])
    wao = deck.WAO_LETTERS.index(text[3])
    return sym, wao, 1 if text.endswith("*") else 0


# Modes of the view on top of the game's phase.
M_BOARD = const(0)
M_LOCK = const(1)     # choosing a row and its tokens
M_EDIT = const(2)     # table entry: editing one cell
M_PAGE = const(3)     # the Time Card page
M_TOKENS = const(4)   # the token page: how many tokens each card holds

# Colours the board and the pages share (palette names, and the few 'Āina-only ones; grid.py has
# the board's own).
# The wao (also the resources): green, purple, orange, blue, chosen so that every pair stays apart for
# protanopes, deuteranopes and tritanopes too (issue 18): the green is a light spring green and the
# purple a lavender, lighter than the orange and the blue, which they resemble to a dichromat.
# At the floor of 15 (issue 48) the green is a shade darker, away from the picked card's yellow
# for a deuteranope and under the cursor's "light" line (palette.light), so the cursor over an
# unlocked green card is white, not dark beside its dark half; the blue a shade darker, away from
# the lavender for a protanope at 5 %.
WAO_COL = (0x00CFA0, 0xC080FF, palette.ORANGE, 0x0000CF)
SEAT_COL = palette.PLAYERS + (palette.PINK, palette.CYAN)
RED_CARD = palette.RED
WHITE_CARD = palette.WHITE
MARK_COL = (palette.GREEN, palette.YELLOW, palette.BLUE, palette.PURPLE)  # I X O 8


# the cards long A lights, blinking (core/app.py GameScreen.light, what.py can): a deep purple, 15
# CIEDE2000 or more from every card it is drawn over, for every vision checked, at both brightness
# points (host_tools/lights.py; the palette's magenta came within 5.4 of Kauhale's orange to a
# tritanope, and the lighter 800080 within 12.4 of Kai's blue to a protanope: issue 48)
OPTIONS = const(0x600060)
# its lesson's cue and its set-up page's Learn light (ui/lesson.py reads lesson.TEACH): a pale
# lilac; the palette's periwinkle came within 3 of Mala'ai's lavender to a protanope, and the pale
# pink it was (FFC0FF) within 11.5 of the picked card's and the X mark's yellow to a tritanope
LESSON = const(0xE7C8F7)


def sym_col(s):
    return RED_CARD if s < 4 else WHITE_CARD
