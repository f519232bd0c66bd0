# Ka Pai's keys and lights in words (issue 47): each screen's lights (the console's `legend`, which
# also shows them on the grid) and the keys, the one source of the players' rules page's part on the
# companion (docs/rules/kapai.md, made by host_tools/rulesdoc.py; a test checks it). A light is (its
# colours, its blink's other half or -1, "its colour in words: what it means"); several colours side
# by side are one kind of light in any of them. Loaded for `legend` and dropped after.
from ui import palette as P
from games.kapai import grid as V

SCREENS = ("the sheet", "the dice page", "the bonus boxes", "the score page", "another player's total",
           "the set-up page")

_SYMS = "yellow, blue, green, pink: a triangle, square, circle, slash"
# the end: the winners' ring in their sheets' colours (words.COLOURS: the players'), grey when no
# one won (a sheet alone short of the top rating)
END = (P.PLAYERS + (P.GREY,), -1, "a ring sweeping out and back: the game is over, in the winners' "
                                  "colours (this sheet red), grey when no one won")

LIGHTS = (
    (
        (P.OFF, -1, "dark: a cell nobody draws in"),
        (V.FREE, -1, "grey: a free cell"),
        (V.CAN, -1, "light grey: a free cell the symbol may go in now"),
        (V.TOTEM, -1, "white: a totem"),
        (V.LOOSE, -1, "dim olive, navy, deep green, dusty rose: a triangle, square, circle, slash not in a "
                      "group (16x16: its shape in the 2x2 cell)"),
        (V.SYM, -1, "bright " + _SYMS + ": circled in a group"),
        (V.CHOSEN, V.SYM, "blinking white: the group A circles"),
        (P.CURSOR, P.OFF, "blinking white (dark over a light cell): the cursor"),
        (V.SYM, -1, "the column beside the sheet: the two dice's symbols, the one A draws bright"),
        (P.WHITE, P.OFF, "the dice blinking white: A rolls them"),
        (V.TEACH, P.OFF, "blinking blue: a lesson's cells, or what long A lights: where A acts now"),
        END,
    ),
    (
        (V.SYM, -1, "the symbols' colours: the two dice as their shapes, die A left, die B right"),
        (P.WHITE, P.OFF, "white under a die (blinking): the symbol A draws; both: a double"),
    ),
    (
        (V.SYM, -1, "a group's colour, at the left: its row, triangle, square, circle, slash from the top"),
        (V.SYM, -1, "a group's colour, in its row: a marked bonus box"),
        (V.FREE, -1, "grey: a free bonus box"),
        (P.WHITE, P.OFF, "blinking white: the box A marks; white at the right: the row chosen"),
    ),
    (
        (P.WHITE, -1, "white digits: the sheet's total (green at the end: it wins; orange: another "
                      "sheet does)"),
        ((P.GREEN, P.ORANGE), -1, "green or orange digits: the total at the end, a win or not"),
        (V.SYM, -1, "a group's colour, under the total: a marked bonus box (16x16, right of the "
                    "boxes: a dot per group made)"),
        (V.FREE, -1, "grey: a free bonus box"),
        END,
    ),
    (
        (P.CYAN, P.OFF, "cyan digits: another player's total being entered"),
        (P.WHITE, -1, "white cells: their bonus boxes (grey: none)"),
        (V.FREE, -1, "grey: a bonus box not counted"),
        END,
    ),
    (
        ((V.FREE, V.TOTEM), -1, "the empty sheet: free cells grey, totems white"),
        (P.GREEN, P.OFF, "blinking green at the right: A starts a sheet"),
        ((V.TEACH, P.scale(V.TEACH, 1, 3)), -1, "blue, bottom right, pulsing: Learn, the guided first "
                                                "game (dim once learned)"),
        (P.scale(V.TEACH, 1, 6), -1, "dim blue, bottom right: Learn, played through"),
        (P.CURSOR, P.OFF, "blinking white on Learn: Learn is the line chosen"),
    ),
)

KEYS = (
    ("the set-up page", "A: start a sheet; up: Learn, the guided first game; B: back to the menu"),
    ("the sheet", "d-pad: move the cursor; A rolls the dice, then A on a cell draws the symbol there"),
    ("two different symbols", "B: the dice page; left/right there: which symbol; A or B: back"),
    ("a choice of groups", "the d-pad picks the group (blinking white); A circles it"),
    ("a slash group", "up/down: a group type's bonus box; A marks it"),
    ("any time", "B: the score page (the total, the bonus boxes); long A: what can be done now, lit "
                 "(A acts as it goes down, so a long A first does what A does); long B: the menu"),
    ("the end", "A: another player's total (up/down 1, left/right 10, A, their bonus boxes, A); "
                "on the sheet A offers a rematch"),
)


def screen(v):
    """The screen the view shows now: an index into SCREENS."""
    g = v.ctx.game
    if g is None:
        return 5
    m = v.mode
    if m == V.M_TOTAL:
        return 4
    if m == V.M_INFO:
        return 3
    if m == V.M_DICE:
        return 1
    return 2 if g.phase == 3 else 0   # rules.PH_BONUS: the bonus boxes' page
