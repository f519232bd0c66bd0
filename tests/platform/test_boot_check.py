# The check in front of the install's own check (issue 46), on the computer: every byte of main.py,
# core/startup.mpy and core/install.mpy (and of the manifest) with a bit flipped is named by the code
# that reads them before they run: boot.py's CRC-32s on official MicroPython, the companion
# firmware's frozen main.py against the manifest under a `make flash`. The emulated Pico runs a
# sample of the same faults (tests/pico/test_pico_boot_guard.py); here, all of them.
import ast
import binascii
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)
from host_tools import build  # noqa: E402

FLIPPED = ("main.py", "core/startup.mpy", "core/install.mpy")


@pytest.fixture(scope="module")
def tree(tmp_path_factory):
    out = str(tmp_path_factory.mktemp("tree"))
    build.build("pico-8x8", out)
    files = {}
    for base, _dirs, names in os.walk(out):
        for n in names:
            with open(os.path.join(base, n), "rb") as f:
                files[os.path.relpath(os.path.join(base, n), out).replace(os.sep, "/")] = f.read()
    return files


def function(source, name, **names):
    """The function `name` of a device file's source, on these files instead of the flash."""
    mod = ast.parse(source)
    node = [n for n in ast.walk(mod) if isinstance(n, ast.FunctionDef) and n.name == name][0]
    g = dict(names)
    exec(compile(ast.Module(body=[node], type_ignores=[]), name, "exec"), g)
    return g[name]


class Flash:
    """The files the functions read (set .files), as the flash would hold them."""
    files = {}

    def open(self, path, mode="r"):
        if path not in self.files:
            raise OSError(2, "ENOENT")
        import io
        return io.BytesIO(self.files[path])


FLASH = Flash()
_made = {}


def official(tree, files):
    if "official" not in _made:
        src = tree["boot.py"].decode()
        checked = ast.literal_eval(src[src.index("\nCHECKED = ") + 11:].split("\n", 1)[0])
        vouch = function(src, "vouch", open=FLASH.open)
        _made["official"] = lambda: vouch(checked)
    FLASH.files = files
    return _made["official"]()


def frozen(files):
    if "frozen" not in _made:
        with open(os.path.join(ROOT, "boards", "micropython", "main.py")) as f:
            src = f.read()
        _made["frozen"] = function(src, "vouch", crc32=binascii.crc32, open=FLASH.open)
    FLASH.files = files
    return _made["frozen"]()


def flips(data):
    for at in range(len(data)):
        yield at, data[:at] + bytes([data[at] ^ (1 << (at % 8))]) + data[at + 1:]


def test_the_build_writes_the_crcs_of_what_the_check_runs(tree):
    # boot.py's list: main.py and the modules core/startup.py runs to check the install, each as built
    src = tree["boot.py"].decode()
    checked = dict(ast.literal_eval(src[src.index("\nCHECKED = ") + 11:].split("\n", 1)[0]))
    assert list(checked) == list(build.CHECKED)
    for path, crc in checked.items():
        assert binascii.crc32(tree[path]) == crc, path
    # and of the pattern's module, which stop() loads from its folder
    amber = dict(ast.literal_eval(src[src.index("\nAMBER = ") + 9:].split("\n", 1)[0]))
    assert amber == {"hw/amber.mpy": binascii.crc32(tree["hw/amber.mpy"])}
    assert 'sys.path.insert(0, "hw")' in src and "import amber" in src
    # every firmware module those import at their top (the package first) is in it: a module the
    # check imports unread could hang the Pico as install.mpy did
    for mod in ("core/startup", "core/install", "core/files"):
        with open(os.path.join(ROOT, "firmware", mod + ".py")) as f:
            body = ast.parse(f.read()).body
        for node in body:
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("core"):
                assert node.module.replace(".", "/") + ".mpy" in checked, (mod, node.module)
    # the frozen main.py reads the same modules (main.py aside: it runs its own)
    with open(os.path.join(ROOT, "boards", "micropython", "main.py")) as f:
        frozen_src = f.read()
    assert "(%s)" % ", ".join('"%s"' % p for p in build.CHECKED[1:]) in frozen_src


def test_the_install_as_built_passes(tree):
    assert official(tree, tree) is None
    assert frozen(tree) is None
    fresh = dict(tree)
    fresh["core/manifest.txt"] = fresh.pop("core/manifest.new")   # renamed after a first power-on
    assert frozen(fresh) is None
    assert official(tree, {k: v for k, v in tree.items() if k != "core/install.mpy"}) == "core/install.mpy missing"
    assert frozen({k: v for k, v in tree.items() if k != "core/install.mpy"}) == "core/install.mpy missing"


@pytest.mark.parametrize("path", FLIPPED)
def test_every_byte_flipped_is_named(tree, path):
    n = 0
    for at, data in flips(tree[path]):
        files = dict(tree, **{path: data})
        assert official(tree, files) == path + " damaged", at
        if path != "main.py":   # (the companion firmware runs its frozen main.py)
            assert frozen(files) == path + " damaged", at
        n += 1
    assert n == len(tree[path]) > 500


def test_every_byte_of_the_manifest_flipped_is_named_by_the_frozen_check(tree):
    # under a `make flash` the frozen main.py trusts the manifest only as far as its own CRC-32
    # (or one that means the same: a hex digit of its CRC-32 in the other case, or the newline
    # after it another white space, a vertical tab: which byte's flip that is depends on where the
    # newline falls, so on the manifest's length)
    m = tree["core/manifest.new"]
    for at, data in flips(m):
        got = frozen(dict(tree, **{"core/manifest.new": data}))
        assert got == "core/manifest.new damaged" or (
            got is None and data.lower().rstrip() == m.lower().rstrip()), at
