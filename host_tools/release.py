"""make release VERSION=x.y.z: the files a maker downloads, in build/release/x.y.z/.

    python host_tools/release.py 0.2.0 [--dry-run] [--board pico-8x8 ...] [--out build/release]

It writes, every file named with the version (vx.y.z, as the git tag and every Pico of the release
say it: the boot line, `version`, the link's hello):
- companion-<board>-vx.y.z.uf2 for every board file of a Pico and a Pico W: the companion's own
  firmware (MicroPython with the companion frozen in; it keeps the Pico's save);
- companion-<board>-for-micropython-vx.y.z.uf2: the companion's files for a Pico that runs
  official MicroPython (they replace its filesystem, the save included);
- tabletop-companion-web-vx.y.z.zip: the web page's folder, offering the release's UF2 files;
- RELEASE-NOTES.md: that version's section of CHANGELOG.md, then what each file is for;
- SHA256SUMS (`sha256sum -c SHA256SUMS` checks a download).

It refuses a tree with uncommitted changes (what is released is a commit), a version that has no
section in CHANGELOG.md, and a tag vx.y.z that names another commit. The firmware is not built
again when its inputs are those of the last `make firmware` (host_tools/firmware.py): the version
lives in the UF2's ROMFS partition, written as the UF2 is put together, so a release of a tree
the test tier has built takes seconds. --dry-run makes the checks and lists the files, building
nothing.
"""
import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
from host_tools import uf2  # noqa: E402

CHANGELOG = os.path.join(ROOT, "CHANGELOG.md")
OUT = os.path.join(ROOT, "build", "release")
PARTS = ("firmware", "micropython", "web")


def tag(version):
    """The version as the git tag and the firmware name it: v0.2.0."""
    return "v" + version


def changelog_section(version, text=None):
    """The body of CHANGELOG.md's section `## [version]` (Keep a Changelog), its heading's date
    line first, or None when there is no such section."""
    if text is None:
        with open(CHANGELOG, encoding="utf-8") as f:
            text = f.read()
    m = re.search(r"^## \[%s\]([^\n]*)\n(.*?)(?=^## |\Z)" % re.escape(version), text, re.M | re.S)
    if not m:
        return None
    return m.group(2).strip() + "\n", m.group(1).strip(" -")


def git(*args, root=ROOT, strip=True):
    r = subprocess.run(("git",) + args, cwd=root, capture_output=True, text=True)
    return (r.stdout.strip() if strip else r.stdout) if r.returncode == 0 else None


def uncommitted(root=ROOT):
    """The paths git sees changed or new (not ignored) in the tree, or None outside a git checkout."""
    out = git("status", "--porcelain", "--untracked-files=normal", root=root, strip=False)
    return None if out is None else [line[3:] for line in out.splitlines() if line.strip()]


def refusals(version, root=ROOT, changelog=None):
    """Why a release of this version cannot be made from this tree ([] when it can)."""
    bad = []
    if not re.match(r"^\d+\.\d+\.\d+$", version):
        bad.append("the version is x.y.z (Semantic Versioning: 0.2.0), not %r" % version)
    elif changelog_section(version, changelog) is None:
        bad.append("CHANGELOG.md has no section [%s]: write what changed under `## [%s] - <date>` "
                   "(the Unreleased section, renamed), commit, then make the release" % (version, version))
    changed = uncommitted(root)
    if changed is None:
        bad.append("not a git checkout: a release is made from a commit")
    elif changed:
        bad.append("the tree has uncommitted changes (%s%s): commit or stash them; a release is made "
                   "from a commit" % (", ".join(changed[:5]), ", ..." if len(changed) > 5 else ""))
    at = git("rev-parse", "-q", "--verify", "refs/tags/%s^{commit}" % tag(version), root=root)
    if at and at != git("rev-parse", "HEAD", root=root):
        bad.append("the tag %s names another commit (%s): release from it" % (tag(version), at[:10]))
    return bad


def files(version, boards, parts=PARTS):
    """The release's file names, in the order written."""
    v = tag(version)
    names = []
    if "firmware" in parts:
        names += [uf2.file_name(b, "", v) for b in boards]
    if "micropython" in parts:
        names += [uf2.file_name(b, "-for-micropython", v) for b in boards]
    if "web" in parts:
        names.append("tabletop-companion-web-%s.zip" % v)
    return names + ["RELEASE-NOTES.md", "SHA256SUMS"]


def release(version, out, boards=None, parts=PARTS, say=print):
    """Write the release into out (made empty first): the UF2 files, the page's zip, the notes and
    the checksums, every Pico of it saying vx.y.z. The checks are refusals()'s, made before."""
    from host_tools import firmware
    from host_tools.web import build as webbuild
    v = tag(version)
    boards = uf2.offer_order(boards or uf2.pico_boards())
    notes, date = changelog_section(version) or ("", "")
    if "web" in parts and webbuild.runtime_missing():
        raise SystemExit(webbuild.runtime_missing())
    if "firmware" in parts and firmware.missing_toolchain():
        bad = firmware.missing_toolchain()
        raise SystemExit("make release builds the companion's firmware: it needs sudo %s" % bad)
    was = os.environ.get("COMPANION_VERSION")
    os.environ["COMPANION_VERSION"] = v   # host_tools/build.py version(): the trees, ROMFS and page
    try:
        if os.path.isdir(out):
            shutil.rmtree(out)
        os.makedirs(out)
        with tempfile.TemporaryDirectory(prefix="release-") as tmp:
            staged = os.path.join(tmp, "uf2")   # the UF2s by their build names, for the page
            os.makedirs(staged)
            built = {}
            for b in boards:
                if "firmware" in parts:
                    name = uf2.board_build(uf2.load_board(b))
                    if name not in built:
                        built[name] = firmware.build_firmware(name)
                        fw_out, _key, secs, rebuilt = built[name]
                        say("firmware %s: %s in %.1f s" % (name, "built" if rebuilt else "nothing changed", secs))
                    fw_out, key = built[name][:2]
                    put(firmware.companion_uf2(b, fw_out, key, name), staged, out, b, "", v, say)
                if "micropython" in parts:
                    data, _img = uf2.companion_uf2(b, os.path.join(tmp, "tree-" + b))
                    put(data, staged, out, b, "-for-micropython", v, say)
            if "web" in parts:
                page = webbuild.build(os.path.join(tmp, "web"), staged)
                zip_folder(page, os.path.join(out, "tabletop-companion-web-%s.zip" % v),
                           "tabletop-companion-web-" + v)
                say("tabletop-companion-web-%s.zip: the web page's folder" % v)
        with open(os.path.join(out, "RELEASE-NOTES.md"), "w", encoding="utf-8") as f:
            f.write(release_notes(version, date, notes, boards, parts))
        write_sums(out)
    finally:
        if was is None:
            os.environ.pop("COMPANION_VERSION", None)
        else:
            os.environ["COMPANION_VERSION"] = was
    return [os.path.join(out, n) for n in files(version, boards, parts)]


def put(data, staged, out, board, kind, v, say):
    with open(os.path.join(staged, uf2.file_name(board, kind)), "wb") as f:
        f.write(data)
    name = uf2.file_name(board, kind, v)
    with open(os.path.join(out, name), "wb") as f:
        f.write(data)
    say("%s: %d bytes" % (name, len(data)))


def zip_folder(folder, path, top):
    """The folder as a zip whose entries sit in one folder, top/; the commit's time on every entry,
    so the same commit gives the same bytes."""
    when = int(git("log", "-1", "--format=%ct") or 315532800)
    import time
    stamp = time.gmtime(max(when, 315532800))[:6]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for d, dirs, names in os.walk(folder):
            dirs.sort()
            for n in sorted(names):
                p = os.path.join(d, n)
                info = zipfile.ZipInfo(top + "/" + os.path.relpath(p, folder).replace(os.sep, "/"), stamp)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                with open(p, "rb") as f:
                    z.writestr(info, f.read())


def write_sums(out):
    lines = []
    for n in sorted(os.listdir(out)):
        if n != "SHA256SUMS":
            with open(os.path.join(out, n), "rb") as f:
                lines.append("%s  %s\n" % (hashlib.sha256(f.read()).hexdigest(), n))
    with open(os.path.join(out, "SHA256SUMS"), "w") as f:
        f.writelines(lines)


def release_notes(version, date, notes, boards, parts):
    v = tag(version)
    head = "# Tabletop companion %s%s\n\n" % (v, " (%s)" % date if date else "")
    out = [head, notes.strip() + "\n\n", "## The files\n\n"]
    if "firmware" in parts:
        out.append("Put it on a Pico: hold BOOTSEL while you plug the Pico in, and copy the one file for "
                   "your build onto the `RPI-RP2` drive. It holds MicroPython and the companion, and keeps "
                   "a game in progress, the scorebook and the names.\n\n")
        for b in boards:
            out.append("- `%s`: %s\n" % (uf2.file_name(b, "", v), uf2.load_board(b).get("description", b)))
        out.append("\n")
    if "micropython" in parts:
        out.append("For a Pico that already runs MicroPython 1.22 to 1.28 from micropython.org: the "
                   "companion's files, which replace the Pico's whole filesystem, a saved game included.\n\n")
        for b in boards:
            out.append("- `%s`\n" % uf2.file_name(b, "-for-micropython", v))
        out.append("\n")
    if "web" in parts:
        out.append("- `tabletop-companion-web-%s.zip`: the web page (play without a Pico, or link one "
                   "over USB); serve its folder from any static file host.\n" % v)
    out.append("- `SHA256SUMS`: `sha256sum -c SHA256SUMS` checks the files.\n")
    return "".join(out)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("version", nargs="?", default="", help="x.y.z: a section of CHANGELOG.md")
    ap.add_argument("--out", default=None, help="default build/release/<version>")
    ap.add_argument("--board", action="append", help="a Pico board file (default: every one)")
    ap.add_argument("--dry-run", action="store_true", help="the checks and the file list, building nothing")
    a = ap.parse_args(argv)
    version = a.version[1:] if a.version.startswith("v") else a.version
    if not version:
        print("make release VERSION=x.y.z (a version with a section in CHANGELOG.md)")
        return 2
    bad = refusals(version)
    if bad:
        for line in bad:
            print("make release: refused: " + line)
        return 1
    out = a.out or os.path.join(OUT, version)
    boards = uf2.offer_order(a.board or uf2.pico_boards())
    if a.dry_run:
        print("make release %s would write %s/:" % (version, os.path.relpath(out, ROOT)))
        for n in files(version, boards):
            print("  " + n)
        return 0
    release(version, out, boards)
    print("release %s written: %s" % (tag(version), os.path.relpath(out, ROOT)))
    if git("rev-parse", "-q", "--verify", "refs/tags/" + tag(version)) is None:
        print("tag the commit it was made from: git tag -a %s -m %s" % (tag(version), tag(version)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
