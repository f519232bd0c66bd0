# The companion in a web page (issue 13), in headless Chromium: the built page (build/web's
# contents) on a local server, played with its keys and on-screen buttons, checked cell by cell
# against the host simulator (host_tools/sim.Rig) given the same taps. One browser for the module:
# the machine's cores are shared. Screenshots go to build/web-screenshots/.
import json
import os

import pytest

from web_support import ROOT, needs_browser, Site, twin_render, cell_diff, web_board
from core import load, store
from games import registry
from host_tools.sim import MemStore, Rig

pytestmark = needs_browser
# the firmware's games (other tests add fakes to the registry in this process)
BUILT = [n for n in registry.BUILT if os.path.isdir(os.path.join(ROOT, "firmware", "games", n))]
SAVE = "tg/8x8/save.bin"


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    s = Site(str(tmp_path_factory.mktemp("web")))
    yield s
    s.close()


def same_as_host(site, rig, board):
    t, page = site.frame()
    host = twin_render(rig, t)
    assert cell_diff(board, page, host) == []
    # and the DOM's LEDs show that frame, LED by LED
    leds = site.leds()
    assert leds == [page[6 * i:6 * i + 6] for i in range(board["width"] * board["height"])]
    site.resume()
    return page


def menu_title(lines):
    shown = [l for l in lines if l.startswith("menu: ")][-1]
    return shown[6:].split("  [")[0]


def open_game(site, name, tap):
    title = registry.title(name)
    for _ in range(len(registry.GAMES) + 4):
        if menu_title(site.lines()) == title:
            break
        tap("right")
    tap("a")
    for _ in range(6):
        if any(l.startswith(title + ": new game") for l in site.lines()):
            return
        tap("a")
    site.wait_line(title + ": new game", timeout=3)


def test_boots_to_the_menu_as_the_simulator_renders_it(site):
    site.fresh()
    lines = site.lines()
    assert lines[0].startswith("Tabletop companion ") and " on web (8x8)" in lines[0], lines[0]
    assert "Tabletop companion dev " not in lines[0]   # the page's build names its version
    assert lines[1].startswith("menu: Konane")
    page = same_as_host(site, Rig(web_board()), web_board())
    assert page != "0" * len(page)
    # each lit LED's colour on screen is its drive level, linear in light, against the panel's
    # white at this brightness (the eye adapted to the panel), gamma-encoded for sRGB
    shown = site.tab.eval("Array.from(document.querySelectorAll('#grid .led'))"
                          ".map((d) => getComputedStyle(d).backgroundColor)")
    white = site.tab.eval("window.companion.white()")
    assert white == Rig(web_board()).app.output.lut[255] < 255
    lit = 0
    for i, css in enumerate(shown):
        px = bytes.fromhex(page[6 * i:6 * i + 6])
        if any(px):
            lit += 1
            want = tuple(int(255 * (min(255, int(v * 255 / white + 0.5)) / 255) ** (1 / 2.2) + 0.5) for v in px)
            assert css == "rgb(%d, %d, %d)" % want, (i, css, px.hex())
    assert lit > 10
    site.shot("menu")


@pytest.mark.parametrize("name", BUILT)
def test_each_game_plays_as_in_the_simulator_and_a_reload_resumes_it(site, name, tmp_path):
    import scenarios  # host_tools/pico_emu: the taps that make actions, found on the host twin
    board = web_board()
    site.fresh()
    # the first game is played on the on-screen buttons, the others on the keyboard
    tap = site.tab.touch if name == BUILT[0] else site.tab.tap
    open_game(site, name, tap)
    save = site.tab.eval("companion.save()")
    assert save and bytes.fromhex(save)[:2] == b"TG"

    site.reload()
    title = registry.title(name)
    assert [l for l in site.lines() if l.startswith("resumed %s: " % title)]
    assert site.tab.eval("companion.save()") == save

    # resumed, the page shows what the simulator resumed from the same save shows
    same_as_host(site, scenarios.twin_from_save(board, bytes.fromhex(save), str(tmp_path / "resumed")), board)
    taps, rig = scenarios.find_script(board, bytes.fromhex(save), str(tmp_path))
    for k in taps:
        tap(k)
    site.tab.eval("new Promise((r) => setTimeout(r, 600))")  # a refusal's cue has faded on both
    page = same_as_host(site, rig, board)
    assert rig.app.session.log, "the taps made no action on the host"
    assert site.tab.eval("companion.save()") == rig.app.store.read("save.bin").hex()
    site.shot(name)
    if name == BUILT[0]:
        # long press by holding: B held down opens the menu, with the game to resume first
        site.tab.tap("b", hold_ms=900)
        assert menu_title(site.lines()).startswith("Resume " + title)
    assert page


def test_a_corrupt_stored_save_is_set_aside_with_the_orange_cue(site, tmp_path):
    site.fresh({SAVE: "5447010a0b0c"})
    lines = site.lines()
    assert [l for l in lines if l.startswith("! save: corrupt save file")]
    assert site.tab.eval("localStorage.getItem('tg/8x8/save.bad')") == "5447010a0b0c"
    assert site.tab.eval("localStorage.getItem(%r)" % SAVE) is None
    # the host twin booted on the same corrupt save: its first frame has the cue's border
    os.makedirs(str(tmp_path / "s"))
    with open(str(tmp_path / "s" / "save.bin"), "wb") as f:
        f.write(bytes.fromhex("5447010a0b0c"))
    rig = Rig(web_board(), str(tmp_path / "s"))
    cue = twin_render(rig, 0)
    early = site.tab.eval("companion.early")
    assert any(e[:6] == cue[:6] and e != cue.replace(cue[:6], "000000") for e in early), (cue[:6], early[:3])
    # and a reload then starts clean, without a cue
    site.reload()
    assert not [l for l in site.lines() if "corrupt" in l]


def test_save_import_and_export_round_trip_a_host_game(site, tmp_path):
    rig = Rig(web_board(), str(tmp_path))
    rig.press("a")
    rig.press("a")  # Konane starts: two players, 8x8
    rig.press("a")  # and its first removal is picked
    rig.press("a")
    assert rig.app.session.log
    with open(str(tmp_path / "save.bin"), "rb") as f:
        data = f.read()
    site.fresh()
    site.tab.eval("""(() => { const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(%s)], "save.bin"));
        const i = document.getElementById("import"); i.files = dt.files;
        i.dispatchEvent(new Event("change")); return true; })()""" % list(data))
    site.wait_line("Konane: imported game")
    exported = site.tab.eval("""(async () => {
        let blob = null; const make = URL.createObjectURL;
        URL.createObjectURL = (b) => { blob = b; return "blob:none"; };
        const click = HTMLAnchorElement.prototype.click; HTMLAnchorElement.prototype.click = function () {};
        document.getElementById("export").click();
        URL.createObjectURL = make; HTMLAnchorElement.prototype.click = click;
        const bytes = new Uint8Array(await blob.arrayBuffer());
        return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join(""); })()""")
    assert exported == data.hex()


def test_the_board_picker_makes_a_16x16_panel_with_its_own_save(site):
    site.fresh()
    site.tab.eval("(() => { const s = document.getElementById('board'); s.value = '16';"
                  " s.dispatchEvent(new Event('change')); return true; })()")
    site.wait_line("(16x16)")
    site.tab.wait("companion.wire.length === 6 * 256")
    board = web_board(16, 16)
    same_as_host(site, Rig(board), board)
    site.tab.tap("a")
    site.tab.tap("a")
    site.wait_line("Konane: new game")
    assert site.tab.eval("localStorage.getItem('tg/16x16/save.bin') !== null")
    assert site.tab.eval("localStorage.getItem(%r)" % SAVE) is None
    site.shot("konane-16x16")
    site.tab.eval("localStorage.setItem('tg/board', '8'); true")


LAYOUT = """(async () => {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const box = (q) => { const b = document.querySelector(q).getBoundingClientRect();
                       return [b.left, b.top, b.right, b.bottom]; };
  return {grid: box('#grid'), pad: box('#pad'), board: box('#board'), exp: box('#export'),
          imp: box('label.file'), hint: getComputedStyle(document.querySelector('.hint')).display,
          w: innerWidth, h: innerHeight, scroll: document.scrollingElement.scrollTop};
})()"""


def layout(site, w, h, mobile):
    site.tab.send("Emulation.setDeviceMetricsOverride",
                  {"width": w, "height": h, "deviceScaleFactor": 2 if mobile else 1, "mobile": mobile})
    site.tab.send("Emulation.setTouchEmulationEnabled", {"enabled": mobile, "maxTouchPoints": 5})
    site.tab.eval("scrollTo(0, 0); true")
    return site.tab.eval(LAYOUT)


def test_layout_keeps_the_board_picker_and_the_saves_above_the_fold(site):
    # issue 18: at 1280x800 and on a phone the board picker and Export/Import sat below the fold,
    # the keyboard hint showed on phones, and Import was a bigger button than Export
    try:
        for w, h, mobile in ((1280, 800, False), (390, 844, True), (844, 390, True)):
            r = layout(site, w, h, mobile)
            assert r["w"] == w and r["h"] == h and r["scroll"] == 0
            for part in ("grid", "pad", "board", "exp", "imp"):
                left, top, right, bottom = r[part]
                assert 0 <= left and right <= w and 0 <= top and bottom <= h, (w, h, part, r[part])
            assert r["exp"][3] - r["exp"][1] == r["imp"][3] - r["imp"][1], r
            assert r["exp"][1] == r["imp"][1], r
            assert (r["hint"] == "none") == mobile, r
            if w > h:    # landscape: the grid beside the buttons, and not small
                assert r["pad"][0] >= r["grid"][2] and r["grid"][3] - r["grid"][1] >= 0.6 * h, r
    finally:
        layout(site, 390, 844, True)
        site.tab.send("Emulation.setTouchEmulationEnabled", {"enabled": False})


def test_works_offline_once_loaded(site):
    # last in this module: it stops the server. The service worker has kept the page's files.
    site.fresh()
    site.tab.wait("navigator.serviceWorker.ready.then(() => caches.keys())"
                  ".then((k) => k.length > 0 && caches.open(k[0])).then((c) => c && c.keys())"
                  ".then((r) => r && r.length >= 7)", timeout=20)
    site.tab.tap("a")
    site.tab.tap("a")
    site.wait_line("Konane: new game")
    site.httpd.shutdown()
    site.httpd.server_close()
    site.reload()
    assert [l for l in site.lines() if l.startswith("resumed Konane")]


def synthetic_key(site, key, wait_s=0.15):
    """A key as a script or an accessibility tool sends it: down and up at once, no time between."""
    import time
    site.tab.eval("(() => { for (const t of ['keydown', 'keyup']) window.dispatchEvent("
                  "new KeyboardEvent(t, {key: %r})); return true; })()" % key)
    time.sleep(wait_s)


def test_a_journey_on_the_page_with_the_simulators_keys_however_quick(site):
    # a Konane game in progress, then 'Aina from the menu: B keeps Konane, A starts 'Aina, undo
    # brings Konane back; every key a synthetic one whose down and up come together
    site.fresh()
    for k in ("a", "a", "a", "a"):      # Konane, start, pick, remove: one after another at once
        synthetic_key(site, k, 0)       # (a second A before the page saw the first let go was lost)
    site.wait_line("Hibiscus xd5")

    def key(k, answer):
        # each key's answer waited for (not a fixed time: on a busy machine the page may take
        # longer to say it, and the next key would land on another line)
        n = site.said()
        synthetic_key(site, k, 0)
        site.wait_line(answer, since=n)

    def to_aina():
        key("m", "menu: ")              # m holds B: the menu, shown while B is still held
        site.tab.wait("!document.querySelector('.k.down-now')")   # ... until the page lets it go
        for _ in range(8):
            if menu_title(site.lines()) == "'Aina":
                break
            key("ArrowRight", "menu: ")
        key("Enter", "'Aina set-up")    # its set-up page
        key(" ", "A: start the new 'Aina game")   # start: asks first

    to_aina()
    save = site.tab.eval("companion.save()")
    synthetic_key(site, "Escape")       # B: keep playing Konane
    site.wait_line("resumed Konane")
    assert site.tab.eval("companion.save()") == save
    to_aina()
    synthetic_key(site, "a")            # A: 'Aina starts at once
    site.wait_line("'Aina: new game")
    site.tab.eval("(() => { document.getElementById('cmd').value = 'undo';"
                  " document.getElementById('cmdform').requestSubmit(); return true; })()")
    site.wait_line("undone: the Konane game is back")
    # Konane in play again, as saved before; 'Aina set aside in the same save, for redo
    game, other, other_redo = load.decode(bytes.fromhex(site.tab.eval("companion.save()")))
    assert game == load.decode(bytes.fromhex(save))[0] and other_redo
    assert load.section(other, 0)[0] == "aina"
    assert "> undo" in site.lines()
    site.tab.eval("(() => { document.getElementById('cmd').value = 'redo';"
                  " document.getElementById('cmdform').requestSubmit(); return true; })()")
    site.wait_line("redone: the 'Aina game is back")


def test_the_page_and_the_simulator_use_the_same_keys():
    import re
    from host_tools.sim import KEYMAP, PRESS_MS, LONG_MS
    from ui import keys
    with open(os.path.join(ROOT, "host_tools", "web", "page.js")) as f:
        js = f.read()

    def table(name):
        body = re.search(r"const %s = \{(.*?)\};" % name, js, re.S).group(1)
        return dict(re.findall(r'"?([^\s:",{}]+|" ")"?\s*:\s*"(\w+)"', body))
    tap, held = table("KEYS"), table("HELD_KEYS")
    term = {"ArrowUp": "\x1b[A", "ArrowDown": "\x1b[B", "ArrowLeft": "\x1b[D", "ArrowRight": "\x1b[C",
            "Enter": "\r", '" "': " ", "Backspace": "\x7f", "Escape": "\x1b"}
    page = {(term.get(k, k), keys.NAMES.index(v), PRESS_MS) for k, v in tap.items()}
    page |= {(k, keys.NAMES.index(v), LONG_MS) for k, v in held.items()}
    sim = {(ch, k, ms) for ch, (k, ms) in KEYMAP.items() if ch not in ("\n", "\x08") and not ch.startswith("\x1bO")}
    assert page == sim


def test_ka_pai_greys_told_apart_at_the_default_brightness(site):
    """Ka Pai's totem, allowed and free greys, as the page shows them at the web board's 40 %
    (issue 29): the page shows each LED against the panel's white, as the legibility check does,
    so the three stay at least its floor apart on screen too."""
    from host_tools import colour
    from host_tools.legibility import FLOOR, Panel
    from games.kapai import grid as K
    site.fresh()
    panel = Panel("web", None)
    assert panel.brightness == 40 and site.tab.eval("window.companion.white()") == panel.white

    def shown(c):
        css = site.tab.eval("window.companion.screenColour(%r)" % bytes(panel.wire(c)).hex())
        s = [int(x) / 255 for x in css[4:-1].split(",")]
        return colour.lab([((v + 0.055) / 1.055) ** 2.4 if v > 0.04045 else v / 12.92 for v in s])
    greys = [shown(c) for c in (K.TOTEM, K.CAN, K.FREE)]
    for i, j in ((0, 1), (1, 2), (0, 2)):
        assert colour.ciede2000(greys[i], greys[j]) >= FLOOR, (i, j)
    site.resume()


def test_the_rules_panel_shows_the_open_games_rules(site):
    """The page's Rules panel follows the game open on the grid (issue 29 §9): the rules page of
    docs/rules/<game>.md, in the project's words; at the menu it says how to get them."""
    site.fresh()
    assert site.tab.eval("document.getElementById('rules-title').textContent") == ""
    assert "Open a game" in site.tab.eval("document.getElementById('rules-body').textContent")
    for name, sentence in (("konane", "There are no draws."), ("kapai", "Highest total wins")):
        open_game(site, name, site.tab.tap)
        site.tab.wait("companion.rules === %r" % name, timeout=5)
        title = site.tab.eval("document.getElementById('rules-title').textContent")
        body = site.tab.eval("document.getElementById('rules-body').textContent")
        with open(os.path.join(ROOT, "docs", "rules", name + ".md"), encoding="utf-8") as f:
            first = f.readline()
        assert title == ": " + first[2:].split(":")[0]
        assert sentence in body and "../shared" not in site.tab.eval(
            "document.getElementById('rules-body').innerHTML")
        # issue 47: the game's keys and every light in words (games/<game>/legend.py), not a pointer
        legend = registry.part(name, "legend")
        assert "The keys and the lights" in body and "what each light means and the console" not in body
        assert legend.KEYS[0][1] in body
        for _, _, words in legend.LIGHTS[0]:
            assert words[words.find(": ") + 2:].replace("`", "") in body, words
        site.tab.tap("b", hold_ms=900)           # the menu: the panel keeps the game in progress


LIGHTS_SHOWN = """(async () => {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const body = document.getElementById("lights-body");
  const pairs = Array.from(body.querySelectorAll(".pair")).map((p) => ({
    text: p.querySelector("p").textContent,
    rows: Array.from(p.querySelectorAll("tbody tr")).map((r) => Array.from(r.children).map((c) => c.textContent)),
    under: Array.from(p.querySelectorAll("td.under")).length,
    swatches: Array.from(p.querySelectorAll(".sw")).map((s) => getComputedStyle(s).backgroundColor)}));
  const sum = document.querySelector("#lights summary").getBoundingClientRect();
  const right = Math.max(...Array.from(body.querySelectorAll("*")).map((e) => e.getBoundingClientRect().right));
  return {title: document.getElementById("lights-title").textContent, text: body.textContent, pairs,
          page: document.documentElement.scrollWidth, right, summary: [sum.width, sum.height]};
})()"""


PICK = """(() => { const s = document.getElementById('board'); s.value = '%s';
  s.dispatchEvent(new Event('change')); return true; })()"""


def test_the_lights_panel_shows_what_the_legibility_check_measured(site):
    """Issue 48: the page shows what the legibility check measured, as the simulator's `l` key
    does: for the open game on the board shown, the floor and the closest pairs with their CIEDE2000
    figure for each vision at the board's brightness and the lowest (host_tools/legibility.py
    figures, bundled by build.py), a figure under the floor marked; on a phone, without sideways
    scrolling, its heading a finger's target."""
    from host_tools import legibility as L
    site.fresh()
    assert site.tab.eval("document.getElementById('lights-title').textContent") == ""
    assert "Open a game" in site.tab.eval("document.getElementById('lights-body').textContent")
    open_game(site, "kapai", site.tab.tap)
    site.tab.wait("companion.lights === 'kapai/8'", timeout=5)
    want = L.figures("kapai", "pico-8x8")
    try:
        layout(site, 390, 844, True)
        site.tab.eval("document.getElementById('lights').open = true; true")
        got = site.tab.eval(LIGHTS_SHOWN)
        assert got["title"] == ": Ka Pai, 8\u00d78", got["title"]
        assert "Floor: 15" in got["text"] and "%d pairs" % want["pairs"] in got["text"]
        assert "40 %" in got["text"] and "5 %" in got["text"]
        assert len(got["pairs"]) == len(want["closest"]) == 10
        for shown, p in zip(got["pairs"], want["closest"]):
            assert p["a"] in shown["text"] and p["b"] in shown["text"]
            assert shown["rows"] == [["%d %%" % b] + ["%.1f" % x for x in d]
                                     for b, d in zip(want["brightness"], p["d"])]
            assert shown["under"] == sum(1 for d in p["d"] for x in d if x < L.FLOOR)
            assert len(shown["swatches"]) == len(p["wa"]) + len(p["wb"])
        # the summary counts the pairs under the floor (Ka Pai's 8x8 sheet had three, issue 48: none now)
        assert ("none under it" in got["text"]) == (want["under"] == 0), got["text"]
        assert got["page"] <= 390 and got["right"] <= 390, got
        assert got["summary"][1] >= 44, got["summary"]
        site.tab.eval("document.getElementById('lights').scrollIntoView(); true")
        site.shot("lights-390")
        # the 16x16 board: its own figures
        site.tab.eval(PICK % "16")
        site.wait_line("(16x16)")   # (its own save: the menu)
        open_game(site, "kapai", site.tab.tap)
        site.tab.wait("companion.lights === 'kapai/16'", timeout=5)
        big = L.figures("kapai", "pico-16x16")
        got = site.tab.eval(LIGHTS_SHOWN)
        assert got["title"] == ": Ka Pai, 16\u00d716"
        assert got["pairs"][0]["rows"][0][1:] == ["%.1f" % x for x in big["closest"][0]["d"][0]]
    finally:
        site.tab.eval("document.getElementById('lights').open = false; true")
        site.tab.eval(PICK % "8")
        layout(site, 390, 844, True)
        site.tab.send("Emulation.setTouchEmulationEnabled", {"enabled": False})


def test_a_click_on_an_led_says_what_that_light_is(site):
    """Issue 47: every light names itself; on the page, a click on an LED asks the companion
    (`what COLUMN ROW`) and its answer is the console's line."""
    site.fresh()
    open_game(site, "konane", site.tab.tap)         # a new 8x8 game
    site.tab.eval("document.querySelectorAll('#grid .led')[9].click(); true")   # column 2, row 2
    site.wait_line("column 2, row 2: b7: Hibiscus's stone, cannot move now", timeout=5)
    site.tab.tap("b", hold_ms=900)


BOOK_ROWS = """Array.from(document.querySelectorAll("#scores tbody")).map((b) =>
    Array.from(b.rows).map((r) => Array.from(r.cells).map((c) => c.firstChild ? c.firstChild.textContent : "")))"""


def a_book():
    from core import book
    st = MemStore()
    book.add(st, "konane", b"\x08\x00\x02", [b"\x01"], book.FINISHED,
             [("Keala, K.", True, None), ("Jasmine", False, None)], 'Hibiscus "wins"', False)
    book.add(st, "kawa", b"\x02\x00\x00\x00\x00\x01", [b"\x01"], book.ENDED,
             [("Red", False, 7), ("Blue", False, -2)], "Red 7, Blue -2", True)
    return st.files[book.BOOK].hex()


def test_the_scorebook_shows_as_a_table_and_exports_as_csv(site):
    site.fresh({"tg/8x8/data/book.bin": a_book()})
    # the page asks its own firmware's console (`scores csv`), as it asks a linked Pico
    site.tab.eval("""(() => { const d = document.getElementById("scores"); d.open = true;
        return true; })()""")  # opening it fires its toggle
    site.tab.wait("companion.scoresShown >= 1", timeout=5)
    assert not any(l.startswith(("csv ", "scores csv")) for l in site.lines())  # not in the console
    # a block per game: its number, game, how and length; a line per seat; its summary
    assert site.tab.eval(BOOK_ROWS) == [
        [["#1 Konane: finished, 1 action"], ["Keala, K.", "won", ""], ["Jasmine", "", ""], ['Hibiscus "wins"']],
        [["#2 Kawa: ended, 1 action"], ["Red", "", "7"], ["Blue", "", "-2"], ["Red 7, Blue -2"]]]
    site.tab.eval("""(() => { HTMLAnchorElement.prototype.click = function () {};
        document.getElementById("csv").click(); return true; })()""")
    site.tab.wait("companion.exportedCsv !== undefined", timeout=5)
    csv = site.tab.eval("companion.exportedCsv")
    import csv as csvmod
    import io
    parsed = list(csvmod.reader(io.StringIO(csv)))
    assert parsed[0][:3] == ["number", "game", "how"]
    assert parsed[1][:10] == ["1", "Konane", "finished", "1", "1", "1", "Keala, K.", "1", "", 'Hibiscus "wins"']
    assert parsed[4][:10] == ["2", "Kawa", "ended", "1", "1", "2", "Blue", "0", "-2", "Red 7, Blue -2"]
    # the export's header names the version that wrote it (the page's own firmware here)
    from web_support import webbuild
    assert "scorebook exported: scorebook.csv, 4 lines, from Tabletop companion %s" % webbuild.version() \
        in site.lines(), site.lines()[-3:]


SCORES_FIT = """(async () => {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const t = document.querySelector("#scores table").getBoundingClientRect();
  const line = parseFloat(getComputedStyle(document.querySelector("#scores td")).lineHeight);
  const seats = Array.from(document.querySelectorAll("#scores tr.seat")).map((r) => r.getBoundingClientRect().height);
  return {page: document.documentElement.scrollWidth, w: innerWidth, right: t.right, line, tallest: Math.max(...seats)};
})()"""


def test_the_scorebook_fits_a_phone_and_a_laptop(site):
    # issue 37: at 390 px the table was 715 px wide (the page scrolled sideways, the names off
    # screen) and a row about 350 px tall; at 1280 px the page was 1451 px wide
    from core import book
    st = MemStore()
    for i in range(3):
        book.add(st, "konane", b"\x08\x00\x02", [b"\x01"] * (i + 1), book.FINISHED,
                 [("Keala Kahananui", True, None), ("Pualani Makoa", False, None)],
                 "Keala Kahananui wins: Pualani Makoa cannot move, after a long game", False)
        book.add(st, "kapai", b"\x01\x00\x00\x00\x00", [b"\x01"], book.FINISHED,
                 [("Kaimana", True, 123)], "Kaimana 123 points, rating: a fine score for a first game", True)
    site.fresh({"tg/8x8/data/book.bin": st.files[book.BOOK].hex()})
    site.tab.eval("document.getElementById('scores').open = true; true")
    site.tab.wait("companion.scoresShown >= 1", timeout=5)
    try:
        for w, h, mobile in ((390, 844, True), (1280, 800, False)):
            layout(site, w, h, mobile)
            r = site.tab.eval(SCORES_FIT)
            assert r["page"] <= w and r["right"] <= w, (w, r)
            assert r["tallest"] < 2.6 * r["line"], (w, r)   # a seat's line: a line of text (two at most)
            site.tab.eval("document.getElementById('scores').scrollIntoView(); true")
            site.shot("scorebook-%d" % w)
    finally:
        layout(site, 390, 844, True)
        site.tab.send("Emulation.setTouchEmulationEnabled", {"enabled": False})


def test_the_scorebook_left_open_follows_the_book(site):
    # issue 37: left open during a game, it said "No game in the scorebook yet." after the game ended
    site.fresh()
    site.tab.eval("document.getElementById('scores').open = true; true")
    site.tab.wait("document.getElementById('scores-body').textContent === 'No game in the scorebook yet.'", timeout=5)
    open_game(site, "konane", site.tab.tap)
    site.tab.eval("document.getElementById('cmd').value = 'resign'; document.getElementById('cmdform')"
                  ".dispatchEvent(new Event('submit', {cancelable: true})); true")
    site.tab.wait("document.getElementById('scores-body').textContent.includes('Konane')", timeout=10)
    assert site.tab.eval(BOOK_ROWS)[0][0] == ["#1 Konane: finished, 1 action"]
    # undone and ended on the menu instead: its entry replaced, the table with it
    site.tab.eval("companion.type('undo'); true")
    site.wait_line("undone")
    site.tab.tap("b", hold_ms=900)              # the menu: Resume, Undo, Redo, End game
    for _ in range(6):
        if menu_title(site.lines()).startswith("End game"):
            break
        site.tab.tap("right")
    site.tab.tap("a")                           # asks on the grid
    site.tab.tap("a")                           # ends it
    site.wait_line("the Konane game is ended")
    site.tab.wait("document.querySelector('#scores tbody tr').textContent.includes('ended')", timeout=10)
    assert len(site.tab.eval(BOOK_ROWS)) == 1


def test_the_page_says_what_it_is_and_what_connecting_needs(site):
    # issue 37: no visible heading (the top line was "no game in progress"), and "Connect a Pico"
    # said nothing of what it needs
    site.fresh()
    r = site.tab.eval("""(() => {
      const h = document.querySelector("h1"), b = document.getElementById("banner");
      const n = document.getElementById(document.getElementById("connect").getAttribute("aria-describedby") || "none");
      return {h1: h && h.textContent, top: h && h.getBoundingClientRect().bottom <= b.getBoundingClientRect().top,
              shown: !!n && n.getBoundingClientRect().height > 0, note: n && n.textContent.replace(/\\s+/g, " ")};
    })()""")
    assert r["h1"] == "Tabletop companion" and r["top"], r
    assert r["shown"], r
    for need in ("Chrome or Edge on a computer", "Chrome on Android", "USB cable that carries data",
                 "a Pico with the companion on it"):
        assert need in r["note"], (need, r["note"])
    # its "Put it on a Pico" opens the section with the two UF2 steps
    assert site.tab.eval("document.querySelector('#connect-note a').click(); document.getElementById('pico').open")
    site.shot("heading")


def set_name(tab, seat, text):
    tab.eval("""(() => { const f = document.getElementById("name-%d"); f.n.value = %s;
        f.dispatchEvent(new Event("submit", {cancelable: true})); return true; })()""" % (seat, json.dumps(text)))


def test_players_names_set_on_the_page_name_the_seats_in_the_banner(site):
    """A form per seat sends `name N TEXT` (core/names.py): kept with the settings, and the banner's
    status line says the player's name in place of the game's own seat name."""
    site.fresh()
    set_name(site.tab, 1, "K\u0113ala")
    site.wait_line("seat 1: K\u0113ala")
    assert "> name 1 K\u0113ala" in site.lines()
    open_game(site, "konane", site.tab.tap)
    site.tab.wait("document.getElementById('turn').textContent.includes('K\u0113ala to remove')", timeout=5)
    # kept with the settings: a reload (a power cut) keeps the name; an empty form gives it back
    site.reload()
    site.tab.wait("document.getElementById('turn').textContent.includes('K\u0113ala')", timeout=10)
    set_name(site.tab, 1, "  ")
    site.wait_line("seat 1: the game's own name")
    site.tab.wait("document.getElementById('turn').textContent.includes('Hibiscus to remove')", timeout=5)


def test_a_konane_record_exports_as_text_in_its_notation(site):
    """The Scorebook's Record button on a Konane game: `record N text` on the console (as the
    page asks a linked Pico), its lines shown and downloaded, the moves in Konane's notation."""
    import sys
    sys.path.insert(0, os.path.join(ROOT, "tests", "journeys"))
    from answers import legal
    from core import book
    from games.konane.rules import Game
    g = Game(b"\x08\x00\x02")
    log = []
    for _ in range(3):
        log.append(bytes(legal(g)[0]))
        g.apply(log[-1])
    st = MemStore()
    book.add(st, "kawa", b"\x02\x00\x00\x00\x00\x01", [b"\x01"], book.ENDED,
             [("Red", False, 7), ("Blue", False, -2)], "Red 7, Blue -2", True)
    book.add(st, "konane", b"\x08\x00\x02", log, book.ENDED,
             [("Hibiscus", False, None), ("Jasmine", False, None)], "ended", False)
    site.fresh({"tg/8x8/data/book.bin": st.files[book.BOOK].hex()})
    site.tab.eval("document.getElementById('scores').open = true; true")
    site.tab.wait("companion.scoresShown >= 1", timeout=5)
    # one Record button, on the Konane game's first row
    assert site.tab.eval("Array.from(document.querySelectorAll('#scores button.record')).map((b) => b.dataset.game)") == ["2"]
    site.tab.eval("""HTMLAnchorElement.prototype.click = function () {};
        document.querySelector('#scores button.record').click(); true""")
    site.tab.wait("companion.exportedRecord !== undefined", timeout=5)
    text = site.tab.eval("companion.exportedRecord").splitlines()
    assert text[0].startswith("#2 Konane, ended, 3 actions") and text[-1] == "  " + g.record() == "  8x8: xd5 xd6 f5-d5"
    assert site.tab.eval("document.getElementById('record-text').textContent").splitlines() == text
    assert "record of game 2 exported: konane-2.txt" in site.lines()
    assert not any(l.startswith(("rec ", "record 2:")) for l in site.lines())


def test_the_page_plays_the_buzzers_tones_and_settings_mutes_them(site):
    # issue 37: a player without a Pico hears what the buzzer means: the page plays its tones (Web
    # Audio, a square wave as a piezo's) on a refusal, the companion's move and a game's end, and
    # the page's Settings, as a Pico's with a buzzer, turn the sound off (kept in settings.bin)
    from core import app as A
    site.fresh()
    site.tab.eval("companion.type('nonsense'); true")
    site.wait_line("! unknown command")
    site.tab.wait("companion.tones.length === 1", timeout=5)
    assert site.tab.eval("companion.tones") == [list(A.TONES[A.SOUND_REFUSED])]
    assert site.tab.eval("companion.sounded") == 1          # an oscillator played it
    for _ in range(len(registry.GAMES) + 4):
        if menu_title(site.lines()) == "Settings: brightness, sound":
            break
        site.tab.tap("right")
    site.tab.tap("a")
    site.tab.tap("down")                                     # the sound line
    site.tab.tap("right")                                    # off
    site.tab.tap("a")                                        # saved
    site.wait_line("sound off saved")
    site.reload()                                            # kept, as on a Pico
    site.tab.eval("companion.type('nonsense'); true")
    site.wait_line("! unknown command")
    import time
    time.sleep(0.3)
    assert site.tab.eval("companion.tones") == [] and site.tab.eval("companion.sounded") == 0


def aina_save_at(board, phase, seed):
    """An 'Aina save (the set-up the menu gives) played at random up to the first position in phase
    where the player can act with A: a lock to choose (P_AFTER, a lockable row), or a Cosmic Event."""
    import scenarios
    from games.aina import rules as R
    setup = scenarios.host_setup(board, "'Aina")
    actions = scenarios.random_full_game("aina", setup, seed=seed)[0]
    g = R.Game(setup)
    for n, a in enumerate(actions):
        if g.phase == phase and (phase != R.P_AFTER or any(g.lockable(s, d) for s in range(36) for d in (0, 1))):
            return store.encode("aina", setup, actions[:n]), g
        g.apply(a)
    raise AssertionError("no such position in the game of seed %d" % seed)


def test_aina_lock_and_cosmic_event_play_on_the_page_as_in_the_simulator(site, tmp_path):
    # 'Aina's guided choices (page.py): a lock chosen, its tokens changed and made; a Cosmic Event's
    # akua browsed; each frame and the save against the simulator given the same taps
    import scenarios
    from games.aina import rules as R
    board = web_board()
    for phase, seed in ((R.P_AFTER, 2), (R.P_EVENT, 2)):
        save, g = aina_save_at(board, phase, seed)
        site.fresh({SAVE: save.hex()})
        rig = scenarios.twin_from_save(board, save, str(tmp_path / str(phase)))
        v = rig.app.shown_view()
        if phase == R.P_AFTER:   # the cursor to a card with a lockable row, A, a token choice, A
            c = next(s for s in range(36) if g.lockable(s, 0) or g.lockable(s, 1))
            taps = ["right"] * ((c % 6 - v.cx) % 6) + ["down"] * ((c // 6 - v.cy) % 6) + ["a", "down", "a"]
            said = ("lock ", "locks ")
        else:                    # the next akua offered, then the one after
            taps = ["right", "right"]
            said = ("Cosmic Event: akua",)
        for k in taps:
            site.tab.tap(k)
            scenarios.host_tap(rig, k)
        site.tab.eval("new Promise((r) => setTimeout(r, 600))")
        same_as_host(site, rig, board)
        lines = site.lines()
        assert all(any(w in l for l in lines) for w in said), lines[-6:]
        assert not [l for l in lines if "internal error" in l or "Traceback" in l]
        assert site.tab.eval("companion.save()") == rig.app.store.read("save.bin").hex()
        if phase == R.P_AFTER:
            made = load.decode(bytes.fromhex(site.tab.eval("companion.save()")))[0][2]
            assert len(made) == len(load.decode(save)[0][2]) + 1 and made[-1][0] == R.LOCK, "the lock was not made"


BANNER = """(async () => {
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const box = (q) => { const b = document.querySelector(q).getBoundingClientRect();
                       return [b.left, b.top, b.right, b.bottom]; };
  const t = (q) => document.querySelector(q).textContent;
  return {grid: box('#grid'), banner: box('#banner'), line: t('#line'), turn: t('#turn'),
          refusal: t('#refusal'), h: innerHeight};
})()"""


def test_the_banner_says_what_the_screen_shows_and_a_refusal_only_until_the_screen_changes(site):
    """Issue 48: at 390x844 the console starts below the fold, so a player pressing the buttons
    could not read the menu's names, what lay under the cursor or why A was refused; the banner
    kept 'last refused: ...' through resign, the menu and Settings, and its first refusal pushed
    the grid down 34 px. Now it says the screen's own line above the grid, a refusal until the
    screen changes, and never moves the grid."""
    site.fresh()
    try:
        layout(site, 390, 844, True)
        open_game(site, "konane", site.tab.tap)
        before = site.tab.eval(BANNER)
        site.tab.tap("right")
        site.tab.wait("document.getElementById('line').textContent.startsWith('e5')", timeout=5)
        site.tab.tap("a")                               # not a stone Hibiscus may remove
        site.tab.wait("document.getElementById('refusal').textContent.includes('Hibiscus')", timeout=5)
        r = site.tab.eval(BANNER)
        assert r["grid"] == before["grid"], (before, r)   # the refusal moved nothing
        assert r["banner"][3] <= r["grid"][1] and r["grid"][3] <= r["h"], r   # above the fold, with the grid
        site.tab.tap("b", hold_ms=900)                  # the menu: the refusal is old news
        site.tab.wait("document.getElementById('line').textContent.startsWith('menu: Resume Konane')", timeout=5)
        r = site.tab.eval(BANNER)
        assert r["refusal"] == "" and r["grid"] == before["grid"], r
        for _ in range(12):
            if site.tab.eval("document.getElementById('line').textContent").startswith("menu: Settings"):
                break
            site.tab.tap("left")
        site.tab.tap("a")
        site.tab.wait("!document.getElementById('line').textContent.startsWith('menu:')", timeout=5)
        r = site.tab.eval(BANNER)
        assert "rightness" in r["line"] and r["refusal"] == "", r
        site.shot("banner-390")
    finally:
        layout(site, 390, 844, True)
        site.tab.send("Emulation.setTouchEmulationEnabled", {"enabled": False})


def test_every_button_is_a_fingers_target_on_a_phone(site):
    """Issue 48: at 390 px the names form's Set buttons were 40x24 px and Export CSV 94x24: every
    button a finger taps is at least 44 x 44 px there."""
    site.fresh()
    try:
        layout(site, 390, 844, True)
        site.tab.eval("document.getElementById('scores').open = true; document.getElementById('names').open = true; true")
        small = site.tab.eval("""(async () => {
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          const out = [];
          for (const e of document.querySelectorAll('button, select, label.file, input:not([type=file])')) {
            const b = e.getBoundingClientRect();
            if (b.width === 0 && b.height === 0) continue;   // not shown
            if (b.width < 44 || b.height < 44) out.push([e.id || e.textContent.trim(), Math.round(b.width), Math.round(b.height)]);
          }
          return out;
        })()""")
        assert small == [], small
    finally:
        site.tab.eval("document.getElementById('scores').open = false; document.getElementById('names').open = false; true")
        layout(site, 390, 844, True)
        site.tab.send("Emulation.setTouchEmulationEnabled", {"enabled": False})


def test_a_lesson_step_stands_large_above_the_grid_on_a_phone(site):
    """Issue 47: on the page the step's sentence stands large next to the grid, at 390 px above
    the fold together with the grid; a refusal's reason shows below it; the menu clears it."""
    from games.konane import lesson as KL
    site.fresh()
    try:
        layout(site, 390, 844, True)
        title = registry.title("konane")
        for _ in range(len(registry.GAMES) + 4):
            if menu_title(site.lines()) == title:
                break
            site.tab.tap("right")
        site.tab.tap("a")                               # the set-up page
        site.tab.tap("up")                              # Learn
        site.tab.tap("a")
        site.tab.wait("document.getElementById('line').textContent === %r" % KL.STEPS[0][0], timeout=5)
        r = site.tab.eval(BANNER)
        assert r["turn"].startswith("lesson, step 1 of %d" % len(KL.STEPS)), r
        assert r["banner"][3] <= r["grid"][1] and r["grid"][3] <= r["h"], r   # above the fold, with the grid
        big = site.tab.eval("parseFloat(getComputedStyle(document.getElementById('line')).fontSize)")
        small = site.tab.eval("parseFloat(getComputedStyle(document.getElementById('turn')).fontSize)")
        assert big >= 1.25 * small, (big, small)
        site.tab.tap("a")                               # step 1 only says: A goes on
        site.tab.tap("a")
        site.tab.wait("document.getElementById('line').textContent === %r" % KL.STEPS[2][0], timeout=5)
        site.tab.tap("right")                           # off the lit c4: A there is refused
        site.tab.tap("a")
        site.tab.wait("document.getElementById('refusal').textContent !== ''", timeout=5)
        r = site.tab.eval(BANNER)
        assert r["line"] == KL.STEPS[2][0] and r["refusal"], r
        fits = site.tab.eval("(() => { const b = document.getElementById('refusal').getBoundingClientRect();"
                             " const o = document.getElementById('banner').getBoundingClientRect();"
                             " return b.bottom <= o.bottom + 0.5; })()")
        assert fits                                     # the reason is not cut off by the box
        site.shot("lesson-390")
        site.tab.tap("b", hold_ms=900)                  # the menu: the lesson's sentence gives way
        site.tab.wait("document.getElementById('line').textContent.startsWith('menu: ')", timeout=5)
        assert site.tab.eval(BANNER)["turn"].find("lesson, step") < 0
    finally:
        layout(site, 390, 844, True)
        site.tab.send("Emulation.setTouchEmulationEnabled", {"enabled": False})


def test_a_newcomer_plays_the_konane_lesson_from_the_page_s_lights_alone(site):
    """Issue 47: host_tools/novice.py reads only the page's LEDs (never its words) and taps its
    keys: from the menu up Konane's set-up page to Learn, then each step as the teaching cue shows
    it, to the OK that ends the lesson (every lesson on both boards in the simulator:
    tests/journeys/test_novice.py)."""
    from host_tools import novice
    site.fresh()
    presses, secs, _ = novice.play(novice.PageBackend(site.tab, web_board()), "konane")
    lines = site.lines()
    assert any(l.startswith("Lesson learned: the board, the opening") for l in lines), lines[-4:]
    assert not [l for l in lines if l.startswith("! ")], [l for l in lines if l.startswith("! ")]
    assert 0 < presses < 100 and secs < 150
