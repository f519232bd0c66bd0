# Ka Pai: the table's two dice and one player's 7x7 sheet. Pure rules, CPython and MicroPython alike.
# The whole game is set-up bytes plus a list of action bytes (README.md has both encodings, codes.py
# their constants); the sheet and dice are data in sheet.py, the words in words.py.
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from core.errors import Illegal, BadSetup
from core.compat import drop
from core.rng import Rng
from games.kapai import sheet as S
from games.kapai.codes import (  # the game's encoding (codes.py): its words read it there too
    N, CELLS, NONE, FREE, TOTEM, DARK, SLASH, OP_ROLL, OP_DRAW, OP_GROUP, OP_BONUS, OP_TOTAL,
    PH_ROLL, PH_DRAW, PH_GROUP, PH_BONUS, PH_OVER, cell_name)

ACTION_LEN = (0, 1, 3, 3, 2, 4)
MAX_OTHERS = const(9)


def make_setup(seed):
    return bytes(((seed >> 24) & 255, (seed >> 16) & 255, (seed >> 8) & 255, seed & 255))


def roll(rng):
    """One fair roll: (face of die A, face of die B), each from its own six faces."""
    a = rng.below(6)
    return a, rng.below(6)


class Game:
    def __init__(self, setup):
        setup = bytes(setup)
        if len(setup) != 4:
            raise BadSetup("Ka Pai set-up is 4 bytes: the dice seed")
        self.rng = Rng((setup[0] << 24) | (setup[1] << 16) | (setup[2] << 8) | setup[3])
        c = self.cells = bytearray(CELLS)
        for r, k in S.TOTEMS:
            c[r * N + k] = TOTEM
        for r, k in S.DARK:
            c[r * N + k] = DARK
        self.circled = bytearray(CELLS)   # 1 where the symbol is part of a group
        self.groups = bytearray(4)        # groups circled, per symbol
        self.boxes = bytearray(4)         # bonus boxes marked, per group type
        self.free = CELLS - len(S.TOTEMS) - len(S.DARK)
        self.drawn = 0
        self.rolls = 0
        self.die = bytearray(b"\xff\xff")  # faces shown (index into DIE_A / DIE_B), NONE before a roll
        self.left = 0           # symbols still to draw from this roll
        self.pair = False       # a double that must be drawn side by side
        self.first = NONE       # where the first symbol of such a double went
        self.last = NONE        # the cell drawn last
        self.cand = bytearray(12)  # PH_GROUP: (start cell, dir) of each group the new symbol completes
        self.ncand = 0
        self.others = []        # (total, boxes) of other players, entered at the end
        self.phase = PH_ROLL
        self.note = ""

    # ---- queries -------------------------------------------------------------------------
    def over(self):
        return self.phase == PH_OVER

    def dice(self):
        """The two symbols showing (NONE, NONE before the first roll)."""
        if self.die[0] == NONE:
            return NONE, NONE
        return S.DIE_A[self.die[0]], S.DIE_B[self.die[1]]

    def double(self):
        a, b = self.dice()
        return a == b and a != NONE

    def _touches(self, i):
        c = self.cells
        r, k = i // N, i % N
        return ((r > 0 and 0 < c[i - N] < TOTEM) or (r < N - 1 and 0 < c[i + N] < TOTEM)
                or (k > 0 and 0 < c[i - 1] < TOTEM) or (k < N - 1 and 0 < c[i + 1] < TOTEM))

    def _free_nb(self, i):
        c = self.cells
        r, k = i // N, i % N
        return ((r > 0 and c[i - N] == FREE) or (r < N - 1 and c[i + N] == FREE)
                or (k > 0 and c[i - 1] == FREE) or (k < N - 1 and c[i + 1] == FREE))

    def _next_to(self, i, j):
        d = i - j
        return (d == N or d == -N) or ((d == 1 or d == -1) and i // N == j // N)

    def can_draw(self, i):
        """'' if the next symbol may go in cell i, else why not (no allocation when allowed)."""
        if i >= CELLS:
            return "no cell %d (0-48)" % i
        if self.cells[i] != FREE:
            v = self.cells[i]
            return "%s is %s" % (cell_name(i), "a totem" if v == TOTEM else "dark" if v == DARK
                                 else "already drawn")
        if self.first != NONE:
            if not self._next_to(i, self.first):
                return "the second symbol of a double goes beside the first, at %s" % cell_name(self.first)
            return ""
        if self.pair:
            # a double side by side: the first where a free cell is beside it, next to your
            # symbols if such a cell is there (if not, side by side wins: anywhere on the sheet)
            if not self._free_nb(i):
                return "a double goes side by side: %s has no free cell beside it" % cell_name(i)
            if self.drawn and not self._touches(i) and self._any_touching(True):
                return "draw next to a symbol already on your sheet"
            return ""
        if self.drawn and not self._touches(i) and self._any_touching(False):
            return "draw next to a symbol already on your sheet"
        return ""

    def _any_touching(self, pair):
        # is there a free cell touching a drawn one (and, for pair, with a free cell beside it)?
        for j in range(CELLS):
            if self.cells[j] == FREE and self._touches(j) and (not pair or self._free_nb(j)):
                return True
        return False

    def _has_pair(self):
        for j in range(CELLS):
            if self.cells[j] == FREE and self._free_nb(j):
                return True
        return False

    def score_parts(self):
        """(groups, totems, bonus) points."""
        gp = bonus = 0
        for t in range(4):
            gp += self.groups[t] * S.GROUP_POINTS[t]
            bonus += self.boxes[t] * self.groups[t]
        return gp, S.NETWORK_POINTS[self.network()], bonus

    def total(self):
        g, t, b = self.score_parts()
        return g + t + b

    def network(self):
        """Totems in the largest network: totems linked by unbroken chains of equal symbols."""
        c = self.cells
        seen = bytearray(CELLS)
        stack = bytearray(CELLS)
        nt = len(S.TOTEMS)
        link = bytearray(nt)       # per totem: the totems it reaches directly (a bit each)
        for s in range(CELLS):
            v = c[s]
            if seen[s] or not 0 < v < TOTEM:
                continue
            # one chain of equal symbols: which totems touch it?
            seen[s] = 1
            stack[0] = s
            top = 1
            mask = 0
            while top:
                top -= 1
                i = stack[top]
                r, k = i // N, i % N
                for j in (i - N if r else -1, i + N if r < N - 1 else -1,
                          i - 1 if k else -1, i + 1 if k < N - 1 else -1):
                    if j < 0:
                        continue
                    if c[j] == TOTEM:
                        mask |= 1 << self._totem(j)
                    elif c[j] == v and not seen[j]:
                        seen[j] = 1
                        stack[top] = j
                        top += 1
            for t in range(nt):
                if mask >> t & 1:
                    link[t] |= mask
        best = 0
        for t in range(nt):
            reach = 1 << t
            while True:
                more = reach
                for u in range(nt):
                    if reach >> u & 1:
                        more |= link[u]
                if more == reach:
                    break
                reach = more
            n = 0
            while reach:
                n += reach & 1
                reach >>= 1
            if n > best:
                best = n
        return best if best > 1 else 0

    def _totem(self, i):
        for t in range(len(S.TOTEMS)):
            r, k = S.TOTEMS[t]
            if r * N + k == i:
                return t
        return 0

    def wants(self):
        ph = self.phase
        if ph == PH_ROLL:
            return "roll the dice"
        if ph == PH_DRAW:
            a, b = self.dice()
            if a == b:
                return "draw %s (%d left%s)" % (S.SYMBOLS[a], self.left,
                                                ", side by side" if self.pair else "")
            return "draw %s or %s" % (S.SYMBOLS[a], S.SYMBOLS[b])
        if ph == PH_GROUP:
            return "choose the group to circle (%d possible)" % self.ncand
        if ph == PH_BONUS:
            return "mark a bonus box"
        return "sheet full"

    def status(self):
        if self.phase == PH_OVER:   # the end in words: words.py, loaded for it only
            from games.kapai import words
            try:
                return words.over_text(self)
            finally:
                drop("games.kapai.words")
        line = "%s | %d of %d cells drawn, %d points so far" % (
            self.wants(), self.drawn, self.drawn + self.free, self.total())
        if self.note:
            line = self.note + " | " + line
        return line

    # ---- actions -------------------------------------------------------------------------
    def apply(self, action):
        if not isinstance(action, (bytes, bytearray)) or not action:
            raise Illegal("malformed action: expected bytes [op, ...] (op 1-5)")
        op = action[0]
        if op < 1 or op > 5 or len(action) != ACTION_LEN[op]:
            raise Illegal("malformed action: expected [1] roll, [2, cell, symbol] draw, "
                          "[3, cell, dir] group, [4, symbol] bonus or [5, hi, lo, boxes] total")
        ph = self.phase
        if op == OP_TOTAL:
            if ph != PH_OVER:
                raise Illegal("other players' totals are entered when the sheet is full")
            n = action[1] * 256 + action[2]
            if n > 999 or action[3] > 12:
                raise Illegal("a total is 0-999 points with 0-12 bonus boxes")
            if len(self.others) >= MAX_OTHERS:
                raise Illegal("at most %d other players" % MAX_OTHERS)
            self.others.append((n, action[3]))
            self.note = "player %d: %d points, %d bonus boxes" % (len(self.others) + 1, n, action[3])
            return
        if ph == PH_OVER:
            raise Illegal("the sheet is full")
        if op != (OP_ROLL, OP_DRAW, OP_GROUP, OP_BONUS)[ph]:
            raise Illegal("not now: " + self.wants())
        if op == OP_ROLL:
            self._roll()
        elif op == OP_DRAW:
            self._draw(action[1], action[2])
        elif op == OP_GROUP:
            self._group(action[1], action[2])
        else:
            self._bonus(action[1])

    def _roll(self):
        a, b = roll(self.rng)
        self.die[0] = a
        self.die[1] = b
        self.rolls += 1
        x, y = self.dice()
        self.left = 2 if x == y else 1
        if self.left > self.free:
            self.left = self.free
        self.pair = self.left == 2 and self._has_pair()
        self.first = NONE
        self.phase = PH_DRAW
        if x == y:
            self.note = "rolled %s twice: draw both" % S.SYMBOLS[x]
        else:
            self.note = "rolled %s and %s: draw one" % (S.SYMBOLS[x], S.SYMBOLS[y])

    def _draw(self, i, sym):
        a, b = self.dice()
        if sym > 3 or (sym != a and sym != b):
            raise Illegal("the dice show %s" % (S.SYMBOLS[a] if a == b else
                                                 S.SYMBOLS[a] + " and " + S.SYMBOLS[b]))
        why = self.can_draw(i)
        if why:
            raise Illegal(why)
        # every check is done: change the sheet
        self.cells[i] = sym + 1
        self.free -= 1
        self.drawn += 1
        self.last = i
        self.left = self.left - 1 if a == b else 0
        self.first = i if self.pair and self.left else NONE
        self.note = "%s at %s" % (S.SYMBOLS[sym], cell_name(i))
        self._find_groups(i)
        if self.ncand == 1:
            self._circle(self.cand[0], self.cand[1])
        elif self.ncand:
            self.phase = PH_GROUP
        else:
            self._next()

    def _find_groups(self, i):
        # every line of three equal, uncircled symbols through cell i
        c = self.cells
        v = c[i]
        r, k = i // N, i % N
        self.ncand = 0
        for d in range(2):
            step = 1 if d == 0 else N
            pos = k if d == 0 else r
            for off in range(3):
                lo = pos - 2 + off
                if lo < 0 or lo + 2 >= N:
                    continue
                s = i - (2 - off) * step
                ok = True
                for j in range(3):
                    q = s + j * step
                    if c[q] != v or self.circled[q]:
                        ok = False
                if ok:
                    self.cand[2 * self.ncand] = s
                    self.cand[2 * self.ncand + 1] = d
                    self.ncand += 1

    def _circle(self, s, d):
        step = 1 if d == 0 else N
        for j in range(3):
            self.circled[s + j * step] = 1
        t = self.cells[s] - 1
        self.groups[t] += 1
        self.ncand = 0
        self.note += ", circles %s group %s-%s" % (S.SYMBOLS[t], cell_name(s), cell_name(s + 2 * step))
        if t == SLASH and self._box_free():
            self.phase = PH_BONUS
        else:
            self._next()

    def _box_free(self):
        for t in range(4):
            if self.boxes[t] < S.BOXES[t]:
                return True
        return False

    def _group(self, s, d):
        for n in range(self.ncand):
            if self.cand[2 * n] == s and self.cand[2 * n + 1] == d:
                self.note = "chosen"
                self._circle(s, d)
                return
        raise Illegal("no group to circle from %s %s" % (cell_name(s), "down" if d else "across"))

    def _bonus(self, t):
        if t > 3:
            raise Illegal("bonus boxes are for triangle, square, circle or slash groups (0-3)")
        if self.boxes[t] >= S.BOXES[t]:
            raise Illegal("the %s bonus boxes are all marked" % S.SYMBOLS[t])
        self.boxes[t] += 1
        self.note = "bonus box for %s groups (%d marked)" % (S.SYMBOLS[t], self.boxes[t])
        self._next()

    def _next(self):
        if not self.free:
            self.phase = PH_OVER
        elif self.left:
            self.phase = PH_DRAW
        else:
            self.phase = PH_ROLL

