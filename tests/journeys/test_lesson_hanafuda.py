# Issue 47: Hanafuda's guided first game, played through the real App with the buttons only (the
# console only where a player would type: `undo`). The lesson's data is
# firmware/games/hanafuda/lesson.py, its engine firmware/ui/lesson.py. What Hanafuda asks of the
# engine: its 'ohana is declared with a long A (the lesson's HOLD_A: on such a step a long A is the
# game's, not the skip), and its lesson ends before the hand does (A then offers the real game).
import journey
from core import app as A
from games.hanafuda import lesson as HL
from games.hanafuda import codes as C
from ui import lesson as L, palette

TALKS = 2   # the steps that only say before the deal
ACTS = [i for i in range(len(HL.STEPS)) if HL.STEPS[i][2] is not None]


def new(path=None):
    return journey.lesson_rig(path)


def open_lesson(rig):
    journey.open_lesson(rig, 'hanafuda', '[players]')


def step(rig):
    return journey.lesson_step(rig)


def said(rig, i):
    return journey.lesson_said(HL.STEPS, i)


def go(rig, word):
    """The cursor to a card with the d-pad (where the lesson lights it)."""
    v = rig.app.game_screen.view
    c = HL._card(word)   # its 'ohana first (left/right), then the card (up/down: round its four)
    while v.cx == v.mw or v.card() // 4 != c // 4:
        rig.press("right" if v.cx == v.mw or v.card() // 4 < c // 4 else "left")
    while v.card() != c:
        rig.press("down" if v.card() < c else "up")


def play(rig, text):
    """A step's action with the buttons, as the Hanafuda page tells a player to mark it."""
    w = text.split()
    v = rig.app.game_screen.view
    if w[0] == "field":
        go(rig, w[1])
        dealing = rig.app.session.game.phase == C.PH_DEAL
        rig.press("a")
        if not dealing:
            rig.press("a")          # A on it again: left in the field
    elif w[0] == "take":
        go(rig, w[1])
        rig.press("a")
        go(rig, w[2])
        rig.press("a")
    else:                           # an 'ohana: hold A on one of its cards, who declares, A
        go(rig, w[1] + "1")
        rig.long("a")
        seat = int(w[2][1:]) - 1
        for _ in range(rig.app.session.game.n):
            if v.oseat == seat:
                break
            rig.press("right")
        rig.press("a")
    rig.step(100)


def solution(i):
    a = HL.STEPS[i][2]
    return a if isinstance(a, str) else a[0]


def test_the_whole_lesson_with_the_buttons_then_a_real_game_for_the_same_seats(tmp_path):
    rig = new(tmp_path)
    open_lesson(rig)
    g = rig.app.session.game
    assert rig.app.session.setup == HL.SETUP and g.n == 2 and g.dealer == 0 and g.hands == 1
    assert rig.lines[-1] == said(rig, 0) and step(rig) == 0
    rig.press("a")
    # the goal's step lights the four brights: Niu's at (0, 0) on 8x8, in the blink's unlit half
    journey.into_cue(rig)
    assert rig.cell(0, 0) == palette.TEACH and rig.cell(1, 4) == palette.TEACH   # (Limu's: 7th 'ohana)
    assert L.now(rig.app)[4] == [(0, 0, 1), (2, 0, 1), (1, 4, 1), (5, 4, 1)]
    rig.press("a")
    assert rig.lines[-1] == said(rig, TALKS) and rig.app.session.log == []
    tones = len(rig.tones)
    for j, i in enumerate(ACTS):
        assert step(rig) == i and said(rig, i) in rig.lines, (i, rig.lines[-3:])
        play(rig, solution(i))
        assert len(rig.app.session.log) == j + 1, (i, rig.lines[-4:])
        assert HL.STEPS[i][3] in rig.lines                # the success line
        assert rig.tones[-1][1:] == A.TONES[L.SOUND_LEARNT] == (1320, 90)
    assert len(rig.tones) - tones == len(ACTS)            # a success tone a step
    g = rig.app.session.game
    assert g.scores_text() == "P1 65-50=15, P2 60" and g.scores_text().split(", ")[0] in HL.STEPS[-1][0]
    assert g.hui_count(1) == 1 and not g.over()
    rig.press("a")                                        # the last step only says: the lesson ends
    assert rig.lines[-1] == HL.DONE and step(rig) is None and L.now(rig.app) is None
    assert rig.app.game_screen.learned()
    # the hand is not over, so the view's A is not the rematch: the lesson's A offers the real game
    rig.press("a")
    assert journey.asked(rig) and "a real Hanafuda Na Pua Hawai'i game for the same seats?" in rig.lines[-1]
    rig.press("b")                                        # stay: the lesson's hand, as it was
    assert rig.lines[-1].startswith("this game stays: ")
    assert rig.app.screen is rig.app.game_screen and len(rig.app.session.log) == len(ACTS)
    rig.press("a")
    rig.press("a")
    s = rig.app.session
    assert s.setup == HL.REAL and s.game.n == 2 and len(s.log) == 0 and not s.game.over()
    assert rig.app.game_screen.lesson is None
    # remembered on flash: a power cut, then the set-up page marks Hanafuda learned
    rig2 = new(tmp_path)
    assert rig2.app.game_screen.learned() and rig2.app.game_screen.lesson is None


def test_the_set_up_page_opens_on_players_and_marks_hanafuda_learned():
    rig = new()
    journey.open_game(rig, "hanafuda")
    rig.press("left")                      # [players] still changes the players: 2 -> 6
    assert "[players]: 6 players" in rig.lines[-1]
    journey.learn_line(rig)
    journey.learn_pulses(rig, palette.TEACH)   # not learned yet: it pulses, never dark
    rig.app.learnt = b"L\x01\x08\xff\x00\x00"       # (as a finished lesson leaves it: Hanafuda, 4th)
    rig.press("down")
    assert "New to Hanafuda" not in rig.lines[-1]
    rig.press("up")
    assert "(learned)" in rig.lines[-1]
    rig.step(1000 - rig.clock.t % 1000 + 520)          # the cursor's unlit half
    assert rig.cell(7, 0) == palette.scale(palette.TEACH, 1, 6)


def test_a_wrong_card_is_refused_with_the_reason_and_the_step_stays():
    rig = new()
    open_lesson(rig)
    rig.press("a")
    rig.press("a")
    assert step(rig) == TALKS
    n = len(rig.lines)
    go(rig, "niu4")                 # a legal field card, not the lesson's
    rig.press("a")
    rig.step(20)
    new_lines = rig.lines[n:]
    assert "! " + HL.STEPS[TALKS][4] in new_lines, new_lines     # the reason in words
    assert new_lines[-1] == said(rig, TALKS)                      # then the same step again
    assert rig.app.cue_at is not None                             # the refusal on the grid
    assert rig.tones[-1][1:] == A.TONES[A.SOUND_REFUSED]
    assert len(rig.app.session.log) == 0 and step(rig) == TALKS


def test_long_a_skips_but_on_a_declaration_it_opens_the_declaration():
    rig = new()
    open_lesson(rig)
    while step(rig) is not None and HL.STEPS[step(rig)][2] != "ohana kalo p1":
        rig.long("a")                  # each step skipped: the lesson plays it
        rig.step(100)
    i = step(rig)
    assert i == ACTS[ACTS.index(i)] and len(rig.app.session.log) == ACTS.index(i)
    assert "skipped: the lesson plays it" in rig.lines
    v = rig.app.game_screen.view
    assert v.sel == -1                 # no long press's release reached the view as an A
    go(rig, "kalo4")
    rig.long("a")                      # the game's own long A: 'ohana Kalo declared by P1?
    assert v.mode == 3 and v.osuit == 4 and step(rig) == i, rig.lines[-2:]
    assert rig.lines[-1].startswith("'ohana Kalo declared by P1?")
    rig.press("a")
    assert HL.STEPS[i][3] in rig.lines and step(rig) == i + 1
    assert rig.app.session.game.count(C.CAPT, 4) == 4


def test_the_block_with_the_buttons_then_undo_steps_back():
    rig = new()
    open_lesson(rig)
    rig.press("a")
    rig.press("a")
    block = [i for i in ACTS if HL.STEPS[i][2] == "ohana limu p2"][0]
    for i in ACTS:
        if i == block:
            break
        play(rig, solution(i))
    assert step(rig) == block and rig.lines[-1] == said(rig, block)
    play(rig, "ohana limu p2")         # hold A on Limu, right to P2, A
    g = rig.app.session.game
    assert HL.STEPS[block][3] in rig.lines and g.active == 0 and g.step == C.HAND
    assert g.loc[43] == C.UNSEEN and g.count(C.CAPT + 1, 7) == 4     # the Storm back, Limu P2's
    rig.command("undo")
    assert step(rig) == block and rig.lines[-1] == said(rig, block)
    assert rig.app.session.game.loc[43] == C.CAPT    # the Storm's capture, blockable again


def test_a_power_cut_mid_lesson_resumes_at_the_same_step(tmp_path):
    rig = new(tmp_path)
    open_lesson(rig)
    rig.press("a")
    rig.press("a")
    for i in ACTS[:10]:
        play(rig, solution(i))
    rig.step(100)
    rig2 = new(tmp_path)
    assert step(rig2) == ACTS[10] and rig2.lines[-1] == said(rig2, ACTS[10]), rig2.lines[-4:]
    assert any("the Hanafuda Na Pua Hawai'i lesson goes on" in l for l in rig2.lines)
    for i in ACTS[10:]:
        play(rig2, solution(i))
    rig2.press("a")
    assert HL.DONE in rig2.lines and step(rig2) is None
