# One version everywhere (issue 50): the project's git tag, or its commit's description when it has
# none (host_tools/build.py version(), written to core/version.txt beside the firmware), said by the
# boot line, the `version` command and the link's hello alike.
import os
import subprocess

import pytest

from core import files
from host_tools import build
from host_tools.sim import Rig, load_board


def test_the_boot_line_version_command_and_hello_say_the_one_version(monkeypatch):
    read = files.read
    monkeypatch.setattr(files, "read", lambda path, limit=4096: b"v0.1.0-3-gabc1234\n"
                        if path.endswith("core/version.txt") else read(path, limit))
    rig = Rig(load_board("pico-8x8"))
    assert rig.lines[0].startswith("Tabletop companion v0.1.0-3-gabc1234 on pico-8x8 (8x8)"), rig.lines[0]
    rig.command("version")
    assert rig.lines[-1].startswith("Tabletop companion v0.1.0-3-gabc1234, ") and "board pico-8x8 (8x8)" in rig.lines[-1]
    from test_link import linked
    _, c = linked(rig=rig)
    assert c.hello["firmware"] == "v0.1.0-3-gabc1234"


def test_a_tree_run_as_it_is_says_dev():
    rig = Rig(load_board("pico-8x8"))
    assert rig.lines[0].startswith("Tabletop companion dev on pico-8x8"), rig.lines[0]


@pytest.mark.skipif(subprocess.run(["git", "--version"], capture_output=True).returncode != 0, reason="no git")
def test_the_version_is_the_tag_else_the_commits_description(tmp_path, monkeypatch):
    monkeypatch.delenv("COMPANION_VERSION", raising=False)
    repo = tmp_path / "repo"
    repo.mkdir()
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@t")
    git = lambda *a: subprocess.run(("git",) + a, cwd=str(repo), env=env, check=True, capture_output=True)
    git("init", "-q")
    (repo / "f").write_text("1")
    git("add", "f")
    git("commit", "-qm", "one")
    monkeypatch.setattr(build, "ROOT", str(repo))
    plain = build.version()
    assert len(plain) >= 7 and all(ch in "0123456789abcdef" for ch in plain), plain   # no tag: the commit
    git("tag", "v0.1.0")
    assert build.version() == "v0.1.0"
    (repo / "f").write_text("2")
    git("commit", "-qam", "two")
    assert build.version().startswith("v0.1.0-1-g")
    monkeypatch.setenv("COMPANION_VERSION", "0.2.0")
    assert build.version() == "0.2.0"
