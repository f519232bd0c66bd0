# What undo or redo can still bring back survives a power cut: every game, and each path that sets a
# game aside or brings one back (a new game over it, End game, an import on the web page, undo then
# redo within a game and between games), with the power cut after every flash operation of the path.
# The first run of a path records the flash after each operation; each cut run must find, at the next
# power-on, exactly the flash recorded there (the old state or the new one: a half-written save is
# only ever the .tmp file), never a corrupt save, and what that state promises must hold: undo and
# redo bring back what they say.
import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import journey as J  # noqa: E402

from core import store  # noqa: E402
from core import load  # noqa: E402
  # noqa: E402
from core.session import SAVE  # noqa: E402
from tests.portable import project_path  # noqa: E402


class PowerCut(BaseException):
    """Not an Exception: nothing in the firmware may catch it, as nothing runs after a cut."""


def flash(read):
    """The save on flash, decoded (or None): (game in play, game set aside, redo brings it back).
    read(name) gives a file's bytes or None; a save that does not decode fails the test."""
    data = read(SAVE)
    if data is None:
        return None
    game, other, other_redo = load.decode(data)
    game = game and (game[0], game[1], list(game[2]), list(game[3] or ()))
    if other is not None:
        o = load.section(other, 0)[:4]
        other = (o[0], o[1], list(o[2]), list(o[3] or ()))
    return game, other, other_redo


def file_reader(root):
    def read(name):
        try:
            with open(os.path.join(root, name), "rb") as f:
                return f.read()
        except OSError:
            return None
    return read


def arm(st, snapshots, cut_after=None):
    """Count the flash operations of a Store on files as littlefs makes them (the temporary file
    written and closed, the rename, a remove); after each, record the flash; after op cut_after,
    the power goes."""
    read = file_reader(st.root)

    def op():
        snapshots.append(flash(read))
        if cut_after is not None and len(snapshots) - 1 >= cut_after:
            raise PowerCut()

    def write(name, data):
        with open(st.path(name + ".tmp"), "wb") as f:
            f.write(data)
        op()
        os.rename(st.path(name + ".tmp"), st.path(name))
        st.writes += 1
        op()

    def remove(name):
        try:
            os.remove(st.path(name))
        except OSError:
            return
        op()

    st.write = write
    st.remove = remove


def start_new(rig, game):
    """A new game of `game` over the one in progress: asked, A."""
    J.open_game(rig, game)
    assert J.start(rig)
    rig.press("a")
    rig.step(200)


def end_game(rig):
    rig.long("b")
    assert rig.menu_to("End game (A asks first; undo brings it back)")
    rig.press("a")
    rig.press("a")
    rig.step(200)


def command(what):
    def run(rig):
        rig.command(what)
        rig.step(100)
    return run


def other_of(game):
    return J.GAMES[(J.GAMES.index(game) + 1) % len(J.GAMES)]


# path name -> the steps (kind, function of the rig), from a game in progress with one action
PATHS = {
    "new game over it": lambda g: [("new", lambda rig: start_new(rig, g))],
    "new game of another over it": lambda g: [("new", lambda rig: start_new(rig, other_of(g)))],
    "End game": lambda g: [("end", end_game)],
    # within the game, then between games (a new game over it, undo brings it back, redo the new one)
    "undo then redo": lambda g: [("undo", command("undo")), ("redo", command("redo")),
                                 ("new", lambda rig: start_new(rig, other_of(g))),
                                 ("undo", command("undo")), ("redo", command("redo"))],
    # End game, undo brings it back
    "End game then undo": lambda g: [("end", end_game), ("undo", command("undo"))],
}


def expected(kind, before):
    """The flash after a step, from the flash before it: the model of what undo and redo keep."""
    game, other, other_redo = before
    if kind == "new":  # (its set-up is the new game's own: the caller compares name and actions)
        return (None, None, [], []), game[:3] + ([],), False
    if kind == "end":
        return None, game[:3] + ([],), False
    name, setup, log, redo = game or (None, None, [], [])
    if kind == "undo":
        if log:
            return (name, setup, log[:-1], redo + [log[-1]]), other, other_redo
        assert other is not None and not other_redo
        return other, game, game is not None
    if redo:
        return (name, setup, log + [redo[-1]], redo[:-1]), other, other_redo
    assert other is not None and other_redo
    return other, game, False


def same(state, model):
    if model[0] is not None and model[0][0] is None:  # a new game: its name and actions
        return state[0][2:] == model[0][2:] and state[1:] == model[1:]
    return state == model


_templates = {}


def template(game, tmp_path_factory):
    """The save of `game` in progress with its first action made with the buttons (once a game)."""
    if game not in _templates:
        d = str(tmp_path_factory.mktemp("tpl-" + game))
        rig = J.new_rig(state_dir=d)
        J.in_progress(rig, game)
        rig.step(200)
        _templates[game] = file_reader(d)(SAVE)
    return _templates[game]


def powered_on(state_dir, save):
    with open(os.path.join(state_dir, SAVE), "wb") as f:
        f.write(save)
    return J.new_rig(state_dir=state_dir)


def check_promise(state_dir, state):
    """Power on with this flash: the game in play is the saved one, and undo and redo bring back
    exactly what the save says they can."""
    def session(rig):
        s = rig.app.session
        return s and (s.name, s.setup, list(s.log), list(s.redo_stack))

    rig = J.new_rig(state_dir=state_dir)
    assert not any("corrupt" in l for l in rig.lines), rig.lines
    if state is None:
        assert rig.app.session is None and rig.app.discarded is None
        return
    game, other, other_redo = state
    assert session(rig) == game
    if game is None:  # End game: the ended game comes back on undo
        rig.command("undo")
        assert session(rig) == other and "undone: the" in rig.lines[-1], rig.lines[-3:]
        return
    name, setup, log, redo = game
    if redo or other_redo:
        rig.command("redo")
        if redo:
            assert session(rig)[:3] == (name, setup, log + [redo[-1]]), rig.lines[-3:]
        else:
            assert session(rig) == other, rig.lines[-3:]
        rig.command("undo")
        assert session(rig) == (name, setup, log, redo), rig.lines[-3:]
    if log:
        rig.command("undo")
        assert session(rig)[:3] == (name, setup, log[:-1]), rig.lines[-3:]
    elif other is not None and not other_redo:
        rig.command("undo")
        assert session(rig) == other and "undone: the" in rig.lines[-1], rig.lines[-3:]


@pytest.mark.parametrize("path", list(PATHS))
@pytest.mark.parametrize("game", J.GAMES)
def test_a_power_cut_at_every_flash_operation_keeps_what_undo_and_redo_promise(game, path, tmp_path,
                                                                              tmp_path_factory):
    save = template(game, tmp_path_factory)
    steps = PATHS[path](game)

    # the whole path, the flash recorded after each of its operations
    d = str(tmp_path / "run")
    os.mkdir(d)
    rig = powered_on(d, save)
    snapshots = [flash(file_reader(d))]
    arm(rig.app.store, snapshots)
    marks = [0]  # the operation after which each step is complete
    for kind, step in steps:
        step(rig)
        marks.append(len(snapshots) - 1)
    assert marks[-1] >= 2 * len(steps)  # every step wrote its save (a file, then its rename)
    whole = [snapshots[m] for m in marks]  # the state between steps
    for i, (kind, _) in enumerate(steps):
        assert same(whole[i + 1], expected(kind, whole[i])), "%s: %r -> %r" % (kind, whole[i], whole[i + 1])
    # the power cut after each operation: the next power-on finds the flash recorded there, a whole
    # state (before or after the step in progress), and keeps its promise (every state between
    # steps is one of them: each step's first operation is its temporary file)
    seen = []
    for k in range(1, len(snapshots)):
        d = str(tmp_path / ("cut%d" % k))
        os.mkdir(d)
        rig = powered_on(d, save)
        arm(rig.app.store, [flash(file_reader(d))], cut_after=k)
        with pytest.raises(PowerCut):
            for _, step in steps:
                step(rig)
        state = flash(file_reader(d))
        assert state == snapshots[k], "cut after flash operation %d of %s" % (k, path)
        assert state in whole, "cut after flash operation %d: a state between steps" % k
        check_promise(d, state)
        seen.append(state)
    assert all(w in seen for w in whole)


def test_the_reported_case_the_ended_game_comes_back_after_a_power_cut(tmp_path):
    """issue: Konane started, one removal, End game, A; the power goes; undo."""
    from host_tools.sim import load_board, Rig
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    for k in "a a a a".split():
        rig.press(k)
    rig.long("b")
    for k in "right right a a".split():
        rig.press(k)
    assert rig.app.session is None and "the Konane game is ended" in " ".join(rig.lines)
    cut = Rig(load_board("pico-8x8"), str(tmp_path))
    cut.command("undo")
    assert cut.lines[-1].startswith("undone: the Konane game is back") and len(cut.app.session.log) == 1
    # and redo after undo between games: a new game over it, undo, power cut, redo
    start_new(cut, "aina")
    cut.command("undo")
    assert cut.app.session.name == "konane"
    again = Rig(load_board("pico-8x8"), str(tmp_path))
    again.command("redo")
    assert again.app.session.name == "aina" and again.lines[-1].startswith("redone: the 'Aina game is back")


# --- the web page: Import, over a game in progress, with the power (the page) cut at every write

class Storage:
    """localStorage over a dict; after `cut_after` writes (setItem, removeItem) the page is gone."""

    def __init__(self, items=None, cut_after=None):
        self.items = dict(items or {})
        self.ops = 0
        self.cut_after = cut_after

    def getItem(self, k):
        return self.items.get(k)

    def _op(self):
        self.ops += 1
        if self.cut_after is not None and self.ops >= self.cut_after:
            raise PowerCut()

    def setItem(self, k, v):
        self.items[k] = v
        self._op()

    def removeItem(self, k):
        if self.items.pop(k, None) is not None:
            self._op()


def web_board():
    from ports.web import board_for
    with open(project_path("boards/web.json")) as f:
        return board_for(f.read())


def page_on(storage):
    """A page (the App in ports/web.Page) on this storage, with a function that taps a key (or, with
    None, only lets a few ticks go by)."""
    from ports.web import Page
    lines = []
    clock = [0]
    page = Page(web_board(), storage, lines.append, lambda: clock[0])

    def tap(name=None):
        if name:
            page.key(name, True)
        for _ in range(5):
            clock[0] += 10
            page.step()
        if name:
            page.key(name, False)
        for _ in range(20):
            clock[0] += 10
            page.step()
    return page, lines, tap


@pytest.mark.parametrize("game", J.GAMES)
def test_import_on_the_web_page_keeps_the_replaced_game_through_a_power_cut(game, tmp_path_factory):
    save = template(game, tmp_path_factory)
    imported = template(other_of(game), tmp_path_factory)
    b = web_board()
    key = "tg/%dx%d/%s" % (b["width"], b["height"], SAVE)

    def state(storage):
        v = storage.items.get(key)
        return flash(lambda name: bytes.fromhex(v) if v is not None else None)

    def run(storage):
        page, lines, tap = page_on(storage)
        assert page.app.session.name == game
        page.import_save(imported.hex())
        assert "A: put the imported" in lines[-1]
        tap("a")

    storage = Storage({key: save.hex()})
    run(storage)
    old = flash(lambda name: save)
    new = state(storage)
    assert new[0][0] == other_of(game) and new[1] == old[0] and not new[2]
    assert storage.ops >= 1
    for k in range(1, storage.ops + 1):
        cut = Storage({key: save.hex()}, k)
        with pytest.raises(PowerCut):
            run(cut)
        cut.cut_after = None
        assert state(cut) in (old, new)
        # a new page on what the storage holds (the browser reloaded): the promise holds
        page, lines, tap = page_on(cut)
        if state(cut) == new:
            for _ in range(len(new[0][2]) + 1):  # the imported game's actions, then the game itself
                page.type("undo")
                tap()
            assert (page.app.session.name, list(page.app.session.log)) == (game, old[0][2]), lines[-3:]
            for _ in range(len(new[0][2]) + 1):
                page.type("redo")
                tap()
            assert (page.app.session.name, list(page.app.session.log)) == new[0][::2], lines[-3:]
        else:
            assert (page.app.session.name, list(page.app.session.log)) == (game, old[0][2])


def test_a_save_written_by_the_firmware_before_resumes_then_saves_in_the_new_format(tmp_path):
    """Format version 1 (CRC-16), as bytes: the game resumes at power-on; its next save is version 2,
    with the redo actions an undo leaves."""
    from host_tools.sim import load_board, Rig
    v1 = bytes.fromhex("544701066b6f6e616e6503000800020300011b0113021d1b551e")
    with open(str(tmp_path / SAVE), "wb") as f:
        f.write(v1)
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    s = rig.app.session
    assert s.name == "konane" and list(s.log) == [b"\x1b", b"\x13", b"\x1d\x1b"]
    assert any(l.startswith("resumed Konane") for l in rig.lines)
    rig.command("undo")
    data = file_reader(str(tmp_path))(SAVE)
    assert data[2] == 2 and flash(lambda n: data)[0][2:] == ([b"\x1b", b"\x13"], [b"\x1d\x1b"])
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    rig.command("redo")
    assert list(rig.app.session.log) == [b"\x1b", b"\x13", b"\x1d\x1b"]
