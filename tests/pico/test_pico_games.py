# Every game built so far, on the emulated Pico: open it from the boot menu with the buttons, start it,
# cut the power, boot again and find it resumed; then play a few actions with button taps and check
# them against the same firmware on the computer (host_tools/sim.Rig booted from the same save):
# the same save file byte for byte and the same console lines. The power is cut again right after
# the last action, and the next boot resumes exactly there.
import os

import pytest

from pico_support import boot, device_image, needs_pico, pico
import scenarios

from core import store
from core import session as sessions
from games import registry

pytestmark = needs_pico

BOARD = "pico-8x8"


def lines_after(lines, marker):
    i = max(i for i, l in enumerate(lines) if marker in l)
    return lines[i:]


@pytest.mark.parametrize("game", registry.BUILT)
def test_game_starts_plays_and_survives_power_cuts(game, tmp_path_factory, tmp_path):
    title = registry.title(game)
    board = pico.load_board(BOARD)

    # 1. boot, open the game from the menu, start it with A; cut the power
    p = boot(BOARD, tmp_path_factory)
    try:
        scenarios.start_game(p, game, title)
        p.run_ms(200)
        assert p.lit(), "the game shows nothing on the grid"
        assert "Traceback" not in p.log and "internal error" not in p.log
        image = p.flash_fs()
    finally:
        p.close()
    save = scenarios.read_save(image)
    name, setup, actions = sessions.decode(save)
    assert (name, actions) == (game, [])

    # 2. the same taps on the host twin: a short script that applies 2 or 3 actions
    taps, rig = scenarios.find_script(board, save, str(tmp_path / "twin"))
    host_lines = lines_after(rig.lines, "resumed " + title)
    with open(str(tmp_path / "twin" / "final" / "save.bin"), "rb") as f:
        host_save = f.read()

    # 3. boot on the same flash: resumed; the taps; power cut the moment the last action is reported
    p = boot(BOARD, tmp_path_factory, image=image, until="resumed " + title)
    try:
        assert p.until_frame(ms=2000)  # the app loop is running: taps from now on are seen
        p.run_ms(50)
        for k in taps[:-1]:
            scenarios.tap(p, k)
        p.pin(taps[-1], True)
        p.run_ms(scenarios.TAP_MS)
        p.pin(taps[-1], False)
        p.until(host_lines[-1], 1000, since=0)
        image = p.flash_fs()  # the flash as it is the moment the last action is reported
        dev_lines = lines_after(scenarios.console_lines(p.log), "resumed " + title)
    finally:
        p.close()
    assert scenarios.read_save(image) == host_save
    assert dev_lines == host_lines
    assert len(sessions.decode(host_save)[2]) >= 2

    # 4. the next boot resumes at that action
    p = boot(BOARD, tmp_path_factory, image=image, until="resumed " + title)
    try:
        # the resumed line whole (it may come in two USB packets; a finished game says nothing after)
        p.until("\n", 500, since=p.log.index("resumed " + title))
        status = rig.app.session.game.status()
        assert ("resumed %s: %s" % (title, status)) in p.log
        # long-press B in the game: the menu, offering the game back
        assert p.until_frame(ms=2000)
        mark = scenarios.long_b(p)
        assert ("menu: Resume " + title) in p.log[mark:]
    finally:
        p.close()


@pytest.mark.parametrize("game", registry.BUILT)
def test_whole_random_game_replays_from_the_save(game, tmp_path_factory):
    """A complete game (random legal actions, played on the computer) written as the save: the Pico
    replays it at boot to the same final position, and undo/redo work on it."""
    title = registry.title(game)
    board = pico.load_board(BOARD)
    setup = scenarios.host_setup(board, title)
    actions, final = scenarios.random_full_game(game, setup, seed=3)
    assert final.over() and len(actions) > 3
    image = pico.fs_patch(device_image(BOARD, tmp_path_factory),
                          {"/save.bin": store.encode(game, setup, actions)})
    p = boot(BOARD, tmp_path_factory, image=image, until="resumed " + title)
    try:
        p.until("\n", 500, since=p.log.index("resumed " + title))   # the resume line whole (it may be in already)
        assert ("resumed %s: %s\r\n" % (title, final.status())) in p.log
        assert "! " not in p.log and "Traceback" not in p.log
        p.until_frame(ms=2000)
        p.command("undo", expect="undone", ms=5000)
        out = p.command("redo", expect="redone", ms=5000)
        assert final.status() in out
        files = pico.read_fs(p.flash_fs())
        assert sessions.decode(files["/save.bin"]) == (game, setup, actions)
    finally:
        p.close()


def test_power_cut_at_every_flash_write_of_a_save(tmp_path_factory):
    """`undo` rewrites the save (temporary file, then rename). Cut the power right after each of the
    flash operations it makes: every boot after that finds the game, before or after the undo,
    never a corrupt save."""
    board = pico.load_board(BOARD)
    game = registry.BUILT[-1]
    title = registry.title(game)
    setup = scenarios.host_setup(board, title)
    actions = scenarios.random_full_game(game, setup, seed=5)[0][:12]
    image = pico.fs_patch(device_image(BOARD, tmp_path_factory), {"/save.bin": store.encode(game, setup, actions)})

    def resumed_then_undo():
        p = boot(BOARD, tmp_path_factory, image=image, until="resumed " + title)
        assert p.until_frame(ms=2000)
        base = p.flash_op_count()
        p.write("undo\r")
        return p, base

    p, base = resumed_then_undo()
    try:
        p.until("undone", 3000)
        p.run_ms(200)
        writes = p.flash_op_count() - base
    finally:
        p.close()
    assert writes >= 2  # the new file and the rename, at least

    seen = []
    for k in range(1, writes + 1):
        p, base = resumed_then_undo()
        try:
            assert p.run_to_flash_op(base + k, ms=3000)
            cut = p.flash_fs()
        finally:
            p.close()  # the power goes right after flash operation k
        q = boot(BOARD, tmp_path_factory, image=cut, until="resumed " + title)
        try:
            assert "corrupt" not in q.log
            files = pico.read_fs(q.flash_fs())
        finally:
            q.close()
        assert "/save.bad" not in files
        name, s, acts = sessions.decode(files["/save.bin"])
        assert (name, s) == (game, setup) and acts in (actions, actions[:-1])
        seen.append(len(acts))
    # the undo is lost only until its last write, and kept from then on
    assert seen[-1] == len(actions) - 1 and seen == sorted(seen, reverse=True)


@pytest.mark.parametrize("game", registry.BUILT)
def test_16x16_game_shows_what_the_host_twin_shows(game, tmp_path_factory, tmp_path):
    """On the 16x16 serpentine panel, a game resumed from a save (a few random actions in): every
    frame on the wire is, byte for byte, what the same firmware on the computer renders from the
    same save at the same moment (the view's clock is the Pico's ticks_ms at that frame)."""
    board = pico.load_board("pico-16x16")
    title = registry.title(game)
    setup = scenarios.host_setup(board, title)
    actions = scenarios.random_full_game(game, setup, seed=11)[0][:5]
    save = store.encode(game, setup, actions)
    rig = scenarios.twin_from_save(board, save, str(tmp_path / "twin"))
    p = boot("pico-16x16", tmp_path_factory, image=pico.fs_patch(device_image("pico-16x16", tmp_path_factory),
                                                                 {"/save.bin": save}), until="resumed " + title)
    try:
        assert p.until_frame(ms=3000)
        n0 = len(p.frames)
        p.run_ms(2200)
        frames = p.frames[n0:]
        # only changed frames go on the wire: the blinking (cursor, markers) makes a few a second
        assert len(frames) >= 3
        unmatched = [f for f in frames if not scenarios.twin_renders(rig, f)]
        assert not unmatched, "%d of %d frames differ from the host twin" % (len(unmatched), len(frames))
        assert len(p.lit(frames[-1])) > 10
    finally:
        p.close()
