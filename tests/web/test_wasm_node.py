# The firmware in MicroPython's WebAssembly port itself, under Node (no browser needed): the port
# the page uses, with no native emitter, plays every built game through ports/web.py.
import os
import shutil
import subprocess

import pytest

from web_support import webbuild

NODE = shutil.which("node")
REASON = webbuild.runtime_missing() or (None if NODE else "no node on this machine (Node 20 runs the emulated Pico too)")


@pytest.mark.skipif(REASON is not None, reason=REASON or "")
def test_every_built_game_plays_in_the_webassembly_port(tmp_path):
    out = webbuild.build(str(tmp_path / "web"))
    r = subprocess.run([NODE, os.path.join(os.path.dirname(__file__), "wasm_play.mjs"), out],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    lines = r.stdout.splitlines()
    assert "port JS with Emscripten" in lines, lines[:3]
    assert "output python" in lines  # no viper in this port: the Python loops ran
    games = [l.split() for l in lines if l.startswith("game ")]
    assert [g[1] for g in games][:1] == ["konane"], lines[-10:]
    for g in games:
        assert g[2] == "started" and g[3] == "faults=0", g
        assert int(g[4].split("=")[1]) > 5, g  # it drew
    assert any(int(g[5].split("=")[1]) > 0 for g in games), games  # and the taps made actions
    assert "companion companion: Jasmine x" in " ".join(lines), lines[-3:]  # Konane's opponent replied
