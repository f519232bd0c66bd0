# Issue 47: 'Aina's guided first game, played through the real App with the buttons only (the
# console only where a player would type: `undo`). The lesson's data is
# firmware/games/aina/lesson.py, its engine firmware/ui/lesson.py. What 'Aina asks of the engine: a
# move is ended with a long A (the lesson's HOLD_A: on the step that asks for it the long A is the
# game's, not the skip), a lock and the Cosmic Event are chosen in several presses, and its lesson
# ends in round 2, whose game plays on as a real one (its end offers the real game).
import journey
from core import app as A
from games.aina import codes as C
from games.aina import deck
from games.aina import lesson as AL
from ui import lesson as L, palette

ACTS = [i for i in range(len(AL.STEPS)) if AL.STEPS[i][2] is not None]
DIR_KEY = {"east": "right", "south": "down", "west": "left", "north": "up"}


def new(path=None, board="pico-8x8"):
    return journey.lesson_rig(path, board)


def open_lesson(rig):
    journey.open_lesson(rig, "aina", "[players]")


def step(rig):
    return journey.lesson_step(rig)


def said(i):
    return journey.lesson_said(AL.STEPS, i)


def go(rig, name):
    """The cursor to a card with the d-pad (the shorter way round: the board wraps)."""
    v = rig.app.game_screen.view
    x, y = ord(name[0]) - 97, 6 - int(name[1])
    while v.cx != x:
        rig.press("right" if (x - v.cx) % 6 <= 3 else "left")
    while v.cy != y:
        rig.press("down" if (y - v.cy) % 6 <= 3 else "up")


def play(rig, text):
    """A step's action with the buttons, as the lesson's sentence tells a player."""
    w = text.split()
    if w[0] in ("flip", "bonus"):
        go(rig, w[1])
        rig.press("a")
    elif w[0] == "lock":            # A on its first card: the row and its tokens; A locks
        go(rig, w[1])
        rig.press("a")
        rig.press("a")
    elif w[0] == "end":             # hold A
        rig.long("a")
    else:                           # the Cosmic Event: the akua (A: the first offered), its card, its way
        v = rig.app.game_screen.view
        while deck.WAO[v.pick].lower() != w[1]:
            rig.press("right")
        rig.press("a")
        go(rig, w[2])
        rig.press("a")
        rig.press(DIR_KEY[w[3]])
        rig.press("a")
    rig.step(100)


def test_the_whole_lesson_with_the_buttons_then_remembered_and_the_real_game_offered(tmp_path):
    rig = new(tmp_path)
    open_lesson(rig)
    s = rig.app.session
    assert s.setup == AL.SETUP and s.game.players == 2 and rig.app.screen is rig.app.game_screen
    assert rig.lines[-1] == said(0) and step(rig) == 0
    # the Starters lit in the teaching cue in the blink's unlit half: e6 (Mala'ai) on 8x8
    assert L.now(rig.app)[4] == [(5, 1, 1), (3, 2, 1), (2, 4, 1), (6, 4, 1)]
    journey.into_cue(rig)
    assert rig.cell(5, 1) == AL.TEACH and rig.cell(6, 4) == AL.TEACH
    tones = len(rig.tones)
    for i in range(len(AL.STEPS)):
        assert step(rig) == i and rig.lines[-1] == said(i), (i, rig.lines[-3:])
        st = AL.STEPS[i]
        if st[2] is None:
            rig.press("a")
            continue
        n = len(s.log)
        play(rig, st[2])
        assert len(s.log) == n + 1, (i, rig.lines[-4:])
        assert st[3] in rig.lines and rig.tones[-1][1:] == A.TONES[L.SOUND_LEARNT], (i, rig.lines[-4:])
    assert len(rig.tones) - tones == len(ACTS)      # a success tone a step, no refusal
    g = s.game
    # round 1 played: the lock's raindrops on Kai lost, the akua's path d1-d6, P2 opens round 2
    assert g.round == 1 and g.player == 1 and g.akua[0] == C.CELLS - 3 and g.disc[0] == 2
    assert rig.lines[-1] == AL.DONE and step(rig) is None and L.now(rig.app) is None
    assert rig.app.game_screen.learned()
    # the lesson's words were loaded a part at a time and let go (games/lessonparts.py)
    import sys
    assert not [m for m in sys.modules if m.startswith("games.aina.lesson") and m != "games.aina.lesson"]
    # the game plays on as a real one: the next A says so, then P2's first flip of round 2
    rig.press("a")
    assert rig.lines[-1].startswith("a real game now") and len(s.log) == len(ACTS)
    from games.aina import moves
    c = moves.legal_actions(g)[0][1]
    go(rig, C.cell_name(c))
    rig.press("a")
    assert len(s.log) == len(ACTS) + 1 and step(rig) is None and g.pos[c]
    # remembered on flash: a power cut, then 'Aina is learned and no lesson goes on
    rig2 = new(tmp_path)
    assert rig2.app.game_screen.lesson is None and len(rig2.app.session.log) == len(ACTS) + 1
    assert rig2.app.game_screen.learned()
    # played to its end (rounds 2 to 4), the lesson's game offers the real game for the same seats
    gs = rig.app.game_screen
    while not g.over():
        assert gs.act(moves.legal_actions(g)[0])
    rig.step(100)
    rig.press("a")
    assert journey.asked(rig) and "a real 'Aina game for the same seats?" in rig.lines[-1], rig.lines[-2:]
    rig.press("a")
    rig.step(100)
    s = rig.app.session
    assert s.setup == AL.REAL and s.game.players == 2 and s.log == [] and rig.app.game_screen.lesson is None


def test_the_set_up_page_opens_on_players_and_marks_aina_learned():
    rig = new()
    journey.open_game(rig, "aina")
    rig.press("right")                     # [players] still changes the players: 2 -> 3
    assert "[players]: 3 players" in rig.lines[-1]
    journey.learn_line(rig)
    journey.learn_pulses(rig, AL.TEACH)        # not learned yet: it pulses, never dark
    rig.app.learnt = b"L\x01\x02\xff\x00\x00"       # (as a finished lesson leaves it: 'Aina, 2nd)
    rig.long("b")                                    # the page again, read afresh
    journey.open_game(rig, "aina")
    assert "[players]" in rig.lines[-1] and "New to 'Aina" not in rig.lines[-1]
    rig.press("up")
    assert "(learned)" in rig.lines[-1]
    journey.learn_half(rig)
    assert rig.cell(7, 0) == palette.scale(AL.TEACH, 1, 6)
    rig.press("a")                                   # A on Learn: the lesson again
    rig.step(100)
    assert rig.app.session.setup == AL.SETUP and step(rig) == 0


def test_a_wrong_card_is_refused_with_the_reason_and_the_step_stays():
    rig = new()
    open_lesson(rig)
    for _ in range(3):
        rig.press("a")
    i = ACTS[0]
    assert step(rig) == i and AL.STEPS[i][2] == "flip c1"
    g = rig.app.session.game
    n = len(rig.lines)
    go(rig, "a3")                    # a3 shows move 1's symbol too: legal, but not the lesson's
    assert g.flippable(C.CELLS - 18)
    rig.press("a")
    rig.step(20)
    new_lines = rig.lines[n:]
    assert "! " + AL.STEPS[i][4] in new_lines, new_lines        # the reason in words
    assert new_lines[-1] == said(i)                               # then the same step again
    assert rig.app.cue_at is not None                             # the refusal on the grid
    assert rig.tones[-1][1:] == A.TONES[A.SOUND_REFUSED]
    assert rig.app.session.log == [] and step(rig) == i and not g.pos[C.CELLS - 18]
    play(rig, "flip c1")
    assert step(rig) == i + 1 and AL.STEPS[i][3] in rig.lines


def test_long_a_skips_each_step_but_the_move_s_end_is_the_game_s_own_long_a():
    rig = new()
    open_lesson(rig)
    end = [i for i in ACTS if AL.STEPS[i][2] == "end"][0]
    while step(rig) != end:
        rig.long("a")                # each step skipped: the lesson plays it
        rig.step(100)
    s = rig.app.session
    assert len(s.log) == ACTS.index(end) and "skipped: the lesson plays it" in rig.lines
    assert s.game.phase == C.P_AFTER
    v = rig.app.game_screen.view
    go(rig, "a5")
    rig.press("a")                   # a short A on the row: the lock's choice, not the step's
    assert v.mode == C.M_LOCK
    n = len(rig.lines)
    rig.press("a")                   # locking it: refused, the step stays
    assert "! " + AL.STEPS[end][4] in rig.lines[n:] and step(rig) == end and len(s.log) == ACTS.index(end)
    n = len(rig.lines)
    rig.long("a")                    # the game's own long A: the move ends, as the step asks
    rig.step(100)
    assert step(rig) == end + 1 and s.game.phase == C.P_EVENT and AL.STEPS[end][3] in rig.lines[n:]
    assert "skipped: the lesson plays it" not in rig.lines[n:] and "P2 ends move 4" in rig.lines[n]
    while step(rig) is not None:
        rig.long("a")
        rig.step(100)
    assert len(s.log) == len(ACTS) and s.game.round == 1 and rig.lines[-1] == AL.DONE


def test_undo_steps_back_and_a_power_cut_resumes_at_the_step(tmp_path):
    rig = new(tmp_path)
    open_lesson(rig)
    lock = [i for i in ACTS if AL.STEPS[i][2].startswith("lock")][0]
    while step(rig) <= lock:
        rig.long("a")
        rig.step(100)
    assert step(rig) == lock + 1 and rig.app.session.game.phase == C.P_BONUS
    rig.command("undo")              # the lock again
    assert step(rig) == lock and rig.lines[-1] == said(lock), rig.lines[-3:]
    g = rig.app.session.game
    assert g.phase == C.P_AFTER and g.ntok(C.CELLS - 5) == 0
    rig.step(100)
    rig2 = new(tmp_path)
    assert step(rig2) == lock and rig2.lines[-1] == said(lock), rig2.lines[-4:]
    assert any("the 'Aina lesson goes on" in l for l in rig2.lines)
    play(rig2, AL.STEPS[lock][2])
    assert step(rig2) == lock + 1 and rig2.app.session.game.phase == C.P_BONUS


def test_on_16x16_the_cells_follow_the_big_board():
    rig = new(board="pico-16x16")
    open_lesson(rig)
    assert L.now(rig.app)[4][0] == (10, 2, 2)              # e6: 2x2 LEDs inside the 2-LED ring
    rig.press("a")
    rig.press("a")
    assert step(rig) == 2 and L.now(rig.app)[4][:2] == [(0, 0, 2), (2, 0, 2)]   # Time Card 1
    rig.press("a")
    play(rig, "flip c1")
    assert rig.app.session.game.pos[C.CELLS - 4] and step(rig) == 4
