# 'Āina's keys and lights in words (issue 47): each screen's lights (the console's `legend`, which
# also shows them on the grid) and the keys, the one source of the players' rules page's part on the
# companion (docs/rules/aina.md, made by host_tools/rulesdoc.py; a test checks it). A light is
# (its colours, its blink's other half or -1, "its colour in words: what it means"); several colours
# side by side are one kind of light in any of them. Loaded for `legend` and dropped after.
from ui import palette as P
from ui.palette import scale
from games.aina import grid as V
from games.aina.codes import WAO_COL, SEAT_COL, MARK_COL, RED_CARD, WHITE_CARD
from games.aina.codes import OPTIONS as TEACH, LESSON

TOK_COL = (P.GREY, P.WHITE)   # the token page: a card with 1 token, with 2 (page.py TOK_COL)

SCREENS = ("the board", "the Time Card page", "the token page", "a Time Card's entry", "the set-up page")

# the turn's Time Cards already played: a sixth of their light (grid.py draw_ring, page.py draw_page)
PLAYED = (scale(RED_CARD, 1, 6), scale(WHITE_CARD, 1, 6)) + tuple(scale(c, 1, 6) for c in MARK_COL)

LIGHTS = (
    (
        (V.NEG, -1, "dim grey: a negative card (face down)"),
        (V.FLIP, -1, "dim cyan: a negative card the move's Time Card (or a bonus flip) lets you flip"),
        (WAO_COL, -1, "green, lavender, orange, blue: a positive card of Nahele, Mala'ai, Kauhale, Kai"),
        (WAO_COL, V.NEG, "8x8, blinking grey: a positive card with no token (it flips back at the "
                         "next Cosmic Event)"),
        (WAO_COL, P.OFF, "16x16, a card's four LEDs: its wao top-left and bottom-right; a token on "
                         "each of the other two, in its resource's colour (dark while free)"),
        (WAO_COL, V.MISMATCH, "8x8, blinking red: a token on a card of another resource (lost at "
                              "the next event)"),
        (V.PATH, -1, "white: an akua path card (pohaku)"),
        (V.PATH, WAO_COL, "white blinking with a wao colour: the card that akua stands on"),
        (P.SELECT, WAO_COL, "yellow blinking: the row being locked, an akua's start cards or its path"),
        (P.CURSOR, P.OFF, "blinking white (dark over a light card): the cursor"),
        ((RED_CARD, WHITE_CARD), MARK_COL, "the top row, in pairs: the turn's four Time Cards, the "
                                            "card's colour (red or white) and its mark (I green, X "
                                            "yellow, O blue, 8 purple); played ones dim, the current "
                                            "one blinks"),
        (PLAYED, -1, "the top row, dim: the Time Cards played this turn"),
        (SEAT_COL, -1, "the left column: the seat playing, in its row (P1 at the top) and colour"),
        (P.GREY, -1, "grey, the right column's top four: the turns of the round; the bottom row's "
                     "left four: the rounds (the current one blinks)"),
        (P.YELLOW, P.OFF, "blinking yellow, right column, row 7: a bonus flip is owed"),
        (P.PURPLE, P.OFF, "blinking purple, right column, row 7: a Cosmic Event"),
        (WAO_COL, -1, "the bottom row's right four: the akua not used yet, in their colours"),
        (TEACH, P.OFF, "blinking deep purple: what long A lights: where A acts now"),
        ((P.YELLOW, P.GREY), -1, "a ring sweeping out and back: the game is over, yellow when the "
                                 "table won, grey when it lost"),
    ),
    (
        ((RED_CARD, WHITE_CARD), -1, "red or white marks, a quadrant each: the turn's four Time "
                                     "Cards (I, X, O, 8 as shapes); played ones dim, the current "
                                     "one blinks"),
        (PLAYED[:2], -1, "dim marks: the Time Cards played this turn"),
    ),
    (
        (P.OFF, -1, "dark: a card with no token (or an akua path card)"),
        (TOK_COL[0], -1, "grey: a card with one token"),
        (TOK_COL[1], -1, "white: a card with two tokens"),
    ),
    (
        ((RED_CARD, WHITE_CARD), -1, "the big mark in the middle: the Time Card being entered, red "
                                     "or white"),
        ((RED_CARD, WHITE_CARD), MARK_COL, "the top row, in pairs: the Time Cards drawn this turn"),
        (SEAT_COL, -1, "the left column: the seat drawing"),
    ),
    (
        (P.WHITE, -1, "white digits: the number of players"),
        (WAO_COL, -1, "the bottom row in the four wao colours: a digital deal"),
        (P.WHITE, -1, "the bottom row white: table entry (you enter the layout and the Time Cards)"),
        (P.CURSOR, P.OFF, "the blinking bar: the line the d-pad changes"),
        ((LESSON, scale(LESSON, 1, 3)), -1, "pale lilac, top right, pulsing: Learn, the guided first "
                                              "round (dim once learned; blinking white: chosen)"),
        (scale(LESSON, 1, 6), -1, "dim pale lilac, top right: Learn, played through"),
    ),
)

KEYS = (
    ("the set-up page", "up/down: Learn, players or deal; left/right: change it; A: start (on Learn: "
                        "the lesson); B: back to the menu"),
    ("a move's flip", "d-pad: move the cursor; A: flip the card (it must show the Time Card's symbol)"),
    ("after a flip", "A on a positive card: choose a row of four through it to lock; hold A: end the move"),
    ("locking", "left/right: another row through the card; up/down: other token choices; A: lock; B: cancel"),
    ("a bonus flip", "A flips any negative card"),
    ("a Cosmic Event", "the d-pad chooses an akua (or pass), A; then A on its start card; then the "
                       "d-pad picks the direction, A confirms; B goes back a step"),
    ("table entry: the layout", "A on a card opens it: up/down the Time symbol, left/right the wao, A "
                                "enters it (hold A: a Starter card), B cancels; hold A when all 36 are in"),
    ("table entry: a Time Card", "up/down: red or white; left/right: the mark; A enters it; B: the "
                                 "turn's cards so far"),
    ("any time", "B: the Time Card page, B again: the token page, any other key: back; long A where "
                 "it has no other use: what can be done now, lit; long B: the menu (undo, redo)"),
    ("the end", "A: a rematch with the same players and deal, a new shuffle, asked on the grid"),
)


def screen(v):
    """The screen the view shows now: an index into SCREENS."""
    g = v.ctx.game
    if g is None:
        return 4
    if v.mode == 3:   # codes.M_PAGE
        return 1
    if v.mode == 4:   # codes.M_TOKENS
        return 2
    return 3 if g.phase == 1 else 0   # rules.P_DRAW: a Time Card's entry
