# Issue 47 §2 and §3 through the real App (the Rig), as a player at the table meets them: `what`
# names the light under the cursor or at a column and row (the 'Aina ring, the Hanafuda seat
# column, ...), `legend` shows each light of the screen on the grid and names it, long A (where a
# game has no other use for it) lights every action open now and says what each kind does, and a
# Hanafuda card is found by its flower first.
import pytest

from core import app as A
from games import registry
from ui import draw, palette

import journey


def started(game, board="pico-8x8"):
    rig = journey.new_rig(board)
    journey.open_game(rig, game)
    journey.start(rig)
    assert rig.app.session is not None and rig.app.session.name == game
    return rig


def said(rig, command):
    n = len(rig.lines)
    rig.command(command)
    assert len(rig.lines) > n, command
    return rig.lines[n:]


def lit_cells(rig):
    """The cells "what can I do?" lights now: {(x, y)}."""
    c = rig.app.game_screen.shown
    out = set()
    for j in range(0, len(c or b""), 3):
        for i in range(c[j + 2] * c[j + 2]):
            out.add((c[j] + i % c[j + 2], c[j + 1] + i // c[j + 2]))
    return out


def drawn_lit(rig, colour):
    """Each cell lit is drawn in the cue's colour in the blink's other half, and shows what lies
    there in its lit half."""
    gs = rig.app.game_screen
    g = rig.app.grid
    t = rig.clock.t
    on = t - t % (2 * draw.BLINK_MS)   # a lit half of the blink ...
    gs.draw(g, on)
    under = dict(((x, y), g.get(x, y)) for x, y in lit_cells(rig))
    gs.draw(g, on + draw.BLINK_MS)     # ... and the other
    for (x, y) in lit_cells(rig):
        assert g.get(x, y) == colour and under[(x, y)] != colour, (x, y)


def test_aina_names_the_ring_and_long_a_lights_the_cards_a_flip_may_take():
    # the issue's own case: long A while a flip is due did nothing at all; the ring could not be read
    rig = started("aina")
    g = rig.app.session.game
    assert g.phase == 2   # rules.P_FLIP
    line = said(rig, "what 3 1")[-1]   # the top row's second pair: Time Card 2 of 4
    assert line.startswith("column 3, row 1: Time Card 2 of 4, this turn's: ") and "to come" in line
    assert "now (it blinks)" in said(rig, "what 1 1")[-1]
    assert said(rig, "what 1 2")[-1] == "column 1, row 2: the seat column: P1 plays now"
    assert "turn 1 of 4 of round 1" in said(rig, "what 8 2")[-1]
    assert "the Kai akua (fish to raindrop): not used yet" in said(rig, "what 8 8")[-1]
    # the cursor's light: the same words as the cursor's line
    v = rig.app.game_screen.view
    assert said(rig, "what")[-1] == v.card_text(g, v.cell())
    n = len(rig.lines)
    rig.long("a")
    assert len(rig.lines) == n + 1 and rig.lines[-1].startswith("P1's move 1: A on a lit card flips it")
    flips = set((1 + c % 6, 1 + c // 6) for c in range(36) if g.flippable(c))
    assert lit_cells(rig) == flips and flips
    drawn_lit(rig, registry.part("aina", "what").TEACH)
    registry.drop("games.aina.what")
    rig.step(A.LIGHT_MS + 600)          # they go after a while ...
    assert rig.app.game_screen.shown is None
    rig.long("a")
    assert lit_cells(rig)
    rig.press("right")                  # ... or at the next key
    assert rig.app.game_screen.shown is None and len(rig.app.session.log) == 0


@pytest.mark.parametrize("game", journey.GAMES)
def test_legend_shows_each_light_on_the_grid_and_names_it(game):
    rig = started(game)
    gs = rig.app.game_screen
    mod = registry.part(game, "legend")
    k = mod.screen(gs.view)
    lights = mod.LIGHTS[k]
    registry.drop("games.%s.legend" % game)
    lines = said(rig, "legend")
    assert rig.app.screen is not gs and rig.app.screen.legend_of is gs
    assert lines[0].startswith("%s, %s: %d lights" % (registry.title(game), mod.SCREENS[k], len(lights)))
    assert lines[1:] == ["  %d. %s" % (i + 1, w) for i, (_, _, w) in enumerate(lights)]
    g = rig.app.grid
    rows = min(g.h, len(lights))

    def shown(top):
        rig.app.screen.draw(g, 0)       # (the blink's lit half)
        for r in range(rows if top == 0 else min(g.h, len(lights) - top)):
            c = lights[top + r][0]
            c = c if isinstance(c, tuple) else (c,)
            row = [g.get(x, r) for x in range(g.w)]   # its colours side by side (as many as fit)
            assert row[0] == c[0] and set(row) <= set(c) and (len(c) > g.w or row[-1] == c[-1]), \
                (top + r, lights[top + r][2])
    shown(0)
    if len(lights) > g.h:
        rig.press("down")
        assert rig.lines[-1] == "the legend, lights %d-%d" % (g.h + 1, min(len(lights), 2 * g.h))
        shown(g.h)
    else:
        rig.press("down")
        assert rig.lines[-1].startswith("! the legend: all %d lights are shown" % len(lights))
    rig.press("a")                      # any other key: back to the game, nothing done
    assert rig.app.screen is gs and rig.lines[-1] == "back to %s" % registry.title(game)
    assert len(rig.app.session.log) == 0


def test_what_names_the_lights_the_cursor_never_reaches():
    rig = started("hanafuda")
    g = rig.app.session.game
    d = g.dealer + 1                    # while dealing, the dealer's captures are lit: its seat blinks
    assert said(rig, "what 8 %d" % d)[-1] == "column 8, row %d: P%d's seat, in its colour; blinking: the " \
                                              "map lights its captures (0 cards)" % (d, d)
    assert said(rig, "what 8 %d" % (3 - d))[-1] == "column 8, row %d: P%d's seat, in its colour" % (3 - d, 3 - d)
    assert said(rig, "what 8 8")[-1] == "column 8, row 8: the step: pink: the dealer marks the field"
    assert said(rig, "what 7 8")[-1] == "column 7, row 8: the white gauge: 0 of the %d field cards marked" \
        % g.field_want
    rig = started("kapai", "pico-16x16")
    assert said(rig, "what 15 1")[-1] == "column 15, row 1: blinking white: A rolls the dice"
    rig = started("kawa", "pico-16x16")
    assert said(rig, "what 13 2")[-1].startswith("column 13, row 2: Red's score bar: 0 points")
    assert said(rig, "what 1 15")[-1] == "column 1, row 15: round 1 of 4: now (green)"
    rig = started("konane")
    assert said(rig, "what 4 5")[-1] == "column 4, row 5: d4: Jasmine's stone, not its turn"
    rig.command("what 9 1")             # off the grid: refused with the usage, nothing else
    assert rig.lines[-1].startswith("! usage: what (the light under the cursor), or what COLUMN ROW")


@pytest.mark.parametrize("board", ("pico-8x8", "pico-16x16"))
def test_hanafuda_a_card_is_found_by_its_flower_first(board):
    rig = started("hanafuda", board)
    v = rig.app.game_screen.view
    from games.hanafuda import deck
    assert v.card() == 0
    for o in range(1, 12):              # right: the next 'ohana, in the rules' order, named first
        rig.press("right")
        assert v.card() == 4 * o and rig.lines[-1].startswith("%s 1: " % deck.name(o)), rig.lines[-1]
    rig.press("down")
    rig.press("down")                   # down: the cards of that 'ohana
    assert v.card() == 46 and rig.lines[-1].startswith("%s 3: " % deck.name(11))
    rig.press("down")
    rig.press("down")                   # round its four (8x8: the map's column, round its edge)
    if board == "pico-8x8":
        assert v.card() == 20           # the 'ohana above it, in the top half
        for _ in range(4):
            rig.press("up")
    assert v.card() == 44
    rig.press("right")                  # past the last 'ohana: the seat column, then the first again
    assert v.cx == v.mw and rig.lines[-1].startswith("P1's captures lit on the map")
    rig.press("right")
    assert v.card() == 0 and rig.lines[-1] == "Niu 1: bright (20), in a hand or the stack (niu1)"
    rig.press("left")
    rig.press("left")
    assert v.card() == 44
    if board == "pico-8x8":             # 8x8: the sixth 'ohana's right is the seventh's column 1, row 5
        while v.card() // 4 != 5:
            rig.press("left")
        rig.press("right")
        assert (v.cx, v.cy) == (0, 4) and v.card() == 24


def test_long_a_in_each_game_where_it_is_free_says_what_can_be_done():
    want = {"aina": "P1's move 1: A on a lit card flips it", "kawa": "Red: left/right chooses a free slot",
            "hanafuda": "P1 deals: A on a lit card marks it dealt to the field",
            "kapai": "left/right: which die's symbol to draw"}
    for game, line in want.items():
        rig = started(game)
        n = len(rig.lines)
        rig.long("a")
        assert any(x.startswith(line) for x in rig.lines[n:]), (game, rig.lines[n:])
        assert said(rig, "options")[-1].startswith("P1's move 1" if game == "aina" else "")
    # Konane keeps its hint on long A; `options` says and lights what can be done
    rig = started("konane")
    rig.long("a")
    assert rig.lines[-1] == "thinking about a hint..." and rig.app.game_screen.shown is None
    assert said(rig, "options")[-1] == "Hibiscus removes a stone: A on a lit one picks it, A again removes it"
    assert len(lit_cells(rig)) == 4


def test_in_a_lesson_long_a_is_still_the_skip():
    rig = journey.lesson_rig()
    journey.open_lesson(rig, "konane", "[size]")
    gs = rig.app.game_screen
    assert gs.lesson is not None
    i = gs.lesson.i
    rig.long("a")
    assert gs.lesson.i == i + 1 and rig.lines[-2:][0] == "skipped" and gs.shown is None


def test_aina_a_flip_that_makes_a_row_lockable_lights_the_rows_at_once():
    # the issue: "lock a row or end the move", and nothing on the grid showed which row
    from games.aina import rules as R
    from games.aina import moves
    rig = started("aina")
    s = rig.app.session
    gs = rig.app.game_screen
    seen = 0
    for _ in range(200):
        g = s.game
        if g.over():
            break
        acts = moves.legal_actions(g)
        flips = [a for a in acts if a[0] in (R.FLIP, R.BONUS)]
        a = flips[0] if flips else [a for a in acts if a[0] == R.END][0] if g.phase == R.P_AFTER else acts[0]
        gs.view.act(a, "test")              # (the view's own way to an action, as its keys go)
        rig.step(100)
        if s.game.phase == R.P_AFTER:
            rows = set()
            for c in range(36):
                for d in (0, 1):
                    if s.game.lockable(c, d):
                        rows |= set((1 + x % 6, 1 + x // 6) for x in s.game.row(c, d))
            assert lit_cells(rig) == rows and rows
            assert rig.lines[-1].startswith("A on a lit card: lock a row of four through it")
            seen += 1
            if seen == 2:
                return
    assert False, "no lockable row came up"
