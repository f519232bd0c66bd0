# A long lesson's steps kept as one string each, in parts of a few steps (games/<game>/lesson1.py,
# lesson2.py, ...: each a tuple S), read a part at a time and let go: as tuples of strings Kawa's 24
# steps cost the 64-bit unix MicroPython heap 12.5 KB, as one string a step 7.5 KB, in parts a part
# at a time about 1.3 KB. A game's lesson.py imports this module, drops it at once (its STEPS holds
# the class: it goes with the lesson's module) and gives the engine (ui/lesson.py) STEPS = Parts(...).
#
# A step's string: its six fields split by "|": sentence | cells | accept | success line | reason |
# teaches. accept: "" a step that only says, a set split by ","; reason: "" the lesson's own line
# for a step that only says; teaches: split by ";", each word through the lesson's aliases (a long
# section name said once in lesson.py).
from core.compat import drop


class Parts:
    """The steps as the engine reads them (STEPS[i]: a tuple, len(STEPS))."""

    def __init__(self, game, n, size, not_yet, aliases=None):
        self.game = game
        self.n = n              # steps
        self.size = size        # steps a part
        self.not_yet = not_yet  # the reason a step that only says gives
        self.aliases = aliases
        self.k = -1             # the part held
        self.part = None

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        n = self.n
        if i < 0:
            i += n
        if not 0 <= i < n:
            raise IndexError(i)
        k = i // self.size
        if k != self.k:
            self.part = None
            name = "games.%s.lesson%d" % (self.game, k + 1)
            self.part = __import__(name, None, None, ("S",)).S
            drop(name)   # (held here only: it goes with the lesson's module)
            self.k = k
        text, cells, accept, ok, why, teaches = self.part[i % self.size].split("|")
        if not accept:
            accept = None
        elif "," in accept:
            accept = tuple(accept.split(","))
        al = self.aliases or {}
        return (text, cells, accept, ok, why or self.not_yet,
                tuple(al.get(t, t) for t in teaches.split(";")))
