# 'Āina rules: the cooperative game, tracked and enforced (see ../shared/rules/aina.md and
# README.md here). Pure Python for CPython and MicroPython. The pieces are data in deck.py.
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
from core.errors import Illegal
from games.aina import deck
from games.aina.board import *  # noqa: F401,F403 (constants and helpers are part of this API)


class Game(Board):
    def __init__(self, setup):
        Board.__init__(self, setup)
        self._settle()  # a digital deal draws the first Time Cards at once

    # ---- actions -------------------------------------------------------------------------
    def apply(self, a):
        if not isinstance(a, (bytes, bytearray)) or not a:
            raise Illegal("malformed action: expected bytes (not empty): an action code, then its arguments")
        k = a[0]
        if self.phase == P_OVER:
            raise Illegal("the game is over")
        old = self.note
        self.note = ""  # what the automatic steps of this action did
        try:
            self._dispatch(k, a)
        except Illegal:
            self.note = old  # a refusal changes nothing, not even the note
            raise
        self._settle()

    def _dispatch(self, k, a):
        if k == CELL:
            self._cell(a)
        elif k == LAYOUT:
            self._layout_done(a)
        elif k == DRAW:
            self._draw(a)
        elif k == FLIP:
            self._flip(a)
        elif k == LOCK:
            self._lock(a)
        elif k == BONUS:
            self._bonus(a)
        elif k == END:
            self._want(a, 1, P_AFTER, "ending a move")
            self._next_move()
        elif k == AKUA:
            self._akua(a)
        elif k == PASS:
            self._want(a, 1, P_EVENT, "passing")
            self._event(NONE, NONE, NONE, None)
        else:
            raise Illegal("unknown action %d" % k)

    def _want(self, a, n, phase, what):
        if len(a) != n:
            raise Illegal("malformed action: expected %d bytes for %s" % (n, what))
        if self.phase != phase:
            raise Illegal("%s is not possible now: %s" % (what, self.waiting()))

    def _cell(self, a):
        self._want(a, 5, P_LAYOUT, "entering the layout")
        c, s, w, st = a[1], a[2], a[3], a[4]
        if c >= CELLS or s > 7 or w > 3 or st > 1:
            raise Illegal("no such cell, symbol or wao")
        self._put(c, (s, w, st))

    def _layout_done(self, a):
        self._want(a, 1, P_LAYOUT, "finishing the layout")
        for c in range(CELLS):
            if self.sym[c] == NONE:
                raise Illegal("%s is not entered yet" % cell_name(c))
        self.phase = P_DRAW

    def _draw(self, a):
        self._want(a, 2, P_DRAW, "drawing a Time Card")
        if self.mode != TABLE:
            raise Illegal("the companion draws the Time Cards itself")
        s = a[1]
        if s > 7:
            raise Illegal("no such Time symbol")
        if self.drawn_sym[s] >= deck.TIME_COPIES:
            raise Illegal("all %d %s Time Cards are already drawn" % (deck.TIME_COPIES, deck.SYM_TEXT[s]))
        self._take(s)

    def _take(self, s):
        self.cards[self.ncards] = s
        self.ncards += 1
        self.drawn += 1
        self.drawn_sym[s] += 1
        if self.ncards == 4:
            self.move = 0
            self.phase = P_FLIP

    def _flip(self, a):
        self._want(a, 2, P_FLIP, "the move's flip")
        c = a[1]
        if c >= CELLS:
            raise Illegal("no such card")
        if self.pos[c]:
            raise Illegal("%s is already positive" % cell_name(c))
        s = self.cards[self.move]
        if self.sym[c] != s:
            raise Illegal("move %d flips a %s card; %s shows %s" % (
                self.move + 1, deck.SYM_TEXT[s], cell_name(c), deck.SYM_TEXT[self.sym[c]]))
        self.pos[c] = 1
        self.phase = P_AFTER

    def _bonus(self, a):
        self._want(a, 2, P_BONUS, "a bonus flip")
        c = a[1]
        if c >= CELLS:
            raise Illegal("no such card")
        if self.pos[c]:
            raise Illegal("%s is already positive" % cell_name(c))
        self.pos[c] = 1
        self.phase = P_AFTER

    def check_lock(self, a):
        """Validate a LOCK action; returns (cells, tokens) or raises Illegal. Changes nothing."""
        self._want(a, 7, P_AFTER, "locking")
        cells = self.row(a[1], a[2]) if a[1] < CELLS and a[2] < 2 else None
        if cells is None:
            raise Illegal("a row of four runs right or down inside the board")
        why = self.row_problem(cells)
        if why:
            raise Illegal("cannot lock: " + why)
        use_hand = [0, 0, 0, 0]
        use_bank = [0, 0, 0, 0]
        k = [0, 0, 0, 0]     # cards of each resource in the row that take a token
        own = [0, 0, 0, 0]   # ... that get the player's own matching token
        toks = a[3:7]
        for i in range(4):
            c, t = cells[i], toks[i]
            if self.path[c]:
                if t != NONE:
                    raise Illegal("%s is an akua/path card: it takes no token" % cell_name(c))
                continue
            if t == NONE or t > 7:
                raise Illegal("%s needs a token" % cell_name(c))
            r = t & 3
            k[self.wao[c]] += 1
            if t >> 2:
                if not self.bank_open():
                    raise Illegal("the Resources Bank opens in round 4")
                use_bank[r] += 1
            else:
                use_hand[r] += 1
                if r == self.wao[c]:
                    own[r] += 1
        base = 4 * self.player
        for r in range(4):
            if use_hand[r] > self.hand[base + r]:
                raise Illegal("player %d holds only %d %s" % (
                    self.player + 1, self.hand[base + r], deck.RESOURCE[r]))
            if use_bank[r] > self.bank[r]:
                raise Illegal("the bank holds only %d %s" % (self.bank[r], deck.RESOURCE[r]))
            if own[r] < min(k[r], self.hand[base + r]):
                raise Illegal("matching rule: use your own %s tokens on the %s cards" % (
                    deck.RESOURCE[r], deck.RESOURCE[r]))
        return cells, toks

    def _lock(self, a):
        cells, toks = self.check_lock(a)
        base = 4 * self.player
        for i in range(4):
            c, t = cells[i], toks[i]
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

    def _akua(self, a):
        self._want(a, 4, P_EVENT, "placing an akua")
        cells = self.akua_path(a[1], a[2], a[3])
        self._event(a[1], a[2], a[3], cells)

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
            if self.pos[x] and not self.locked(x):
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
        if a == NONE:
            text = "Cosmic Event %d: no akua;" % len(self.events)
        else:
            text = "Cosmic Event %d: akua %s from %s %s;" % (
                len(self.events), deck.WAO[a], cell_name(c), DIR_TEXT[d])
        self._add_note(text + " %d flipped, %d banked, %d flipped back, %d lost" % (
            flipped, banked, back, lost))
        if self.round == ROUNDS - 1:
            self.phase = P_OVER
            self._add_note(self.summary())
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
                self._add_note("move %d skipped (no %s)" % (self.move + 1, deck.SYM_TEXT[s]))
                self._next_move()
            elif ph == P_BONUS:
                if self.positives() < CELLS:
                    return
                self._add_note("bonus flip lapsed")
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

    def _add_note(self, text):
        self.note = (self.note + "; " + text) if self.note else text
