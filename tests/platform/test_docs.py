# The front door (issue 50): README.md is a page a newcomer reads in five minutes (at most 200
# lines, the two commands first: .ci/run runs its test command), and what it and docs/ send a reader
# to is there: every link of README.md and docs/**/*.md resolves (a file of the repository, and a
# heading of that file for an anchor), every `make <target>` they name is a target of the Makefile,
# and no table cell holds more than a short phrase (measurement notes go under the table).
import glob
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CELL_MAX = 60   # characters: a short phrase
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)\)")


def pages():
    return [os.path.join(ROOT, "README.md")] + sorted(
        glob.glob(os.path.join(ROOT, "docs", "**", "*.md"), recursive=True))


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def prose_and_code(text):
    """(lines outside fenced code blocks, lines inside them)."""
    prose, code, fenced = [], [], False
    for line in text.splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        (code if fenced else prose).append(line)
    return prose, code


def slug(heading):
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(path):
    out = set()
    for line in prose_and_code(read(path))[0]:
        m = re.match(r"#{1,6} (.*)", line)
        if m:
            s = slug(m.group(1))
            n = 0
            while (s if n == 0 else "%s-%d" % (s, n)) in out:
                n += 1
            out.add(s if n == 0 else "%s-%d" % (s, n))
    return out


def rel(path):
    return os.path.relpath(path, ROOT)


def test_the_readme_is_a_front_door_with_the_two_commands_first():
    text = read(os.path.join(ROOT, "README.md"))
    assert len(text.splitlines()) <= 200
    first = text[text.index("```"):]
    block = first[first.index("\n") + 1:first.index("```", 3)].splitlines()
    assert [line.split("#")[0].strip() for line in block] == ["make sim", "make test"], block
    # one picture of the lit grid, drawn by make pictures
    assert re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text) == ["docs/pictures/konane-8x8-play.png"]
    # CI runs the README's test command, strict
    assert "\nmake test TEST_STRICT=1 " in read(os.path.join(ROOT, ".ci", "run"))
    # every page of docs/ is linked from the README
    linked = set(os.path.normpath(os.path.join(ROOT, t.split("#")[0])) for t in LINK.findall(text))
    for p in glob.glob(os.path.join(ROOT, "docs", "*.md")):
        assert p in linked, rel(p)


def test_every_link_of_the_readme_and_docs_resolves():
    checked = 0
    for page in pages():
        prose, _ = prose_and_code(read(page))
        for target in LINK.findall("\n".join(prose)):
            if re.match(r"[a-z]+:", target):
                continue   # a web address
            path, _, anchor = target.partition("#")
            where = os.path.normpath(os.path.join(os.path.dirname(page), path)) if path else page
            assert where.startswith(ROOT + os.sep) and os.path.exists(where), (rel(page), target)
            if anchor:
                assert where.endswith(".md") and anchor in anchors(where), (rel(page), target)
            checked += 1
    assert checked > 80


def makefile_targets():
    return set(re.findall(r"^([a-z][a-z0-9-]*):(?!=)", read(os.path.join(ROOT, "Makefile")), re.M))


def test_every_make_target_the_docs_name_is_in_the_makefile():
    targets = makefile_targets()
    assert {"sim", "test", "firmware", "release", "web"} <= targets
    named = {}
    for page in pages():
        prose, code = prose_and_code(read(page))
        for m in re.finditer(r"`make ([a-z][a-z0-9-]*)", "\n".join(prose)):
            named.setdefault(m.group(1), rel(page))
        for line in code:
            m = re.match(r"\s*(?:\$ )?make ([a-z][a-z0-9-]*)", line)
            if m:
                named.setdefault(m.group(1), rel(page))
    missing = {t: p for t, p in named.items() if t not in targets}
    assert not missing, missing
    assert len(named) > 15


def test_no_table_cell_holds_more_than_a_short_phrase():
    long = []
    for page in pages():
        for n, line in enumerate(prose_and_code(read(page))[0], 1):
            s = line.strip()
            if not s.startswith("|") or set(s) <= set("|-: "):
                continue
            for cell in s.replace("\\|", "").strip("|").split("|"):
                if len(cell.strip()) > CELL_MAX:
                    long.append((rel(page), cell.strip()))
    assert not long, long
