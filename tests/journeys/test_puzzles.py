# Issue 49: Kōnane's puzzles through the real App with the buttons only: opened from the set-up
# page's Puzzles line, one solved at the first try, a wrong move refuted on the grid and tried again,
# the three hints, a power cut in the middle of a puzzle, and the progress on Scores. The puzzles
# are the shipped file's (firmware/games/konane/puzzles.txt), read with the generator's reader.
import journey
from core import app as A
from games.konane import grid as V
from host_tools import konane_puzzles as K
from ui import palette, progress

PUZZLES = K.read()


def rig_at(path=None):
    return journey.lesson_rig(path)   # (a board with a buzzer: the tones are heard)


def view(rig):
    return rig.app.game_screen.view


def to_puzzles_line(rig):
    """Konane from the menu, down to the set-up page's Puzzles line."""
    journey.open_game(rig, "konane")
    for _ in range(3):
        rig.press("down")
    assert "Konane set-up [puzzles]" in rig.lines[-1], rig.lines[-1]


def choose(rig, i):
    """On the Puzzles line: right until puzzle i (from 0) is chosen, then A."""
    while view(rig).pz[1] != i:
        rig.press("right")
    assert rig.lines[-1].startswith("Konane set-up [puzzles]: puzzle %d of %d" % (i + 1, len(PUZZLES)))
    rig.press("a")
    rig.step(50)
    pz = view(rig).puzzle
    assert pz is not None and pz.i == i


def go(rig, sq):
    """The cursor to a square of the puzzle's board with the d-pad, then A."""
    v = view(rig)
    journey.cursor_to(rig, lambda: (v.r, v.c), v.puzzle.size - int(sq[1:]), ord(sq[0]) - 97)


def move(rig, mv):
    a, b = mv.split("-")
    go(rig, a)
    go(rig, b)


def board(rig):
    g = view(rig).puzzle.g
    return bytes(g.board.b), g.board.ply


def off_phase(rig):
    """Step into the blink's unlit half, where a hint's cue shows."""
    rig.step(500 - rig.clock.t % 1000 + 20 if rig.clock.t % 1000 < 500 else 20)


def cell(rig, sq):
    """The grid's LED of a square of the puzzle's board (a 6x6 board sits one LED in on 8x8)."""
    n = view(rig).puzzle.size
    o = (8 - n) // 2
    return rig.cell(o + ord(sq[0]) - 97, o + n - int(sq[1:]))


def first_with(k, **kw):
    for i, p in enumerate(PUZZLES):
        if len(p["refs"]) == k and p["refs"][0] and all(p[a] == b for a, b in kw.items()):
            return i
    raise AssertionError("no puzzle of %d moves" % k)


def test_a_puzzle_solved_at_the_first_try_from_the_set_up_page(tmp_path):
    rig = rig_at(tmp_path)
    to_puzzles_line(rig)
    assert "puzzle 1 of %d, new (0 solved)" % len(PUZZLES) in rig.lines[-1]
    rig.press("a")
    rig.step(50)
    p = PUZZLES[0]
    who = "Hibiscus" if p["side"] == "h" else "Jasmine"
    k = len(p["refs"])
    goal = "%s to play and win in %d move%s" % (who, k, "" if k == 1 else "s")
    assert goal in rig.lines[-1] and rig.lines[-1].startswith("puzzle 1/%d" % len(PUZZLES)), rig.lines[-1]
    assert rig.app.session is None and rig.app.store.read("save.bin") is None   # no game made
    for i, mv in enumerate(p["line"]):
        if i % 2:
            rig.step(A.TICK_MS + 800)   # the defence answers by itself
            assert "answers %s" % mv in " ".join(rig.lines[-2:]), rig.lines[-3:]
        else:
            move(rig, mv)
    rig.step(50)
    assert "solved at the first try!" in rig.lines[-1], rig.lines[-3:]
    assert rig.tones[-1][1:] == A.TONES[A.SOUND_END]
    d = rig.app.store.read(progress.FILE)
    assert progress.bit(d, 0) and progress.bit(d, 0, progress.FIRST)
    rig.press("a")                            # the next puzzle
    rig.step(50)
    assert view(rig).puzzle.i == 1 and rig.lines[-1].startswith("puzzle 2/")


def test_a_wrong_move_is_refuted_on_the_grid_then_tried_again_with_hints(tmp_path):
    i = first_with(2)
    p = PUZZLES[i]
    rig = rig_at(tmp_path)
    to_puzzles_line(rig)
    choose(rig, i)
    start = board(rig)
    wrong, reply = p["refs"][0][0]
    move(rig, wrong)
    assert rig.lines[-1].endswith("%s?" % wrong), rig.lines[-2:]
    rig.step(800)
    # the refutation on the grid: the reply played (its start marked blue), the refusal's words
    v = view(rig)
    g = v.puzzle.g
    assert g.move_text(g.history[-1]) == reply
    assert rig.lines[-1].startswith("! not %s: " % wrong) and "answers %s and wins" % reply in rig.lines[-1]
    assert rig.app.cue_at is not None and rig.tones[-1][1:] == A.TONES[A.SOUND_REFUSED]
    rig.settle()
    assert cell(rig, reply.split("-")[0]) == V.C_LAST
    rig.step(2600)                            # then the position comes back
    assert board(rig) == start and rig.lines[-1].startswith("again: ")
    # hints: the area, the stone, the move, each with its reason
    rig.long("a")
    assert rig.lines[-1].startswith("hint 1/3: look at ") and ": " in rig.lines[-1][18:]
    area = view(rig).puzzle.area
    off_phase(rig)
    corner = "abcdefgh"[area[0]] + str(p["n"] - area[1])
    assert cell(rig, corner) == V.C_HINT
    rig.long("a")
    stone = p["line"][0].split("-")[0]
    assert rig.lines[-1].startswith("hint 2/3: the stone on %s: " % stone)
    assert (v.r, v.c) == (p["n"] - int(stone[1:]), ord(stone[0]) - 97)   # the cursor on it
    rig.long("a")
    assert rig.lines[-1].startswith("hint 3/3: %s: " % p["line"][0])
    off_phase(rig)
    assert cell(rig, p["line"][0].split("-")[1]) == V.C_HINT
    # solved after a wrong move and hints: solved, not at the first try
    move(rig, p["line"][0])
    rig.step(800)
    assert "answers %s" % p["line"][1] in rig.lines[-1]
    move(rig, p["line"][2])
    rig.step(50)
    assert "solved!" in rig.lines[-1] and "first try" not in rig.lines[-1].split("!")[0]
    d = rig.app.store.read(progress.FILE)
    assert progress.bit(d, i) and not progress.bit(d, i, progress.FIRST)


def test_a_key_brings_the_position_back_at_once_and_b_leaves_for_the_set_up_page():
    i = first_with(1)
    p = PUZZLES[i]
    rig = rig_at()
    to_puzzles_line(rig)
    choose(rig, i)
    start = board(rig)
    move(rig, p["refs"][0][0][0])
    rig.step(800)
    rig.press("left")                         # any key, during the refutation
    assert board(rig) == start and rig.lines[-1].startswith("again: ")
    rig.press("b")
    v = view(rig)
    assert v.puzzle is None and v.setup_page and "Konane set-up [puzzles]" in rig.lines[-1]
    assert "puzzle %d of" % (i + 1) in rig.lines[-1] and "tried" in rig.lines[-1]


def test_a_power_cut_in_the_middle_of_a_puzzle_takes_it_up_at_its_move(tmp_path):
    i = first_with(3) if any(len(p["refs"]) == 3 and p["refs"][0] for p in PUZZLES) else first_with(2)
    p = PUZZLES[i]
    rig = rig_at(tmp_path)
    to_puzzles_line(rig)
    choose(rig, i)
    move(rig, p["line"][0])
    rig.step(800)
    assert "answers %s" % p["line"][1] in rig.lines[-1]
    before = board(rig)
    rig2 = rig_at(tmp_path)                   # the power comes back
    pz = view(rig2).puzzle
    assert rig2.app.screen is rig2.app.game_screen and pz is not None and pz.i == i and pz.step == 1
    assert bytes(pz.g.board.b) == before[0] and rig2.lines[-1].endswith("Long A: a hint, B: leave")
    for mv in p["line"][2::2]:
        move(rig2, mv)
        rig2.step(800)
    assert any("solved" in line for line in rig2.lines[-3:]), rig2.lines[-3:]


def test_the_progress_is_on_scores(tmp_path):
    rig = rig_at(tmp_path)
    to_puzzles_line(rig)
    rig.press("a")
    rig.step(50)
    p = PUZZLES[0]
    for j, mv in enumerate(p["line"]):
        if j % 2 == 0:
            move(rig, mv)
        rig.step(800)
    rig.long("b")
    assert rig.menu_to("Scores: each game's wins, game by game")
    rig.press("a")
    rig.step(50)
    assert rig.lines[-1].startswith("scores 1/1: Konane puzzles: 1 of %d solved, 1 at the first try" % len(PUZZLES))
    assert rig.app.grid.get(0, 0) == palette.HIBISCUS     # solved: one bar
    assert rig.app.grid.get(0, 2) == palette.JASMINE      # at the first try: the other


def test_puzzle_n_on_the_console_over_a_game_in_progress_keeps_the_game():
    rig = rig_at()
    journey.in_progress(rig, "konane")
    s = rig.app.session
    rig.command("puzzle 3")
    rig.step(50)
    v = view(rig)
    assert v.puzzle is not None and v.puzzle.i == 2 and rig.app.session is s and len(s.log) == 1
    rig.long("b")
    assert rig.menu_to("Resume Konane")
    rig.press("a")
    rig.step(50)
    assert view(rig).puzzle is None and rig.app.game_screen.sess is s   # the game, not the puzzle


def test_the_puzzles_code_is_in_ram_only_while_a_puzzle_shows():
    import sys
    rig = rig_at()
    to_puzzles_line(rig)
    assert "ui.progress" not in sys.modules           # the page read the progress and let it go
    rig.press("a")
    rig.step(50)
    assert "games.konane.puzzle" in sys.modules and "games.konane.page" not in sys.modules
    assert "ui.progress" not in sys.modules           # (the puzzle holds it, as P)
    rig.press("b")                                    # back to the page
    rig.step(50)
    assert "games.konane.puzzle" not in sys.modules and "ui.progress" not in sys.modules
    rig.press("a")
    rig.step(50)
    rig.long("b")                                     # the menu: Konane's code goes, the puzzle's too
    rig.step(50)
    assert not [m for m in sys.modules if m.startswith("games.konane")]
    journey.open_game(rig, "konane")                  # and Konane comes back to the puzzle
    assert view(rig).puzzle is not None and view(rig).puzzle.i == 0


def test_a_damaged_progress_file_starts_the_progress_again(tmp_path):
    rig = rig_at(tmp_path)
    rig.app.store.put(progress.FILE, b"P\x01\x06konane\x05")     # cut short
    rig2 = rig_at(tmp_path)
    assert rig2.app.screen.__class__.__name__ == "Menu"          # no puzzle taken up
    to_puzzles_line(rig2)
    assert "puzzle 1 of %d, new (0 solved)" % len(PUZZLES) in rig2.lines[-1]
    rig2.press("a")
    rig2.step(50)
    d = rig2.app.store.read(progress.FILE)
    assert progress.get(d, progress.COUNT) == len(PUZZLES) and progress.get(d, progress.FLAGS) & progress.OPEN


def puzzle_run(board, every_frame):
    """(frames as (ms, wire bytes), console lines) of one scripted puzzle: a wrong move refuted,
    the hints, the right moves answered, on a Rig drawn at every other tick or only when due."""
    from host_tools.sim import Rig, load_board
    i = first_with(2)
    p = PUZZLES[i]
    rig = Rig(load_board(board))
    rig.app.every_frame = every_frame
    frames = []
    write = rig.app.output.write

    def wire(buf):
        frames.append((rig.clock.t, bytes(buf)))
        write(buf)
    rig.app.output.write = wire
    journey.open_game(rig, "konane")
    rig.command("puzzle %d" % (i + 1))
    rig.step(700)
    rig.command(p["refs"][0][0][0])          # wrong: refuted, then the position back
    for ms in (350, 420, 1500, 1300):
        rig.step(ms)
    for _ in range(3):
        rig.long("a")                         # the hints: the area blinks, then the stone, the move
        rig.step(1300)
    for j, mv in enumerate(p["line"]):
        if j % 2 == 0:
            rig.command(mv)
        rig.step(900)
    rig.press("a")                            # the next puzzle
    rig.step(2000)
    return frames, rig.lines


def test_a_puzzles_frames_drawn_only_when_due_are_those_drawn_every_tick():
    # (tests/journeys/test_lazy_frames.py for the games: the puzzle's timed answers, its hints'
    # blinks and the refutation's cue say when they change)
    for board in ("pico-8x8", "pico-16x16"):
        lazy, lazy_lines = puzzle_run(board, False)
        eager, eager_lines = puzzle_run(board, True)
        assert lazy_lines == eager_lines and any("solved" in line for line in eager_lines)
        assert len(eager) > 20 and lazy == eager, board
