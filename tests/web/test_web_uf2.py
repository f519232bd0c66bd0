# make web offers the companion's UF2 files: build/web/ holds each Pico board's companion-<board>.uf2
# (the companion firmware, make firmware: offered first) and companion-<board>-for-micropython.uf2
# (make uf2), each named with the page's version (a download says what it is), and the page's "Put
# it on a Pico" section links every one of them; the combined file (with MicroPython inside) is not
# offered. No browser needed, only the built page.
import os
import re

import pytest

from web_support import webbuild

pytestmark = pytest.mark.skipif(webbuild.runtime_missing() is not None, reason=webbuild.runtime_missing() or "")


def test_page_offers_each_pico_boards_uf2(tmp_path, monkeypatch):
    from host_tools import uf2
    monkeypatch.setenv("COMPANION_VERSION", "v9.8.7")

    src = tmp_path / "uf2"
    src.mkdir()
    boards = uf2.pico_boards()
    for b in boards:
        (src / ("companion-%s.uf2" % b)).write_bytes(b.encode() * 100)
        (src / ("companion-%s-for-micropython.uf2" % b)).write_bytes(b.encode() * 50)
    (src / "companion-pico-8x8-with-micropython.uf2").write_bytes(b"not to be offered")
    out = str(tmp_path / "web")
    webbuild.build(out, str(src))
    with open(os.path.join(out, "index.html"), encoding="utf-8") as f:
        page = f.read()
    at = page.index('id="pico"')
    section = page[at:page.index("</details>", at)]
    assert "Put it on a Pico" in section and "RPI-RP2" in section and "whole filesystem" in section
    all_links = re.findall(r'href="(companion-[^"]+)"', section)
    # the one file (the companion firmware) first, then the files for official MicroPython (issue 35)
    links = all_links[:len(boards)]
    assert all_links[len(boards):] == [n[:-11] + "-for-micropython-v9.8.7.uf2" for n in links]
    assert sorted(links) == sorted("companion-%s-v9.8.7.uf2" % b for b in boards)
    # the default build first, each Pico before its Pico W twin, the small panel first (issue 29)
    assert links[:2] == ["companion-pico-8x8-v9.8.7.uf2", "companion-pico-16x16-v9.8.7.uf2"]
    assert links.index("companion-pico-w-8x8-v9.8.7.uf2") < links.index("companion-pico-w-16x16-v9.8.7.uf2")
    assert section.index("keeps a") < section.index("whole filesystem")
    for name in all_links:
        with open(os.path.join(out, name), "rb") as f:
            assert f.read() == (src / name.replace("-v9.8.7", "")).read_bytes()
    assert not [n for n in os.listdir(out) if "with-micropython" in n]


def test_page_without_uf2_files_says_how_to_build_them(tmp_path):
    out = str(tmp_path / "web")
    webbuild.build(out)
    with open(os.path.join(out, "index.html"), encoding="utf-8") as f:
        page = f.read()
    assert "make uf2" in page and "make firmware" in page and "<!--UF2-->" not in page and "<!--FIRMWARE-->" not in page
    assert not [n for n in os.listdir(out) if n.endswith(".uf2")]


def test_make_web_serves_the_page_first_and_offers_each_uf2_when_it_is_ready(tmp_path, monkeypatch):
    """Issue 48: make web on a fresh clone built both firmwares (about 7 minutes) before it served
    anything. The page is served first; the UF2 files are made after it (make uf2, then make
    firmware), each offered once it is ready, the page saying which are still being made."""
    import subprocess
    import sys
    import threading
    import urllib.request

    monkeypatch.setenv("COMPANION_VERSION", "v9.8.7")
    # the Makefile's web recipe makes no UF2 before it serves: build.py serves, then makes them
    dry = subprocess.run(["make", "-n", "web", "STAMP=", "WEB=host_tools/web"], cwd=webbuild.ROOT,
                         capture_output=True, text=True).stdout
    cmds = [l for l in dry.splitlines() if "host_tools/" in l and "npm" not in l]
    assert len(cmds) == 1 and "build.py" in cmds[0] and "--make-uf2" in cmds[0] and "--serve" in cmds[0], dry
    src = tmp_path / "uf2"
    src.mkdir()
    out = str(tmp_path / "web")
    gate = tmp_path / "go"
    webbuild.build(out, str(src), ["uf2", "firmware"])
    httpd = webbuild.serve(out, 0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = "http://127.0.0.1:%d/" % httpd.server_address[1]
    try:
        page = urllib.request.urlopen(url).read().decode()
        assert page.count("being built now") == 2 and "companion-pico-8x8" not in page
        # a step waits for the test's word: what the page says meanwhile is checked between them
        wait = "import os,time\nwhile not os.path.exists(%r): time.sleep(0.02)\n" % str(gate)
        steps = (("uf2", [sys.executable, "-c", wait + "open(%r, 'wb').write(b'x' * 2048)"
                          % str(src / "companion-pico-8x8-for-micropython.uf2")]),
                 ("firmware", [sys.executable, "-c", "import sys; print('no ARM toolchain'); sys.exit(1)"]))
        said = []
        t = threading.Thread(target=webbuild.make_uf2, args=(out, str(src), steps, said.append))
        t.start()
        page = urllib.request.urlopen(url).read().decode()
        assert page.count("being built now") == 2, page
        gate.write_bytes(b"")
        t.join(30)
        page = urllib.request.urlopen(url).read().decode()
        assert 'href="companion-pico-8x8-for-micropython-v9.8.7.uf2"' in page and "being built now" not in page
        assert "none in this build: <code>make firmware</code>" in page
        assert urllib.request.urlopen(url + "companion-pico-8x8-for-micropython-v9.8.7.uf2").read() == b"x" * 2048
        assert said[-1] == "make web: the firmware UF2 files were not made: no ARM toolchain", said
    finally:
        httpd.shutdown()


def test_a_browser_closed_mid_answer_prints_no_traceback(capsys):
    """Issue 48: closing the browser on make link-emu's page printed a BrokenPipeError traceback
    (the server writing to a closed connection). That is said nowhere; another error still is."""
    httpd = webbuild.serve(str(webbuild.ROOT), 0)
    try:
        for e in (BrokenPipeError(32, "Broken pipe"), ConnectionResetError(104, "reset")):
            try:
                raise e
            except OSError:
                httpd.handle_error(None, ("127.0.0.1", 1))
        assert capsys.readouterr().err == ""
        try:
            raise ValueError("a real fault")
        except ValueError:
            httpd.handle_error(None, ("127.0.0.1", 1))
        assert "a real fault" in capsys.readouterr().err
    finally:
        httpd.server_close()


def test_the_releases_page_is_a_zip_of_its_folder_offering_the_releases_files(tmp_path):
    """make release (host_tools/release.py): the page's folder as a zip, the page saying the
    release's version and offering the release's own UF2 files by their released names."""
    import json
    import zipfile
    from host_tools import release
    out = str(tmp_path / "0.1.0")
    release.release("0.1.0", out, ["pico-8x8"], parts=("micropython", "web"), say=lambda t: None)
    with zipfile.ZipFile(os.path.join(out, "tabletop-companion-web-v0.1.0.zip")) as z:
        names = z.namelist()
        assert all(n.startswith("tabletop-companion-web-v0.1.0/") for n in names)
        top = "tabletop-companion-web-v0.1.0/"
        assert json.loads(z.read(top + "firmware.json"))["version"] == "v0.1.0"
        page = z.read(top + "index.html").decode()
        assert 'href="companion-pico-8x8-for-micropython-v0.1.0.uf2"' in page
        with open(os.path.join(out, "companion-pico-8x8-for-micropython-v0.1.0.uf2"), "rb") as f:
            assert z.read(top + "companion-pico-8x8-for-micropython-v0.1.0.uf2") == f.read()
    with open(os.path.join(out, "SHA256SUMS")) as f:
        assert "tabletop-companion-web-v0.1.0.zip" in f.read()
