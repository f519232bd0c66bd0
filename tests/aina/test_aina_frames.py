# portable
# The 'Aina view draws from a cached board picture: it must always equal a picture built afresh
# (whatever changed: keys, actions, the game changed behind the view's back, undo), an unchanged
# frame must leave the real framebuffer clean. (A whole game: test_aina_frames_game.py.)
from hw.grid import Grid
from ui import keys
from games.aina import rules as R
from games.aina import grid as V
import aina_play as P
from aina_fake import Ctx, press, goto, lock_position, event_game
from aina_check import same_as_fresh

A, B, UP, DOWN, LEFT, RIGHT = keys.A, keys.B, keys.UP, keys.DOWN, keys.LEFT, keys.RIGHT


def test_cached_picture_follows_choices_and_changes_behind_the_view():
    for size in (8, 16):
        follows_choices(size)


def follows_choices(size):
    # one size per call, as path_preview
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
        fields_watched(size)


def fields_watched(size):
    # one size per call, as path_preview
    for field, i, value in (("pos", 0, 1), ("tok", 48, 1), ("path", 30, 1), ("wao", 24, 3),
                            ("akua", 1, 30), ("cards", 1, 7), ("sym", 0, 1), ("starter", 3, 1)):
        ctx, v, g = lock_position(size, size)
        v.draw(ctx.grid, 0)
        on = bytes(ctx.grid.px)
        v.draw(ctx.grid, 500)
        before = (on, bytes(ctx.grid.px))
        arr = getattr(g, field)
        assert arr[i] != value
        arr[i] = value
        same_as_fresh(v, ctx)
        v.draw(ctx.grid, 500)
        off = bytes(ctx.grid.px)
        v.draw(ctx.grid, 0)   # both halves (8x8: a card with no token is grey in the off half)
        if field not in ("sym", "starter"):   # not shown after the flip / outside the layout
            assert (bytes(ctx.grid.px), off) != before, field
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
        path_preview(size)


def path_preview(size):
    # one size per call: the 8x8 objects are gone before the 16x16 ones are made (128 KB heap)
    ctx = Ctx(size, size, event_game())
    v = V.View(ctx)
    g = ctx.game
    press(v, A)                       # akua Nahele: now its start card
    goto(v, 0)
    press(v, A)                       # a6: a path in the first possible direction
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


def test_an_unchanged_frame_leaves_the_framebuffer_clean_when_quiet():
    was = V.QUIET
    try:
        for quiet in (True, False):
            V.QUIET = quiet
            for size in (8, 16):
                ctx = Ctx(size, size, R.Game(R.make_setup(2, 38)))
                ctx.grid = Grid(size, size)   # the real framebuffer: the output stage writes when dirty
                v = V.View(ctx)
                v.draw(ctx.grid, 0)
                ctx.grid.dirty = False
                v.draw(ctx.grid, 20)          # same blink half, nothing changed
                assert ctx.grid.dirty == (not quiet)   # quiet: nothing to send
                ctx.grid.dirty = False
                v.key(RIGHT, keys.PRESS)      # the cursor moved
                v.draw(ctx.grid, 40)
                assert ctx.grid.dirty
                ctx.grid.dirty = False
                v.draw(ctx.grid, 500)         # the other blink half: the cursor and Time Card blink
                assert ctx.grid.dirty
    finally:
        V.QUIET = was
    ctx = Ctx(10, 12, R.Game(R.make_setup(2, 38)))   # a grid bigger than the picture: dark margin
    ctx.grid = Grid(10, 12)
    ctx.grid.fill(0xFFFFFF)
    v = V.View(ctx)
    v.draw(ctx.grid, 0)
    assert ctx.grid.get(0, 0) == 0 and ctx.grid.get(9, 11) == 0 and ctx.grid.get(1, 2) != 0


def test_the_framebuffer_path_draws_the_same_and_allocates_nothing():
    # on the real framebuffer the picture is compared and copied whole; on any other grid it is
    # set LED by LED: both must show the same
    try:
        import micropython
        micropython.heap_lock
    except (ImportError, AttributeError):
        micropython = None
    assert framebuffer_path(8, micropython) + framebuffer_path(16, micropython) == 24


def framebuffer_path(size, micropython):
    n = 0
    # one size per call, as path_preview
    ctx, v, g = lock_position(size, size)
    table = Ctx(size, size, R.Game(R.make_setup(2, 0, table=True)))
    tv = V.View(table)
    press(tv, A)                      # editing a cell: its own blinking colours
    real = Grid(size, size)
    for view, c, k in ((v, ctx, RIGHT), (v, ctx, A), (v, ctx, RIGHT), (tv, table, UP)):
        press(view, k)
        for t in (0, 500, 1000):
            fake = c.grid
            view.draw(fake, t)
            c.grid = real
            view.draw(real, t)        # warm: the pictures are built
            if micropython:
                micropython.heap_lock()
            try:
                view.draw(real, t)
            finally:
                if micropython:
                    micropython.heap_unlock()
            c.grid = fake
            assert real.buf == fake.px, (size, k, t)
            n += 1
    return n

