# Kawa end to end: the real app on fake hardware (host_tools.sim.Rig), picked from the menu,
# set up from the console, played with the buttons, undone; on both boards.
import pytest

from host_tools.sim import Rig, load_board
from games.kawa import rules as R
from games.kawa.moves import legal_actions
from games.kawa.words import river_text
from core.rng import Rng

KEY = ("up", "down", "left", "right", "a", "b")


def open_kawa(board):
    rig = Rig(load_board(board))
    while "Kawa" not in rig.lines[-1]:
        rig.press("right")
    rig.press("a")
    assert "Kawa set-up" in rig.lines[-1]
    return rig


def keys_for(rig, a):
    v = rig.app.game_screen.view

    def goto(p):
        while v.cy < p // 4:
            rig.press("down")
        while v.cy > p // 4:
            rig.press("up")
        while v.cx != p % 4:
            rig.press("right")

    op = a[0]
    if op == R.OP_START:
        while v.cx != a[1]:
            rig.press("right")
        rig.press("a")
    elif op == R.OP_SWAP:
        goto(a[1])
        rig.press("a")
        goto(a[2])
        rig.press("a")
    elif op == R.OP_PETAL:
        if v.choice != a[1]:
            rig.press("up")
        rig.press("a")
    elif op == R.OP_TURN:
        rig.press(("left", "down", "right")[a[1]])
    else:
        goto(a[1])
        rig.press("a")
        if v.sel >= 0:
            rig.press("a" if a[2] == R.SINGLE else "up")


@pytest.mark.parametrize("board", ["pico-8x8", "pico-16x16"])
def test_a_round_through_the_app_with_undo(board):
    rig = open_kawa(board)
    rig.command("colours 3")
    rig.command("table LSSR RLLR SRWL SRWL")
    g = rig.app.session.game
    assert g.n == 3 and river_text(g)[0] == "LSSR"
    rng = Rng(3)
    played = 0
    while rig.app.session.game.round == 1:
        g = rig.app.session.game
        acts = legal_actions(g)
        a = acts[rng.below(len(acts))]
        keys_for(rig, a)
        played += 1
        assert len(rig.app.session.log) == played, rig.lines[-3:]
        assert bytes(rig.app.session.log[-1]) == a
    assert any("Lay the new first row" in line for line in rig.lines[-3:])
    g = rig.app.session.game
    new_row = bytes(g.kind[0:4])
    rig.command("undo")
    g = rig.app.session.game
    assert g.round == 1 and g.phase == R.PH_RETURN
    rig.command("redo")
    assert bytes(rig.app.session.game.kind[0:4]) == new_row   # the same shuffle: seeded replay
    rig.step(500)
    assert rig.app.grid.get(0, 0) is not None


def test_whole_double_weaving_game_through_the_app():
    rig = open_kawa("pico-8x8")
    rig.press("left")        # 4 -> 3 colours ... and back, then double-weaving on
    rig.press("right")
    rig.press("down")
    rig.press("right")
    rig.press("a")           # dealt river
    g = rig.app.session.game
    assert g.n == 4 and g.weave
    rng = Rng(9)
    while not rig.app.session.game.over():
        acts = legal_actions(rig.app.session.game)
        keys_for(rig, acts[rng.below(len(acts))])
    g = rig.app.session.game
    assert len(rig.app.session.log) == 4 * (4 + 5 + 16) + sum(
        1 for a in rig.app.session.log if a[0] == R.OP_TURN) + sum(
        1 for a in rig.app.session.log if a[0] == R.OP_RETURN)
    assert "Game over" in rig.lines[-1] and "P1" in rig.lines[-1]
    rig.step(1000)


def test_table_typed_mid_game_asks_on_the_grid_and_undo_brings_the_game_back():
    rig = open_kawa("pico-8x8")
    rig.command("table LSSR RLLR SRWL SRWL")
    g = rig.app.session.game
    keys_for(rig, bytes((R.OP_START, 0)))          # a game under way
    assert len(rig.app.session.log) == 1
    rig.command("table RSSL LRRL SRWL SRWL")       # a new river typed mid-game
    assert rig.app.session.game is g and "A: start the new Kawa game" in rig.lines[-1]
    rig.press("b")                                  # keep playing
    assert rig.app.session.game is g and len(rig.app.session.log) == 1
    rig.command("table RSSL LRRL SRWL SRWL")
    rig.press("a")                                  # yes: the new river
    s = rig.app.session
    assert s.game is not g and list(s.log) == [] and s.setup.endswith(b"RSSLLRRLSRWLSRWL")
    rig.command("undo")                             # the old game is back, its action too
    s = rig.app.session
    assert s.setup.endswith(b"LSSRRLLRSRWLSRWL") and len(s.log) == 1 and "is back" in rig.lines[-1]


@pytest.mark.parametrize("board", ["pico-8x8", "pico-16x16"])
def test_the_swap_phase_cursor_is_on_the_grid_in_every_frame(board):
    # issue 29: the cursor blinked off while the 8x8 layers alternated, so half the time the
    # table could not see which tile A would pick. Now it shows two opposite corners of its tile,
    # then the other two: white on the grid in every frame, through both layers and both blinks
    from games.kawa import grid
    rig = open_kawa(board)
    rig.command("colours 2")
    rig.command("table LSSR RLLR SRWL SRWL")
    rig.press("a")
    rig.press("right")
    rig.press("a")
    g = rig.app.session.game
    assert g.phase == R.PH_SWAP
    v = rig.app.game_screen.view
    for move in (None, "down", "right"):
        if move:
            rig.press(move)
        ts = v.ts
        x, y = v.cx * ts, v.oy + v.cy * ts
        corners = ((x, y), (x + ts - 1, y), (x, y + ts - 1), (x + ts - 1, y + ts - 1))
        halves = set()
        for _ in range(2 * grid.LAYER_MS // 20):
            rig.step(20)
            lit = tuple(i for i, (cx, cy) in enumerate(corners) if rig.cell(cx, cy) == grid.WHITE)
            assert lit in ((0, 3), (1, 2)), (rig.app.clock(), lit)
            halves.add(lit)
        assert halves == {(0, 3), (1, 2)}  # each LED of the tile shows what lies under it too


def test_the_set_up_page_fills_the_16x16_panel():
    # issue 29: on 16x16 the set-up page sat in the top-left quarter; now each LED of the 8x8
    # page is a 2x2 block, the same page at every step of its blink
    small, big = open_kawa("pico-8x8"), open_kawa("pico-16x16")
    for rig in (small, big):
        rig.press("down")
        rig.press("down")
    for _ in range(12):
        small.step(100)
        big.step(100)
        assert small.app.clock() == big.app.clock()
        for y in range(16):
            for x in range(16):
                assert big.cell(x, y) == small.cell(x // 2, y // 2), (x, y)
    assert any(big.cell(x, y) for y in range(8, 16) for x in range(8))


# issue 29 §2: the table's script that met a silent A and B
ISSUE_SCRIPT = ("right right a cmd:table_LSSR_RLLR_SRWL_SRWL a right a right a right a a right a a "
                "right a a a a a b down a left a a a a a a")


def answered(rig, key):
    """Press key; True when the console or the refusal cue answered it."""
    n = len(rig.lines)
    cue = rig.app.cue_at
    rig.press(key)
    return len(rig.lines) > n or (rig.app.cue_at is not None and rig.app.cue_at != cue)


def test_a_while_a_whirlpool_waits_is_refused_and_the_status_names_its_keys():
    rig = Rig(load_board("pico-8x8"))
    rig.run_script(ISSUE_SCRIPT.split())
    g = rig.app.session.game
    assert g.phase == R.PH_TURN
    # the status names the keys that turn it (never up: upstream; never the way it points)
    assert "turns the Whirlpool at c2 with left or right (it points down)" in g.status()
    for _ in range(3):
        n = len(rig.lines)
        rig.step(600)                     # the last cue is over
        rig.press("a")
        assert rig.app.cue_at is not None
        assert rig.lines[n:] == ["! not A: Yellow turns the Whirlpool at c2 with left or right "
                                 "(it points down)"]
    rig.press("left")
    assert rig.app.session.game.phase != R.PH_TURN


def test_b_and_a_over_a_picked_tile_put_it_back_and_say_so():
    rig = Rig(load_board("pico-8x8"))
    rig.run_script("right right a cmd:table_LSSR_RLLR_SRWL_SRWL a right a right a right a".split())
    v = rig.app.game_screen.view
    assert rig.app.session.game.phase == R.PH_SWAP
    rig.press("a")
    assert v.sel >= 0 and rig.lines[-1].startswith("swap ")
    assert answered(rig, "b")             # B cancels the pick: said
    assert v.sel < 0 and rig.lines[-1] == "%s put back (nothing picked)" % R.pos_name(v.cy * 4 + v.cx)
    rig.press("a")
    n = len(rig.lines)
    rig.press("a")                        # A over the picked tile: put back, not the prompt again
    assert v.sel < 0 and len(rig.lines) == n + 1 and "put back" in rig.lines[-1]
    assert not rig.lines[-1].startswith("swap ")
