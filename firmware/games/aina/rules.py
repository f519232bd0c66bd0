# 'Āina rules: the cooperative game, tracked and enforced (see docs/rules/aina.md and
# README.md here). Pure Python for CPython and MicroPython. The pieces are data in deck.py.
# The codes (cells, action kinds, phases) are codes.py's, where the words (words.py) read them
# too; here the board and its questions, then the actions.
#
# Set-up bytes: [mode, players, seed0, seed1, seed2, seed3]
#   mode 0 = digital deal (the companion shuffles the layout and draws the Time Cards),
#   mode 1 = table entry (the players enter their layout and each Time Card they draw).
# Action bytes (first byte = kind):
#   [CELL, cell, symbol, wao, starter]   table entry: one cell of the layout (may be re-entered)
#   [LAYOUT]                             table entry: the layout is complete
#   [DRAW, symbol]                       table entry: the Time Card just drawn
#   [FLIP, cell]                         the move's flip
#   [LOCK, cell, dir, t0, t1, t2, t3]    lock the row of four from cell (dir 0 right, 1 down);
#                                        ti = token for the i-th card: (source << 2) | resource,
#                                        source 0 = own hand, 1 = Resources Bank; NONE for path cards
#   [BONUS, cell]                        the bonus flip a lock owes
#   [END]                                end the current move (no more locks)
#   [AKUA, akua, cell, dir]              Cosmic Event: akua on cell, path in dir (0 E, 1 S, 2 W, 3 N)
#   [PASS]                               Cosmic Event without an akua
from core.compat import drop
from core.errors import Illegal
from games.aina import deck

from games.aina.codes import (  # the game's encoding (codes.py): its words read it there too
    SIDE, CELLS, NONE, CELL, LAYOUT, DRAW, FLIP, LOCK, BONUS, END, AKUA, PASS, DIGITAL, TABLE,
    P_LAYOUT, P_DRAW, P_FLIP, P_AFTER, P_BONUS, P_EVENT, P_OVER, ROUNDS, TURNS, MOVES, MAX_PLAYERS,
    DX, DY, DIR_TEXT, seats_for, cell_name, parse_card)

_DEAL = [None, None, None]         # the last digital deal: seed, layout order, Time Cards
_CARDS = [None]                    # deck.SPACE_CARDS parsed: 3 bytes (symbol, wao, starter) a card


def _cards():
    if _CARDS[0] is None:
        b = bytearray()
        for t in deck.SPACE_CARDS.split(","):
            b.extend(bytes(parse_card(t)))
        _CARDS[0] = bytes(b)
    return _CARDS[0]


def make_setup(players, seed=0, table=False):
    return bytes((TABLE if table else DIGITAL, players, seed & 255, (seed >> 8) & 255,
                  (seed >> 16) & 255, (seed >> 24) & 255))




class Game:
    def __init__(self, setup):
        # a bad set-up's words are in words.py (as every refusal's), loaded for them only
        if len(setup) != 6 or setup[0] not in (DIGITAL, TABLE) or setup[1] < 2 or setup[1] > MAX_PLAYERS:
            self._no(0, setup)
        mode, players = setup[0], setup[1]
        self.mode = mode
        self.players = players
        self.seats = seats_for(players)
        deal = deck.DEALS.get(self.seats)
        if deal is None or len(deal) != 4 * self.seats:
            self._no(0, setup)
        self.seed = setup[2] | (setup[3] << 8) | (setup[4] << 16) | (setup[5] << 24)

        self.sym = bytearray(CELLS)
        self.wao = bytearray(CELLS)
        self.starter = bytearray(CELLS)
        self.pos = bytearray(CELLS)          # 1 = positive side up
        self.tok = bytearray(2 * CELLS)      # per card two slots: 0 empty, else resource + 1
        self.path = bytearray(CELLS)         # 1 = akua card or pohaku path card
        self.akua = bytearray(b"\xff\xff\xff\xff")  # cell of each akua, NONE = unused
        self.pohaku = 0
        self.hand = bytearray(4 * self.seats)
        self.bank = bytearray(4)
        self.disc = bytearray(4)
        for r in range(4):
            left = deck.TOKENS_EACH
            for s in range(self.seats):
                n = deal[4 * s + r]
                self.hand[4 * s + r] = n
                left -= n
            if left < 0:
                self._no(0, setup)
            self.bank[r] = left

        self.deck = bytearray()              # digital deal: the shuffled Time Card deck
        self.drawn = 0                       # Time Cards drawn so far
        self.drawn_sym = bytearray(8)        # of each symbol
        self.cards = bytearray(4)            # this turn's Time Cards
        self.ncards = 0
        self.round = 0                       # 0..3
        self.turn = 0                        # 0..3
        self.move = 0                        # 0..3
        self.first = 0                       # seat that starts the round
        self.player = 0                      # seat playing the turn
        self.locks = 0
        self.skips = 0
        # (no Rng kept: only _deal uses one. Fewer than 30 attributes would fill the Pico's
        # 29-slot instance dict, and every self.method() lookup scans a full dict: 19 ms more to
        # resume a whole game)
        self.events = []                     # per Cosmic Event: (akua, cell, dir, flipped, banked, back, lost)
        self.nt = b""                        # what happened automatically after the last action:
                                             # 3 bytes a step, put in words by note

        if mode == DIGITAL:
            order, d = self._deal()
            cards = _cards()
            for c in range(CELLS):
                i = 3 * order[c]
                self.sym[c] = cards[i]
                self.wao[c] = cards[i + 1]
                self.starter[c] = self.pos[c] = cards[i + 2]
            self.deck = bytearray(d)
            self.phase = P_DRAW
        else:
            for c in range(CELLS):
                self.sym[c] = NONE
            self.phase = P_LAYOUT
        self._settle()  # a digital deal draws the first Time Cards at once

    def _deal(self):
        # The layout order and the Time Card deck: a pure function of the seed. As undo replays
        # the game from its set-up, the last deal is kept and reused.
        if _DEAL[0] == self.seed:
            return _DEAL[1], _DEAL[2]
        # core.rng is loaded for a new seed's deal only (the replays reuse the deal) and let go
        from core.rng import Rng
        rng = Rng(self.seed)
        order = bytearray(range(CELLS))
        rng.shuffle(order)
        d = bytearray()
        for s in range(8):
            d.extend(bytes((s,)) * deck.TIME_COPIES)
        rng.shuffle(d)
        _DEAL[0] = self.seed
        _DEAL[1] = bytes(order)
        _DEAL[2] = bytes(d)
        drop("core.rng")
        return order, d

    # ---- queries -------------------------------------------------------------------------
    def ntok(self, c):
        return (self.tok[2 * c] != 0) + (self.tok[2 * c + 1] != 0)

    def positives(self):
        return sum(self.pos)

    def flippable(self, c):
        """Cells the current phase lets the player flip: the move's symbol, or any for a bonus."""
        if self.pos[c]:
            return False
        if self.phase == P_FLIP:
            return self.sym[c] == self.cards[self.move]
        return self.phase == P_BONUS

    def row(self, c, d):
        """The four cells of the row from c in dir d (0 right, 1 down), or None off the board."""
        x, y = c % SIDE, c // SIDE
        if d == 0 and x + 3 < SIDE:
            return (c, c + 1, c + 2, c + 3)
        if d == 1 and y + 3 < SIDE:
            return (c, c + SIDE, c + 2 * SIDE, c + 3 * SIDE)
        return None

    def bank_open(self):
        return self.round == ROUNDS - 1

    def tokens_available(self):
        s = 4 * self.player
        h = self.hand
        n = h[s] + h[s + 1] + h[s + 2] + h[s + 3]
        if self.bank_open():
            b = self.bank
            n += b[0] + b[1] + b[2] + b[3]
        return n

    def lockable(self, c, d, toks=1):
        # row() + moves.row_problem() without building the tuple or the reason: every action's settle
        # step asks this of up to 72 rows, and a replay (undo, resume) of every action; toks 0:
        # whatever the tokens at hand (lock_fault checks those itself)
        if d == 0:
            if c % SIDE + 3 >= SIDE:
                return False
            step = 1
        elif d == 1:
            if c // SIDE + 3 >= SIDE:
                return False
            step = SIDE
        else:
            return False
        pos = self.pos
        path = self.path
        tok = self.tok
        fresh = False
        need = 0
        for i in range(4):   # (a range with a variable step would allocate)
            x = c + i * step
            if not pos[x]:
                return False
            if path[x]:
                continue
            need += 1
            n = (tok[2 * x] != 0) + (tok[2 * x + 1] != 0)
            if n >= 2:
                return False
            if n == 0:
                fresh = True
        return fresh and (not toks or need <= self.tokens_available())

    def any_lockable(self):
        for c in range(CELLS):
            if self.lockable(c, 0) or self.lockable(c, 1):
                return True
        return False

    def akua_path(self, a, c, d):
        """Cells of akua a's path from c in dir d (start first), or raise Illegal with the reason."""
        far = self.path_length(a, c, d)
        if not far:
            self._no(13, a, c, d)   # (path_length is 0 exactly where a path is refused)
        step = DY[d] * SIDE + DX[d]
        cells = []   # (a loop: a list comprehension is one more code record on the Pico)
        for i in range(far + 1):
            cells.append(c + i * step)
        return cells

    def _farthest(self, c, d, dst):
        """Steps from card c in direction d to the FARTHEST card of wao dst (the rulebook's
        "maximum number of cards"), or 0 when there is none."""
        x, y = c % SIDE, c // SIDE
        far = 0
        k = 1
        while True:
            x += DX[d]
            y += DY[d]
            if not (0 <= x < SIDE and 0 <= y < SIDE):
                return far
            if self.wao[y * SIDE + x] == dst:
                far = k  # keep going: the path runs to the farthest end card
            k += 1

    def path_length(self, a, c, d):
        """The pohaku akua_path(a, c, d) needs, or 0 when it would raise; allocates nothing
        (the settle step tries every akua, card and direction on each replayed event)."""
        if a > 3 or self.akua[a] != NONE or c >= CELLS or d > 3:
            return 0
        src, dst = deck.AKUA_PATH[a]
        if not self.pos[c] or self.wao[c] != src:
            return 0
        for b in range(4):
            if self.akua[b] == c:
                return 0
        far = self._farthest(c, d, dst)
        if far == 0 or self.pohaku + far > deck.POHAKU:
            return 0
        return far

    def any_akua_path(self):
        for a in range(4):
            if self.akua[a] != NONE:
                continue
            for c in range(CELLS):
                for d in range(4):
                    if self.path_length(a, c, d):
                        return True
        return False

    def over(self):
        return self.phase == P_OVER

    def won(self):
        return self.phase == P_OVER and self.positives() == CELLS

    def status(self):
        # the line said after each action, in words (words.py), loaded for it and dropped: after
        # an action, never in a replay
        return _words(self, 1)

    def short(self):
        # the same in codes, for `status short` and the link (core/link.py)
        return _words(self, 3)

    @property
    def note(self):
        # what happened automatically after the last action, in words (words.py, loaded for them:
        # after an action, never in a replay)
        return _words(self, 2) if self.nt else ""

    # ---- actions -------------------------------------------------------------------------
    def apply(self, a):
        # every action in one method: on the Pico each method costs a code record, a function
        # object and a slot in the class dict on top of its bytecode
        if not isinstance(a, (bytes, bytearray)) or not a:
            self._no(1)
        k = a[0]
        if self.phase == P_OVER:
            self._no(2)
        old = self.nt
        self.nt = b""  # what the automatic steps of this action did
        try:
            if k == CELL:
                self._want(a, 5, P_LAYOUT)
                c, s, w, st = a[1], a[2], a[3], a[4]
                if c >= CELLS or s > 7 or w > 3 or st > 1:
                    self._no(4)
                self.sym[c], self.wao[c], self.starter[c] = s, w, st
                self.pos[c] = st
            elif k == LAYOUT:
                self._want(a, 1, P_LAYOUT)
                for c in range(CELLS):
                    if self.sym[c] == NONE:
                        self._no(5, c)
                self.phase = P_DRAW
            elif k == DRAW:
                self._want(a, 2, P_DRAW)
                if self.mode != TABLE:
                    self._no(6)
                s = a[1]
                if s > 7:
                    self._no(7)
                if self.drawn_sym[s] >= deck.TIME_COPIES:
                    self._no(8, s)
                self._take(s)
            elif k == FLIP or k == BONUS:
                self._want(a, 2, P_FLIP if k == FLIP else P_BONUS)
                c = a[1]
                if c >= CELLS:
                    self._no(9)
                if self.pos[c]:
                    self._no(10, c)
                if k == FLIP and self.sym[c] != self.cards[self.move]:
                    self._no(11, c)
                self.pos[c] = 1
                self.phase = P_AFTER
            elif k == LOCK:
                f = self.lock_fault(a)
                if f:
                    self._no(f >> 6, f & 63, a)
                cells = self.row(a[1], a[2])
                base = 4 * self.player
                for i in range(4):
                    c, t = cells[i], a[3 + i]
                    if t == NONE:
                        continue
                    r = t & 3
                    if t >> 2:
                        self.bank[r] -= 1
                    else:
                        self.hand[base + r] -= 1
                    j = 2 * c + (1 if self.tok[2 * c] else 0)
                    self.tok[j] = r + 1
                self.locks += 1
                self.phase = P_BONUS
            elif k == END:
                self._want(a, 1, P_AFTER)
                self._next_move()
            elif k == AKUA:
                self._want(a, 4, P_EVENT)
                self._event(a[1], a[2], a[3], self.akua_path(a[1], a[2], a[3]))
            elif k == PASS:
                self._want(a, 1, P_EVENT)
                self._event(NONE, NONE, NONE, None)
            else:
                self._no(12, k)
        except Illegal:
            self.nt = old  # a refusal changes nothing, not even the note
            raise
        self._settle()

    def _want(self, a, n, phase):
        if len(a) != n or self.phase != phase:
            self._no(3, n, a)

    def _no(self, n, x=0, y=0, z=0):
        # a refusal (n 0: a bad set-up): its words are in words.py, loaded for them and dropped
        from games.aina import words
        e = words.no(self, n, x, y, z)
        drop("games.aina.words")
        raise e

    def _take(self, s):
        self.cards[self.ncards] = s
        self.ncards += 1
        self.drawn += 1
        self.drawn_sym[s] += 1
        if self.ncards == 4:
            self.move = 0
            self.phase = P_FLIP

    def lock_fault(self, a):
        """0 when the LOCK action a is legal, else why not as a number for words.py: the refusal's
        kind << 6 | the card or resource it names. Raises nothing (the view tries many choices)."""
        if len(a) != 7 or self.phase != P_AFTER:
            return 3 << 6 | 7
        cells = self.row(a[1], a[2]) if a[1] < CELLS and a[2] < 2 else None
        if cells is None:
            return 14 << 6
        if not self.lockable(a[1], a[2], 0):
            return 15 << 6
        use_hand = [0, 0, 0, 0]
        use_bank = [0, 0, 0, 0]
        k = [0, 0, 0, 0]     # cards of each resource in the row that take a token
        own = [0, 0, 0, 0]   # ... that get the player's own matching token
        for i in range(4):
            c, t = cells[i], a[3 + i]
            if self.path[c]:
                if t != NONE:
                    return 16 << 6 | c
                continue
            if t == NONE or t > 7:
                return 17 << 6 | c
            r = t & 3
            k[self.wao[c]] += 1
            if t >> 2:
                if not self.bank_open():
                    return 18 << 6
                use_bank[r] += 1
            else:
                use_hand[r] += 1
                if r == self.wao[c]:
                    own[r] += 1
        base = 4 * self.player
        for r in range(4):
            if use_hand[r] > self.hand[base + r]:
                return 19 << 6 | r
            if use_bank[r] > self.bank[r]:
                return 20 << 6 | r
            if own[r] < min(k[r], self.hand[base + r]):
                return 21 << 6 | r
        return 0

    def _event(self, a, c, d, cells):
        # Steps 1-4 of the Cosmic Event, in order. Everything was validated before this point.
        flipped = banked = back = lost = 0
        if cells is not None:
            self.akua[a] = c
            self.pohaku += len(cells) - 1
            for x in cells:
                if not self.pos[x]:
                    self.pos[x] = 1
                    flipped += 1
                self.path[x] = 1
                for j in (2 * x, 2 * x + 1):
                    t = self.tok[j]
                    if t:
                        self.bank[t - 1] += 1   # step 2: path tokens go to the Resources Bank
                        self.tok[j] = 0
                        banked += 1
        for x in range(CELLS):   # step 3: unlocked cards flip back
            if self.pos[x] and not (self.path[x] or self.tok[2 * x]):
                self.pos[x] = 0
                back += 1
        for x in range(CELLS):   # step 4: mismatched tokens are lost
            kept = 0
            for j in (2 * x, 2 * x + 1):
                t = self.tok[j]
                self.tok[j] = 0
                if t:
                    if t - 1 == self.wao[x]:
                        self.tok[2 * x + kept] = t
                        kept += 1
                    else:
                        self.disc[t - 1] += 1
                        lost += 1
        self.events.append((a, c, d, flipped, banked, back, lost))
        self._add_note(3, len(self.events) - 1)
        if self.round == ROUNDS - 1:
            self.phase = P_OVER
            self._add_note(4)   # the end of the game
            return
        self.round += 1
        self.first = (self.first + 1) % self.seats
        self.turn = 0
        self.player = self.first
        self.ncards = 0
        self.phase = P_DRAW

    def _next_move(self):
        self.move += 1
        if self.move < MOVES:
            self.phase = P_FLIP
            return
        self.turn += 1
        self.ncards = 0
        self.move = 0
        if self.turn < TURNS:
            self.player = (self.first + self.turn) % self.seats
            self.phase = P_DRAW
        else:
            self.phase = P_EVENT

    def _settle(self):
        # Take every step that needs no choice: digital draws, skipped moves, lapsed bonus flips,
        # the end of a move with no row to lock, a Cosmic Event with no possible path.
        while True:
            ph = self.phase
            if ph == P_DRAW and self.mode == DIGITAL:
                while self.ncards < 4:
                    self._take(self.deck[self.drawn])
            elif ph == P_FLIP:
                s = self.cards[self.move]
                for c in range(CELLS):
                    if not self.pos[c] and self.sym[c] == s:
                        return
                self.skips += 1
                self._add_note(1, self.move + 1, s)   # move skipped
                self._next_move()
            elif ph == P_BONUS:
                if self.positives() < CELLS:
                    return
                self._add_note(2)   # bonus flip lapsed
                self.phase = P_AFTER
            elif ph == P_AFTER:
                if self.any_lockable():
                    return
                self._next_move()
            elif ph == P_EVENT:
                if self.any_akua_path():
                    return
                self._event(NONE, NONE, NONE, None)
            else:
                return

    def _add_note(self, k, x=0, y=0):
        self.nt += bytes((k, x, y))


def _words(g, k):
    # the status line (k 1), the note (k 2) or the codes (k 3) in words (words.py), loaded for them only
    from games.aina import words
    t = words.status(g) if k == 1 else words.note(g) if k == 2 else words.short(g)
    drop("games.aina.words")
    return t
