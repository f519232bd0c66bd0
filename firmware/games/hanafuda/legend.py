# Hanafuda's keys and lights in words (issue 47): each screen's lights (the console's `legend`, which
# also shows them on the grid) and the keys, the one source of the players' rules page's part on the
# companion (docs/rules/hanafuda.md, made by host_tools/rulesdoc.py; a test checks it). A light is
# (its colours, its blink's other half or -1, "its colour in words: what it means"); several colours
# side by side are one kind of light in any of them. Loaded for `legend` and dropped after.
from ui import palette as P
from ui.palette import scale
from games.hanafuda import grid as V

ZERO = tuple(scale(c, 1, V.ZERO) for c in V.SEATS)   # a captured card worth nothing
LOST = tuple(scale(c, 1, 6) for c in V.SEATS)        # a seat that did not win the hand

SCREENS = ("the card map", "the score page", "the set-up page")

LIGHTS = (
    (
        (V.UNSEEN, -1, "dark grey (off on 16x16): a card in a hand or the draw stack"),
        (V.FIELD, -1, "pale grey: a card face up in the field"),
        (V.SEATS, -1, "a player's colour: a card that player captured (the player whose seat "
                      "blinks)"),
        (ZERO, -1, "a player's colour, dim: a card that player captured, worth nothing"),
        (V.OTHERS, -1, "grey: a card another player captured"),
        (P.WHITE, V.SEATS, "flickering white: the Storm Card, used as a wild card"),
        (V.SELECT, V.UNSEEN, "blinking yellow: the card picked as played or drawn"),
        (V.TARGET, V.FIELD, "blinking cyan: a field card the picked card may take"),
        (V.SEATS, V.FIELD, "four cells blinking in a player's colour: the 'ohana being declared, "
                           "and by whom"),
        (P.CURSOR, P.OFF, "blinking white (dark over a light card): the cursor"),
        (V.SEATS, P.OFF, "the seat column: every player's colour, P1 at the top; the one whose "
                         "captures the map lights blinks"),
        (LOST, -1, "a seat dim after a hand: it did not win the hand"),
        ((V.DEAL_STEP, V.HAND_STEP, V.DRAW_STEP, V.OVER_STEP), -1, "the seat column's last cell, "
                                                                   "the step: pink dealing, blue a "
                                                                   "card from the hand, cyan the "
                                                                   "draw, yellow the hand is over"),
        (V.GAUGE, -1, "white beside the map, the column next to it from the bottom on 8x8, the row "
                      "under it on 16x16: the gauge, the field cards marked while dealing, then the "
                      "draw stack left"),
        (V.SEATS, P.DIM, "16x16, under the map: a row per player, its captured points as a bar (a "
                         "cell per 20) and a white dot per hui (yellow past three); while dealing, "
                         "the dealing chart's two numbers"),
        (P.TEACH, P.OFF, "blinking periwinkle: a lesson's cards, or what long A lights: where A acts now"),
        (V.SEATS, -1, "a ring sweeping out and back, in the winner's colour: the game is over"),
    ),
    (
        (V.SEATS, -1, "the top row: the player's colour (a team: both)"),
        ((P.WHITE, P.DIM), -1, "the second row, this hand: the eight hui, white when held"),
        ((P.YELLOW, P.DIM), -1, "the second row, the running total: a yellow dot per hand played, "
                                "dim for those to come"),
        (P.GREEN, -1, "green digits: the score (this hand after the penalties, or the total)"),
        (P.RED, -1, "red digits: a score below zero (8x8: a red bar at the bottom right)"),
        (P.WHITE, -1, "8x8, the bottom row: a white dot per hundred"),
        (tuple(scale(c, 1, 2) for c in V.SEATS), -1, "16x16, the lower digits: the captured points, in "
                                                       "the player's colour (dimmer)"),
        (V.SEATS, -1, "a ring sweeping out and back, in the winner's colour: the game is over"),
    ),
    (
        (V.SEATS, -1, "the top row: a cell per player, in its colour"),
        ((V.SEATS[0], V.SEATS[2], P.DIM), -1, "the third row: the teams, P1+P3 beside P2+P4 (one dim "
                                              "cell: none)"),
        (V.SEATS, -1, "the fifth row: the dealer bright (a light running round: at random)"),
        (tuple(scale(c, 1, 8) for c in V.SEATS), -1, "the fifth row, dim: the players who do not deal"),
        (P.YELLOW, -1, "yellow, the seventh and eighth rows: a cell per hand to play"),
        ((P.TEACH, scale(P.TEACH, 1, 3)), -1, "periwinkle, top right, pulsing: Learn, the guided first "
                                              "hand (dim once learned)"),
        (scale(P.TEACH, 1, 6), -1, "dim periwinkle, top right: Learn, played through"),
        (P.WHITE, P.OFF, "the blinking marker at the left: the line the d-pad changes"),
    ),
)

KEYS = (
    ("the set-up page", "up/down: Learn, players, teams, dealer or hands; left/right: change it; "
                        "A: start; B: back to the menu"),
    ("the card map", "left/right: the next 'ohana (then the seat column), up/down: the four cards "
                     "of the 'ohana; each card is named as the cursor reaches it"),
    ("dealing", "A on a card marks it dealt to the field; A on a field card takes it back"),
    ("a turn", "A on the card played (or drawn) picks it; A on the field card it takes; A on the "
               "picked card again leaves it in the field; B cancels"),
    ("an 'ohana", "hold A on one of its cards; left/right: who declares; A: yes; B: no"),
    ("the seat column", "the cursor on a seat lights that player's captures on the map; A says them"),
    ("any time", "B: the score page (left/right: another player, up/down: this hand or the running "
                 "total); long A where it declares no 'ohana: what can be done now, lit; long B: "
                 "the menu (undo, redo)"),
    ("after a hand", "A: the next hand, its dealer chosen with left/right; at the end A offers a "
                     "rematch"),
)


def screen(v):
    """The screen the view shows now: an index into SCREENS."""
    if v.mode == V.M_SETUP:
        return 2
    return 1 if v.mode == V.M_SCORE else 0
