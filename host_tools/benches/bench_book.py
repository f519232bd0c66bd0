# The scorebook (core/book.py): bytes per game in the book, each built game played out with random
# legal actions, and how many games a full book keeps. full_book() also makes the full book that
# bench_pico's `book` piece boots with.
import gc

import benchlib
benchlib.setup_path()

from core import book  # noqa: E402
from core.rng import Rng  # noqa: E402
from games import registry  # noqa: E402

SETUPS = {"konane": b"\x08\x00\x02", "aina": b"\x00\x04\x00\x00\x00\x07", "kawa": b"\x04\x00\x00\x00\x00\x07",
          "hanafuda": b"\x04\x00\xff\x03\x00\x00\x00\x07", "kapai": b"\x00\x00\x00\x07"}


class Flash:
    def __init__(self):
        self.files = {}

    def read(self, name, limit=0):
        return self.files.get(name)

    def write(self, name, data):
        self.files[name] = bytes(data)

    def path(self, name):
        return name


def played(name, seed):
    """(setup, actions, game) of one random game played to its end."""
    setup = SETUPS[name] if name == "konane" else SETUPS[name][:-1] + bytes((seed & 255,))
    g = registry.rules(name)(setup)
    moves = None if name == "konane" else __import__("games.%s.moves" % name, None, None, ("legal_actions",))
    rng = Rng(seed)
    acts = []
    while not g.over():
        la = [g.move_to_action(m) for m in g.legal()] if moves is None else moves.legal_actions(g)
        a = la[rng.below(len(la))]
        g.apply(a)
        acts.append(a)
    return setup, acts, g


def add_game(st, name, seed):
    setup, acts, g = played(name, seed)
    r = registry.words(name)   # the game's words.py
    rows, text = r.result(g)
    scored = rows[0][2] is not None
    g = r = None
    registry.unload(name)   # one game's code at a time, as on the device
    gc.collect()
    book.add(st, name, setup, acts, book.FINISHED, rows, text, scored, say=lambda t: None)


def full_book():
    """The bytes of a book filled past its limit by games of every built game in turn."""
    st = Flash()
    i = 0
    while True:
        add_game(st, registry.BUILT[i % len(registry.BUILT)], i + 1)
        i += 1
        es = book.load(st, print)
        if es and es[0].kind() == book.CARRIED and i >= 2 * len(registry.BUILT):
            return st.files[book.BOOK], i


def main():
    for name in registry.BUILT:
        st = Flash()
        add_game(st, name, 3)
        benchlib.emit("book_bytes_per_game", len(st.files[book.BOOK]), "bytes", game=name)
    data, n = full_book()
    st = Flash()
    st.files[book.BOOK] = data
    kept = [e for e in book.load(st, print) if e.kind() != book.CARRIED]
    benchlib.emit("book_full_games_kept", len(kept), "games", bytes=len(data), played=n, limit=book.LIMIT)


if __name__ == "__main__":
    if benchlib.INTERP == "micropython":
        # byte counts, the same under every interpreter; random play of every game in turn does
        # not fit the unix port's 128 KB heap beside the book (the device figures: bench_pico book)
        import sys
        sys.stderr.write("bench_book: byte counts, measured under CPython only\n")
    else:
        main()
