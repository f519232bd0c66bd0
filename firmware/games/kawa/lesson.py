# Kawa's guided first game (issue 47), as data for the lesson engine (ui/lesson.py): Red and Blue
# (two colours, places 1 and 3 on the Water Wheel) play the first round of a real game on a river
# they lay on the table from the lesson's letters (the set-up's table entry). The river, the
# Starting slots and the swaps were found by search on the host (every river of the basic tiles,
# slots a and c, every pair of swaps): Blue's flow wraps round the river's sides and ends in a
# whirlpool's row, Blue turns it, Red's one swap moves it (petals go with their tiles) and Red's
# flow enters one of Blue's petals, so Blue scores. Both colours have acted by the 6th step; the
# lesson ends at round 2 (returns taught, the river moved on, the wheel turned): the game need not
# be played to its end, it plays on as a real one. Loaded one step at a time and dropped.
#
# A step: (sentence, cells, accept, success line, reason, what it teaches)
#   sentence: at most 15 words, who acts, what to do and where (said when the step starts)
#   cells: the tiles it is about, lit in the teaching cue ("c4 c3"; rank 5: a Starting slot)
#   accept: None (a step that only says: A goes on), an action in the notation of action() below,
#     or a tuple of them (one of a set; "*" first: any legal action, the rest what the skip plays)
#   success line: said when the step is done; reason: said for anything else (the step stays)
#   teaches: the sections of docs/rules/kawa.md (and SPECIAL plays) this step teaches

# two colours, the river as laid on the table: RSRR LLSR WLLL RSWS from the River's Start (the
# seed only shuffles the returning row)
SETUP = b"\x02\x02\x00\x00\x00\x07RSRRLLSRWLLLRSWS"
REAL = b"\x02\x00\x00\x00\x00\x07"   # what the lesson offers after: a dealt river, the same colours
SPECIAL = ("whirlpool", "returns")
from games.kawa.codes import TEACH   # the cue's colour: Kawa's own (codes.py says why)
DONE = ("Lesson learned: the river, petals, swaps, flows, whirlpools, returns and the wheel. "
        "Play on: rounds 2 to 4 are a real game.")
_NOT_YET = "Read the step first: press A to go on."
_ROUND = "A round (the game is 4 rounds)"

STEPS = (
    ("All: lay 16 tiles, top row first: RSRR LLSR WLLL RSWS. Then press A.",
     "", None, "", _NOT_YET, ("The river",)),
    ("All: S straight, L bends left, R bends right, W whirlpool pointing down; press A.",
     "a2 c1", None, "", _NOT_YET, ("The river",)),
    ("Goal: most points after 4 rounds; petals score each time a flow passes. Press A.",
     "", None, "", _NOT_YET, ("The end",)),
    ("All: Red and Blue take 6 petals, a double and a Starting tile; press A.",
     "", None, "", _NOT_YET, ("The players",)),
    ("Red: first on the Water Wheel, place your Starting tile on slot a: A.",
     "a5", "start a", "Red's Starting tile is on slot a; Blue, third on the wheel, next.",
     "Red puts its Starting tile on the lit slot, a: press A.", ("The players", _ROUND)),
    ("Blue: press Right to slot c, then A for your Starting tile.",
     "c5", "start c", "Both Starting tiles are down. The flows go last on the wheel first.",
     "Blue's Starting tile goes on the lit slot, c: Right, then A.", (_ROUND,)),
    ("Blue: you flow first, so you swap twice: A on c4, then A on c3.",
     "c4 c3", ("c4-c3", "c3-c4"), "Swapped: tiles keep their petals and their direction.",
     "Blue's first swap is the lit pair: A on c4, then Down and A on c3.", (_ROUND,)),
    ("Blue: second swap: A on c4, then A on d4 beside it.",
     "c4 d4", ("c4-d4", "d4-c4"), "Blue's path is lit in blue: c4, d3, a2, a1.",
     "Blue's second swap is the lit pair: A on c4, then A on d4.",
     (_ROUND, "Playing it on the companion")),
    ("Blue: A flows into c4 and leaves a petal there.",
     "c4", "petal", "A Blue petal on c4: it scores whenever a flow enters c4.",
     "Blue presses A: a single petal on c4.", (_ROUND,)),
    ("Blue: A again: the right bend sends you down to d3.",
     "d3", "petal", "A petal on d3.", "Blue presses A: a petal on d3.", (_ROUND,)),
    ("Blue: d3 bends right off the edge; the sides join, so a2. A.",
     "d3 a2", "petal", "The sides join: off the right, in on the left.",
     "Blue presses A: the flow comes in at a2.", ("The river",)),
    ("Blue: a2 is a whirlpool: it sent you down; now press Left to turn it.",
     "a2", "turn left", "Turned: the next flow through a2 goes left.",
     "Blue turns the whirlpool left: press Left (it may not stay down).", ("whirlpool",)),
    ("Blue: A: your last petal, on a1 at the River's End.",
     "a1", "petal", "Blue's flow is done; Red flows now.", "Blue presses A: a petal on a1.",
     (_ROUND,)),
    ("Red: you swap once: A on a2, then A on a1 below it.",
     "a2 a1", ("a2-a1", "a1-a2"), "The whirlpool moved down; Blue's petals moved with their tiles.",
     "Red's swap is the lit pair: A on a2, then A on a1.", (_ROUND,)),
    ("Red: A flows into a4 and leaves a petal.",
     "a4", "petal", "A Red petal on a4.", "Red presses A: a petal on a4.", (_ROUND,)),
    ("Red: press Up for your double petal, worth 2, then A on b3.",
     "b3", "double", "The double is down: it scores 2 each time.",
     "Red lays the double here: Up chooses it, then A.", ("The players",)),
    ("Red: A into a2: Blue's petal there scores 1 for Blue.",
     "a2", "petal", "Blue +1: every petal on a tile scores when a flow enters.",
     "Red presses A: a single petal on a2.", (_ROUND,)),
    ("Red: A: your last petal, on b1 at the River's End.",
     "b1", "petal", "Both flows are done. Now the river moves on.",
     "Red presses A: a petal on b1.", (_ROUND,)),
    ("Red: first on the wheel, take 3 petals back; first the double: A on b3.",
     "b3", "back b3 double", "The double is back in Red's pool.",
     "Red takes back its double first: A on b3.", ("returns",)),
    ("Red: second petal back: A on a4.",
     "a4", "back a4", "Back in the pool.", "Red takes back the petal on a4.", ("returns",)),
    ("Red: third: A on a2; b1 leaves with the bottom row anyway.",
     "a2", "back a2", "Red keeps b1 on the river: it comes back with the bottom row.",
     "Red takes back the petal on a2.", ("returns",)),
    ("Blue: third on the wheel, take 1 petal back: A on c4.",
     "c4", "back c4", "The bottom row leaves; its petals go home, its tiles go on top.",
     "Blue takes back the petal on c4.", ("returns",)),
    ("All: rows move down; the bottom row goes on top, in the order said. A.",
     "a4 b4 c4 d4", None, "", _NOT_YET, (_ROUND,)),
    ("All: the Water Wheel turns: Red is second now, Blue fourth. Press A.",
     "", None, "", _NOT_YET, (_ROUND,)),
)


def where(grid, g, name):
    """A tile's place on the grid, as the view draws it (grid.py): (x, y, LEDs a side); rank 5 is
    the Starting slot above the column (8x8: the top of the column's first tile)."""
    big = grid.w >= 16 and grid.h >= 16
    ts = 3 if big else 2
    c = ord(name[0]) - 97
    r = 4 - int(name[1:])
    if r < 0:
        return (c * ts + 1, 0, 1) if big else (c * ts, 0, 2)
    return (c * ts, (1 if big else 0) + r * ts, ts)


def action(g, text):
    """A step's action in the lesson's words ("start a", "c4-c3", "petal", "double", "turn left",
    "back a4", "back b3 double") -> the action bytes the view makes for it."""
    from games.kawa import codes as C

    def pos(n):
        return (4 - int(n[1:])) * 4 + ord(n[0]) - 97
    w = text.replace("-", " ").split()
    if w[0] == "start":
        return bytes((C.OP_START, ord(w[1]) - 97))
    if w[0] == "petal" or w[0] == "double":
        return bytes((C.OP_PETAL, C.SINGLE if w[0] == "petal" else C.DOUBLE))
    if w[0] == "turn":
        return bytes((C.OP_TURN, C.DIR_NAMES.index(w[1])))
    if w[0] == "back":
        return bytes((C.OP_RETURN, pos(w[1]), C.DOUBLE if len(w) > 2 else C.SINGLE))
    return bytes((C.OP_SWAP, pos(w[0]), pos(w[1])))
