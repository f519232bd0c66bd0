# Kōnane's keys and lights in words (issue 47): each screen's lights (the console's `legend`, which
# also shows them on the grid) and the keys, the one source of the players' rules page's part on the
# companion (docs/rules/konane.md, made by host_tools/rulesdoc.py; a test checks it). A light is
# (its colours, its blink's other half or -1, "its colour in words: what it means"); several colours
# side by side are one kind of light in any of them. Loaded for `legend` and dropped after.
from ui import palette as P
from games.konane import grid as V

SCREENS = ("the board", "the set-up page")

LIGHTS = (
    (
        (V.C_PIECE[0], -1, "red: a Hibiscus stone that can move (Hibiscus's turn)"),
        (V.C_PIECE[1], -1, "pale yellow: a Jasmine stone that can move (Jasmine's turn)"),
        (V.C_IDLE[0], -1, "dim red: a Hibiscus stone that cannot move now"),
        (V.C_IDLE[1], -1, "dim yellow: a Jasmine stone that cannot move now"),
        (P.OFF, -1, "dark: an empty square"),
        (V.C_LAST, -1, "blue: the square the last move started from"),
        ((V.C_IDLE[0], V.C_IDLE[1]), V.C_LAST, "blinking blue: the stone the last move landed with"),
        (V.C_SELECT, -1, "yellow: the picked stone"),
        (V.C_TARGET, -1, "cyan: a square the picked stone may land on"),
        (V.C_PIECE[0], V.C_HINT, "blinking green: the hint's two squares (long A asks for one)"),
        (V.C_PIECE, P.OFF, "blinking dark: your stones, at your first turn against the companion"),
        (P.CURSOR, P.OFF, "blinking white (dark over a pale stone): the cursor"),
        (V.C_IDLE, -1, "dim red or dim yellow, beyond a dark ring (where there is room): the frame, "
                       "in the colour of the side to move"),
        (P.TEACH, P.OFF, "blinking periwinkle: a lesson's squares, or what `options` lights: the stones "
                         "that can move"),
        (V.C_PIECE, -1, "a ring sweeping out and back, in the winner's colour: the game is over"),
    ),
    (
        (P.WHITE, -1, "white digits: the board's size"),
        (P.REFUSED, -1, "red digits: a size too big for this grid"),
        (V.C_PIECE, -1, "red and pale yellow, under the digits: who plays, Hibiscus left, Jasmine right"),
        (P.PURPLE, -1, "purple, under the digits: the side the companion plays"),
        (P.ORANGE, -1, "orange, the next row: the companion's level, 1 to 4"),
        (P.DIM, -1, "dim grey, the same row: the levels above the chosen one"),
        (P.UNAVAILABLE, -1, "dark grey, the same row: no level (two players)"),
        ((P.TEACH, P.scale(P.TEACH, 1, 3)), -1, "periwinkle, top right, pulsing: Learn, the guided first "
                                                "game (dim once learned)"),
        (P.scale(P.TEACH, 1, 6), -1, "dim periwinkle, top right: Learn, played through"),
        (P.scale(P.GREEN, 1, 6), -1, "dim green, the bottom row: Puzzles, positions to solve "
                                     "(left/right: which, A: open it)"),
        (P.CURSOR, P.OFF, "blinking white at the right edge: the line the d-pad changes"),
    ),
)

KEYS = (
    ("the set-up page", "up/down: Learn, size, mode, level or Puzzles; left/right: change it; "
                        "A: start (on Learn: the lesson; on Puzzles: the puzzle); B: back to the menu"),
    ("the board", "d-pad: move the cursor; A on a stone that can move: pick it (its landing squares "
                  "light up), A on one of them: jump; A on the picked stone again, or B: put it back"),
    ("the opening", "A on a lit stone picks it, A again removes it"),
    ("long A", "a hint: its two squares blink green and the cursor goes to its stone"),
    ("B with nothing picked", "B again within 2 s asks whether the side to move resigns"),
    ("the end", "A: a rematch with the same settings, asked on the grid"),
    ("any time", "long B: the menu (undo, redo, another game)"),
)


def screen(v):
    """The screen the view shows now: an index into SCREENS."""
    return 1 if v.setup_page else 0
