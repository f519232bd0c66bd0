# portable
# The 'Aina view on a small fake ctx: set-up page, flips, locks, the guided Cosmic Event, table
# entry, console commands, what the grid shows on 8x8 and 16x16, and no allocation in draw().
from core.errors import Illegal, BadSetup
from ui import keys, palette
from ui.palette import scale
from games.aina import rules as R
from games.aina import view as V
from games.aina import paint as V_
import aina_play as P

A, B, UP, DOWN, LEFT, RIGHT = keys.A, keys.B, keys.UP, keys.DOWN, keys.LEFT, keys.RIGHT


class Grid:
    def __init__(self, w, h):
        self.w, self.h = w, h
        self.px = bytearray(3 * w * h)  # preallocated, so set() allocates nothing

    def set(self, x, y, c):
        if 0 <= x < self.w and 0 <= y < self.h:
            i = 3 * (y * self.w + x)
            self.px[i] = c >> 16
            self.px[i + 1] = (c >> 8) & 255
            self.px[i + 2] = c & 255

    def get(self, x, y):
        i = 3 * (y * self.w + x)
        return (self.px[i] << 16) | (self.px[i + 1] << 8) | self.px[i + 2]

    def fill(self, c):
        for y in range(self.h):
            for x in range(self.w):
                self.set(x, y, c)


class Ctx:
    def __init__(self, w=8, h=8, game=None):
        self.grid = Grid(w, h)
        self.game = game
        self.lines = []
        self.refused = []
        self.actions = []
        self.t = 0

    def now(self):
        return self.t

    def say(self, text):
        self.lines.append(text)

    def refuse(self, reason):
        self.refused.append(reason)

    def start(self, setup):
        try:
            self.game = R.Game(setup)
        except BadSetup as e:
            self.refuse(str(e))
            return False
        return True

    def act(self, a, text=None):
        try:
            self.game.apply(a)
        except Illegal as e:
            self.refuse(str(e))
            return False
        self.actions.append(a)
        self.say(text or "")
        return True


def press(v, *ks):
    for k in ks:
        v.key(k, keys.PRESS)
        v.key(k, keys.RELEASE)


def hold(v, k):
    v.key(k, keys.PRESS)
    v.key(k, keys.LONG)
    v.key(k, keys.RELEASE)


def frame(v, ctx, t=0):
    ctx.t = t
    v.draw(ctx.grid, t)
    return ctx.grid


def goto(v, c):
    v.cx, v.cy = c % 6, c // 6


def test_setup_page_starts_a_game():
    ctx = Ctx()
    v = V.View(ctx)
    assert "set-up" in ctx.lines[0]
    press(v, UP, UP, RIGHT)
    assert "players 4, table entry" in ctx.lines[-1]
    for i in range(10):
        press(v, UP)
    assert "players 14 in 6 teams" in ctx.lines[-1]
    g = frame(v, ctx)
    assert g.get(0, 7) == palette.WHITE  # table entry shown white
    press(v, DOWN, LEFT)
    ctx.t = 1234
    press(v, A)
    assert ctx.game is not None and ctx.game.players == 13 and ctx.game.mode == R.DIGITAL
    assert ctx.game.seed == 1234


def test_flip_with_keys_and_a_refused_flip():
    ctx = Ctx(game=R.Game(R.make_setup(2, 38)))
    v = V.View(ctx)
    g = ctx.game
    want = g.cards[0]
    ok = [c for c in range(36) if g.flippable(c)]
    bad = [c for c in range(36) if not g.pos[c] and g.sym[c] != want][0]
    goto(v, bad)
    press(v, A)
    assert ctx.refused and "move 1 flips" in ctx.refused[-1] and not g.pos[bad]
    goto(v, ok[0])
    press(v, A)
    assert g.pos[ok[0]] == 1 and ctx.actions == [bytes((R.FLIP, ok[0]))]


def test_board_drawing_8x8():
    ctx = Ctx(game=R.Game(R.make_setup(2, 38)))
    v = V.View(ctx)
    g = ctx.game
    goto(v, 35)
    grid = frame(v, ctx, 0)           # blink "on" half
    for c in range(35):
        x, y = 1 + c % 6, 1 + c // 6
        if g.pos[c]:
            want = scale(V_.WAO_COL[g.wao[c]], 1, 5)     # starter: positive, unlocked
        elif g.flippable(c):
            want = scale(palette.TARGET, 1, 3)         # the current Time Card allows it
        else:
            want = V_.NEG
        assert grid.get(x, y) == want, c
    assert grid.get(6, 6) == palette.CURSOR
    assert grid.get(0, 1) == V_.SEAT_COL[0]              # player 1's turn
    assert grid.get(2, 0) == V_.sym_col(g.cards[1]) and grid.get(3, 0) == V_.MARK_COL[g.cards[1] & 3]
    for a in range(4):
        assert grid.get(4 + a, 7) == V_.WAO_COL[a]       # every akua still available
    grid = frame(v, ctx, 500)          # "off" half: the current Time Card blinks
    assert grid.get(0, 0) == palette.OFF and grid.get(1, 0) == palette.OFF


def lock_position(w=8, h=8):
    g = P.at_move(positive=(24, 25, 26), cards=(3, 0, 0, 0))  # row 4: N M H K
    ctx = Ctx(w, h, g)
    v = V.View(ctx)
    goto(v, 27)
    press(v, A)   # the move's flip: d5
    assert g.phase == R.P_AFTER
    return ctx, v, g


def test_lock_with_keys_and_token_choices():
    ctx, v, g = lock_position()
    goto(v, 25)
    press(v, A)
    assert v.mode == V_.M_LOCK and v.rows == [(24, 0)]
    assert "lock a5-d5: fish, kalo, people, fish" in ctx.lines[-1]  # a5: the most plentiful token
    assert "tokens 1/3" in ctx.lines[-1]  # a5 may take fish, kalo or people
    grid = frame(v, ctx, 0)
    assert grid.get(1, 5) == palette.SELECT and grid.get(4, 5) == palette.SELECT
    n = len(v.toks)
    assert n >= 2 and len(set(v.toks)) == n
    press(v, DOWN)   # another legal token choice
    choice = v.toks[1]
    press(v, A)
    assert ctx.actions[-1] == bytes((R.LOCK, 24, 0)) + choice
    assert g.phase == R.P_BONUS and v.mode == V_.M_BOARD


def test_lock_refused_where_no_row_and_cancel():
    ctx, v, g = lock_position()
    goto(v, 0)
    press(v, A)
    assert "no row of four through a1 can be locked: a1 is negative" in ctx.refused[-1]
    goto(v, 26)
    press(v, A, B)
    assert v.mode == V_.M_BOARD and not ctx.actions[1:]
    hold(v, A)   # hold A: end the move
    assert ctx.actions[-1] == bytes((R.END,)) and g.move == 1


def test_16x16_shows_tokens_on_cards():
    ctx, v, g = lock_position(16, 16)
    g.apply(bytes((R.LOCK, 24, 0, 2, 1, 2, 3)))  # a people token on the Nahele card (mismatched)
    g.apply(bytes((R.BONUS, 35)))
    grid = frame(v, ctx, 0)
    x, y = 2 * 1, 2 * 5   # a5 at 2x2
    assert grid.get(x, y) == scale(V_.WAO_COL[0], 1, 2)          # Nahele, one token
    assert grid.get(x + 1, y) == V_.WAO_COL[2]                   # the token is people: mismatched
    assert grid.get(x + 2 + 1, y) == V_.WAO_COL[1]               # b5: kalo on kalo
    assert g.phase == R.P_FLIP and g.cards[g.move] == 0 and g.sym[0] == 0
    for i, j in ((0, 0), (0, 1), (1, 0), (1, 1)):   # a1 shows the move's symbol: all 4 LEDs
        assert grid.get(2 + i, 2 + j) == scale(palette.TARGET, 1, 3)


def event_game():
    from aina_play import skip_turn
    g = P.table_game(2, P.grid_layout("NMHMKH" "MMMMMM" "HHHHHH" "KKKKKK" "NMHKNM" "HKNMHK", [0] * 36))
    g.pos[0] = 1
    g.pos[8] = 1
    g.tok[16] = 2
    g.hand[1] -= 1
    for t in range(4):
        skip_turn(g)
    assert g.phase == R.P_EVENT
    return g


def test_guided_cosmic_event():
    g = event_game()
    ctx = Ctx(game=g)
    v = V.View(ctx)
    assert "akua Nahele (raindrop to kalo)" in ctx.lines[-1]
    grid = frame(v, ctx, 0)
    assert grid.get(1, 1) == palette.SELECT   # a1: where Nahele may stand
    press(v, RIGHT)
    assert "Mala'ai" in ctx.lines[-1]
    press(v, LEFT, A)
    assert v.ev_step == 1
    goto(v, 6)
    press(v, A)
    assert "cannot start a path on a2" in ctx.refused[-1]
    goto(v, 0)
    press(v, A)
    assert v.ev_step == 2 and "path east: a1 b1 c1 d1 (3 pohaku)" in ctx.lines[-2]
    press(v, UP)
    assert "no path north from a1" in ctx.refused[-1]
    press(v, B)
    assert v.ev_step == 1
    press(v, A, A)
    assert g.events[0][:3] == (0, 0, 0) and g.round == 1 and v.ev_step == 0


def test_event_pass_with_keys():
    g = event_game()
    ctx = Ctx(game=g)
    v = V.View(ctx)
    press(v, LEFT)
    assert "pass" in ctx.lines[-1]
    press(v, A)
    assert ctx.actions == [bytes((R.PASS,))] and g.events[0][0] == R.NONE


def test_table_entry_with_keys():
    ctx = Ctx(game=R.Game(R.make_setup(2, 0, table=True)))
    v = V.View(ctx)
    g = ctx.game
    press(v, A, UP, UP, RIGHT)      # a1: symbol rO, wao Mala'ai
    assert "a1: rO Mala'ai" in ctx.lines[-1]
    hold(v, A)             # entered as a starter card
    assert (g.sym[0], g.wao[0], g.starter[0], g.pos[0]) == (2, 1, 1, 1) and v.cx == 1
    hold(v, A)             # not complete yet: refused
    assert "b1 is not entered yet" in ctx.refused[-1]
    for c in range(1, 36):
        g.apply(bytes((R.CELL, c, c % 8, c % 4, 0)))
    hold(v, A)
    assert g.phase == R.P_DRAW
    press(v, RIGHT, UP, A)          # Time Card: white X
    assert g.cards[0] == 5 and g.ncards == 1
    grid = frame(v, ctx, 0)
    assert grid.get(0, 0) == palette.WHITE and grid.get(1, 0) == V_.MARK_COL[1]


def test_console_commands():
    ctx, v, g = lock_position()
    assert v.command(["board"]) and ctx.lines[-6].startswith("1 ") and "H:" in ctx.lines[-2]
    assert v.command(["lock", "a5", "down", "f", "f", "f", "f"])
    assert "a row of four runs right or down" in ctx.refused[-1]
    assert v.command(["lock", "a5", "right"])
    assert ctx.actions[-1][:3] == bytes((R.LOCK, 24, 0)) and g.phase == R.P_BONUS
    assert v.command(["bonus", "f6"]) and g.pos[35]
    assert g.phase == R.P_FLIP and g.move == 1  # nothing left to lock: the move ended
    assert v.command(["flip", "zz"]) and "usage" in ctx.refused[-1]
    assert not v.command(["dance"])
    assert v.command(["legal"]) and "legal actions" in ctx.lines[-1]
    assert v.command(["flip", "a1"]) and g.pos[0]


def views_in_every_state(size):
    ctx, v, g = lock_position(size, size)
    yield v, ctx                         # after a flip
    press(v, A)
    yield v, ctx                         # choosing a row
    press(v, A)
    yield v, ctx                         # bonus flip owed
    press(v, B)
    yield v, ctx                         # the Time Card page
    ctx = Ctx(size, size, event_game())
    yield V.View(ctx), ctx               # Cosmic Event
    ctx = Ctx(size, size)
    yield V.View(ctx), ctx               # set-up page
    ctx = Ctx(size, size, R.Game(R.make_setup(2, 0, table=True)))
    v = V.View(ctx)
    press(v, A)
    yield v, ctx                         # table entry: editing a cell
    g = P.table_game(2, P.grid_layout(P.WAOS))
    yield V.View(Ctx(size, size, g)), ctx  # table entry: a Time Card
    ctx = Ctx(size, size, R.Game(R.make_setup(2, 38)))
    import test_aina_games as T
    for a in T.actions(T.WIN_2P_SEED38):
        ctx.game.apply(a)
    yield V.View(ctx), ctx               # won: the win animation


def test_draw_allocates_nothing():
    try:
        import micropython
        micropython.heap_lock
    except (ImportError, AttributeError):
        micropython = None  # CPython: run the states, nothing to measure
    n = 0
    for size in (8, 16):
        for v, _ in views_in_every_state(size):
            v.draw(v.ctx.grid, 0)  # warm up
            if micropython:
                micropython.heap_lock()
            try:
                for t in (0, 500, 1000):
                    v.draw(v.ctx.grid, t)
            finally:
                if micropython:
                    micropython.heap_unlock()
            n += 1
    assert n == 18


def test_undo_under_a_half_made_choice_drops_it():
    ctx, v, g = lock_position()
    goto(v, 25)
    press(v, A)
    assert v.mode == V_.M_LOCK and v.lit[24]
    # the platform's undo: a new Game replayed without the last action (the flip)
    ctx.game = P.at_move(positive=(24, 25, 26), cards=(3, 0, 0, 0))
    frame(v, ctx)
    assert v.mode == V_.M_BOARD and not v.lit[24]


def keys_for(v, g, a):
    """Play action a with the buttons, as a player would."""
    def goto_keys(c):
        for _ in range((c % 6 - v.cx) % 6):
            press(v, RIGHT)
        for _ in range((c // 6 - v.cy) % 6):
            press(v, DOWN)
        assert v.cell() == c
    k = a[0]
    if k in (R.FLIP, R.BONUS):
        goto_keys(a[1])
        press(v, A)
    elif k == R.END:
        hold(v, A)
    elif k == R.LOCK:
        goto_keys(a[1])
        press(v, A)
        while v.rows[v.ri] != (a[1], a[2]):
            press(v, RIGHT)
        while v.toks[v.ti] != a[3:]:
            press(v, DOWN)
        press(v, A)
    elif k == R.PASS or k == R.AKUA:
        want = 4 if k == R.PASS else a[1]
        while v.pick != want:
            press(v, RIGHT)
        press(v, A)
        if k == R.AKUA:
            goto_keys(a[2])
            press(v, A)
            press(v, V.DIR_KEYS[a[3]])
            press(v, A)
    else:
        raise AssertionError(a)


def test_whole_scripted_games_played_with_the_buttons():
    import test_aina_games as T
    for setup, script, won in ((R.make_setup(2, 38), T.WIN_2P_SEED38, True),
                               (R.make_setup(3, 5), T.LOSS_3P_SEED5, False)):
        ctx = Ctx(game=R.Game(setup))
        v = V.View(ctx)
        acts = T.actions(script)
        for a in acts:
            keys_for(v, ctx.game, a)
            frame(v, ctx, len(ctx.actions) * 250)
        assert ctx.actions == acts and not ctx.refused
        assert ctx.game.over() and ctx.game.won() == won


def test_too_small_a_grid_is_refused():
    ctx = Ctx(7, 7)
    v = V.View(ctx)
    press(v, A)
    assert ctx.game is None and "at least 8x8" in ctx.refused[-1]


def test_hold_a_on_a_lockable_card_only_ends_the_move():
    ctx, v, g = lock_position()
    goto(v, 25)                     # a lockable row runs through b5
    hold(v, A)
    assert v.mode == V_.M_BOARD and ctx.actions[-1] == bytes((R.END,)) and not ctx.refused
    # a B held long enough for the menu: its late release is not a short B (no page)
    v.key(B, keys.PRESS)
    ctx.t += 900
    v.key(B, keys.RELEASE)
    assert v.mode == V_.M_BOARD
    press(v, B)
    assert v.mode == V_.M_PAGE
