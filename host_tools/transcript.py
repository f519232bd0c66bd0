# What the table says, game by game: scripted games of all five through the real App (the Rig),
# with and without players' names, across a power cut, as one text per game and names: the console
# lines, `status`, `record`, `scores`, the link's @status, the finished grid and the Scores page.
# tests/journeys/test_transcripts.py keeps them in tests/journeys/transcripts/ and fails on any
# change, so a change to what the table says shows as a diff of those files, line by line:
#   .venv/bin/python host_tools/transcript.py [--write]   (--write: the files anew)
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
for p in (ROOT, os.path.join(ROOT, "firmware"), os.path.join(ROOT, "tests", "journeys"),
          os.path.join(ROOT, "tests", "platform")):
    if p not in sys.path:
        sys.path.insert(0, p)

from core.rng import Rng  # noqa: E402
from host_tools.sim import Rig, load_board  # noqa: E402
from ui import keys  # noqa: E402

GAMES = ("konane", "aina", "kawa", "hanafuda", "kapai")
NAMES = {"plain": (), "keala": ("Keala", "Pua"), "kehau": ("Kēhau",)}
OUT = os.path.join(ROOT, "tests", "journeys", "transcripts")


def legal(game):
    from answers import legal as lg
    return lg(game)


def play(game, names, state):
    import journey as J
    from test_link import linked
    out = []

    def mark(title, rig, n):
        out.append("== " + title)
        out.extend(rig.lines[n:])
        return len(rig.lines)

    rig = Rig(load_board("pico-8x8"), state)
    n = 0
    for i, nm in enumerate(names):
        rig.command("name %d %s" % (i + 1, nm))
    J.open_game(rig, game)
    J.start(rig)
    n = mark("set-up and start", rig, n)
    rng = Rng(len(game) * 7 + len(names))
    gs = rig.app.game_screen
    s = rig.app.session
    for _ in range(60):   # the buttons: each view's own lines; an action now and then
        if rig.app.screen is not gs or s.game.over():
            break
        if rng.below(3) == 0:
            acts = legal(s.game)
            gs.act(acts[rng.below(len(acts))])
            rig.step(300)
        else:
            rig.press(keys.NAMES[rng.below(6)])
        if rig.app.screen is not gs:
            rig.long("b")
            rig.press("b")
            rig.step(200)
    n = mark("buttons", rig, n)
    k = 0
    while not s.game.over() and k < 600:
        acts = legal(s.game)
        gs.act(acts[rng.below(len(acts))])
        rig.step(30)
        k += 1
    rig.step(300)
    n = mark("played to the end (%d more actions)" % k, rig, n)
    rig.settle()
    out.append("== the end on the grid")
    out.append(rig.grid_text())
    n = len(rig.lines)
    for c in ("status", "score", "scores", "record 1", "record"):
        rig.command(c)
        n = mark("> " + c, rig, n)
    rig = Rig(load_board("pico-8x8"), state)   # a power cut
    n = mark("power on again", rig, 0)
    for c in ("status", "scores %s" % game):
        rig.command(c)
        n = mark("> " + c, rig, n)
    rig.long("b")
    assert rig.menu_to("Scores: each game's wins, game by game")
    rig.press("a")
    rig.settle()
    # (the menu's items on the way: other tests in one process add test games to the menu)
    rig.lines[n:] = [l for l in rig.lines[n:] if not l.startswith("menu: ")]
    n = mark("the Scores page", rig, n)
    out.append(rig.grid_text())
    rig.press("b")
    rig.step(200)
    assert rig.menu_to("Resume " + J.title(game))
    rig.press("a")
    rig.step(200)
    rig.lines[:] = []
    _, c = linked(rig=rig)
    out.append("== the link's @status")
    out.append(c.status)
    return "\n".join(out) + "\n"


def all_texts():
    for game in GAMES:
        for key in NAMES:
            with tempfile.TemporaryDirectory() as d:
                yield "%s-%s.txt" % (game, key), play(game, NAMES[key], d)


def main():
    write = "--write" in sys.argv
    if write and not os.path.isdir(OUT):
        os.makedirs(OUT)
    for fn, text in all_texts():
        if write:
            with open(os.path.join(OUT, fn), "w") as f:
                f.write(text)
        else:
            print("#### " + fn)
            print(text)


if __name__ == "__main__":
    main()
