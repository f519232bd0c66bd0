# portable
# The Kawa view driven by keys through a fake app context, drawn on 8x8 and 16x16 grids.
import gc
import sys
from ui.keys import UP, DOWN, LEFT, RIGHT, A, B, PRESS, REPEAT, RELEASE, LONG
from games.kawa import rules as R
from games.kawa.moves import legal_actions
from games.kawa import codes as T
from games.kawa.words import river_text, tile_name
from games.kawa import grid as V
from games.kawa import page
from kawa_fake import FakeCtx
from kawa_util import TABLE
from core.rng import Rng


def press(v, *keys):
    for k in keys:
        v.key(k, PRESS)
        v.key(k, RELEASE)   # (A acts as it comes up)


def new_view(w=8, table=TABLE, n=2):
    ctx = FakeCtx(w, w)
    v = V.View(ctx)
    assert v.command(["colours", str(n)])
    assert v.command(["table", table])
    assert ctx.game is not None and v.mode == V.M_PLAY
    return ctx, v


def goto(v, p):
    """Move the cursor to tile p with the d-pad."""
    while v.cy < p // 4:
        press(v, DOWN)
    while v.cy > p // 4:
        press(v, UP)
    while v.cx != p % 4:
        press(v, RIGHT)


def keys_for(v, g, a):
    """Drive the view with the keys that make action a."""
    op = a[0]
    if op == R.OP_START:
        while v.cx != a[1]:
            press(v, RIGHT)
        press(v, A)
    elif op == R.OP_SWAP:
        goto(v, a[1])
        press(v, A)
        goto(v, a[2])
        press(v, A)
    elif op == R.OP_PETAL:
        if v.choice != a[1]:
            press(v, UP)
        assert v.choice == a[1]
        press(v, A)
    elif op == R.OP_TURN:
        press(v, (LEFT, DOWN, RIGHT)[a[1]])
    else:
        goto(v, a[1])
        press(v, A)
        if v.sel >= 0:
            press(v, A if a[2] == R.SINGLE else UP)


def test_setup_page_and_dealt_start():
    ctx = FakeCtx(8, 8, t=12345)
    v = V.View(ctx)
    assert v.mode == V.M_SETUP and "set-up" in ctx.lines[-1]
    v.draw(ctx.grid, 0)
    assert ctx.grid.outside == 0
    press(v, RIGHT)                      # 4 -> 2 colours
    assert v.colours == 2
    press(v, DOWN, RIGHT)                # double-weaving needs 4 colours
    assert ctx.refused and "4 colours" in ctx.refused[-1] and not v.weave
    press(v, UP, LEFT, DOWN, RIGHT)     # back to 4 colours, weave on
    assert v.colours == 4 and v.weave
    press(v, A)
    g = ctx.game
    assert g is not None and g.n == 4 and g.weave and v.mode == V.M_PLAY
    assert ctx.setup == R.make_setup(4, 12345, True)
    # a dealt river: the players are told what to lay, row by row, in the tiles' letters
    rows = " ".join("".join(T.KINDS[g.kind[r * 4 + c]][T.LETTER] for c in range(4)) for r in range(4))
    lay = [x for x in ctx.lines if x.startswith("Lay the river")]
    assert len(lay) == 1 and rows in lay[0] and len(rows) == 19, (rows, ctx.lines)
    press(v, A)                          # Red's Starting tile: not said again
    assert len([x for x in ctx.lines if x.startswith("Lay the river")]) == 1


def test_the_set_up_page_opens_on_the_last_games_colours():
    # a newcomer's set-up page went back to 4 colours each time it opened
    ctx = FakeCtx(8, 8)
    ctx.setup = R.make_setup(2, 7, False)     # the last Kawa game the companion holds
    v = V.View(ctx)
    assert v.mode == V.M_SETUP and v.colours == 2 and not v.weave
    assert "2 colours" in ctx.lines[-1]
    ctx = FakeCtx(8, 8)
    ctx.setup = R.make_setup(4, 7, True)
    v = V.View(ctx)
    assert v.colours == 4 and v.weave


def test_a_river_laid_on_the_table_is_not_told_again():
    ctx, v = new_view(8)
    assert not any(x.startswith("Lay the") for x in ctx.lines), ctx.lines


def test_table_entry_by_keys():
    ctx = FakeCtx(8, 8)
    v = V.View(ctx)
    press(v, DOWN, DOWN, RIGHT, A)       # river: table
    assert v.mode == V.M_TABLE
    press(v, RIGHT)                      # the cursor's line names the tile as laid so far
    assert ctx.lines[-1] == "b4: Straight (A changes it)"
    press(v, LEFT, UP)
    assert ctx.lines[-1] == "above the river: A starts the game with this river"
    press(v, A)                          # confirm at once: the basic order is a valid river
    assert ctx.game is not None
    assert river_text(ctx.game) == ["SSSS", "LLLL", "LRRR", "RRvv"]
    ctx2 = FakeCtx(16, 16)
    v2 = V.View(ctx2)
    press(v2, DOWN, DOWN, RIGHT, A)
    press(v2, A)                         # a4 Straight -> Left Bend: one Straight short
    v2.draw(ctx2.grid, 0)
    assert ctx2.grid.outside == 0
    press(v2, UP, A)
    assert ctx2.game is None and "Straight" in ctx2.refused[-1]
    assert v2.command(["table", "LSSR", "RLLR", "SRWL", "SRWL"])
    assert river_text(ctx2.game) == ["LSSR", "RLLR", "SRvL", "SRvL"]


def test_refusals_through_the_view_change_nothing():
    ctx, v = new_view()
    press(v, A)                          # Red takes slot a; the cursor moves on to a free slot
    assert v.cx == 1
    v.cx = 0                             # Blue on the same slot (the d-pad skips it: issue 18)
    press(v, A)
    assert "taken by Red" in ctx.refused[-1]
    press(v, RIGHT, A)
    assert ctx.game.phase == R.PH_SWAP
    goto(v, 0)
    press(v, A)
    goto(v, 5)
    press(v, A)
    assert "not orthogonally adjacent" in ctx.refused[-1]
    assert ctx.game.kind[0] == T.LEFT_BEND and len(ctx.log) == 2


def test_whirlpool_keys_refuse_upstream_and_unchanged():
    ctx, v = new_view()
    g = ctx.game
    for a in (b"\x01\x01", b"\x01\x02", b"\x02\x06\x0a", b"\x02\x00\x01", b"\x03\x01", b"\x03\x01"):
        keys_for(v, ctx.game, a)
    assert ctx.game.phase == R.PH_TURN and len(ctx.log) == 6
    press(v, UP)
    assert "upstream" in ctx.refused[-1]
    press(v, DOWN)
    assert "new direction" in ctx.refused[-1]
    press(v, RIGHT)
    assert ctx.game.dir[6] == T.RIGHT and ctx.game.phase == R.PH_FLOW


def drive_whole_game(w, n, seed):
    ctx = FakeCtx(w, w)
    v = V.View(ctx)
    assert v.command(["colours", str(n)])
    page.start(v, None)
    rng = Rng(seed)
    t = 0
    fresh_said = 0
    while not ctx.game.over():
        g = ctx.game
        acts = legal_actions(g)
        a = acts[rng.below(len(acts))]
        before = len(ctx.log)
        keys_for(v, g, a)
        assert len(ctx.log) == before + 1 and ctx.log[-1] == a, (a, ctx.refused[-1:])
        del ctx.log[:]     # (what was played is checked; keep the 128K heap free)
        if ctx.game.fresh and not ctx.game.over():
            assert "Lay the new first row" in ctx.lines[-1]
            fresh_said += 1
        t += 450
        v.draw(ctx.grid, t)
        v.draw(ctx.grid, t + V.LAYER_MS)
        assert ctx.grid.outside == 0
    assert fresh_said == 3 and not ctx.refused
    v.draw(ctx.grid, 0)
    return ctx, v


def test_whole_game_by_keys_on_8x8_and_16x16():
    drive_whole_game(8, 2, 5)
    drive_whole_game(16, 3, 6)
    ctx, v = drive_whole_game(16, 4, 7)
    assert ctx.grid.outside == 0


def test_16x16_shows_slots_path_petals_and_scores():
    ctx, v = new_view(16)
    g = ctx.game
    press(v, A)                          # Red on slot a
    press(v, A)                          # Blue on slot b, where the cursor went
    v.draw(ctx.grid, 0)
    gr = ctx.grid
    assert gr.get(0, 0) == V.HUES[0] and gr.get(3, 0) == V.HUES[1] and gr.get(7, 0) == V.DIM
    # Blue acts first; its path from slot b is 1, 5, 8, 12, drawn in Blue
    assert bytes(g.path()) == bytes((1, 5, 8, 12))
    for p in (1, 5, 8, 12):
        assert gr.get((p % 4) * 3 + 1, 1 + (p // 4) * 3 + 1) == V.HUES[1]
    assert gr.get(0 * 3 + 1, 1 + 1) == V.WATER_BIG   # tile 0 is off the path
    for a in (b"\x02\x0c\x0d", b"\x02\x0c\x0d", b"\x03\x01"):
        keys_for(v, g, a)
    v.draw(ctx.grid, 0)
    # Blue's single petal on tile 1: its corner (top right) lit dim blue
    assert gr.get(1 * 3 + 2, 1) == V.PETALS[3 * 1]
    assert gr.get(1 * 3 + 0, 1) == 0


def _light(c):
    # what an LED gives for a colour: the output stage's gamma (2.6), summed over the channels
    return sum(((c >> s) & 255) ** 2.6 for s in (16, 8, 0))


def test_petal_counts_are_three_lights_brighter_for_more():
    # 1, 2 and 3+ petals of Blue on tile 5: its corner (16x16: top right of the 3x3 tile) shows a
    # faint copy, the colour, then the colour washed pale, each brighter than the last
    ctx, v = new_view(16)
    g = ctx.game
    gr = ctx.grid
    x, y = (5 % 4) * 3 + 2, 1 + (5 // 4) * 3
    seen = []
    for n in (1, 2, 3, 5):
        g.petal[5 * 4 + 1] = n
        v.draw(gr, 0)
        seen.append(gr.get(x, y))
    assert seen == [V.PETALS[3], V.PETALS[4], V.PETALS[5], V.PETALS[5]]
    assert seen[1] == V.HUES[1]
    assert _light(seen[0]) < _light(seen[1]) < _light(seen[2])
    g.petal[5 * 4 + 1] = 0
    v.draw(gr, 0)
    assert gr.get(x, y) == 0


def test_16x16_petals_and_the_flow_line_never_share_an_led():
    # lights.cues declares it (position): on 16x16 the flow line is the tile's middle column and
    # one LED of its bottom row, each colour's petals a corner beside it; so a petal's light is only
    # ever in a corner and a line's only in the middle, whatever the colours
    ctx, v = new_view(16, n=4)
    g = ctx.game
    rng = Rng(5)
    lit = 0
    while True:
        acts = legal_actions(g)
        g.apply(acts[rng.below(len(acts))])
        lit = sum(1 for p in range(16) for c in range(4) if g.value_on(p, c))
        if g.phase == R.PH_FLOW and lit >= 10:
            break
    v._enter_phase()
    gr = ctx.grid
    petal = set(V.PETALS)
    line = (V.WATER_BIG, V.WHIRL_BIG)
    for t in (0, 250, 400, 650):
        v.draw(gr, t)
        for p in range(16):
            x, y = (p % 4) * 3, 1 + (p // 4) * 3
            d = g.dir[p]
            mid = ((x + 1, y), (x + 1, y + 1), (x + d, y + 2))
            corners = ((x, y), (x + 2, y), (x, y + 1), (x + 2, y + 1))
            assert not set(mid) & set(corners)
            for c in range(4):
                val = g.value_on(p, c)
                got = gr.get(corners[c][0], corners[c][1])
                if val:
                    assert got in petal or got == V.WHITE, (p, c, hex(got))
                    assert got == V.PETALS[3 * c + min(val, 3) - 1] or g.double_on(p, c)
                else:
                    assert got == 0, (p, c, hex(got))
            for cx, cy in mid:     # the line: its colour, a path's, the flow's blink, or off
                assert gr.get(cx, cy) in line + V.HUES + (V.WHITE, 0), (p, hex(gr.get(cx, cy)))
            assert gr.get(x + 1, y) != 0 or p == g.flow_pos() or (g.fresh and p < 4)


def test_8x8_layers_and_score_page():
    ctx, v = new_view(8)
    g = ctx.game
    for a in (b"\x01\x00", b"\x01\x01", b"\x02\x0c\x0d", b"\x02\x0c\x0d", b"\x03\x02"):
        keys_for(v, g, a)
    assert g.double_on(1, 1)
    gr = ctx.grid
    v.draw(gr, V.LAYER_MS)               # the petal layer: Blue's quadrant (top right) on tile 1
    assert gr.get(3, 0) in (V.PETALS[3 * 1 + 1], V.WHITE)
    v.draw(gr, 0)                        # the river layer: slots on the top row
    assert gr.get(0, 0) == V.HUES[0] and gr.get(2, 0) == V.HUES[1]
    g.score[0], g.score[1] = 4, 8
    press(v, B)
    assert v.info
    v.draw(gr, 0)
    lit = 0
    for x in range(8):
        if gr.get(x, 0) == V.HUES[0]:
            lit += 1
    assert lit == 4 and gr.get(7, 2) in (V.HUES[1], 0)


def test_8x8_layer_follows_the_phase():
    ctx, v = new_view(8)
    gr = ctx.grid
    v.draw(gr, 5 * V.LAYER_MS)           # an odd layer phase: the river layer (slots) even in the petal period
    assert gr.get(0, 0) != 0             # (the slot being chosen, in the cursor's lit half)
    g = ctx.game
    while g.phase != R.PH_RETURN:
        g.apply(legal_actions(g)[0])
    v._enter_phase()
    v.cy = 3
    for t in (0, V.LAYER_MS):            # returns: the petal layer all the time
        v.draw(gr, t + 1)
        for p in range(16):
            for c in range(2):
                x, y = (p % 4) * 2 + (c & 1), (p // 4) * 2
                if (x, y) == (v.cx * 2, v.cy * 2):
                    continue             # under the cursor
                if g.value_on(p, c) and not g.double_on(p, c):
                    assert gr.get(x, y) != 0
                elif not g.value_on(p, c):   # no petal: dark, or the river's line under it
                    assert gr.get(x, y) in (0, V.WATER, V.WHIRL)


def test_8x8_never_blank_the_petal_layer_shows_the_river_under_the_petals():
    ctx, v = new_view(8)
    g = ctx.game
    for a in (b"\x01\x00", b"\x01\x01"):    # both Starting tiles: the swaps, no petal yet
        keys_for(v, g, a)
    gr = ctx.grid
    for t in range(0, 4 * V.LAYER_MS, 100):
        v.draw(gr, t)
        lit = sum(1 for i in range(64) if gr.px[i])
        assert lit >= 2 * 16, (t, lit)           # every tile's line, on both layers
    v.draw(gr, V.LAYER_MS + 1)                   # the petal layer: each tile's line under the petals
    for p in range(16):
        x, y = (p % 4) * 2, (p // 4) * 2
        cells = [gr.get(x + i % 2, y + i // 2) for i in range(4)]
        under = V.WHIRL if T.KINDS[g.kind[p]][T.TURNS] else V.WATER
        assert cells.count(under) >= 2 or (p // 4, p % 4) == (v.cy, v.cx), (p, cells)


def test_view_follows_undo():
    ctx, v = new_view(8)
    press(v, A, RIGHT, A)
    assert ctx.game.phase == R.PH_SWAP
    assert ctx.undo()
    assert ctx.game.phase == R.PH_START
    press(v, RIGHT)
    press(v, RIGHT)
    press(v, A)                          # Blue again, now on slot d (cursor kept on the slot row)
    assert ctx.game.slot[3] == 1 and ctx.game.phase == R.PH_SWAP


def test_a_acts_as_it_comes_up_and_a_long_a_only_asks_what_can_be_done():
    ctx, v = new_view(8)
    v.key(A, PRESS)
    assert len(ctx.log) == 0             # nothing yet: A acts as it comes up
    v.key(A, LONG)                       # held: what can be done now (issue 47), and nothing else
    v.key(A, RELEASE)
    assert len(ctx.log) == 0 and not ctx.refused and ctx.options_asked == 1
    press(v, A)                          # a short A: Red's Starting tile
    assert len(ctx.log) == 1
    press(v, A)                          # Blue's
    v.key(A, RELEASE)                    # a stray release: would pick a tile for a swap if taken as a press
    assert v.sel < 0 and ctx.game.phase == R.PH_SWAP
    v.key(DOWN, REPEAT)
    v.key(DOWN, REPEAT)
    assert v.cy == 2


def test_console_commands():
    ctx, v = new_view(8)
    assert v.command(["river"])
    assert ctx.lines[-4:] == ["LSSR", "RLLR", "SRvL", "SRvL"]
    assert v.command(["tile", "c2"]) and "c2 Whirlpool (down): no petals" in ctx.lines[-1]
    assert v.command(["score"]) and "Red 0" in ctx.lines[-1]
    assert v.command(["tile", "9", "x"]) and "not a cell: 9" in ctx.refused[-1]
    assert v.command(["tile", "b3", "x"]) and "usage: tile b3" in ctx.refused[-1]
    # issue 18: one way to name a cell; the old zero-based forms are refused with the new one
    assert v.command(["tile", "2", "2"]) and "'2 2' is the old zero-based form: write tile c2" in ctx.refused[-1]
    assert v.command(["tile", "r0c1"]) and "r0c1 is the old zero-based form: write b4" in ctx.refused[-1]
    assert "a4 is the top-left" in ctx.refused[-1]
    assert not v.command(["bogus"])


def test_draw_allocates_nothing_on_micropython():
    if sys.implementation.name != "micropython":
        return
    for w in (8, 16):
        ctx, v = new_view(w)
        press(v, A, RIGHT, A)
        v.draw(ctx.grid, 0)
        gc.collect()
        gc.disable()
        try:
            before = gc.mem_alloc()
            for t in range(0, 4000, 100):
                v.draw(ctx.grid, t)
            grown = gc.mem_alloc() - before
        finally:
            gc.enable()
        assert grown == 0, grown
    ctx = FakeCtx(16, 16)   # the set-up page, doubled on 16x16
    v = V.View(ctx)
    assert v.mode == V.M_SETUP
    v.draw(ctx.grid, 0)
    gc.collect()
    gc.disable()
    try:
        before = gc.mem_alloc()
        for t in range(0, 4000, 100):
            v.draw(ctx.grid, t)
        grown = gc.mem_alloc() - before
    finally:
        gc.enable()
    assert grown == 0, grown


def test_what_lies_under_the_cursor_in_words():
    # each move of the cursor says what lies under it, once; `where` says it again
    ctx, v = new_view(8)
    g = ctx.game
    assert g.phase == R.PH_START and v.cy < 0
    n = len(ctx.lines)
    press(v, RIGHT)
    assert ctx.lines[n:] == ["slot %s: free" % "abcd"[v.cx]]
    press(v, A)                                  # the first colour starts there
    rng = Rng(4)
    while not any(g.value_on(p, 0) for p in range(16)):
        acts = legal_actions(g)
        keys_for(v, g, acts[rng.below(len(acts))])
        g = ctx.game
    p = [p for p in range(16) if g.value_on(p, 0)][0]
    if g.phase in (R.PH_SWAP, R.PH_RETURN):
        goto(v, p)
        n = len(ctx.lines)
        press(v, LEFT)
        goto(v, p)
        assert len(ctx.lines) == n + 2
    else:
        v.cx, v.cy = p % 4, p // 4
    assert v.command(["where"])
    line = ctx.lines[-1]
    assert line.startswith(R.pos_name(p) + " " + tile_name(g, p) + ": "), line
    assert ("Red %d" % g.singles_on(p, 0)) in line, line
    assert v.command(["tile", R.pos_name(p)]) and ctx.lines[-1] == line.split(" (on")[0]


def test_the_start_slot_cursor_skips_taken_slots():
    # issue 18: the cursor landed on slots already taken; it now steps over them both ways
    ctx, v = new_view(8, n=4)
    g = ctx.game
    assert g.phase == R.PH_START and v.cx == 0
    press(v, RIGHT, A)                     # the first colour starts at slot b
    g = ctx.game
    assert g.slot[1] != R.NONE and v.cx == 0
    seen = []
    for k in (RIGHT, RIGHT, RIGHT, LEFT, LEFT, LEFT):
        press(v, k)
        seen.append(v.cx)
        assert ctx.lines[-1] == "slot %s: free" % "abcd"[v.cx]
    assert seen == [2, 3, 0, 3, 2, 0]
    press(v, RIGHT, A)                     # slot c (past b)
    assert ctx.game.slot[2] != R.NONE and v.cx == 0
    press(v, LEFT, LEFT)                   # 1 and 2 taken: 0, 3, then back to 0
    assert v.cx == 0 and ctx.lines[-1] == "slot a: free"


def test_every_arrow_answers_and_a_refused_swap_keeps_the_first_tile():
    """Issue 48: Down at the river's bottom edge was silent (Left and Right wrap round; Up and
    Down now do too: the cursor moves and its tile is said), and after a refused swap the first
    tile was no longer picked, so the next A started a new swap instead of trying another tile."""
    ctx, v = new_view()
    press(v, A, RIGHT, A)                # both start: the swap phase
    assert ctx.game.phase == R.PH_SWAP
    goto(v, 12)                          # the bottom row
    for k, want in ((DOWN, 0), (UP, 12), (LEFT, 15), (RIGHT, 12)):
        ctx.lines.append("-")
        press(v, k)
        assert v.cy * 4 + v.cx == want and ctx.lines[-1] != "-", (k, v.cy, v.cx)   # moved, and said
    goto(v, 0)
    press(v, A)
    goto(v, 5)
    press(v, A)                          # not adjacent: refused
    assert "not orthogonally adjacent" in ctx.refused[-1]
    assert v.sel == 0                    # the first tile stays picked
    goto(v, 1)
    press(v, A)
    assert ctx.log[-1] == bytes((R.OP_SWAP, 0, 1)) and v.sel < 0


def test_on_8x8_the_starting_slots_leave_the_top_tiles_seen():
    """Issue 48: on 8x8 the slot row is the top tiles' top row, and the slots (taken, and the one
    being chosen) covered it for good. They blink now: slots in the blink's lit half, the tiles'
    top row in the other."""
    ctx, v = new_view(8, n=4)
    press(v, RIGHT, A)                     # the first colour starts at slot b
    g = ctx.game
    assert g.slot[1] != R.NONE and g.phase == R.PH_START

    def top(t):
        v.draw(ctx.grid, t)
        return [ctx.grid.get(x, 0) for x in range(8)]
    lit, other = top(4000), top(4500)   # both blinks lit (Kawa's 400 ms, the cursor's 500), both dark
    assert lit[2:4] == [V.HUES[g.slot[1]]] * 2          # slot b: its colour, in the lit half
    tile = V._line(v, g.kind[1])
    assert V.HUES[g.slot[1]] not in other[2:4] and tile in other[2:4], (other, tile)   # the tile's row
    assert lit[0:2] != other[0:2]                       # the slot being chosen blinks over its tile too
