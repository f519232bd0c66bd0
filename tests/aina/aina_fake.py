# A small fake ctx for the 'Aina view tests (portable): a grid with w, h, set, get, fill and the
# ctx calls of CONTRIBUTING.md, plus key and position helpers.
from core.errors import Illegal, BadSetup
from ui import keys
from games.aina import rules as R
from games.aina import grid as V
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

    def menu(self):  # the app shows the menu; here it is only counted
        self.menus = getattr(self, "menus", 0) + 1

    def rematch(self, seed_at=-1):  # the app asks on the grid first; here it is only recorded
        self.rematches = getattr(self, "rematches", []) + [seed_at]

    def learned(self):  # the lesson played through (core/app.py GameScreen.learned): not here
        return False

    def learn(self):  # the guided first game (GameScreen.learn): recorded; it never starts here
        self.learns = getattr(self, "learns", 0) + 1
        return False

    def later(self, fn):  # the app runs it after the frame; here at once
        fn()

    def options(self):  # long A: the app lights what can be done now (games/<game>/what.py); counted
        self.options_asked = getattr(self, "options_asked", 0) + 1

    def light(self, cells, colour=0, pale=-1):  # cells lit for a while over the view's frame; kept
        self.lit = (bytes(cells), colour)

    def say(self, text):
        # the console is a stream: keep the recent lines only (whole games in a 128 KB heap)
        if len(self.lines) >= 40:
            del self.lines[:20]
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


def lock_position(w=8, h=8):
    g = P.at_move(positive=(24, 25, 26), cards=(3, 0, 0, 0))  # row 4: N M H K
    ctx = Ctx(w, h, g)
    v = V.View(ctx)
    goto(v, 27)
    press(v, A)   # the move's flip: d2
    assert g.phase == R.P_AFTER
    return ctx, v, g


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
            from games.aina.page import DIR_KEYS   # (not held: the view drops page.py after the event)
            press(v, DIR_KEYS[a[3]])
            press(v, A)
    else:
        raise AssertionError(a)
