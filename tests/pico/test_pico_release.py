# make release (issue 50, host_tools/release.py) on the emulated Pico: the released UF2 for pico-8x8,
# dropped on an erased Pico, boots saying the release's version in its boot line, its `version`
# command and the link's hello. The release stamps the version into the UF2's ROMFS as it puts the
# UF2 together: it reuses the firmware `make firmware` built for the tier (nothing is rebuilt).
import json
import os

from pico_support import needs_pico, pico

FIRMWARE_READY = pico.companion_missing() if pico.missing_data() is None else pico.missing_data()
pytestmark = [needs_pico, __import__("pytest").mark.skipif(
    FIRMWARE_READY is not None, reason=FIRMWARE_READY or "")]


def test_the_released_uf2_boots_saying_its_version(tmp_path):
    from host_tools import release
    said = []
    release.release("9.8.7", str(tmp_path), ["pico-8x8"], parts=("firmware",), say=said.append)
    assert said[0].startswith("firmware RPI_PICO: nothing changed in "), said   # the tier's own build
    path = str(tmp_path / "companion-pico-8x8-v9.8.7.uf2")
    with pico.Pico(None, pico.load_board("pico-8x8"), uf2s=[path]) as p:
        p.until("menu:", 8000, since=0)
        boot = p.log[p.log.index("Tabletop companion "):].splitlines()[0]
        assert boot.startswith("Tabletop companion v9.8.7 on pico-8x8 (8x8)"), boot
        p.write("version\r")
        at = p.until("Tabletop companion v9.8.7, ", 3000)
        assert "board pico-8x8" in p.log[at:].splitlines()[0]
        p.write(b"\rlink\r")
        at = p.until("@hello ", 3000)
        p.until("\n", 1000, since=at)
        hello = json.loads(p.log[at + len("@hello "):].splitlines()[0])
        assert hello["firmware"] == "v9.8.7" and hello["board"] == "pico-8x8", hello
    assert os.path.getsize(path) > 1000000
