# The menu's Scores page: game by game, each seat's wins as a bar in its pieces' colour in that game;
# left/right the next game, B back to the menu on Scores; an empty book says so.
from core import book
from host_tools.sim import Rig, load_board
from ui import palette, scores


def to_scores(rig):
    rig.long("b")
    assert rig.menu_to("Scores: each game's wins, game by game")
    rig.press("a")
    rig.step(50)
    assert rig.app.screen.__class__.__name__ == "Scores"


def lit(rig, y):
    """How many cells of row y are lit in a player's colour (not dim, not off)."""
    n = 0
    for x in range(rig.app.grid.w):
        if rig.app.grid.get(x, y) in palette.PLAYERS + (palette.HIBISCUS, palette.JASMINE):
            n += 1
    return n


def test_the_scores_page_shows_each_games_wins_as_bars_and_b_goes_back(tmp_path):
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    st = rig.app.store
    for w in (0, 0, 0, 1):   # Hibiscus 3 wins, Jasmine 1
        book.add(st, "konane", bytes((8, 0, 2)), [bytes((w,))], book.FINISHED,
                 [("Hibiscus", w == 0, None), ("Jasmine", w == 1, None)], "t", False)
    book.add(st, "kapai", b"\x00\x00\x00\x01", [b"\x01"], book.FINISHED, [("this sheet", False, 42)], "t", True)
    to_scores(rig)
    assert rig.lines[-1].startswith("scores 1/2: Konane: 4 games | Hibiscus 3 wins | Jasmine 1 win (bars: wins)")
    assert (lit(rig, 0), lit(rig, 2)) == (8, 3)          # 3 of 3 wins: the whole row; 1 of 3
    # each seat in its pieces' colour in that game: Hibiscus's stones, Jasmine's cream stones
    assert rig.app.grid.get(0, 0) == palette.HIBISCUS and rig.app.grid.get(0, 2) == palette.JASMINE
    assert rig.app.grid.get(7, 2) == scores.UNLIT       # the rest of a bar: grey, apart from the dark rows
    rig.press("right")
    assert "Ka Pai: 1 game | this sheet 0 wins, 42 points (bars: points)" in rig.lines[-1]
    assert lit(rig, 0) == 8 and lit(rig, 2) == 0
    rig.press("right")
    assert rig.lines[-1].startswith("scores 1/2: Konane")
    rig.press("b")
    assert rig.app.screen.__class__.__name__ == "Menu" and "Scores" in rig.lines[-1]


def test_a_named_seat_is_drawn_in_the_colour_of_the_seat_it_sat_at(tmp_path):
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    st = rig.app.store
    book.add(st, "konane", bytes((8, 0, 2)), [b"\x00"], book.FINISHED,
             [("Hibiscus", False, None), ("Kēhau", True, None)], "t", False)
    book.add(st, "kawa", bytes((4, 0, 0, 0, 0, 1)), [b"\x00"], book.FINISHED,
             [("Red", False, 3), ("Blue", False, 2), ("Yellow", True, 9), ("Pink", False, 1)], "t", True)
    to_scores(rig)
    assert "Kēhau 1 win" in rig.lines[-1]
    assert rig.app.grid.get(0, 2) == palette.JASMINE     # Kēhau played Jasmine's stones
    rig.press("right")
    # Kawa's rivers: Yellow's bar is yellow (seat 3), not a generic seat colour
    from games.kawa import grid as KG
    assert rig.app.grid.get(0, 2) == KG.HUES[2]    # four bars: a row each, no dark rows


def test_an_empty_scorebook_says_so_and_every_key_answers(tmp_path):
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    to_scores(rig)
    assert "the scorebook is empty" in rig.lines[-1]
    rig.press("a")
    assert rig.lines[-1].startswith("! scores:")
    rig.press("b")
    assert rig.app.screen.__class__.__name__ == "Menu"


def test_a_on_a_game_replays_its_newest_game_step_by_step_and_b_comes_back(tmp_path):
    import sys
    from games.konane.rules import Game
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    g = Game(b"\x04\x00\x02")
    acts = []
    while not g.over():
        a = g.move_to_action(g.move(0))
        g.apply(a)
        acts.append(a)
    book.add(rig.app.store, "konane", b"\x04\x00\x02", acts, book.FINISHED,
             [("Hibiscus", g.winner() == 0, None), ("Jasmine", g.winner() == 1, None)], g.status(), False)
    rig.command("name 1 Keala")
    to_scores(rig)
    assert "A: replay game 1" in rig.lines[-1]
    rig.press("a")
    assert rig.app.screen.__class__.__name__ == "Replay"
    assert rig.lines[-1].startswith("replay %d/%d: " % (len(acts), len(acts)))
    assert rig.app.screen.game.status() == g.status()
    rig.press("left")
    assert rig.lines[-1].startswith("replay %d/%d: " % (len(acts) - 1, len(acts)))
    assert not rig.app.screen.game.over()
    rig.press("up")
    assert rig.lines[-1].startswith("replay 0/%d: Konane 4x4 ply 1: Keala to remove" % len(acts))
    rig.press("left")
    assert rig.lines[-1] == "! replay: already at the start"
    for _ in acts:
        rig.press("right")
    assert rig.app.screen.game.status() == g.status() and rig.lines[-1].startswith("replay %d/%d" % (len(acts), len(acts)))
    rig.press("a")                        # nothing is played in a replay
    assert rig.lines[-1].startswith("! a replay:") and rig.app.session is None
    rig.press("b")
    assert rig.app.screen.__class__.__name__ == "Scores" and "ui.replay" not in sys.modules
    rig.long("b")                         # the menu: the replayed game's code goes
    assert "games.konane.grid" not in sys.modules
    rig.command("replay 1")
    assert rig.app.screen.__class__.__name__ == "Replay"
    rig.command("replay 9")
    assert rig.lines[-1] == "! replay: no game 9 in the scorebook"


def _finished_konane(size=4):
    from games.konane.rules import Game
    setup = bytes((size, 0, 2))
    g = Game(setup)
    acts = []
    while not g.over():
        a = g.move_to_action(g.move(0))
        g.apply(a)
        acts.append(a)
    return setup, acts, g


def test_replay_n_comes_back_to_its_games_page_and_is_marked_and_said(tmp_path):
    # issue 37: `replay 2` (page 2/2) and B came back to page 1/2; a replay looked like a live game
    from ui import replay
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    st = rig.app.store
    book.add(st, "kawa", b"\x00", [b"\x00"], book.FINISHED, [("Red", True, 3)], "t", True)
    setup, acts, g = _finished_konane()
    book.add(st, "konane", setup, acts, book.FINISHED,
             [("Hibiscus", g.winner() == 0, None), ("Jasmine", g.winner() == 1, None)], g.status(), False)
    to_scores(rig)
    assert rig.lines[-1].startswith("scores 1/2: Kawa")
    rig.command("replay 2")
    r = rig.app.screen
    assert r.__class__.__name__ == "Replay"
    opened = [line for line in rig.lines if line.startswith("replay of game 2")][-1]
    assert "a replay, not a game in play" in opened and "top-left" in opened, opened
    # the mark: the top-left cell flashes white, then purple, every MARK_MS; the game shows between
    grid = rig.app.grid
    seen = []
    for t in (0, replay.FLASH_MS, 3 * replay.FLASH_MS):
        r.draw(grid, replay.MARK_MS * 7 + t)
        seen.append(grid.get(0, 0))
    assert seen[:2] == [palette.WHITE, replay.MARK]
    r.view.draw(grid, replay.MARK_MS * 7 + 3 * replay.FLASH_MS)
    assert seen[2] == grid.get(0, 0)
    rig.press("b")
    assert rig.app.screen.__class__.__name__ == "Scores"
    assert rig.lines[-1].startswith("scores 2/2: Konane"), rig.lines[-1]


def test_a_finished_game_is_not_said_to_be_in_progress(tmp_path):
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    rig.press("a")                       # Konane's set-up page
    rig.press("left")
    rig.press("left")                    # 4x4
    rig.press("a")
    g = rig.app.session.game
    assert g.n == 4
    while not rig.app.session.game.over():
        g = rig.app.session.game
        rig.command(g.move_text(g.legal()[0]))
    rig.long("b")
    assert rig.menu_to("Kawa")
    rig.press("a")
    said = [line for line in rig.lines if "stays saved" in line]
    assert said and "in progress" not in said[-1] and "finished Konane game" in said[-1], said


def test_no_wins_is_a_dotted_track_never_a_full_bar(tmp_path):
    """Issue 48: 0 wins drew the whole row in the bar's grey, which reads as a full bar from
    across the table. The unlit part is a dotted track (every other cell): never two lit cells
    side by side where there is nothing to count."""
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    for _ in range(2):   # Hibiscus 2 wins, Jasmine none
        book.add(rig.app.store, "konane", bytes((8, 0, 2)), [b"\x00"], book.FINISHED,
                 [("Hibiscus", True, None), ("Jasmine", False, None)], "t", False)
    to_scores(rig)
    assert "Jasmine 0 wins" in rig.lines[-1]
    row = [rig.app.grid.get(x, 2) for x in range(8)]
    assert lit(rig, 2) == 0 and row.count(scores.UNLIT) == 4, row
    assert all(row[x] == palette.OFF or row[x + 1] == palette.OFF for x in range(7)), row
    assert lit(rig, 0) == 8
