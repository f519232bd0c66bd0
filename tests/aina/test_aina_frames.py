# portable
# The 'Aina view draws from a cached board picture: it must always equal a picture built afresh
# (whatever changed: keys, actions, the game changed behind the view's back, undo), an unchanged
# frame must leave the real framebuffer clean.
from hw.grid import Grid
from ui import keys
from games.aina import rules as R
from games.aina import view as V
import aina_play as P
import aina_scripts as T
from aina_fake import Ctx, press, goto, keys_for, lock_position, event_game

A, B, UP, DOWN, LEFT, RIGHT = keys.A, keys.B, keys.UP, keys.DOWN, keys.LEFT, keys.RIGHT


# what the cache drew, per blink half: allocated once (copies per draw would break up the 128 KB
# heap of the MicroPython run)
CACHED = (bytearray(3 * 256), bytearray(3 * 256))


def same_as_fresh(v, ctx):
    """Draw both blink halves from the cache, then rebuilt from scratch: the LEDs must agree.
    (Both halves are drawn before the rebuild, which leaves both cached for the next call.)"""
    n = len(ctx.grid.px)
    for i, t in ((0, 0), (1, 500)):
        v.draw(ctx.grid, t)
        v.draw(ctx.grid, t + 10)       # a second draw of a half always comes from the cache
        CACHED[i][:n] = ctx.grid.px
    v.ver += 1                         # forget the pictures: the next draws rebuild them
    for i, t in ((0, 0), (1, 500)):
        v.draw(ctx.grid, t + 10)
        assert ctx.grid.px == memoryview(CACHED[i])[:n], (t, ctx.game.phase, v.mode)


def test_cached_picture_equals_a_fresh_one_through_a_whole_game():
    acts = T.actions(T.WIN_2P_SEED38)
    # both set up first, while the 128 KB heap of the MicroPython run is whole
    ctxs = [Ctx(size, size, R.Game(R.make_setup(2, 38))) for size in (8, 16)]
    for ctx in ctxs:
        v = V.View(ctx)
        same_as_fresh(v, ctx)
        n = 0
        for a in acts:
            keys_for(v, ctx.game, a)
            same_as_fresh(v, ctx)
            n += 1
        assert n == len(acts) and ctx.game.won()


def test_cached_picture_follows_choices_and_changes_behind_the_view():
    for size in (8, 16):
        ctx, v, g = lock_position(size, size)
        same_as_fresh(v, ctx)
        press(v, A)                       # choosing a row: the row lights up
        assert v.mode == V.M_LOCK
        same_as_fresh(v, ctx)
        lit = bytes(v.lit)
        press(v, RIGHT)                   # another row (or the same when there is one)
        same_as_fresh(v, ctx)
        press(v, B)                       # cancelled: nothing lit
        same_as_fresh(v, ctx)
        assert lit != bytes(v.lit)
        # an action applied straight to the game (not through the view) shows at once
        v.draw(ctx.grid, 0)
        before = bytes(ctx.grid.px)
        g.apply(bytes((R.LOCK, 24, 0, 2, 1, 2, 3)))
        same_as_fresh(v, ctx)
        v.draw(ctx.grid, 0)
        assert bytes(ctx.grid.px) != before
        # so does a direct change of one card, and a new game object with the same position
        g.pos[35] = 1
        same_as_fresh(v, ctx)
        ctx.game = P.at_move(positive=(24, 25, 26), cards=(3, 0, 0, 0))
        same_as_fresh(v, ctx)
        # a Cosmic Event: the akua choice blinks, the path preview lights cards
        ctx = Ctx(size, size, event_game())
        v = V.View(ctx)
        same_as_fresh(v, ctx)
        press(v, RIGHT)
        same_as_fresh(v, ctx)


def test_every_field_the_picture_shows_is_watched():
    # one change at a time, made behind the view's back: each must show at once
    for size in (8, 16):
        for field, i, value in (("pos", 0, 1), ("tok", 48, 1), ("path", 30, 1), ("wao", 24, 3),
                                ("akua", 1, 30), ("cards", 1, 7), ("sym", 0, 1), ("starter", 3, 1)):
            ctx, v, g = lock_position(size, size)
            v.draw(ctx.grid, 0)
            v.draw(ctx.grid, 500)
            before = bytes(ctx.grid.px)
            arr = getattr(g, field)
            assert arr[i] != value
            arr[i] = value
            same_as_fresh(v, ctx)
            v.draw(ctx.grid, 500)
            if field not in ("sym", "starter"):   # not shown after the flip / outside the layout
                assert bytes(ctx.grid.px) != before, field
        ctx, v, g = lock_position(size, size)
        v.draw(ctx.grid, 0)
        g.round = 2                       # and the small numbers
        same_as_fresh(v, ctx)
        ctx = Ctx(size, size, R.Game(R.make_setup(2, 38)))
        v = V.View(ctx)
        g = ctx.game
        v.draw(ctx.grid, 500)
        before = bytes(ctx.grid.px)
        c = [c for c in range(36) if g.flippable(c)][0]
        g.sym[c] ^= 4                     # the other colour: no longer the move's symbol
        same_as_fresh(v, ctx)
        v.draw(ctx.grid, 500)
        assert bytes(ctx.grid.px) != before
        # table entry: the same cell entered again, now as the starter (it blinks white)
        ctx = Ctx(size, size, R.Game(R.make_setup(2, 0, table=True)))
        v = V.View(ctx)
        g = ctx.game
        g.apply(bytes((R.CELL, 7, 2, 1, 0)))
        v.draw(ctx.grid, 500)
        before = bytes(ctx.grid.px)
        g.apply(bytes((R.CELL, 7, 2, 1, 1)))
        same_as_fresh(v, ctx)
        v.draw(ctx.grid, 500)
        assert bytes(ctx.grid.px) != before


def test_a_new_path_preview_shows_at_once():
    for size in (8, 16):
        ctx = Ctx(size, size, event_game())
        v = V.View(ctx)
        g = ctx.game
        press(v, A)                       # akua Nahele: now its start card
        goto(v, 0)
        press(v, A)                       # a1: a path in the first possible direction
        assert v.ev_step == 2
        v.draw(ctx.grid, 0)
        first = bytes(ctx.grid.px)
        for k in (RIGHT, DOWN, LEFT, UP):
            press(v, k)
            same_as_fresh(v, ctx)
        assert first != bytes(ctx.grid.px) or not ctx.refused


def test_two_views_share_the_pictures_without_mixing_them():
    c1 = Ctx(8, 8, R.Game(R.make_setup(2, 38)))
    c2 = Ctx(8, 8, R.Game(R.make_setup(3, 5)))
    v1, v2 = V.View(c1), V.View(c2)
    v1.draw(c1.grid, 0)
    one = bytes(c1.grid.px)
    v2.draw(c2.grid, 0)
    v1.draw(c1.grid, 0)
    assert bytes(c1.grid.px) == one
    assert bytes(c2.grid.px) != one


def test_an_unchanged_frame_leaves_the_framebuffer_clean():
    for size in (8, 16):
        ctx = Ctx(size, size, R.Game(R.make_setup(2, 38)))
        ctx.grid = Grid(size, size)       # the real framebuffer: the output stage writes when dirty
        v = V.View(ctx)
        v.draw(ctx.grid, 0)
        ctx.grid.dirty = False
        v.draw(ctx.grid, 20)              # same blink half, nothing changed
        assert not ctx.grid.dirty
        v.key(RIGHT, keys.PRESS)          # the cursor moved
        v.draw(ctx.grid, 40)
        assert ctx.grid.dirty
        ctx.grid.dirty = False
        v.draw(ctx.grid, 500)             # the other blink half: the cursor and Time Card blink
        assert ctx.grid.dirty
    ctx = Ctx(10, 12, R.Game(R.make_setup(2, 38)))   # a grid bigger than the picture: dark margin
    ctx.grid = Grid(10, 12)
    ctx.grid.fill(0xFFFFFF)
    v = V.View(ctx)
    v.draw(ctx.grid, 0)
    assert ctx.grid.get(0, 0) == 0 and ctx.grid.get(9, 11) == 0 and ctx.grid.get(1, 2) != 0
