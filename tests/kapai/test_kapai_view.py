# portable
# The Ka Pai view driven by keys through a fake app context, drawn on 8x8 and 16x16 grids.
import gc
from ui.keys import UP, DOWN, LEFT, RIGHT, A, B, PRESS, REPEAT, RELEASE
from ui import palette as PAL
from core.rng import Rng
from games.kapai import rules as R
from games.kapai.moves import legal_actions
from games.kapai import sheet as S
from games.kapai import grid as V
from games.kapai import grid as P
from kapai_fake import FakeCtx, keys_for, press
from kapai_util import roll, seed_for


def new_view(w=8):
    ctx = FakeCtx(w, w, t=4242)
    v = V.View(ctx)
    assert ctx.game is None and v.mode == P.M_START
    v.draw(ctx.grid, 0)
    press(v, [A])
    assert ctx.game is not None and v.mode == P.M_SHEET
    assert ctx.setup == R.make_setup(4242)
    return ctx, v


def whole_game_with_the_buttons(w):
    # one size a test: each runs in its own 128 KB heap under MicroPython (both in one ran out)
    gc.collect()
    ctx, v = new_view(w)
    rng = Rng(w)
    t = 0
    while not ctx.game.over():
        g = ctx.game
        acts = legal_actions(g)
        a = acts[rng.below(len(acts))]
        n = len(ctx.log)
        press(v, keys_for(v, g, a))
        assert len(ctx.log) == n + 1 and ctx.log[-1] == a, (a, ctx.refused[-1:])
        t += 97
        v.draw(ctx.grid, t)
    assert ctx.grid.outside == 0
    assert not ctx.refused
    assert v.mode == P.M_INFO and v.total == ctx.game.total()
    press(v, [B])
    assert v.mode == P.M_SHEET
    v.draw(ctx.grid, t)
    press(v, [A])                     # A on the sheet at the end: a rematch, asked first
    assert v.mode == P.M_SHEET and ctx.rematches == [0]


def test_a_whole_game_with_the_buttons_on_8x8():
    whole_game_with_the_buttons(8)


def test_a_whole_game_with_the_buttons_on_16x16():
    whole_game_with_the_buttons(16)


def cells_of(ctx, colour):
    return [(x, y) for y in range(ctx.grid.h) for x in range(ctx.grid.w) if ctx.grid.get(x, y) == colour]


def test_the_sheet_on_8x8_totems_dark_free_and_the_roll_prompt():
    ctx, v = new_view(8)
    v.draw(ctx.grid, 600)       # the cursor's off half
    g = ctx.grid
    assert sorted(cells_of(ctx, P.TOTEM)) == sorted((k, r) for r, k in S.TOTEMS)
    for r, k in S.DARK:
        assert g.get(k, r) == PAL.OFF
    assert g.get(0, 0) == P.FREE and g.get(6, 6) == P.FREE
    assert g.get(7, 0) == PAL.OFF and g.get(7, 1) == PAL.OFF
    v.draw(ctx.grid, 0)         # the on half: the roll prompt and the cursor
    assert g.get(7, 0) == PAL.WHITE and g.get(7, 1) == PAL.WHITE
    assert g.get(v.cx, v.cy) == PAL.CURSOR


def test_a_roll_shows_the_dice_then_the_pen_draws():
    ctx, v = new_view(8)
    ctx.game.rng.state = seed_for(0, 3)         # triangle and slash
    press(v, [A])
    assert v.mode == P.M_DICE and ctx.game.phase == R.PH_DRAW
    v.draw(ctx.grid, 0)
    # die A's triangle on the left, die B's slash on the right, each in its colour
    assert ctx.grid.get(1, 1) == P.SYM[0] and ctx.grid.get(0, 3) == P.SYM[0]
    assert ctx.grid.get(6, 1) == P.SYM[3] and ctx.grid.get(4, 3) == P.SYM[3]
    press(v, [RIGHT])
    assert v.pen == 1 and "slash" in ctx.lines[-1]
    press(v, [A])
    assert v.mode == P.M_SHEET
    v.draw(ctx.grid, 600)
    assert ctx.grid.get(7, 1) == P.SYM[3] and ctx.grid.get(7, 0) == P.LOOSE[0]
    # every free cell may take the first symbol: drawn lighter than a plain free cell
    assert ctx.grid.get(0, 0) == P.CAN
    press(v, [A])
    assert ctx.game.cells[v.cy * 7 + v.cx] == 4 and ctx.game.phase == R.PH_ROLL
    v.draw(ctx.grid, 600)
    assert ctx.grid.get(v.cx, v.cy) == P.LOOSE[3]


def test_a_refused_draw_changes_nothing_and_says_why():
    ctx, v = new_view(8)
    ctx.game.rng.state = seed_for(1, 2)
    press(v, [A, A])            # roll, then from the dice page to the sheet
    press(v, [UP, A])           # drawn at row 1, column 3
    ctx.game.rng.state = seed_for(1, 2)
    press(v, [A, A])
    press(v, [A])               # the same cell again: refused by the rules
    assert ctx.refused[-1] == "d6 is already drawn"
    press(v, [DOWN] * 4 + [A])
    assert "next to a symbol" in ctx.refused[-1]
    assert ctx.game.drawn == 1 and ctx.game.phase == R.PH_DRAW
    press(v, [B])               # back to the dice
    assert v.mode == P.M_DICE


def test_the_group_choice_and_the_bonus_page():
    ctx, v = new_view(8)
    g = ctx.game
    # x x . x x on row 2, then a double slash: the middle one completes three groups
    for k, s in ((0, 3), (1, 3), (3, 3), (4, 3)):
        g.cells[14 + k] = s + 1
        g.free -= 1
        g.drawn += 1
    g.rng.state = seed_for(3, 3)
    press(v, [A, A])
    press(v, [LEFT])
    assert (v.cx, v.cy) == (2, 2)
    press(v, [A])
    assert g.phase == R.PH_GROUP and g.ncand == 3
    v.draw(ctx.grid, 0)
    assert [ctx.grid.get(x, 2) for x in range(3)] == [P.CHOSEN] * 3   # the first offered group blinks
    press(v, [RIGHT, RIGHT])
    v.draw(ctx.grid, 0)
    assert [ctx.grid.get(x, 2) for x in range(2, 5)] == [P.CHOSEN] * 3
    press(v, [A])
    # imported here, not at the top: a words.py kept by this module took 10.7 KB from every test
    from games.kapai.words import sheet_text
    assert g.phase == R.PH_BONUS and sheet_text(g)[2] == "xxXXX.."
    v.draw(ctx.grid, 0)
    assert ctx.grid.get(7, 0) == PAL.WHITE    # the bonus page: triangle boxes offered first
    press(v, [DOWN, DOWN, A])
    assert bytes(g.boxes) == bytes((0, 0, 1, 0)) and g.phase == R.PH_DRAW
    v.draw(ctx.grid, 0)
    assert ctx.grid.get(7, 0) == P.SYM[3]   # the double's second slash still to draw


def test_console_commands():
    ctx = FakeCtx(8, 8, t=99)
    v = V.View(ctx)
    assert v.command(["roll"]) and "no sheet yet" in ctx.refused[-1]
    assert not v.command(["fly"])
    press(v, [A])
    g = ctx.game
    g.rng.state = seed_for(0, 1)
    assert v.command(["roll"]) and g.phase == R.PH_DRAW
    assert v.command(["draw", "a7"]) and "the dice differ" in ctx.refused[-1]
    assert v.command(["draw", "j7", "t"]) and "usage" in ctx.refused[-1]
    assert v.command(["draw", "x"]) and "usage" in ctx.refused[-1]
    assert v.command(["draw", "a7", "q"]) and "symbols" in ctx.refused[-1]
    assert v.command(["draw", "a7", "s"]) and g.cells[0] == 2
    assert (v.cx, v.cy) == (0, 0)
    assert v.command(["sheet"]) and ctx.lines[-7] == "s..#..."
    assert v.command(["score"]) and "0 points" in ctx.lines[-1]
    import sys   # the console's commands and the end's words (words.py) are loaded per command, then dropped
    assert "games.kapai.words" not in sys.modules
    assert v.command(["total", "5", "1"]) and "full" in ctx.refused[-1]
    assert v.command(["total", "x"]) and "usage" in ctx.refused[-1]
    assert v.command(["group", "a6"]) and "usage" in ctx.refused[-1]
    assert v.command(["bonus", "q"]) and "usage" in ctx.refused[-1]
    g.rng.state = seed_for(2, 2)
    assert v.command(["roll"])
    assert v.command(["draw", "a6"]) and g.cells[7] == 3 and g.left == 1
    assert v.command(["draw", "a5", "c"]) and g.phase == R.PH_ROLL
    # issue 18: one way to name a cell; the old zero-based forms are refused with the new one
    n = len(ctx.log)
    assert v.command(["draw", "2", "3"]) and "'2 3' is the old zero-based form: write d5" in ctx.refused[-1]
    assert v.command(["draw", "r2c3", "t"]) and "r2c3 is the old zero-based form: write d5" in ctx.refused[-1]
    assert v.command(["group", "2", "3", "down"]) and "write d5" in ctx.refused[-1]
    assert "a7 is the top-left" in ctx.refused[-1] and len(ctx.log) == n
    from games.kapai.words import HELP
    assert len(HELP) >= 6


def test_undo_under_the_view_resets_its_page():
    ctx, v = new_view(8)
    press(v, [A])
    assert v.mode == P.M_DICE
    ctx.undo()
    v.draw(ctx.grid, 0)
    assert v.mode == P.M_SHEET and ctx.game.phase == R.PH_ROLL


def test_drawing_allocates_nothing():
    try:
        from micropython import heap_lock, heap_unlock
    except ImportError:
        return   # CPython: nothing to measure; the MicroPython run checks it
    for w in (8, 16):
        ctx, v = new_view(w)
        rng = Rng(3)
        for step in range(60):
            g = ctx.game
            if g.over():
                break
            acts = legal_actions(g)
            press(v, keys_for(v, g, acts[rng.below(len(acts))]))
            v.draw(ctx.grid, step)        # the first frame after a change may fill the caches
            gc.collect()
            heap_lock()
            try:
                for t in (0, 250, 500, 750):
                    v.draw(ctx.grid, step * 1000 + t)
            finally:
                heap_unlock()


def test_random_keys_and_commands_never_break_the_view():
    for w in (8, 16):
        ctx = FakeCtx(w, w, t=7)
        v = V.View(ctx)
        rng = Rng(w + 1)
        words = (["roll"], ["draw", "d5"], ["draw", "a7", "x"], ["group", "c5", "down"], ["draw", "2", "3"],
                 ["bonus", "t"], ["total", "50", "2"], ["sheet"], ["score"], ["draw"], ["bonus"])
        acted = 0
        for step in range(3000):
            n = len(ctx.log)
            if rng.below(10) == 0:
                v.command(words[rng.below(len(words))])
            else:
                v.key(rng.below(6), (PRESS, PRESS, REPEAT, RELEASE)[rng.below(4)])
            acted += len(ctx.log) > n
            if rng.below(100) == 0 and ctx.log:
                ctx.undo()
            v.draw(ctx.grid, step * 37)
            if len(ctx.refused) > 20:
                del ctx.refused[:10]
        assert ctx.grid.outside == 0
        assert acted > 30, acted


def test_another_players_total_entered_with_the_buttons():
    ctx, v = new_view(8)
    rng = Rng(5)
    while not ctx.game.over():
        g = ctx.game
        acts = legal_actions(g)
        press(v, keys_for(v, g, acts[rng.below(len(acts))]))
    g = ctx.game
    mine = g.total()
    assert v.mode == P.M_INFO and v.won
    v.draw(ctx.grid, 0)
    assert ctx.grid.get(1, 0) == PAL.GREEN or ctx.grid.get(5, 0) == PAL.GREEN
    press(v, [A])
    assert v.mode == P.M_TOTAL and v.et == mine
    press(v, [RIGHT, UP, UP, DOWN])            # mine + 11
    press(v, [A, UP, UP, UP, RIGHT, DOWN])     # 3 bonus boxes
    v.draw(ctx.grid, 0)
    assert ctx.grid.get(0, 6) == PAL.WHITE and ctx.grid.get(2, 6) == PAL.WHITE
    assert ctx.grid.get(3, 6) == P.FREE
    press(v, [A])
    assert g.others == [(mine + 11, 3)] and v.mode == P.M_INFO
    assert not v.won and "player 2 wins" in ctx.lines[-1]
    v.draw(ctx.grid, 0)
    assert PAL.ORANGE in [ctx.grid.get(x, y) for x in range(8) for y in range(5)]
    press(v, [A, B])                           # B cancels an entry
    assert v.mode == P.M_INFO and len(g.others) == 1


def test_the_cell_under_the_cursor_in_words():
    # each move of the cursor says what the cell under it holds, once; a press against the edge
    # says nothing; `where` says it again
    ctx, v = new_view(8)
    g = ctx.game
    assert (v.cx, v.cy) == (3, 2)
    n = len(ctx.lines)
    press(v, [UP])
    assert ctx.lines[n:] == [R.cell_name(10) + ": free"]
    press(v, [UP])
    assert ctx.lines[-1] == R.cell_name(3) + ": dark: nobody draws here"
    n = len(ctx.lines)
    press(v, [UP])                       # the top edge
    assert len(ctx.lines) == n
    press(v, [LEFT, LEFT, DOWN])
    assert ctx.lines[-1] == R.cell_name(8) + ": a totem" and len(ctx.lines) == n + 3
    press(v, [A])                        # roll
    g = ctx.game
    assert g.phase == R.PH_DRAW
    assert v.command(["where"]) and ctx.lines[-1] == R.cell_name(8) + ": a totem"
    a = [x for x in legal_actions(g) if x[0] == R.OP_DRAW][0]
    v.cx, v.cy = a[1] % 7, a[1] // 7
    assert v.command(["where"]) and ctx.lines[-1] == R.cell_name(a[1]) + ": free: the symbol may go here"
    press(v, keys_for(v, g, a))
    assert ctx.log[-1] == a
    v.cx, v.cy = a[1] % 7, a[1] // 7
    assert v.command(["where"])
    assert ctx.lines[-1] == "%s: a %s" % (R.cell_name(a[1]), S.SYMBOLS[a[2]]), ctx.lines[-1]


class _NotLoaded:
    """Stands in sys.modules for words.py: a step that loads the module gets this, without `where`."""


def test_a_cursor_step_loads_no_module():
    # the view says the cell under the cursor itself: loading words.py on every step (10.7 KB of
    # heap for one line) cut the 128 KB MicroPython tier's heap into holes, and the random-keys test
    # above failed with MemoryError in some runs (issue 46)
    import sys
    ctx, v = new_view(8)
    stand_in = _NotLoaded()
    sys.modules["games.kapai.words"] = stand_in
    try:
        press(v, [UP, LEFT, DOWN, RIGHT])
        assert sys.modules.get("games.kapai.words") is stand_in
    finally:
        sys.modules.pop("games.kapai.words", None)
    assert ctx.lines[-1] == R.cell_name(17) + ": free", ctx.lines[-1]
