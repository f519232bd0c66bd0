"""The players' rules pages' part on the companion (docs/rules/<game>.md, "The keys and the lights"),
made from the one source the companion says them from: games/<game>/legend.py (its KEYS, and the
LIGHTS of each of its SCREENS, which the console's `legend` shows). The web page's Rules panel shows
the rules page, so it shows these too. tests/platform/test_rulesdoc.py fails when a page differs from
what this makes.

    python host_tools/rulesdoc.py [--write]     (--write: the pages anew; else: which differ)
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for p in (ROOT, os.path.join(ROOT, "firmware")):
    if p not in sys.path:
        sys.path.insert(0, p)

HEAD = "### The keys and the lights"   # (a part of the page's last section, "Playing it on the companion")
BEGIN = "<!-- made by host_tools/rulesdoc.py from firmware/games/%s/legend.py: change it there -->"
END = "<!-- end of the part made by host_tools/rulesdoc.py -->"


def path(game):
    return os.path.join(ROOT, "docs", "rules", game + ".md")


def part(game):
    """The part of the game's rules page made from its legend.py, as Markdown lines."""
    from games import registry
    mod = registry.part(game, "legend")
    # lists, not tables: a table's cell holds a short phrase at most (tests/platform/test_docs.py)
    out = [HEAD, "", BEGIN % game, "",
           "**The keys** (the same on every board; `help` on the console lists the commands):", ""]
    for when, keys in mod.KEYS:
        out.append("- **%s**: %s" % (when, keys))
    out += ["", "**The lights**, screen by screen. On the companion, `legend` on the console shows those "
            "of the screen on the grid, one row each, and names them; `what` names the light under the "
            "cursor, `what COLUMN ROW` any other (counted from the top-left; on the web page, a click on the "
            "LED).", ""]
    for name, lights in zip(mod.SCREENS, mod.LIGHTS):
        out += ["#### %s%s" % (name[0].upper(), name[1:]), ""]
        for _, _, words in lights:
            i = words.find(": ")
            out.append("- **%s**: %s" % (words[:i], words[i + 2:]))
        out.append("")
    out.append(END)
    return out


def made(game, text):
    """The page's text with its part made anew (added at its end when it has none)."""
    lines = text.rstrip("\n").split("\n")
    old = [x for x in lines if x.lstrip("#").strip() == HEAD.lstrip("#").strip()]
    if old:
        i = lines.index(old[0])
        j = lines.index(END, i) + 1
        lines[i:j] = part(game)
    else:
        lines += [""] + part(game)
    return "\n".join(lines) + "\n"


def main(argv):
    from games import registry
    write = argv[:1] == ["--write"]
    stale = []
    for game in registry.BUILT:
        with open(path(game), encoding="utf-8") as f:
            text = f.read()
        new = made(game, text)
        if new != text:
            stale.append(game)
            if write:
                with open(path(game), "w", encoding="utf-8") as f:
                    f.write(new)
    for game in stale:
        print(("written: " if write else "differs: ") + os.path.relpath(path(game), ROOT))
    return 1 if stale and not write else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
