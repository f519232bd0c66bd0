# make web offers the companion's UF2 files: build/web/ holds each Pico board's companion-<board>.uf2
# (the companion firmware, make firmware: offered first) and companion-<board>-for-micropython.uf2
# (make uf2), and the page's "Put it on a Pico" section links every one of them; the combined file
# (with MicroPython inside) is not offered. No browser needed, only the built page.
import os
import re

import pytest

from web_support import webbuild

pytestmark = pytest.mark.skipif(webbuild.runtime_missing() is not None, reason=webbuild.runtime_missing() or "")


def test_page_offers_each_pico_boards_uf2(tmp_path):
    from host_tools import uf2

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
    assert all_links[len(boards):] == [n[:-4] + "-for-micropython.uf2" for n in links]
    assert sorted(links) == sorted("companion-%s.uf2" % b for b in boards)
    # the default build first, each Pico before its Pico W twin, the small panel first (issue 29)
    assert links[:2] == ["companion-pico-8x8.uf2", "companion-pico-16x16.uf2"]
    assert links.index("companion-pico-w-8x8.uf2") < links.index("companion-pico-w-16x16.uf2")
    assert section.index("keeps a") < section.index("whole filesystem")
    links = all_links
    for name in links:
        with open(os.path.join(out, name), "rb") as f:
            assert f.read() == (src / name).read_bytes()
    assert not os.path.exists(os.path.join(out, "companion-pico-8x8-with-micropython.uf2"))


def test_page_without_uf2_files_says_how_to_build_them(tmp_path):
    out = str(tmp_path / "web")
    webbuild.build(out)
    with open(os.path.join(out, "index.html"), encoding="utf-8") as f:
        page = f.read()
    assert "make uf2" in page and "make firmware" in page and "<!--UF2-->" not in page and "<!--FIRMWARE-->" not in page
    assert not [n for n in os.listdir(out) if n.endswith(".uf2")]
