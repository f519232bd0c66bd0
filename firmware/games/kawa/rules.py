# Kawa: petals flow down a 4x4 river of tiles. Pure rules, CPython and MicroPython alike.
# The whole game is set-up bytes plus a list of action bytes (see README.md for both encodings).
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from core.compat import drop
from core.rng import Rng
from games.kawa import codes as C   # (the tile hooks and table: C.HOOKS, C.KINDS)
from games.kawa.codes import (  # the game's encoding (codes.py): its words read it there too
    KINDS, LEFT, DOWN, RIGHT, UP, SIZE, TILES, ROUNDS, SINGLES, NONE, FLAG_WEAVE, FLAG_TABLE, OP_START, OP_SWAP, OP_PETAL,
    OP_TURN, OP_RETURN, NO_PETAL, SINGLE, DOUBLE, PH_START, PH_SWAP, PH_FLOW, PH_TURN, PH_RETURN,
    PH_OVER, PHASE_NAMES, COLOUR_NAMES, START_POS, QUOTA, pos_name)
_DBL = const(0x10)       # petal byte: low nibble = single petals, this bit = the double petal


class Game:
    def __init__(self, setup):
        setup = bytes(setup)
        # a bad set-up's words, and a river laid on the table, are in words.py (as every refusal's
        # words), loaded for them only
        if len(setup) < 6 or setup[0] < 2 or setup[0] > 4 or setup[1] & ~(FLAG_WEAVE | FLAG_TABLE) \
                or (setup[1] & FLAG_WEAVE and setup[0] != 4) or (len(setup) != 6 and not setup[1] & FLAG_TABLE):
            self._no(0, setup)
        n = setup[0]
        flags = setup[1]
        seed = (setup[2] << 24) | (setup[3] << 16) | (setup[4] << 8) | setup[5]
        self.n = n
        self.weave = bool(flags & FLAG_WEAVE)
        self.rng = Rng(seed)
        self.kind = bytearray(TILES)
        if flags & FLAG_TABLE:
            from games.kawa import words
            try:
                words.table(self, setup)
            finally:
                drop("games.kawa.words")
        else:
            self.kind[:] = C.basic_river()
            self.rng.shuffle(self.kind)
        self.dir = bytearray(TILES)
        for p in range(TILES):
            self.dir[p] = KINDS[self.kind[p]][C.SETUP_DIR]
        self.petal = bytearray(TILES * 4)       # [pos*4 + colour]
        self.pool_single = bytearray(4)
        self.pool_double = bytearray(4)
        self.wheel = bytearray(4)                # Water Wheel position 1..4 per colour
        start = START_POS[n]
        for c in range(n):
            self.pool_single[c] = SINGLES
            self.pool_double[c] = 1
            self.wheel[c] = start[c]
        self.score = [0] * n
        self.slot = bytearray(b"\xff\xff\xff\xff")  # starting slot column -> colour
        self.gain = bytearray(4)                # what each colour scored in the last action
        self.round = 1
        self.fresh = False      # True right after a shuffle: the players must lay out row 0
        self.new_row = bytearray(SIZE)
        self.note = ""          # what the last action did, for the console
        self._begin_round()

    # ---- queries -------------------------------------------------------------------------
    def order(self):
        """Colours in turn order (ascending Water Wheel position)."""
        out = bytearray(self.n)
        i = 0
        for w in range(1, 5):
            for c in range(self.n):
                if self.wheel[c] == w:
                    out[i] = c
                    i += 1
        return out

    def over(self):
        return self.phase == PH_OVER

    def singles_on(self, p, c):
        return self.petal[p * 4 + c] & 0x0F

    def double_on(self, p, c):
        return 1 if self.petal[p * 4 + c] & _DBL else 0

    def value_on(self, p, c):
        b = self.petal[p * 4 + c]
        return (b & 0x0F) + (2 if b & _DBL else 0)

    def tokens_on_river(self, c):
        t = 0
        for p in range(TILES):
            b = self.petal[p * 4 + c]
            t += (b & 0x0F) + (1 if b & _DBL else 0)
        return t

    def pool_tokens(self, c):
        return self.pool_single[c] + self.pool_double[c]

    def next_pos(self, p):
        """Where the flow goes after tile p: (row + 1) * 4 + col, or TILES at the River's End."""
        r = p // SIZE
        c = (p % SIZE + self.dir[p] - 1) % SIZE  # DOWN=1 keeps the column; wrap at the edge
        return (r + 1) * SIZE + c

    def path(self, col=None):
        """The 4 river positions a flow from starting slot `col` crosses (the active one's by default)."""
        if col is None:
            col = self.flow_col if self.phase in (PH_FLOW, PH_TURN) else self.slot_of(self.active)
        out = bytearray(SIZE)
        p = col
        for r in range(SIZE):
            out[r] = p
            p = self.next_pos(p)
        return out

    def slot_of(self, c):
        for s in range(SIZE):
            if self.slot[s] == c:
                return s
        return NONE

    def flow_pos(self):
        return self.flow_row * SIZE + self.flow_col

    def quota(self, c):
        return min(QUOTA[self.wheel[c]], self.tokens_on_river(c))

    def player_of(self, c):
        """The player controlling colour c (double-weaving: colours 0, 2 -> 0 and 1, 3 -> 1)."""
        return c % 2 if self.weave else c

    def scores_text(self):
        s = self.score
        if self.weave:
            return "P1 (Red+Yellow) %d, P2 (Blue+Pink) %d" % (s[0] + s[2], s[1] + s[3])
        return ", ".join("%s %d" % (COLOUR_NAMES[c], s[c]) for c in range(self.n))

    def wants(self):
        """What the game waits for, in words."""
        if self.phase == PH_OVER:
            return "game over"
        who = COLOUR_NAMES[self.active]
        if self.phase == PH_START:
            return "%s places its Starting tile" % who
        if self.phase == PH_SWAP:
            return "%s swaps two adjacent tiles (%d left)" % (who, self.swaps_left)
        if self.phase == PH_FLOW:
            return "%s flows into %s" % (who, pos_name(self.flow_pos()))
        if self.phase == PH_TURN:
            # the directions it may take are the d-pad's keys: name them (the table has no console)
            p = self.flow_pos()
            ways = [C.DIR_NAMES[d] for d in (C.LEFT, C.DOWN, C.RIGHT) if d != self.dir[p]]
            return "%s turns the Whirlpool at %s with %s (it points %s)" % (
                who, pos_name(p), " or ".join(ways), C.DIR_NAMES[self.dir[p]])
        return "%s returns %d petal(s)" % (who, self.returns_left)

    def status(self):
        head = "Round %d/%d" % (min(self.round, ROUNDS), ROUNDS)
        if self.phase == PH_OVER:   # the end of the game in words (words.py), loaded for them only
            from games.kawa import words
            t = words.over_text(self)
            drop("games.kawa.words")
            return t
        line = "%s: %s | %s" % (head, self.wants(), self.scores_text())
        if self.note:
            line = self.note + " | " + line
        return line

    # ---- actions -------------------------------------------------------------------------
    def apply(self, action):
        if not isinstance(action, (bytes, bytearray)) or not action:
            self._no(1)
        op = action[0]
        ph = self.phase
        if ph == PH_OVER:
            self._no(2)
        want = (OP_START, OP_SWAP, OP_PETAL, OP_TURN, OP_RETURN)[ph]
        if op != want:
            self._no(3)
        n = (2, 3, 2, 2, 3)[ph]
        if len(action) != n:
            self._no(4, n, op)
        # every check happens before the first change
        if ph == PH_START:
            self._check_start(action[1])
        elif ph == PH_SWAP:
            self._check_swap(action[1], action[2])
        elif ph == PH_FLOW:
            self._check_petal(action[1])
        elif ph == PH_TURN:
            self._check_turn(action[1])
        else:
            self._check_return(action[1], action[2])
        for c in range(4):
            self.gain[c] = 0
        self.fresh = False
        if ph == PH_START:
            self._do_start(action[1])
        elif ph == PH_SWAP:
            self._do_swap(action[1], action[2])
        elif ph == PH_FLOW:
            self._do_petal(action[1])
        elif ph == PH_TURN:
            self._do_turn(action[1])
        else:
            self._do_return(action[1], action[2])

    def _no(self, n, x=0, y=0):
        # a refusal (n 0: a bad set-up): its words are in words.py, loaded for them and dropped
        from games.kawa import words
        e = words.no(self, n, x, y)
        drop("games.kawa.words")
        raise e

    def _check_start(self, col):
        if col >= SIZE or self.slot[col] != NONE:
            self._no(5, col)

    def _check_swap(self, a, b):
        if a >= TILES or b >= TILES or a == b:
            self._no(6, a, b)
        ra, ca, rb, cb = a // SIZE, a % SIZE, b // SIZE, b % SIZE
        if not ((ra == rb and abs(ca - cb) == 1) or (ca == cb and abs(ra - rb) == 1)):
            self._no(7, a, b)

    def _check_petal(self, what):
        c = self.active
        if not ((what == NO_PETAL and not self.pool_tokens(c)) or (what == SINGLE and self.pool_single[c])
                or (what == DOUBLE and self.pool_double[c])):
            self._no(8, what)

    def _check_turn(self, d):
        if d >= UP or d == self.dir[self.flow_pos()]:
            self._no(9, d)

    def _check_return(self, p, what):
        c = self.active
        if p >= TILES or not ((what == SINGLE and self.singles_on(p, c))
                              or (what == DOUBLE and self.double_on(p, c))):
            self._no(10, p, what)

    # ---- changes (only after the checks) --------------------------------------------------
    def _do_start(self, col):
        c = self.active
        self.slot[col] = c
        self.note = "%s starts at slot %s" % (COLOUR_NAMES[c], chr(97 + col))
        self.step += 1
        if self.step < self.n:
            self.active = self.order()[self.step]
        else:
            self.step = 0
            self._begin_flow_turn()

    def _do_swap(self, a, b):
        self.swap_tiles(a, b)
        self.swaps_left -= 1
        self.note = "%s swaps %s and %s" % (COLOUR_NAMES[self.active], pos_name(a), pos_name(b))
        if not self.swaps_left:
            self.phase = PH_FLOW
            self.flow_row = 0
            self.flow_col = self.slot_of(self.active)

    def swap_tiles(self, a, b):
        # tiles keep their petals and direction
        k, d = self.kind, self.dir
        k[a], k[b] = k[b], k[a]
        d[a], d[b] = d[b], d[a]
        pe = self.petal
        for c in range(4):
            pe[a * 4 + c], pe[b * 4 + c] = pe[b * 4 + c], pe[a * 4 + c]

    def _do_petal(self, what):
        c = self.active
        p = self.flow_pos()
        note = "%s flows into %s" % (COLOUR_NAMES[c], pos_name(p))
        for k in range(self.n):  # everyone with petals here scores, the active colour too
            v = self.value_on(p, k)
            if v:
                self.score[k] += v
                self.gain[k] = v
                note += ", %s +%d" % (COLOUR_NAMES[k], v)
        hook = C.HOOKS.get(self.kind[p])
        if hook:
            hook(self, "enter", p)
        if what == SINGLE:
            self.pool_single[c] -= 1
            self.petal[p * 4 + c] += 1
            note += ", places a petal"
        elif what == DOUBLE:
            self.pool_double[c] = 0
            self.petal[p * 4 + c] |= _DBL
            note += ", places the double"
        self.note = note
        # the flow leaves by the direction the tile had on entry, whatever the turn makes of it
        self.flow_next = self.next_pos(p)
        if KINDS[self.kind[p]][C.TURNS]:
            self.phase = PH_TURN
        else:
            self._move_on()

    def _do_turn(self, d):
        p = self.flow_pos()
        self.dir[p] = d
        self.note = "%s turns the Whirlpool at %s %s" % (COLOUR_NAMES[self.active], pos_name(p),
                                                          C.DIR_NAMES[d])
        self._move_on()

    def _move_on(self):
        p = self.flow_pos()
        hook = C.HOOKS.get(self.kind[p])
        if hook:
            hook(self, "leave", p)
        q = self.flow_next
        if q < TILES:
            self.flow_row = q // SIZE
            self.flow_col = q % SIZE
            self.phase = PH_FLOW
            return
        self.note += "; reaches the River's End"
        self.step += 1
        if self.step < self.n:
            self._begin_flow_turn()
        else:
            self._begin_returns()

    def _do_return(self, p, what):
        c = self.active
        if what == SINGLE:
            self.petal[p * 4 + c] -= 1
            self.pool_single[c] += 1
        else:
            self.petal[p * 4 + c] &= ~_DBL
            self.pool_double[c] = 1
        self.returns_left -= 1
        self.note = "%s takes back a %s petal from %s" % (COLOUR_NAMES[c],
                                                          "single" if what == SINGLE else "double", pos_name(p))
        if not self.returns_left:
            self.step += 1
            self._next_return()

    # ---- phase changes -------------------------------------------------------------------
    def _begin_round(self):
        self.phase = PH_START
        self.step = 0
        self.active = self.order()[0]
        self.swaps_left = 0
        self.returns_left = 0
        self.flow_row = 0
        self.flow_col = 0
        self.flow_next = 0

    def _begin_flow_turn(self):
        # reverse turn order; the colour last in turn order acts first and swaps twice
        self.active = self.order()[self.n - 1 - self.step]
        self.phase = PH_SWAP
        self.swaps_left = 2 if self.step == 0 else 1

    def _begin_returns(self):
        for s in range(SIZE):
            self.slot[s] = NONE  # every colour takes back its Starting tile
        self.phase = PH_RETURN
        self.step = 0
        self._next_return()

    def _next_return(self):
        # in turn order; a colour with no more on the river than its quota returns them all at once
        order = self.order()
        while self.step < self.n:
            c = order[self.step]
            self.active = c
            want = QUOTA[self.wheel[c]]
            on = self.tokens_on_river(c)
            if want and on > want:
                self.returns_left = want
                return
            if want and on:
                self._return_all(c)
                self.note += "; %s takes back all %d petal(s) on the river" % (COLOUR_NAMES[c], on)
            self.step += 1
        self._river_flows()

    def _return_all(self, c):
        for p in range(TILES):
            self._wash(p, c)

    def _wash(self, p, c):
        b = self.petal[p * 4 + c]
        self.pool_single[c] += b & 0x0F
        if b & _DBL:
            self.pool_double[c] = 1
        self.petal[p * 4 + c] = 0

    def _river_flows(self):
        end = (SIZE - 1) * SIZE
        for p in range(end, TILES):
            for c in range(self.n):
                self._wash(p, c)
        row = bytearray(self.kind[end:TILES])
        self.rng.shuffle(row)
        # shift the other rows one row downstream, petals and directions with them
        for p in range(end - 1, -1, -1):
            q = p + SIZE
            self.kind[q] = self.kind[p]
            self.dir[q] = self.dir[p]
            for c in range(4):
                self.petal[q * 4 + c] = self.petal[p * 4 + c]
        for col in range(SIZE):
            self.kind[col] = row[col]
            self.dir[col] = KINDS[row[col]][C.SETUP_DIR]
            for c in range(4):
                self.petal[col * 4 + c] = 0
            self.new_row[col] = row[col]
        self.fresh = True
        for c in range(self.n):
            self.wheel[c] = self.wheel[c] % 4 + 1
        self.note += "; round %d ends, new first row %s" % (self.round, "".join(
            KINDS[k][C.LETTER] for k in row))
        self.round += 1
        if self.round > ROUNDS:
            self.phase = PH_OVER
            self.active = 0
        else:
            self._begin_round()


def make_setup(colours, seed, weave=False, table=None):
    """Set-up bytes; table: 16 tile letters (str) row by row from the River's Start, or None to deal."""
    flags = (FLAG_WEAVE if weave else 0) | (FLAG_TABLE if table else 0)
    b = bytes((colours, flags, (seed >> 24) & 255, (seed >> 16) & 255, (seed >> 8) & 255, seed & 255))
    if table:
        b += table.encode() if isinstance(table, str) else bytes(table)
    return b
