# make release VERSION=x.y.z (issue 50, host_tools/release.py): what it refuses (a tree with
# uncommitted changes, a version with no section in CHANGELOG.md, a tag naming another commit), its
# notes taken from that section, and the files it writes for the Pico that runs official MicroPython,
# named and stamped with the version, with their checksums. Nothing here builds the firmware: the
# refusals come first, and tests/pico/test_pico_release.py boots the released firmware's UF2.
import hashlib
import os
import subprocess
import sys

import pytest

from host_tools import release, uf2

ROOT = release.ROOT
has_git = subprocess.run(["git", "--version"], capture_output=True).returncode == 0
CHANGES = """# Changelog

## [Unreleased]

### Added
- something new

## [0.2.0] - 2027-01-05

### Fixed
- the thing that broke

## [0.1.0] - 2026-12-02

The first version.
"""


def test_the_notes_are_that_versions_section_of_the_changelog():
    notes, date = release.changelog_section("0.2.0", CHANGES)
    assert date == "2027-01-05" and notes == "### Fixed\n- the thing that broke\n"
    assert release.changelog_section("0.1.0", CHANGES) == ("The first version.\n", "2026-12-02")
    assert release.changelog_section("0.3.0", CHANGES) is None
    assert release.changelog_section("0.2", CHANGES) is None      # not a prefix of 0.2.0's
    # the project's own: its first version is there
    notes, date = release.changelog_section("0.1.0")
    assert date and notes.startswith("The first version")


@pytest.fixture
def repo(tmp_path):
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@t")
    path = str(tmp_path / "repo")
    os.mkdir(path)

    def git(*a):
        subprocess.run(("git",) + a, cwd=path, env=env, check=True, capture_output=True)
    git("init", "-q")
    with open(os.path.join(path, "CHANGELOG.md"), "w") as f:
        f.write(CHANGES)
    git("add", "CHANGELOG.md")
    git("commit", "-qm", "one")
    return path, git


@pytest.mark.skipif(not has_git, reason="no git")
def test_a_release_is_refused_with_uncommitted_changes_or_no_changelog_section(repo):
    path, git = repo
    assert release.refusals("0.2.0", path, CHANGES) == []
    # a version with no section
    bad = release.refusals("0.3.0", path, CHANGES)
    assert len(bad) == 1 and bad[0].startswith("CHANGELOG.md has no section [0.3.0]"), bad
    assert release.refusals("0.2", path, CHANGES)[0].startswith("the version is x.y.z")
    # a change not committed, and a file git does not know yet: both are uncommitted
    with open(os.path.join(path, "CHANGELOG.md"), "a") as f:
        f.write("more\n")
    with open(os.path.join(path, "new.py"), "w") as f:
        f.write("x = 1\n")
    bad = release.refusals("0.2.0", path, CHANGES)
    assert len(bad) == 1 and bad[0].startswith("the tree has uncommitted changes (CHANGELOG.md, new.py)"), bad
    assert len(release.refusals("0.3.0", path, CHANGES)) == 2
    git("add", "-A")
    git("commit", "-qm", "two")
    assert release.refusals("0.2.0", path, CHANGES) == []
    # the version's tag on another commit: that commit is the release
    git("tag", "v0.2.0", "HEAD~1")
    bad = release.refusals("0.2.0", path, CHANGES)
    assert len(bad) == 1 and bad[0].startswith("the tag v0.2.0 names another commit"), bad
    git("tag", "-f", "v0.2.0", "HEAD")
    assert release.refusals("0.2.0", path, CHANGES) == []


def test_make_release_refuses_a_version_with_no_section_before_it_builds_anything(tmp_path):
    out = str(tmp_path / "out")
    r = subprocess.run([sys.executable, os.path.join(ROOT, "host_tools", "release.py"), "9.9.9", "--out", out],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 1 and "make release: refused: CHANGELOG.md has no section [9.9.9]" in r.stdout, r.stdout
    assert not os.path.exists(out)
    r = subprocess.run([sys.executable, os.path.join(ROOT, "host_tools", "release.py")], cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "make release VERSION=x.y.z" in r.stdout
    # the Makefile's target passes VERSION on (and DRY_RUN as --dry-run)
    dry = subprocess.run(["make", "-n", "release", "VERSION=0.1.0", "DRY_RUN=1", "STAMP=", "WEB=host_tools/web"],
                         cwd=ROOT, capture_output=True, text=True).stdout
    assert 'host_tools/release.py "0.1.0" --dry-run' in dry, dry


def test_the_dry_run_lists_a_file_of_each_kind_for_every_pico_board():
    boards = uf2.offer_order(uf2.pico_boards())
    assert {"pico-8x8", "pico-16x16", "pico-w-8x8", "pico-w-16x16"} <= set(boards)
    assert boards[:2] == ["pico-8x8", "pico-16x16"]   # the default build first, a Pico before a Pico W
    names = release.files("0.2.0", boards)
    assert names[:len(boards)] == ["companion-%s-v0.2.0.uf2" % b for b in boards]
    assert names[len(boards):2 * len(boards)] == ["companion-%s-for-micropython-v0.2.0.uf2" % b for b in boards]
    assert names[2 * len(boards):] == ["tabletop-companion-web-v0.2.0.zip", "RELEASE-NOTES.md", "SHA256SUMS"]


def test_the_files_for_official_micropython_carry_the_version_and_their_checksums(tmp_path):
    out = str(tmp_path / "0.1.0")
    said = []
    paths = release.release("0.1.0", out, ["pico-8x8"], parts=("micropython",), say=said.append)
    assert [os.path.basename(p) for p in paths] == ["companion-pico-8x8-for-micropython-v0.1.0.uf2",
                                                     "RELEASE-NOTES.md", "SHA256SUMS"]
    assert sorted(os.listdir(out)) == sorted(os.path.basename(p) for p in paths)
    assert "COMPANION_VERSION" not in os.environ or os.environ["COMPANION_VERSION"] != "v0.1.0"
    with open(paths[0], "rb") as f:
        data = f.read()
    # the littlefs image in it: the tree make flash copies, saying v0.1.0 (core/version.txt)
    offset, size = uf2.fs_region("RPI_PICO")
    image = uf2.flash_image(data)[offset:offset + size]
    files = uf2.read_fs(image)
    assert files["/core/version.txt"] == b"v0.1.0\n" and "/core/app.mpy" in files
    with open(os.path.join(out, "RELEASE-NOTES.md"), encoding="utf-8") as f:
        notes = f.read()
    assert notes.startswith("# Tabletop companion v0.1.0 (2026-12-02)\n\nThe first version")
    assert "`companion-pico-8x8-for-micropython-v0.1.0.uf2`" in notes
    with open(os.path.join(out, "SHA256SUMS")) as f:
        sums = [line.split() for line in f]
    assert [n for _h, n in sums] == sorted(["companion-pico-8x8-for-micropython-v0.1.0.uf2", "RELEASE-NOTES.md"])
    for h, n in sums:
        with open(os.path.join(out, n), "rb") as f:
            assert hashlib.sha256(f.read()).hexdigest() == h
