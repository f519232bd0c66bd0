# Issue 47: Kawa's guided first game, played through the real App with the buttons only (the
# console only where a player would type: `undo`). The lesson's data is
# firmware/games/kawa/lesson.py, its engine firmware/ui/lesson.py (Konane's journeys:
# test_lesson.py).
import journey
from core import app as A
from games.kawa import codes as C
from games.kawa import lesson as KL
from ui import lesson as L, palette


def new(path=None, board="pico-8x8"):
    return journey.lesson_rig(path, board)


def open_lesson(rig):
    journey.open_lesson(rig, 'kawa', '[colours]')


def step(rig):
    return journey.lesson_step(rig)


def said(i):
    return journey.lesson_said(KL.STEPS, i)


def first(accept):
    """The action a step's accept plays (its skip's): the one, or the set's first."""
    if isinstance(accept, tuple):
        return accept[1] if accept[0] == L.ANY else accept[0]
    return accept


def go(rig, name):
    """The cursor to a tile with the d-pad, then A."""
    v = rig.app.game_screen.view
    journey.cursor_to(rig, lambda: (v.cy, v.cx), 4 - int(name[1:]), ord(name[0]) - 97)


def play(rig, text):
    """A step's action with the keys a player presses for it."""
    w = text.replace("-", " ").split()
    v = rig.app.game_screen.view
    if w[0] == "start":
        while v.cx != ord(w[1]) - 97:
            rig.press("right")
        rig.press("a")
    elif w[0] == "petal":
        rig.press("a")
    elif w[0] == "double":
        rig.press("up")
        rig.press("a")
    elif w[0] == "turn":
        rig.press(w[1])
    elif w[0] == "back":
        go(rig, w[1])
    else:
        go(rig, w[0])
        go(rig, w[1])
    rig.step(100)


ACTS = [i for i in range(len(KL.STEPS)) if KL.STEPS[i][2] is not None]


def test_the_whole_lesson_with_the_buttons_then_remembered_after_a_power_cut(tmp_path):
    rig = new(tmp_path)
    open_lesson(rig)
    s = rig.app.session
    assert s.setup == KL.SETUP and s.game.n == 2 and s.game.kind[8] == 3   # the river as laid
    assert rig.lines[-1] == said(0) and step(rig) == 0
    rig.press("a")
    # step 2's cells, the whirlpools a2 and c1, lit in the teaching cue in the blink's unlit half
    assert step(rig) == 1 and L.now(rig.app)[4] == [(0, 4, 2), (4, 6, 2)]
    journey.into_cue(rig)
    assert rig.cell(0, 4) == KL.TEACH and rig.cell(5, 7) == KL.TEACH
    tones = len(rig.tones)
    for i in range(1, len(KL.STEPS)):
        assert step(rig) == i and said(i) in rig.lines, (i, rig.lines[-3:])
        st = KL.STEPS[i]
        if st[2] is None:
            rig.press("a")
            continue
        n = len(s.log)
        play(rig, first(st[2]))
        assert len(s.log) == n + 1, (i, rig.lines[-4:])
        assert st[3] in rig.lines and rig.tones[-1][1:] == A.TONES[L.SOUND_LEARNT]
    assert len(rig.tones) - tones == len(ACTS)      # a success tone a step, no refusal
    g = s.game
    # the round played: Blue scored on Red's flow, the river moved on, the wheel turned
    assert g.score == [0, 1] and g.round == 2 and g.phase == C.PH_START and bytes(g.wheel[:2]) == b"\x02\x04"
    assert rig.lines[-1] == KL.DONE and step(rig) is None and L.now(rig.app) is None
    # the lesson's words were loaded a part at a time and let go (games/lessonparts.py)
    import sys
    assert not [m for m in sys.modules if m.startswith("games.kawa.lesson") and m != "games.kawa.lesson"]
    # the game plays on as a real one (the lesson is over): the next A says so and moves
    # nothing, then Red's Starting tile, no lesson refusal
    rig.press("a")
    assert len(s.log) == len(ACTS) and rig.lines[-1].startswith("a real game now")
    rig.press("a")
    assert len(s.log) == len(ACTS) + 1 and step(rig) is None
    # remembered on flash: a power cut, then the set-up page says Kawa is learned
    rig2 = new(tmp_path)
    assert rig2.app.game_screen.lesson is None and len(rig2.app.session.log) == len(ACTS) + 1
    assert rig2.app.game_screen.learned()


def test_the_set_up_page_marks_kawa_learned():
    rig = new()
    journey.open_game(rig, "kawa")
    rig.press("up")
    rig.settle()
    assert rig.cell(7, 0) != palette.scale(KL.TEACH, 1, 6)
    rig.app.learnt = b"L\x01\x04\xff\x00\x00"       # (as Kawa's finished lesson leaves it: bit 2)
    rig.press("down")
    assert "[colours]" in rig.lines[-1] and "New to Kawa" not in rig.lines[-1]
    rig.press("up")
    assert "(learned)" in rig.lines[-1]
    rig.step(1000 - rig.clock.t % 1000 + 520)          # the cursor's unlit half
    assert rig.cell(7, 0) == palette.scale(KL.TEACH, 1, 6)
    rig.press("a")                                     # A on Learn: the lesson again
    rig.step(100)
    assert rig.app.session.setup == KL.SETUP and step(rig) == 0


def test_a_wrong_action_is_refused_with_the_reason_and_the_step_stays():
    rig = new()
    open_lesson(rig)
    for _ in range(4):
        rig.press("a")
    assert step(rig) == 4
    rig.press("a")                   # Red on slot a, as asked
    rig.step(100)
    assert step(rig) == 5
    n = len(rig.lines)
    rig.press("a")                   # Blue on slot b, legal, but the lesson wants c
    rig.step(20)
    new_lines = rig.lines[n:]
    assert "! " + KL.STEPS[5][4] in new_lines, new_lines            # the reason in words
    assert new_lines[-1] == said(5)                                  # then the same step again
    assert rig.app.cue_at is not None                                # the refusal on the grid
    assert rig.tones[-1][1:] == A.TONES[A.SOUND_REFUSED]
    assert len(rig.app.session.log) == 1 and step(rig) == 5
    # a swap picked the other way round is the same swap: one of the step's set
    play(rig, "start c")
    play(rig, "c3-c4")
    assert step(rig) == 7 and rig.app.session.log[-1] == bytes((C.OP_SWAP, 6, 2))


def test_the_whirlpool_turned_the_wrong_way_is_refused():
    rig = new()
    open_lesson(rig)
    turn = [i for i in ACTS if KL.STEPS[i][2] == "turn left"][0]
    while step(rig) < turn:
        rig.long("a")
        rig.step(100)
    assert rig.app.session.game.phase == C.PH_TURN
    rig.press("right")               # legal in the game, not the lesson's
    assert "! " + KL.STEPS[turn][4] in rig.lines and step(rig) == turn
    rig.press("left")
    assert step(rig) == turn + 1 and KL.STEPS[turn][3] in rig.lines


def test_long_a_skips_every_step_to_the_end():
    rig = new()
    open_lesson(rig)
    for _ in range(len(KL.STEPS)):
        rig.long("a")
        rig.step(100)
    s = rig.app.session
    assert len(s.log) == len(ACTS) and s.game.round == 2
    assert rig.lines[-1] == KL.DONE and step(rig) is None
    assert "skipped: the lesson plays it" in rig.lines
    assert rig.app.game_screen.view.sel == -1   # the releases never reached the view as an A


def test_undo_steps_back_and_a_power_cut_resumes_at_the_step(tmp_path):
    rig = new(tmp_path)
    open_lesson(rig)
    for _ in range(12):              # into Blue's flow
        rig.long("a")
        rig.step(100)
    assert step(rig) == 12
    rig.command("undo")              # the whirlpool's turn again
    assert step(rig) == 11 and rig.lines[-1] == said(11), rig.lines[-3:]
    rig.step(100)
    rig2 = new(tmp_path)
    assert step(rig2) == 11 and rig2.lines[-1] == said(11), rig2.lines[-4:]
    assert any("the Kawa lesson goes on" in l for l in rig2.lines)
    play(rig2, "turn left")
    assert step(rig2) == 12


def test_on_16x16_the_cells_follow_the_big_river():
    rig = new(board="pico-16x16")
    open_lesson(rig)
    rig.press("a")
    assert L.now(rig.app)[4] == [(0, 7, 3), (6, 10, 3)]   # a2 and c1: 3x3 tiles below the slots
    for _ in range(3):
        rig.press("a")
    assert step(rig) == 4 and L.now(rig.app)[4] == [(1, 0, 1)]   # slot a, above the river
