# Hanafuda on the emulated Pico: opened from the menu and started with the buttons, the deal marked
# from the console, then a capture marked with the buttons (A on the card played, A on the field card
# it takes); the power is cut the moment the capture is reported, and the next boot resumes the hand
# there: the same save, the status line, and every frame on the wire what the same firmware on the
# computer renders from that save.
from pico_support import boot, needs_pico, pico
import scenarios

from core import session as sessions
from games.hanafuda import rules as R

pytestmark = needs_pico

BOARD = "pico-8x8"
TITLE = "Hanafuda Na Pua Hawai'i"
FIELD = ["niu3", "ohia3", "iliahi3", "hala3", "kalo3", "ilima3", "ki3", "limu3"]


def test_hanafuda_capture_with_buttons_then_power_cut(tmp_path_factory, tmp_path):
    p = boot(BOARD, tmp_path_factory)
    try:
        scenarios.open_from_menu(p, TITLE)
        p.until("Hanafuda set-up", 2000, since=0)
        assert p.until_frame(ms=1000)
        # (a person reads the page first: a tap begun before the loop's first poll after the game's
        # modules load is taken for the opening A still held, as hw/buttons.py sees no release)
        p.run_ms(300)
        scenarios.tap(p, "a")
        p.until(TITLE + ": new game", 1000, since=0)
        for w in FIELD:
            p.command("field " + w, expect="dealt to the field", ms=2000)
        p.until("plays a card from the hand", 1000, since=0)
        assert p.until_frame(ms=1000)
        # the cursor is on niu1 (the 20): A picks it, down down to niu3 in the field, A takes it
        for k in ("a", "down", "down"):
            scenarios.tap(p, k)
        mark = len(p.log)
        p.pin("a", True)
        p.run_ms(scenarios.TAP_MS)
        p.pin("a", False)
        p.until("takes niu3 (0) with niu1 (20 bright)", 1000, since=mark)
        image = p.flash_fs()        # the power goes the moment the capture is reported
        assert "! " not in p.log and "Traceback" not in p.log
    finally:
        p.close()
    name, setup, actions = sessions.decode(scenarios.read_save(image))
    g = R.Game(setup)
    for a in actions:
        g.apply(a)
    assert name == "hanafuda" and len(actions) == 9
    assert actions[-1] == bytes((R.OP_TAKE, g.dealer, 0, 2))
    assert g.owner(0) == g.owner(2) == g.dealer and g.pts[g.dealer] == 20

    rig = scenarios.twin_from_save(pico.load_board(BOARD), scenarios.read_save(image), str(tmp_path / "twin"))
    p = boot(BOARD, tmp_path_factory, image=image, until="resumed " + TITLE)
    try:
        p.until("\n", 500, since=p.log.index("resumed " + TITLE))   # the resume line whole (it may be in already)
        assert ("resumed %s: %s" % (TITLE, g.status())) in p.log
        assert p.until_frame(ms=2000)
        n0 = len(p.frames)
        p.run_ms(1200)
        frames = p.frames[n0:]
        assert len(frames) >= 2
        assert all(scenarios.twin_renders(rig, f) for f in frames)
        assert len(p.lit(frames[-1])) >= 48   # the card map, every cell lit
    finally:
        p.close()
