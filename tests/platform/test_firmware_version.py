# The companion firmware's MicroPython version (make firmware, issue 46): MicroPython's own
# py/makeversionhdr.py writes the version the banner, os.uname() and the UF2 show, from `git
# describe` in the source tree unless the build names it. Built from a tree inside another
# repository (a monorepo, a vendored folder), git describe gave that repository's commit
# ("MicroPython 342ede1 on ..."): the build names the tag boards/micropython/manifest.py pins.
# host_tools/firmware.py's build_firmware runs here with make standing in: where MicroPython's
# make (the rp2 port's cmake rule, mpy-cross's makefile) writes the version header, the stand-in
# runs the real makeversionhdr.py of this MicroPython with the environment the build gave make.
# No compile: the whole firmware build is 4 minutes.
import os
import shutil
import subprocess
import sys

import pytest

from host_tools import firmware


def source_tree():
    try:
        return firmware.micropython_dir(fetch=False)
    except SystemExit:
        return None


SRC = source_tree()
pytestmark = pytest.mark.skipif(SRC is None or not shutil.which("git"),
                                reason="needs MicroPython's source (MICROPY_DIR) and git")


def git(repo, *args):
    return subprocess.run(["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@example.org"]
                          + list(args), check=True, capture_output=True, text=True).stdout.strip()


@pytest.fixture
def monorepo(tmp_path, monkeypatch):
    """MicroPython's version script and the header it falls back on, vendored in another git
    repository that has a commit and no tag: (that repository's commit, the tree's folder)."""
    outer = tmp_path / "monorepo"
    mp = outer / "vendor" / "micropython"
    (mp / "py").mkdir(parents=True)
    for name in ("makeversionhdr.py", "mpconfig.h"):
        shutil.copy(os.path.join(SRC, "py", name), str(mp / "py" / name))
    git(outer, "init", "-q")
    git(outer, "add", "-A")
    git(outer, "commit", "-q", "-m", "vendored MicroPython")
    for name in ("MICROPY_GIT_TAG", "MICROPY_GIT_HASH"):   # (none from the shell running the tests)
        monkeypatch.delenv(name, raising=False)
    return git(outer, "rev-parse", "HEAD"), mp


def version_header(mp, out, env):
    """What MicroPython's build does for the version: its own script, the header it writes."""
    path = os.path.join(out, "genhdr", "mpversion.h")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    subprocess.run([sys.executable, os.path.join(mp, "py", "makeversionhdr.py"), path], env=env,
                   check=True, capture_output=True, text=True)
    with open(path) as f:
        return dict(line.split(None, 2)[1:] for line in f.read().splitlines() if line.startswith("#define "))


def test_the_firmware_build_names_the_manifests_tag_whatever_repository_holds_the_tree(monorepo, tmp_path,
                                                                                         monkeypatch):
    commit, mp = monorepo
    # the fault, as a plain make runs the script there: that repository's commit for a version
    plain = version_header(str(mp), str(tmp_path / "plain"), dict(os.environ))
    assert plain["MICROPY_GIT_TAG"] == '"%s"' % commit[:10]
    headers = {}

    def make(cmd, log, env=None, cwd=None):
        if cmd[0] != "make":
            return   # mpy-cross compiling the ROMFS's modules: nothing to stand in for
        folder = cmd[2]
        build = [a.split("=", 1)[1] for a in cmd if a.startswith("BUILD=")][0]
        os.makedirs(build, exist_ok=True)
        if folder == str(mp / "ports" / "rp2"):
            for name in ("firmware.uf2", "firmware.bin"):
                with open(os.path.join(build, name), "wb") as f:
                    f.write(b"\0")
        headers[os.path.basename(folder)] = version_header(str(mp), build, env or dict(os.environ))

    monkeypatch.setattr(firmware, "run", make)
    monkeypatch.setattr(firmware, "OUT", str(tmp_path / "firmware"))
    monkeypatch.setattr(firmware, "TOOLS", str(tmp_path / "tools"))
    monkeypatch.setattr(firmware, "missing_toolchain", lambda: None)
    monkeypatch.setattr(firmware, "picotool", lambda mpy, log: str(tmp_path / "picotool"))
    out, _key, _secs, rebuilt = firmware.build_firmware("RPI_PICO", mpy=str(mp))
    assert rebuilt and os.path.isfile(os.path.join(out, "firmware.uf2"))
    tag = firmware.settings()["MICROPYTHON"]
    assert tag == "v" + firmware.source_version(SRC)   # the tree is the version the manifest pins
    # the firmware (its banner: "MicroPython v1.28.0 on <date>; ...") and mpy-cross built with it
    assert sorted(headers) == ["mpy-cross", "rp2"]
    for name in ("rp2", "mpy-cross"):
        assert headers[name]["MICROPY_GIT_TAG"] == '"%s"' % tag, (name, headers[name], commit)
