# Make the firmware importable exactly as it is laid out on the device (its root on sys.path),
# and the host tools importable as a package.
import gc
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The App drops a game's modules and imports them again, as on the Pico. Where
# PYTHONDONTWRITEBYTECODE is set, every such import compiled the source again (a third of the
# CPython tier's time): the bytecode is cached, under build/pycache, outside the firmware tree.
sys.dont_write_bytecode = False
sys.pycache_prefix = os.path.join(ROOT, "build", "pycache")
for p in (os.path.join(ROOT, "firmware"), ROOT, os.path.join(ROOT, "tests")):
    if p not in sys.path:
        sys.path.insert(0, p)


import pytest  # noqa: E402

try:
    # A property test draws the same examples on every run (derandomize: from the test's own
    # source), so a run never passes or fails by chance and a failure repeats as it was seen;
    # no example database between runs either. HYPOTHESIS_EXPLORE=1 draws new ones, to look for
    # more (a failure found so is written down as a test of its own).
    from hypothesis import settings as _hyp

    _hyp.register_profile("repeatable", derandomize=True, database=None)
    _hyp.register_profile("explore", derandomize=False)
    _hyp.load_profile("explore" if os.environ.get("HYPOTHESIS_EXPLORE") else "repeatable")
except ImportError:   # (hypothesis is in the .venv make makes; a bare run skips those tests)
    pass


def pytest_configure(config):
    config.addinivalue_line("markers", "official: an emulated-Pico test that also runs on official MicroPython "
                            "v1.25.0 (make test runs `-m official` with PICO_FIRMWARE=official)")
    # (here, not in tests/pico: tests/web imports pico_support, which marks with it)
    config.addinivalue_line("markers", "official_only: an emulated-Pico test of official MicroPython's "
                            "filesystem (the .mpy files): left out of a run on the companion firmware")


@pytest.fixture(autouse=True)
def _games_modules_kept():
    """The App unloads a game's modules when it closes the game (games/registry.py), as on the
    device. A test module that imported a game's rules at the top would then compare the App's
    fresh copy with its own (isinstance fails) when an earlier test had closed that game: put the
    game modules back as they were before each test, so no test depends on the order they run in."""
    before = {k: v for k, v in sys.modules.items() if k.startswith("games.")}
    yield
    for name, mod in before.items():
        if sys.modules.get(name) is not mod:
            sys.modules[name] = mod
            parent, _, child = name.rpartition(".")
            if parent in sys.modules:
                setattr(sys.modules[parent], child, mod)


@pytest.fixture(autouse=True)
def _cursor_timing_as_at_import():
    """ui/draw.py keeps when the last key was pressed (`moved`: a cursor stays lit BLINK_MS after
    it) and when the next frame is due, as the one App on a device sets them. A test that drives a
    view without an App (a fake context) would see the key times of whichever test ran before it
    on the worker: put them back as they are at import before each test."""
    draw = sys.modules.get("ui.draw")
    if draw is not None:
        draw.moved = -draw.BLINK_MS
        draw.due = 0
    yield


# `make test` runs each pytest tier on pytest-xdist, one worker per core, `--dist loadgroup`: a test
# goes to whichever worker is free. The tests of a module that defines a module- or class-scoped
# fixture (a booted emulated Pico, a browser on the page, a built tree) share what it made and follow
# each other on it, so they go to one worker together, in the module's order, as on one core. The
# grouping is done here: xdist 3.8's own (the xdist_group mark) renames the test's node id, which
# pytest 9.2 no longer takes (pytest-xdist issue 1386), and the tests were scattered.
_SHARED_FIXTURE = re.compile(r"""@pytest\.fixture\(\s*scope\s*=\s*["'](module|class)["']""")
_shares = {}


def _module_shares_a_fixture(root, path):
    if path not in _shares:
        try:
            with open(os.path.join(root, path), encoding="utf-8") as f:
                _shares[path] = bool(_SHARED_FIXTURE.search(f.read()))
        except OSError:
            _shares[path] = False
    return _shares[path]


def pytest_xdist_make_scheduler(config, log):
    if config.getvalue("dist") != "loadgroup":
        return None
    from xdist.scheduler import LoadScopeScheduling
    root = str(config.rootpath)

    class ByModuleWhereShared(LoadScopeScheduling):
        """One work unit per test, or per module for a module whose tests share a fixture."""

        def _split_scope(self, nodeid):
            module = nodeid.split("::", 1)[0]
            return module if _module_shares_a_fixture(root, module) else nodeid

    return ByModuleWhereShared(config, log)


# The firmware collects garbage after every action, as the Pico must (core/app.py flush). On
# CPython a full collection walks every object alive in the process, pytest's and the other tests'
# included: half the CPython tier's time went there. What is alive when a test starts is moved out
# of the collector's sight (gc.freeze) so a test's collections walk only what the test made; every
# 100 tests the frozen objects are put back and collected once, so garbage cycles are still freed.
_frozen = [0]


@pytest.fixture(autouse=True)
def _collections_walk_only_the_tests_objects():
    _frozen[0] += 1
    if _frozen[0] % 100 == 0:
        gc.unfreeze()
        gc.collect()
    gc.freeze()
    yield
