# The scorebook on the emulated Pico's littlefs: a Kōnane game resumed one move from its end, the
# last move typed; the book's folder is made (the first game), the game written beside its save,
# and `scores`, `record 1` and `name` answer; the save is the game's, byte for byte.
from pico_support import boot, needs_pico, pico, device_image
from core import book, store

pytestmark = needs_pico

BOARD = "pico-8x8"


def test_the_last_move_writes_the_scorebook_on_littlefs(tmp_path_factory):
    from games.konane.rules import Game
    setup = b"\x04\x00\x02"   # 4x4, two players
    g = Game(setup)
    acts, words = [], []
    while not g.over():
        m = g.move(0)
        words.append(g.board.fmt(m))
        a = g.move_to_action(m)
        g.apply(a)
        acts.append(a)
    image = pico.fs_patch(device_image(BOARD, tmp_path_factory),
                          {"/save.bin": store.encode("konane", setup, acts[:-1])})
    p = boot(BOARD, tmp_path_factory, image=image, until="resumed Konane")
    try:
        p.run_ms(300)
        p.command(words[-1], expect="wins", ms=3000)
        p.run_ms(500)
        out = p.command("scores", expect="Konane: 1 game", ms=5000)
        assert "Hibiscus 1 win" in out or "Jasmine 1 win" in out
        out = p.command("record 1", expect="  4x4: ", ms=5000)
        assert " ".join(words) in out
        p.command("name 2 ʻIolani", expect="seat 2", ms=3000)
        flash = pico.read_fs(p.flash_fs())
        assert "! " not in p.log
    finally:
        p.close()
    assert flash["/save.bin"] == store.encode("konane", setup, acts)
    (e,) = book.load(_Files(flash), print)
    assert e.name == "konane" and list(e.actions) == acts and e.kind() == book.FINISHED
    assert flash["/settings.bin"].endswith("ʻIolani".encode())


class _Files:
    def __init__(self, files):
        self.files = files

    def read(self, name, limit=0):
        return self.files.get("/" + name)
