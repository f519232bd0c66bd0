# portable
# The 'Aina view's cached board picture through a whole scripted game played with the buttons, on
# 8x8 and 16x16: after every action it equals a picture built afresh. (Its own file: the 128 KB
# heap of the MicroPython run.)
from games.aina import rules as R
from games.aina import grid as V
import aina_scripts as T
from aina_fake import Ctx, keys_for
from aina_check import same_as_fresh


def play(size, acts):
    ctx = Ctx(size, size, R.Game(R.make_setup(2, 38)))
    v = V.View(ctx)
    same_as_fresh(v, ctx)
    n = 0
    for a in acts:
        keys_for(v, ctx.game, a)
        same_as_fresh(v, ctx)
        n += 1
    assert n == len(acts) and ctx.game.won()


def test_cached_picture_equals_a_fresh_one_through_a_whole_game_8x8():
    play(8, T.actions(T.WIN_2P_SEED38))


def test_cached_picture_equals_a_fresh_one_through_a_whole_game_16x16():
    play(16, T.actions(T.WIN_2P_SEED38))
