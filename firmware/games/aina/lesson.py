# 'Aina's guided first game (issue 47), as data for the lesson engine (ui/lesson.py): P1 and P2 play
# the first round of a real game on the companion's deal, told step by step which card to flip,
# which row to lock and which akua path to make. The seed (5709) was found by search on the host
# (every 2-player seed's first 16 Time Cards, every row of four as the one to build, the other flips
# chosen to make no other row): P1's first turn builds three of the row b1-e1, so the table's first
# round ends with P2's turn, whose first flip completes it: a lock (P2 holds no fish: the blue Kai
# cards take raindrops, which the Cosmic Event takes away) and its bonus flip (e2, a red 8 card);
# P1's turn 3 flips the last two red 8s, so its move 4 and P2's moves 1-3, all red 8, are skipped;
# P2's one move left makes the row a5-d5, left unlocked with a long A (it flips back at the event);
# the akua Nahele runs from d1 north to d6, five cards positive for good. The lesson ends in round 2:
# the game need not be played to its end, it plays on as a real one. Loaded a step at a time.
#
# A step: (sentence, cells, accept, success line, reason, what it teaches[, presses]), kept in lesson1.py to
# lesson3.py as one string, its fields split by "|" (games/lessonparts.py; teaches: "event" for the
# section "The Cosmic Event ...")
#   sentence: at most 15 words, who acts, what to do and where (said when the step starts)
#   cells: what it is about, lit in the teaching cue: cards ("c1"), the ring's lights ("time1"
#     "mark1": a Time Card's colour and mark, "seat2", "turn1", "round1", "akua1": Nahele's)
#   accept: None (a step that only says: A goes on), an action in the notation of action() below
#     ("flip c1", "lock b1 right p r r r": its tokens in the console's letters, "bonus e2", "end",
#     "akua nahele d1 north"), or a set of them
#   success line: said when the step is done; reason: said for anything else (the step stays)
#   teaches: the sections of docs/rules/aina.md (and SPECIAL plays) this step teaches
#   presses: what the grid shows to press (ui/lesson.py; games/konane/lesson.py says how they are
#     written): "A@c1" a flip, "A@b1 A" a lock, "hold" a move ended, "A A@d1 up A" an akua's path
from core.compat import drop
from games.aina import deck
from games.aina.codes import FLIP, BONUS, LOCK, END, AKUA, SIDE, DIR_TEXT, LESSON, NONE
from games.lessonparts import Parts   # (held by STEPS only: it goes with this module)
drop("games.lessonparts")

TEACH = LESSON   # the cue's colour: 'Aina's own (codes.py says why)
SETUP = b"\x00\x02\x4d\x16\x00\x00"   # a digital deal for 2 players, seed 5709 (above)
REAL = b"\x00\x02\x2f\x00\x00\x00"    # what the game's end offers after: a new deal, the same seats
SPECIAL = ("locks", "bonus flip", "Cosmic Event")
HOLD_A = (END,)   # the view ends a move with a long A: on the step that asks for it, not the skip
DONE = ("Lesson learned: the land, flips, locks, bonus flips, ending a move and the Cosmic Event. "
        "Rounds 2 to 4 are a real game: A to play on.")

# lesson1.py to lesson3.py: 8, 8 and 7 steps
STEPS = Parts("aina", 23, 8, "Read the step first: press A to go on.",
              {"event": "The Cosmic Event (after each round)"})

# the ring's lights on the 8x8 picture (grid.py draw_ring): (x, y) of the first, (dx, dy) on
# ("bonus": the light a bonus flip owed blinks, the Cosmic Event's too)
RING = {"time": (0, 0, 2, 0), "mark": (1, 0, 2, 0), "seat": (0, 1, 0, 1), "turn": (7, 1, 0, 1),
        "round": (0, 7, 1, 0), "akua": (4, 7, 1, 0), "bonus": (7, 6, 0, 0)}


def where(grid, g, name):
    """A card or a light of the ring, as the view draws it (grid.py: the board and its ring on a
    virtual 8x8, one LED a cell on 8x8, 2x2 on 16x16, centred): (x, y, LEDs a side)."""
    s = 2 if grid.w >= 16 and grid.h >= 16 else 1
    if len(name) == 2:   # a card: files a-f, ranks 6 (top) to 1
        x, y = 1 + ord(name[0]) - 97, 7 - int(name[1])
    else:
        k = name.rstrip("123456")
        x, y, dx, dy = RING[k]
        n = int(name[len(k):] or "1") - 1
        x += n * dx
        y += n * dy
    return ((grid.w - 8 * s) // 2 + x * s, (grid.h - 8 * s) // 2 + y * s, s)


def _cell(n):
    return (SIDE - int(n[1])) * SIDE + ord(n[0]) - 97


def action(g, text):
    """A step's action in the lesson's words -> the action bytes the view makes for it (a lock
    with the tokens the view offers first: moves.auto_tokens)."""
    w = text.split()
    if w[0] == "flip" or w[0] == "bonus":
        return bytes((FLIP if w[0] == "flip" else BONUS, _cell(w[1])))
    if w[0] == "end":
        return bytes((END,))
    if w[0] == "akua":
        a = [x.lower() for x in deck.WAO].index(w[1])
        return bytes((AKUA, a, _cell(w[2]), DIR_TEXT.index(w[3])))
    # a lock's tokens are written out (the ones the view offers first, as the lesson's play with
    # the buttons checks): worked out from the game, a power cut's look back at the steps played
    # found the row already locked (games/aina/moves.auto_tokens: None) and crashed
    return bytes((LOCK, _cell(w[1]), ("right", "down").index(w[2]))) + bytes(
        NONE if t == "-" else (4 if t[0] == "b" and len(t) == 2 else 0) | deck.RES_LETTER.index(t[-1])
        for t in w[3:7])
