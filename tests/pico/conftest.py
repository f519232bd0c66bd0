# The emulated tier runs twice in `make test`: on the companion firmware (test-pico), then the tests
# marked `official` on official MicroPython v1.25.0 (test-pico-official). A test of what only
# official MicroPython's filesystem holds (the .mpy files, their manifest) is marked `official_only`
# and left out (deselected, not skipped) of a run on the companion firmware.
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def pytest_collection_modifyitems(config, items):
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
