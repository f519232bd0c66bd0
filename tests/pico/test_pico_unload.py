# Closing a game gives its memory back on the Pico: every built game opened from the menu and
# closed again (long B), in turn and then in reverse order; the free heap at the menu comes back
# to the figure after boot, less only the names (qstrs) the games' code interned, which
# MicroPython never frees, and a second round changes nothing at all.
from games import registry
from pico_support import boot, needs_pico
import scenarios

pytestmark = needs_pico


def open_and_close(p, name):
    scenarios.open_and_close(p, registry.title(name), registry.title(registry.GAMES[0][0]))


def test_every_game_gives_its_memory_back(tmp_path_factory):
    p = boot("pico-8x8", tmp_path_factory)
    try:
        p.run_ms(200)
        free0, names0 = scenarios.heap_and_names(p)
        for name in registry.BUILT:
            open_and_close(p, name)
        free1, names1 = scenarios.heap_and_names(p)
        assert "Traceback" not in p.log and "internal error" not in p.log, p.log[-800:]
        # all but the interned names comes back (before: 90 KB stayed after Konane, 'Aina, Kawa)
        assert free0 - free1 - (names1 - names0) <= 2048, (free0, free1, names0, names1)
        for name in reversed(registry.BUILT):
            open_and_close(p, name)
        free2, names2 = scenarios.heap_and_names(p)
        assert names2 == names1 and abs(free2 - free1) <= 256, (free1, free2)
    finally:
        p.close()
