# What power-on makes of the files on the flash (issue 26), on the emulated Pico: whatever the bytes
# of board.json and board.ok, and whatever is missing, damaged or left over among the installed
# files, it ends in the menu or in one named console line with a still pattern on the grid (dim
# red every other pixel: the board file; two amber on, two off: a damaged install), never a restart
# loop, never a silent dark grid, and the save untouched. One booted Pico takes many variants: the
# files are rewritten on its flash while it waits at its REPL, and a soft reset (Ctrl-D) runs main.py
# again.
import binascii
import json
import os

import pytest

from pico_support import FIRMWARE, boot, needs_pico, official_only, pico
import scenarios

pytestmark = needs_pico

ROOT = pico.ROOT
BOARD = "pico-8x8"


def board_bytes(name):
    with open(os.path.join(ROOT, "boards", name + ".json"), "rb") as f:
        return f.read()


def to_repl(p):
    if not p.log.rstrip().endswith(">>>"):
        p.interrupt()


def put(p, files=(), remove=()):
    """Write files {path: bytes} and remove paths on the Pico's flash, the Pico at its REPL (where
    its filesystem is idle; the next power_on mounts it afresh). Written here into the flash's
    littlefs image with the Pico's own parameters, as a programmer would: through the REPL each
    file cost the emulator a second or two of compiling and USB."""
    to_repl(p)
    image = p.flash_fs()
    have = pico.read_fs(image)
    gone = ["/" + path for path in remove if "/" + path in have]
    p.write_flash_fs(pico.fs_patch(image, {"/" + path: bytes(data) for path, data in dict(files).items()}, gone))


def get(p, path):
    """A file's bytes as the Pico's flash holds them, or None (its filesystem idle: at its REPL,
    or between the app's saves, each written whole before the app goes on)."""
    return pico.read_fs(p.flash_fs()).get("/" + path)


def power_on(p, settle_ms=2500):
    """A soft reset from the REPL: main.py runs again. Returns the console from there once it ends
    at the menu or at the REPL, and settle_ms more (a restart loop would show there)."""
    to_repl(p)
    mark = len(p.log)
    n = len(p.frames)
    p.write("\x04")
    p.until("soft reboot", 2000, since=mark)
    p.run_ms(settle_ms)
    return p.log[mark:], p.frames[n:]


def errors(log):
    return [l for l in log.splitlines() if l.startswith("!")]


def pattern(frames, on):
    """The last frame's first 64 pixels lit exactly where on(i)."""
    px = frames[-1].pixels[:64]
    return [any(c) for c in px] == [on(i) for i in range(64)], px


def red(frames):
    ok, px = pattern(frames, lambda i: i % 2 == 0)
    return ok and all(c[0] > 0 and c[1] == c[2] == 0 for c in px[::2])


def amber(frames):
    ok, px = pattern(frames, lambda i: i % 4 < 2)
    return ok and all(c[0] > c[1] > 0 == c[2] for c in px if any(c))


def named_once(log, *words):
    lines = errors(log)
    assert len(lines) == 1 and all(w in lines[0] for w in words), log
    assert "internal error" not in log and "Traceback" not in log, log
    assert log.count("soft reboot") == 1, log       # no restart loop
    return lines[0]


def test_board_files_on_the_pico(tmp_path_factory):
    good = board_bytes(BOARD)
    ok = get_ok = None
    p = boot(BOARD, tmp_path_factory)
    try:
        to_repl(p)
        ok = get(p, "board.ok")
        assert ok.startswith(good) and ok.endswith(b"\n#ok %08x\n" % binascii.crc32(good))
        # another machine's board file: named by its platform; the red pattern on the last good pin
        # (board.ok's), and with no board.ok on the default wiring's GP2: such a file lends no pin
        # (issue 46: sim.json's and web.json's pixel_pin 0 got the pattern, the panel on GP2 stayed
        # dark). The frames are decoded from GP2; GP0 is watched too, and never driven.
        p.watch(0)
        for other, platform, remove in (("pi-blinka", "blinka", ()), ("web", "web", ()), ("sim", "sim", ("board.ok",))):
            put(p, {"board.json": board_bytes(other)}, remove)
            log, frames = power_on(p)
            line = named_once(log, "board.json: platform \"%s\" is not a Pico's" % platform)
            assert frames and red(frames), (other, remove, line)
            assert "menu:" not in log
        assert not p.edges.get(0), p.edges[0][:4]
        broken = json.loads(good)
        broken["buttons"]["up"] = 40
        broken = json.dumps(broken).encode()
        cut = good[:good.index(b'"brightness": 40') + len(b'"brightness": 40')]
        variants = [
            # both files the same broken board: board.ok's copy alone is no pass
            ({"board.json": broken, "board.ok": broken}, (), "buttons.up 40 is not an RP2040 pin"),
            ({"board.json": broken, "board.ok": b""}, (), "buttons.up 40"),
            # cut short: MicroPython 1.25's json.loads takes it, the check does not; 1.28's refuses it
            ({"board.json": cut}, (), "cut short" if FIRMWARE != "companion" else "not valid JSON"),
            ({"board.json": cut[:-1] + b","}, (), "not valid JSON"),
            ({"board.json": b"\xff\xfe{}"}, (), "not UTF-8 text"),
            ({"board.json": b"{" + b" " * 5000 + b"}"}, (), "more than 4096 bytes"),
            ({"board.json": b""}, (), "the file is empty"),
        ]
        if FIRMWARE != "companion":   # (the companion firmware's own board is the default: below)
            variants.append(({}, ("board.json",), "cannot read the file"))
        for files, remove, words in variants:
            put(p, dict(files, **({} if "board.ok" in files else {"board.ok": ok})), remove)
            log, frames = power_on(p)
            named_once(log, "! board.json: ", words)
            assert frames and red(frames), (words, frames[-1:])     # board.ok's pin, GP2
            if "board.ok" not in files:
                to_repl(p)
                assert get(p, "board.ok") == ok, words           # never overwritten by a bad file
        # no board.ok and a board.json that names no pin: the pattern on the default wiring's GP2
        # (issue 33: the grid stayed dark)
        for data in (b"{", b'{"pixel_pin": 40}'):
            put(p, {"board.json": data}, ("board.ok",))
            log, frames = power_on(p)
            named_once(log, "! board.json: ")
            assert frames and red(frames), (data, frames[-1:])
        if FIRMWARE == "companion":   # no board.json: the board the firmware's UF2 was built for
            put(p, {"board.ok": ok}, ("board.json",))
            log, frames = power_on(p)
            assert " on pico-8x8 (8x8). Type 'help'" in log and "menu: Konane" in log and not errors(log), log
            to_repl(p)
        # board.ok gone, or not one: the good file is checked, runs, and board.ok is written again
        for files, remove in (({"board.json": good}, ("board.ok",)), ({"board.json": good, "board.ok": b"junk"}, ())):
            put(p, files, remove)
            log, frames = power_on(p)
            assert "menu: Konane" in log and not errors(log), log
            to_repl(p)
            assert get(p, "board.ok") == ok
    finally:
        p.close()


def flip(data, at):
    return data[:at] + bytes([data[at] ^ 0x40]) + data[at + 1:]


@pytest.mark.official
@official_only
@pytest.mark.parametrize("part", (1, 2, 3))
def test_a_damaged_install_is_named_and_the_save_kept(tmp_path_factory, part):
    # in three parts, each on a Pico of its own: the longest test of the official tier, on both cores
    # (1 and 2: the damages, half each; 3: a power cut during a damaged resume, a save set aside)
    p = boot(BOARD, tmp_path_factory)
    try:
        # a game in progress, saved
        scenarios.konane_first_removal(p)
        save = scenarios.read_save(p.flash_fs())
        assert save
        to_repl(p)
        rules = get(p, "games/konane/rules.mpy")
        palette = get(p, "ui/palette.mpy")
        manifest = get(p, "core/manifest.txt")       # renamed so once the first boot read every file
        assert manifest and get(p, "core/manifest.new") is None
        # as installed again: the next power-on reads every file before any runs
        fresh = ({"core/manifest.new": manifest}, ("core/manifest.txt",))
        variants = [
            # a byte flipped in a module: at a later power-on the check beside the app finds it
            ({"games/konane/rules.mpy": flip(rules, len(rules) // 2)}, (), "games/konane/rules.mpy damaged"),
            # the same at the first power-on after an install: found before any module runs
            (dict(fresh[0], **{"games/konane/rules.mpy": flip(rules, len(rules) // 2)}), fresh[1],
             "games/konane/rules.mpy damaged"),
            (fresh[0], ("ui/palette.mpy",) + fresh[1], "ui/palette.mpy missing"),
            ({}, ("ui/palette.mpy",), "ui/palette.mpy missing"),
            # an old module left behind (a .py is imported before the .mpy)
            ({"core/app.py": b"raise ImportError('old')\n"}, (), "core/app.py not part of this install"),
            (dict(fresh[0], **{"games/konane/old.mpy": b"M\x06"}), fresh[1], "games/konane/old.mpy not part of this install"),
            ({"core/manifest.txt": b"# cut"}, (), "core/manifest.txt damaged"),
            ({}, ("core/manifest.txt",), "core/manifest.txt missing"),
            # the check's own modules, read against boot.py's CRC-32s before they run (issue 33: the
            # game resumed, then tracebacks and a frozen grid; issue 46: a flipped bit hung the Pico)
            ({"core/startup.mpy": b"M\x06junk"}, (), "core/startup.mpy damaged"),
            ({}, ("core/install.mpy",), "core/install.mpy missing"),
            ({"core/install.mpy": b"M\x06junk"}, (), "core/install.mpy damaged"),
            (dict(fresh[0], **{"core/install.mpy": b"M\x06junk"}), fresh[1], "core/install.mpy damaged"),
        ]
        restore = {"games/konane/rules.mpy": rules, "ui/palette.mpy": palette, "core/manifest.txt": manifest,
                   "core/startup.mpy": get(p, "core/startup.mpy"), "core/install.mpy": get(p, "core/install.mpy")}
        for files, remove, words in {1: variants[:6], 2: variants[6:], 3: []}[part]:
            put(p, files, remove)
            log, frames = power_on(p, 4000)
            # (boot.py's own line, before the check's code runs, says less)
            named_once(log, "! damaged install: ", words, "the save is kept")
            assert frames and amber(frames), (words, frames[-1:])
            to_repl(p)
            assert get(p, "save.bin") == save and get(p, "save.bad") is None, words
            put(p, restore, [f for f in files if f not in restore])
        if part != 3:
            return
        # a power cut at any moment of a damaged resume leaves save.bin where it was: the flash
        # sampled every 250 ms (with this bit flipped the resume fails: it set the save aside at
        # 0.6 s, and the check beside the app put it back at 2.7 s)
        put(p, {"games/konane/rules.mpy": flip(rules, 40)})
        to_repl(p)
        mark = len(p.log)
        p.write("\x04")
        p.until("soft reboot", 2000, since=mark)
        held = []
        for _ in range(16):
            p.run_ms(250)
            files = pico.read_fs(p.flash_fs())
            held.append(files.get("/save.bin") == save and "/save.bad" not in files)
        assert all(held), (held, p.log[mark:])
        named_once(p.log[mark:], "! damaged install: ", "games/konane/rules.mpy damaged", "the save is kept")
        # a save set aside by an older firmware (or a cut) with no save since: offered back once
        # the install is sound, A brings it back
        put(p, {"games/konane/rules.mpy": rules, "save.bad": save}, ("save.bin",))
        log, frames = power_on(p)
        assert "save: a Konane game set aside earlier is kept as save.bad and reads well now" in log, log
        mark = len(p.log)
        p.press("a", after_ms=1500)
        assert "resumed Konane: Konane 8x8 ply 2" in p.log[mark:], p.log[mark:]
        to_repl(p)
        assert get(p, "save.bin") == save and get(p, "save.bad") is None
        image = p.flash_fs()
    finally:
        p.close()
    # everything back as installed: the game resumes
    with pico.Pico(image, pico.load_board(BOARD)) as p:
        p.until("resumed Konane: Konane 8x8 ply 2", 5000, since=0)
        p.run_ms(2500)
        assert not errors(p.log), p.log


@pytest.mark.official
@official_only
def test_a_half_copied_uf2_is_named(tmp_path):
    from host_tools import uf2
    companion, _ = uf2.companion_uf2(BOARD, str(tmp_path / "tree"))
    half = companion[:len(companion) // 2 // 512 * 512]
    path = str(tmp_path / "half.uf2")
    with open(path, "wb") as f:
        f.write(half)
    # an earlier install of another build on the flash, then half the new UF2 over it
    old = dict(pico.tree_files(pico.build_tree("pico-16x16", str(tmp_path / "old"))))
    old = {k: v + b"\x00" if k.endswith(".mpy") else v for k, v in old.items()}
    with pico.Pico(pico.fs_image(old), pico.load_board(BOARD), uf2s=[pico.data_files()[0], path]) as p:
        p.run_ms(3000)
        lines = errors(p.log)
        assert len(lines) == 1 and lines[0].startswith("! damaged install: "), p.log
        assert "the save is kept" not in lines[0] and "no game is saved on the flash" in lines[0], lines
        assert "Traceback" not in p.log and "internal error" not in p.log


def bit_flips(data, every, start, bits=8):
    """(offset, bit) of every `every`-th byte from start, each a different bit in turn."""
    return [(at, k % bits) for k, at in enumerate(range(start, len(data), every))]


def flipped(data, at, bit):
    return data[:at] + bytes([data[at] ^ (1 << bit)]) + data[at + 1:]


def overlay_image(tmp_path_factory):
    """On the companion firmware: a developer's `make flash` over it (core/overlay.txt names its
    build: the filesystem's modules run first); on official MicroPython: the device tree."""
    from host_tools import build
    if FIRMWARE != "companion":
        return None
    out = str(tmp_path_factory.mktemp("overlay"))
    build.build(BOARD, out, overlay=pico.firmware_build(pico.load_board(BOARD)))
    files = pico.tree_files(out)
    # as after its first power-on (which reads every file: 10 s of the emulator's)
    files["/core/manifest.txt"] = files.pop("/core/manifest.new")
    return pico.fs_image(files)


@pytest.mark.official
def test_a_damaged_checker_is_named_before_it_runs(tmp_path_factory):
    # issue 46: the install's own check (core/install.mpy, core/startup.mpy) and main.py, bits
    # flipped while a game is saved. Each is read against its CRC-32 before any of it runs (boot.py
    # on official MicroPython, the frozen main.py under a `make flash` on the companion firmware):
    # named at once, amber, the save kept. A flip of main.py on the companion firmware, whose frozen
    # main.py runs, changes nothing. (tests/platform/test_boot_check.py flips every byte on the
    # computer; here a sample on the Pico, and the two faults the issue found.)
    p = boot(BOARD, tmp_path_factory, image=overlay_image(tmp_path_factory))
    try:
        save = scenarios.konane_first_removal(p)
        assert save
        to_repl(p)
        files = {f: get(p, f) for f in ("core/install.mpy", "core/startup.mpy", "main.py")}
        # the issue's: deleted (the companion firmware's fallback lit nothing), and two bits that
        # lit nothing or hung the Pico (bytes of core/install.mpy as built for v1.25 then)
        faults = [("core/install.mpy", None, None), ("core/install.mpy", 2080, 0), ("core/install.mpy", 1948, 1)]
        faults += [("core/install.mpy", at, bit) for at, bit in bit_flips(files["core/install.mpy"], 1100, 5)]
        faults += [("core/startup.mpy", at, bit) for at, bit in bit_flips(files["core/startup.mpy"], 1100, 90)]
        faults += [("main.py", at, bit) for at, bit in bit_flips(files["main.py"], 300, 3)[:None if FIRMWARE != "companion" else 1]]
        for path, at, bit in faults:
            if at is None:
                put(p, remove=(path,))
            else:
                put(p, {path: flipped(files[path], at, bit)})
            to_repl(p)
            mark = len(p.log)
            n = len(p.frames)
            p.write("\x04")
            p.until("soft reboot", 2000, since=mark)
            if path == "main.py" and FIRMWARE == "companion":   # the frozen main.py runs: play goes on
                p.until("resumed Konane", 2000, since=mark)
                p.run_ms(1500)   # (the check beside the app: no damage)
                log = p.log[mark:]
                assert not errors(log) and "Traceback" not in log, (path, at, bit, log)
            else:
                p.until("! damaged install: ", 2000, since=mark)   # the line within 2 s
                p.run_ms(300)
                log = p.log[mark:]
                lines = errors(log)
                assert len(lines) == 1 and lines[0].startswith("! damaged install: %s %s" % (
                    path, "missing" if at is None else "damaged")), (path, at, bit, log)
                assert log.count("soft reboot") == 1 and "internal error" not in log, (path, at, bit, log)
                # main.py damaged: boot.py stops MicroPython before it (its exception names boot.py)
                assert ("Traceback" in log) == (path == "main.py"), (path, at, bit, log)
                assert "resumed" not in log and "compaNion" not in log, (path, at, bit, log)
                assert len(p.frames) > n and amber(p.frames[n:]), (path, at, bit, p.frames[-1:])
            to_repl(p)
            assert get(p, "save.bin") == save and get(p, "save.bad") is None, (path, at, bit)
            put(p, {path: files[path]})
        # all back as it was: the game resumes
        mark = len(p.log)
        p.write("\x04")
        p.until("resumed Konane", 3000, since=mark)
        p.run_ms(1500)
        assert not errors(p.log[mark:]), p.log[mark:]
    finally:
        p.close()


@pytest.mark.official
@official_only
def test_a_uf2_cut_over_an_erased_pico_leaves_micropython_alone(tmp_path):
    # issue 46: a `-for-micropython` UF2 cut short over a Pico with no install leaves no filesystem
    # MicroPython can read: it makes an empty one, and nothing of the companion can speak. The docs
    # (docs/install.md, from the README's install steps) say what the user sees there (a dark grid,
    # MicroPython's prompt, no line) and to copy it again, not a line it cannot give.
    from host_tools import uf2
    companion, _ = uf2.companion_uf2(BOARD, str(tmp_path / "tree"))
    path = str(tmp_path / "cut.uf2")
    with open(path, "wb") as f:
        f.write(companion[:len(companion) * 3 // 10 // 512 * 512])
    with pico.Pico(None, pico.load_board(BOARD), uf2s=[pico.data_files()[0], path]) as p:
        p.run_ms(2000)
        assert p.log.rstrip().endswith(">>>") and not errors(p.log) and "Traceback" not in p.log, p.log
        assert not any(any(c) for f in p.frames for c in f.pixels), p.frames[-1:]
        assert pico.read_fs(p.flash_fs()) == {}
    with open(os.path.join(ROOT, "docs", "install.md")) as f:
        readme = " ".join(f.read().split())
    assert ("**A copy cut short over a Pico with no install yet** leaves no filesystem MicroPython can "
            "read") in readme
    assert "The grid stays dark and the console shows only MicroPython's `>>>` prompt, no line." in readme
