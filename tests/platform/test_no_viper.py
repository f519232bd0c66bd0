# Every built game on a MicroPython that cannot run viper code (issue 13: the WebAssembly port has
# no native emitter, and Konane's viper import was guarded only by `except ImportError`).
# The unix `micropython` gets the Pico's device tree, compiled for armv6m: it refuses each viper
# module's ARM code at import, so the games must take their pure-Python fallbacks, then open and play.
import os
import re
import subprocess
import sys

import pytest

from host_tools import build

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MPY = os.path.join(os.path.dirname(sys.executable), "micropython")


def viper_modules():
    """Dotted names of the firmware modules that hold viper or native code."""
    out = []
    for rel in build.modules():
        with open(os.path.join(build.FIRMWARE, rel)) as f:
            src = f.read()
        if re.search(r"^\s*@micropython\.(viper|native)", src, re.M):
            out.append(rel[:-3].replace("/", "."))
    return out


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    # make test installs the micropython command into .venv: without it this check cannot run
    assert os.path.exists(MPY), "no micropython command in the venv: run 'make venv' first"
    tree = str(tmp_path_factory.mktemp("pico-tree") / "t")
    build.build("pico-8x8", tree)
    r = subprocess.run([MPY, "-X", "heapsize=1M", os.path.join(ROOT, "tests", "platform", "no_viper_check.py"),
                        tree, ROOT] + viper_modules(), capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout[-1500:] + r.stderr[-1500:]
    return r.stdout.splitlines()


def test_the_viper_modules_really_fail_to_import(report):
    mods = viper_modules()
    assert "hw.fast" in mods and "games.konane.fast" in mods
    lines = [l for l in report if l.startswith("viper ")]
    assert len(lines) == len(mods)
    for l in lines:
        assert not l.endswith(" None"), l  # imported: this port would prove nothing
    assert "output python" in report


def test_each_built_game_opens_and_plays_without_viper(report):
    # the games the micropython process's own registry lists (this process's may hold test fakes)
    games = [l for l in report if l.startswith("game ")]
    names = [l.split()[1] for l in games]
    assert "konane" in names and len(names) == len(set(names)), report
    for line in games:
        words = line.split()
        assert words[2] == "started", line
        assert "faults=0" in words and "outside=0" in words, line
        assert int(words[-1].split("=")[1]) > 5, line  # it drew
