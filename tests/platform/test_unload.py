# portable
# A game opened from the menu and closed again gives its memory back: its modules leave
# sys.modules and the `games` package, and on MicroPython the free heap after any number of
# open/close rounds of every built game stays where the first round left it (the first round
# interns the games' names, which MicroPython never frees).
import gc
import sys

from core.app import App
from games import registry
from portable import FakeClock

BOARD = {"name": "t", "width": 8, "height": 8, "color_order": "GRB", "brightness": 40,
         "wiring": {"layout": "serpentine"}, "power": {"budget_ma": 450}}


class Mem:
    def __init__(self):
        self.files = {}

    def read(self, name):
        return self.files.get(name)

    def write(self, name, data):
        self.files[name] = data

    def remove(self, name):
        self.files.pop(name, None)

    def set_aside(self, a, b):
        self.files.pop(a, None)


# Under MicroPython (the 64-bit unix port, 128 KB heap) 'Aina fits only in a fresh heap, so there
# the two others are cycled; on CPython, and on the emulated Pico (tests/pico), every built game.
MPY = hasattr(gc, "mem_free")
CYCLED = tuple(n for n in registry.BUILT if n in ("konane", "kawa")) if MPY else registry.BUILT


def make_app():
    lines = []

    def say(text):  # the last few lines only: a growing log would look like a leak
        lines.append(text)
        del lines[:-4]

    app = App(BOARD, lambda buf: None, [lambda: False] * 6, FakeClock(), Mem(), say)
    app.boot()
    return app, lines


def game_modules(name):
    # on MicroPython's unix port a module of machine code (`fast`) is kept on purpose (registry._KEEP)
    prefix = "games." + name
    return [m for m in sys.modules
            if (m == prefix or m.startswith(prefix + ".")) and m.rsplit(".", 1)[-1] != registry._KEEP]


def open_and_close(app, name):
    app.pick(name)
    app.render()
    assert app.loaded == name and app.screen is app.game_screen, name
    app.pick("menu")
    app.render()


def test_closing_an_idle_game_unloads_it():
    app, _ = make_app()
    import games
    # (under MicroPython the first game only: after Konane's puzzles, issue 49, Kawa no longer fit
    # beside Konane's interned names in the 128 KB heap, CONTRIBUTING.md's step of their pool;
    # test_reopening_every_game_leaks_nothing opens and closes each in turn)
    for name in (CYCLED[:1] if MPY else CYCLED):
        app.pick(name)
        assert game_modules(name), name
        assert name in games.__dict__, name
        app.pick("menu")
        assert app.loaded is None and app.game_screen is None, name
        assert game_modules(name) == [], (name, game_modules(name))
        # the package attribute held the whole game alive before
        assert name not in games.__dict__, name


def test_a_game_in_progress_stays_loaded_for_resume():
    app, lines = make_app()
    app.pick("konane")
    gs = app.game_screen
    assert gs.start(bytes((8,)))  # 8x8, two players
    # xd5 (row 8 - 5 = 3, column d = 3): the action as the view makes it, with no words module
    # loaded and held by the test (the app never keeps one in play; at 128 KB its 64-bit heap
    # had no room left for the menu after the Learn line came to the set-up page, issue 47)
    assert gs.act(bytes((3 * 8 + 3,)))
    assert app.session.game.move_text(app.session.game.history[0]) == "xd5"
    app.pick("menu")
    assert app.loaded == "konane" and app.game_screen is gs
    app.pick("resume")
    assert app.screen is gs and app.session.name == "konane"
    if MPY:  # two games at once do not fit the 64-bit port's 128 KB heap
        return
    # another game opened meanwhile is unloaded again at the menu; the one in progress resumes
    other = [n for n in CYCLED if n != "konane"][0]
    app.pick(other)
    app.pick("menu")
    assert game_modules(other) == []
    status = app.session.game.status()
    app.pick("resume")
    assert app.loaded == "konane" and app.screen is app.game_screen
    # the game was rebuilt with the rules imported again: one copy of them, the same position
    rules = sys.modules["games.konane.rules"]
    assert app.session.cls is rules.Game and app.session.game.__class__ is rules.Game
    assert app.session.game.status() == status
    assert lines[-1] == "resumed Konane: " + app.session.game.status()


def test_reopening_every_game_leaks_nothing():
    app, _ = make_app()
    if not MPY:  # CPython: the modules are gone (the test above); no heap figure
        return
    for name in CYCLED:  # the first round interns the games' names for good
        open_and_close(app, name)
    gc.collect()
    before = gc.mem_free()
    for _ in range(4):
        for name in CYCLED:
            open_and_close(app, name)
    gc.collect()
    lost = before - gc.mem_free()
    # before the fix: 256 bytes a Kōnane reload on the unix port (its viper functions' records)
    assert lost < 128, lost
