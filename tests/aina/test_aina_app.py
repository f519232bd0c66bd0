# 'Aina end to end on the real app and fake hardware (host_tools.sim.Rig): pick it in the menu,
# start a digital deal, flip with the buttons, lock through the console, undo across the lock,
# and resume a saved game after a "power cut" (a new app on the same flash files).
from host_tools.sim import Rig, load_board
from games.aina import rules as R


def open_aina(rig):
    for _ in range(6):
        if rig.lines and "menu: 'Aina" in rig.lines[-1]:
            break
        rig.press("right")
    rig.press("a")
    assert "'Aina set-up" in rig.lines[-1]


def test_play_undo_and_resume(tmp_path):
    board = load_board("pico-8x8")
    rig = Rig(board, str(tmp_path))
    open_aina(rig)
    rig.press("right")         # 3 players
    rig.press("a")
    g = rig.app.session.game
    assert isinstance(g, R.Game) and g.players == 3 and g.phase == R.P_FLIP
    target = [c for c in range(36) if g.flippable(c)][0]
    for _ in range(target % 6):
        rig.press("right")
    for _ in range(target // 6):
        rig.press("down")
    rig.press("a")
    g = rig.app.session.game
    assert g.pos[target] == 1 and rig.app.session.log[-1] == bytes((R.FLIP, target))
    assert "P1 flips" in "\n".join(rig.lines[-3:])
    before = bytes(g.pos)
    rig.command("board")
    assert any(line.startswith("6 ") for line in rig.lines[-7:])
    rig.command("undo")
    g = rig.app.session.game
    assert g.pos[target] == 0 and not rig.app.session.log
    rig.command("redo")
    assert bytes(rig.app.session.game.pos) == before
    # a power cut: a new app on the same files resumes the game exactly
    rig2 = Rig(board, str(tmp_path))
    g2 = rig2.app.session.game
    assert rig2.app.session.name == "aina" and bytes(g2.pos) == before and g2.seed == g.seed
    assert any("resumed 'Aina" in line for line in rig2.lines)


def test_16x16_board_is_drawn_2x2():
    rig = Rig(load_board("pico-16x16"))
    open_aina(rig)
    rig.press("a")
    g = rig.app.session.game
    rig.step(500)
    # every card is 2x2 LEDs inside the 2-LED ring; starter cards are lit in their wao colour
    lit = 0
    for c in range(36):
        if g.pos[c]:
            x, y = 2 + 2 * (c % 6), 2 + 2 * (c // 6)
            if c != 0:  # the cursor blinks on a6
                assert rig.cell(x, y) == rig.cell(x + 1, y + 1) != 0
            lit += 1
    assert lit == 4


def test_the_cosmic_event_line_follows_the_move_that_starts_it():
    # the move's own line (with the status) first, then what the Cosmic Event asks (issue 18)
    from games.aina import moves
    from core.rng import Rng
    rig = Rig(load_board("pico-8x8"))
    open_aina(rig)
    rig.press("a")
    rng = Rng(1)
    while True:
        s = rig.app.session
        g = s.game
        if g.phase == R.P_AFTER:
            t = R.Game(s.setup)
            for a in s.log:
                t.apply(a)
            t.apply(bytes((R.END,)))
            if t.phase == R.P_EVENT:
                break
            a = bytes((R.END,))
        else:
            acts = [a for a in moves.legal_actions(g) if a[0] != R.LOCK]
            a = acts[rng.below(len(acts))]
        assert rig.app.game_screen.act(a)
        rig.step(50)
    n = len(rig.lines)
    rig.long("a")                          # the move ends: the Cosmic Event starts
    said = rig.lines[n:]
    assert rig.app.session.game.phase == R.P_EVENT
    ends = [i for i, x in enumerate(said) if " ends move " in x]
    asks = [i for i, x in enumerate(said) if x.startswith("Cosmic Event: akua")]
    assert ends and asks and ends[0] < asks[0], said


def test_the_set_up_page_fills_the_16x16_panel():
    # issue 29: on 16x16 the players' number was 3x5 LEDs in a corner of the page; now the whole
    # 8x8 page is doubled, each LED a 2x2 block, at every number the d-pad sets and on both lines
    small, big = Rig(load_board("pico-8x8")), Rig(load_board("pico-16x16"))
    for rig in (small, big):
        open_aina(rig)
    for key in ("right",) * 7 + ("down", "right"):  # players 2..9, then the deal line
        for rig in (small, big):
            rig.press(key)
            rig.step(300)
        assert small.app.clock() == big.app.clock()
        for y in range(16):
            for x in range(16):
                assert big.cell(x, y) == small.cell(x // 2, y // 2), (key, x, y)
