# core/install.py's check beside the app (core/startup.py runs it a second after power-on): it
# reads the install 512 bytes a step, so a key pressed meanwhile waits for one slice at most, and
# still checks every byte of every file. (On the Pico: tests/pico/test_pico_boot_guard.py.)
import binascii
import sys
import types

import pytest


@pytest.fixture
def install(tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "micropython", types.ModuleType("micropython"))  # (startup's import)
    monkeypatch.chdir(tmp_path)
    for m in ("core.install", "core.startup"):
        monkeypatch.delitem(sys.modules, m, raising=False)
    from core import install
    yield install, tmp_path
    for m in ("core.install", "core.startup"):
        sys.modules.pop(m, None)


def put(root, files):
    lines = [b"# the companion's files\n"]
    for path, data in files.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_bytes(data)
        lines.append(b"%08x %d %s\n" % (binascii.crc32(data), len(data), path.encode()))
    mc = 0
    for line in lines:
        mc = binascii.crc32(line, mc)
    (root / "core").mkdir(exist_ok=True)
    (root / "core" / "manifest.txt").write_bytes(b"".join(lines) + b"end %08x\n" % mc)


FILES = {"core/a.mpy": bytes(range(256)) * 5 + b"xyz",   # 1283 bytes: three slices
         "core/empty.mpy": b"",
         "games/b.mpy": b"\x01" * 512}                    # one slice


def steps(gen):
    n = 0
    try:
        while True:
            next(gen)
            n += 1
    except StopIteration as e:
        return n, e.value


def test_the_check_beside_the_app_yields_every_512_bytes_and_passes_a_good_install(install):
    mod, root = install
    put(root, FILES)
    n, (bad, _mc) = steps(mod.check(True))
    assert bad is None and n == 3 + 0 + 1
    from core.files import run_whole
    assert run_whole(mod.check(None))[0] is None   # at power-on: the same check, no pauses


def test_the_sliced_check_still_finds_every_fault(install):
    mod, root = install
    put(root, FILES)
    data = bytearray(FILES["core/a.mpy"])
    data[1200] ^= 0x40                                   # in the last slice
    (root / "core" / "a.mpy").write_bytes(bytes(data))
    (root / "games" / "b.mpy").unlink()
    (root / "games" / "old.mpy").write_bytes(b"M")
    n, (bad, _mc) = steps(mod.check(True))
    assert sorted(bad) == ["core/a.mpy damaged", "games/b.mpy missing", "games/old.mpy not part of this install"]
    assert n == 3


def test_the_background_task_closes_the_file_it_reads_when_the_app_stops_first(install):
    mod, root = install
    put(root, FILES)
    opened = []
    real_open = open

    def tracking_open(path, mode="r"):
        f = real_open(path, mode)
        opened.append(f)
        return f

    mod.open = tracking_open   # (the module's own name: the builtin is left alone)

    class Aio:   # a step of the task per sleep
        @staticmethod
        def sleep_ms(ms):
            return types.coroutine(lambda: (yield))()

    co = mod.background(Aio)
    co.send(None)   # mid-file: core/a.mpy after its first slice
    assert any(not f.closed and f.name == "core/a.mpy" for f in opened)
    co.close()      # the app's task ended: the check is dropped
    assert all(f.closed for f in opened)
