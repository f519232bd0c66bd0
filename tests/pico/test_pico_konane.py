# A short Kōnane opening played with the board's buttons on the emulated Pico: the two removals and
# the first jump, checked on the console, on the wire (cell by cell against the same firmware on
# the computer, and the holes dark), in the save; then the power is cut the moment the jump is
# reported, and the next boot shows the same board.
import pytest

from pico_support import boot, needs_pico, pico
import scenarios

pytestmark = needs_pico

BOARD = "pico-8x8"
# menu: A opens Konane (first item); set-up page: A starts 8x8, two players; cursor starts on d5
OPEN = ["a", "a"]
MOVES = [
    (["a", "a"], "Hibiscus xd5 | Konane 8x8 ply 2: Jasmine to remove a piece"),
    (["right", "a", "a"], "Jasmine xe5 | Konane 8x8 ply 3: Hibiscus to jump"),
    (["left", "left", "left", "a", "right", "right", "a"], "Hibiscus b5-d5 | Konane 8x8 ply 4: Jasmine to jump"),
]


def host_rig():
    from host_tools.sim import Rig
    rig = Rig(pico.load_board(BOARD))
    for k in OPEN + [k for taps, _ in MOVES for k in taps]:
        scenarios.host_tap(rig, k)
    return rig


def steady_wire_matches_host(p, rig):
    """Cells steady on the Pico for 1.2 s have the host twin's wire colours. Returns those cells.
    Only changed frames are sent, so the frame on the panel when the wait starts counts too: a
    cursor lit for half a blink after a press, then for the blink's lit half, may change only once
    in the wait, and one frame alone would make every cell look steady."""
    n0 = len(p.frames)
    p.run_ms(1200)
    steady = scenarios.static_cells(p, p.frames[max(0, n0 - 1):])
    assert len(steady) >= 60
    rig.app.render()
    host = bytes(rig.app.output.out)
    dev = p.cells()
    w = p.board["width"]
    m = p.wiring()
    for (x, y) in steady:
        i = 3 * m[y * w + x]
        want = tuple(host[i + k] for k in (1, 0, 2))  # GRB on the wire
        assert dev[(x, y)] == want, (x, y)
    return {xy: dev[xy] for xy in steady}


@pytest.mark.official
def test_konane_opening_with_buttons_then_power_cut(tmp_path_factory):
    rig = host_rig()
    p = boot(BOARD, tmp_path_factory)
    try:
        scenarios.tap(p, "a")
        p.until("Konane set-up [size]: 8x8, two players", 2000, since=0)  # (opening a game loads its code)
        assert p.until_frame(ms=1000)
        scenarios.tap(p, "a")
        p.until("Konane: new game. Konane 8x8 ply 1: Hibiscus to remove a piece", 1000, since=0)
        p.run_ms(100)
        assert p.lit() == {(x, y) for x in range(8) for y in range(8)}  # a full board
        for taps, line in MOVES[:-1]:
            mark = len(p.log)
            for k in taps:
                scenarios.tap(p, k)
            p.until(line, 500, since=mark)
        # the jump: the power goes the moment the Pico reports it
        taps, line = MOVES[-1]
        for k in taps[:-1]:
            scenarios.tap(p, k)
        mark = len(p.log)
        p.pin(taps[-1], True)
        p.run_ms(scenarios.TAP_MS)
        p.pin(taps[-1], False)
        p.until(line, 1000, since=mark)
        image = p.flash_fs()
        assert "! " not in p.log  # no refusal on the way
        assert scenarios.read_save(image) == rig.app.store.files["save.bin"]
        dev = steady_wire_matches_host(p, rig)
        # row 5 (y = 3): b5 was the jumper, c5 was jumped, e5 was removed: holes; d5 holds Hibiscus
        assert dev[(2, 3)] == (0, 0, 0) and dev[(4, 3)] == (0, 0, 0)
        assert len(p.lit()) >= 60
    finally:
        p.close()
    p = boot(BOARD, tmp_path_factory, image=image, until="resumed Konane")
    try:
        p.until("\n", 500, since=p.log.index("resumed Konane"))   # the resume line whole (it may be in already)
        assert "resumed Konane: Konane 8x8 ply 4: Jasmine to jump" in p.log
        p.until_frame(ms=2000)
        after = steady_wire_matches_host(p, rig)
        assert {xy: c for xy, c in after.items() if xy in dev} == {xy: c for xy, c in dev.items() if xy in after}
        assert len(set(after) & set(dev)) >= 60
    finally:
        p.close()
