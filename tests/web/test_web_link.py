# "Connect a Pico" (docs/link.md) in headless Chromium: a stand-in navigator.serial, injected
# before the page loads (the page's own code unchanged), carries bytes to and from the emulated
# Pico's USB console. Connect (pressed twice), the page's LEDs against the frame decoded from the
# WS2812 pin, a move made with the page's buttons changing the Pico's /save.bin, the banner's words,
# export byte for byte, import over a game in progress asked on the Pico's grid, garbage, and
# unplugging back to the page's own companion. One browser and one booted Pico for the file.
import os
import sys

import pytest

from web_support import ROOT, needs_browser, Site
from serial_bridge import Bridge, install  # host_tools/web, on the path (web_support)

sys.path.insert(0, os.path.join(ROOT, "tests", "pico"))
from pico_support import boot, needs_pico, pico  # noqa: E402
from core import book, load, session as saves  # noqa: E402
from host_tools.sim import MemStore, Rig, load_board  # noqa: E402
from host_tools import firmware  # noqa: E402

pytestmark = [needs_browser, needs_pico]


def pico_book():
    st = MemStore()
    book.add(st, "kawa", b"\x02\x00\x00\x00\x00\x01", [b"\x01"], book.ENDED,
             [("K\u0113ala, K.", False, 7), ("Blue", False, -2)], "K\u0113ala 7, Blue -2", True)
    return st.files[book.BOOK]


def pico_flash_store(p):
    st = MemStore()
    st.files[book.BOOK] = pico.read_fs(p.flash_fs())["/" + book.BOOK]
    return st


def pin_hex(p):
    cells = p.cells()
    w, h = p.board["width"], p.board["height"]
    return [bytes(cells[(x, y)]).hex() for y in range(h) for x in range(w)]


@pytest.fixture(scope="module")
def rig_site(tmp_path_factory):
    s = Site(str(tmp_path_factory.mktemp("web")))
    install(s.tab)
    s.reload()
    # the Pico keeps a scorebook of its own (core/book.py), a game in it: the page shows that one
    tree = pico.build_tree("pico-8x8", str(tmp_path_factory.mktemp("tree-book")))
    p = boot("pico-8x8", tmp_path_factory, image=pico.fs_image_from_tree(tree, {"/" + book.BOOK: pico_book()}))
    yield s, p
    p.close()
    s.close()


def test_connect_a_pico_plays_it_from_the_page(rig_site):
    site, p = rig_site
    tab = site.tab
    b = Bridge(tab, p)
    tab.eval("document.getElementById('connect').click(); document.getElementById('connect').click(); true")
    b.until("companion.linked")
    assert tab.eval("__serial.requests") == 1 and tab.eval("__serial.opens") == 1  # pressed twice: one link
    assert tab.eval("document.getElementById('connect').textContent") == "Unlink the Pico"
    # the Pico's MicroPython named (its hello's): the companion firmware's, or micropython.org's
    mp = {"companion": firmware.settings()["MICROPYTHON"], "official": pico.UF2_NAME.split("-")[2][:-4]}[p.firmware]
    said = tab.eval("companion.lines.filter((l) => l.startsWith('linked to a Pico: '))")
    assert len(said) == 1 and said[0].startswith("linked to a Pico: pico-8x8, 8x8, firmware ") \
        and ", MicroPython %s. " % mp[1:] in said[0], said
    # the footer names both versions, the Pico's from its hello: the same tree's, so no line on it
    from web_support import webbuild
    v = webbuild.version()
    assert tab.eval("document.getElementById('versions').textContent") == \
        "Tabletop companion %s (this page); the linked Pico: %s, MicroPython %s." % (v, v, mp[1:])
    assert tab.eval("document.getElementById('mismatch').hidden")
    # the page's LEDs are the Pico's: the frame on its WS2812 pin, LED by LED
    b.until("companion.frames > 0")
    for _ in range(20):
        b.step(50)
        if site.leds() == pin_hex(p):
            break
    assert site.leds() == pin_hex(p)
    # the Scorebook is the Pico's (`scores csv` through the link, as the page asks its own), and
    # its CSV export too; the answer's lines stay out of the console
    tab.eval("document.getElementById('scores').open = true; true")
    b.until("companion.scoresShown >= 1")
    rows = tab.eval("""Array.from(document.querySelectorAll("#scores tbody tr")).map((r) =>
        Array.from(r.children).map((c) => c.textContent))""")
    assert rows == [["#1 Kawa: ended, 1 action"], ["K\u0113ala, K.", "", "7"], ["Blue", "", "-2"],
                    ["K\u0113ala 7, Blue -2"]]
    tab.eval("document.getElementById('csv').click(); true")
    b.until("companion.exportedCsv !== undefined")
    assert tab.eval("companion.exportedCsv") == book.csv(book.load(pico_flash_store(p), print))
    assert not tab.eval("companion.lines.some((l) => l.startsWith('csv '))")
    # the page's own buttons play the Pico: Konane opened, started, d5 removed
    for k in ("a", "a", "a", "a"):
        tab.touch(k)
        for _ in range(8):
            b.step(40)
    b.until("companion.lines.some((l) => l.startsWith('Hibiscus xd5'))")
    save = pico.read_fs(p.flash_fs())["/save.bin"]
    name, _, actions = saves.decode(save)
    assert name == "konane" and len(actions) == 1
    turn = tab.eval("document.getElementById('turn').textContent")
    assert turn.startswith("Konane 8x8 ply 2: Jasmine to remove") and turn in p.log
    # the Rules panel shows the game open on the Pico's grid (@game), not the page's own
    assert tab.eval("companion.rules") == "konane"
    assert "There are no draws." in tab.eval("document.getElementById('rules-body').textContent")
    # a refusal: its words in the banner
    tab.touch("a")
    b.until("document.getElementById('refusal').textContent.startsWith('refused: ')")
    # export: the Pico's save byte for byte
    tab.eval("document.getElementById('export').click(); true")
    b.until("companion.exported !== undefined")
    assert tab.eval("companion.exported") == save.hex()
    # import over the game in progress: asked on the Pico's own grid
    other = Rig(load_board("pico-8x8"))
    other.menu_to("Kawa")
    other.press("a")
    other.press("a")
    kawa = other.app.store.read("save.bin")
    tab.eval("""(() => { const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(%s)], "kawa.bin"));
        const i = document.getElementById("import"); i.files = dt.files;
        i.dispatchEvent(new Event("change")); return true; })()""" % list(kawa))
    b.until("companion.lines.some((l) => l.includes('put the imported Kawa game in its place'))")
    assert pico.read_fs(p.flash_fs())["/save.bin"] == save  # nothing changed until A
    tab.touch("a")
    b.until("companion.lines.some((l) => l.startsWith('Kawa: imported game'))")
    b.until("companion.rules === 'kawa'")
    # the imported game is in play, the Konane game set aside in the same save (undo brings it back)
    now = pico.read_fs(p.flash_fs())["/save.bin"]
    game, aside, _ = load.decode(now)
    assert game[:3] == saves.decode(kawa)
    assert load.section(aside, 0)[:3] == saves.decode(save)
    # garbage typed in the page's command box: the Pico refuses it in words; an over-long line is
    # refused by the link; garbage from the Pico's side is ignored by the page
    for text in ("frobnicate", "x" * 300):
        tab.eval("document.getElementById('cmd').value = %r; document.getElementById('cmdform')"
                 ".dispatchEvent(new Event('submit', {cancelable: true})); true" % text)
    b.until("companion.lines.some((l) => l.includes('line too long'))")
    assert tab.eval("companion.lines.some((l) => l.startsWith(\"! unknown command 'frobnicate'\"))")
    tab.eval("__serial.inject(btoa('@frame 12 zz\\n@nonsense\\n')); true")
    b.step(60)
    assert tab.eval("companion.linked") and tab.eval("companion.errors") == 0
    # a player's name set on the page's form goes to the Pico (`name 1 Pua`), kept in its settings
    tab.eval("""(() => { const f = document.getElementById("name-1"); f.n.value = "Pua";
        f.dispatchEvent(new Event("submit", {cancelable: true})); return true; })()""")
    b.until("companion.lines.includes('seat 1: Pua')")
    assert b"\x03Pua" in pico.read_fs(p.flash_fs())["/settings.bin"]
    # the Scorebook, open since the start, follows the Pico's book (issue 37): the Kawa game ended
    # on the Pico's menu (the page's m key holds B: the menu) shows without touching the panel
    tab.eval("window.dispatchEvent(new KeyboardEvent('keydown', {key: 'm'})); true")
    b.until("companion.lines.some((l) => l.startsWith('menu: Resume'))")
    for _ in range(6):
        if tab.eval("companion.lines.filter((l) => l.startsWith('menu: ')).pop().startsWith('menu: End game')"):
            break
        tab.touch("right")
        for _ in range(8):
            b.step(40)
    for k in ("a", "a"):
        tab.touch(k)
        for _ in range(8):
            b.step(40)
    b.until("companion.lines.some((l) => l.startsWith('the Kawa game is ended'))")
    b.until("document.querySelectorAll('#scores tbody').length === 2")
    assert tab.eval("document.querySelectorAll('#scores tr.game')[1].textContent").startswith("#2 Kawa: ended")
    # unplugged mid-frame: one clear line, back to the page's own companion, no error
    errors = tab.eval("companion.errors")
    tab.eval("__serial.inject(btoa('@frame 0099 00ff')); __serial.unplug()")
    b.until("!companion.linked", limit_s=10)
    site.wait_line(" on web (8x8). Type 'help'")
    lines = tab.eval("companion.lines")
    gone = [i for i, l in enumerate(lines) if l.startswith("the Pico is gone")]
    assert len(gone) == 1 and lines[gone[0]] == (
        "the Pico is gone (unplugged?): back to the page's own companion (the Pico's game goes on on the Pico)")
    assert not any(l.startswith("!") for l in lines[gone[0]:]), lines[gone[0]:]
    assert tab.eval("companion.errors") == errors
    assert tab.eval("document.getElementById('connect').textContent") == "Connect a Pico"
    assert "Traceback" not in p.log
