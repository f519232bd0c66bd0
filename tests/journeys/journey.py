# A player's journeys through the real App with the six buttons only (host_tools.sim.Rig): open a
# game from the menu, start it, make its first action, go to the menu and back. Shared by the
# journeys tier (tests/journeys) and the emulated-Pico and web journeys.
import os

from host_tools.sim import Rig, load_board
from core import load, store
from games import registry

# the games on the device: a folder in firmware/games (the platform tests register a test game,
# "tally", in the same registry when they run first in one process)
GAMES = tuple(n for n in registry.BUILT
              if os.path.isdir(os.path.join(os.path.dirname(registry.__file__), n)))


def title(game):
    return registry.title(game)


def new_rig(board="pico-8x8", state_dir=None):
    return Rig(load_board(board), state_dir)


def open_game(rig, game):
    """Long B (the menu, from wherever the rig is), browse to the game, A: its set-up page."""
    rig.long("b")
    assert rig.app.screen.__class__.__name__ == "Menu", rig.lines[-3:]
    assert rig.menu_to(title(game)), "the menu never offered %s: %s" % (title(game), rig.lines[-3:])
    rig.press("a")
    rig.step(200)
    gs = rig.app.game_screen
    assert gs is not None and gs.name == game and rig.app.screen is gs, rig.lines[-3:]


def asked(rig):
    return rig.app.screen.__class__.__name__ == "Confirm"


def start(rig):
    """A on the set-up page (its defaults); returns True when the confirm asks first."""
    before = rig.app.session
    rig.press("a")
    rig.step(200)
    if asked(rig):
        assert rig.app.session is before
        return True
    return False


def first_action(rig):
    """The buttons that make the shown game's first action, with its set-up defaults."""
    game = rig.app.game_screen.name
    s = rig.app.session
    n = len(s.log)
    if game == "aina":
        # the first action flips a card showing the drawn Time symbol: walk the cursor there
        from games.aina import moves
        c = moves.legal_actions(s.game)[0][1]
        v = rig.app.game_screen.view
        tx, ty = c % 6, c // 6
        while v.cx != tx:
            rig.press("right" if v.cx < tx else "left")
        while v.cy != ty:
            rig.press("down" if v.cy < ty else "up")
        rig.press("a")
    elif game == "konane":
        rig.press("a")  # pick a removable stone
        rig.press("a")  # and remove it
    else:
        rig.press("a")
    rig.step(300)
    assert rig.app.session is s and len(s.log) == n + 1, "%s: no first action: %s" % (game, rig.lines[-3:])


def menu_undo(rig):
    rig.long("b")
    assert rig.menu_to("Undo the last action") or rig.menu_to("Undo: bring back the ended game"), rig.lines[-3:]
    rig.press("a")
    rig.step(200)


def in_progress(rig, game):
    """From anywhere: the game opened, started (confirming over any game in progress) and its
    first action made."""
    open_game(rig, game)
    if start(rig):
        rig.press("a")
        rig.step(200)
    s = rig.app.session
    assert s is not None and s.name == game and len(s.log) == 0, rig.lines[-3:]
    first_action(rig)


def finished_konane_save():
    """A save of a finished two-player 4x4 Konane game (each side takes its first legal move)."""
    from games.konane.rules import Game
    setup = bytes((4, 0, 2))
    g = Game(setup)
    actions = []
    while not g.over():
        a = g.move_to_action(g.move(0))
        g.apply(a)
        actions.append(a)
    return store.encode("konane", setup, actions)


def state(rig):
    """What must survive a detour: the game, its actions and its saved bytes."""
    s = rig.app.session
    if s is None:
        return None
    return (s.name, s.setup, list(s.log), s.game.status(), saved_game(rig))


def saved_game(rig):
    """The game in play on flash (name, set-up, actions, redo actions); the save also holds the game
    a new game or End game set aside, which changes with what undo and redo can bring back."""
    game = load.decode(rig.app.store.read("save.bin"))[0]
    return game and (game[0], game[1], list(game[2]), list(game[3] or ()))


# --- a game's lesson (issue 47: tests/journeys/test_lesson*.py) -----------------------------------
def lesson_rig(path=None, board="pico-8x8"):
    """A Rig whose board has a buzzer, so a step's success tone is heard."""
    b = dict(load_board(board))
    b["buzzer_pin"] = 16
    return Rig(b, str(path) if path is not None else None)


def open_lesson(rig, game, opens_on):
    """The game from the menu: its set-up page opens on `opens_on` (a line's words) and offers the
    lesson; up to Learn, A."""
    open_game(rig, game)
    assert opens_on in rig.lines[-1], rig.lines[-1]
    assert "? Up: Learn." in rig.lines[-1], rig.lines[-1]   # ("New to Kawa? Up: Learn.")
    rig.press("up")
    assert "[learn]" in rig.lines[-1], rig.lines[-1]
    rig.press("a")
    rig.step(100)


def cursor_to(rig, at, r, c):
    """The d-pad until the cursor is on row r, column c (at(): the view's (row, column)), then A."""
    while at()[0] != r:
        rig.press("down" if at()[0] < r else "up")
    while at()[1] != c:
        rig.press("right" if at()[1] < c else "left")
    rig.press("a")


def lesson_step(rig):
    """The step in progress, or None."""
    ls = rig.app.game_screen.lesson
    return None if ls is None else ls.i


def into_cue(rig):
    """The clock into the teaching cue's half that lights the step's cells (ui/lesson.lit: one of
    the blink's unlit halves, then one a press the step shows; without a lesson, any unlit half)."""
    gs = rig.app.game_screen
    ls = gs.lesson if gs is not None else None
    n = len(ls.keys) // 4 if ls is not None else 0
    rig.step(10)
    while not ((rig.clock.t // 1000 - (ls.keys[2] if n else 0)) % (n + 1) == 0
               and 520 <= rig.clock.t % 1000 < 530):
        rig.step(10)


def lesson_said(steps, i):
    """The line a lesson's step i says when it starts."""
    return "lesson %d/%d: %s" % (i + 1, len(steps), steps[i][0])


def learn_half(rig, lit=True):
    """On to a time the set-up page's Learn light (ui.draw.learn: a 2 s pulse until the lesson is
    learned) shows its full half (lit) or its third, the cursor's blink in its unlit half."""
    rig.step(2000 - rig.clock.t % 2000 + (520 if lit else 1520))


def learn_line(rig):
    """On a set-up page that opens just below its Learn line: up to Learn, whose left/right and up
    are refused with their reasons; then on to where Learn's own light shows full (learn_half)."""
    rig.press("up")
    rig.press("left")
    assert rig.lines[-1] == "! [learn]: A starts the lesson", rig.lines[-1]
    rig.press("up")
    assert rig.lines[-1] == "! [learn] is the first line", rig.lines[-1]
    learn_half(rig)


def learn_pulses(rig, col, x=7, y=0):
    """The set-up page's Learn light, not learned yet: full in one half of its pulse, a third in
    the other, never dark (learn_half first: on to its full half)."""
    from ui import palette
    assert rig.cell(x, y) == col
    learn_half(rig, False)
    assert rig.cell(x, y) == palette.scale(col, 1, 3)
