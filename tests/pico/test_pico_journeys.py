# A player's journey on the emulated Pico, with the pins only: a Kōnane game in progress, then each
# game opened from the menu and started over it (the confirm's A), then the menu's Undo bringing the
# Kōnane game back. The same journeys run for every pair on the computer (tests/journeys); this one
# shows the device agrees, timing and all.
from pico_support import boot, needs_pico
import scenarios

from core import session as sessions
from core import load

from games import registry

pytestmark = needs_pico


def test_each_game_starts_over_a_konane_game_in_progress_and_undo_brings_it_back(tmp_path_factory):
    p = boot("pico-8x8", tmp_path_factory)
    try:
        scenarios.start_game(p, "konane", "Konane")
        scenarios.tap(p, "a")
        scenarios.tap(p, "a")                    # Hibiscus removes d5
        p.until("Hibiscus xd5", 1000, since=0)
        konane = scenarios.read_save(p.flash_fs())
        assert sessions.decode(konane)[2] == [bytes((27,))]
        for game in registry.BUILT:
            title = registry.title(game)
            scenarios.long_b(p)
            scenarios.open_from_menu(p, title, max_steps=12)
            p.run_ms(300)
            mark = len(p.log)
            scenarios.tap(p, "a")                # start: asked first
            p.until("A: start the new %s game" % title, 1500, since=mark)
            scenarios.tap(p, "a")
            p.until("%s: new game" % title, 1500, since=mark)
            p.run_ms(200)
            assert sessions.decode(scenarios.read_save(p.flash_fs()))[:3:2] == (game, [])
            scenarios.long_b(p)
            scenarios.open_from_menu(p, "Undo the last action", max_steps=12)
            p.until("undone: the Konane game is back", 1500, since=mark)
            p.run_ms(200)
            # Konane is the game in play again, the new game set aside in the same save for redo
            game_, other, other_redo = load.decode(scenarios.read_save(p.flash_fs()))
            assert game_[:3] == sessions.decode(konane) and other_redo, game
            assert load.section(other, 0)[:4][0] == game
        assert "Traceback" not in p.log and "internal error" not in p.log
    finally:
        p.close()
