# Make the firmware importable exactly as it is laid out on the device (its root on sys.path),
# and the host tools importable as a package.
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for p in (os.path.join(ROOT, "firmware"), ROOT, os.path.join(ROOT, "tests")):
    if p not in sys.path:
        sys.path.insert(0, p)


import pytest  # noqa: E402


def pytest_configure(config):
    config.addinivalue_line("markers", "official: an emulated-Pico test that also runs on official MicroPython "
                            "v1.25.0 (make test runs `-m official` with PICO_FIRMWARE=official)")


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
