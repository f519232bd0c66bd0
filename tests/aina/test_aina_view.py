# portable
# The 'Aina view on a small fake ctx: set-up page, flips, what the grid shows on 8x8 and 16x16,
# no allocation in draw(), the too-small grid.
from ui import keys, palette
from ui.palette import scale
from games.aina import rules as R
from games.aina import grid as V
import aina_play as P

A, B, UP, DOWN, LEFT, RIGHT = keys.A, keys.B, keys.UP, keys.DOWN, keys.LEFT, keys.RIGHT
from aina_fake import Ctx, press, frame, goto, lock_position, event_game


def test_setup_page_starts_a_game():
    ctx = Ctx()
    v = V.View(ctx)
    assert "set-up" in ctx.lines[0]
    assert "[players]" in ctx.lines[0]
    press(v, LEFT)                           # 2 is the fewest: refused, never wrapped
    assert "2 to 24 players" in ctx.refused[-1]
    assert "New to 'Aina? Up: Learn." in ctx.lines[0]
    press(v, UP)                             # Learn, the guided first game, above [players]
    assert "[learn]: a guided first round for two" in ctx.lines[-1]
    press(v, UP)                             # [learn] is the first line: refused
    assert "[learn] is the first line" in ctx.refused[-1]
    press(v, RIGHT)                          # nothing to change on it
    assert ctx.refused[-1] == "[learn]: A starts the lesson"
    press(v, A)                              # A on it: the lesson (the fake never starts it)
    assert ctx.learns == 1 and ctx.game is None
    press(v, DOWN)
    press(v, RIGHT, RIGHT, DOWN, RIGHT)
    assert "[deal]: 4 players, table entry" in ctx.lines[-1]
    press(v, UP)
    for i in range(10):
        press(v, RIGHT)
    assert "[players]: 14 players in 6 teams" in ctx.lines[-1]
    g = frame(v, ctx)
    assert g.get(0, 7) == palette.WHITE  # table entry shown white
    press(v, LEFT, DOWN, RIGHT)
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
            want = V.WAO_COL[g.wao[c]]                # starter: positive, its wao
        elif g.flippable(c):
            want = V.FLIP                             # the current Time Card allows it
        else:
            want = V.NEG
        assert grid.get(x, y) == want, c
    assert grid.get(6, 6) == palette.CURSOR
    assert grid.get(0, 1) == V.SEAT_COL[0]              # player 1's turn
    assert grid.get(2, 0) == V.sym_col(g.cards[1]) and grid.get(3, 0) == V.MARK_COL[g.cards[1] & 3]
    for a in range(4):
        assert grid.get(4 + a, 7) == V.WAO_COL[a]       # every akua still available
    grid = frame(v, ctx, 500)          # "off" half: the current Time Card blinks
    assert grid.get(0, 0) == palette.OFF and grid.get(1, 0) == palette.OFF
    starters = [c for c in range(35) if g.pos[c]]
    assert starters and all(grid.get(1 + c % 6, 1 + c // 6) == V.NEG for c in starters)  # no token


def ntok(g, c):
    return (g.tok[2 * c] > 0) + (g.tok[2 * c + 1] > 0)


def mid_game(size):
    # a real game (the scripted win) played until positive cards hold 0, 1 and 2 tokens at once
    import aina_scripts as T
    ctx = Ctx(size, size, R.Game(R.make_setup(2, 38)))
    g = ctx.game
    for a in T.actions(T.WIN_2P_SEED38):
        g.apply(a)
        seen = set(ntok(g, c) for c in range(36) if g.pos[c] and not g.path[c])
        if len(seen) == 3 and g.phase == R.P_FLIP:
            break
    assert len(seen) == 3
    v = V.View(ctx)
    goto(v, 35)
    return ctx, v, g


def test_8x8_a_card_blinks_grey_until_a_token_locks_it():
    ctx, v, g = mid_game(8)
    on = bytes(frame(v, ctx, 0).px)
    off = frame(v, ctx, 500)
    n = [0, 0, 0]
    for c in range(35):   # 35: the cursor
        if not g.pos[c] or g.path[c]:
            continue
        x, y = 1 + c % 6, 1 + c // 6
        w = V.WAO_COL[g.wao[c]]
        i = 3 * (8 * y + x)
        assert (on[i] << 16 | on[i + 1] << 8 | on[i + 2]) == w, c   # on: its wao, full
        k = ntok(g, c)
        mis = [t for t in (g.tok[2 * c], g.tok[2 * c + 1]) if t and t - 1 != g.wao[c]]
        assert off.get(x, y) == (V.NEG if k == 0 else V.MISMATCH if mis else w), c  # off half
        n[k] += 1
    assert min(n) > 0


def test_16x16_a_card_lights_2_3_or_4_leds_for_0_1_2_tokens():
    # the pattern host_tools/lights.py declares for 16x16: the wao top-left and bottom-right, a
    # token on each of the other two LEDs in its resource's colour, dark while free
    ctx, v, g = mid_game(16)
    n = [0, 0, 0]
    for t in (0, 500):        # steady: both halves alike (the cursor is on f1)
        grid = frame(v, ctx, t)
        for c in range(35):
            if not g.pos[c] or g.path[c]:
                continue
            x, y = 2 + 2 * (c % 6), 2 + 2 * (c // 6)
            w = V.WAO_COL[g.wao[c]]
            assert grid.get(x, y) == w and grid.get(x + 1, y + 1) == w, c
            slots = (grid.get(x + 1, y), grid.get(x, y + 1))
            for s, tk in zip(slots, (g.tok[2 * c], g.tok[2 * c + 1])):
                assert s == (V.WAO_COL[tk - 1] if tk else palette.OFF), c
            assert sum(1 for s in slots if s != palette.OFF) == ntok(g, c)
            n[ntok(g, c)] += 1
    assert min(n) > 0
    for i, j in ((0, 0), (0, 1), (1, 0), (1, 1)):   # a negative card: four alike
        c = [c for c in range(36) if not g.pos[c]][0]
        x, y = 2 + 2 * (c % 6), 2 + 2 * (c // 6)
        assert grid.get(x + i, y + j) in (V.NEG, V.FLIP)


def test_the_token_page_counts_each_cards_tokens():
    for size in (8, 16):
        ctx, v, g = mid_game(size)
        s = size // 8
        press(v, B)
        assert v.mode == V.M_PAGE          # the Time Card page first
        press(v, B)
        assert v.mode == V.M_TOKENS and "grey 1, white 2" in ctx.lines[-1]
        n = [0, 0, 0]
        for t in (0, 500):
            grid = frame(v, ctx, t)
            for c in range(36):
                k = 0 if g.path[c] else ntok(g, c)
                x, y = s * (1 + c % 6), s * (1 + c // 6)
                assert grid.get(x, y) == (palette.OFF, palette.GREY, palette.WHITE)[k], c   # page.TOK_COL
                assert grid.get(x + s - 1, y + s - 1) == grid.get(x, y)
                n[k] += 1
            assert grid.get(0, 0) == palette.OFF and grid.get(s * 7, s * 7) == palette.OFF  # no ring
        assert min(n) > 0
        press(v, UP)
        assert v.mode == V.M_BOARD and v.cy == 5   # any key returns, and only returns


def views_in_every_state(size):
    ctx = Ctx(size, size)
    yield V.View(ctx), ctx               # the set-up page (doubled on 16x16)
    ctx, v, g = lock_position(size, size)
    yield v, ctx                         # after a flip
    press(v, A)
    yield v, ctx                         # choosing a row
    press(v, A)
    yield v, ctx                         # bonus flip owed
    press(v, B)
    yield v, ctx                         # the Time Card page
    press(v, B)
    yield v, ctx                         # the token page
    press(v, UP)
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
    assert n == 22


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
            assert ("negative (face down), Time symbol %s" % R.deck.sym_words(g.sym[c])) in line, line
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
