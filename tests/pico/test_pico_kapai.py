# Ka Pai on the emulated Pico with the board's buttons: opened from the boot menu, started, the dice
# rolled and a few symbols drawn along a path (the dice come from the seed the Pico took from its
# clock, so the taps follow what the console reports); the power is cut the moment the last symbol
# is reported, and the next boot shows the same sheet, on the console and on the wire (cell by cell
# against the same firmware on the computer booted from the same save).
from pico_support import boot, needs_pico, pico
import scenarios
from games.kapai.words import sheet_text

from core import session as sessions

pytestmark = needs_pico

BOARD = "pico-8x8"
# the cursor starts at row 2, column 3; each next cell is beside the one before (so a double's
# second symbol may follow its first), and no three of them stand in a line (no group to circle)
# (key, row, column) from the top-left, 0-based; the console names a cell as every game does (d5)
PATH = ((None, 2, 3), ("right", 2, 4), ("down", 3, 4), ("right", 3, 5), ("down", 4, 5))
SYMBOLS = 4


def test_kapai_symbols_with_buttons_then_power_cut(tmp_path_factory, tmp_path):
    p = boot(BOARD, tmp_path_factory)
    try:
        scenarios.open_from_menu(p, "Ka Pai")
        p.until("Ka Pai set-up: nothing to choose", 2000, since=0)
        assert p.until_frame(ms=1000)
        scenarios.tap(p, "a")
        p.until("Ka Pai: new game. roll the dice", 1000, since=0)
        drawn = 0
        while drawn < SYMBOLS:
            mark = len(p.log)
            scenarios.tap(p, "a")                       # roll
            at = p.until("rolled ", 1000, since=mark)
            double = "twice" in p.log[at:p.log.find("\n", at)]
            scenarios.tap(p, "a")                       # from the dice page to the sheet
            for _ in range(2 if double else 1):
                key, r, c = PATH[drawn]
                if key:
                    scenarios.tap(p, key)
                mark = len(p.log)
                drawn += 1
                if drawn < SYMBOLS or double and drawn == SYMBOLS and _ == 0:
                    scenarios.tap(p, "a")
                    p.until(" at %s%d" % ("abcdefg"[c], 7 - r), 1000, since=mark)
                    continue
                # the last symbol: the power goes the moment the Pico reports it
                p.pin("a", True)
                p.run_ms(scenarios.TAP_MS)
                p.pin("a", False)
                at = p.until(" at %s%d" % ("abcdefg"[c], 7 - r), 1000, since=mark)
                last = p.log[at:p.log.find("\r\n", at)]
                image = p.flash_fs()
        assert "! " not in p.log and "Traceback" not in p.log
    finally:
        p.close()
    save = scenarios.read_save(image)
    name, setup, actions = sessions.decode(save)
    assert name == "kapai" and sum(1 for a in actions if a[0] == 2) == drawn
    rig = scenarios.twin_from_save(pico.load_board(BOARD), save, str(tmp_path / "twin"))
    sheet = sheet_text(rig.app.session.game)
    for _, r, c in PATH[:drawn]:
        assert sheet[r][c] in "tscx"

    p = boot(BOARD, tmp_path_factory, image=image, until="resumed Ka Pai")
    try:
        p.until("\n", 500, since=p.log.index("resumed Ka Pai"))   # the resume line whole (it may be in already)
        assert ("resumed Ka Pai: " + rig.app.session.game.status()) in p.log
        assert last.split(" | ")[0] in p.log[p.log.find("resumed Ka Pai"):]
        out = p.command("sheet", ms=500)
        assert scenarios.console_lines(out)[-7:] == sheet
        assert p.until_frame(ms=2000)
        n0 = len(p.frames)
        p.run_ms(1200)
        frames = p.frames[n0:]
        assert frames and all(scenarios.twin_renders(rig, f) for f in frames)
        lit = p.lit(frames[-1])
        for _, r, c in PATH[:drawn]:
            assert (c, r) in lit
    finally:
        p.close()
