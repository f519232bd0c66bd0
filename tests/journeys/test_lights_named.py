# Issue 47 §2: every light names itself. Each screen's legend (games/<game>/legend.py, which the
# console's `legend` shows and the players' rules page is made from) names every colour that screen
# draws: seeded random presses and actions through the real App, in every phase of each game and on
# each page its keys open, and at every step each colour on the grid (both halves of every blink)
# must be one of the legend's lights of the screen shown; and `what` names every LED of it (now and
# then, the whole grid: games/<game>/what.py answers each in words, never fails).
import pytest

from core.rng import Rng
from games import registry
from host_tools.sim import Rig, load_board
from ui import keys, palette

import journey
from answers import legal, OFFSETS


def colours_of(lights):
    out = {palette.OFF}
    for c, o, _ in lights:
        for x in (c if isinstance(c, tuple) else (c,)) + (o if isinstance(o, tuple) else (o,)):
            if x != -1:
                out.add(x)
    return out


def walk(game, board, seed, steps=300, act_every=3):
    rig = Rig(load_board(board))
    rng = Rng(seed)
    journey.open_game(rig, game)
    mod = registry.part(game, "legend")
    seen = set()
    bad = []
    missed = set()
    for i in range(steps):
        app = rig.app
        gs = app.game_screen
        if app.screen is not gs:
            if app.screen.__class__.__name__ == "Confirm":
                rig.press("a")
            else:
                journey.open_game(rig, game)
            continue
        if True:   # (the refusal's border is the App's, drawn over the screen: not the screen's)
            k = mod.screen(gs.view)
            allowed = colours_of(mod.LIGHTS[k])
            ls = getattr(gs.draw, "__self__", None)   # a lesson's (ui/lesson.py hooks the screen's draw)
            if ls is not None and ls.__class__.__name__ == "Lesson":
                # its cue, signs and OK are drawn over every page, as the refusal's border is:
                # the lesson's colour and the signs' dark box
                allowed = set(allowed) | {getattr(gs.view, "teach", ls.col), 0}
            seen.add(mod.SCREENS[k])
            g = app.grid
            saved = bytes(g.buf)
            t0 = rig.clock.t
            for dt in OFFSETS:
                gs.draw(g, t0 + dt)
                for y in range(g.h):
                    for x in range(g.w):
                        c = g.get(x, y)
                        if c not in allowed and (c, k) not in missed:
                            missed.add((c, k))
                            bad.append("%s %s step %d: %06x at column %d, row %d of %s not in its legend"
                                       % (game, board, i, c, x + 1, y + 1, mod.SCREENS[k]))
            g.buf[:] = saved
            if i % 15 == 0:
                names = registry.part(game, "what")
                try:
                    for y in range(g.h):
                        for x in range(g.w):
                            t = names.what(gs.view, x, y)
                            assert isinstance(t, str) and len(t) > 3, (x, y, t)
                    assert len(names.what(gs.view, -1, -1)) > 3
                finally:
                    registry.drop("games.%s.what" % game)
        s = app.session
        if s is not None and not s.game.over() and rng.below(act_every) == 0:
            acts = legal(s.game)
            if gs.lesson is not None:
                gs.lesson.skip()
            elif acts:
                gs.act(acts[rng.below(len(acts))])
            rig.step(300)
            continue
        k = rng.below(8)
        if k == 6:
            rig.long("a")
        elif k == 7:
            rig.command("options")
        else:
            rig.press(keys.NAMES[k])
        rig.step(50)
    return seen, bad


@pytest.mark.parametrize("board", ("pico-8x8", "pico-16x16"))
@pytest.mark.parametrize("game", journey.GAMES)
def test_every_colour_a_screen_draws_is_in_its_legend(game, board):
    seen = set()
    for seed in (1, 2):
        s, bad = walk(game, board, seed)
        seen |= s
        assert not bad, "\n".join(bad[:8])
    assert len(seen) >= 2, seen
