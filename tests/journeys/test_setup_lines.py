# Issue 29 §3: every set-up page says which line is chosen, on the grid and on the console
# ("[level]"), opens on its first setting (below the Learn line where it has one), and never skips or wraps
# to a line without saying so.
import pytest

from answers import snapshot
import journey

# the set-up pages' lines, top to bottom (Ka Pai's has none: nothing to choose)
LINES = {
    "konane": ("learn", "size", "mode", "level", "puzzles"),
    "aina": ("learn", "players", "deal"),
    "kawa": ("learn", "colours", "double-weaving", "river"),
    "hanafuda": ("learn", "players", "teams", "dealer", "hands"),
}


# the line a page opens on: its first setting (Konane's Learn line, the guided first game of issue
# 47, is above it: A on an opened page starts a game, as it always has)
OPENS = {"konane": 1, "aina": 1, "kawa": 1, "hanafuda": 1}


def opened(game):
    rig = journey.new_rig()
    journey.open_game(rig, game)
    return rig


def said(rig, n):
    return rig.lines[n:]


@pytest.mark.parametrize("game", sorted(LINES))
def test_setup_page_opens_on_its_first_line_and_names_the_chosen_one(game):
    rig = opened(game)
    names = LINES[game]
    first = OPENS.get(game, 0)
    assert "[%s]" % names[first] in rig.lines[-1], rig.lines[-1]
    t0 = rig.clock.t
    for name in reversed(names[:first]):  # up to the lines above the one it opens on
        n = len(rig.lines)
        rig.press("up")
        assert any("[%s]" % name in l for l in said(rig, n)), (name, said(rig, n))
    frames = [snapshot(rig, t0)]
    for name in names[1:]:
        n = len(rig.lines)
        rig.press("down")
        assert any("[%s]" % name in l for l in said(rig, n)), (name, said(rig, n))
        frames.append(snapshot(rig, t0))
    # the grid marks each line differently: no two lines look alike
    assert len(set(frames)) == len(names)


@pytest.mark.parametrize("game", sorted(LINES))
def test_setup_page_never_wraps_past_its_ends(game):
    rig = opened(game)
    names = LINES[game]
    view = rig.app.game_screen.view
    for _ in range(OPENS.get(game, 0)):
        rig.press("up")
    n = len(rig.lines)
    rig.press("up")                       # the first line: refused, said, the cue shown
    assert rig.app.cue_at is not None
    assert any("[%s] is the first line" % names[0] in l for l in said(rig, n)), said(rig, n)
    for _ in names[1:]:
        rig.press("down")
    rig.step(600)                         # the cue is over
    assert rig.app.cue_at is None
    n = len(rig.lines)
    t0 = rig.clock.t
    before = snapshot(rig, t0)
    rig.press("down")                     # the last line: refused, and still on it
    assert rig.app.cue_at is not None
    assert any("[%s] is the last line" % names[-1] in l for l in said(rig, n)), said(rig, n)
    assert snapshot(rig, t0) == before and rig.app.game_screen.view is view


def test_konane_down_past_the_last_line_never_changes_the_board_size():
    # `sim.py --script "a down down down down left"`: the player means the last line (Puzzles,
    # issue 49: the level before it), never the size
    rig = journey.new_rig()
    rig.run_script("a down down down down left".split())
    v = rig.app.game_screen.view
    assert v.size_i == 2 and v.field == 4        # still 8x8, still on [puzzles]
    assert any("[puzzles] is the last line" in l for l in rig.lines[-3:]), rig.lines[-3:]
    assert "[puzzles]: puzzle %d of %d" % (v.pz[0], v.pz[0]) in rig.lines[-1]   # left: the last puzzle


def test_konane_level_line_changes_the_level_against_the_companion():
    rig = journey.new_rig()
    rig.run_script("a down right down left".split())
    v = rig.app.game_screen.view
    assert v.size_i == 2 and v.mode == 1 and v.level == 1
    assert rig.lines[-1].startswith("Konane set-up [level]: 8x8, you play Hibiscus")
    assert "level 1 of" in rig.lines[-1]
    rig.press("left")
    assert "level 1 is the lowest" in rig.lines[-1]


def test_kapai_setup_says_there_is_nothing_to_choose():
    rig = opened("kapai")
    assert rig.lines[-1].startswith("Ka Pai set-up: nothing to choose")
    rig.press("down")
    assert rig.app.cue_at is not None and "A starts the sheet" in rig.lines[-1]


@pytest.mark.parametrize("game", journey.GAMES)
def test_b_on_a_setup_page_goes_back_to_the_menu(game):
    rig = opened(game)
    rig.press("b")
    assert rig.app.screen.__class__.__name__ == "Menu"
    assert rig.lines[-1].startswith("menu: %s  [" % journey.title(game))   # on the game it left
    rig.press("a")                        # A opens it again: its set-up page
    assert rig.app.screen is rig.app.game_screen and rig.app.game_screen.name == game


@pytest.mark.parametrize("game", sorted(LINES) + ["kapai"])
def test_every_setup_page_says_its_keys_in_the_same_words_and_b_goes_back(game):
    # (Kawa's and Hanafuda's pages said "Up/down pick, left/right change, A start", Konane's and
    # 'Aina's "Up/down: choose a line, ...", none but Ka Pai's what B does)
    rig = opened(game)
    page = rig.lines[-1]
    if game == "kapai":   # nothing to choose: its keys alone
        assert page.endswith(". A: start, B: back"), page
    else:
        assert page.endswith(". Up/down: choose a line, left/right: change it, A: start, B: back"), page
    n = len(rig.lines)
    rig.press("b")
    assert rig.app.screen.__class__.__name__ == "Menu"
    assert said(rig, n)[-1].startswith("menu: "), said(rig, n)
