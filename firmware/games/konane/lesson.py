# Konane's guided first game (issue 47), as data for the lesson engine (ui/lesson.py): two players
# at one table play a real 6x6 game from the full board, told step by step what to do. The line was
# found by search as the shortest 6x6 game with a multiple jump in it (10 moves): both seats have
# moved by the fifth step, the multiple jump comes on the 11th, and the game ends two steps later.
# Loaded one step at a time and dropped.
#
# A step: (sentence, cells, accept, success line, reason, what it teaches)
#   sentence: at most 15 words, who acts, what to do and where (said when the step starts)
#   cells: the squares it is about, lit in the teaching cue ("c4 d4")
#   accept: None (a step that only says: A goes on), a move in the game's notation, or a tuple of
#     them (one of a set; "*" first: any legal move, the rest what the skip plays)
#   success line: said when the step is done; reason: said for anything else (the step stays)
#   teaches: the sections of docs/rules/konane.md (and SPECIAL plays) this step teaches
from games.konane.grid import _block

SETUP = b"\x06\x00"      # 6x6, two players (two bytes: the set-up page never starts this one)
REAL = b"\x08\x00\x02"   # what the lesson offers after: a real 8x8 game for the same two players
SPECIAL = ("multiple jump",)
DONE = ("Lesson learned: the board, the opening, jumps, the multiple jump and the end. "
        "A: a real 8x8 game for you two.")
_NOT_YET = "Read the step first: press A to go on."

STEPS = (
    ("Both: lay 36 stones in a checkerboard, dark Hibiscus on the lit corner; press A.",
     "a6", None, "", _NOT_YET, ("The board",)),
    ("Goal: whoever has no jump on their turn loses; press A to begin.",
     "", None, "", _NOT_YET, ("The end",)),
    ("Hibiscus: go to the lit centre stone c4, press A twice to lift it.",
     "c4", "xc4", "Lifted: Hibiscus opens with its own stone, from the centre or a corner.",
     "Not that one: Hibiscus lifts the lit stone, c4.", ("Opening the board", "Playing it on the companion")),
    ("Jasmine: lift your lit stone c5, beside the hole, with A twice.",
     "c5", "xc5", "Good: Jasmine opens beside Hibiscus's hole.",
     "Jasmine lifts a stone beside the hole: the lit one, c5.", ("Opening the board",)),
    ("Hibiscus: pick e4, then A on c4: jump over d4 into the hole.",
     "e4 d4 c4", "e4-c4", "A jump: take the stone jumped over, d4, off the board.",
     "The lesson's jump is e4 over d4 into c4: pick e4, then A on c4.", ("A move",)),
    ("Jasmine: your turn; jump a5 over b5 into the hole c5.",
     "a5 b5 c5", "a5-c5", "Turns alternate: take b5 off the board.",
     "Jasmine's jump now is a5 over b5 into c5.", ("A move",)),
    ("Hibiscus: jump e6 down over e5 into e4; straight lines only, never diagonal.",
     "e6 e5 e4", "e6-e4", "Take e5 off the board.",
     "Straight, over the next stone: e6 over e5 into e4.", ("A move",)),
    ("Jasmine: jump b4 right over c4 into d4.",
     "b4 c4 d4", "b4-d4", "Take c4 off the board.", "Jasmine's jump now is b4 over c4 into d4.",
     ("A move",)),
    ("Hibiscus: jump c6 down over c5 into c4.",
     "c6 c5 c4", "c6-c4", "Take c5 off the board.", "Hibiscus's jump now is c6 over c5 into c4.",
     ("A move",)),
    ("Jasmine: jump a3 up over a4 into a5.",
     "a3 a4 a5", "a3-a5", "Take a4 off the board.", "Jasmine's jump now is a3 over a4 into a5.",
     ("A move",)),
    ("Hibiscus: pick a6, then A on e6: one move jumping b6 and d6.",
     "a6 b6 d6 e6", "a6-e6", "A multiple jump: one stone, one direction; take b6 and d6 off.",
     "Not c6 this time: the same stone jumps on, so A on e6.", ("A move", "multiple jump")),
    ("Jasmine: jump f6 left over e6 into d6; then Hibiscus has no jump.",
     "f6 e6 d6", "f6-d6", "Hibiscus cannot jump, so Jasmine wins.",
     "Jasmine's winning jump is f6 over e6 into d6.", ("The end",)),
)


def where(grid, g, name):
    """A square's place on the grid, as the view draws it (grid.py): (x, y, LEDs a side)."""
    n = g.n
    k = _block(n, grid)
    c = ord(name[0]) - 97
    r = n - int(name[1:])
    return ((grid.w - k * n) // 2 + k * c, (grid.h - k * n) // 2 + k * r, k)


def action(g, text):
    """A step's move in Konane's notation -> the action bytes the view makes for it."""
    from games.konane import words
    m = words.parse(g.board, text)
    words = None
    from core.compat import drop
    drop("games.konane.words")
    return g.move_to_action(m)
