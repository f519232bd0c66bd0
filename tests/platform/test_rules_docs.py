# The rules at hand, in the project's own words (issue 29 §9): every game has a rules page for
# players (docs/rules/<game>.md) linked from the top README and from its own README; `rules` on the
# console gives them in short (loaded for the command only); and no project document links outside
# the repository (a clone has no reference folder beside it).
import os
import re
import sys

from host_tools.sim import Rig, load_board
from games import registry

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SKIP = ("node_modules", ".venv", "build", ".git", ".pytest_cache")


def built():
    # the firmware's games (other tests add a fake one to the registry in this process)
    return [n for n in registry.BUILT if os.path.isdir(os.path.join(ROOT, "firmware", "games", n))]


def docs():
    for d, dirs, files in os.walk(ROOT):
        dirs[:] = [x for x in dirs if x not in SKIP]
        for f in files:
            if f.endswith(".md"):
                yield os.path.join(d, f)


def test_every_game_has_its_rules_page_linked_from_both_readmes():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        top = f.read()
    for name in built():
        page = os.path.join(ROOT, "docs", "rules", name + ".md")
        with open(page, encoding="utf-8") as f:
            text = f.read()
        assert text.startswith("# ") and len(text.split()) > 250, name
        assert "](docs/rules/%s.md)" % name in top, name
        with open(os.path.join(ROOT, "firmware", "games", name, "README.md"), encoding="utf-8") as f:
            assert "](../../../docs/rules/%s.md)" % name in f.read(), name
        # and the page sends the reader back to the game's own page (keys, lights, commands)
        assert "](../../firmware/games/%s/README.md)" % name in text, name


def test_no_project_document_links_outside_the_repository():
    link = re.compile(r"\]\(([^)\s]+)\)")
    for path in docs():
        with open(path, encoding="utf-8") as f:
            text = f.read()
        rel = os.path.relpath(path, ROOT)
        # the reference material players and readers must never be sent to
        assert "shared/rules" not in text and "shared/seeds" not in text, rel
        for target in link.findall(text):
            if re.match(r"[a-z]+:", target) or target.startswith("#"):
                continue   # a web address or a place in the page
            where = os.path.normpath(os.path.join(os.path.dirname(path), target.split("#")[0]))
            assert where.startswith(ROOT + os.sep), (rel, target)
            assert os.path.exists(where), (rel, target)


def test_rules_command_gives_the_open_games_rules_in_short():
    rig = Rig(load_board("pico-8x8"))
    rig.command("rules")                       # at the menu: no game open
    assert rig.lines[-1].startswith("! rules: open a game first, or name one: rules konane|")
    rig.press("a")                             # Konane's set-up page
    n = len(rig.lines)
    rig.command("rules")
    out = rig.lines[n:]
    assert out[0] == "Konane, the rules in short (the whole rules: docs/rules/konane.md):"
    assert len(out) > 4 and any("cannot jump" in l for l in out)
    assert "games.konane.words" not in sys.modules       # loaded for the command, dropped after
    for name in built():
        n = len(rig.lines)
        rig.command("rules " + name)
        assert rig.lines[n].startswith(registry.title(name) + ", the rules in short"), name
        assert all(0 < len(l) <= 102 for l in rig.lines[n + 1:]), name
    rig.command("rules chess")
    assert rig.lines[-1].startswith("! rules: no game 'chess'")
    rig.command("help")
    assert any("rules [game]" in l for l in rig.lines[-12:])
