# One journey per game through the link (docs/link.md) on the emulated Pico (issue 27): a host on
# the USB console (host_tools/link.Client) opens the game from the menu, starts it from its set-up
# page, makes one real action of the game (saved on the Pico's flash), then ends it from the menu,
# asked on the grid and confirmed. Every button goes through the link; the host knows only what the
# link tells it (its lines, its frame, its @status, an exported save). One booted Pico for the
# file: each journey ends at the menu with no game in play, where the next one begins.
#
# Nothing here sleeps a fixed time and hopes: each step pumps the emulator until what it waits for
# has come through the link (a line, a status, the frame equal to the pin), within a limit in
# emulated ms, and fails with the link's last lines when it does not.
import pytest

from pico_support import boot, needs_pico, pico
from host_tools.link import Client

from core import load, store
from core import session as sessions
from games import registry

pytestmark = needs_pico

GAMES = registry.BUILT  # konane, aina, kawa, hanafuda, kapai
END_GAME = "End game (A asks first; undo brings it back)"


def pin_frame(p):
    """The last frame on the WS2812 pin, by rows from the top left, RGB."""
    cells = p.cells()
    w, h = p.board["width"], p.board["height"]
    return b"".join(bytes(cells[(x, y)]) for y in range(h) for x in range(w))


def replayed(save):
    """The game in play in a save, replayed by the same rules on the computer."""
    name, setup, actions = sessions.decode(save)
    g = registry.rules(name)(bytes(setup))
    for a in actions:
        g.apply(bytes(a))
    return g


class Host:
    """host_tools/link.Client on the emulated Pico's USB console, pumped until a condition holds."""

    STEP_MS = 40

    def __init__(self, p):
        self.p = p
        self.at = len(p.log)
        self.c = Client(lambda b: p.write(bytes(b)))

    def feed(self):
        chunk = self.p.log[self.at:]
        self.at = len(self.p.log)
        if chunk:
            self.c.feed(chunk.encode("utf-8", "surrogateescape"))

    def run(self, ms):
        """ms of emulated time, what the Pico sent fed (and acknowledged) as it came."""
        for _ in range(max(1, ms // self.STEP_MS)):
            self.p.run_ms(self.STEP_MS)
            self.feed()

    def until(self, cond, what, limit_ms=2000):
        self.feed()
        waited = 0
        while not cond():
            if waited >= limit_ms:
                raise AssertionError("%s: not within %d ms emulated; the link's last lines: %r; "
                                     "errors %r; console tail %r"
                                     % (what, limit_ms, self.c.lines[-4:], self.c.errors, self.p.log[-300:]))
            self.p.run_ms(self.STEP_MS)
            waited += self.STEP_MS
            self.feed()

    def new_line(self, n, kind=None, text=None):
        """A test: a line (of that kind, holding that text) after the first n lines."""
        return lambda: any((kind is None or k == kind) and (text is None or text in t)
                           for k, t in self.c.lines[n:])

    def tap(self, key, kind=None, text=None, limit_ms=2000):
        """A tap through the link, answered by a line (of that kind, with that text)."""
        n = len(self.c.lines)
        self.c.tap(key)
        self.until(self.new_line(n, kind, text), "%s answered by a line %s %r" % (key, kind, text), limit_ms)
        return self.c.lines[n:]

    def long_b(self):
        """B held down through the link (press, 900 ms, release): the menu."""
        n = len(self.c.lines)
        self.c.press("b")
        self.run(900)
        self.c.release("b")
        self.until(self.new_line(n, "say", "menu: "), "long B: the menu")

    def menu_title(self):
        said = [t for k, t in self.c.lines if k == "say" and t.startswith("menu: ")]
        return said[-1][6:].split("  [")[0] if said else None

    def menu_to(self, title, steps=14):
        for _ in range(steps):
            if self.menu_title() == title:
                return
            self.tap("right", "say", "menu: ")
        raise AssertionError("the menu never offered %r: %r" % (title, self.c.lines[-3:]))

    def frame_is_the_pins(self, what):
        """The link's frame equals the one decoded from the WS2812 pin, once the frame in flight
        has come and been acknowledged (a blinking cursor sends a new one each blink)."""
        self.until(lambda: self.c.frame is not None and self.c.frame == pin_frame(self.p),
                   "%s: the link's frame equals the pin's" % what, 1500)
        assert any(self.c.frame)

    def flash_game(self):
        return sessions.decode(pico.read_fs(self.p.flash_fs())["/save.bin"])

    def saved(self, game, actions, limit_ms=2000):
        """The Pico's flash holds `game` in play with that many actions (the save may land a
        moment after the action's line); the link's export is the same file byte for byte."""
        got = [None]

        def holds():
            got[0] = self.flash_game()
            return got[0][0] == game and len(got[0][2]) == actions
        waited = 0
        while not holds():
            assert waited < limit_ms, "the flash holds %r, not %s with %d actions" % (got[0], game, actions)
            self.run(100)
            waited += 100
        self.c.export()
        self.until(lambda: self.c.save is not None, "the export")
        assert self.c.save == pico.read_fs(self.p.flash_fs())["/save.bin"]
        return got[0]

    def status_is_the_games(self):
        """@status (the host's whose-turn banner) is the status of the game the exported save
        holds, replayed on the computer."""
        want = replayed(self.c.save).status()
        self.until(lambda: self.c.status == want, "@status %r" % want, 1000)


def aina_flip(h):
    """'Aina's first action flips a card showing the drawn Time symbol: the host finds one from the
    exported save (the Pico's own deal), asks the link where the cursor is, and walks it there."""
    from games.aina import moves, rules
    h.c.export()
    h.until(lambda: h.c.save is not None, "the export")
    c = moves.legal_actions(replayed(h.c.save))[0][1]
    target = rules.cell_name(c)
    n = len(h.c.lines)
    h.c.cmd("where")
    h.until(h.new_line(n, "where"), "where: the cursor's card")
    here = [t for k, t in h.c.lines[n:] if k == "where"][-1].split(":")[0]
    presses = 0
    while here != target:
        dx = "abcdef".index(target[0]) - "abcdef".index(here[0])
        dy = int(here[1]) - int(target[1])  # ranks count from the bottom: down is a lower rank
        key = ("right" if dx > 0 else "left") if dx else ("down" if dy > 0 else "up")
        said = h.tap(key, "where")
        here = [t for k, t in said if k == "where"][-1].split(":")[0]
        presses += 1
        assert presses <= 10, (target, here)
    assert "may flip now" in [t for k, t in h.c.lines if k == "where"][-1]
    return h.tap("a", "status", "P1 flips " + target)


def first_action(h, game):
    """The buttons that make the game's first action with its set-up defaults (as
    tests/journeys/journey.first_action presses them on the host App)."""
    if game == "konane":
        h.tap("a", "say", "A again removes")        # pick a removable stone
        return h.tap("a", "status", "Hibiscus x")   # and remove it
    if game == "aina":
        return aina_flip(h)
    return h.tap("a", "status")


@pytest.fixture(scope="module")
def host(tmp_path_factory):
    p = boot("pico-8x8", tmp_path_factory)
    h = Host(p)
    h.c.open()
    h.until(lambda: h.c.hello is not None and h.c.frame is not None, "the hello and a first frame", 3000)
    assert [g[0] for g in h.c.hello["games"]] == list(GAMES)
    yield h
    p.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_journey_through_the_link(host, game):
    """Menu -> the game's set-up page -> a started game -> one action (saved) -> long B -> End game
    -> A asked on the grid -> A: the menu, no game in play; the frame is the pin's at both ends."""
    h, c, p = host, host.c, host.p
    title = registry.title(game)
    assert c.status == "" and c.bye is None
    # the menu (where the boot or the previous journey left it), browsed to the game: its set-up page
    h.long_b()
    h.menu_to(title)
    h.tap("a")
    h.until(lambda: c.showing == game, "the %s set-up page" % game)
    # A on the set-up page: the game starts with its defaults (no game in play: nothing asked)
    said = h.tap("a", "status", title + ": new game")
    assert "ask" not in [k for k, _ in said], said
    # (the game's @status follows its first line: it may come in the next USB packet)
    h.until(lambda: c.status, "the started game's @status")
    assert c.showing == game
    assert h.saved(game, 0)[0] == game
    h.status_is_the_games()
    h.frame_is_the_pins("the started game")
    # one real action of the game, on the Pico's flash
    n = len(c.lines)
    first_action(h, game)
    h.saved(game, 1)
    assert any(k == "status" for k, _ in c.lines[n:])
    h.status_is_the_games()
    # End game from the menu, asked on the grid, confirmed: the menu, no game in play
    h.long_b()
    h.menu_to(END_GAME)
    said = h.tap("a", "ask")
    assert [t for k, t in said if k == "ask"][-1].startswith("a %s game is in progress" % title), said
    h.tap("a", "say", "the %s game is ended" % title)
    h.until(lambda: c.status == "" and c.showing == "" and h.menu_title() is not None
            and h.menu_title().startswith("Undo: bring back the ended game"), "the menu, no game in play")
    h.frame_is_the_pins("the menu after End game")
    assert load.decode(pico.read_fs(p.flash_fs())["/save.bin"])[0] is None  # the ended game set aside
    assert not c.errors and c.bye is None and not c.other, (c.errors, c.bye, c.other)
    assert "Traceback" not in p.log and "internal error" not in p.log
