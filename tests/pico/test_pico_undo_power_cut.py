# What undo and redo can bring back survives a power cut on the device too (the computer runs every
# game and path with a cut after every flash operation: tests/journeys/test_undo_power_cut.py). One
# booted Pico walks one path of each kind with the buttons and the console: End game, undo bringing it
# back, undo and redo within the game, a new game over it, undo and redo between the two games. Each
# step is run flash operation by flash operation, and the flash after each operation (what a power
# cut there would leave) must hold the state before the step or the one after it, never a third.
# Two power-ons from such flash check the promise: undo brings the ended game back, redo the new one.
from pico_support import boot, device_image, needs_pico, pico
import scenarios

from core import store
from core import load


pytestmark = needs_pico

BOARD = "pico-8x8"


def state(image):
    data = pico.read_fs(image).get("/save.bin")
    if data is None:
        return None
    game, other, other_redo = load.decode(data)  # a save that does not decode fails the test
    game = game and (game[0], game[1], list(game[2]), list(game[3] or ()))
    other = other and tuple(list(x) if isinstance(x, store.Log) else x for x in load.section(other, 0)[:4])
    return game, other, other_redo


def step_by_flash_op(p, start, release=None, first_ms=1500, quiet_ms=500):
    """Run a step begun by start() one flash operation at a time: the flash after each, as a power
    cut there would leave it; the step is over when no operation follows the last for quiet_ms (a
    save's operations come within a tick or two of each other: 120 ms apart at most here).
    release(): after the step (a button let go)."""
    before = state(p.flash_fs())
    base = p.flash_op_count()
    start()
    images = []
    while p.run_to_flash_op(base + len(images) + 1, ms=quiet_ms if images else first_ms):
        images.append(p.flash_fs())
    if release:
        release()
        p.run_ms(200)
    states = [state(im) for im in images]
    after = state(p.flash_fs())
    # the temporary file, then the rename at least; a cut at the first keeps the old state
    assert len(images) >= 2 and after != before and states[0] == before and states[-1] == after
    # every cut leaves the old state or the new one, and once the new one is on flash it stays
    assert all(s in (before, after) for s in states), states
    n = states.index(after)
    assert all(s == after for s in states[n:])
    return before, after, images[n]


def confirm_with_a(p, mark):
    """The confirm asks (after a first A, since console offset mark): A goes ahead; the press down
    and its release, for step_by_flash_op."""
    p.until("A: ", 1000, since=mark)
    p.run_ms(200)
    return (lambda: p.pin("a", True)), (lambda: p.pin("a", False))


def test_end_game_new_game_undo_and_redo_each_survive_a_cut_at_every_flash_operation(tmp_path_factory):
    board = pico.load_board(BOARD)
    setup = scenarios.host_setup(board, "Konane")
    actions = scenarios.random_full_game("konane", setup, seed=5)[0][:2]
    image = pico.fs_patch(device_image(BOARD, tmp_path_factory),
                          {"/save.bin": store.encode("konane", setup, actions)})
    p = boot(BOARD, tmp_path_factory, image=image, until="resumed Konane")
    try:
        assert p.until_frame(ms=2000)
        # End game: the save holds no game in play, only the ended one
        scenarios.long_b(p)
        mark = len(p.log)
        scenarios.open_from_menu(p, "End game (A asks first; undo brings it back)", max_steps=12)
        down, up = confirm_with_a(p, mark)
        before, ended, ended_image = step_by_flash_op(p, down, up)
        assert ended == (None, before[0], False)
        # undo brings it back; within it, undo then redo (the redo action on flash in between)
        _, back, _ = step_by_flash_op(p, lambda: p.write("undo\r"))
        assert back == (before[0], None, False)
        _, undone, _ = step_by_flash_op(p, lambda: p.write("undo\r"))
        assert undone[0][2:] == (actions[:1], actions[1:])
        _, redone, _ = step_by_flash_op(p, lambda: p.write("redo\r"))
        assert redone == back
        # a new game over it: the old one set aside in the same save, for undo
        scenarios.long_b(p)
        scenarios.open_from_menu(p, "Konane", max_steps=12)
        p.run_ms(300)
        mark = len(p.log)
        scenarios.tap(p, "a")                    # start: asked first
        down, up = confirm_with_a(p, mark)
        _, new, _ = step_by_flash_op(p, down, up)
        assert new[0][2] == [] and new[1:] == (back[0], False)
        # undo between games brings the old one back, the new one set aside for redo; redo: again
        _, swapped, swapped_image = step_by_flash_op(p, lambda: p.write("undo\r"))
        assert swapped == (back[0], new[0], True)
        _, forward, _ = step_by_flash_op(p, lambda: p.write("redo\r"))
        assert forward == new
        assert "Traceback" not in p.log and "internal error" not in p.log
    finally:
        p.close()

    # power on with the flash a cut left right after End game: undo brings the game back
    q = boot(BOARD, tmp_path_factory, image=ended_image, until="menu: ")
    try:
        p_out = q.command("undo", expect="undone: the Konane game is back", ms=5000)
        assert "Traceback" not in p_out
        assert state(q.flash_fs()) == back
    finally:
        q.close()
    # and right after undo between games: redo brings the new game back
    q = boot(BOARD, tmp_path_factory, image=swapped_image, until="resumed Konane")
    try:
        q.until_frame(ms=2000)
        q.command("redo", expect="redone: the Konane game is back", ms=5000)
        assert state(q.flash_fs()) == forward
    finally:
        q.close()
