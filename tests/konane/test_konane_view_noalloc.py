# portable
# The Kōnane view's frames allocate nothing on MicroPython (checked with the heap locked): the
# set-up page, the opening, a picked piece with its landing squares, a hint, a finished game,
# and the framed board on a 16x16 grid. Under CPython the same frames are simply drawn.
from games.konane.grid import View
from games.konane.words import apply_text
from konane_fake import FakeCtx as Ctx
from noalloc import frames


def lit(grid):
    return sum(1 for i in range(len(grid.buf)) if grid.buf[i])


def cells(grid):
    return sum(1 for y in range(grid.h) for x in range(grid.w) if grid.get(x, y))


def test_frames_allocate_nothing():
    ctx = Ctx(8, 8)
    v = View(ctx)
    frames(v, ctx.grid)  # set-up page
    assert lit(ctx.grid) > 0
    ctx = Ctx(8, 8, b"\x08")
    v = View(ctx)
    frames(v, ctx.grid)  # opening
    g = ctx.game
    apply_text(g, "xd5")
    apply_text(g, "xd4")
    v.r, v.c = 1, 3      # d7
    v._pick(1 * 8 + 3)
    frames(v, ctx.grid)  # picked piece and its landing square
    v.hint_m = g.legal()[0]
    frames(v, ctx.grid)  # a hint shown
    while not g.over():
        g.play(g.legal()[-1])
    frames(v, ctx.grid)  # the win animation
    ctx = Ctx(16, 16, b"\x0e")
    v = View(ctx)
    frames(v, ctx.grid)  # 14x14 framed on 16x16
    assert lit(ctx.grid) > 196
    ctx = Ctx(16, 16, b"\x06")
    v = View(ctx)
    frames(v, ctx.grid)  # 6x6 in 2x2 blocks, framed a dark ring away
    assert cells(ctx.grid) == 144 + 60
    ctx = Ctx(16, 16, b"\x08")
    v = View(ctx)
    frames(v, ctx.grid)  # 8x8 in 2x2 blocks: the whole panel (the cursor's block may be off)
    assert cells(ctx.grid) >= 252


def test_still_frame_while_the_companion_thinks():
    # while the companion is to move the view copies back the frame it drew once: the same bytes
    # as a fresh draw, whatever the grid held; after the move it draws the new position
    ctx = Ctx(8, 8, bytes((8, 1, 2)))  # the companion plays Jasmine
    g = ctx.game
    apply_text(g, "xd5")                 # Jasmine (the companion) to remove
    v = View(ctx)
    v.draw(ctx.grid, 0)
    first = bytes(ctx.grid.buf)
    assert v.frame_of == v.marks        # cached
    ctx.grid.fill(0x123456)
    frames(v, ctx.grid)                 # the copies allocate nothing either
    assert bytes(ctx.grid.buf) == first
    fresh = Ctx(8, 8, bytes((8, 1, 2)))
    fresh.game = g
    View(fresh).draw(fresh.grid, 0)
    assert bytes(fresh.grid.buf) == first
    apply_text(g, "xe5")                 # the companion moved: the player's turn, drawn afresh
    v.draw(ctx.grid, 0)
    assert bytes(ctx.grid.buf) != first


def test_a_puzzles_frames_allocate_nothing():
    # issue 49: a puzzle on its own game, and hint 1's area drawn over it out of phase
    from games.konane import puzzle
    ctx = Ctx(8, 8)
    v = View(ctx)
    assert puzzle.open_puzzle(v, 0) and v.puzzle is not None and not v.setup_page
    frames(v, ctx.grid)
    v.puzzle.hint(v)
    frames(v, ctx.grid)
    a = v.puzzle.area
    assert a[2] >= a[0] and a[3] >= a[1]
    puzzle = None
