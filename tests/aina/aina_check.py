# The check of the 'Aina view's cached board picture (portable): shared by test_aina_frames*.py.

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
