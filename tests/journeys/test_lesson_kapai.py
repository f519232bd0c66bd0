# Issue 47: Ka Pai's guided first game, played through the real App with the buttons only (the
# console only where a player would type: `undo`). The lesson's data is firmware/games/kapai/lesson.py,
# its engine firmware/ui/lesson.py.
import journey
from core import app as A
from games.kapai import lesson as KL
from games.kapai import rules as R
from games.kapai import grid as V
from games.kapai.moves import legal_actions
from ui import lesson as L, palette

# the lesson's actions in order, with the steps that only say (None)
ACTS = [s[2] for s in KL.STEPS]


def new(path=None, board="pico-8x8"):
    return journey.lesson_rig(path, board)


def open_lesson(rig):
    journey.open_lesson(rig, 'kapai', 'Ka Pai set-up: nothing to choose')


def step(rig):
    return journey.lesson_step(rig)


def said(i):
    return journey.lesson_said(KL.STEPS, i)


def go(rig, cell):
    """The cursor to a sheet cell with the d-pad, then A."""
    v = rig.app.game_screen.view
    journey.cursor_to(rig, lambda: (v.cy, v.cx), 7 - int(cell[1:]), ord(cell[0]) - 97)


def play(rig, text):
    """A step's action with the buttons, as a player reads it from the step."""
    v = rig.app.game_screen.view
    g = rig.app.session.game
    w = text.split()
    if w[0] in ("roll", "bonus"):   # A on the sheet rolls; the bonus page offers triangle first
        rig.press("a")
    else:
        sym = "tscx".index(w[2])
        if v.mode == 2:             # the dice page: right picks the other die, A to the sheet
            if g.dice()[0] != g.dice()[1] and g.dice()[v.pen] != sym:
                rig.press("right")
            rig.press("a")
        go(rig, w[1])
    rig.step(100)


def test_the_whole_lesson_with_the_buttons_then_remembered_after_a_power_cut(tmp_path):
    rig = new(tmp_path)
    open_lesson(rig)
    g = rig.app.session.game
    assert rig.app.session.setup == KL.SETUP and g.drawn == 0
    assert rig.lines[-1] == said(0) and step(rig) == 0
    # the totems lit in the teaching cue, in the blink's unlit half: b6 is (1, 1)
    journey.into_cue(rig)
    assert rig.cell(1, 1) == V.TEACH and rig.cell(5, 5) == V.TEACH
    tones = len(rig.tones)
    acted = 0
    for i, a in enumerate(ACTS):
        # (the step's line is the last: the view's own hints wait while a lesson is on)
        assert step(rig) == i and rig.lines[-1] == said(i), (i, rig.lines[-3:])
        if a is None:
            rig.press("a")
            assert len(rig.app.session.log) == acted   # a step that only says plays nothing
            continue
        play(rig, a)
        acted += 1
        assert len(rig.app.session.log) == acted, (a, rig.lines[-4:])
        assert rig.app.session.log[-1] == KL.action(g, a)
        assert KL.STEPS[i][3] in rig.lines           # the success line
        assert rig.tones[-1][1:] == A.TONES[L.SOUND_LEARNT]
    assert len(rig.tones) - tones == acted           # a success tone a step that acts
    assert rig.lines[-1] == KL.DONE and step(rig) is None and L.now(rig.app) is None
    # what it taught is on the sheet: a triangle group linking two totems, a slash group, a box
    assert list(g.groups) == [1, 0, 0, 1] and list(g.boxes) == [1, 0, 0, 0]
    assert g.network() == 2 and g.total() == 2 + 2 + 1 and not g.over()
    # the sheet plays on as a real game: the next A says so (a press meant for the lesson
    # makes no real move), then A rolls, nothing refused by a lesson
    n = len(rig.app.session.log)
    rig.press("a")
    assert len(rig.app.session.log) == n and rig.lines[-1].startswith("a real game now")
    rig.press("a")
    assert len(rig.app.session.log) == n + 1 and g.phase == R.PH_DRAW
    assert rig.lines[-1] == "left/right pick the symbol, A draws it on the sheet"   # hints again
    # remembered on flash: after a power cut the sheet resumes without a lesson, Ka Pai learned
    rig2 = new(tmp_path)
    assert rig2.app.game_screen.lesson is None and len(rig2.app.session.log) == n + 1
    assert rig2.app.game_screen.learned()


def test_a_wrong_cell_or_symbol_is_refused_with_the_reason_and_the_step_stays():
    rig = new()
    open_lesson(rig)
    rig.press("a")
    rig.press("a")
    rig.press("a")                   # the roll
    assert step(rig) == 3
    n = len(rig.lines)
    rig.press("a")                   # to the sheet; the cursor is on d5, a legal first cell
    rig.press("a")
    rig.step(20)
    new_lines = rig.lines[n:]
    assert "! " + KL.STEPS[3][4] in new_lines, new_lines     # the reason in words
    assert new_lines[-1] == said(3)                          # then the same step again
    assert rig.app.cue_at is not None                        # the refusal on the grid
    assert rig.tones[-1][1:] == A.TONES[A.SOUND_REFUSED]
    assert len(rig.app.session.log) == 1 and step(rig) == 3
    rig.press("b")                   # back to the dice page: the square instead, at c5
    rig.press("right")
    rig.press("a")
    go(rig, "c5")
    assert rig.lines[-1] == said(3) and len(rig.app.session.log) == 1
    assert rig.app.session.game.cells[16] == R.FREE


def test_the_cue_is_on_the_sheet_not_over_the_dice_page():
    # c5 is (2, 2) on 8x8: on the dice page that LED is the left die's triangle, so the lesson
    # leaves it alone there (the view's cue_shown) and lights it once the sheet shows
    rig = new()
    open_lesson(rig)
    rig.press("a")
    rig.press("a")
    rig.press("a")                   # the roll: the dice page
    assert step(rig) == 3 and rig.app.game_screen.view.mode == 2
    journey.into_cue(rig)
    assert L.now(rig.app)[4] == [(2, 2, 1)]
    assert rig.cell(2, 2) != V.TEACH
    assert rig.cell(2, 2) == rig.app.game_screen.view.ctx.grid.get(2, 2)
    rig.press("a")                   # the sheet
    journey.into_cue(rig)
    assert rig.cell(2, 2) == V.TEACH


def test_the_cue_on_a_16x16_grid_lights_the_dice_and_the_bonus_box():
    rig = new(board="pico-16x16")
    open_lesson(rig)
    rig.press("a")
    rig.press("a")
    assert L.now(rig.app)[4] == [(14, 0, 2), (14, 3, 2)]      # the dice, 2x2 each
    journey.into_cue(rig)
    assert rig.cell(15, 4) == V.TEACH
    for a in ACTS[2:14]:
        rig.long("a")
        rig.step(100)
    assert step(rig) == 14 and L.now(rig.app)[4] == [(4, 0, 2)]  # the bonus page's first box


def test_long_a_skips_every_step_and_the_lesson_ends_on_a_sheet_that_plays_on():
    rig = new()
    open_lesson(rig)
    for i in range(len(KL.STEPS)):
        assert step(rig) == i
        rig.long("a")
        rig.step(100)
    s = rig.app.session
    assert s.log == [KL.action(s.game, a) for a in ACTS if a is not None]
    assert rig.lines[-1] == KL.DONE and not journey.asked(rig)
    assert "skipped: the lesson plays it" in rig.lines


def test_undo_steps_back_and_redo_steps_on():
    rig = new()
    open_lesson(rig)
    rig.press("a")
    rig.press("a")
    for a in ACTS[2:6]:
        play(rig, a)
    assert step(rig) == 6
    rig.command("undo")              # the triangle at b5 taken back
    assert step(rig) == 5 and rig.lines[-1] == said(5), rig.lines[-3:]
    rig.command("undo")              # and the roll
    assert step(rig) == 4 and len(rig.app.session.log) == 2
    rig.command("redo")
    assert step(rig) == 5 and rig.lines[-1] == said(5)
    play(rig, ACTS[5])
    assert step(rig) == 6


def test_a_power_cut_mid_lesson_resumes_at_the_same_step(tmp_path):
    rig = new(tmp_path)
    open_lesson(rig)
    rig.press("a")
    rig.press("a")
    for a in ACTS[2:11]:             # up to the double's second slash
        if a is None:
            rig.press("a")
        else:
            play(rig, a)
    rig.step(100)
    assert step(rig) == 11
    rig2 = new(tmp_path)
    assert step(rig2) == 11 and rig2.lines[-1] == said(11), rig2.lines[-4:]
    assert any("the Ka Pai lesson goes on" in l for l in rig2.lines)
    for a in ACTS[11:]:
        if a is None:
            rig2.press("a")
        else:
            play(rig2, a)
    assert KL.DONE in rig2.lines and rig2.app.game_screen.learned()


def test_after_the_lesson_the_full_sheet_offers_a_new_one():
    rig = new()
    open_lesson(rig)
    for _ in KL.STEPS:
        rig.long("a")
        rig.step(100)
    gs = rig.app.game_screen
    g = rig.app.session.game
    while not g.over():              # the rest of the sheet, as the player would play it
        assert gs.act(legal_actions(g)[0])
    rig.step(100)
    rig.press("b")                   # the score page to the sheet; A there: a new sheet, asked
    rig.press("a")
    assert journey.asked(rig) and "a rematch: a new Ka Pai game" in rig.lines[-1], rig.lines[-2:]
    rig.press("a")
    s = rig.app.session
    assert s.setup != KL.SETUP and not s.game.over() and len(s.log) == 0
    assert rig.app.game_screen.lesson is None


def test_the_set_up_page_lights_learn_and_marks_ka_pai_learned():
    rig = new()
    journey.open_game(rig, "kapai")
    journey.learn_half(rig)
    journey.learn_pulses(rig, V.TEACH, 7, 7)   # not learned yet: it pulses, never dark
    rig.press("down")                # nothing below the sheet's line: refused, said
    assert rig.app.cue_at is not None and "A starts the sheet" in rig.lines[-1]
    rig.press("up")
    rig.press("up")                  # the first line
    assert "[learn] is the first line" in rig.lines[-1]
    rig.press("left")
    assert "[learn]: A starts the lesson" in rig.lines[-1]
    rig.press("down")
    assert rig.lines[-1].startswith("Ka Pai set-up: nothing to choose")
    rig.press("b")
    rig.app.learnt = b"L\x01\xff\xff\x00\x00"       # (as finished lessons leave it)
    rig.press("a")                   # the page again, from the menu
    assert "New to Ka Pai" not in rig.lines[-1]
    rig.settle()
    assert rig.cell(7, 7) == palette.scale(V.TEACH, 1, 6)
    rig.press("up")
    assert "(learned)" in rig.lines[-1]


def test_the_teaching_cue_is_checked_over_the_sheet_and_would_fail_in_the_lessons_magenta(monkeypatch):
    # Ka Pai's own cue colour (grid.TEACH, the view's `teach`): 15 or more from every sheet and
    # dice state for every vision; the lessons' magenta blinked over the mid grey of a cell the
    # symbol may go in (deuteranopia 4.4), the cell every draw step lights
    from host_tools import legibility as LG
    from games.kapai import grid as V
    _, rows = LG.check("kapai", "pico-8x8", None)
    names = set((r[1], r[2]) for r in rows)
    for st in ("free cell the symbol may go in", "totem", "triangle in a group", "die not to draw, slash"):
        assert ("teaching cue over %s" % st, st) in names, st
    assert not [r for r in LG.failures(rows) if "teaching" in r[1] or "lesson" in r[1] + r[2]]
    magenta = 0xFF20A0   # the lessons' colour then (palette.TEACH until issue 48)
    monkeypatch.setattr(V.View, "teach", magenta)
    monkeypatch.setattr(V, "TEACH", magenta)
    _, rows = LG.check("kapai", "pico-8x8", None)
    bad = set((r[1], r[2]) for r in LG.failures(rows))
    assert ("teaching cue over free cell the symbol may go in", "free cell the symbol may go in") in bad


def test_the_lesson_draws_its_cells_in_the_views_colour():
    rig = new()
    open_lesson(rig)
    journey.into_cue(rig)
    from games.kapai import grid as V
    assert rig.cell(1, 1) == V.TEACH != palette.TEACH
