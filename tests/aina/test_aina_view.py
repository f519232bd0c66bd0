# portable
# The 'Aina view on a small fake ctx: set-up page, flips, what the grid shows on 8x8 and 16x16,
# no allocation in draw(), the too-small grid.
from ui import keys, palette
from ui.palette import scale
from games.aina import rules as R
from games.aina import view as V
from games.aina import paint as V_
import aina_play as P

A, B, UP, DOWN, LEFT, RIGHT = keys.A, keys.B, keys.UP, keys.DOWN, keys.LEFT, keys.RIGHT
from aina_fake import Ctx, press, frame, goto, lock_position, event_game


def test_setup_page_starts_a_game():
    ctx = Ctx()
    v = V.View(ctx)
    assert "set-up" in ctx.lines[0]
    press(v, UP, UP, RIGHT)
    assert "players 4, table entry" in ctx.lines[-1]
    for i in range(10):
        press(v, UP)
    assert "players 14 in 6 teams" in ctx.lines[-1]
    g = frame(v, ctx)
    assert g.get(0, 7) == palette.WHITE  # table entry shown white
    press(v, DOWN, LEFT)
    ctx.t = 1234
    press(v, A)
    assert ctx.game is not None and ctx.game.players == 13 and ctx.game.mode == R.DIGITAL
    assert ctx.game.seed == 1234


def test_flip_with_keys_and_a_refused_flip():
    ctx = Ctx(game=R.Game(R.make_setup(2, 38)))
    v = V.View(ctx)
    g = ctx.game
    want = g.cards[0]
    ok = [c for c in range(36) if g.flippable(c)]
    bad = [c for c in range(36) if not g.pos[c] and g.sym[c] != want][0]
    goto(v, bad)
    press(v, A)
    assert ctx.refused and "move 1 flips" in ctx.refused[-1] and not g.pos[bad]
    goto(v, ok[0])
    press(v, A)
    assert g.pos[ok[0]] == 1 and ctx.actions == [bytes((R.FLIP, ok[0]))]


def test_board_drawing_8x8():
    ctx = Ctx(game=R.Game(R.make_setup(2, 38)))
    v = V.View(ctx)
    g = ctx.game
    goto(v, 35)
    grid = frame(v, ctx, 0)           # blink "on" half
    for c in range(35):
        x, y = 1 + c % 6, 1 + c // 6
        if g.pos[c]:
            want = scale(V_.WAO_COL[g.wao[c]], 1, 5)     # starter: positive, unlocked
        elif g.flippable(c):
            want = scale(palette.TARGET, 1, 3)         # the current Time Card allows it
        else:
            want = V_.NEG
        assert grid.get(x, y) == want, c
    assert grid.get(6, 6) == palette.CURSOR
    assert grid.get(0, 1) == V_.SEAT_COL[0]              # player 1's turn
    assert grid.get(2, 0) == V_.sym_col(g.cards[1]) and grid.get(3, 0) == V_.MARK_COL[g.cards[1] & 3]
    for a in range(4):
        assert grid.get(4 + a, 7) == V_.WAO_COL[a]       # every akua still available
    grid = frame(v, ctx, 500)          # "off" half: the current Time Card blinks
    assert grid.get(0, 0) == palette.OFF and grid.get(1, 0) == palette.OFF


def test_16x16_shows_tokens_on_cards():
    ctx, v, g = lock_position(16, 16)
    g.apply(bytes((R.LOCK, 24, 0, 2, 1, 2, 3)))  # a people token on the Nahele card (mismatched)
    g.apply(bytes((R.BONUS, 35)))
    grid = frame(v, ctx, 0)
    x, y = 2 * 1, 2 * 5   # a2 at 2x2
    assert grid.get(x, y) == scale(V_.WAO_COL[0], 1, 2)          # Nahele, one token
    assert grid.get(x + 1, y) == V_.WAO_COL[2]                   # the token is people: mismatched
    assert grid.get(x + 2 + 1, y) == V_.WAO_COL[1]               # b2: kalo on kalo
    assert g.phase == R.P_FLIP and g.cards[g.move] == 0 and g.sym[0] == 0
    for i, j in ((0, 0), (0, 1), (1, 0), (1, 1)):   # a6 shows the move's symbol: all 4 LEDs
        assert grid.get(2 + i, 2 + j) == scale(palette.TARGET, 1, 3)


def views_in_every_state(size):
    ctx, v, g = lock_position(size, size)
    yield v, ctx                         # after a flip
    press(v, A)
    yield v, ctx                         # choosing a row
    press(v, A)
    yield v, ctx                         # bonus flip owed
    press(v, B)
    yield v, ctx                         # the Time Card page
    ctx = Ctx(size, size, event_game())
    yield V.View(ctx), ctx               # Cosmic Event
    ctx = Ctx(size, size)
    yield V.View(ctx), ctx               # set-up page
    ctx = Ctx(size, size, R.Game(R.make_setup(2, 0, table=True)))
    v = V.View(ctx)
    press(v, A)
    yield v, ctx                         # table entry: editing a cell
    g = P.table_game(2, P.grid_layout(P.WAOS))
    yield V.View(Ctx(size, size, g)), ctx  # table entry: a Time Card
    ctx = Ctx(size, size, R.Game(R.make_setup(2, 38)))
    import aina_scripts as T
    for a in T.actions(T.WIN_2P_SEED38):
        ctx.game.apply(a)
    yield V.View(ctx), ctx               # won: the win animation


def test_draw_allocates_nothing():
    try:
        import micropython
        micropython.heap_lock
    except (ImportError, AttributeError):
        micropython = None  # CPython: run the states, nothing to measure
    n = 0
    for size in (8, 16):
        for v, _ in views_in_every_state(size):
            v.draw(v.ctx.grid, 0)  # warm up
            if micropython:
                micropython.heap_lock()
            try:
                for t in (0, 500, 1000):
                    v.draw(v.ctx.grid, t)
            finally:
                if micropython:
                    micropython.heap_unlock()
            n += 1
    assert n == 18


def test_too_small_a_grid_is_refused():
    ctx = Ctx(7, 7)
    v = V.View(ctx)
    press(v, A)
    assert ctx.game is None and "at least 8x8" in ctx.refused[-1]



def test_the_card_under_the_cursor_in_words():
    # each move of the cursor says what the card under it is, once; `where` says it again
    ctx = Ctx(game=R.Game(R.make_setup(2, 38)))
    v = V.View(ctx)
    g = ctx.game
    ok = [c for c in range(36) if g.flippable(c)][0]
    no = [c for c in range(36) if not g.pos[c] and not g.flippable(c)][0]
    st = [c for c in range(36) if g.pos[c]][0]
    for c in (ok, no, st):
        goto(v, (c - 1) % 36 if c % 6 else c + 5)   # the card on its left (the row wraps)
        n = len(ctx.lines)
        press(v, RIGHT)
        assert v.cell() == c and len(ctx.lines) == n + 1
        line = ctx.lines[-1]
        assert line.startswith(R.cell_name(c) + ": ")
        if c == st:
            assert "positive, %s" % R.deck.WAO[g.wao[c]] in line and line.endswith(", no token"), line
        else:
            assert ("negative (face down), Time symbol %s" % R.deck.SYM_TEXT[g.sym[c]]) in line, line
            assert line.endswith(", may flip now") == (c == ok), line
        assert v.command(["where"]) and ctx.lines[-1] == line and len(ctx.lines) == n + 2
    ctx = Ctx(game=event_game())   # c5 holds a kalo token: locked
    v = V.View(ctx)
    goto(v, 8)
    assert v.command(["where"]) and ctx.lines[-1].startswith("c5: positive, ")
    assert ctx.lines[-1].endswith(", locked with kalo")
    goto(v, 0)
    assert v.command(["where"]) and ctx.lines[-1].endswith(", no token")


def test_board_prints_a_key_to_its_letters():
    # every wao letter and token letter `board` prints is named (issue 18: H/K/M/N had no key)
    ctx = Ctx(game=event_game())
    v = V.View(ctx)
    assert v.command(["board"])
    text = "\n".join(ctx.lines[-8:])
    assert "N:" in text and "M:k" in text   # two positive cards, one holding a kalo token
    key = [x for x in ctx.lines[-8:] if x.startswith("key: ")]
    assert len(key) == 1
    for i in range(4):
        assert "%s %s" % (R.deck.WAO_LETTERS[i], R.deck.WAO[i]) in key[0]
        assert "%s %s" % (R.deck.RES_LETTER[i], R.deck.RESOURCE[i]) in key[0]
    assert "H Kauhale" in key[0] and "K Kai" in key[0]
