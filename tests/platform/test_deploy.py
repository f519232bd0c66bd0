# make flash / make repl with no Pico attached: a clear message, a non-zero exit, no traceback.
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_flash_without_a_pico_says_so(tmp_path):
    # a stand-in mpremote that lists no devices, as the real one does with nothing plugged in
    fake = tmp_path / "mpremote"
    fake.write_text("#!/bin/sh\nexit 0\n")
    fake.chmod(0o755)
    env = dict(os.environ, PATH=str(tmp_path) + os.pathsep + os.environ["PATH"])
    code = ("import sys; sys.argv=['deploy','flash']; import host_tools.deploy as d; "
            "d.mpremote=lambda: %r; d.main()" % str(fake))
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    assert r.returncode == 1
    assert "No Pico found on USB" in r.stderr and "Traceback" not in r.stderr


def test_build_tree_is_what_flash_copies(tmp_path):
    sys.path.insert(0, ROOT)
    from host_tools import build
    files = build.build("pico-8x8", str(tmp_path / "out"))
    assert "main.py" in files and "board.json" in files
    assert "core/app.mpy" in files and "ports/rp2.mpy" in files
    assert "ports/blinka.mpy" not in files            # no Raspberry Pi driver on a Pico
    assert "ports/web.mpy" not in files               # nor the web page's
    assert not [f for f in files if f.endswith(".py") and f not in ("main.py", "boot.py")]
    assert (tmp_path / "out" / "core" / "app.mpy").read_bytes()[:2] == b"M\x06"


def _deploy(tmp_path, what, port, script="#!/bin/sh\nexit 0\n"):
    fake = tmp_path / "mpremote"
    fake.write_text(script)
    fake.chmod(0o755)
    env = dict(os.environ, PORT=port)
    code = ("import sys; sys.argv=['deploy', %r]; import host_tools.deploy as d; "
            "d.mpremote=lambda: %r; d.main()" % (what, str(fake)))
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)


def test_a_port_with_no_pico_gets_one_message(tmp_path):
    for what in ("flash", "repl"):
        r = _deploy(tmp_path, what, "/dev/ttyACM_missing")
        assert r.returncode == 1 and "Traceback" not in r.stderr
        assert r.stderr.count("did not answer") == 1 and "/dev/ttyACM_missing" in r.stderr


def test_a_busy_port_gets_one_message_and_nothing_is_copied(tmp_path):
    # mpremote fails to connect: as it does when another program holds the port
    log = tmp_path / "calls"
    script = "#!/bin/sh\necho \"$@\" >> %s\necho 'failed to access port (it may be in use by another program)' >&2\nexit 1\n" % log
    r = _deploy(tmp_path, "flash", "COM_TEST", script)
    assert r.returncode == 1 and r.stderr.count("did not answer") == 1
    assert "in use" not in r.stderr.replace("Is another program using it", "")
    assert log.read_text().splitlines() == ["connect COM_TEST exec pass"]


def test_the_no_pico_hint_never_sends_you_to_the_command_you_ran(tmp_path):
    r = _deploy(tmp_path, "repl", "")
    assert "No Pico found on USB" in r.stderr and "make repl" not in r.stderr


def test_make_build_and_make_flash_refuse_a_broken_board_file_naming_the_field(tmp_path):
    with open(os.path.join(ROOT, "boards", "pico-8x8.json")) as f:
        board = json.load(f)
    board["power"]["budget_ma"] = 0
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(board))
    for what in ("host_tools/build.py", "host_tools/deploy.py flash"):
        # a stand-in mpremote that records any call: the check comes before the Pico is looked for
        fake = tmp_path / "mpremote"
        fake.write_text("#!/bin/sh\necho called >> %s\n" % (tmp_path / "calls"))
        fake.chmod(0o755)
        code = ("import sys; sys.argv=%r; import host_tools.%s as d; d.%s; d.main()"
                % (["x"] + what.split()[1:] + ["--board", str(bad), "--out" if "build" in what else "--lines"]
                   + ([str(tmp_path / "out")] if "build" in what else []),
                   "build" if "build" in what else "deploy",
                   "mpy_cross=lambda: 'false'" if "build" in what else "mpremote=lambda: %r" % str(fake)))
        r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True)
        assert r.returncode == 1, (what, r.stderr)
        assert r.stderr.strip() == "%s: power.budget_ma must be an integer 1-100000, not 0" % bad, (what, r.stderr)
        assert not (tmp_path / "calls").exists() and not (tmp_path / "out").exists()


def test_only_a_pico_board_file_is_built_flashed_or_made_a_uf2(tmp_path):
    # make build, make flash (its check comes before any Pico is looked for) and make uf2
    for board, platform in (("pi-blinka", "blinka"), ("web", "web"), ("sim", "sim")):
        for what in (["host_tools/build.py", "--out", str(tmp_path / "out")], ["host_tools/deploy.py", "flash"],
                     ["host_tools/uf2.py", "--out", str(tmp_path / "uf2")]):
            r = subprocess.run([sys.executable] + what + ["--board", board], cwd=ROOT, capture_output=True,
                               text=True, env=dict(os.environ, PATH=str(tmp_path)))   # no mpremote on PATH
            assert r.returncode == 1 and "Traceback" not in r.stderr, (what, r.stderr)
            assert r.stderr.strip() == ('boards/%s.json: platform "%s" is not a Pico\'s (it is for %s): use a '
                                        'board file with "platform": "rp2", such as boards/pico-8x8.json'
                                        % (board, platform, {"blinka": "a Raspberry Pi computer with Blinka",
                                                             "web": "the web page", "sim": "the terminal simulator"}[platform])), r.stderr
        assert not (tmp_path / "out").exists()


def test_the_manifest_lists_every_installed_file_with_its_crc(tmp_path):
    import binascii
    sys.path.insert(0, ROOT)
    from host_tools import build
    out = tmp_path / "out"
    files = build.build("pico-8x8", str(out))
    text = (out / "core" / "manifest.new").read_bytes()
    body, end = text[:text.rindex(b"end ")], text[text.rindex(b"end "):]
    assert end == b"end %08x\n" % binascii.crc32(body)
    listed = {}
    for line in body.splitlines()[1:]:
        crc, size, path = line.decode().split()
        listed[path] = (int(crc, 16), int(size))
    # every file but the board files (checked on their own) and the manifest itself
    assert sorted(listed) == sorted(f for f in files if f not in ("board.json", "board.ok", "core/manifest.new"))
    for path, (crc, size) in listed.items():
        data = (out / path).read_bytes()
        assert (binascii.crc32(data), len(data)) == (crc, size), path
    # board.ok: the board file that passed, then its CRC-32
    good = (ROOT + "/boards/pico-8x8.json")
    with open(good, "rb") as f:
        data = f.read()
    assert (out / "board.ok").read_bytes() == data + b"\n#ok %08x\n" % binascii.crc32(data)


def test_make_flash_over_the_companion_firmware_names_its_build_and_unflash_takes_the_modules_off(tmp_path):
    # issue 35: on the companion's own firmware (its frozen companion_fw answers), make flash's copy
    # carries core/overlay.txt naming that build, so the firmware runs the copy first; on official
    # MicroPython (no answer) it carries none. unflash removes the module folders, main.py and boot.py only.
    log = tmp_path / "calls"
    for answer, want in (("BUILD 0123abcd4567ef89", b"0123abcd4567ef89\n"), ("", None)):
        script = ("#!/bin/sh\necho \"$@\" >> %s\ncase \"$*\" in *companion_fw*) echo '%s';; esac\nexit 0\n"
                  % (log, answer))
        r = _deploy(tmp_path, "flash", "COM_TEST", script)
        assert r.returncode == 0, r.stderr
        path = os.path.join(ROOT, "build", "pico-8x8", "core", "overlay.txt")
        got = open(path, "rb").read() if os.path.exists(path) else None
        assert got == want
        manifest = open(os.path.join(ROOT, "build", "pico-8x8", "core", "manifest.new"), "rb").read()
        assert (b" core/overlay.txt\n" in manifest) == (want is not None)
    log.write_text("")
    r = _deploy(tmp_path, "unflash", "COM_TEST", "#!/bin/sh\necho \"$@\" >> %s\nexit 0\n" % log)
    assert r.returncode == 0, r.stderr
    removed = [line.split()[-1] for line in log.read_text().splitlines() if " rm " in " " + line]
    assert removed == [":main.py", ":boot.py", ":core", ":hw", ":ui", ":games", ":ports"]
