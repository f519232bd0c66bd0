# Issue 18: the pictures in the READMEs (docs/pictures/) are what `make pictures` draws from today's
# firmware: a palette or view change without `make pictures` fails here.
import os

import pytest

PIL = pytest.importorskip("PIL.Image")

from host_tools import pictures  # noqa: E402


def test_committed_pictures_match_what_make_pictures_draws():
    made = pictures.render_all()
    names = set(n for n, _ in made)
    on_disk = set(f for f in os.listdir(pictures.OUT) if f.endswith(".png"))
    assert on_disk == names, "run make pictures: missing %s, extra %s" % (
        sorted(names - on_disk), sorted(on_disk - names))
    stale = []
    for name, im in made:
        with PIL.open(os.path.join(pictures.OUT, name)) as old:
            if old.convert("RGB").tobytes() != im.tobytes() or old.size != im.size:
                stale.append(name)
    assert not stale, "stale pictures (run make pictures): %s" % stale


def test_a_changed_colour_changes_its_picture(monkeypatch):
    from games.konane import grid as V
    frame_pics = dict(pictures.targets())
    before = frame_pics["konane-8x8-play.png"]().tobytes()
    monkeypatch.setattr(V, "C_IDLE", (0x00FF00, 0x00FF00))
    after = dict(pictures.targets())["konane-8x8-play.png"]().tobytes()
    assert before != after


def test_pictures_are_small():
    total = sum(os.path.getsize(os.path.join(pictures.OUT, f)) for f in os.listdir(pictures.OUT))
    assert total < 400 * 1024
