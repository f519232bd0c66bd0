"""Each game's main screens, reached exactly as a player would see them: the real App on fake
hardware (sim.Rig) with a fake clock, so every frame is repeatable. A game in progress or at its
end is a save (the set-up and a list of actions from seeded random play) that the Rig resumes at
power-on, as the Pico does; a page behind a key is reached with that key.

    screens(game, board) -> [(name, caption, frame)]   frame: the grid's bytes (R, G, B a cell)

Used by host_tools/legibility.py (the current limit of a real frame) and host_tools/pictures.py.
Host only: nothing here goes on the device.
"""
import os
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for p in (ROOT, os.path.join(ROOT, "firmware")):
    if p not in sys.path:
        sys.path.insert(0, p)

from core import store  # noqa: E402
from core.rng import Rng  # noqa: E402
from host_tools.sim import Rig, load_board  # noqa: E402

GAMES = ("konane", "aina", "kawa", "hanafuda", "kapai")
TITLES = {"konane": "Konane", "aina": "Aina", "kawa": "Kawa", "hanafuda": "Hanafuda", "kapai": "Ka Pai"}
BOARDS = ("pico-8x8", "pico-16x16")


def _rules(game):
    return __import__("games.%s.rules" % game, None, None, ("Game",))


def legal(game, g):
    if game == "konane":
        return [g.move_to_action(g.move(i)) for i in range(g.nlegal())]
    mod = __import__("games.%s.moves" % game, None, None, ("legal_actions",))
    return mod.legal_actions(g)


def play(game, setup, n, seed=1):
    """Up to n actions of seeded random play from the set-up (n=None: to the end)."""
    g = _rules(game).Game(setup)
    rng = Rng(seed)
    log = []
    while not g.over() and (n is None or len(log) < n):
        acts = legal(game, g)
        if not acts:
            break
        a = bytes(acts[rng.below(len(acts))])
        g.apply(a)
        log.append(a)
    return log


def settled(rig, ms=0):
    if ms:
        rig.step(ms)
    rig.settle()
    return bytes(rig.app.grid.buf)


class Resumed:
    """A Rig that powered on over a save; the folder goes when closed."""

    def __init__(self, board, game, setup, actions):
        self.dir = tempfile.mkdtemp(prefix="screens-")
        with open(os.path.join(self.dir, "save.bin"), "wb") as f:
            f.write(store.encode(game, setup, actions))
        self.rig = Rig(load_board(board), self.dir)

    def close(self):
        shutil.rmtree(self.dir, ignore_errors=True)


def opened(board, game):
    """The game's set-up page, opened from the menu of a fresh companion."""
    rig = Rig(load_board(board))
    for _ in range(10):
        if TITLES[game].lower() in rig.lines[-1].lower().replace("ā", "a").replace("'", "").replace("ō", "o"):
            break
        rig.press("right")
    rig.press("a")
    return rig


def menu(board):
    rig = Rig(load_board(board))
    return settled(rig)


def _setups(game, board):
    big = board.endswith("16x16")
    R = _rules(game)
    if game == "konane":
        return bytes((8, 0, 2))  # the default board: on 16x16 each square a 2x2 block
    if game == "aina":
        return R.make_setup(4, 7)
    if game == "kawa":
        return R.make_setup(4, 7)
    if game == "hanafuda":
        return R.make_setup(3, 7)
    return R.make_setup(7)


# How far into a game "in progress" is, and the keys that open its score page (None: no such page)
PROGRESS = {"konane": 9, "aina": 14, "kawa": 30, "hanafuda": 26, "kapai": 24}
# (Ka Pai: the game in progress waits for a symbol to be drawn, when B shows the dice; A draws it
# under the cursor, d5, and then B, while waiting for the roll, shows the score page)
SCORE_KEYS = {"konane": None, "aina": ["b"], "kawa": ["b"], "hanafuda": ["b"], "kapai": ["a", "b"]}


def screens(game, board):
    out = []
    rig = opened(board, game)
    out.append(("setup", "set-up page", settled(rig)))
    setup = _setups(game, board)
    log = play(game, setup, PROGRESS[game])
    r = Resumed(board, game, setup, log)
    try:
        out.append(("play", "a game in progress", settled(r.rig)))
        if SCORE_KEYS[game]:
            r.rig.run_script(SCORE_KEYS[game])
            out.append(("score", "score page", settled(r.rig)))
    finally:
        r.close()
    log = play(game, setup, None)
    r = Resumed(board, game, setup, log)
    try:
        out.append(("end", "the end of a game", settled(r.rig)))
    finally:
        r.close()
    return out


if __name__ == "__main__":
    from host_tools.sim import letter
    for game in sys.argv[1:] or GAMES:
        for board in BOARDS:
            for name, caption, frame in screens(game, board):
                n = len(frame) // 3
                w = 16 if n == 256 else 8
                print("==", game, board, name)
                for y in range(n // w):
                    print("".join(letter((frame[3 * (y * w + x)] << 16) | (frame[3 * (y * w + x) + 1] << 8)
                                         | frame[3 * (y * w + x) + 2]) for x in range(w)))
