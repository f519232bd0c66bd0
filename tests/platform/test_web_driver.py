# ports/web.py, the web page's driver, on CPython with a fake localStorage and clock: it must render
# what the simulator renders for the same taps, keep /save.bin in storage byte for byte, resume,
# and set a corrupt stored save aside. (tests/web/ runs it in the WebAssembly port and a browser.)
import os

import pytest

from core import store as saves
from core import session as sessions
from core import load
from games import registry
from host_tools.sim import Rig, PRESS_MS, SETTLE_MS
from ports.web import Page, WebStore, board_for
from ui import palette
from tests.portable import project_path

# the firmware's games (other tests add fakes to the registry in this process)
BUILT = [n for n in registry.BUILT if os.path.isdir(project_path("firmware/games/" + n))]


class FakeStorage:
    """localStorage's three calls over a dict of strings."""

    def __init__(self):
        self.items = {}

    def getItem(self, k):
        return self.items.get(k)

    def setItem(self, k, v):
        assert isinstance(v, str)
        self.items[k] = v

    def removeItem(self, k):
        self.items.pop(k, None)


class Clock:
    def __init__(self):
        self.t = 0

    def __call__(self):
        return self.t


def web_board(w=None, h=None):
    with open(project_path("boards/web.json")) as f:
        return board_for(f.read(), w, h)


class Twin:
    """A Page and the simulator's Rig on the same board, tapped the same way, tick for tick."""

    def __init__(self, storage=None, w=None, h=None):
        self.board = web_board(w, h)
        self.storage = storage if storage is not None else FakeStorage()
        self.clock = Clock()
        self.lines = []
        self.page = Page(self.board, self.storage, self.lines.append, self.clock)
        self.rig = Rig(web_board(w, h))

    def step(self, ms):
        for _ in range(ms // 10):
            self.clock.t += 10
            self.page.step()

    def tap(self, name):
        # the Rig's press: down PRESS_MS, then up SETTLE_MS, in 10 ms ticks
        self.page.key(name, True)
        self.step(PRESS_MS)
        self.page.key(name, False)
        self.step(SETTLE_MS)
        self.rig.press(name)

    def same(self):
        assert self.clock.t == self.rig.clock.t
        assert bytes(self.page.app.grid.buf) == bytes(self.rig.app.grid.buf)
        assert self.page.wire() == bytes(self.rig.app.output.out).hex()


def open_game(tw, name):
    title = registry.title(name)
    for _ in range(len(registry.GAMES) + 4):
        if tw.lines[-1].startswith("menu: " + title + "  "):
            break
        tw.tap("right")
    tw.tap("a")
    for _ in range(6):
        if tw.page.app.session is not None:
            return
        tw.tap("a")
    raise AssertionError("%s did not start: %r" % (name, tw.lines[-3:]))


def test_boots_to_the_menu_and_the_first_step_writes_a_frame():
    st = FakeStorage()
    lines = []
    clock = Clock()
    p = Page(web_board(), st, lines.append, clock)
    assert lines[0].startswith("Tabletop companion ") and " on web (8x8)" in lines[0], lines[0]
    assert lines[1].startswith("menu: Konane")
    clock.t = 10
    wire = p.step()
    assert wire is not None and len(wire) == 2 * 3 * 64 and wire != "0" * 384
    clock.t = 20
    assert p.step() is None  # nothing changed: nothing written, as on the panel


@pytest.mark.parametrize("name", BUILT)
def test_the_page_renders_what_the_simulator_renders(name):
    tw = Twin()
    tw.same()
    open_game(tw, name)
    tw.same()
    for k in ("a", "right", "a", "down", "a", "left", "a", "b", "up", "a"):
        tw.tap(k)
        tw.same()
    assert tw.page.app.session.log == tw.rig.app.session.log
    assert tw.storage.getItem("tg/8x8/save.bin") == tw.rig.app.store.files["save.bin"].hex()


def test_the_big_board_has_its_own_storage_and_renders_the_same():
    st = FakeStorage()
    tw = Twin(st, 16, 16)
    open_game(tw, "konane")
    tw.same()
    assert len(tw.page.wire()) == 2 * 3 * 256
    assert "tg/16x16/save.bin" in st.items and "tg/8x8/save.bin" not in st.items


def test_a_reload_resumes_the_same_game():
    tw = Twin()
    open_game(tw, "konane")
    tw.tap("a")
    log = list(tw.page.app.session.log)
    lines = []
    again = Page(web_board(), tw.storage, lines.append, Clock())
    assert [l for l in lines if l.startswith("resumed Konane")]
    assert again.app.session.log == log
    assert again.save_hex() == tw.storage.getItem("tg/8x8/save.bin")


@pytest.mark.parametrize("stored", ["54470102ff00", "not hex at all"])
def test_a_corrupt_stored_save_is_set_aside_with_the_orange_cue(stored):
    st = FakeStorage()
    st.setItem("tg/8x8/save.bin", stored)
    lines = []
    clock = Clock()
    p = Page(web_board(), st, lines.append, clock)
    assert [l for l in lines if l.startswith("! save: corrupt save file")]
    assert st.getItem("tg/8x8/save.bad") == stored and st.getItem("tg/8x8/save.bin") is None
    assert p.app.session is None and p.app.cue_colour == palette.ORANGE
    clock.t = 10
    p.step()
    assert p.app.grid.get(0, 0) == palette.ORANGE  # the border cue


def test_the_store_round_trips_bytes_and_renames():
    st = FakeStorage()
    ws = WebStore(st, "p/")
    data = saves.encode("konane", b"\x08\x00", [b"\x01\x02"])
    ws.write("save.bin", data)
    assert ws.read("save.bin") == data and ws.exists("save.bin") and ws.writes == 1
    ws.set_aside("save.bin", "save.bad")
    assert ws.read("save.bad") == data and not ws.exists("save.bin") and ws.read("save.bin") is None
    assert sorted(st.items) == ["p/save.bad"]


def test_a_tap_that_falls_between_two_ticks_still_counts():
    # a busy page (a game's modules loading) can miss a whole tap: the key-down latch keeps it
    lines = []
    clock = Clock()
    p = Page(web_board(), FakeStorage(), lines.append, clock)
    clock.t = 10
    p.step()
    p.key("right", True)
    p.key("right", False)
    clock.t = 90
    p.step()
    assert lines[-1].startswith("menu: 'Aina")


def test_console_commands_typed_in_the_page():
    lines = []
    clock = Clock()
    p = Page(web_board(), FakeStorage(), lines.append, clock)
    p.type("status")
    clock.t = 10
    p.step()
    assert lines[-1] == "no game in progress"


def test_a_press_shorter_than_a_tick_still_counts():
    # a click, a touchpad tap or a synthetic key: down and up before the App polls the pin
    lines = []
    clock = Clock()
    p = Page(web_board(), FakeStorage(), lines.append, clock)
    for k in ("right", "right", "left"):
        p.key(k, True)
        p.key(k, False)
        for _ in range(6):  # 60 ms
            clock.t += 10
            p.step()
    menu = [l for l in lines if l.startswith("menu: ")]
    assert [m.split("  [")[0] for m in menu[1:]] == ["menu: 'Aina", "menu: Kawa", "menu: 'Aina"]
    assert not any(p.down)  # and every key is up again


@pytest.mark.parametrize("gap", (0, 10, 20, 30))
def test_a_quick_second_tap_of_the_same_key_counts_too(gap):
    # a tap as the App sees the last one's press (a synthetic key, a quick finger): the two made
    # one long press and the second was lost (every other Right on the page's menu)
    lines = []
    clock = Clock()
    p = Page(web_board(), FakeStorage(), lines.append, clock)
    for i in range(4):
        p.key("right", True)
        p.key("right", False)
        for _ in range(gap // 10):
            clock.t += 10
            p.step()
    for _ in range(30):
        clock.t += 10
        p.step()
    menu = [l.split("  [")[0] for l in lines if l.startswith("menu: ")]
    assert menu[1:] == ["menu: 'Aina", "menu: Kawa", "menu: Hanafuda Na Pua Hawai'i", "menu: Ka Pai"], menu
    assert not any(p.down) and not any(p.again)


def _konane_save(moves):
    rig = Rig(web_board())
    rig.press("a")
    rig.press("a")                      # Konane, two players, 8x8
    for _ in range(moves):
        g = rig.app.session.game
        rig.command(g.move_text(g.move(0)))
    return rig.app.store.files["save.bin"]


def test_import_asks_over_a_game_in_progress_and_undo_brings_it_back():
    tw = Twin()
    open_game(tw, "kapai")
    tw.tap("a")                         # Ka Pai's first roll
    page = tw.page
    old = (page.app.session.name, list(page.app.session.log))
    data = _konane_save(3)
    page.import_save(data.hex())
    assert page.app.screen.__class__.__name__ == "Confirm"
    assert "A: put the imported Konane game in its place" in tw.lines[-1]
    tw.tap("b")                         # keep playing: nothing changed
    assert (page.app.session.name, list(page.app.session.log)) == old
    page.import_save(data.hex())
    tw.tap("a")
    assert page.app.session.name == "konane" and len(page.app.session.log) == 3
    assert any(l.startswith("Konane: imported game. Konane 8x8 ply 4") for l in tw.lines)
    # the imported game is the game in play on flash, Ka Pai set aside in the same save for undo
    game, other, other_redo = load.decode(bytes.fromhex(tw.storage.getItem("tg/8x8/save.bin")))
    assert game[:3] == sessions.decode(data) and not other_redo
    assert load.section(other, 0)[:4][0::2] == old
    for _ in range(3):
        page.type("undo")
        tw.step(40)
    assert page.app.session.log == []   # undo takes back the imported game's actions...
    page.type("undo")
    tw.step(40)
    assert (page.app.session.name, list(page.app.session.log)) == old  # ...then brings Ka Pai back


def test_a_file_that_is_not_a_save_is_refused_and_the_game_goes_on():
    tw = Twin()
    open_game(tw, "kawa")
    before = tw.storage.getItem("tg/8x8/save.bin")
    for junk in (b"", b"hello", b"TG" + bytes(40), _konane_save(2)[:-3]):
        assert tw.page.import_save(junk.hex()) is False
        assert tw.lines[-1].startswith("! import: not a save this companion can read")
    assert tw.page.app.session.name == "kawa" and tw.storage.getItem("tg/8x8/save.bin") == before
