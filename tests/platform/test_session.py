import os

import tallygame
from core import session, store
from core.errors import Illegal
from core.store import Store, encode
import pytest

tallygame.install()
Game = tallygame.Game


def games(name):
    return Game if name == "tally" else None


def test_act_saves_every_action_and_resumes(tmp_path):
    st = Store(str(tmp_path))
    s = session.Session("tally", Game, b"\x0a", (), st)
    s.act(b"\x03")
    s.act(b"\x02")
    assert st.writes == 2
    s2, problem = session.load(st, games)[:2]
    assert problem is None and s2.game.total == 5 and list(s2.log) == [b"\x03", b"\x02"]


def test_illegal_action_changes_nothing_and_writes_nothing(tmp_path):
    st = Store(str(tmp_path))
    s = session.Session("tally", Game, b"\x04", (), st)
    s.act(b"\x03")
    with pytest.raises(Illegal):
        s.act(b"\x02")
    assert s.game.total == 3 and list(s.log) == [b"\x03"] and st.writes == 1


def test_undo_redo_replays_and_redo_is_cleared_by_a_new_action():
    s = session.Session("tally", Game, b"\x0a")
    for a in (b"\x01", b"\x02", b"\x03"):
        s.act(a)
    assert s.undo() == 1 and s.game.total == 3 and s.game.turn == 0
    assert s.undo(5) == 2 and s.game.total == 0
    assert s.undo() == 0
    assert s.redo() and s.game.total == 1
    assert s.redo() and s.game.total == 3
    s.act(b"\x01")
    assert not s.redo() and s.game.total == 4


def test_save_is_atomic_a_cut_before_the_rename_leaves_the_old_save(tmp_path, monkeypatch):
    st = Store(str(tmp_path))
    s = session.Session("tally", Game, b"\x0a", (), st)
    s.act(b"\x01")
    good = (tmp_path / "save.bin").read_bytes()

    def cut(a, b):
        raise OSError("power cut")

    monkeypatch.setattr(os, "rename", cut)
    s.act(b"\x02")              # the game goes on, and knows it is not on flash
    assert s.unsaved and s.game.total == 3
    monkeypatch.undo()
    assert (tmp_path / "save.bin").read_bytes() == good   # the half-written file is the .tmp
    s2, problem = session.load(st, games)[:2]
    assert problem is None and s2.game.total == 1


@pytest.mark.parametrize("damage, reason", [
    (lambda d: d[: len(d) - 4], "checksum"),
    (lambda d: d[:3], "truncated"),
    (lambda d: b"", "not a save"),
    (lambda d: b"GARBAGE" * 10, "not a save"),
    (lambda d: d[:2] + b"\x07" + d[3:], "version"),
    (lambda d: d[:-1] + bytes((d[-1] ^ 0x40,)), "checksum"),
])
def test_broken_saves_are_set_aside(tmp_path, damage, reason):
    st = Store(str(tmp_path))
    s = session.Session("tally", Game, b"\x0a", (), st)
    s.act(b"\x02")
    data = (tmp_path / "save.bin").read_bytes()
    (tmp_path / "save.bin").write_bytes(damage(data))
    s2, problem = session.load(st, games)[:2]
    assert s2 is None and reason in problem
    assert not (tmp_path / "save.bin").exists()
    assert (tmp_path / "save.bad").read_bytes() == damage(data)


def test_save_of_an_unknown_game_or_unreplayable_actions_is_set_aside(tmp_path):
    st = Store(str(tmp_path))
    st.write("save.bin", encode("chess", b"", []))
    s, problem = session.load(st, games)[:2]
    assert s is None and "unknown game" in problem
    st.write("save.bin", encode("tally", b"\x05", [b"\x03", b"\x03"]))  # passes the limit
    s, problem = session.load(st, games)[:2]
    assert s is None and "limit" in problem
    st.write("save.bin", encode("tally", b"\x00", []))  # a set-up the rules refuse
    s, problem = session.load(st, games)[:2]
    assert s is None and "limit" in problem
    assert (tmp_path / "save.bad").exists() and not (tmp_path / "save.bin").exists()


def test_a_save_too_big_for_the_heap_is_set_aside_without_reading_it_whole(tmp_path):
    big = b"TG\x01" + bytes(300000)
    (tmp_path / "save.bin").write_bytes(big)
    st = Store(str(tmp_path))
    reads = []
    real_open = open

    class Spy:
        # the bytes actually read from the file: never the whole 300 KB
        def __init__(self, f):
            self.f = f

        def __enter__(self):
            return self

        def __exit__(self, *a):
            self.f.close()

        def read(self, n=-1):
            d = self.f.read(n)
            reads.append(len(d))
            return d

    import builtins
    builtins.open = lambda *a, **k: Spy(real_open(*a, **k))
    try:
        s, problem = session.load(st, games)[:2]
    finally:
        builtins.open = real_open
    assert s is None and "too large" in problem
    assert sum(reads) <= 8193
    assert not (tmp_path / "save.bin").exists() and (tmp_path / "save.bad").read_bytes() == big
    assert session.load(st, games)[:2] == (None, None)   # the next boot starts clean


def test_a_failed_write_keeps_the_game_and_says_it_is_not_saved(tmp_path):
    st = Store(str(tmp_path))
    s = session.Session("tally", Game, b"\x0a", (), st)
    s.act(b"\x01")
    real = st.write

    def full(name, data):
        raise OSError(28, "ENOSPC")

    st.write = full
    s.act(b"\x02")
    assert s.unsaved == "flash full" and list(s.log) == [b"\x01", b"\x02"]
    st.write = real
    s.act(b"\x03")
    assert s.unsaved is None
    assert list(session.load(st, games)[:2][0].log) == [b"\x01", b"\x02", b"\x03"]


def test_an_action_that_is_not_bytes_is_refused_as_illegal():
    s = session.Session("tally", Game, b"\x0a")
    for bad in (None, "x", [1, -1], [256], 0.5):
        with pytest.raises(Illegal):
            s.act(bad)
    assert list(s.log) == [] and s.game.total == 0


def test_an_action_too_long_for_a_save_record_is_refused_before_the_rules(tmp_path):
    st = Store(str(tmp_path))
    s = session.Session("tally", Game, b"\x0a", (), st)
    s.act(b"\x03")
    with pytest.raises(Illegal, match="over 255 bytes"):
        s.act(bytes(256))
    assert s.game.total == 3 and list(s.log) == [b"\x03"] and st.writes == 1


def test_a_game_set_aside_gives_way_when_the_save_would_be_too_long(tmp_path):
    """The save holds the game set aside too; past store.LIMIT, that game goes (with no word: the
    limit is far above the longest legal game) and the game in play is still saved."""
    st = Store(str(tmp_path))
    s = session.Session("tally", Game, b"\x0a", (), st)
    s.other = store.section("tally", b"\x0a", store.Log([b"\x01"] * 5000))
    s.act(b"\x01")
    assert s.unsaved is None and s.other is None
    s2, problem = session.load(st, games)[:2]
    assert problem is None and list(s2.log) == [b"\x01"] and s2.other is None
    s.other = store.section("tally", b"\x0a", store.Log([b"\x01"]))
    s.act(b"\x01")
    assert session.load(st, games)[0].other == s.other
