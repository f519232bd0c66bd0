# Hanafuda on the grid: keys and modes. One cell a card: 12 'ohana x 4 on 16x16, two rows of six
# 'ohana on 8x8; a column of seats beside it. Drawing is in paint.py, console commands in cmds.py;
# README.md has the legend.
from core.compat import ticks_diff
from ui import keys
from games import registry
from games.hanafuda import rules as R
from games.hanafuda import deck
from games.hanafuda import paint
from games.hanafuda.paint import M_SETUP, M_MAP, M_SCORE, M_OHANA, M_NEXT, seat_text

SHORT_MS = 600   # a release of A or B after this long is not a short press


class View:
    # its console commands are listed in help.py (loaded only for `help`)
    def __init__(self, ctx):
        self.ctx = ctx
        grid = ctx.grid
        self.big = grid.w >= 16 and grid.h >= 16
        self.mw, self.mh = (12, 4) if self.big else (6, 8)   # the card map, in cells
        self.sx = 15 if self.big else 7                        # the seat column
        self.cx = self.cy = 0   # the cursor: a card, or (cx == mw) a seat of the seat column
        self.sel = -1          # the card played or drawn, picked with A
        self.side = 0          # score page: whose score, and the running total or this hand
        self.total = False
        self.osuit = self.oseat = 0
        self.players, self.teams, self.dealer, self.hands, self.opt = 2, False, R.RANDOM, 3, 0
        self.held = bytearray(2)
        self.down_at = 0
        self.seen = None
        self.su = None          # the set-up page's module while it shows
        if ctx.game is None:
            self.open_setup()
            self.su.say(self)
        else:
            self.mode = M_MAP
            self.enter(ctx.game)

    # ---- helpers -------------------------------------------------------------------------
    def card_at(self, x, y):
        if self.big:
            return x * 4 + y
        return ((y >> 2) * 6 + x) * 4 + (y & 3)

    def goto(self, c):
        o, k = c // 4, c % 4
        if self.big:
            self.cx, self.cy = o, k
        else:
            self.cx, self.cy = o % 6, (o // 6) * 4 + k

    def card(self):
        return self.card_at(self.cx, self.cy)

    def move(self, k, n):
        # the map's columns, then the seat column (its n seats), round again
        x = (self.cx + keys.DX[k]) % (self.mw + 1)
        h = n if x == self.mw else self.mh
        if x == self.cx:
            self.cy = (self.cy + keys.DY[k]) % h
        else:
            self.cx = x
            self.cy = min(self.cy, h - 1)

    def enter(self, g):
        """Views follow the game: after an action, undo or redo, put modes and picks right."""
        self.seen = g   # what the view follows, compared field by field (draw calls sync: no tuple)
        self.s_ph, self.s_hand, self.s_act, self.s_step = g.phase, g.hand_no, g.active, g.step
        self.sel = -1
        if g.phase >= R.PH_DONE:
            self.mode = M_SCORE
            self.total = g.over()
            self.side = g.ranking_winner(g.totals) if g.over() else g.winner
            if g.over():
                self.ctx.say("A: a rematch with the same settings, B: the map")
        elif self.mode != M_SETUP:
            self.mode = M_MAP
        if g.phase == R.PH_DEAL and not g.count(R.FIELD):
            self.ctx.say("P%d deals %d each and %d to the field: A on each field card"
                         % (g.dealer + 1, g.per_hand, g.field_want))

    def sync(self, g):
        if (self.seen is not g or self.s_ph != g.phase or self.s_hand != g.hand_no
                or self.s_act != g.active or self.s_step != g.step):
            self.enter(g)

    def act(self, a):
        ok = self.ctx.act(a)
        g = self.ctx.game
        if g is not None and ok:
            self.enter(g)
        return ok

    # ---- set-up: setup.py, loaded while the page shows (self.su) and dropped when the game starts
    def open_setup(self):
        from games.hanafuda import setup
        self.su = setup
        self.mode = M_SETUP

    # ---- keys ----------------------------------------------------------------------------
    def key(self, k, kind):
        # The d-pad acts on PRESS and REPEAT. A and B act on release (short) or on LONG, never
        # both: a hold sends PRESS first, and hold B is the menu.
        if k >= keys.A:
            i = k - keys.A
            if kind == keys.PRESS:
                self.held[i] = 1
                self.down_at = self.ctx.now()
                return
            if not self.held[i] or kind == keys.REPEAT:
                return
            self.held[i] = 0
            if kind == keys.RELEASE:
                if ticks_diff(self.ctx.now(), self.down_at) >= SHORT_MS:
                    return
                kind = keys.PRESS
        elif kind != keys.PRESS and kind != keys.REPEAT:
            return
        if self.mode == M_SETUP:
            if kind == keys.PRESS:
                self.su.key(self, k)
            return
        g = self.ctx.game
        if g is None:
            self.open_setup()
            return
        self.sync(g)
        if self.mode == M_SCORE:
            self.key_score(g, k)
        elif self.mode == M_OHANA:
            self.key_ohana(g, k)
        elif self.mode == M_NEXT:
            self.key_next(g, k)
        elif k < keys.A:
            self.move(k, g.n)
            self.ctx.later(self.say_where)  # the words after the frame: the light never waits
        elif k == keys.B:
            if self.sel >= 0:
                self.sel = -1
            else:
                self.show_scores(g)
        elif self.cx == self.mw:   # A on a seat: the map already lights its captures; say them
            self.say_where()
        elif kind == keys.LONG:
            self.open_ohana(g, self.card() // 4)
        else:
            self.press_a(g)

    def press_a(self, g):
        c = self.card()
        w = g.loc[c]
        ph = g.phase
        if ph == R.PH_DEAL:
            if w == R.FIELD:
                self.act(bytes((R.OP_BACK, c)))
            else:
                self.act(bytes((R.OP_FIELD, c)))
        elif ph == R.PH_PLAY:
            if self.sel < 0:
                if w != R.UNSEEN:
                    from games.hanafuda import why   # the refusal's words, for it only
                    self.ctx.refuse(why.not_dark(g, c))
                    registry.drop("games.hanafuda.why")
                    return
                self.sel = c
                self.ctx.say("P%d %s %s: A on the field card it takes, or A on it again to leave it "
                             "in the field; B cancels" % (g.active + 1, "plays" if g.step == R.HAND else "draws",
                                                         R.card_name(c)))
            elif c == self.sel:
                self.act(bytes((R.OP_FIELD, c)))
            else:
                self.act(bytes((R.OP_TAKE, g.active, self.sel, c)))
        elif ph == R.PH_DONE:
            self.open_next(g)
        else:
            self.show_scores(g)

    def show_scores(self, g):
        self.mode = M_SCORE
        self.total = g.over()
        self.side = g.side_of(g.active) if g.phase <= R.PH_PLAY else g.winner
        self.say_score(g)

    def say_score(self, g):
        s = self.side
        if self.total:
            self.ctx.say("%s: running total %d after %d hand(s)" % (
                g.side_name(s), g.totals[s], g.hand_no - (1 if g.phase <= R.PH_PLAY else 0)))
        else:
            self.ctx.say("%s: %d points, %d hui, score %d" % (g.side_name(s), g.pts[s], g.hui_count(s), g.final[s]))

    def key_score(self, g, k):
        if k == keys.LEFT or k == keys.RIGHT:
            self.side = (self.side + (1 if k == keys.RIGHT else -1)) % g.m
        elif k == keys.UP or k == keys.DOWN:
            self.total = not self.total
        elif k == keys.A and g.phase == R.PH_DONE:
            self.open_next(g)
            return
        elif k == keys.A and g.over():
            self.ctx.rematch(4)  # the same set-up, a new shuffle (its seed: bytes 4-7)
            return
        elif k == keys.A or k == keys.B:
            self.mode = M_MAP
            return
        self.say_score(g)

    def open_ohana(self, g, o):
        if g.phase != R.PH_PLAY:
            self.ctx.refuse("an 'ohana is declared during play")
            return
        self.sel = -1
        self.mode = M_OHANA
        self.osuit = o
        self.oseat = g.active
        self.say_ohana()

    def say_ohana(self):
        self.ctx.say("'ohana %s declared by P%d? left/right: who, A: yes, B: no"
                     % (deck.name(self.osuit), self.oseat + 1))

    def key_ohana(self, g, k):
        if k == keys.LEFT or k == keys.RIGHT:
            self.oseat = (self.oseat + (1 if k == keys.RIGHT else -1)) % g.n
            self.say_ohana()
        elif k == keys.A:
            if not self.act(bytes((R.OP_OHANA, self.osuit, self.oseat))):
                self.mode = M_MAP
        elif k == keys.B:
            self.mode = M_MAP

    def open_next(self, g):
        # the winner deals the next hand (a team: its member nearest the dealer's right)
        self.dealer = g.dealer
        for i in range(g.n):
            s = (g.dealer + i) % g.n
            if g.side_of(s) == g.winner:
                self.dealer = s
                break
        self.mode = M_NEXT
        self.say_next()

    def say_next(self):
        self.ctx.say("next hand, dealer %s? left/right: who (or random), A: deal, B: back"
                     % seat_text(self.dealer))

    def key_next(self, g, k):
        if k == keys.LEFT or k == keys.RIGHT:
            d = g.n if self.dealer == R.RANDOM else self.dealer
            d = (d + (1 if k == keys.RIGHT else -1)) % (g.n + 1)
            self.dealer = R.RANDOM if d == g.n else d
            self.say_next()
        elif k == keys.A:
            if self.act(bytes((R.OP_NEXT, self.dealer))):
                self.cx = self.cy = 0
        elif k == keys.B:
            self.mode = M_SCORE

    # ---- console and drawing ----------------------------------------------------------------
    def command(self, words):
        from games.hanafuda.cmds import command
        try:
            return command(self, words)
        finally:
            registry.drop("games.hanafuda.cmds")   # its RAM is the game's between commands

    def say_where(self):
        # the card under the cursor in words, once per move (`where` repeats it)
        from games.hanafuda.cmds import where_line
        self.ctx.say(where_line(self, self.ctx.game))
        registry.drop("games.hanafuda.cmds")

    def draw(self, grid, t):
        paint.draw(self, grid, t)
