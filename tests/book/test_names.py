# Player names per seat (`name 1 Keala`): kept in settings.bin (S3) across a power cut, put in the
# console lines in place of the seat names, and in the scorebook; names with any bytes handled.
import os
import sys


from core import names, seats
from host_tools.sim import Rig, load_board

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "journeys"))
import journey as J  # noqa: E402
from answers import legal  # noqa: E402


def rig_at(tmp_path):
    return Rig(load_board("pico-8x8"), str(tmp_path))


def test_a_name_is_kept_across_a_power_cut_and_said_for_its_seat(tmp_path):
    rig = rig_at(tmp_path)
    rig.command("name 1 Keala")
    assert rig.lines[-1] == "seat 1: Keala"
    rig.command("name 2 ʻIolani Kahale")
    rig = rig_at(tmp_path)                       # a power cut
    assert rig.app.names == ("Keala", "ʻIolani Kahale") and not any(l.startswith("!") for l in rig.lines)
    rig.command("name")
    assert rig.lines[-1] == "names: 1 Keala, 2 ʻIolani Kahale"
    J.open_game(rig, "konane")
    J.start(rig)
    g = rig.app.session.game
    rig.app.game_screen.act(legal(g)[0])
    rig.step(100)
    assert "ʻIolani Kahale to remove a piece" in rig.lines[-1] and "Jasmine" not in rig.lines[-1]
    rig.command("status short")
    assert "ʻIolani Kahale to remove" in rig.lines[-1]
    # the brightness and the sound stay as they were in the same file
    rig.command("bright 37")
    rig = rig_at(tmp_path)
    assert rig.app.brightness == 37 and rig.app.names[0] == "Keala"


def test_an_empty_name_gives_the_seat_back_and_no_names_leaves_settings_as_before(tmp_path):
    rig = rig_at(tmp_path)
    rig.command("bright 30")
    plain = rig.app.store.read("settings.bin")
    assert plain[:2] == b"S2"
    rig.command("name 3 Pua")
    assert rig.app.names == ("", "", "Pua")
    rig.command("name 3")
    assert rig.app.names == () and rig.lines[-1] == "seat 3: the game's own name"
    assert rig.app.store.read("settings.bin") == plain   # S2 again: an older build reads it
    rig.command("name 7 X")
    assert rig.lines[-1].startswith("! usage: name 1-6")
    rig.command("name one X")
    assert rig.lines[-1].startswith("! usage: name 1-6")


def test_names_with_any_bytes_are_cut_at_a_character_and_never_break_the_file(tmp_path):
    assert names.clean("x" * 40) == "x" * names.MAX
    long = "ʻŌ" * 10                                     # 4 bytes a pair: a cut inside must not split
    kept = names.clean(long)
    assert len(kept.encode()) <= names.MAX and long.startswith(kept)
    assert names.clean("🌺🌺🌺🌺🌺") == "🌺🌺🌺🌺"      # 16 bytes, the fifth would be 20
    assert names.clean("  a\tb\x00c  ") == "a b c" and names.clean("   ") == ""
    for bad in (b"", b"\x07", b"\x01\x05ab", b"\x01\x02\xff\xfe", b"\x01\x11" + b"a" * 17, b"\x01\x01a!"):
        assert names.unpack(bad) is None
    assert names.unpack(names.pack(("Keala", "", "🌺"))) == ("Keala", "", "🌺")
    # bytes on the console that are not UTF-8 never reach the command
    rig = rig_at(tmp_path)
    for b in b"name 1 \xff\xfe\r":
        rig.app.console.line.extend(bytes((b,))) if b != 13 else None
    line = rig.app.console.end()
    assert line is None and rig.app.names == ()
    # a damaged name block: the board's defaults, said once, the file set aside
    rig.app.store.write("settings.bin", b"S3\x28\x01\x02\x05ab")
    rig = rig_at(tmp_path)
    assert rig.app.names == () and rig.lines[0].startswith("! settings file is damaged")
    assert rig.app.store.exists("settings.bin.bad")


def test_one_pass_a_name_that_is_another_seats_name_is_not_renamed_again():
    # seat 1 named "Jasmine", seat 2 "Hibiscus": swapped, not both the same
    own = seats.own("konane")
    text = seats.line(("Jasmine", "Hibiscus"), own, "Hibiscus wins, Jasmine has no move")
    assert text == "Jasmine wins, Hibiscus has no move"
    # only a whole word is a seat's name: P1 is not P10's seat; Team P1+P3 is
    own = seats.own("hanafuda")
    assert seats.line(("Ana",), own, "P1 60, P10 x, Team P1+P3") == "Ana 60, P10 x, Team Ana+P3"
    assert seats.line(("Ana",), seats.own("kawa"), "Red places, Reddish Red's") == "Ana places, Reddish Ana's"

    class App:
        session = None
        names = ("Ana",)
    assert seats.named(App(), None, "P1 60") == "P1 60"      # no game in play: as it is


def test_the_scorebook_keeps_the_names_the_seats_had(tmp_path):
    rig = rig_at(tmp_path)
    rig.command("name 1 Keala")
    rig.command("name 2 Pua")
    J.open_game(rig, "konane")
    J.start(rig)
    g = rig.app.session.game
    rig.app.game_screen.act(legal(g)[0])
    rig.app.game_screen.act(b"\xff")   # Pua (seat 2, to move) resigns
    rig.step(300)
    rig.command("scores")
    assert rig.lines[-1] == "Konane: 1 game | Keala 1 win | Pua 0 wins"


def test_names_drop_bidirectional_controls_and_other_format_characters(tmp_path):
    """Issue 33: U+202E (right-to-left override) in a name turned the rest of its console line and
    its `scores csv` row around. Format characters are dropped, as control bytes already were."""
    assert names.clean("Ke\u202eala") == "Keala"
    assert names.clean("\u2067Pua\u2069 \u200bK\ufeff\u00ad") == "Pua K"
    assert names.clean("a\u2028b\x85c\U000e0041") == "a b c"
    assert names.clean("ʻIolani 🌺") == "ʻIolani 🌺"        # letters and emoji as they are
    rig = rig_at(tmp_path)
    rig.command("name 1 Ke\u202eala\u202c")
    assert rig.lines[-1] == "seat 1: Keala" and rig.app.names == ("Keala",)
    # a name an older build kept in settings.bin, and so in the scorebook: never said, nor in the CSV
    rig.app.names = ("Ke\u202eala", "Pua")
    J.open_game(rig, "konane")
    J.start(rig)
    g = rig.app.session.game
    rig.app.game_screen.act(legal(g)[0])
    rig.app.game_screen.act(b"\xff")   # Pua resigns: Ke\u202eala's win, in the book
    rig.step(300)
    rig.app.save_settings()
    rig = rig_at(tmp_path)
    assert rig.app.names == ("Keala", "Pua")
    n = len(rig.lines)
    rig.command("scores csv")
    rows = rig.lines[n:]
    assert any(",Keala," in r for r in rows) and not any("\u202e" in r for r in rows), rows


def test_a_linked_hosts_status_carries_the_names_as_the_console_lines_do():
    """A linked host's banner (@status, docs/link.md) says the players' names, as the web page's
    own banner does; and the action's line keeps its `status` kind, which ends in that status."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "platform"))
    from test_link import linked, menu_to, tap
    rig, c = linked()
    c.cmd("name 1 Keala")
    rig.step(100)
    menu_to(rig, c, "Konane")
    for _ in range(4):
        tap(rig, c, "a")
    assert c.status.endswith("(last: Keala xd5)")
    assert c.lines[-1][0] == "status" and c.lines[-1][1].endswith(c.status)
