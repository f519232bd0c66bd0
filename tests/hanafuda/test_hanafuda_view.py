# portable
# The Hanafuda view driven by keys through a fake app context, on 8x8 and 16x16: the set-up page,
# marks made with the buttons equal the same marks typed as console commands, refusals, the score
# page, and frames that allocate nothing.
from ui.keys import UP, DOWN, LEFT, RIGHT, A, B, PRESS, RELEASE, LONG
from core.rng import Rng
from games.hanafuda import rules as R
from games.hanafuda.moves import legal_actions
from games.hanafuda import deck
from games.hanafuda import grid as V
from games.hanafuda import grid as P
from ui import palette
from hana_fake import FakeCtx
from noalloc import frames


def tap(v, *ks):
    for k in ks:
        v.key(k, PRESS)
        v.key(k, RELEASE)


def hold(v, k):
    v.key(k, PRESS)
    v.key(k, LONG)
    v.key(k, RELEASE)


def new_view(w=8, n=2, dealer=0, hands=2, teams=False):
    ctx = FakeCtx(w, w)
    v = V.View(ctx)
    for cmd in ("players %d" % n, "dealer %d" % (dealer + 1), "hands %d" % hands):
        assert v.command(cmd.split())
    if teams:
        assert v.command(["teams", "on"])
    assert v.command(["start"])
    assert ctx.game is not None and v.mode == P.M_MAP
    return ctx, v


def goto(v, c):
    """Move the cursor to card c with the d-pad: its 'ohana first (left/right), then the card
    (up/down: round the four of its 'ohana)."""
    while v.cx == v.mw or v.card() // 4 != c // 4:
        tap(v, RIGHT if v.cx == v.mw or v.card() // 4 < c // 4 else LEFT)
    while v.card() != c:
        tap(v, DOWN if v.card() < c else UP)


def keys_for(v, g, a):
    op = a[0]
    if op == R.OP_FIELD:
        goto(v, a[1])
        tap(v, A)
        if g.phase == R.PH_PLAY:
            tap(v, A)
    elif op == R.OP_TAKE:
        goto(v, a[2])
        tap(v, A)
        goto(v, a[3])
        tap(v, A)
    elif op == R.OP_OHANA:
        goto(v, a[1] * 4 + 2)
        hold(v, A)
        assert v.mode == P.M_OHANA
        while v.oseat != a[2]:
            tap(v, RIGHT)
        tap(v, A)
    elif op == R.OP_NEXT:
        assert v.mode == P.M_SCORE
        tap(v, A)
        assert v.mode == P.M_NEXT
        while v.dealer != a[1]:
            tap(v, RIGHT)
        tap(v, A)
    else:
        goto(v, a[1])
        tap(v, A)


def word(c):
    return deck.word(c // 4) + str(c % 4 + 1)


def command_for(a):
    op = a[0]
    if op == R.OP_FIELD:
        return "field " + word(a[1])
    if op == R.OP_TAKE:
        return "take %s %s p%d" % (word(a[2]), word(a[3]), a[1] + 1)
    if op == R.OP_OHANA:
        return "ohana %s p%d" % (deck.word(a[1]), a[2] + 1)
    if op == R.OP_NEXT:
        return "next " + ("random" if a[1] == R.RANDOM else "p%d" % (a[1] + 1))
    return "back " + word(a[1])


def test_set_up_page_keys():
    ctx = FakeCtx(8, 8)
    v = V.View(ctx)
    assert v.mode == P.M_SETUP and "Hanafuda set-up" in ctx.lines[-1]
    tap(v, RIGHT, RIGHT)            # 4 players
    tap(v, DOWN, RIGHT)             # teams on
    tap(v, DOWN, RIGHT, RIGHT, RIGHT)   # dealer: random -> P1 -> P2 -> P3
    tap(v, DOWN, LEFT)              # hands 3 -> 2
    assert (v.players, v.teams, v.dealer, v.hands) == (4, True, 2, 2)
    tap(v, UP, UP, UP, RIGHT)       # players 5: teams off
    assert v.players == 5 and not v.teams
    tap(v, DOWN, RIGHT)             # teams need 4 players: refused
    assert ctx.refused[-1] == "teams are for 4 players"
    tap(v, UP, LEFT, DOWN, RIGHT)
    tap(v, A)
    g = ctx.game
    assert g is not None and (g.n, g.teams, g.dealer, g.hands) == (4, True, 2, 2)
    assert v.mode == P.M_MAP and "P3 deals 5 each and 8 to the field" in ctx.lines[-1]
    # the page's code was loaded while it showed; the game in play keeps none of it
    import sys
    assert v.su is None and "games.hanafuda.page" not in sys.modules


def play_both_ways(w, n, seed, teams=False):
    """A random game made with the keys on one view, then typed as commands on another: the same
    actions, the same cards, the same totals. (One view after the other: a 128 KB heap.)"""
    ctx, v = new_view(w, n, dealer=seed % n, teams=teams)
    rng = Rng(seed)
    while not ctx.game.over():
        g = ctx.game
        acts = legal_actions(g)
        a = acts[rng.below(len(acts))]
        acts = None
        keys_for(v, g, a)
        assert ctx.log and ctx.log[-1] == a, (a, ctx.refused[-1:])
        v.draw(ctx.grid, len(ctx.log) * 37)
    assert ctx.grid.outside == 0
    log, loc, totals, mode, total = ctx.log, bytes(ctx.game.loc), ctx.game.totals, v.mode, v.total
    ctx = v = None
    ctx2, v2 = new_view(w, n, dealer=seed % n, teams=teams)
    for a in log:
        assert v2.command(command_for(a).split())
        assert ctx2.log[-1] == a, (a, ctx2.refused[-1:])
    assert ctx2.log == log and bytes(ctx2.game.loc) == loc and ctx2.game.totals == totals
    return mode, total


def test_buttons_and_commands_make_the_same_game_8x8():
    mode, total = play_both_ways(8, 3, 5)
    assert mode == P.M_SCORE and total        # the end: running totals, the winner's page


def test_buttons_and_commands_make_the_same_game_16x16():
    play_both_ways(16, 4, 8, teams=True)


def test_refusals_through_the_keys():
    ctx, v = new_view(8, 2)
    g = ctx.game
    for o in range(8):
        goto(v, o * 4 + 2)
        tap(v, A)
    assert g.phase == R.PH_PLAY and len(ctx.log) == 8
    goto(v, 2)                       # a field card with nothing picked
    tap(v, A)
    assert "pick the card P1 played" in ctx.refused[-1] and v.sel < 0
    goto(v, 0)
    tap(v, A)                        # niu1 picked
    assert v.sel == 0
    goto(v, 4 * 1 + 2)               # 'ohia in the field: no match
    tap(v, A)
    assert "does not match" in ctx.refused[-1] and len(ctx.log) == 8 and v.sel == 0
    tap(v, B)                        # cancel
    assert v.sel < 0
    assert v.command(["take", "niu1", "niu3", "p2"])
    assert "it is P1's turn" in ctx.refused[-1]
    assert v.command(["take", "niu9", "niu3"])
    assert "usage: take" in ctx.refused[-1]
    assert not v.command(["dance"])
    assert len(ctx.log) == 8


def test_ohana_blocks_a_storm_with_the_keys():
    ctx, v = new_view(16, 2)
    for c in (0, 2, 6, 10, 14, 18, 22, 26):
        v.command(["field", word(c)])
    g = ctx.game
    keys_for(v, g, bytes((R.OP_TAKE, 0, deck.STORM, 2)))    # the Storm on Niu
    assert ctx.game.wild == 0
    goto(v, 1)
    hold(v, A)
    assert v.mode == P.M_OHANA and v.osuit == 0 and v.oseat == 0
    tap(v, RIGHT, A)
    g = ctx.game
    assert g.owner(1) == 1 and g.loc[deck.STORM] == R.UNSEEN and v.mode == P.M_MAP


def test_score_page_and_the_next_hand():
    ctx, v = new_view(8, 3, hands=2)
    tap(v, B)
    assert v.mode == P.M_SCORE and "P1: 0 points" in ctx.lines[-1]
    tap(v, RIGHT)
    assert v.side == 1
    tap(v, DOWN)
    assert v.total and "running total" in ctx.lines[-1]
    tap(v, B)
    assert v.mode == P.M_MAP
    rng = Rng(4)
    while ctx.game.phase != R.PH_DONE:
        acts = [a for a in legal_actions(ctx.game) if a[0] != R.OP_OHANA]
        keys_for(v, ctx.game, acts[rng.below(len(acts))])
    g = ctx.game
    assert v.mode == P.M_SCORE and v.side == g.winner
    tap(v, A)
    assert v.mode == P.M_NEXT and v.dealer == g.winner      # the winner deals next
    v.cx, v.cy = v.mw, (g.winner + 1) % 3   # (left on another seat of the seat column before)
    v.draw(ctx.grid, 200)                   # the dealer picked blinks off; no cursor there now
    assert [ctx.grid.get(v.sx, s) for s in range(3)] == [
        palette.OFF if s == g.winner else P.SEATS[s] for s in range(3)]
    tap(v, LEFT)
    assert v.dealer == (g.winner - 1) % 3
    tap(v, B)
    assert v.mode == P.M_SCORE
    tap(v, A, A)
    assert ctx.game.phase == R.PH_DEAL and ctx.game.hand_no == 2 and v.mode == P.M_MAP


def test_undo_resets_a_pick():
    ctx, v = new_view(8, 2)
    for o in range(8):
        v.command(["field", "%s3" % deck.word(o)])
    goto(v, 0)
    tap(v, A)
    assert v.sel == 0
    ctx.undo()                      # the game moves under the view
    tap(v, RIGHT)
    assert v.sel < 0 and ctx.game.phase == R.PH_DEAL


def test_frames_allocate_nothing_and_stay_on_the_grid():
    for w in (8, 16):
        ctx = FakeCtx(w, w)
        v = V.View(ctx)
        frames(v, ctx.grid, 25)                      # set-up page
        assert ctx.grid.lit() > 3
        v.command(["start"])
        frames(v, ctx.grid, 25)                      # the empty map while dealing
        for o in range(8):
            v.command(["field", "%s3" % deck.word(o)])
        goto(v, 1)
        tap(v, A)
        frames(v, ctx.grid, 25)                      # a picked card and its targets
        tap(v, B)
        hold(v, A)
        frames(v, ctx.grid, 25)                      # declaring an 'ohana
        tap(v, B, B)
        frames(v, ctx.grid, 25)                      # the score page
        ctx.game.loc[deck.STORM] = R.CAPT        # (a Storm used as a wild card, for its flicker)
        ctx.game.wild = 0
        tap(v, B)
        frames(v, ctx.grid, 25)
        g = ctx.game
        rng = Rng(2)
        while not g.over():
            acts = legal_actions(g)
            g.apply(acts[rng.below(len(acts))])
        v.enter(g)
        frames(v, ctx.grid, 25)                      # the end: totals and the win ring
        assert ctx.grid.outside == 0


def test_every_card_has_its_own_cell():
    for w in (8, 16):
        v = V.View(FakeCtx(w, w))
        seen = []
        for y in range(v.mh):
            for x in range(v.mw):
                seen.append(v.card_at(x, y))
        assert sorted(seen) == list(range(48))
        assert v.mw < v.sx and v.mh <= w


def test_the_card_under_the_cursor_in_words():
    # each move of the cursor says, once, which card is under it, what it is and where it lies;
    # `where` says it again
    places = {R.UNSEEN: "in a hand or the stack", R.FIELD: "in the field",
              R.CAPT: "in P1's captures", R.CAPT + 1: "in P2's captures"}
    for w in (8, 16):
        ctx, v = new_view(w, 2, dealer=1)
        rng = Rng(3)
        g = ctx.game
        while not any(g.loc[c] == R.CAPT + 1 for c in range(48)):
            acts = legal_actions(g)
            assert v.command(command_for(acts[rng.below(len(acts))]).split())
            g = ctx.game
        taken = [c for c in range(48) if g.loc[c] == R.CAPT + 1][0]
        field = [c for c in range(48) if g.loc[c] == R.FIELD][0]
        for c in (taken, field, 12):
            goto(v, c)
            ctx.lines[:] = []
            tap(v, RIGHT, LEFT)
            assert len(ctx.lines) == 2 and v.card() == c
            line = ctx.lines[-1]
            # its flower first, then the card (issue 47: "Niu 2: red ribbon, in the field")
            assert line.startswith("%s %d: " % (deck.name(c // 4), c % 4 + 1)), line
            assert line.endswith(", %s (%s)" % (places[g.loc[c]], word(c))), line
            if c == 12:   # issue 18's own example, in issue 47's order
                assert line.startswith("Hala 1: animal (5), ")
            assert v.command(["where"]) and ctx.lines[-1] == line and len(ctx.lines) == 3
        tap(v, B)        # the score page: the cursor does not move, nothing is said of a card
        ctx.lines[:] = []
        tap(v, UP)
        assert not [x for x in ctx.lines if x.startswith(word(12))]
        ctx = v = None


def _lit(v, g, t):
    """{card: its colour} of every captured card as the map draws it at time t (the cursor's cell
    left out)."""
    v.draw(v.ctx.grid, t)
    out = {}
    for y in range(v.mh):
        for x in range(v.mw):
            c = v.card_at(x, y)
            if g.loc[c] >= R.CAPT and c != deck.STORM and (x, y) != (v.cx, v.cy):
                out[c] = v.ctx.grid.get(x, y)
    return out


def test_the_map_lights_one_seats_captures_and_the_seat_column_says_whose():
    # issue 18: six seat colours cannot all be told apart by colour-blind players, so the map lights
    # the captures of one seat in its colour (worth 0: its dim copy) and every other seat's in one
    # grey; that seat blinks in the seat column: the one to play, or the one the cursor is on there
    for w in (8, 16):
        ctx, v = new_view(w, 3, dealer=0)
        rng = Rng(6)
        g = ctx.game
        while g.phase != R.PH_PLAY or g.active != 0 or g.step != R.HAND or not all(
                g.count(R.CAPT + s) for s in range(3)):
            acts = [a for a in legal_actions(g) if a[0] != R.OP_OHANA]
            assert v.command(command_for(acts[rng.below(len(acts))]).split())
            g = ctx.game
        v.sync(g)
        grid = ctx.grid

        def seen(me, t):
            for c, col in _lit(v, g, t).items():
                s = g.loc[c] - R.CAPT
                if s == me:
                    want = P.SEATS[me] if R.VALUE[c] else palette.scale(P.SEATS[me], 1, P.ZERO)
                else:
                    want = P.OTHERS
                assert col == want, (w, me, c, hex(col))
            # the seat column: every seat in its colour, the one lit blinking (off, or the cursor)
            for s in range(3):
                assert grid.get(v.sx, s) == P.SEATS[s], (w, s)
            v.draw(grid, 500)
            assert grid.get(v.sx, me) == (palette.CURSOR if v.cx == v.mw else palette.OFF)
            assert [grid.get(v.sx, s) for s in range(3) if s != me] == [P.SEATS[s] for s in range(3) if s != me]

        seen(0, 0)                          # P1 to play: P1's captures lit
        ctx.lines[:] = []
        while v.cx != v.mw:                 # right past the map's last column: the seat column
            tap(v, RIGHT)
        assert v.cy < 3
        while v.cy != 1:
            tap(v, DOWN)
        assert ctx.lines[-1].startswith("P2's captures lit on the map: %d cards" % g.count(R.CAPT + 1))
        seen(1, 0)
        tap(v, DOWN)
        seen(2, 0)
        tap(v, DOWN)                        # round the three seats
        assert v.cy == 0
        tap(v, A)                           # A on a seat marks nothing: it says whose captures are lit
        assert ctx.game is g and ctx.lines[-1].startswith("P1's captures lit")
        tap(v, UP, RIGHT)                   # on round to the map's first column: the one to play again
        assert v.cx == 0 and v.cy == 2
        seen(0, 0)
        assert ctx.lines[-1].startswith("%s %d: " % (deck.name(v.card() // 4), v.card() % 4 + 1))


def test_the_step_cell_has_a_colour_for_each_part_of_a_turn():
    # the bottom of the seat column: dealing, a card from the hand, the draw, the hand over
    ctx, v = new_view(8, 2, dealer=0, hands=1)
    grid = ctx.grid
    seen = []
    rng = Rng(5)
    while True:
        g = ctx.game
        v.sync(g)
        if v.mode == P.M_SCORE:
            tap(v, B)                       # back to the map: the hand is over
        v.draw(grid, 0)
        want = (P.DEAL_STEP if g.phase == R.PH_DEAL else P.OVER_STEP if g.phase >= R.PH_DONE
                else P.HAND_STEP if g.step == R.HAND else P.DRAW_STEP)
        assert grid.get(v.sx, 7) == want
        if want not in seen:
            seen.append(want)
        if g.phase >= R.PH_DONE:
            break
        acts = [a for a in legal_actions(g) if a[0] != R.OP_OHANA]
        assert v.command(command_for(acts[rng.below(len(acts))]).split())
    assert seen == [P.DEAL_STEP, P.HAND_STEP, P.DRAW_STEP, P.OVER_STEP]
