# The Kōnane view: on a small fake ctx (set-up page, picking, landing squares, refusals, drawing on
# every size) and end to end on the real app (companion games, hints, undo pause, big boards).

from core.errors import Illegal, BadSetup
from ui import keys, palette
from games.konane.rules import Game, SIZES
from games.konane.words import parse, parse_square, apply_text
from games.konane.grid import View, C_PIECE, C_IDLE, C_HINT, C_LAST, C_SELECT, C_TARGET
from host_tools.sim import Rig, load_board


from konane_fake import FakeCtx


def tap(view, k):
    view.key(k, keys.PRESS)
    view.key(k, keys.RELEASE)


def goto(view, name):
    g = view.ctx.game
    p = parse_square(g.board, name)
    sq = g.board.unpad(p)
    while view.r != sq // g.n or view.c != sq % g.n:
        if view.r < sq // g.n:
            tap(view, keys.DOWN)
        elif view.r > sq // g.n:
            tap(view, keys.UP)
        elif view.c < sq % g.n:
            tap(view, keys.RIGHT)
        else:
            tap(view, keys.LEFT)


def cell(ctx, name):
    g = ctx.game
    sq = g.board.unpad(parse_square(g.board, name))
    ox = (ctx.grid.w - g.n) // 2
    oy = (ctx.grid.h - g.n) // 2
    return ctx.grid.get(ox + sq % g.n, oy + sq // g.n)


def test_setup_page_and_start():
    ctx = FakeCtx()
    v = View(ctx)
    assert v.setup_page and "set-up" in ctx.lines[-1]
    v.draw(ctx.grid, 0)
    assert ctx.grid.get(4, 0) != 0  # the size digit '8'
    tap(v, keys.RIGHT)                # 10x10: does not fit 8x8
    v.draw(ctx.grid, 0)
    assert ctx.grid.get(1, 0) == palette.REFUSED  # "10" shown in red
    tap(v, keys.A)
    assert ctx.game is None and "does not fit" in ctx.refused[-1]
    tap(v, keys.LEFT)
    tap(v, keys.DOWN)       # mode line
    tap(v, keys.RIGHT)      # the companion plays Jasmine
    tap(v, keys.DOWN)       # level line
    tap(v, keys.RIGHT)      # level 3
    v.draw(ctx.grid, 0)
    assert ctx.grid.get(0, 5) == C_PIECE[0] and ctx.grid.get(5, 5) == palette.PURPLE
    tap(v, keys.A)
    assert ctx.game is not None and ctx.game.setup == bytes((8, 1, 3))
    assert not v.setup_page


def test_removal_pick_confirm_and_cancel():
    ctx = FakeCtx(setup=b"\x08")
    v = View(ctx)
    v.draw(ctx.grid, 500)  # the cursor's 'off' half: the cells show what lies beneath
    # the 4 removable pieces are bright, the others dim
    assert cell(ctx, "d5") == C_PIECE[0] and cell(ctx, "a8") == C_PIECE[0]
    assert cell(ctx, "b8") == C_IDLE[1] and cell(ctx, "c6") == C_IDLE[0]
    goto(v, "c6")
    tap(v, keys.A)
    assert ctx.refused and ctx.game.board.ply == 0
    goto(v, "d5")
    tap(v, keys.A)
    assert v.sel >= 0 and ctx.game.board.ply == 0
    tap(v, keys.B)
    assert v.sel == -1
    tap(v, keys.A)
    tap(v, keys.A)
    assert ctx.log == [ctx.game.move_to_action(parse(ctx.game.board, "xd5"))]
    goto(v, "d4")
    tap(v, keys.A)
    tap(v, keys.A)
    assert ctx.game.board.ply == 2


def test_jump_targets_and_confirm():
    ctx = FakeCtx(setup=b"\x08")
    for t in ("xd5", "xd4"):
        apply_text(ctx.game, t)
    v = View(ctx)
    goto(v, "d7")
    tap(v, keys.A)
    v.draw(ctx.grid, 500)
    assert cell(ctx, "d5") == C_TARGET
    before = len(ctx.refused)
    goto(v, "e5")
    tap(v, keys.A)  # not a landing square: refused, nothing played
    assert len(ctx.refused) == before + 1 and ctx.game.board.ply == 2
    goto(v, "d5")
    tap(v, keys.A)
    assert ctx.game.board.ply == 3 and ctx.game.history[-1] == parse(ctx.game.board, "d7-d5")
    goto(v, "a1")                                 # the cursor away
    v.draw(ctx.grid, 2000)
    assert cell(ctx, "d5") == C_IDLE[0]           # not Hibiscus's turn any more...
    assert cell(ctx, "d7") == C_LAST        # where the last move started
    v.draw(ctx.grid, 2500)                        # ...and, in the blink's other half, blue:
    assert cell(ctx, "d5") == C_LAST        # where it landed (issue 48: it was unmarked)
    assert cell(ctx, "d7") == C_LAST


def test_refusal_reasons():
    ctx = FakeCtx(setup=b"\x08")
    for t in ("xd5", "xd4"):
        apply_text(ctx.game, t)
    v = View(ctx)
    goto(v, "d4")
    tap(v, keys.A)
    assert "empty" in ctx.refused[-1]
    goto(v, "c5")
    tap(v, keys.A)
    assert "Jasmine's piece" in ctx.refused[-1]
    goto(v, "a8")
    tap(v, keys.A)
    assert "no jump" in ctx.refused[-1]
    assert ctx.game.board.ply == 2 and ctx.log == []


def test_console_moves_and_hint_command():
    ctx = FakeCtx(setup=b"\x08")
    v = View(ctx)
    assert v.command(["xd5"]) and ctx.game.board.ply == 1
    assert v.command(["xa1"]) and "Jasmine" in ctx.refused[-1] and ctx.game.board.ply == 1
    assert v.command(["q9-q7"]) and ctx.game.board.ply == 1
    assert v.command(["hint"]) and v.want_hint
    assert v.command(["record"]) and ctx.lines[-1] == "8x8: xd5"
    assert v.command(["hello"]) is False


def run_task(v, ctx, steps, dt=10):
    from core import aio
    aio.manual(ctx.now)  # sleeps wait on the fake clock, stepped by hand
    try:
        coro = v.task()
        for _ in range(steps):
            ctx.t += dt
            coro.send(None)
    finally:
        aio.manual(None)
    return coro


def test_hint_through_the_task():
    ctx = FakeCtx(setup=b"\x06")
    v = View(ctx)
    v.command(["hint"])
    run_task(v, ctx, 400)
    assert v.hint_m and ctx.game.is_legal(v.hint_m)
    assert ctx.lines[-1].startswith("hint: x")
    v.draw(ctx.grid, 500)  # the hint blinks green in the cursor's 'off' half (a removal: one square)
    sq = ctx.game.board.unpad(v.hint_m >> 8)
    assert ctx.grid.get(1 + sq % 6, 1 + sq // 6) == C_HINT


def test_every_size_draws_on_16x16_with_turn_frame():
    # a board that fits twice over is drawn in 2x2 blocks; the whose-turn frame is drawn only a
    # dark ring away from the board (none for 8x8 or 14x14, which leave no room for the ring)
    for n in SIZES:
        ctx = FakeCtx(16, 16, bytes((n,)))
        v = View(ctx)
        v.draw(ctx.grid, 0)
        k = 2 if n <= 8 else 1
        ox = (16 - k * n) // 2
        for i in range(k * k):
            assert ctx.grid.get(ox + i % k, ox + i // k) in (C_PIECE[0], C_IDLE[0])  # top-left Hibiscus
        if ox >= 2:
            assert ctx.grid.get(ox - 1, ox + 3) == palette.OFF           # the dark ring
            assert ctx.grid.get(ox - 2, ox - 2) == C_IDLE[0]             # Hibiscus's turn: its frame
            assert ctx.grid.get(ox + 3, ox + k * n + 1) == C_IDLE[0]
        elif ox == 1:
            assert all(ctx.grid.get(x, 0) == palette.OFF for x in range(16))  # no frame


def test_an_8x8_board_fills_the_16x16_panel_in_2x2_blocks():
    # issue 29: 8x8 on the 16x16 panel lit one LED a square in the middle quarter, inside a ring of
    # dim Hibiscus that read as more stones. Opened with the buttons, as a player would
    rig = Rig(load_board("pico-16x16"))
    g = open_konane(rig)
    assert g.n == 8
    rig.step(600)
    v = rig.app.game_screen.view
    g = rig.app.session.game
    for r in range(8):
        for c in range(8):
            if (r, c) == (v.r, v.c):
                continue  # the cursor's block blinks
            v_ = g.board.b[g.board.pad(r * 8 + c)]
            want = (C_PIECE if v.movable[r * 8 + c] else C_IDLE)[v_ - 1]
            block = set(rig.cell(2 * c + i % 2, 2 * r + i // 2) for i in range(4))
            assert block == {want}, (r, c, block)
    # the cursor is the whole block: all four LEDs blink together
    x, y = 2 * v.c, 2 * v.r
    seen = set()
    for _ in range(100):
        rig.step(10)
        seen.add(tuple(rig.cell(x + i % 2, y + i // 2) for i in range(4)))
    assert (palette.CURSOR,) * 4 in seen and len(seen) == 2


def test_game_over_shows_winner_and_a_offers_a_rematch():
    ctx = FakeCtx(setup=b"\x04")
    for t in ("xb3", "xb2"):  # a short 4x4 game, played to the end with first legal moves
        apply_text(ctx.game, t)
    while not ctx.game.over():
        ctx.game.play(ctx.game.legal()[0])
    v = View(ctx)
    winner = ctx.game.winner()
    seen = set()
    for t in range(0, 2000, 120):
        v.draw(ctx.grid, t)
        seen.update(ctx.grid.get(x, y) for x in range(8) for y in range(8))
    # the winner's ring is the platform's, the same for every game (tests/journeys/test_end.py)
    assert C_PIECE[winner] not in seen
    tap(v, keys.A)                        # a rematch, asked by the platform on the grid
    assert ctx.rematches == [-1] and not v.setup_page
    tap(v, keys.B)                        # B says the result
    assert "wins" in ctx.lines[-1] and "A: a rematch" in ctx.lines[-1]


# --- end to end on the real app --------------------------------------------------------------------

def open_konane(rig, mode_rights=0, level_rights=0, size_rights=0):
    rig.press("a")  # the menu opens on Konane
    for _ in range(size_rights):
        rig.press("right")
    rig.press("down")
    for _ in range(mode_rights):
        rig.press("right")
    if level_rights:
        rig.press("down")
        for _ in range(level_rights):
            rig.press("left")
    rig.press("a")
    return rig.app.session.game


def test_full_game_against_the_companion_end_to_end():
    rig = Rig(load_board("pico-8x8"))
    g = open_konane(rig, mode_rights=1, level_rights=1)  # companion Jasmine, level 1
    assert g.computer_side() == 1 and g.level == 1
    for _ in range(400):
        g = rig.app.session.game
        if g.over():
            break
        if g.turn() == 0:
            rig.command(g.move_text(g.legal()[0]))
        else:
            rig.step(100)
    g = rig.app.session.game
    assert g.over()
    assert any("companion: Jasmine" in line for line in rig.lines)
    # level 1 searches one ply: said in the singular (issue 29)
    assert any("(searched 1 ply, " in line for line in rig.lines)
    assert not any(" 1 plies" in line for line in rig.lines)
    # undo-by-replay: the saved log rebuilds exactly this position
    g2 = Game(g.setup)
    for a in rig.app.session.log:
        g2.apply(a)
    assert bytes(g2.board.b) == bytes(g.board.b) and g2.winner() == g.winner()


def test_one_undo_takes_back_the_companions_reply_and_your_move():
    """Issue 48: undo after the companion's reply took back its move alone (and the companion
    then waited), so getting your own move back took three presses. One undo, from the menu or
    typed, takes back both: your turn again, as before your move; redo plays both again."""
    rig = Rig(load_board("pico-8x8"))
    open_konane(rig, mode_rights=1, level_rights=1)
    rig.command("xd5")
    rig.step(1000)
    g = rig.app.session.game
    assert g.board.ply == 2  # the companion answered
    rig.long("b")
    assert rig.menu_to("Undo the last action")
    rig.press("a")
    rig.step(1500)
    g = rig.app.session.game
    assert g.board.ply == 0 and g.turn() == 0 and len(rig.app.session.log) == 0
    assert not any("companion waits" in line for line in rig.lines)
    rig.command("redo")
    rig.step(1500)
    assert rig.app.session.game.board.ply == 2


def test_undo_of_the_companions_opening_pauses_it():
    """The undo that leaves the companion to move (its opening removal, with no move of yours
    before it to take back too): it waits for A (or `go`) rather than playing again at once."""
    rig = Rig(load_board("pico-8x8"))
    open_konane(rig, mode_rights=2, level_rights=1)   # the companion plays Hibiscus: it opens
    rig.step(1500)
    assert rig.app.session.game.board.ply == 1
    rig.command("undo")
    rig.step(1500)
    assert rig.app.session.game.board.ply == 0   # it waits
    assert any("companion waits" in line for line in rig.lines)
    rig.command("go")
    rig.step(1500)
    assert rig.app.session.game.board.ply == 1


def test_companion_plays_hibiscus_and_hint_long_press():
    rig = Rig(load_board("pico-16x16"))
    g = open_konane(rig, mode_rights=2, level_rights=1, size_rights=2)  # 12x12, companion Hibiscus
    assert g.n == 12 and g.computer_side() == 0
    rig.step(1500)
    g = rig.app.session.game
    assert g.board.ply == 1
    rig.long("a")
    rig.step(2500)
    assert any(line.startswith("hint: x") for line in rig.lines)


def test_the_square_under_the_cursor_in_words():
    # every move of the cursor says what lies under it, once; a press against the edge moves
    # nothing and says nothing; `where` says it again
    ctx = FakeCtx(setup=b"\x08")
    for t in ("xd5", "xd4"):
        apply_text(ctx.game, t)
    v = View(ctx)
    goto(v, "d7")
    assert ctx.lines[-1] == "d7: Hibiscus's stone, can move"
    n = len(ctx.lines)
    tap(v, keys.A)                     # the pick is said, with where it may land (issue 37)
    goto(v, "d6")
    assert ctx.lines[n:] == ["d7 picked: it can jump to d5 (A there), B puts it back", "d6: Jasmine's stone, not its turn"]
    goto(v, "d5")
    assert ctx.lines[-1] == "d5: empty, a landing square for d7"
    goto(v, "d4")
    assert ctx.lines[-1] == "d4: empty, the last move started here"
    goto(v, "a4")
    assert ctx.lines[-1] == "a4: Hibiscus's stone, cannot move now"
    n = len(ctx.lines)
    tap(v, keys.LEFT)                  # the edge: no move
    assert len(ctx.lines) == n
    assert v.command(["where"]) and ctx.lines[n:] == ["a4: Hibiscus's stone, cannot move now"]
    goto(v, "d7")
    assert ctx.lines[-1] == "d7: Hibiscus's stone, picked"


def test_setup_page_fills_a_16x16_grid():
    # issue 18: on 16x16 the set-up page used only the top-left 8x8; now each LED of the 8x8 page
    # is a 2x2 block, the whole grid
    small, big = FakeCtx(), FakeCtx(16, 16)
    for ctx in (small, big):
        v = View(ctx)
        tap(v, keys.DOWN)
        tap(v, keys.RIGHT)                # the companion plays Jasmine: a purple half
        v.draw(ctx.grid, 0)
    for y in range(16):
        for x in range(16):
            assert big.grid.get(x, y) == small.grid.get(x // 2, y // 2), (x, y)
    assert any(big.grid.get(x, y) for y in range(8, 16) for x in range(8, 16))


def test_the_refusal_never_shows_the_edge_stones_in_red():
    # issue 29: the refusal border covered the 8x8 board's edge stones in red between glimpses of
    # the stones, and read as a ring of Hibiscus. Now the border is red, then dark, then red, then
    # dark: never a stone, never a stone's colour
    rig = Rig(load_board("pico-8x8"))
    open_konane(rig)
    rig.press("up")           # d6: not a piece Hibiscus may remove
    rig.step(600)
    rig.press("a")
    assert rig.lines[-1].startswith("! Hibiscus opens")
    seen = set()
    while rig.app.cue_at is not None:
        for x in range(8):
            seen.add(rig.cell(x, 0))
        rig.step(10)
    assert seen == {palette.REFUSED, palette.OFF}, seen
    rig.step(20)
    assert rig.cell(0, 0) in (C_PIECE[0], C_IDLE[0])  # the stones are back after it


def test_the_cursor_blinks_dark_over_a_jasmine_stone():
    # issue 29: white over Jasmine's pale cream hardly changed it; over a light colour the cursor
    # is dark (over a Hibiscus stone or an empty square it stays white)
    rig = Rig(load_board("pico-8x8"))
    open_konane(rig)
    v = rig.app.game_screen.view
    g = rig.app.session.game
    looks = {}
    for key in ("right", "left"):
        rig.press(key)
        stone = g.board.b[g.board.pad(v.r * 8 + v.c)] - 1
        lit = set()
        for _ in range(100):
            rig.step(10)
            lit.add(rig.cell(v.c, v.r))
        looks[stone] = lit
    assert looks[1] == {palette.OFF, C_IDLE[1]}            # Jasmine: dark, then the stone
    assert looks[0] == {palette.CURSOR, C_PIECE[0]}        # Hibiscus (may be removed): white


def test_a_picked_piece_shows_no_hint():
    # the hinted piece, once picked, is the hint taken: it stays yellow (green beside yellow was
    # within the legibility floor); the landing square keeps the hint's green
    ctx = FakeCtx(setup=b"\x08")
    for t in ("xd5", "xd4"):
        apply_text(ctx.game, t)
    v = View(ctx)
    m = parse(ctx.game.board, "d7-d5")
    v.hint_m = m
    goto(v, "d7")
    tap(v, keys.A)
    v.draw(ctx.grid, 500)  # the hint's half
    assert cell(ctx, "d7") == C_SELECT
    assert cell(ctx, "d5") == C_HINT


def test_the_setup_page_reopens_on_the_last_game_against_the_companion():
    # issue 37: a game against the companion, then Konane from the menu again (over it, after it
    # finished, after End game): the page opens on the companion's mode and level, not two players
    rig = Rig(load_board("pico-8x8"))
    open_konane(rig, mode_rights=1, level_rights=1)       # the companion plays Jasmine, level 1
    rig.step(200)
    rig.long("b")
    assert rig.menu_to("Konane")
    rig.press("a")
    assert "you play Hibiscus, the companion Jasmine, level 1 of 4" in rig.lines[-1], rig.lines[-1]
    rig.long("b")
    assert rig.menu_to("End game (A asks first; undo brings it back)")
    rig.press("a")
    rig.press("a")                                        # ended: the save holds it for undo
    assert rig.app.session is None
    assert rig.menu_to("Konane")
    rig.press("a")
    assert "you play Hibiscus, the companion Jasmine, level 1 of 4" in rig.lines[-1], rig.lines[-1]
    fresh = Rig(load_board("pico-8x8"))                   # nothing held: two players, as before
    fresh.press("a")
    assert "two players" in fresh.lines[-1]


def test_the_hint_says_it_moved_the_cursor_and_picking_says_where_it_can_jump():
    rig = Rig(load_board("pico-8x8"))
    open_konane(rig)
    rig.command("xd5")
    rig.command("xe5")                                    # Hibiscus to jump
    rig.long("a")
    rig.step(2500)
    hint = [line for line in rig.lines if line.startswith("hint: ")][-1]
    g = rig.app.session.game
    v = rig.app.game_screen.view
    frm = g.board.name(g.board.pad(v.r * g.n + v.c))
    assert "the cursor is on %s now" % frm in hint, hint
    rig.press("a")                                        # A picks the hinted stone
    said = rig.lines[-1]
    assert said.startswith("%s picked: it can jump to " % frm) and "B puts it back" in said, said
    to = g.board.name(v.hint_m & 255)
    assert to in said


def test_against_the_companion_your_stones_say_they_are_yours():
    """Issue 48: playing the companion, nothing on the grid said which colour is yours. At your
    first turn of a game (and when the game comes back on the grid) your stones blink for
    INTRO_MS, and a line says which they are; then the board is as before."""
    from games.konane import grid as G
    rig = Rig(load_board("pico-8x8"))
    open_konane(rig, mode_rights=2, level_rights=1)   # the companion plays Hibiscus: it opens
    rig.step(1500)
    g = rig.app.session.game
    assert g.board.ply == 1 and g.turn() == 1
    assert any("you play Jasmine" in l for l in rig.lines), rig.lines[-4:]
    v = rig.app.game_screen.view
    n = g.n
    jas = [sq for sq in range(n * n) if g.board.b[g.board.pad(sq)] == 2 and sq != v.r * n + v.c]
    t0 = rig.clock.t

    def shown(t):
        v.draw(rig.app.grid, t)
        return [rig.app.grid.get(sq % n, sq // n) for sq in jas]
    on, off = shown(t0 - t0 % 1000), shown(t0 - t0 % 1000 + 500)
    assert all(c != palette.OFF for c in on) and all(c == palette.OFF for c in off)
    later = t0 + G.INTRO_MS + 1000
    assert all(c != palette.OFF for c in shown(later - later % 1000 + 500))   # then steady
