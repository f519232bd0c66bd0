# Issue 47: the grid alone teaches. host_tools/novice.py, a scripted newcomer that reads only the
# LED frames (here the simulator's framebuffer), plays each game's lesson from the menu to the OK
# that ends it: the cue (ui/lesson.py lit) must say where and what to press at every step. The
# page and the emulated Pico: tests/web/test_web_novice.py, tests/pico/test_pico_novice.py.
import pytest

import journey
from host_tools import novice as N
from games import registry
from ui import lesson as L

# the games with a lesson
LESSONS = ("konane", "aina", "kawa", "hanafuda", "kapai")
ACTS = {}


def acting(game):
    """How many of the lesson's steps act (each plays one action)."""
    if game not in ACTS:
        mod = registry.lesson(game)
        ACTS[game] = sum(1 for i in range(len(mod.STEPS)) if mod.STEPS[i][2] is not None)
    return ACTS[game]


@pytest.mark.parametrize("board", ["pico-8x8", "pico-16x16"])
@pytest.mark.parametrize("game", LESSONS)
def test_the_novice_plays_each_lesson_from_the_grid_alone(game, board):
    be = N.SimBackend(board)
    presses, secs, _ = N.play(be, game)
    rig = be.rig
    # the lesson played to its end, every step by its own action, nothing refused on the way
    gs = rig.app.game_screen
    assert gs.name == game and gs.lesson is None and gs.learned(), rig.lines[-3:]
    assert len(rig.app.session.log) == acting(game)
    assert not [l for l in rig.lines if l.startswith("! ")], [l for l in rig.lines if l.startswith("! ")]
    assert 0 < presses < 150 and 0 < secs < 200


@pytest.mark.parametrize("game", ["konane", "kapai"])
def test_the_cue_drawn_only_when_due_is_the_cue_drawn_every_tick(game):
    # (tests/journeys/test_lazy_frames.py's check, through a whole lesson: the cue's halves and
    # flashes say when the next frame is due, ui/draw.py phase)
    logs = []
    for every in (False, True):
        be = N.SimBackend("pico-8x8")
        be.rig.app.every_frame = every
        N.play(be, game)
        logs.append(be.log)
    assert logs[0] == logs[1] and len(logs[0]) > 200


def test_every_step_that_acts_shows_what_to_press():
    from hw.grid import Grid
    for game in LESSONS:
        mod = registry.lesson(game)
        g = registry.rules(game)(mod.SETUP)
        for i in range(len(mod.STEPS)):
            st = mod.STEPS[i]
            if st[2] is None:
                assert len(st) < 7 or st[6] in ("", "A"), (game, i)   # (A, shown by itself)
                continue
            assert len(st) > 6 and st[6].split(), (game, i, st[0])
            cells = st[1].split()
            for w in st[6].split():
                kind, _, name = w.rpartition("@")
                if kind:   # a cell the cursor goes to: one of the step's cells, on the grid
                    assert kind in ("A", "hold") and name in cells, (game, i, w)
                    for grid in (Grid(8, 8), Grid(16, 16)):
                        x, y, k = mod.where(grid, g, name)
                        assert 0 <= x and x + k <= grid.w and 0 <= y and y + k <= grid.h
                else:
                    assert w in L.SIGNS or w == "hold", (game, i, w)


def ok_shown(rig, col=L.palette.TEACH):
    """The lesson's end on the grid: OK in the middle, in the cue's colour, on dark."""
    g = rig.app.grid
    x0, y0 = (g.w - 7) // 2, (g.h - 5) // 2
    lit = [(x0 + c + (4 if j else 0), y0 + r) for j in (0, 1) for r in range(5) for c in range(3)
           if L._OK[5 * j + r] & (4 >> c)]
    return all(g.get(x, y) == col for x, y in lit) and g.get(x0 + 1, y0 + 1) == 0 and g.get(x0 + 3, y0) == 0


def unlit_half(rig):
    rig.step((500 - rig.clock.t % 1000) % 1000 + 20)


def skipped_to_the_end(game, opens_on):
    """The game's lesson from its set-up page, every step skipped (long A) to its end."""
    rig = journey.lesson_rig()
    journey.open_lesson(rig, game, opens_on)
    for _ in range(len(registry.lesson(game).STEPS)):
        rig.long("a")
        rig.step(100)
    assert rig.app.game_screen.lesson is None
    return rig


def test_the_lesson_s_end_shows_ok_until_a_key_is_pressed():
    rig = skipped_to_the_end("kawa", "[colours]")
    col = registry.lesson("kawa").TEACH      # (Kawa's cue colour is its own)
    unlit_half(rig)
    assert ok_shown(rig, col)
    rig.step(500)            # the blink's lit half: the game as it is
    assert not ok_shown(rig, col)
    unlit_half(rig)
    assert ok_shown(rig, col)
    rig.press("left")        # any key: gone (and the key is the game's, as ever)
    unlit_half(rig)
    assert not ok_shown(rig, col)


def test_the_konane_lesson_s_end_is_ok_over_the_game_s_end():
    rig = skipped_to_the_end("konane", "[size]")
    assert rig.app.session.game.over()
    unlit_half(rig)
    assert ok_shown(rig)
    rig.press("a")           # A: the real game offered, as ever
    assert journey.asked(rig)


class Late(N.SimBackend):
    """Frames that reach the LEDs late, by a varying 0-150 ms, and presses a little late (a busy
    computer's page; the Pico draws a tick late): seeded, so repeatable."""

    def __init__(self, board, seed):
        from core.rng import Rng
        self.rng = Rng(seed)
        N.SimBackend.__init__(self, board, wire=True)
        out = self.rig.app.output
        write = out.write

        def shown(buf):
            write(buf)
            t = max(self.rig.clock.t + 10 * self.rng.below(16), self.log[-1][0] + 1)
            self.log.append((t, self.log.pop()[1]))
        out.write = shown

    def _key(self, name, ms):
        self.rig.step(10 * self.rng.below(6))
        N.SimBackend._key(self, name, ms)


@pytest.mark.parametrize("game, seed", [("konane", 2), ("kawa", 1)])
def test_the_novice_copes_with_late_frames_and_uneven_presses(game, seed):
    # (seeds the look's margins are needed for: with novice.EDGE_MS and LATE_MS 0 the first is
    # left with no press to make, the second sees no cursor)
    be = Late("pico-8x8", seed)
    N.play(be, game)
    assert be.rig.app.game_screen.learned() and len(be.rig.app.session.log) == acting(game)


class DeadA(N.SimBackend):
    """A board whose A button stops answering once the lesson has begun."""

    def press(self, name):
        gs = self.rig.app.game_screen
        if name == "a" and gs is not None and gs.lesson is not None and gs.lesson.i > 2:
            self.rig.step(120)
            return
        N.SimBackend.press(self, name)


class Swapped(N.SimBackend):
    """A d-pad wired with left and right swapped."""

    def press(self, name):
        N.SimBackend.press(self, {"left": "right", "right": "left"}.get(name, name))


def test_the_novice_says_why_it_is_stuck():
    with pytest.raises(N.Stuck, match="the cue stays the same"):
        N.play(DeadA("pico-8x8"), "konane")
    with pytest.raises(N.Stuck, match="the cursor never reached|refused again"):
        N.play(Swapped("pico-8x8"), "konane")


def test_the_command_line_prints_the_presses_and_seconds(capsys):
    assert N.main(["kapai"]) == 0
    out = capsys.readouterr().out
    assert "the kapai lesson done on the simulator (pico-8x8):" in out and " presses, " in out
