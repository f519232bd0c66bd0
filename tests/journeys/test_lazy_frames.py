# The app draws a screen only when it can have changed (core/app.py tick, ui/draw.py phase): after
# an event, on another screen, or at the clock's next edge for what it shows. Each test plays the
# same seeded buttons, actions, waits and commands twice through the real App, once drawn at every
# other tick as before and once only when due, and needs the same frames at the same times and the
# same console lines: a look that changes with time but never says when would come late here.
import pytest

from core.rng import Rng
from host_tools.sim import Rig, load_board
from ui import keys

import journey
from answers import legal

@pytest.fixture(autouse=True)
def device_games(monkeypatch):
    """The menu holds the device's games only: the platform tests' game, "tally", registered in the
    same process when they ran first, is gone from sys.modules once a run has closed it, and the
    second of two runs compared would find it missing."""
    from games import registry
    monkeypatch.setattr(registry, "BUILT", journey.GAMES)
    monkeypatch.setattr(registry, "GAMES", tuple(g for g in registry.GAMES if g[0] in journey.GAMES))


COMMANDS = ("status", "undo", "redo", "bright 30", "bright 40", "hint", "frobnicate", "mem", "record")
HOLDS = (60, 60, 60, 120, 700, 1300)  # ms: taps, a slow press, a long one, past auto-repeat


def to_game(rig, game):
    """The game from the menu, started on its set-up page's defaults when none is in play."""
    journey.open_game(rig, game)
    if rig.app.session is None or rig.app.session.name != game:
        if journey.start(rig):
            rig.press("a")   # the confirm: the new game over the old one
            rig.step(200)


def count_calls(app, name="render"):
    """A one-item list counting the app's calls of its method `name` from now on (render: the
    frames it draws)."""
    n = [0]
    method = getattr(app, name)

    def counted():
        n[0] += 1
        method()
    setattr(app, name, counted)
    return n


def drive(rig, game, rng, steps, commands=True):
    """The seeded run: presses of every length, actions, waits, commands (commands=False: a wait
    in their place) and the menu, on `game` and back to it."""
    app = rig.app
    to_game(rig, game)
    for _ in range(steps):
        r = rng.below(24)
        s = app.session
        gs = app.game_screen
        shown = gs is not None and app.screen is gs and gs.name == game
        if r < 9:
            rig.press(keys.NAMES[rng.below(6)], HOLDS[rng.below(len(HOLDS))])
        elif r < 16:
            if shown and s is not None and not s.game.over():
                acts = legal(s.game)
                if acts:
                    gs.act(acts[rng.below(len(acts))])
            rig.step(10 * (1 + rng.below(8)))
        elif r < 19:
            rig.step(10 * rng.below(150))   # up to 1.5 s: blinks, sweeps, the cue's end
        elif r < 21:
            c = COMMANDS[rng.below(len(COMMANDS))]
            if commands:
                rig.command(c)
            else:
                rig.step(10 * len(c))
        elif r == 21:
            rig.long("b")   # the menu: a few presses there, then back
        elif not shown:
            to_game(rig, game)


def play(game, seed, every_frame, board="pico-8x8", steps=260):
    """(frames as (ms, wire bytes), console lines, frames drawn) of one seeded run."""
    rig = Rig(load_board(board))
    app = rig.app
    app.every_frame = every_frame
    frames = []
    write = app.output.write

    def wire(buf):
        frames.append((rig.clock.t, bytes(buf)))
        write(buf)
    app.output.write = wire
    drawn = count_calls(app)
    drive(rig, game, Rng(seed), steps)
    rig.step(2000)
    return frames, rig.lines, drawn[0]


@pytest.mark.parametrize("game", journey.GAMES)
def test_frames_drawn_only_when_due_are_the_frames_drawn_every_tick(game):
    for seed, board in ((1, "pico-8x8"), (2, "pico-16x16")):
        lazy, lazy_lines, lazy_drawn = play(game, seed, False, board)
        eager, eager_lines, eager_drawn = play(game, seed, True, board)
        assert lazy_lines == eager_lines
        for i, (a, b) in enumerate(zip(lazy, eager)):
            assert a == b, "%s seed %d on %s: frame %d differs (lazy at %d ms, every tick at %d ms); " \
                "lines before: %r" % (game, seed, board, i, a[0], b[0], eager_lines[-3:])
        assert len(lazy) == len(eager)
        assert len(eager) > 100    # the run really played: frames came and went
        assert lazy_drawn < eager_drawn


def test_an_idle_screen_is_drawn_at_its_blinks_only():
    """The menu shows nothing that moves: once a second (core.app.IDLE_MS); a game's cursor blinks
    each 500 ms: twice a second; each against 50 frames a second drawn before."""
    rig = Rig(load_board("pico-8x8"))
    app = rig.app
    n = count_calls(app)
    rig.step(3000)
    n[0] = 0
    rig.step(10000)
    assert app.screen.__class__.__name__ == "Menu"
    assert n[0] == 10
    journey.open_game(rig, "konane")
    journey.start(rig)
    rig.step(3000)
    n[0] = 0
    rig.step(10000)
    assert n[0] == 20
