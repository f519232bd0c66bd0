# One seat model (core/seats.py): after `name 1 <name>`, every line that names seat 1 (the view's
# lines, refusals, questions, status, the resume line after a power cut, `record`, `scores`, the
# scorebook row and the link's @status) says the name, and none says seat 1's default any more;
# per game, with a non-ASCII name too (the scripted games of host_tools/transcript.py).
import os
import sys

import pytest

from core import seats
from host_tools import transcript as T
from host_tools.sim import Rig, load_board

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "journeys"))
import journey as J  # noqa: E402
from answers import legal  # noqa: E402


def words_of(text, word):
    """Where `word` stands as a whole word in text (seats.line's rule)."""
    out = []
    i = text.find(word)
    while i >= 0:
        j = i + len(word)
        if (i == 0 or not seats._letter(text[i - 1])) and (j == len(text) or not seats._letter(text[j])):
            out.append(i)
        i = text.find(word, i + 1)
    return out


def part(text, title):
    return text.split("== " + title + "\n", 1)[1].split("\n== ", 1)[0]


@pytest.mark.parametrize("game", T.GAMES)
@pytest.mark.parametrize("name", ["Keala", "Kēhau"])
def test_after_name_1_every_line_names_seat_1_by_its_name(game, name, tmp_path):
    text = T.play(game, (name,), str(tmp_path))
    own = seats.own(game)[0]
    said = [l for l in text.splitlines() if words_of(l, own)]
    assert not said, said[:5]
    # where seat 1 is named: the status, the record, the scores, after the power cut, the link
    # ('Aina is won or lost together: its end and its scorebook row are the table's, no seat's;
    # a Ka Pai sheet played alone: its end line names no seat, its scorebook row does)
    for title in {"aina": ("> record 1", "> record"),
                  "kapai": ("> record 1", "> scores kapai", "the Scores page")}.get(game, (
            "> status", "> record 1", "> record", "power on again", "> scores %s" % game,
            "the link's @status", "the Scores page")):
        assert name in part(text, title), (title, part(text, title))


def test_a_finished_game_named_after_it_ended_is_one_game_in_the_totals(tmp_path):
    # the issue: Hibiscus 0 wins | Jasmine 1 win | Keala 0 wins, one seat counted as two people
    rig = Rig(load_board("pico-8x8"), str(tmp_path))
    J.open_game(rig, "konane")
    J.start(rig)
    g = rig.app.session.game
    while not g.over():
        rig.app.game_screen.act(legal(g)[0])
        rig.step(30)
    rig.step(300)
    rig.command("name 1 Keala")
    rig = Rig(load_board("pico-8x8"), str(tmp_path))   # a power cut: the finished game resumes
    assert rig.lines[1].startswith("resumed Konane:") and "Keala" in rig.lines[1]
    assert "Hibiscus" not in rig.lines[1]
    rig.command("scores")
    assert rig.lines[-2].startswith("scorebook: 1 game kept")
    assert rig.lines[-1].count(" win") == 2, rig.lines[-1]
