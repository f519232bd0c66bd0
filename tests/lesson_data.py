# What every game's lesson data test checks alike (issue 47; tests/<game>/test_<game>_lesson.py):
# the rules page's sections, and which of them and of the special plays no step teaches.
from portable import project_path


def sections(game):
    """The `##` sections of docs/rules/<game>.md: each must be taught by a step."""
    with open(project_path("docs/rules/%s.md" % game)) as f:
        return [line[3:].strip() for line in f.read().split("\n") if line.startswith("## ")]


def untaught(steps, heads, special):
    """What the steps leave out: a section of the rules page or a special play no step teaches
    (a step's sixth field: what it teaches)."""
    taught = {}
    for i in range(len(steps)):
        for what in steps[i][5]:
            taught[what] = taught.get(what, ()) + (i,)
    return [h for h in list(heads) + list(special) if h not in taught]


def taught(game, steps, special):
    """Every section of docs/rules/<game>.md and every special play is taught by a step, and a step
    names only what is there to teach; returns the sections."""
    heads = sections(game)
    assert untaught(steps, heads, special) == []
    for i in range(len(steps)):
        for what in steps[i][5]:
            assert what in heads or what in special, what
    return heads
