# The whole app on fake hardware (host_tools.sim.Rig): menu, game, saves, console, cues.

import sys
import tallygame
from host_tools.sim import Rig, load_board
from core.store import encode
from ui import keys, palette

tallygame.install()


def open_tally(rig):
    # browse to the Tally entry of the menu and open it
    for _ in range(20):
        if "Tally" in rig.lines[-1]:
            break
        rig.press("right")
    rig.press("a")


def menu_items(rig):
    m = rig.app.screen
    return [m.words(item) for item in m.items]


def border_is(rig, colour):
    g = rig.app.grid
    return all(g.get(x, 0) == colour for x in range(g.w))


def test_boots_to_the_menu_and_browses():
    rig = Rig(load_board("pico-8x8"))
    assert rig.lines[1].startswith("menu: Konane")
    rig.press("right")
    assert "Aina" in rig.lines[-1]
    rig.press("left")
    rig.press("left")
    assert "Settings" in rig.lines[-1]  # wraps round


def test_unavailable_game_is_refused_with_a_cue(monkeypatch):
    # every game is built now: take the last one off the built list, as an owner's build may do
    from games import registry
    name, title, _ = registry.GAMES[-1]
    monkeypatch.setattr(registry, "BUILT", tuple(n for n in registry.BUILT if n != name))
    rig = Rig(load_board("pico-8x8"))
    while title not in rig.lines[-1]:
        rig.press("right")
    assert "not available" in rig.lines[-1]
    rig.press("a")
    assert rig.lines[-1].startswith("! ") and "not available" in rig.lines[-1]
    rig.step(20)
    assert rig.app.game_screen is None and rig.app.session is None


def test_play_undo_redo_and_resume_after_a_power_cut(tmp_path):
    board = load_board("pico-8x8")
    rig = Rig(board, str(tmp_path))
    open_tally(rig)
    rig.press("a")               # confirm the set-up: limit 10
    rig.press("right")           # add 2
    rig.press("a")
    rig.press("a")
    assert rig.app.session.game.total == 4
    assert rig.cell(3, 0) == palette.GREEN and rig.cell(4, 0) == palette.OFF
    rig.command("undo")
    assert rig.app.session.game.total == 2
    rig.command("redo")
    assert rig.app.session.game.total == 4
    rig.command("undo")
    # power cut: a new Rig on the same flash
    rig2 = Rig(board, str(tmp_path))
    assert rig2.app.session.game.total == 2
    assert any("resumed Tally" in l for l in rig2.lines)
    rig2.step(40)
    assert rig2.cell(1, 0) == palette.GREEN and rig2.cell(2, 0) == palette.OFF


def test_undo_and_redo_from_the_menu():
    rig = Rig(load_board("pico-8x8"))
    open_tally(rig)
    rig.press("a")
    rig.press("a")
    rig.long("b")
    assert "menu: Resume Tally" in rig.lines[-1]
    items = menu_items(rig)
    assert "Undo the last action" in items and "Redo" not in items  # nothing to redo yet
    assert rig.menu_to("Undo the last action")
    rig.press("a")
    assert rig.app.session.game.total == 0 and rig.app.screen is rig.app.game_screen
    rig.long("b")
    items = menu_items(rig)
    assert "Redo" in items and "Undo the last action" not in items  # nothing left to undo
    assert rig.menu_to("Redo")
    rig.press("a")
    assert rig.app.session.game.total == 1


def test_illegal_action_gives_cue_and_message_and_changes_nothing():
    rig = Rig(load_board("pico-8x8"))
    open_tally(rig)
    rig.press("a")
    for _ in range(5):
        rig.press("right")       # add 6: the rules refuse
    saves = rig.app.store.writes
    rig.press("a", ms=30)
    assert rig.lines[-1] == "! add 1, 2 or 3"
    assert border_is(rig, palette.REFUSED)
    assert rig.app.session.game.total == 0 and rig.app.store.writes == saves
    rig.step(600)
    assert not border_is(rig, palette.REFUSED)   # the cue is short


def test_corrupt_save_is_reported_kept_aside_and_the_companion_starts_clean(tmp_path):
    (tmp_path / "save.bin").write_bytes(encode("tally", b"\x0a", [b"\x01"])[:-3] + b"xyz")
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    assert any("corrupt save" in l and "save.bad" in l for l in rig.lines)
    assert rig.app.session is None and rig.lines[-1].startswith("menu:")
    rig.step(20)
    assert border_is(rig, palette.ORANGE)
    assert (tmp_path / "save.bad").exists() and not (tmp_path / "save.bin").exists()


def test_a_cue_runs_its_whole_length_from_its_first_frame(tmp_path):
    """A cue raised long before the first frame (a slow start: the web page's first tick came
    after the 450 ms the corrupt save's cue lasts) still shows, from its first frame, whole."""
    (tmp_path / "save.bin").write_bytes(encode("tally", b"\x0a", [b"\x01"])[:-3] + b"xyz")
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    rig.clock.t += 2000  # boot said it; nothing drawn yet
    rig.step(10)
    assert border_is(rig, palette.ORANGE)
    rig.step(400)
    assert border_is(rig, palette.ORANGE) or border_is(rig, palette.OFF)
    assert rig.app.cue_at is not None
    rig.step(100)
    assert rig.app.cue_at is None and not border_is(rig, palette.ORANGE)


def test_a_save_is_set_aside_only_once_the_install_vouches_for_it(tmp_path):
    """Issue 33: on the Pico the store's vouch (core/startup.py) reads the install before a save
    that did not load is set aside, and stops the companion when it is damaged: the save stays
    save.bin, so no power cut can leave it set aside, and no line blames the save first."""
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    save = encode("tally", b"\x0a", [b"\x01"])[:-3] + b"xyz"
    (tmp_path / "save.bin").write_bytes(save)

    class Damaged(BaseException):
        pass

    def damaged():
        raise Damaged(["games/tally/rules.mpy damaged"])
    rig.app.store.vouch = damaged
    n = len(rig.lines)
    try:
        rig.app.boot()
        stopped = False
    except Damaged:
        stopped = True
    assert stopped and not any("corrupt" in l for l in rig.lines[n:])
    assert (tmp_path / "save.bin").read_bytes() == save and not (tmp_path / "save.bad").exists()
    rig.app.store.vouch = lambda: None   # the install is sound: the save itself is bad
    rig.app.boot()
    assert any("corrupt save" in l for l in rig.lines[n:])
    assert (tmp_path / "save.bad").read_bytes() == save and not (tmp_path / "save.bin").exists()


def test_a_save_set_aside_earlier_is_offered_back_at_power_on(tmp_path):
    """Issue 33: save.bad with no save.bin (set aside by a damaged install, since repaired) is
    said at power-on and, as it reads well now, asked about on the grid: B leaves it (asked again
    at the next power-on), A brings it back byte for byte and the game resumes."""
    board = load_board("pico-8x8")
    good = encode("tally", b"\x0a", [b"\x01", b"\x02"])
    (tmp_path / "save.bad").write_bytes(good)
    rig = Rig(board, str(tmp_path))
    assert "a Tally game set aside earlier is kept as save.bad and reads well now" in rig.lines[-1]
    assert rig.app.screen.__class__.__name__ == "Confirm" and rig.app.session is None
    rig.press("b")
    assert rig.lines[-1].startswith("menu:") and (tmp_path / "save.bad").read_bytes() == good
    assert not (tmp_path / "save.bin").exists()
    rig = Rig(board, str(tmp_path))
    assert "reads well now" in rig.lines[-1]
    rig.press("a")
    assert (tmp_path / "save.bin").read_bytes() == good and not (tmp_path / "save.bad").exists()
    assert rig.app.session is not None and rig.app.session.game.total == 3
    assert "resumed Tally" in rig.lines[-1] and rig.app.screen is rig.app.game_screen
    rig = Rig(board, str(tmp_path))            # and at the next power-on it is the save
    assert rig.app.session.game.total == 3 and not any("save.bad" in l for l in rig.lines)
    # one that does not load now either: said, kept, and the companion starts at the menu
    (tmp_path / "save.bin").unlink()
    (tmp_path / "save.bad").write_bytes(good[:-1] + b"x")
    rig = Rig(board, str(tmp_path))
    assert any(l.startswith("! save: a save set aside earlier is kept as save.bad; it does not load")
               for l in rig.lines)
    assert rig.lines[-1].startswith("menu:") and (tmp_path / "save.bad").exists()


def test_brightness_setting_is_saved_only_when_changed(tmp_path):
    board = load_board("pico-8x8")
    rig = Rig(board, str(tmp_path))
    rig.press("left")            # Settings (wraps)
    rig.press("a")
    rig.press("a")               # unchanged: no write
    assert rig.app.store.writes == 0
    assert rig.lines[-1].startswith("menu: Settings")   # back on the item it came from
    rig.press("a")
    rig.press("right")
    rig.press("right")
    rig.press("a")
    assert rig.app.store.writes == 1
    level = rig.app.brightness
    assert level != board["brightness"]
    assert Rig(board, str(tmp_path)).app.output.brightness == level


def test_damaged_settings_file_falls_back_to_defaults(tmp_path):
    (tmp_path / "settings.bin").write_bytes(b"S1\xff")
    board = load_board("pico-8x8")
    rig = Rig(board, str(tmp_path))
    assert rig.app.brightness == board["brightness"]
    assert any("settings file is damaged" in l for l in rig.lines)


def test_console_commands_and_malformed_ones():
    rig = Rig(load_board("pico-8x8"))
    rig.command("help")
    assert rig.lines[-1].startswith("commands:")
    rig.command("bright 300")
    assert rig.lines[-1] == "! usage: bright 1-100"
    rig.command("bright x")
    assert rig.lines[-1] == "! usage: bright 1-100"
    rig.command("fly me to the moon")
    assert "unknown command" in rig.lines[-1]
    rig.command("x" * 200)
    assert "too long" in rig.lines[-1]
    rig.command("press right")
    assert "Aina" in rig.lines[-1]
    rig.command("undo")
    assert rig.lines[-1] == "! no game in progress"
    rig.command("bench frame")
    assert '"unit": "us"' in rig.lines[-1]
    open_tally(rig)
    rig.press("a")
    rig.command("add 2")
    assert rig.app.session.game.total == 2 and "tally 2/10" in rig.lines[-1]
    rig.command("status")
    assert "tally 2/10" in rig.lines[-1]


def test_a_stuck_button_is_reported_and_the_game_goes_on():
    rig = Rig(load_board("pico-8x8"))
    rig.press("right", ms=16000)
    assert any("button RIGHT held for 15 s" in l for l in rig.lines)
    menu = rig.app.screen
    i = menu.i
    rig.step(1000)
    assert menu.i == i             # the stuck key no longer repeats
    rig.press("left")
    assert menu.i == (i - 1) % len(menu.items) and rig.lines[-1].startswith("menu:")


def test_the_view_task_runs_while_the_game_is_shown():
    rig = Rig(load_board("pico-8x8"))
    open_tally(rig)
    rig.press("a")                 # start the game, so the menu offers Resume
    view = rig.app.game_screen.view
    rig.step(200)
    assert view.thought >= 19
    rig.long("b")                  # the menu: the game's task must not run behind it
    n = view.thought
    rig.step(500)
    assert view.thought == n
    rig.press("a")                 # Resume
    rig.step(100)
    assert view.thought > n


def test_panel_write_error_is_reported_once():
    rig = Rig(load_board("pico-8x8"))

    def broken(buf):
        raise OSError(19, "no device")

    rig.app.output.write = broken
    rig.press("right")
    rig.press("right")
    msgs = [l for l in rig.lines if "LED panel" in l]
    assert len(msgs) == 1


def test_sixteen_by_sixteen_board_draws_the_menu_icon_doubled():
    rig = Rig(load_board("pico-16x16"))
    rig.step(40)
    # the Kōnane icon's top-left 'h' cell covers a 2x2 block
    assert rig.cell(0, 0) == rig.cell(1, 1) == palette.HIBISCUS


def test_a_bug_in_a_view_is_reported_and_the_game_goes_on():
    rig = Rig(load_board("pico-8x8"))
    open_tally(rig)
    rig.press("a")
    rig.press("a")
    view = rig.app.game_screen.view

    def broken(k, kind):
        raise KeyError("oops")

    view.key = broken
    rig.press("a")
    assert any("internal error: KeyError" in l for l in rig.lines)
    assert rig.lines[-1].startswith("the game goes on from its last action: tally 1/10")
    assert rig.app.game_screen.view is not view          # a fresh view on the same session
    rig.press("a")
    assert rig.app.session.game.total == 2


def test_a_view_that_keeps_failing_falls_back_to_the_menu():
    rig = Rig(load_board("pico-8x8"))
    open_tally(rig)
    rig.press("a")
    import tallygame

    def broken(self, grid, t):
        raise ValueError("bad frame")

    old = tallygame.View.draw
    tallygame.View.draw = broken
    rig.app.dirty = True    # (the app draws on an event or a blink's edge: as if one came now)
    try:
        rig.step(100)
    finally:
        tallygame.View.draw = old
    assert rig.lines[-1].startswith("menu: Resume Tally")
    rig.press("a")
    assert rig.app.screen is rig.app.game_screen and rig.app.session.game.total == 0


def test_an_unchanged_menu_sends_no_frames():
    rig = Rig(load_board("pico-8x8"))
    rig.step(100)
    n = rig.frames
    rig.step(1000)
    assert rig.frames == n           # nothing changed: nothing written to the panel
    rig.press("right")
    assert rig.frames == n + 1


def test_a_huge_save_or_settings_file_is_set_aside_at_boot(tmp_path):
    (tmp_path / "save.bin").write_bytes(bytes(300000))
    (tmp_path / "settings.bin").write_bytes(b"S1" + bytes(100000))
    board = load_board("pico-8x8")
    rig = Rig(board, str(tmp_path))
    assert any("corrupt save" in l and "too large" in l for l in rig.lines)
    assert any("settings file is damaged" in l for l in rig.lines)
    assert rig.app.brightness == board["brightness"] and rig.lines[-1].startswith("menu:")
    assert (tmp_path / "save.bad").stat().st_size == 300000 and not (tmp_path / "save.bin").exists()


def corners(rig):
    g = rig.app.grid
    return [g.get(x, y) for x, y in ((0, 0), (g.w - 1, 0), (0, g.h - 1), (g.w - 1, g.h - 1))]


def test_a_failed_flash_write_is_said_plainly_and_cued_until_a_save_succeeds():
    rig = Rig(load_board("pico-8x8"))
    open_tally(rig)
    rig.press("a")                                   # the game starts, saved
    st = rig.app.store

    def full(name, data):
        raise OSError(28, "ENOSPC")

    st.write = full
    mark = len(rig.lines)
    rig.press("a")                                   # add 1: applied, but flash is full
    said = rig.lines[mark:]
    assert any(l.startswith("! not saved: flash full") for l in said), said
    assert not any("internal error" in l or "goes on from its last action" in l for l in said), said
    assert rig.app.session.game.total == 1
    seen = set()
    for _ in range(50):                              # long after the refused cue: corners blink red
        rig.step(20)
        seen.add(tuple(corners(rig)))
    assert (palette.REFUSED,) * 4 in seen and len(seen) == 2
    rig.command("status")
    assert "NOT saved: flash full" in rig.lines[-1]
    rig.command("bright 50")
    assert rig.lines[-2] == "! settings not saved: flash full"
    del st.write                                     # room on flash again
    rig.press("a")
    assert rig.lines[-1] == "saved: the game is safe on flash again"
    rig.step(600)
    assert palette.REFUSED not in corners(rig)
    from core.session import decode
    assert list(decode(st.files["save.bin"])[2]) == [b"\x01", b"\x01"]


def open_tally_item(rig):
    # the Tally game's own menu item, not "Resume Tally"
    for _ in range(20):
        if rig.lines[-1].startswith("menu: Tally"):
            break
        rig.press("right")
    rig.press("a")


def start_tally_with(rig, adds):
    open_tally(rig)
    rig.press("a")                       # set-up confirmed: a new game
    for _ in range(adds):
        rig.press("a")


def test_a_new_game_over_a_saved_one_asks_on_the_grid_and_b_keeps_it():
    rig = Rig(load_board("pico-8x8"))
    start_tally_with(rig, 2)
    old = rig.app.session
    rig.long("b")
    open_tally_item(rig)                 # the same game's menu item, then A: a new game?
    rig.press("a")
    assert rig.app.session is old and "A: start the new Tally game" in rig.lines[-1]
    rig.step(40)
    g = rig.app.grid
    # B (red) on the left, A (green) on the right: where the buttons sit on the pad
    assert g.get(0, g.h - 1) == palette.REFUSED and g.get(g.w - 1, g.h - 1) == palette.GREEN
    writes = rig.app.store.writes
    rig.press("b")                       # keep it
    assert rig.app.session is old and old.game.total == 2 and rig.app.store.writes == writes
    assert rig.app.screen is rig.app.game_screen and "resumed Tally" in rig.lines[-1]


def test_a_confirmed_new_game_can_be_undone_back_to_the_old_one(tmp_path):
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    start_tally_with(rig, 3)
    rig.long("b")
    open_tally_item(rig)
    rig.press("a")                       # asks
    rig.press("a")                       # A: yes, the new game starts
    assert rig.app.session.game.total == 0 and list(rig.app.session.log) == []
    assert any("set aside: undo brings it back" in l for l in rig.lines[-3:])
    rig.command("undo")
    assert rig.app.session.game.total == 3 and "is back" in rig.lines[-1]
    assert Rig(load_board("pico-8x8"), str(tmp_path)).app.session.game.total == 3   # and saved


def test_a_console_command_that_starts_a_game_asks_too():
    rig = Rig(load_board("pico-8x8"))
    start_tally_with(rig, 1)
    view = rig.app.game_screen.view
    view.command = lambda words: words[0] == "again" and (view.ctx.start(bytes((9,))) or True)
    rig.command("again")
    assert rig.app.session.game.limit == 10 and "A: start the new" in rig.lines[-1]
    rig.press("a")
    assert rig.app.session.game.limit == 9


def test_b_in_settings_cancels_and_a_saves(tmp_path):
    board = load_board("pico-8x8")
    rig = Rig(board, str(tmp_path))
    before = rig.app.brightness
    rig.press("left")                    # Settings
    rig.press("a")
    rig.press("right")
    rig.press("right")
    assert rig.app.brightness != before
    rig.press("b")                       # cancel: back as it was, nothing written
    assert rig.app.brightness == before and rig.app.output.brightness == before
    assert rig.app.store.writes == 0 and rig.lines[-1].startswith("menu: Settings")
    rig.press("a")
    rig.press("right")
    rig.press("a")                       # save
    assert rig.app.store.writes == 1 and rig.app.brightness != before


def test_help_lists_the_open_games_own_commands():
    rig = Rig(load_board("pico-8x8"))
    rig.press("a")                       # Kōnane's set-up page
    mark = len(rig.lines)
    rig.command("help")
    said = rig.lines[mark:]
    assert said[0].startswith("commands: help")
    from games.konane.words import HELP as LINES
    assert len(LINES) >= 3 and said[1:] == ["  " + l for l in LINES]
    assert any("hint" in l for l in said[1:]) and any("record" in l for l in said[1:])


def test_every_built_game_lists_its_console_commands():
    from games import registry
    for name in registry.BUILT:
        if name == "tally":
            continue
        registry.drop_words(name)   # (a test before may have left them loaded)
        h = registry.help_lines(name)
        assert isinstance(h, tuple) and h and all(isinstance(l, str) and 0 < len(l) <= 100 for l in h), name
        for part in ("words", "help"):   # read, then dropped again
            assert "games.%s.%s" % (name, part) not in sys.modules, name


def test_console_undo_says_undone_without_a_resumed_line_first():
    rig = Rig(load_board("pico-8x8"))
    start_tally_with(rig, 2)
    mark = len(rig.lines)
    rig.command("undo")
    assert rig.lines[mark:] == ["undone. tally 1/10, player 2 to add"]
    rig.long("b")                        # from the menu too
    mark = len(rig.lines)
    rig.command("redo")
    assert rig.lines[mark:] == ["redone. tally 2/10, player 1 to add"]


def test_an_action_is_on_the_wire_before_its_save_and_console_line(tmp_path):
    # Press-to-light: the frame that shows an action is written first; the save (flash can take
    # tens of ms), the console line and the collection follow it on the same tick.
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    open_tally(rig)
    rig.press("a")               # confirm the set-up
    events = []
    write, save = rig.app.output.write, rig.app.store.write

    def wire(buf):
        events.append(("frame", rig.app.session.game.total))
        write(buf)

    def flash(name, data):
        events.append(("save", name))
        save(name, data)

    rig.app.output.write = wire
    rig.app.store.write = flash
    n = len(rig.lines)
    rig.app.on_key(keys.A, keys.PRESS)  # add 1, handled as a poll would
    assert rig.app.session.game.total == 1 and events == [] and len(rig.lines) == n  # not yet
    rig.app.tick()
    assert events[0] == ("frame", 1) and events[1][0] == "save"
    assert "tally 1/" in rig.lines[-1]
    assert len(rig.lines) == n + 1
    rig2 = Rig(load_board("pico-8x8"), str(tmp_path))  # and it is on flash after that tick
    assert rig2.app.session.game.total == 1


def test_the_console_code_is_loaded_for_a_command_and_dropped_after_it():
    rig = Rig(load_board("pico-8x8"))
    import core
    sys.modules.pop("core.commands", None)
    rig.command("bright 40")
    assert rig.lines[-1] == "brightness 40%" and rig.app.brightness == 40
    assert "core.commands" not in sys.modules and "commands" not in core.__dict__
    rig.command("nonsense")
    assert "unknown command 'nonsense'" in rig.lines[-1] and "core.commands" not in sys.modules
    rig.command("mem")                   # answered by the app itself: nothing loaded to read the heap
    assert rig.lines[-1].startswith("mem:") and "core.commands" not in sys.modules


def test_settings_show_one_brightness_and_say_when_saved(tmp_path):
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    default = rig.app.brightness
    rig.command("status")
    assert rig.menu_to("Settings: brightness")
    rig.press("a")
    assert rig.lines[-1].startswith("settings: brightness %d%%" % default)  # the number status shows
    rig.press("b")
    assert rig.lines[-2] == "settings: cancelled, brightness stays %d%%" % default
    rig.command("bright 37")
    assert rig.menu_to("Settings: brightness")
    rig.press("a")
    assert rig.lines[-1].startswith("settings: brightness 37%")
    rig.press("right")
    assert rig.lines[-1] == "settings: brightness 40%" and rig.app.brightness == 40
    rig.press("right")
    rig.press("a")
    assert rig.lines[-2] == "settings: brightness 55% saved"
    assert Rig(load_board("pico-8x8"), str(tmp_path)).app.brightness == 55


def test_the_heap_is_sampled_only_while_something_happens():
    # gc.mem_free walks the whole heap (a tenth of what an idle Pico executed): a tick that follows
    # no event allocates nothing, so the lowest free is sampled (every 64 ticks) only after one
    rig = Rig(load_board("pico-8x8"))
    at = []
    rig.app.sample_mem = lambda: at.append(rig.app.ticks)
    rig.step(1500)
    assert len(at) == 1                      # the boot's screen
    rig.step(5000)
    assert len(at) == 1                      # an idle menu: none
    rig.press("right")
    rig.step(1500)
    assert len(at) == 2 and at[-1] % 64 == 1  # the key, at the next sample
    rig.command("status")
    rig.step(1500)
    assert len(at) == 3
    open_tally(rig)
    rig.step(1500)
    n = len(at)
    rig.step(5000)                           # a game shown, nobody playing
    assert len(at) == n


def test_the_pico_loop_skips_a_tick_only_when_nothing_can_be_waiting():
    # App.idle_span: the tick after a drawing one is skipped while every key is up and settled and
    # the console read all there was, on a port whose presses wake the loop (the Pico)
    rig = Rig(load_board("pico-8x8"))
    app = rig.app

    def after_odd(ms=10):   # steps ms, and more so that the last tick was a drawing (odd) one
        rig.step(ms)
        if not app.ticks & 1:
            rig.step(10)

    after_odd(500)
    assert app.idle_span() == 1              # the simulator: no press interrupt wakes its loop
    app.wake = True
    assert app.idle_span() == 2
    rig.step(10)
    assert app.idle_span() == 1              # a tick that may draw is never skipped
    rig.step(10)
    rig.pending.extend("status\nmem\n")     # two lines: the second is read on the next tick
    after_odd()
    assert not app.console.idle and app.idle_span() == 1
    after_odd(20)
    assert app.console.idle and app.idle_span() == 2
    assert rig.lines[-1].startswith("mem: ")
    rig.down[keys.NAMES.index("a")] = 1      # a key down, then let go: polled until it settles
    after_odd()
    assert app.idle_span() == 1
    rig.down[keys.NAMES.index("a")] = 0
    after_odd()
    assert app.idle_span() == 1
    after_odd(100)
    assert app.idle_span() == 2


def test_a_slip_on_the_menu_never_undoes_a_finished_game(tmp_path):
    """Issue 48: Undo sits right after Resume, so Right then A on the menu of a finished game
    undid its end. Undoing a finished game from the menu asks first on the grid: B keeps it
    finished (back on the menu's Undo), A undoes its last action and play goes on; a power cut
    at the question keeps the game finished."""
    board = load_board("pico-8x8")
    rig = Rig(board, str(tmp_path))
    open_tally(rig)
    rig.press("a")               # the limit: 10
    for _ in range(2):
        rig.press("right")       # add 3
    for _ in range(3):
        rig.press("a")           # 9
    for _ in range(2):
        rig.press("left")        # add 1
    rig.press("a")               # 10: over
    g = rig.app.session.game
    assert g.over() and g.total == 10
    rig.long("b")
    assert "menu: Resume Tally" in rig.lines[-1]
    rig.press("right")
    assert "Undo" in rig.lines[-1]
    rig.press("a")               # the slip
    assert rig.app.screen.__class__.__name__ == "Confirm"
    assert rig.app.session.game.over() and "over" in rig.lines[-1] and "undo" in rig.lines[-1]
    rig2 = Rig(board, str(tmp_path))   # a power cut at the question
    assert rig2.app.session.game.over() and rig2.app.session.game.total == 10
    rig.press("b")               # kept: back on the menu, on Undo
    assert rig.app.session.game.over() and rig.app.session.game.total == 10
    assert rig.lines[-1].startswith("menu: Undo")
    rig.press("a")
    rig.press("a")               # asked again, and this time meant
    assert rig.app.session.game.total == 9 and not rig.app.session.game.over()
    assert rig.app.screen is rig.app.game_screen and "undone" in rig.lines[-1]
