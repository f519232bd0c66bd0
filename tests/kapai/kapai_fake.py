# A small stand-in for the app context a view gets (see CONTRIBUTING.md), for the Ka Pai view tests,
# and the keys that make a given action on the view.
import fake_ctx
from hw.grid import Grid
from ui.keys import UP, DOWN, LEFT, RIGHT, A, B, PRESS
from games.kapai import rules as R
from games.kapai import sheet as S
from games.kapai import grid as P


class FakeGrid(Grid):
    """The platform's framebuffer, counting writes off the grid (a layout bug)."""

    def __init__(self, w, h):
        Grid.__init__(self, w, h)
        self.outside = 0

    def set(self, x, y, c):
        if not (0 <= x < self.w and 0 <= y < self.h):
            self.outside += 1
        Grid.set(self, x, y, c)


class FakeCtx(fake_ctx.FakeCtx):
    rules = R
    grid_class = FakeGrid

    def learned(self):  # the lesson played through (core/app.py GameScreen.learned): not here
        return False

    def learn(self):  # the guided first game (GameScreen.learn): recorded; it never starts here
        self.learns = getattr(self, "learns", 0) + 1
        return False


def keys_for(v, g, a):
    """The key presses that make action a on view v (game g in its current state)."""
    out = []
    mode = v.mode
    if mode == P.M_INFO and g.phase != R.PH_OVER:
        out.append(B)
        mode = P.M_SHEET
    op = a[0]
    if op == R.OP_ROLL:
        out.append(A)
    elif op == R.OP_DRAW:
        if mode == P.M_DICE:
            if S.DIE_A[g.die[0]] != S.DIE_B[g.die[1]]:
                pen = v.pen
                want = 0 if S.DIE_A[g.die[0]] == a[2] else 1
                if pen != want:
                    out.append(RIGHT)
            else:
                assert a[2] == S.DIE_A[g.die[0]]
            out.append(A)
        elif S.DIE_A[g.die[0]] != S.DIE_B[g.die[1]]:
            assert (S.DIE_A[g.die[0]] if v.pen == 0 else S.DIE_B[g.die[1]]) == a[2]
        r, k = a[1] // 7, a[1] % 7
        x, y = v.cx, v.cy
        out += [RIGHT] * max(k - x, 0) + [LEFT] * max(x - k, 0)
        out += [DOWN] * max(r - y, 0) + [UP] * max(y - r, 0)
        out.append(A)
    elif op == R.OP_GROUP:
        n = 0
        while (g.cand[2 * ((v.gsel + n) % g.ncand)], g.cand[2 * ((v.gsel + n) % g.ncand) + 1]) != (a[1], a[2]):
            n += 1
        out += [RIGHT] * n + [A]
    elif op == R.OP_BONUS:
        sel = v.bsel
        while sel != a[1]:
            out.append(DOWN)
            sel = (sel + 1) % 4
            while g.boxes[sel] >= S.BOXES[sel]:
                sel = (sel + 1) % 4
        out.append(A)
    return out


def press(v, keys):
    for k in keys:
        v.key(k, PRESS)
