# Ka Pai's guided first game (issue 47), as data for the lesson engine (ui/lesson.py): a real sheet
# from a teaching seed, the companion rolling for the table as always; the others at the table draw
# the same rolls on paper (one line says so). Seed 149 is the first seed (a search from 1 on the host)
# whose first five rolls offer a triangle three times (the first on the left die, the next two on the
# right: left/right is taught), then a double slash, then a slash. So three triangles at b5 c5 d5 make
# a group that also links the totems b6 and d4, two slashes side by side at e5 f5 and a third at g5
# make a slash group, and its bonus box is ticked: every rule of the page within five rolls. Ka Pai
# is long (40 cells): the lesson ends there, says so, and the sheet plays on as a real game (its end's
# A offers a new sheet as any Ka Pai game does: REAL is None).
# Loaded one step at a time and dropped.
#
# A step: (sentence, cells, accept, success line, reason, what it teaches[, presses])
#   sentence: at most 15 words, who acts, what to do and where (said when the step starts)
#   cells: what it is about, lit in the teaching cue: sheet cells ("c5"), the dice ("die1 die2"),
#     a bonus box ("box-t", on the bonus page)
#   accept: None (a step that only says: A goes on), an action ("roll", "draw c5 t", "bonus t"),
#     or a tuple of them ("*" first: any legal action, the rest what the skip plays)
#   success line: said when the step is done; reason: said for anything else (the step stays)
#   teaches: the sections of docs/rules/kapai.md (and SPECIAL plays) this step teaches
#   presses: what the grid shows to press (ui/lesson.py; games/konane/lesson.py says how they are
#     written): "A" the roll, "right A A@b5" the right die, then its cell on the sheet
from games.kapai.codes import N, OP_ROLL, OP_DRAW, OP_BONUS

SETUP = b"\x00\x00\x00\x95"   # seed 149 (above)
REAL = None                   # the lesson's sheet plays on; at its end A offers a new one
SPECIAL = ("groups", "double", "bonus boxes")
DONE = ("Lesson learned: the roll, drawing, doubles, groups, totems and bonus boxes. You need not "
        "finish: this sheet plays on as a real game (A to play on); when full, A offers a new one.")
_NOT_YET = "Read the step first: press A to go on."
_ROLL = "First the roll: A on the sheet rolls the dice."

STEPS = (
    ("Everyone: a sheet and pencil each; the grid is one sheet, totems lit; press A.",
     "b6 f6 d4 b2 f2", None, "", _NOT_YET, ("What you need",)),
    ("Goal: fill every free cell; groups, linked totems and bonus boxes score; press A.",
     "", None, "", _NOT_YET, ("The end and the score",)),
    ("You: press A to roll the two dice for the whole table.",
     "die1 die2", "roll", "Rolled for everyone: the others draw from these dice on paper.",
     _ROLL, ("A round", "Playing it on the companion"), "A"),
    ("You: draw the underlined triangle: A for the sheet, then A on c5.",
     "c5", "draw c5 t", "Your first symbol may go anywhere; each later one touches your symbols.",
     "This step draws the triangle at c5: the d-pad there, then A.", ("A round",), "A A@c5"),
    ("You: roll again with A; each round is one roll for the table.",
     "die1 die2", "roll", "The triangle is on the right die this time.", _ROLL, ("A round",), "A"),
    ("You: dice page (B): right picks the triangle, A, then draw it at b5.",
     "b5", "draw b5 t", "Each symbol after the first touches one you have drawn.",
     "On the dice page (B shows it) right picks the triangle; it goes at b5, beside c5.", ("A round",), "right A A@b5"),
    ("You: roll with A.",
     "die1 die2", "roll", "A triangle on the right die again.", _ROLL, ("A round",), "A"),
    ("You: dice page (B): pick the triangle, draw it at d5, three in a row.",
     "d5", "draw d5 t", "A group: circled at once, a triangle group scores 2 at the end.",
     "On the dice page (B shows it) right picks the triangle; it goes at d5, the third in the row.", ("groups",), "right A A@d5"),
    ("You: see your triangles link totems b6 and d4: 2 more points; press A.",
     "b6 b5 c5 d5 d4", None, "", _NOT_YET, ("The end and the score",)),
    ("You: roll with A.",
     "die1 die2", "roll", "A double: both dice show a slash, so everyone draws two.", _ROLL,
     ("A round",), "A"),
    ("You: a double goes side by side: A for the sheet, first slash at e5.",
     "e5 f5", "draw e5 x", "Now its twin, beside it.",
     "The first slash goes at e5, with f5 free beside it.", ("double",), "A A@e5"),
    ("You: the second slash goes beside the first, at f5.",
     "f5", "draw f5 x", "A double is drawn side by side, next to each other.",
     "The second slash goes beside the first: at f5.", ("double",), "A@f5"),
    ("You: roll with A.",
     "die1 die2", "roll", "A slash on the left die: one more makes a slash group.", _ROLL,
     ("A round",), "A"),
    ("You: draw the slash at g5: three slashes in a row.",
     "g5", "draw g5 x", "A slash group scores nothing itself: it ticks a bonus box.",
     "The slash goes at g5, the third in the row.", ("Groups and bonus boxes",), "A A@g5"),
    ("You: A ticks a triangle bonus box, the one blinking on the bonus page.",
     "box-t", "bonus t", "At the end each ticked box scores once per group of its kind.",
     "This step ticks a triangle box: up/down to the top row, then A.", ("bonus boxes",), "A"),
    ("You: the rest is rounds like these until the sheet is full; press A.",
     "", None, "", _NOT_YET, ("The end and the score",)),
)


def where(grid, g, name):
    """What a step lights, as the view draws it (grid.py): (x, y, LEDs a side)."""
    s = 2 if grid.w >= 16 and grid.h >= 16 else 1
    if name == "die1":
        return (7 * s, 0, s)
    if name == "die2":
        return (7 * s, 3 if s == 2 else 1, s)
    if name[:4] == "box-":   # the bonus page: a row per type, every other row; its first box
        return (2 * s, 2 * s * "tscx".index(name[4]), s)
    return (s * (ord(name[0]) - 97), s * (N - int(name[1:])), s)


def action(g, text):
    """A step's action in words ("roll", "draw c5 t", "bonus t") -> the action bytes."""
    w = text.split()
    if w[0] == "roll":
        return bytes((OP_ROLL,))
    if w[0] == "bonus":
        return bytes((OP_BONUS, "tscx".index(w[1])))
    c = w[1]
    return bytes((OP_DRAW, (N - int(c[1:])) * N + ord(c[0]) - 97, "tscx".index(w[2])))
