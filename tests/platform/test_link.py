# The link (firmware/core/link.py, docs/link.md) on the real App in the simulator's Rig, with the
# host side (host_tools/link.Client) at the other end of the console: the hello, frames equal to the
# LEDs, one frame in flight, tagged lines, the host's buttons, export and import through the
# firmware, garbage, and the link closing itself when the host goes quiet.
import os
import sys

import pytest

from core import session as saves
from hw.grid import Grid
from hw.output import Output
from hw.wiring import build_map
from host_tools.link import Client, FrameGrid
from host_tools.sim import Rig, load_board, PRESS_MS, SETTLE_MS
from ui import keys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "journeys"))
import journey as J  # noqa: E402


def linked(board="pico-8x8", auto_ack=True, rig=None):
    rig = rig or Rig(load_board(board))
    c = Client(lambda b: rig.pending.extend(b.decode("latin-1")), auto_ack)
    rig.app.link_io = (c.feed, rig._read_char)
    c.open()
    rig.step(40)
    assert c.hello is not None, rig.lines
    return rig, c


def leds(rig):
    return decode(rig.board, rig.app.output.out)


def decode(b, out):
    """The LEDs as lit, decoded from the wire bytes the way the emulated Pico's pin is decoded:
    through the board's wiring map and colour order; RGB by rows from the top left."""
    m = build_map(b)
    order = b.get("color_order", "GRB").upper()
    px = bytearray()
    for i in range(b["width"] * b["height"]):
        d = 3 * m[i]
        px += bytes(out[d + order.index(ch)] for ch in "RGB")
    return bytes(px)


def in_play(save):
    """The game in play that a save holds: name, set-up, actions."""
    name, setup, actions = saves.decode(save)
    return name, bytes(setup), [bytes(a) for a in actions]


def tap(rig, c, name):
    c.tap(name)
    rig.step(150)


def menu_to(rig, c, title):
    for _ in range(12):
        said = [t for k, t in c.lines if t.startswith("menu: ")]
        if said and said[-1].startswith("menu: %s  [" % title):
            return
        tap(rig, c, "right")
    raise AssertionError("no menu item " + title)


def open_konane(rig, c):
    tap(rig, c, "a")   # the menu's first item
    tap(rig, c, "a")   # the set-up page: start
    assert rig.app.session is not None and rig.app.session.name == "konane"


def test_hello_names_the_protocol_board_and_games_and_sends_the_frame():
    rig, c = linked()
    h = c.hello
    assert h["link"] == 1 and h["board"] == "pico-8x8" and (h["w"], h["h"]) == (8, 8)
    # (other tests add fake games to the registry in this process: the firmware's come first)
    assert [g[0] for g in h["games"]][:5] == ["konane", "aina", "kawa", "hanafuda", "kapai"]
    assert h["firmware"] and h["game"] is None and h["status"] == "" and c.status == ""
    assert c.frame == leds(rig) and any(c.frame)
    assert not c.errors and not c.other


def test_the_host_is_told_which_game_is_open_on_the_grid():
    # a host shows the open game's rules: @game when the grid shows another game's screen
    rig, c = linked()
    assert c.hello["open"] == "" and c.showing == ""
    tap(rig, c, "a")                       # Konane's set-up page
    assert c.showing == "konane"
    n = len(c.other)
    tap(rig, c, "right")                   # a line of the same page: no new @game
    assert c.showing == "konane" and len(c.other) == n
    c.long("b")
    rig.step(1200)
    menu_to(rig, c, "Settings: brightness")
    tap(rig, c, "a")
    assert c.showing == "", c.lines[-3:]
    assert not c.errors and not c.other


def test_the_host_is_told_when_the_scorebook_changes():
    # issue 37: a host showing the book (the page's Scorebook) learns that it changed: @book after
    # each write, so it asks `scores csv` again; nothing else sends it
    rig, c = linked()
    open_konane(rig, c)
    tap(rig, c, "right")
    assert c.booked == 0
    c.cmd("resign")
    rig.step(100)
    assert c.booked == 1 and ("@book 1" not in c.other)
    c.cmd("scores csv")
    rig.step(100)
    assert any(t.startswith("csv 1,Konane,finished") for k, t in c.lines) and c.booked == 1
    c.cmd("undo")
    rig.step(100)
    c.cmd("resign")                        # finished again: its entry replaced, told again
    rig.step(100)
    assert c.booked == 2 and not c.errors and not c.other


def test_a_plain_console_sees_no_link_message_until_it_opens_one():
    rig = Rig(load_board("pico-8x8"))
    rig.press("a")
    rig.command("help")
    assert rig.lines and not any(l.startswith("@") for l in rig.lines)
    assert rig.app.console.__class__.__name__ == "Console"


def test_a_port_without_a_serial_console_refuses_the_link():
    rig = Rig(load_board("pico-8x8"))
    rig.app.link_io = False  # as the web page and the terminal simulator set it
    rig.command("link")
    assert rig.lines[-1].startswith("! link: no USB console here")
    assert rig.app.console.__class__.__name__ == "Console"


def test_each_changed_frame_goes_out_as_the_leds_show_it_after_brightness_and_the_limit():
    rig, c = linked("pico-16x16")
    open_konane(rig, c)
    n = c.frames
    rig.step(1000)  # the cursor blinks: new frames, each acknowledged
    assert c.frames > n and c.frame == leds(rig)
    c.cmd("bright 100")
    rig.step(100)
    assert c.frame == leds(rig)
    # the 16x16 Konane board at 100 % is over the power budget: the current limit dims it, and the
    # link sends the dimmed frame, not what the same panel would show without the limit
    o = rig.app.output
    assert o.dimmed > 0
    g2 = Grid(16, 16)
    g2.buf[:] = rig.app.grid.buf
    wire = []
    unlimited = dict(rig.board, brightness=100, power={"budget_ma": 10 ** 6})
    Output(g2, unlimited, lambda b: wire.append(bytes(b))).show(True)
    free = decode(rig.board, wire[0])
    assert c.frame != free and all(a <= b for a, b in zip(c.frame, free))


def test_one_frame_in_flight_until_the_host_acknowledges():
    rig, c = linked(auto_ack=False)
    first = c.frames
    for k in ("right", "right", "left"):
        tap(rig, c, k)
    rig.step(500)
    assert c.frames == first  # changed frames on the panel, none sent: the first is unacknowledged
    c.ack()
    rig.step(20)
    assert c.frames == first + 1 and c.frame == leds(rig)  # the newest, not the ones between
    c.send("ack 9999")  # not the frame on the way: changes nothing
    rig.step(600)
    assert c.frames == first + 1


def test_lines_are_tagged_by_kind():
    rig, c = linked()
    open_konane(rig, c)
    tap(rig, c, "a")        # pick d5 (the cursor starts there)
    tap(rig, c, "a")        # remove it: an action
    tap(rig, c, "right")    # the words under the cursor
    tap(rig, c, "left")
    tap(rig, c, "a")        # d5 is empty: refused
    kinds = dict((t, k) for k, t in c.lines)
    assert kinds["Hibiscus xd5 | " + rig.app.session.game.status()] == "status"
    assert c.status == rig.app.session.game.status()  # @status: whose turn, for a banner
    assert any(k == "where" and t.startswith("e5: ") for k, t in c.lines)
    assert any(k == "refuse" and t.startswith("! Jasmine removes one of its lit pieces") for k, t in c.lines)
    c.cmd("where")
    rig.step(30)
    assert c.lines[-1][0] == "where" and c.lines[-1][1].startswith("d5: empty")
    # a new game over the one in progress: the question on the grid
    c.long("b")
    rig.step(1000)
    menu_to(rig, c, "Konane")
    tap(rig, c, "a")        # the menu's Konane again: its set-up page
    tap(rig, c, "a")        # start: asked on the grid
    assert c.lines[-1][0] == "ask" and "A: " in c.lines[-1][1]
    assert rig.app.screen.__class__.__name__ == "Confirm"


def test_the_companions_move_is_tagged_move():
    rig, c = linked()
    tap(rig, c, "a")
    tap(rig, c, "down")     # the set-up's second line: the opponent
    tap(rig, c, "right")    # a person against the companion
    tap(rig, c, "a")
    assert rig.app.session.game.computer_side() is not None, c.lines[-3:]
    tap(rig, c, "a")
    tap(rig, c, "a")        # Hibiscus removes d5; the companion answers
    rig.step(3000)
    moves = [t for k, t in c.lines if k == "move"]
    assert moves and moves[0].startswith("companion: ")


def test_the_hosts_buttons_press_release_and_long():
    rig, c = linked()
    c.press("right")
    rig.step(30)
    assert rig.app.buttons.state[keys.RIGHT] == 1
    c.release("right")
    rig.step(60)
    assert rig.app.buttons.state[keys.RIGHT] == 0
    said = [t for k, t in c.lines if t.startswith("menu: ")]
    assert said and "'Aina" in said[-1]
    tap(rig, c, "left")
    tap(rig, c, "a")
    assert rig.app.screen.__class__.__name__ == "GameScreen"
    c.long("b")
    rig.step(1000)
    assert rig.app.screen.__class__.__name__ == "Menu"
    assert rig.app.buttons.state[keys.B] == 0  # let go after the long press


def test_export_is_the_save_byte_for_byte_and_import_asks_over_a_game_in_progress():
    rig, c = linked()
    c.export()
    rig.step(20)
    assert c.save == b""  # nothing saved yet
    open_konane(rig, c)
    tap(rig, c, "a")
    tap(rig, c, "a")
    c.export()
    rig.step(20)
    mine = rig.app.store.read("save.bin")
    assert c.save == mine and saves.decode(mine)[0] == "konane"
    # another companion's Kawa save comes in over this game: asked on the grid first
    other = Rig(load_board("pico-8x8"))
    other.menu_to("Kawa")
    other.press("a")
    other.press("a")
    theirs = other.app.store.read("save.bin")
    assert saves.decode(theirs)[0] == "kawa"
    c.import_save(theirs)
    rig.step(30)
    assert c.lines[-1][0] == "ask" and rig.app.session.name == "konane"
    assert rig.app.store.read("save.bin") == mine
    tap(rig, c, "a")
    # the game in play is theirs; the save also keeps this Konane game for undo (saves v2)
    assert rig.app.session.name == "kawa" and in_play(rig.app.store.read("save.bin")) == in_play(theirs)
    c.cmd("undo")
    rig.step(30)
    assert rig.app.session.name == "konane" and in_play(rig.app.store.read("save.bin")) == in_play(mine)
    # a save that is not one: refused in words, nothing changes
    before = rig.app.store.read("save.bin")
    c.import_save(b"TG\x01garbage" * 3)
    rig.step(30)
    assert c.lines[-1][0] == "refuse" and "import: not a save" in c.lines[-1][1]
    assert rig.app.store.read("save.bin") == before and in_play(before) == in_play(mine)


def test_garbage_gets_a_clear_answer_and_never_stops_the_table():
    rig, c = linked()
    bad = [b"hello?\n", b"x" * 500 + b"\n", b"\xff\xfe\xc3\n", b"ab\x07cd\n", b"press q\n",
           b"ack twelve\n", b"put zz\n", b"import\n", b"cmd\n", b"put " + b"00" * 60 + b"\n",
           bytes(range(256)) + b"\n"]
    for b in bad:
        rig.pending.extend(b.decode("latin-1"))
        rig.step(100)  # (the link reads 64 bytes a tick)
    assert len(c.errors) >= len(bad) - 1, c.errors
    assert any("too long" in e for e in c.errors) and any("UTF-8" in e for e in c.errors)
    assert any("unknown message" in e for e in c.errors)
    assert any("usage: press" in e for e in c.errors) and any("usage: ack" in e for e in c.errors)
    assert c.bye is None
    # the link's own codes for its refusals (core/linkmsg.py) are not messages a host can send
    n = len(c.errors)
    for text in ("!long", "!key press", "close now"):
        rig.pending.extend(text + "\n")
        rig.step(20)
    assert [e.startswith("unknown message '!") for e in c.errors[n:]] == [True, True]
    assert c.bye == "closed by the host"
    c.open()
    rig.step(20)
    tap(rig, c, "a")  # still the table's: Konane opens
    assert rig.app.screen.__class__.__name__ == "GameScreen" and c.frame == leds(rig)
    # a put of 8 KB and more is dropped whole
    for _ in range(130):
        c.send("put " + "ab" * 64)
    rig.step(4000)  # 3 ticks a line (64 bytes a tick)
    assert any("at most 8192 bytes" in e for e in c.errors)


def test_a_quiet_host_is_closed_and_the_console_is_plain_again():
    rig, c = linked(auto_ack=False)
    app = rig.app
    rig.step(4900)
    assert c.bye is None
    rig.step(200)
    assert c.bye == "quiet"
    assert rig.lines[-1] == "link closed: quiet"
    assert "core.link" not in sys.modules
    assert app.console.__class__.__name__ == "Console"
    assert app.output.write == rig._write
    n = c.frames
    rig.press("right")
    rig.command("status")
    assert c.frames == n and rig.lines[-1] == "no game in progress"
    # a ping keeps a link with nothing to acknowledge open
    rig2, c2 = linked()
    for _ in range(8):
        c2.send("ping")
        rig2.step(2000)
    assert c2.bye is None and c2.pongs == 8


def test_close_and_reopen_and_hello_again():
    rig, c = linked()
    c.close()
    rig.step(20)
    assert c.bye == "closed by the host"
    c.open()
    rig.step(20)
    assert c.bye is None and c.hello["link"] == 1
    c.cmd("link")  # linked already: the hello again, and the frame
    n = c.frames
    rig.step(20)
    assert c.frames == n + 1


def test_mpremote_takeover_still_reaches_the_plain_console():
    rig, c = linked()
    rig.pending.extend("\r\x03")
    rig.step(20)
    assert c.bye == "interrupted"
    rig.pending.extend("\r\x01")
    try:
        rig.step(20)
    except KeyboardInterrupt:
        return
    raise AssertionError("the takeover did not reach the plain console")


def test_the_terminal_draws_the_frame_through_the_boards_gamma():
    rig, c = linked()
    g = FrameGrid(c)
    assert (g.w, g.h) == (8, 8)
    r, gg, b = c.rgb(0, 0)
    v = g.get(0, 0)
    assert (v >> 16) >= r and ((v >> 8) & 255) >= gg and (v & 255) >= b


class LinkedRig(Rig):
    """A Rig whose buttons are pressed only through the link, and whose lines are the link's: the
    journeys tier's helpers (tests/journeys/journey.py) drive it unchanged."""

    def __init__(self, board):
        Rig.__init__(self, board)
        self.c = Client(lambda b: self.pending.extend(b.decode("latin-1")))
        self.app.link_io = (self._from_pico, self._read_char)
        self.c.open()
        self.step(40)
        assert self.c.hello is not None

    def _from_pico(self, data):
        n = len(self.c.lines)
        self.c.feed(data)
        self.lines.extend(t for _, t in self.c.lines[n:])

    def press(self, name, ms=PRESS_MS):
        self.c.press(name)
        self.step(ms)
        self.c.release(name)
        self.step(SETTLE_MS)


@pytest.mark.parametrize("game", J.GAMES)
def test_a_journey_per_game_through_the_link(game):
    """From the menu to an ended game, every button through the link: open, start, the game's
    first action (saved), then End game from the menu, asked on the grid and confirmed."""
    rig = LinkedRig(load_board("pico-8x8"))
    J.open_game(rig, game)
    assert not J.start(rig)
    assert rig.app.session.name == game and rig.c.status == rig.app.session.game.status()
    J.first_action(rig)
    assert len(rig.app.session.log) == 1
    rig.c.export()
    rig.step(20)
    assert rig.c.save == rig.app.store.read("save.bin") and saves.decode(rig.c.save)[0] == game
    rig.long("b")
    assert rig.menu_to("End game (A asks first; undo brings it back)"), rig.lines[-3:]
    rig.press("a")
    assert rig.c.lines[-1][0] == "ask"
    rig.press("a")
    assert rig.app.session is None and rig.c.status == ""
    assert any(k == "say" and t.startswith("the %s game is ended" % J.title(game)) for k, t in rig.c.lines)
    assert not rig.c.errors and not rig.c.other and rig.c.bye is None


def test_a_key_held_by_a_host_that_vanished_is_let_go_when_the_link_closes():
    rig, c = linked(auto_ack=False)
    c.press("up")
    rig.step(100)
    assert rig.app.buttons.state[keys.UP] == 1
    rig.step(5100)
    assert c.bye == "quiet"
    rig.step(60)
    assert rig.app.buttons.state[keys.UP] == 0
    n = len(rig.lines)
    rig.press("right")  # the real buttons play on
    assert len(rig.lines) == n + 1 and rig.lines[-1].startswith("menu: ")


@pytest.mark.parametrize("wait", [0, 1, 2, 3])
@pytest.mark.parametrize("acks", [True, False])
def test_taps_sent_the_moment_each_is_answered_all_count(wait, acks):
    """docs/link.md: a press and release in the same breath count as one press. A host cannot see
    when the Pico has debounced a release, so a host's taps of one key, each sent as soon as the
    last is answered, must each be a press (a real button cannot do this; a host does it at once).
    Found on the emulated Pico: a host sends its next tap as soon as the menu's line answers
    the last one. That tick the press was drawn first (the console skipped), so the last tap's
    release still waited for its press to be seen when the next press was read, and the two taps
    merged into one press: the menu moved once for two taps and the host waited forever. The keys'
    timing is now brought up to date before a line is read. (Without acks the tap is the next
    line the Pico reads, as when the host's ack went out before the frame came.)"""
    rig, c = linked(auto_ack=acks)
    said = [None]
    for i in range(12):
        n = len(c.lines)
        c.tap("right")
        for _ in range(10):
            rig.step(10)
            if len(c.lines) > n:
                break
        assert [t[:6] for _, t in c.lines[n:]] == ["menu: "], (i, c.lines[n:])
        assert c.lines[-1][1] != said[-1], (i, said[-1])  # the menu moved on
        said.append(c.lines[-1][1])
        if wait:
            rig.step(10 * wait)


def test_a_hosts_tap_on_a_slow_menu_item_is_not_a_long_press_on_the_game(tmp_path, monkeypatch):
    """Found by bench_pico on official MicroPython: a host taps A on the menu's Undo over a finished
    Konane game; the undo replays the whole game for about a second while the tap's release still
    waits in the USB buffer, so the buttons saw A held a second and the game shown next took it as
    a long A: a hint, and the search's 35 KB taken for good. The busy time counts toward no hold."""
    from core import session, store
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))), "host_tools", "pico_emu"))
    import scenarios  # (beside the emulator harness: a whole random game, the host's set-up)
    board = load_board("pico-8x8")
    setup = scenarios.host_setup(board, "Konane")
    actions, _ = scenarios.random_full_game("konane", setup, seed=3)
    (tmp_path / "save.bin").write_bytes(store.encode("konane", setup, actions))
    rig = Rig(board, str(tmp_path))
    rig.step(200)
    rig, c = linked(rig=rig)
    undo = session.Session.undo

    def slow_undo(self, n=1):
        rig.clock.t += 1000   # a whole game replayed on official MicroPython: about a second
        return undo(self, n)
    monkeypatch.setattr(session.Session, "undo", slow_undo)
    c.long("b")
    rig.step(900)
    menu_to(rig, c, "Undo the last action")
    c.tap("a")                # a finished game: asked first on the grid
    rig.step(200)
    assert "game is over. A: undo" in c.lines[-1][1], c.lines[-3:]
    n = len(c.lines)
    c.tap("a")
    rig.step(1500)
    said = [t for _, t in c.lines[n:]]
    assert said and said[0].startswith("undone. Konane 8x8 ply 46"), said
    assert not any("hint" in t for t in said), said
    assert rig.app.game_screen.view.search is None


def test_a_hosts_long_press_holds_through_a_busy_loop_until_it_is_long(monkeypatch):
    """`long b` holds B LONG_HOLD_MS from when it is read, and then until the buttons gave its
    long press: time the loop was busy counts toward no hold (hw/buttons.py), so a host's long
    B read just before a slow moment (a whole game replayed) was let go as a tap, and the menu
    never came (bench_pico's linked Kawa on official MicroPython)."""
    rig, c = linked()
    n = len(c.lines)
    c.long("b")
    rig.step(10)                  # read
    rig.step(10)                  # the press seen
    rig.clock.t += 600            # then the loop busy for 0.6 s
    rig.step(900)
    said = [t for _, t in c.lines[n:]]
    assert said and said[0].startswith("menu: "), said


def test_a_flood_from_the_host_is_read_a_slice_a_tick_and_never_closes_the_link():
    """Issue 33: 500 lines in one write, each command taking 25 ms as on the Pico. The link reads
    one line a tick (at most link.SLICE bytes), a press made meanwhile is answered on the next
    tick, the host's bytes count as heard when they are read (no `quiet` close however long the
    flood takes), and the rare messages' code loads once for a flood of them."""
    from core import link
    rig, c = linked()
    app = rig.app
    run = app.command

    def slow(line):  # a console command as long as on the Pico (its code loading from flash)
        rig.clock.t += 25
        run(line)
    app.command = slow
    n = 250
    rig.pending.extend("ping\ncmd status short\n" * n)
    rig.step(10)
    assert c.pongs == 1 and len(rig.pending) == len("cmd status short\n" + "ping\ncmd status short\n" * (n - 1))
    rig.step(10)
    assert [t for k, t in c.lines][-1:] == ["no game in progress"]
    rig.press("right")   # a press in the flood: answered as if nothing else arrived
    assert [t for k, t in c.lines if t.startswith("menu: ")][-1].startswith("menu: 'Aina")
    rig.step(6000)       # (more than the quiet time: 500 lines a tick each, and 25 ms a command)
    assert c.pongs == n and [t for k, t in c.lines].count("no game in progress") == n
    assert c.bye is None and not c.errors and not rig.pending
    # an import's `put` lines: core/linkmsg.py loads for the first and stays while they flow
    data = bytes(range(256)) * 8
    for i in range(0, len(data), 64):
        c.send("put " + data[i:i + 64].hex())
    held = []
    for _ in range(60):
        rig.step(10)
        held.append("core.linkmsg" in sys.modules)
    assert all(held[2:]) and rig.pending  # (the first line is 132 bytes: read in three ticks)
    rig.step(2000)
    assert "core.linkmsg" not in sys.modules and not rig.pending and not c.errors
    c.send("import")
    rig.step(40)
    assert c.lines[-1][0] == "refuse" and "core.linkmsg" not in sys.modules, c.lines[-1]
    assert link.SLICE == 64


def test_a_second_host_linking_to_a_linked_pico_gets_its_hello():
    """Issue 48: with make link-emu's terminal linked, the page's Connect got "unknown message
    'link'" three times and linked only once the terminal left. Two hosts on one console (one
    cable to the emulated Pico, as one Pico on USB shared): a `link` while linked is answered with
    the hello, as `hello` is, so the second host links and both play one Pico."""
    rig, c = linked()
    first = c.hello
    c.hello = None
    c.send("link")
    rig.step(40)
    assert c.hello is not None and c.hello["board"] == first["board"], c.errors
    assert not c.errors, c.errors
