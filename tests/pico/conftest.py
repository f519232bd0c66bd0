# The emulated tier runs twice in `make test`, both at once: on the companion firmware (test-pico), and
# the tests marked `official` on official MicroPython v1.25.0 (test-pico-official). A test of what only
# official MicroPython's filesystem holds (the .mpy files, their manifest) is marked `official_only`
# and left out (deselected, not skipped) of a run on the companion firmware.
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# The longest tests first: each run keeps every test's seconds (per firmware) in build/, and the
# next run hands the workers the longest work first, so that no long test starts last and leaves
# one core idle while it runs (the tier's tests are independent, but for modules that share a
# booted Pico: those stay together and in order, at their sum). A fresh clone runs in file order.
_seconds = {}


def _times():
    # one file per firmware: `make test` runs the two emulated tiers at once
    return os.path.join(ROOT, "build", "pico-test-seconds-%s.json" % _kind())


def _kind():
    sys.path.insert(0, HERE)
    from pico_support import FIRMWARE   # the firmware this run's Picos boot
    return FIRMWARE or "none"


def _longest_first(config, items):
    try:
        with open(_times()) as f:
            known = json.load(f)
    except (OSError, ValueError):
        return
    # tests/conftest.py's rule for which tests go to one worker together (its scheduler)
    shares = next(p._module_shares_a_fixture for p in config.pluginmanager.get_plugins()
                  if hasattr(p, "_module_shares_a_fixture"))
    units = {}
    for i in items:
        module = i.nodeid.split("::", 1)[0]
        units.setdefault(module if shares(str(config.rootpath), module) else i.nodeid, []).append(i)
    order = sorted(units.values(), key=lambda u: -sum(known.get(i.nodeid, 0) for i in u))
    items[:] = [i for u in order for i in u]


def pytest_runtest_logreport(report):
    _seconds[report.nodeid] = _seconds.get(report.nodeid, 0) + report.duration


def pytest_sessionfinish(session):
    if hasattr(session.config, "workerinput") or not _seconds:
        return   # (a worker: the controller gets every report and writes them)
    path = _times()
    try:
        with open(path) as f:
            kept = json.load(f)
    except (OSError, ValueError):
        kept = {}
    kept.update({k: round(v, 2) for k, v in _seconds.items()})
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            json.dump(kept, f, indent=0, sort_keys=True)
    except OSError:
        pass


def pytest_collection_modifyitems(config, items):
    _longest_first(config, items)
    marked = [i for i in items if i.get_closest_marker("official_only")]
    if not marked:
        return
    sys.path.insert(0, HERE)
    from pico_support import FIRMWARE
    if FIRMWARE != "companion":
        return
    keep = [i for i in items if not i.get_closest_marker("official_only")]
    config.hook.pytest_deselected(items=marked)
    items[:] = keep
