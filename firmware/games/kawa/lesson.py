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
# A step: (sentence, cells, accept, success line, reason, what it teaches), kept in lesson1.py to
# lesson3.py as one string, its fields split by "|" (games/lessonparts.py; teaches: "round" for the
# section "A round ...")
#   sentence: at most 15 words, who acts, what to do and where (said when the step starts)
#   cells: the tiles it is about, lit in the teaching cue ("c4 c3"; rank 5: a Starting slot)
#   accept: None (a step that only says: A goes on), an action in the notation of action() below,
#     or a tuple of them (one of a set; "*" first: any legal action, the rest what the skip plays)
#   success line: said when the step is done; reason: said for anything else (the step stays)
#   teaches: the sections of docs/rules/kawa.md (and SPECIAL plays) this step teaches

from core.compat import drop
from games.kawa.codes import TEACH   # the cue's colour: Kawa's own (codes.py says why)
from games.lessonparts import Parts     # (held by STEPS only: it goes with this module)
drop("games.lessonparts")

# two colours, the river as laid on the table: RSRR LLSR WLLL RSWS from the River's Start (the
# seed only shuffles the returning row)
SETUP = b"\x02\x02\x00\x00\x00\x07RSRRLLSRWLLLRSWS"
REAL = b"\x02\x00\x00\x00\x00\x07"   # what the lesson offers after: a dealt river, the same colours
SPECIAL = ("whirlpool", "returns")
DONE = ("Lesson learned: the river, petals, swaps, flows, whirlpools, returns and the wheel. "
        "Rounds 2 to 4 are a real game: A to play on.")

# The steps as the engine reads them (STEPS[i]: a tuple, len(STEPS)), each one string in a part of
# 8 (lesson1.py to lesson3.py), imported when a step in it is read and let go with this module
# (games/lessonparts.py): this module 1.4 KB of .mpy and a part about 1.3 KB
STEPS = Parts("kawa", 24, 8, "Read the step first: press A to go on.",
              {"round": "A round (the game is 4 rounds)"})


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
