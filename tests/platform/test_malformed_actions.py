# Every built game's Game.apply refuses any malformed action with core.errors.Illegal (never
# TypeError/ValueError/IndexError) and leaves the game unchanged: the session catches only Illegal.
import importlib
import os
import pickle
import random
import sys

import pytest

from core.errors import Illegal
from games import registry

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                "host_tools", "pico_emu"))
import scenarios  # noqa: E402
from host_tools.sim import load_board  # noqa: E402

TITLES = {"konane": "Konane", "aina": "'Aina", "kawa": "Kawa"}
NOT_BYTES = [None, "xd5", 5, 0.5, [1, -1], [256], [0.5], (1, 2), [], {1: 2}, object()]


def positions(name):
    """A fresh game and a few from a random game's middle and end."""
    setup = scenarios.host_setup(load_board("pico-8x8"), TITLES[name])
    actions, _ = scenarios.random_full_game(name, setup, seed=3)
    cls = registry.rules(name)
    out = []
    for n in (0, len(actions) // 3, 2 * len(actions) // 3, len(actions)):
        g = cls(setup)
        for a in actions[:n]:
            g.apply(a)
        out.append(g)
    return out


def fingerprint(g):
    return (g.status(), g.over(), [bytes(v) if isinstance(v, (bytes, bytearray)) else v
                                  for k, v in sorted(vars(g).items()) if isinstance(v, (int, bytes, bytearray, str))])


def same_classes(g, monkeypatch):
    """pickle finds a class by its module's name: an earlier test in this process may have had the
    App drop a module the game's state uses (core.rng, as the device drops it) and load it anew, so
    its name now gives another class object. The game's own classes are put back for this test."""
    for v in [g] + list(vars(g).values()):
        t = type(v)
        if t.__module__ == "builtins":
            continue
        # (dropped and not imported since: pickle would import it anew, with a new class object)
        mod = sys.modules.get(t.__module__) or importlib.import_module(t.__module__)
        if getattr(mod, t.__name__, None) is not t:
            monkeypatch.setattr(mod, t.__name__, t)


@pytest.mark.parametrize("name", ["konane", "aina", "kawa"])
def test_apply_refuses_anything_malformed_with_illegal(name, monkeypatch):
    rng = random.Random(11)
    legal = set()
    for g in positions(name):
        legal |= {bytes(a) for a in scenarios.legal_actions(name, g)}
    kinds = sorted({a[0] for a in legal}) + [0, 255]
    for g in positions(name):
        before = fingerprint(g)
        for bad in NOT_BYTES:
            e = pytest.raises(Illegal, g.apply, bad)
            assert "expected" in str(e.value), str(e.value)
        # apply on a copy (a legal one would move on): the game pickled once, a copy loaded for each
        # action (a tenth of a deepcopy's time); a copy whose whole state still pickles the same
        # has the game's fingerprint, which is worked out (status() is slow in 'Aina) only otherwise
        same_classes(g, monkeypatch)
        state = pickle.dumps(g)
        for _ in range(3000):
            k = rng.choice(kinds)
            a = bytes([k] + [rng.choice((0, 1, 2, 35, 36, 63, 64, 127, 128, 200, 254, 255, rng.randrange(256)))
                             for _ in range(rng.randrange(0, 9))])
            if a in legal:
                continue
            g2 = pickle.loads(state)
            try:
                g2.apply(a)
            except Illegal:
                assert pickle.dumps(g2) == state or fingerprint(g2) == before, a
        assert fingerprint(g) == before


@pytest.mark.parametrize("name", ["konane", "aina", "kawa"])
def test_whole_games_save_far_under_the_save_size_limit(name):
    # store.LIMIT refuses a bigger save.bin before reading it: a real game must never come close
    from core.store import LIMIT, encode
    setup = scenarios.host_setup(load_board("pico-16x16"), TITLES[name])
    for seed in range(5):
        actions, _ = scenarios.random_full_game(name, setup, seed=seed)
        assert len(encode(name, setup, actions)) < LIMIT // 8
    # Kōnane's longest game on its biggest board: every move removes a stone, 3 bytes a move saved
    assert 14 * 14 * 3 + 64 < LIMIT // 4
