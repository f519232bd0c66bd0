# The page carries the firmware it runs and nothing else: no module it leaves out is imported by
# one it carries, and the device-only modules are left out.
import ast

from host_tools.web import build


def imported(src):
    out = set()
    for node in ast.walk(ast.parse(src)):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
            out.update(node.module + "." + a.name for a in node.names)
    return out


def test_the_page_carries_what_it_imports_and_no_device_only_module():
    files = build.firmware_files()
    for rel in ("main.py", "hw/boardcheck.py", "ports/handover.py", "ports/rp2.py"):
        assert rel not in files
    skipped = {s[:-3].replace("/", ".") for s in build.SKIP}
    for rel, src in files.items():
        if rel.endswith(".py"):
            bad = imported(src) & skipped
            assert not bad, "%s imports %s, which the page leaves out" % (rel, sorted(bad))


def test_the_rules_panel_shows_the_games_keys_and_lights():
    """Issue 47: the Rules panel (docs/rules/<game>.md as HTML) shows the open game's keys and every
    light of each screen in words, from the game's legend.py, not a pointer to a developer's page;
    the note that says where that part is made is not shown."""
    from games import registry
    pages = build.rules_pages()
    for game in ("konane", "aina", "kawa", "hanafuda", "kapai"):
        html = pages[game]["html"]
        mod = registry.part(game, "legend")
        assert "<h4>The keys and the lights</h4>" in html and "rulesdoc" not in html and "<!--" not in html
        for when, keys in mod.KEYS:
            assert "<li><strong>%s</strong>: " % when in html, (game, when)
        for name, lights in zip(mod.SCREENS, mod.LIGHTS):
            assert "<h5>%s%s</h5>" % (name[0].upper(), name[1:]) in html, (game, name)
            for _, _, words in lights:
                assert words[words.find(": ") + 2:].replace("'", "&#x27;")[:20] in html or \
                    words[words.find(": ") + 2:][:20] in html, (game, words)
        assert "what each light means and the console commands" not in html
