# Shared by the emulated-Pico tests (tests/pico/): finds the harness, skips the tier only when the
# MicroPython UF2 / boot ROM are absent, and builds each board's device tree once per session.
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "host_tools", "pico_emu"))

import pico  # noqa: E402

REASON = pico.missing_data()
needs_pico = pytest.mark.skipif(REASON is not None, reason=REASON or "")

_trees = {}


def device_tree(board_name, tmp_root):
    """The board's device tree (host_tools/build.py), built once per test session."""
    if board_name not in _trees:
        out = os.path.join(str(tmp_root), board_name)
        pico.build_tree(board_name, out)
        _trees[board_name] = out
    return _trees[board_name]
