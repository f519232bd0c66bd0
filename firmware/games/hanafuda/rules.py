# Hanafuda Na Pua Hawai'i: the table's scorekeeper. The players deal and play real cards; the
# companion is told where each card went and keeps every score. Pure rules, CPython and MicroPython.
# Set-up and action bytes: README.md. Every fact about a card comes from deck.py.
from core.errors import Illegal
from core.compat import drop
from core.rng import Rng
from games.hanafuda import deck
from games.hanafuda.deck import VALUE, STORM, HUI_CARDS, CARDS
from games.hanafuda.codes import (  # the game's encoding (codes.py): words.py reads it there too
    NONE, RANDOM, UNSEEN, FIELD, CAPT, FLAG_TEAMS, MAX_HANDS, OP_FIELD, OP_TAKE, OP_OHANA, OP_NEXT,
    OP_BACK, LENGTH, PH_DEAL, PH_PLAY, PH_DONE, PH_OVER, E_HAND, E_DEALT, E_BACK, E_LEFT, E_STORM,
    E_ALL, E_TAKE, E_BLOCK, E_DECLARE, E_DEALER, E_STORM_GETS, E_OVER, EVENT_TEXT, HAND, DRAW,
    card_name, make_setup)


def _why(f, *args):
    # a refusal in words: words.py, loaded for it only (its words are not the game's RAM)
    from games.hanafuda import words
    try:
        getattr(words, f)(*args)
        raise Illegal("refused")   # (never: words.check and Game._ok agree, a test checks it)
    finally:
        drop("games.hanafuda.words")


class Game:
    def __init__(self, setup):
        if (not isinstance(setup, (bytes, bytearray)) or len(setup) != 8 or setup[0] not in deck.DEAL
                or setup[1] & ~FLAG_TEAMS or (setup[1] and setup[0] != 4)
                or (setup[2] != RANDOM and setup[2] >= setup[0]) or not 1 <= setup[3] <= MAX_HANDS):
            _why("bad_setup", setup)   # raises BadSetup, in words
        n, flags, dealer, hands = setup[0], setup[1], setup[2], setup[3]
        self.n = n
        self.teams = bool(flags & FLAG_TEAMS)
        self.m = 2 if self.teams else n          # sides: teams or players
        self.hands = hands
        self.rng = Rng((setup[4] << 24) | (setup[5] << 16) | (setup[6] << 8) | setup[7])
        self.per_hand, self.field_want = deck.DEAL[n]
        self.loc = bytearray(CARDS)
        self.hand = bytearray(6)                  # cards left in each hand
        self.totals = [0] * self.m               # running totals of the finished hands
        self._pts = [0] * self.m                 # this hand: captured values,
        self._hui = bytearray(self.m)            # the hui held (bit h = hui h),
        self._final = [0] * self.m               # and the score after the penalties
        self.hand_no = 0
        self.winner = NONE                       # side that won the last finished hand
        self.ev = bytearray()                    # what the last action did, as events (see note)
        self._dirty = True
        self._start_hand(dealer)

    # ---- queries -------------------------------------------------------------------------
    def over(self):
        return self.phase == PH_OVER

    # live scores of this hand, recomputed when read after a change
    @property
    def pts(self):
        if self._dirty:
            self.rescore()
        return self._pts

    @property
    def hui(self):
        if self._dirty:
            self.rescore()
        return self._hui

    @property
    def final(self):
        if self._dirty:
            self.rescore()
        return self._final

    def _event(self, kind, x=0, y=0, z=0):
        self.ev.extend(bytes((kind, x, y, z)))

    @property
    def note(self):
        """What the last action did, in words."""
        out = []
        ev = self.ev
        for i in range(0, len(ev), 4):
            k, x, y, z = ev[i], ev[i + 1], ev[i + 2], ev[i + 3]
            if k == E_HAND:
                args = (x, y + 1)
            elif k == E_DEALT or k == E_BACK:
                args = (card_name(x),)
            elif k == E_LEFT or k == E_STORM or k == E_STORM_GETS:
                args = (x + 1, card_name(y))
            elif k == E_TAKE:
                args = (x + 1, card_name(y), card_name(z))
            elif k == E_BLOCK:
                args = (x + 1,)
            elif k == E_DECLARE:
                args = (x + 1, deck.name(y), z)
            elif k == E_OVER:
                args = (x, self.side_name(y))
            else:   # E_ALL, E_DEALER
                args = (x + 1, deck.name(y))
            out.append(EVENT_TEXT[k] % args)
        return "; ".join(out)

    def side_of(self, seat):
        return seat & 1 if self.teams else seat

    def side_name(self, side):
        return ("Team P1+P3", "Team P2+P4")[side] if self.teams else "P%d" % (side + 1)

    def count(self, where, ohana=-1):
        """How many cards are at `where` (of one 'ohana, or in all)."""
        lo = 0 if ohana < 0 else ohana * 4   # (no tuple: the view calls this every frame)
        hi = CARDS if ohana < 0 else lo + 4
        k = 0
        for c in range(lo, hi):
            if self.loc[c] == where:
                k += 1
        return k

    def owner(self, c):
        """The seat that captured card c, or NONE."""
        w = self.loc[c]
        return w - CAPT if w >= CAPT else NONE

    def hui_count(self, side):
        b = self.hui[side]
        k = 0
        while b:
            k += b & 1
            b >>= 1
        return k

    def ranking_winner(self, scores):
        """The side with the best score; a tie goes to the dealer, else the closest to the
        dealer's right (seats in play order from the dealer)."""
        best = NONE
        for i in range(self.n):
            s = self.side_of((self.dealer + i) % self.n)
            if best == NONE or scores[s] > scores[best]:
                best = s
        return best

    def wants(self):
        if self.phase == PH_DEAL:
            return "P%d deals: mark the field (%d of %d)" % (self.dealer + 1, self.count(FIELD), self.field_want)
        if self.phase == PH_PLAY:
            return "P%d %s" % (self.active + 1, "plays a card from the hand" if self.step == HAND
                                else "draws from the stack")
        if self.phase == PH_DONE:
            return "hand over, %s wins; next hand" % self.side_name(self.winner)
        return "game over"

    def scores_text(self):
        """Each side's points, and after the hui penalties its score: 'P1 60-50=10'."""
        out = []
        for s in range(self.m):
            pen = self.pts[s] - self.final[s]
            out.append("%s %d" % (self.side_name(s), self.pts[s]) + ("-%d=%d" % (pen, self.final[s]) if pen else ""))
        return ", ".join(out)

    def totals_text(self):
        return ", ".join("%s %d" % (self.side_name(s), self.totals[s]) for s in range(self.m))

    def status(self):
        if self.phase == PH_OVER:
            return "Game over after %d hand%s: %s | %s wins" % (
                self.hands, "s" if self.hands > 1 else "", self.totals_text(),
                self.side_name(self.ranking_winner(self.totals)))
        line = "Hand %d/%d: %s | %s" % (self.hand_no, self.hands, self.wants(), self.scores_text())
        if self.phase == PH_PLAY:
            line += " | field %d, stack %d" % (self.count(FIELD), self.stack)
        if self.note:
            line = self.note + " | " + line
        return line

    # ---- actions -------------------------------------------------------------------------
    def apply(self, action):
        # every check happens before the first change
        if not self._ok(action):
            _why("check", self, action)   # raises Illegal, in words
        op = action[0]
        blocked = self.p_target
        self.p_target = NONE        # the Storm's block window closes with any other action
        self.ev = bytearray()
        if op == OP_FIELD:
            self._do_field(action[1])
        elif op == OP_TAKE:
            self._do_take(action[2], action[3])
        elif op == OP_OHANA:
            self._do_ohana(action[1], action[2], blocked)
        elif op == OP_NEXT:
            self._start_hand(action[1])
        else:
            self.loc[action[1]] = UNSEEN
            self._event(E_BACK, action[1])
        self._dirty = True   # scores are recomputed when read: a replay (undo, resume) skips them

    def _ok(self, a):
        """Does the game take action a? (words.check says why not, in the same order.)"""
        if not isinstance(a, (bytes, bytearray)) or not a:
            return False
        op = a[0]
        if op >= len(LENGTH) or len(a) != LENGTH[op] or self.phase == PH_OVER:
            return False
        ph = self.phase
        loc = self.loc
        x = a[1]
        if op == OP_NEXT:
            return ph == PH_DONE and (x < self.n or x == RANDOM)
        if op == OP_OHANA:
            seat = a[2]
            if x >= 12 or seat >= self.n or ph != PH_PLAY:
                return False
            blocks = self.p_target != NONE and self.p_target // 4 == x and seat != self.p_seat
            for c in range(x * 4, x * 4 + 4):
                if loc[c] >= CAPT and not (blocks and c == self.p_target):
                    return False
            k = self.count(UNSEEN, x)
            return 0 < k <= self.hand[seat]
        if op == OP_TAKE:
            c, t = a[2], a[3]
            return (x < self.n and c < CARDS and ph == PH_PLAY and loc[c] == UNSEEN and t < CARDS
                    and x == self.active and loc[t] == FIELD and (t // 4 == c // 4 or c == STORM))
        if x >= CARDS:
            return False
        if op == OP_BACK:
            return ph == PH_DEAL and loc[x] == FIELD
        if loc[x] != UNSEEN:   # OP_FIELD
            return False
        if ph == PH_DEAL:
            return self.count(FIELD) < self.field_want
        return ph == PH_PLAY and not self.count(FIELD, x // 4)

    # ---- changes (only after the checks) --------------------------------------------------
    def _do_field(self, c):
        self.loc[c] = FIELD
        if self.phase == PH_DEAL:
            self._event(E_DEALT, c)
            if self.count(FIELD) == self.field_want:
                self._begin_play()
            return
        self._event(E_LEFT, self.active, c)
        self._step_done()

    def _do_take(self, c, t):
        a = self.active
        wild = c == STORM and t // 4 != c // 4
        if wild:   # kept so that a holder of that 'ohana can still block it
            self.p_target, self.p_seat, self.p_step = t, a, self.step
            self.p_hand, self.p_stack = self.hand[a], self.stack
        o = t // 4
        self.loc[c] = CAPT + a
        took = 1
        if not wild and self.count(FIELD, o) == 3:  # the fourth card: the whole 'ohana at once
            for x in range(o * 4, o * 4 + 4):
                self.loc[x] = CAPT + a
            took = 3
        else:
            self.loc[t] = CAPT + a
        if wild:
            self.wild = o
            self._event(E_STORM, a, t)
        elif took == 3:
            self._event(E_ALL, a, o)
        else:
            self._event(E_TAKE, a, t, c)
        self._step_done()

    def _do_ohana(self, o, seat, blocked):
        if blocked != NONE and blocked // 4 == o and seat != self.p_seat:
            # the Storm is blocked: its play is undone, its player plays again
            self.loc[STORM] = UNSEEN
            self.loc[blocked] = FIELD
            self.active, self.step = self.p_seat, self.p_step
            self.hand[self.p_seat], self.stack = self.p_hand, self.p_stack
            self.wild = NONE
            self._event(E_BLOCK, seat)
        # the cards not in the field come from the seat's hand, never the card just drawn: that one
        # is marked first, taking its match or left in the field (README choice 6)
        k = self.count(UNSEEN, o)
        self.hand[seat] -= k
        for c in range(o * 4, o * 4 + 4):
            self.loc[c] = CAPT + seat
        self._event(E_DECLARE, seat, o, k)
        self._settle()

    def _start_hand(self, dealer):
        if dealer == RANDOM:
            dealer = self.rng.below(self.n)
        self.dealer = dealer
        self.hand_no += 1
        for c in range(CARDS):
            self.loc[c] = UNSEEN
        for s in range(6):
            self.hand[s] = self.per_hand if s < self.n else 0
        self.stack = CARDS - self.n * self.per_hand - self.field_want
        self.phase = PH_DEAL
        self.active = dealer
        self.step = HAND
        self.wild = NONE           # the 'ohana the Storm Card took as a wild card
        self.p_target = NONE       # a wild Storm capture that may still be blocked, and the turn
        self.p_seat = self.p_step = self.p_hand = self.p_stack = 0  # before it
        self._event(E_HAND, self.hand_no, dealer)

    def _begin_play(self):
        for o in range(12):   # four of one 'ohana in the field at the deal go to the dealer
            if self.count(FIELD, o) == 4:
                for c in range(o * 4, o * 4 + 4):
                    self.loc[c] = CAPT + self.dealer
                self._event(E_DEALER, self.dealer, o)
        self.phase = PH_PLAY
        self._settle()

    def _step_done(self):
        if self.step == HAND:
            self.hand[self.active] -= 1
            self.step = DRAW
            self._settle()
        else:
            self.stack -= 1
            self._next_turn()
            self._settle(True)

    def _next_turn(self):
        self.active = (self.active + 1) % self.n   # play passes to the right
        self.step = HAND

    def _settle(self, turn_over=False):
        """Move on to the next part of a turn that can be played; end the hand when no hand has a card
        left at the end of a turn (README choice 2): an 'ohana that empties every hand before a
        turn's card from the hand still leaves that turn's draw."""
        for _ in range(2 * self.n + 2):
            if self.step == HAND:
                if turn_over:
                    left = 0
                    for s in range(self.n):
                        left += self.hand[s]
                    if not left:
                        self._end_hand()
                        return
                if self.hand[self.active]:
                    return
                self.step = DRAW   # an empty hand (after an 'ohana) still draws
            if self.stack:
                return
            self._next_turn()      # nothing to draw: the turn is over
            turn_over = True

    def _end_hand(self):
        self.p_target = NONE
        if self.wild != NONE:
            # the Storm's holder gets the point cards of the 'ohana it took that are still in the field
            holder = self.loc[STORM] - CAPT
            for c in range(self.wild * 4, self.wild * 4 + 4):
                if self.loc[c] == FIELD and VALUE[c]:
                    self.loc[c] = CAPT + holder
                    self._event(E_STORM_GETS, holder, c)
        self.rescore()
        self.winner = self.ranking_winner(self.final)
        for s in range(self.m):
            self.totals[s] += self.final[s]
        self.phase = PH_OVER if self.hand_no >= self.hands else PH_DONE
        self._event(E_OVER, self.hand_no, self.winner)

    def rescore(self):
        """Recompute this hand's live scores from where the cards are."""
        self._dirty = False   # (first: hui_count below reads the hui being built here)
        m = self.m
        for s in range(m):
            self._pts[s] = 0
            self._hui[s] = 0
        for c in range(CARDS):
            w = self.loc[c]
            if w >= CAPT:
                self._pts[self.side_of(w - CAPT)] += VALUE[c]
        total = 0
        for h in range(deck.HUIS):
            side = NONE
            for j in range(3):
                w = self.loc[HUI_CARDS[3 * h + j]]
                s = self.side_of(w - CAPT) if w >= CAPT else NONE
                if s == NONE or (j and s != side):
                    side = NONE
                    break
                side = s
            if side != NONE:
                self._hui[side] |= 1 << h
                total += 1
        for s in range(m):
            self._final[s] = self._pts[s] - deck.HUI_PENALTY * (total - self.hui_count(s))

