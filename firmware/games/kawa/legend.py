# Kawa's keys and lights in words (issue 47): each screen's lights (the console's `legend`, which also
# shows them on the grid) and the keys, the one source of the players' rules page's part on the
# companion (docs/rules/kawa.md, made by host_tools/rulesdoc.py; a test checks it). A light is (its
# colours, its blink's other half or -1, "its colour in words: what it means"); several colours side
# by side are one kind of light in any of them. Loaded for `legend` and dropped after.
from ui import palette as P
from games.kawa import grid as V
from games.kawa.codes import TEACH, OPTIONS

SCREENS = ("the river", "the scores (8x8)", "the river as laid", "the set-up page")

LIGHTS = (
    (
        ((V.WATER, V.WATER_BIG), -1, "teal: a tile's flow line (8x8: a straight tile a full 2x2 "
                                     "block, a left bend a / diagonal, a right bend a \\ diagonal; "
                                     "16x16: the tile's middle column and one LED below, by where it "
                                     "sends the flow)"),
        ((V.WHIRL, V.WHIRL_BIG), -1, "lavender: a whirlpool's flow line, drawn the way it points"),
        (V.HUES, -1, "red, blue, yellow, pink: a colour's path through the river before it flows, "
                     "or its Starting tile on the slot row above the river"),
        (V.HUES, P.OFF, "the path's colour, blinking: the tile it flows into next (white: the "
                        "double petal is chosen)"),
        (V.PETALS, -1, "a colour faint, full or pale, in its own cell of a tile (Red top-left, Blue "
                       "top-right, Yellow and Pink below): that colour's petals there, 1, 2, or 3 and "
                       "more"),
        (V.PETALS[1], V.WHITE, "flashing white: a double petal"),
        (V.DIM, -1, "dim (16x16): a free starting slot"),
        (P.CURSOR, P.OFF, "white corners, turning: the cursor; the picked tile's rim flashes its "
                          "colour and white"),
        (V.HUES, -1, "16x16, a colour a column right of the river: the score bars, scaled to the "
                     "leader (the active colour's blinks)"),
        ((V.WHITE, V.OK, V.DIM), -1, "the bottom row's left four: the rounds, white played, green "
                                     "now, dim to come; then the phase, the active colour and "
                                     "(16x16) the petal chosen"),
        (TEACH, P.OFF, "blinking green: a lesson's tiles"),
        (OPTIONS, P.OFF, "blinking pale mint (dark over a light line or petal): what long A lights: where A acts now"),
        (V.HUES, P.OFF, "the winners' colours along the bottom, and a ring sweeping out and back: "
                        "the game is over"),
    ),
    (
        (V.HUES, -1, "each colour's, every other row: its score bar, scaled to the leader; the "
                     "active colour's blinks"),
        (V.DIM, -1, "dotted dim grey: the rest of a score bar, to its full length"),
        ((V.WHITE, V.OK, V.DIM), -1, "the bottom row's left four: the rounds, white played, green "
                                     "now, dim to come"),
        ((V.WATER, V.WHIRL), -1, "the bottom row, column 6: teal while the colours flow, lavender "
                                 "while petals go back"),
        (V.HUES, -1, "the bottom row's last LED: the active colour"),
    ),
    (
        ((V.WATER, V.WHIRL), -1, "teal and lavender: each tile as laid (its shape: straight, left "
                                 "bend, right bend; lavender a whirlpool)"),
        (P.CURSOR, P.OFF, "white corners, turning: the cursor"),
        (V.OK, P.OFF, "the top row blinking green: above the river, where A starts the game"),
    ),
    (
        (V.HUES, -1, "the second row: the colours that play"),
        ((V.HUES[0], V.HUES[2], V.DIM), -1, "the fourth row: double-weaving, Red and Yellow beside "
                                             "Blue and Pink (one dim LED: off)"),
        ((V.WATER, V.WHIRL), -1, "teal and lavender, two rows: a dealt river; one teal row: the "
                                 "river laid on the table"),
        ((TEACH, P.scale(TEACH, 1, 3)), -1, "green, top right, pulsing: Learn, the guided first round "
                                            "(dim once learned)"),
        (P.scale(TEACH, 1, 6), -1, "dim green, top right: Learn, played through"),
        (V.WHITE, P.OFF, "the blinking marker at the left: the line the d-pad changes"),
    ),
)

KEYS = (
    ("the set-up page", "up/down: Learn, colours, double-weaving or river; left/right: change it; "
                        "A: start; B: back to the menu"),
    ("Starting tiles", "left/right: a free slot; A: place the Starting tile"),
    ("swaps", "d-pad: move the cursor; A picks a tile, A on a tile beside it swaps them; A on the "
              "picked one again or B: put it back"),
    ("a flow", "up/down: a single or the double petal; A: flow into the next tile"),
    ("a whirlpool", "the d-pad's left, down or right turns it"),
    ("the returns", "A on a tile takes a petal back (with both kinds there: A a single, up the double)"),
    ("any time", "B: the scores (16x16: said on the console); long A: what can be done now, lit "
                 "(a short A acts as it comes up); long B: the menu"),
    ("the river as laid", "d-pad: move; A changes the tile (S L R W); above the river A starts; "
                          "B: the set-up page"),
    ("the end", "A: a rematch, the same colours, a new deal, asked on the grid"),
)


def screen(v):
    """The screen the view shows now: an index into SCREENS."""
    if v.mode == 0:   # codes.M_SETUP
        return 3
    if v.mode == 1:   # codes.M_TABLE
        return 2
    return 1 if v.info and not v.big else 0
