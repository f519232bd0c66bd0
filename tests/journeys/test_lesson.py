# Issue 47: Konane's guided first game, played through the real App with the buttons only (the
# console only where a player would type: `learn`, `undo`). The lesson's data is
# firmware/games/konane/lesson.py, its engine firmware/ui/lesson.py.
import pytest

import journey
from core import app as A
from games.konane import lesson as KL
from ui import lesson as L, palette

# the lesson's moves, in order (its steps that only say come first, two of them)
MOVES = ["xc4", "xc5", "e4-c4", "a5-c5", "e6-e4", "b4-d4", "c6-c4", "a3-a5", "a6-e6", "f6-d6"]
TALKS = 2


def new(path=None):
    return journey.lesson_rig(path)


def open_lesson(rig):
    journey.open_lesson(rig, 'konane', '[size]')


def step(rig):
    return journey.lesson_step(rig)


def said(rig, i):
    return journey.lesson_said(KL.STEPS, i)


def go(rig, sq):
    """The cursor to a square with the d-pad, then A."""
    v = rig.app.game_screen.view
    journey.cursor_to(rig, lambda: (v.r, v.c), 6 - int(sq[1:]), ord(sq[0]) - 97)


def play(rig, mv):
    if mv[0] == "x":
        go(rig, mv[1:])
        go(rig, mv[1:])
    else:
        a, b = mv.split("-")
        go(rig, a)
        go(rig, b)
    rig.step(100)


def learnt(rig):
    d = rig.app.store.read(L.FILE) if hasattr(rig.app.store, "read") else None
    return d


def test_the_whole_lesson_with_the_buttons_then_remembered_after_a_power_cut(tmp_path):
    rig = new(tmp_path)
    open_lesson(rig)
    g = rig.app.session.game
    assert rig.app.session.setup == KL.SETUP and g.n == 6 and g.mode == 0
    assert rig.lines[-1] == said(rig, 0) and step(rig) == 0
    # the step's cells lit in the teaching cue: a6, the top-left square (1, 1) on 8x8, in the
    # blink's unlit half
    journey.into_cue(rig)
    assert rig.cell(1, 1) == palette.TEACH
    assert L.now(rig.app)[3] == KL.STEPS[0][0] and L.now(rig.app)[4] == [(1, 1, 1)]
    for i in range(TALKS):
        rig.press("a")
        assert rig.lines[-1] == said(rig, i + 1), rig.lines[-3:]
    assert rig.app.session.game.history == []       # a step that only says plays nothing
    tones = len(rig.tones)
    for j, mv in enumerate(MOVES):
        i = TALKS + j
        assert step(rig) == i and said(rig, i) in rig.lines, (i, rig.lines[-3:])
        play(rig, mv)
        assert len(rig.app.session.log) == j + 1, (mv, rig.lines[-4:])
        assert KL.STEPS[i][3] in rig.lines           # the success line
        if j < len(MOVES) - 1:
            assert rig.tones[-1][1:] == A.TONES[L.SOUND_LEARNT] == (1320, 90)
    assert len(rig.tones) - tones == len(MOVES)      # a success tone a step, the end's on the last
    assert rig.tones[-1][1:] == A.TONES[A.SOUND_END]
    g = rig.app.session.game
    assert g.over() and g.winner() == 1
    assert KL.DONE in rig.lines and step(rig) is None and L.now(rig.app) is None
    # remembered on flash: a power cut, then the set-up page marks Konane learned
    rig2 = new(tmp_path)
    assert rig2.app.session.game.over() and rig2.app.game_screen.lesson is None
    assert rig2.app.game_screen.learned()
    journey.open_game(rig2, "konane")     # (the finished lesson stays; the page over it)
    # ... on the players' own set-up, not the lesson's 6x6 (it opened on 6x6 for the next game)
    setup_line = [l for l in rig2.lines if l.startswith("Konane set-up")][-1]
    assert "8x8" in setup_line and "6x6" not in setup_line, setup_line
    rig3 = new(tmp_path)
    rig3.command("menu")
    rig3.command("undo")                   # (nothing learned is lost by an undo either)
    assert rig3.app.game_screen.learned()


def test_after_the_lesson_a_offers_a_real_game_for_the_same_seats():
    rig = new()
    open_lesson(rig)
    for _ in range(TALKS):
        rig.press("a")
    for mv in MOVES:
        play(rig, mv)
    assert rig.lines[-1] == KL.DONE        # the lesson's last word, after the game's end
    rig.press("a")                         # A on the finished lesson: a real game, asked first
    assert journey.asked(rig) and "a real Konane game for the same seats?" in rig.lines[-1]
    rig.press("a")
    s = rig.app.session
    assert s.setup == KL.REAL and not s.game.over() and len(s.log) == 0
    assert s.game.n == 8 and s.game.mode == 0          # the same two seats at the table
    assert rig.app.game_screen.lesson is None


def test_the_set_up_page_marks_konane_learned():
    rig = new()
    journey.open_game(rig, "konane")
    rig.press("up")
    rig.settle()
    assert rig.cell(7, 0) != palette.scale(palette.TEACH, 1, 6)
    rig.app.learnt = b"L\x01\x01\xff\x00\x00"       # (as a finished lesson leaves it)
    rig.press("down")
    assert "New to Konane" not in rig.lines[-1]
    rig.press("up")
    assert "(learned)" in rig.lines[-1]
    rig.step(1000 - rig.clock.t % 1000 + 520)          # the cursor's unlit half
    assert rig.cell(7, 0) == palette.scale(palette.TEACH, 1, 6)


def test_a_wrong_move_is_refused_with_the_reason_and_the_step_stays():
    rig = new()
    open_lesson(rig)
    rig.press("a")
    rig.press("a")
    # now on the first move step: xd3 is legal, but the lesson wants xc4
    assert step(rig) == TALKS
    n = len(rig.lines)
    go(rig, "d3")
    go(rig, "d3")
    rig.step(20)
    new_lines = rig.lines[n:]
    assert "! " + KL.STEPS[TALKS][4] in new_lines, new_lines       # the reason in words
    assert new_lines[-1] == said(rig, TALKS)                        # then the same step again
    assert rig.app.cue_at is not None                               # the refusal on the grid
    assert rig.tones[-1][1:] == A.TONES[A.SOUND_REFUSED]
    assert len(rig.app.session.log) == 0 and step(rig) == TALKS


def test_a_step_that_only_says_refuses_an_action():
    rig = new()
    open_lesson(rig)
    gs = rig.app.game_screen
    assert not gs.act(b"\x0e")       # xc4 typed or sent before A: not yet
    assert "! " + KL.STEPS[0][4] in rig.lines and step(rig) == 0
    assert len(rig.app.session.log) == 0


def test_long_a_skips_a_step_by_playing_its_solution():
    rig = new()
    open_lesson(rig)
    rig.long("a")                    # a step that only says: on to the next
    assert step(rig) == 1 and rig.lines[-1] == said(rig, 1)
    rig.long("a")
    assert step(rig) == 2
    rig.long("a")                    # the lesson plays xc4 for Hibiscus
    rig.step(100)
    s = rig.app.session
    assert [s.game.move_text(m) for m in s.game.history] == ["xc4"] and step(rig) == 3
    assert "skipped: the lesson plays it" in rig.lines and KL.STEPS[2][3] in rig.lines
    # the long press's release never reached the view as an A (nothing picked, no hint asked)
    v = rig.app.game_screen.view
    assert v.sel == -1 and not v.want_hint
    for _ in range(len(KL.STEPS) - 3):
        rig.long("a")
        rig.step(100)
    assert s.game.over() and rig.lines[-1] == KL.DONE
    assert not journey.asked(rig)     # the last skip's release offered no rematch


def test_undo_steps_back_and_redo_steps_on():
    rig = new()
    open_lesson(rig)
    rig.press("a")
    rig.press("a")
    for mv in MOVES[:3]:
        play(rig, mv)
    assert step(rig) == TALKS + 3
    rig.command("undo")
    assert step(rig) == TALKS + 2 and rig.lines[-1] == said(rig, TALKS + 2), rig.lines[-3:]
    assert len(rig.app.session.log) == 2
    rig.long("b")
    assert rig.menu_to("Undo the last action")
    rig.press("a")                   # the menu's Undo, too
    assert step(rig) == TALKS + 1 and len(rig.app.session.log) == 1
    rig.command("redo")
    assert step(rig) == TALKS + 2 and rig.lines[-1] == said(rig, TALKS + 2)
    play(rig, MOVES[2])
    assert step(rig) == TALKS + 3


def test_a_power_cut_mid_lesson_resumes_at_the_same_step(tmp_path):
    rig = new(tmp_path)
    open_lesson(rig)
    rig.press("a")                   # on the second step, which only says: saved as it is
    rig.step(100)
    rig2 = new(tmp_path)
    assert step(rig2) == 1 and rig2.lines[-1] == said(rig2, 1), rig2.lines[-4:]
    rig2.press("a")
    for mv in MOVES[:5]:
        play(rig2, mv)
    rig2.step(100)
    rig3 = new(tmp_path)
    assert step(rig3) == TALKS + 5 and rig3.lines[-1] == said(rig3, TALKS + 5)
    assert any("the Konane lesson goes on" in l for l in rig3.lines)
    for mv in MOVES[5:]:
        play(rig3, mv)
    assert rig3.app.session.game.over() and KL.DONE in rig3.lines


def test_a_power_cut_between_the_save_and_the_lessons_file_takes_the_step_from_the_game(tmp_path):
    # the save holds 4 moves, the lesson's file an older step: the game's history decides
    rig = new(tmp_path)
    open_lesson(rig)
    rig.press("a")
    rig.press("a")
    st = rig.app.store
    old = st.read(L.FILE)
    for mv in MOVES[:4]:
        play(rig, mv)
    st.write(L.FILE, old)
    rig2 = new(tmp_path)
    assert step(rig2) == TALKS + 4 and rig2.lines[-1] == said(rig2, TALKS + 4)


def test_learn_asks_over_a_game_in_progress_and_b_keeps_it():
    rig = new()
    journey.open_game(rig, "konane")
    rig.press("a")                   # an 8x8 game
    rig.press("a")
    rig.press("a")                   # Hibiscus lifts d5
    assert len(rig.app.session.log) == 1
    rig.command("learn")
    assert journey.asked(rig)
    rig.press("b")                   # keep playing
    assert len(rig.app.session.log) == 1 and rig.app.game_screen.lesson is None
    rig.command("learn")
    rig.press("a")                   # now the lesson, the 8x8 game set aside (undo brings it back)
    assert rig.app.session.setup == KL.SETUP and step(rig) == 0
    assert rig.lines[-1] == said(rig, 0)


def test_learn_on_a_game_without_a_lesson_says_so(monkeypatch):
    from games import registry
    real = registry.lesson

    def lesson(name):   # Kawa as a game with no lesson written (it has one now)
        if name == "kawa":
            raise ImportError("no module named 'games.kawa.lesson'")
        return real(name)
    monkeypatch.setattr(registry, "lesson", lesson)
    rig = new()
    rig.command("learn")
    assert rig.lines[-1].startswith("! learn: open a game first")
    journey.open_game(rig, "kawa")
    rig.command("learn")
    assert rig.lines[-1] == "! the Kawa lesson is not written yet: its rules are in `rules kawa`"
    assert rig.app.session is None and rig.app.game_screen.name == "kawa"


def test_a_damaged_lessons_file_never_stops_the_game(tmp_path):
    rig = new(tmp_path)
    open_lesson(rig)
    rig.press("a")
    rig.step(100)
    st = rig.app.store
    good = st.read(L.FILE)
    for bad in (good[:-1], good[:6], good + b"\x00", b"L\x01\x00\x00\x06konane\xff", b"\xff" * 3):
        st.write(L.FILE, bad)
        rig2 = new(tmp_path)
        gs = rig2.app.game_screen
        assert rig2.app.screen is gs and gs.lesson is None and rig2.app.session.setup == KL.SETUP
        rig2.press("a")                   # the game goes on without its lesson
        rig2.press("a")
        assert len(rig2.app.session.log) == 1
        rig2.command("undo")
    st.write(L.FILE, good)
    assert step(new(tmp_path)) == 1


class Steps:
    """A lesson's data as another game would write it: Konane's set-up and functions, these steps."""

    def __init__(self, steps):
        for k in ("SETUP", "REAL", "SPECIAL", "DONE", "where", "action"):
            setattr(self, k, getattr(KL, k))
        self.STEPS = steps


def fake_lesson(monkeypatch, steps):
    from games import registry
    mod = Steps(steps)
    monkeypatch.setattr(registry, "lesson", lambda name: mod)
    monkeypatch.setattr(registry, "drop", lambda name: None)


SET_THEN_ANY = (
    ("Hibiscus: lift c4 or d3.", "c4 d3", ("xc4", "xd3"), "One of the set.", "c4 or d3 only.", ()),
    ("Jasmine: lift any stone you may.", "", ("*", "xc5"), "Any will do.", "(never said)", ()),
)


def test_a_step_takes_one_of_a_set_and_a_step_any_legal_move(monkeypatch):
    fake_lesson(monkeypatch, SET_THEN_ANY)
    rig = new()
    open_lesson(rig)
    assert rig.lines[-1] == "lesson 1/2: Hibiscus: lift c4 or d3."
    play(rig, "xa6")                    # a legal opening, not one of the set: refused
    assert "! c4 or d3 only." in rig.lines and len(rig.app.session.log) == 0
    rig.press("b")                      # (a6 was left picked)
    play(rig, "xd3")                    # the set's other one
    assert "One of the set." in rig.lines and step(rig) == 1
    play(rig, "xe3")                    # any legal removal
    s = rig.app.session.game
    assert [s.move_text(m) for m in s.history] == ["xd3", "xe3"]
    assert "Any will do." in rig.lines and rig.lines[-1] == KL.DONE and step(rig) is None


def test_the_skip_plays_an_any_steps_own_move(monkeypatch):
    fake_lesson(monkeypatch, SET_THEN_ANY)
    rig = new()
    open_lesson(rig)
    rig.long("a")                       # the set's first: xc4
    rig.long("a")                       # the any step's: xc5
    rig.step(100)
    s = rig.app.session.game
    assert [s.move_text(m) for m in s.history] == ["xc4", "xc5"] and rig.lines[-1] == KL.DONE


def test_learn_skip_on_the_console_plays_the_step_and_is_refused_without_a_lesson():
    rig = new()
    journey.open_game(rig, "konane")
    rig.command("learn skip")
    assert rig.lines[-1].startswith("! learn skip: no lesson in progress")
    rig.press("up")
    rig.press("a")
    rig.step(100)
    assert step(rig) == 0
    rig.command("learn skip")                  # a step that only says: the next
    assert rig.lines[-2] == "skipped" and step(rig) == 1
    rig.command("learn skip")
    rig.command("learn skip")                  # the first move, played for the player
    s = rig.app.session
    assert step(rig) == 3 and len(s.log) == 1
    assert [bytes(a) for a in s.log] == [bytes(KL.action(type(s.game)(s.setup), "xc4"))]



@pytest.mark.parametrize("game", ["konane", "aina", "kawa", "hanafuda", "kapai"])
def test_a_power_cut_after_every_step_of_every_lesson_resumes_it_at_that_step(tmp_path, game):
    # a newcomer's 'Aina lesson crashed at every power-on after its lock (the lock's tokens were
    # worked out from the game as it is now, its row already locked), and a cut late in it dropped
    # the lesson: each step played (the skip), then the power cut, then the same step again
    rig = journey.lesson_rig(tmp_path)
    journey.open_lesson(rig, game, "")
    n = rig.app.game_screen.lesson.n
    seen = []
    while journey.lesson_step(rig) is not None:
        i = journey.lesson_step(rig)
        text = rig.app.game_screen.lesson.text
        rig.step(100)                       # (the step's number saved after its frame)
        rig = journey.lesson_rig(tmp_path)  # the power cut
        assert journey.lesson_step(rig) == i, (game, i, rig.lines[-3:])
        assert rig.lines[-1] == "lesson %d/%d: %s" % (i + 1, n, text), rig.lines[-3:]
        seen.append(i)
        rig.command("learn skip")           # the step's solution (a step whose action is a long A
        rig.step(100)                       # takes no skip from the buttons: Hanafuda's 'ohana)
    assert seen == list(range(n))
    # the lesson's end, then a power cut: its last word again, and what A offers with it (the
    # real game, or the word that one begins); it was lost, and the next A made a move or
    # offered a rematch of the lesson's own set-up
    done = rig.lines[-1]
    assert done.startswith("Lesson learned"), rig.lines[-3:]
    rig = journey.lesson_rig(tmp_path)
    rig.step(100)
    assert rig.lines[-1] == done, rig.lines[-3:]
    log = len(rig.app.session.log)
    rig.press("a")
    rig.step(100)
    assert len(rig.app.session.log) == log   # A made no move
    assert rig.lines[-1].startswith(("a real game now", "A: start a real", "A: a real")) or \
        "real" in rig.lines[-1], rig.lines[-3:]
    if rig.lines[-1].startswith("a real game now"):
        # A took the real game up ('Aina's, Kawa's, Ka Pai's play on): a power cut now resumes it,
        # and the lesson's end is not said again (it was, at every power-on after)
        rig.step(100)
        rig = journey.lesson_rig(tmp_path)
        rig.step(100)
        assert not any(x.startswith("Lesson learned") for x in rig.lines), (game, rig.lines)
        assert rig.app.game_screen.lesson is None and len(rig.app.session.log) == log
