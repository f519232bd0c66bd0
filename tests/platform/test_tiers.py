# `make test` (host_tools/tiers.py): one summary line per tier, a tier the machine lacks a tool for
# skipped with the apt-get line, and a skip failing the run under --strict (.ci/run).
import json
import os
import subprocess
import sys

import conftest
from host_tools import tiers

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_counts_read_each_runners_summary():
    pytest_out = "....s.F\n== slowest 10 durations ==\n3.2s call tests/x.py::test_in_a_hurry\n2 failed, 757 passed, 3 skipped in 141.20s (0:02:21)\n"
    assert tiers.counts(pytest_out) == (757, 2, 3, 0)
    assert tiers.counts("1 error in 2.0s\n") == (0, 1, 0, 0)
    mpy_out = "micropython: 3 passed, 1 failed\n-- in a.py::t (exit 1)\nmicropython: 120 passed, 1 failed (40 files, each test in its own 128KB heap)\n"
    assert tiers.counts(mpy_out) == (120, 1, 0, 0)
    assert tiers.counts("mpy-cross: 112 firmware modules compiled\n") == (0, 0, 0, 112)


def test_a_tier_the_machine_cannot_run_is_skipped_named_and_fails_strict(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(tiers, "NEEDS", {"test-web": lambda: ("no chromium on this machine", ["chromium"])})
    monkeypatch.setattr(tiers, "TIMES", str(tmp_path / "times.json"))
    assert tiers.main(["test-web"]) == 0
    out = capsys.readouterr().out
    assert "to run every tier: sudo apt-get install -y chromium" in out
    assert "tier test-web: skipped (no chromium on this machine), 0 tests, 0.0 s" in out.splitlines()
    assert tiers.main(["--strict", "test-web"]) == 1          # CI: a skipped tier fails the run
    with open(str(tmp_path / "times.json")) as f:
        assert json.load(f)["tiers"][0] == {"tier": "test-web", "ran": False, "why": "no chromium on this machine",
                                            "passed": 0, "failed": 0, "skipped": 0, "modules": 0, "seconds": 0.0}


def test_a_tier_that_ran_gives_its_counts_and_a_skip_inside_it_fails_strict(monkeypatch, tmp_path, capsys):
    monkeypatch.setattr(tiers, "NEEDS", {})
    monkeypatch.setattr(tiers, "TIMES", str(tmp_path / "times.json"))
    monkeypatch.setattr(tiers, "run_tiers", lambda ts: [(0, "..s\n2 passed, 1 skipped in 0.5s\n", 0.52, 0.9)])
    assert tiers.main(["--times", "test-x"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "tier test-x: ran, 2 passed, 0 failed, 1 skipped, 0.5 s (CPU 0.9 s)" in out
    assert json.loads(out[-2]) == {"name": "test_seconds_test_x", "value": 0.5, "unit": "s", "ran": True, "tests": 3,
                                   "cpu_seconds": 0.9}
    assert tiers.main(["--strict", "test-x"]) == 1
    monkeypatch.setattr(tiers, "run_tiers", lambda ts: [(2, "make: *** [x] Error 1\n", 0.1, 0.1)])
    assert tiers.main(["test-x"]) == 1                         # stopped before any test said so
    assert "tier test-x: ran, 0 passed, 1 failed, 0 skipped, 0.1 s (CPU 0.1 s)" in capsys.readouterr().out


def test_tiers_joined_by_a_plus_run_at_once_each_with_its_own_summary(monkeypatch, tmp_path, capsys):
    # tier a waits for a file tier b writes: it can only pass when both run at the same time
    flag = tmp_path / "b-started"
    progs = {
        "test-a": "import os, sys, time\nfor _ in range(600):\n    if os.path.exists(%r): break\n    time.sleep(0.05)\n"
                  "else:\n    sys.exit(3)\nprint('a: 4 passed in 0.1s')" % str(flag),
        "test-b": "open(%r, 'w').close()\nprint('b: 1 passed, 1 failed in 0.1s')\nraise SystemExit(1)" % str(flag),
        "test-c": "print('c: 2 passed in 0.1s')",
    }
    monkeypatch.setattr(tiers, "NEEDS", {})
    monkeypatch.setattr(tiers, "TIMES", str(tmp_path / "times.json"))
    monkeypatch.setattr(tiers, "command", lambda t: [sys.executable, "-c", progs[t]])
    assert tiers.main(["test-c", "test-a+test-b"]) == 1
    out = capsys.readouterr().out
    lines = out.splitlines()
    # the first of a group shown as it comes, the other after it under its own name
    assert lines.index("== test-a + test-b") < lines.index("a: 4 passed in 0.1s") < \
        lines.index("== test-b (beside test-a)") < lines.index("b: 1 passed, 1 failed in 0.1s")
    summary = [l.split(",")[:3] for l in lines if l.startswith("tier ")]
    assert summary == [["tier test-c: ran", " 2 passed", " 0 failed"], ["tier test-a: ran", " 4 passed", " 0 failed"],
                       ["tier test-b: ran", " 1 passed", " 1 failed"]]
    with open(str(tmp_path / "times.json")) as f:
        times = json.load(f)
    assert [(r["tier"], r["status"]) for r in times["tiers"]] == [("test-c", 0), ("test-a", 0), ("test-b", 1)]


def test_ci_closing_line_adds_up_the_tier_lines(tmp_path):
    log = tmp_path / "log"
    log.write_text("7 passed in 1s\ntier test-host: ran, 759 passed, 2 failed, 0 skipped, 141.2 s (CPU 270.3 s)\n"
                   "tier check-mpy: ran, 112 modules compiled, 0 failed, 4.1 s (CPU 3.0 s)\n"
                   "tier test-web: skipped (no chromium), 0 tests, 0.0 s\n"
                   "tier test-mpy: ran, 120 passed, 0 failed, 0 skipped, 30.0 s (CPU 55.0 s)\n")
    with open(os.path.join(ROOT, ".ci", "run")) as f:
        script = f.read()
    awk = script[script.index("awk '") + 5:script.index("' \"$log\"")]
    r = subprocess.run(["awk", awk.strip("'"), str(log)], capture_output=True, text=True, check=True)
    assert r.stdout == "all tiers: 879 passed, 2 failed\n"


def test_modules_sharing_a_fixture_go_to_one_worker():
    shares = lambda p: conftest._module_shares_a_fixture(ROOT, p)   # noqa: E731
    assert shares("tests/pico/test_pico_platform.py") and shares("tests/web/test_web_page.py")
    assert not shares("tests/pico/test_pico_games.py") and not shares("tests/platform/test_tiers.py")
