# The scorebook in the real App (host_tools.sim.Rig on files): every game's result as its rules
# settle it, End game, resigning, undo after the end, a rematch, a power cut at every flash
# operation of a scorebook write, and the console's scores, record and name.
import os
import sys

import pytest

from core import book, store
from core.rng import Rng
from core.session import SAVE
from games import registry
from host_tools.sim import Rig, load_board

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "journeys"))
from answers import legal  # noqa: E402
import journey as J  # noqa: E402

GAMES = J.GAMES


def start(rig, game):
    J.open_game(rig, game)
    if J.start(rig):
        rig.press("a")
        rig.step(200)
    assert rig.app.session is not None and rig.app.session.name == game


def play_out(rig, seed=5):
    """Random legal actions through the App until the game is over."""
    rng = Rng(seed)
    s = rig.app.session
    acts = []
    while not s.game.over():
        a = legal(s.game)
        acts.append(a[rng.below(len(a))])
        rig.app.game_screen.act(acts[-1])
        rig.step(40)
    rig.step(300)
    return acts


def entries(rig_or_dir):
    st = store.Store(rig_or_dir) if isinstance(rig_or_dir, str) else rig_or_dir.app.store
    return book.load(st, print)


def expected(game, g):
    """Each seat's (won, score) as the game's own rules say it, not through result.py."""
    if game == "konane":
        return [(g.winner() == i, 0) for i in range(2)]
    if game == "aina":
        return [(g.won(), g.positives())]
    if game == "kawa":
        s = [g.score[0] + g.score[2], g.score[1] + g.score[3]] if g.weave else list(g.score)
        return [(x == max(s), x) for x in s]
    if game == "hanafuda":
        w = g.ranking_winner(g.totals)
        return [(s == w, g.totals[s]) for s in range(g.m)]
    if game == "kapai":
        return [(not g.others and g.total() >= 56, g.total())] + [(False, t) for t, _ in g.others]


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_is_in_the_book_with_each_seats_result(game, tmp_path):
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    start(rig, game)
    play_out(rig)
    s = rig.app.session
    (e,) = entries(rig)
    assert (e.name, e.setup, e.kind(), e.plies) == (game, s.setup, book.FINISHED, len(s.log))
    assert list(e.actions) == list(s.log)
    assert [(bool(w), sc) for _, w, sc in e.seats] == expected(game, s.game)
    assert bool(e.flags & book.SCORED) == (game != "konane")
    assert not any(l.startswith("! scorebook") for l in rig.lines)
    # the save is the game's, untouched by the book; a power-on resumes it and writes nothing twice
    saved = rig.app.store.read(SAVE)
    rig2 = Rig(load_board("pico-8x8"), str(tmp_path))
    assert rig2.app.store.read(SAVE) == saved and len(entries(rig2)) == 1
    assert rig2.app.store.writes == 0     # nothing written at this power-on
    rig2.command("scores %s" % game)
    assert rig2.lines[-2].startswith("  #1 %s, finished, %d action" % (registry.title(game), len(s.log)))
    assert rig2.lines[-1].startswith("%s: 1 game | " % registry.title(game))
    rig2.command("record 1")
    assert [l for l in rig2.lines if l.startswith("#1 %s, finished" % registry.title(game))]


def test_konane_resigned_the_other_side_wins_and_record_n_gives_its_notation(tmp_path):
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    start(rig, "konane")
    g = rig.app.session.game
    for _ in range(3):
        rig.app.game_screen.act(legal(g)[0])
        rig.step(40)
    who = g.turn()
    rig.app.game_screen.act(b"\xff")   # the player to move resigns
    rig.step(300)
    (e,) = entries(rig)
    assert [w for _, w, _ in e.seats] == [who == 1, who == 0] and e.plies == 4
    rig.command("record 1")
    assert rig.lines[-1].startswith("  8x8: x") and rig.lines[-1].endswith(" resigns")
    # `record 1 text`: the same lines for a program (the web page's export), counted, each `rec `
    human = rig.lines[-4:]
    assert human[0].startswith("#1 Konane") and human[2] == "  set-up: 8x8, two players (080002)"
    rig.command("record 1 text")
    assert rig.lines[-5:] == ["record 1: 4 lines"] + ["rec " + t for t in human]
    rig.command("record 1 txt")
    assert rig.lines[-1].startswith("! usage: record N [text]")


def end_game(rig):
    rig.long("b")
    assert rig.menu_to("End game (A asks first; undo brings it back)")
    rig.press("a")
    rig.press("a")


def test_end_game_writes_the_game_as_it_stands_and_finishing_it_later_replaces_that(tmp_path):
    rig2 = Rig(load_board("pico-8x8"), str(tmp_path))
    start(rig2, "kawa")
    g = rig2.app.session.game
    for _ in range(5):
        rig2.app.game_screen.act(legal(g)[0])
        rig2.step(40)
    log = list(rig2.app.session.log)
    end_game(rig2)
    (e,) = entries(rig2)
    assert e.kind() == book.ENDED and list(e.actions) == log and not any(w for _, w, _ in e.seats)
    rig2.command("undo")             # the ended game comes back and is finished
    assert rig2.app.session is not None and len(rig2.app.session.log) == 5
    play_out(rig2, seed=9)
    (e,) = entries(rig2)              # the same game: its entry now says how it finished
    assert e.kind() == book.FINISHED and e.serial == 1 and e.plies == len(rig2.app.session.log)


def test_undo_after_the_end_and_another_finish_replaces_the_entry_and_a_rematch_is_a_new_one(tmp_path):
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    start(rig, "konane")
    play_out(rig, seed=3)
    rig.command("undo")
    assert not rig.app.session.game.over()
    play_out(rig, seed=4)
    (e,) = entries(rig)
    assert list(e.actions) == list(rig.app.session.log)
    rig.press("a")                    # A on the finished game: a rematch, same settings
    rig.press("a")
    start_len = len(rig.app.session.log)
    assert start_len == 0
    play_out(rig, seed=3)
    assert [x.serial for x in entries(rig)] == [1, 2]


def test_a_failing_book_write_never_stops_the_game_nor_touches_the_save(tmp_path, monkeypatch):
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    start(rig, "konane")

    st = rig.app.store
    write = st.write

    def full(name, data):   # flash full for the book, the save still fits
        if name.startswith("data/"):
            raise OSError(28, "no space")
        write(name, data)
    st.write = full
    play_out(rig)
    assert rig.app.session.game.over() and rig.app.session.unsaved is None
    assert any(l.startswith("! scorebook: this game was not written (OSError") for l in rig.lines)
    assert rig.app.store.read(SAVE) == store.encode("konane", rig.app.session.setup, rig.app.session.log)


class PowerCut(BaseException):
    """Not an Exception: nothing in the firmware catches it, as nothing runs after a cut."""


def arm(st, monkeypatch, cut_at):
    """Count the flash operations as littlefs makes them (a file written and closed, a rename, a
    mkdir, a remove); the power goes after operation number cut_at. Returns the count."""
    ops = [0]

    def op():
        ops[0] += 1
        if ops[0] == cut_at:
            raise PowerCut()

    def write(name, data):
        with open(st.path(name + ".tmp"), "wb") as f:
            f.write(data)
        op()
        os.rename(st.path(name + ".tmp"), st.path(name))
        op()

    def remove(name):
        try:
            os.remove(st.path(name))
        except OSError:
            return
        op()
    real_mkdir = os.mkdir

    def mkdir(path, *a):
        real_mkdir(path, *a)
        op()
    st.write = write
    st.remove = remove
    monkeypatch.setattr(os, "mkdir", mkdir)
    return ops


def finished_game(game):
    """(setup, actions) of a game played out with random legal actions in a throwaway App."""
    rig = Rig(load_board("pico-8x8"))
    start(rig, game)
    play_out(rig, seed=11)
    s = rig.app.session
    return s.setup, list(s.log)


@pytest.mark.parametrize("with_book", [False, True])
def test_a_power_cut_at_every_flash_operation_of_the_last_action_loses_nothing(tmp_path, monkeypatch, with_book):
    setup, acts = finished_game("konane")
    before = store.encode("konane", setup, acts[:-1])
    after = store.encode("konane", setup, acts)
    cut = 1
    while True:
        d = tmp_path / ("cut%d" % cut)
        os.makedirs(d / "data" if with_book else d)
        old_book = b""
        if with_book:   # a book with a game in it already: the write replaces the file
            st0 = store.Store(str(d))
            book.add(st0, "kawa", b"\x02\x00\x00\x00\x00\x01", [b"\x01"], book.FINISHED,
                     [("Red", True, 5), ("Blue", False, 3)], "Red 5, Blue 3", True)
            old_book = st0.read(book.BOOK, book.LIMIT)
        (d / SAVE).write_bytes(before)
        rig = Rig(load_board("pico-8x8"), str(d))
        ops = arm(rig.app.store, monkeypatch, cut)
        try:
            rig.app.game_screen.act(acts[-1])
            rig.step(300)
            done = True
        except PowerCut:
            done = False
        monkeypatch.undo()
        # the next power-on: the save is the old one or the new one, whole; the book is whole, and
        # the finished game is in it (written at this power-on if the cut came before)
        saved = (d / SAVE).read_bytes()
        assert saved in (before, after), cut
        book_now = (d / "data" / "book.bin").read_bytes() if (d / "data" / "book.bin").exists() else b""
        assert book.parse(book_now)[1] == [] and book_now[:len(old_book)] == old_book
        rig2 = Rig(load_board("pico-8x8"), str(d))
        assert not any(l.startswith("! ") for l in rig2.lines), rig2.lines
        es = entries(str(d))
        if saved == after:
            assert [e.name for e in es] == (["kawa"] if with_book else []) + ["konane"], cut
            assert list(es[-1].actions) == acts
        else:
            assert len(es) == (1 if with_book else 0)
            assert list(rig2.app.session.log) == acts[:-1]
        if done:
            break
        cut += 1
    assert ops[0] == 4 + (0 if with_book else 1)   # save: file, rename; book: [mkdir,] file, rename


@pytest.mark.parametrize("game", GAMES)
def test_every_game_replays_on_the_grid_from_the_book(game, tmp_path):
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    start(rig, game)
    play_out(rig, seed=2)
    n = len(rig.app.session.log)
    rig = Rig(load_board("pico-8x8"), str(tmp_path))   # a power-on: the finished game resumed
    rig.command("replay 1")
    assert rig.app.screen.__class__.__name__ == "Replay", rig.lines[-3:]
    for k in ("left", "left", "up", "right", "down", "left"):
        rig.press(k)
        rig.step(60)
    assert rig.lines[-1].startswith("replay %d/%d: " % (n - 1, n))
    assert not any("internal error" in l for l in rig.lines)
    rig.press("b")
    assert rig.app.screen.__class__.__name__ == "Scores"


def test_a_power_cut_at_every_flash_operation_of_end_game_loses_nothing(tmp_path, monkeypatch):
    cut = 1
    while True:
        d = tmp_path / ("cut%d" % cut)
        os.makedirs(d)
        rig = Rig(load_board("pico-8x8"), str(d))
        start(rig, "kawa")
        g = rig.app.session.game
        for _ in range(3):
            rig.app.game_screen.act(legal(g)[0])
            rig.step(40)
        log = list(rig.app.session.log)
        saved = (d / SAVE).read_bytes()
        rig.long("b")
        assert rig.menu_to("End game (A asks first; undo brings it back)")
        rig.press("a")
        ops = arm(rig.app.store, monkeypatch, cut)
        try:
            rig.press("a")
            rig.step(100)
            done = True
        except PowerCut:
            done = False
        monkeypatch.undo()
        rig2 = Rig(load_board("pico-8x8"), str(d))
        assert not any(l.startswith("! ") for l in rig2.lines), rig2.lines
        es = entries(str(d))
        if (d / SAVE).read_bytes() == saved:      # the save as it was: the game resumes
            assert rig2.app.session is not None and list(rig2.app.session.log) == log
            assert len(es) <= 1
        else:                                     # ended: the book has it, and undo brings it back
            assert rig2.app.session is None and len(es) == 1
            assert es[0].kind() == book.ENDED and list(es[0].actions) == log
            rig2.command("undo")
            assert list(rig2.app.session.log) == log
        if done:
            break
        cut += 1
    assert ops[0] == 5   # book: mkdir, file, rename; save: file, rename


def test_scores_csv_says_the_book_as_csv_a_line_each_for_a_program(tmp_path):
    """`scores csv`: the web page's one path to a scorebook, its own firmware's and a linked
    Pico's alike: a counted header, then each row of book.csv() as its own console line."""
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    rig.command("scores csv")
    # the header names the version that wrote the export (a tree run as it is: dev)
    assert rig.lines[-2:] == ["scores csv: 1 lines (Tabletop companion dev)", "csv " + book.csv([]).rstrip("\n")]
    st = rig.app.store
    book.add(st, "konane", b"\x08\x00\x02", [b"\x01"], book.FINISHED,
             [("Kēala, \"K\"", True, None), ("Jasmine", False, None)], "Hibiscus wins\nby 2", False)
    book.add(st, "kawa", b"\x02\x00\x00\x00\x00\x01", [b"\x01"], book.ENDED,
             [("Red", False, 7), ("Blue", False, -2)], "Red 7, Blue -2", True)
    n = len(rig.lines)
    rig.command("scores csv")
    said = rig.lines[n:]
    assert said[0] == "scores csv: 5 lines (Tabletop companion dev)" and len(said) == 6
    assert all(l.startswith("csv ") for l in said[1:])
    want = book.csv(book.load(st, print)).replace('wins\nby', 'wins by').splitlines()
    assert [l[4:] for l in said[1:]] == want
    assert '"Kēala, ""K"""' in said[2]
    rig.command("scores csv x")
    assert rig.lines[-1].startswith("! usage: scores [") and "|csv]" in rig.lines[-1]
