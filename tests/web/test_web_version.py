# One version everywhere (issue 50), on the page: its footer names the page's own version and,
# while linked, the Pico's (its hello's); a Pico of another version gets one line saying so, in the
# footer and on the console. No emulated Pico: a stand-in serial port answers the page's `link`
# with a hello, as a Pico of an older release would.
import base64
import json

import pytest

from web_support import needs_browser, Site, webbuild
from serial_bridge import install  # host_tools/web, on the path (web_support)

pytestmark = needs_browser


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    s = Site(str(tmp_path_factory.mktemp("web")))
    install(s.tab)
    s.reload()
    yield s
    s.close()


def footer(tab):
    return tab.eval("[document.getElementById('versions').textContent,"
                    " document.getElementById('mismatch').hidden ? null :"
                    " document.getElementById('mismatch').textContent]")


def link_to(tab, firmware):
    """Connect, and answer the page's `link` with the hello of a Pico running that version."""
    tab.eval("document.getElementById('connect').click(); true")
    tab.wait("__serial.out.length > 0", timeout=10)   # the page's `link` line
    tab.eval("__serial.take(); true")
    hello = {"link": 1, "firmware": firmware, "micropython": "1.28.0", "board": "pico-8x8", "w": 8, "h": 8,
             "brightness": 30, "gamma": 2.6, "quiet_ms": 5000, "line_max": 80, "game": None, "status": "",
             "open": "", "games": [["konane", "Konane", True]]}
    line = ("@hello " + json.dumps(hello) + "\r\n").encode()
    tab.eval("__serial.inject(%r)" % base64.b64encode(line).decode())
    tab.wait("companion.linked", timeout=10)


def unplug(tab):
    tab.eval("__serial.unplug()")
    tab.wait("!companion.linked", timeout=10)


def test_the_footer_names_the_pages_version_and_the_linked_picos(site):
    tab = site.tab
    mine = webbuild.version()
    assert footer(tab) == ["Tabletop companion %s (this page)." % mine, None]
    link_to(tab, mine)
    assert footer(tab) == ["Tabletop companion %s (this page); the linked Pico: %s, MicroPython 1.28.0." % (mine, mine),
                           None]
    assert not [l for l in site.lines() if "The Pico runs" in l]
    unplug(tab)
    assert footer(tab) == ["Tabletop companion %s (this page)." % mine, None]


def test_a_pico_of_another_version_is_said_in_one_line(site):
    tab = site.tab
    mine = webbuild.version()
    link_to(tab, "v0.0.1")
    versions, other = footer(tab)
    assert versions.endswith("the linked Pico: v0.0.1, MicroPython 1.28.0.")
    assert other == ("The Pico runs the companion v0.0.1, this page %s: put this version on the Pico "
                     "(Put it on a Pico, below) or open the page of its version." % mine)
    said = [l for l in site.lines() if "The Pico runs" in l]
    assert said == ["! " + other]
    unplug(tab)
    assert footer(tab)[1] is None   # the page's own companion again: nothing to say
