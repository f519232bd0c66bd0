# portable
# Kōnane rules: reference perft figures, openings, jumps and chains, notation, errors, the Game contract.
from portable import raises
from core.errors import Illegal, BadSetup
from games.konane.rules import (Board, Game, movebuf, HIBISCUS, JASMINE, EMPTY, OFF, MODE_TWO,
                                MODE_CPU_HIBISCUS)
from games.konane.plain import perft, gen_py
from games.konane.words import replay, parse, parse_square, apply_text


def moves_text(g):
    return sorted(g.move_text(m) for m in g.legal())


def empty_board(n):
    bd = Board(n)
    for p in bd.cells:
        bd.b[p] = EMPTY
    bd.ply = 2
    return bd


def put(bd, name, colour):
    bd.b[parse_square(bd, name)] = colour


def test_perft_reference_figures():
    # from the rules page: plies 1 and 2 are the removals
    assert [perft(Board(4), d) for d in (1, 2, 3, 4)] == [4, 12, 16, 52]
    assert [perft(Board(6), d) for d in (1, 2, 3, 4)] == [4, 12, 28, 156]
    assert [perft(Board(8), d) for d in (1, 2, 3, 4)] == [4, 12, 28, 172]


def test_start_position_checkerboard():
    for n in (4, 6, 8, 10, 12, 14):
        bd = Board(n)
        assert bd.count(HIBISCUS) == n * n // 2 and bd.count(JASMINE) == n * n // 2
        # top-left (r=0, c=0) is Hibiscus: (r + c) even
        assert bd.b[parse_square(bd, "a%d" % n)] == HIBISCUS
        assert bd.b[parse_square(bd, "b%d" % n)] == JASMINE
        assert bd.b[0] == OFF


def test_openings_every_size():
    for n in (4, 6, 8, 10, 12, 14):
        g = Game(bytes((n,)))
        first = moves_text(g)
        assert len(first) == 4
        m = n // 2
        a = "abcdefghijklmn"
        centre = ["x%s%d" % (a[c], n - r) for (r, c) in ((m - 1, m - 1), (m, m))]
        corners = ["x%s%d" % (a[c], n - r) for (r, c) in ((0, 0), (n - 1, n - 1))]
        assert first == sorted(centre + corners), (n, first)
        # after a centre removal Jasmine has 4 neighbours to remove, after a corner 2
        for text in first:
            g = Game(bytes((n,)))
            apply_text(g, text)
            hole = parse_square(g.board, text[1:])
            replies = g.legal()
            assert len(replies) == (2 if text in corners else 4)
            for r in replies:
                p = r >> 8
                assert p == (r & 255) and g.board.b[p] == JASMINE
                assert p - hole in (1, -1, g.board.w, -g.board.w)


def test_removal_refusals():
    g = Game(b"\x08")
    raises(Illegal, apply_text, g, "xb8")   # a Jasmine square
    raises(Illegal, apply_text, g, "xc6")   # Hibiscus but not centre/corner
    raises(Illegal, apply_text, g, "d5-d3")  # no jumps before the removals
    assert g.history == [] and g.board.ply == 0
    apply_text(g, "xa8")
    raises(Illegal, apply_text, g, "xe4")   # not next to the hole
    e = raises(Illegal, apply_text, g, "xa8")  # already empty / Hibiscus's own
    assert "Jasmine" in str(e)
    apply_text(g, "xa7")
    assert g.board.ply == 2 and g.turn() == 0


def test_single_and_chain_jump_each_landing_is_a_move():
    bd = empty_board(8)
    # Hibiscus a1 can jump east over b1, d1, f1 into c1, e1, g1: three moves
    put(bd, "a1", HIBISCUS)
    for s in ("b1", "d1", "f1"):
        put(bd, s, JASMINE)
    buf = movebuf(64)
    n = bd.gen(buf)
    got = sorted(bd.fmt(m) for m in buf[:n])
    assert got == ["a1-c1", "a1-e1", "a1-g1"]
    before = bytes(bd.b)
    h = bd.hash
    m = parse(bd, "a1-g1")
    bd.make(m)
    assert bd.b[parse_square(bd, "g1")] == HIBISCUS
    for s in ("a1", "b1", "c1", "d1", "e1", "f1"):
        assert bd.b[parse_square(bd, s)] == EMPTY
    bd.unmake(m)
    assert bytes(bd.b) == before and bd.hash == h


def test_chain_stops_at_edge_and_no_turning():
    bd = empty_board(8)
    # Jasmine to move; h1 jumps north over h2, h4, h6 to h3, h5, h7 (h8 is the edge: a piece on
    # h8 cannot be jumped). No jump over own pieces, no turning.
    bd.ply = 3
    put(bd, "h1", JASMINE)
    for s in ("h2", "h4", "h6", "h8"):
        put(bd, s, HIBISCUS)
    put(bd, "g1", JASMINE)  # own piece: not jumpable
    put(bd, "g3", HIBISCUS)  # would need a turn at h3
    buf = movebuf(64)
    n = bd.gen(buf)
    assert sorted(bd.fmt(m) for m in buf[:n]) == ["h1-h3", "h1-h5", "h1-h7"]
    # corner piece on the edge: a8 with b8 opp and nothing beyond the edge on the other side
    bd2 = empty_board(4)
    put(bd2, "a4", HIBISCUS)
    put(bd2, "b4", JASMINE)
    put(bd2, "a3", JASMINE)
    n = bd2.gen(buf)
    assert sorted(bd2.fmt(m) for m in buf[:n]) == ["a4-a2", "a4-c4"]


def test_notation_round_trip_and_orientation():
    for n in (4, 8, 14):
        bd = Board(n)
        for p in bd.cells:
            assert parse_square(bd, bd.name(p)) == p
            assert parse(bd, bd.fmt((p << 8) | p)) == (p << 8) | p
    bd = Board(8)
    # top-left is a8, bottom-left a1, bottom-right h1
    assert bd.name(bd.cells[0]) == "a8"
    assert bd.name(bd.cells[56]) == "a1"
    assert bd.name(bd.cells[63]) == "h1"
    assert parse(bd, " D5-D3 ") == parse(bd, "d5-d3")


def test_bad_notation_and_actions_leave_state_unchanged():
    g = Game(b"\x08")
    apply_text(g, "xd5")
    snap = (bytes(g.board.b), g.board.ply, g.board.hash, list(g.history))
    for bad in ("", "x", "zz", "d9-d7", "i1-g1", "xd0", "d5d3", "d5-d5", "x?", "e4-"):
        raises(Illegal, apply_text, g, bad)
    for bad in (b"", b"\x00\x01\x02", bytes((64,)), bytes((3, 200)), bytes((9, 9))):
        raises(Illegal, g.apply, bad)
    assert (bytes(g.board.b), g.board.ply, g.board.hash, list(g.history)) == snap


def test_out_of_turn_and_wrong_piece():
    g = Game(b"\x08")
    for t in ("xd5", "xd4"):
        apply_text(g, t)
    # Hibiscus to move: d2-d4 would be Jasmine's legal jump (over d3 into the hole d4)
    e = raises(Illegal, apply_text, g, "d2-d4")
    assert "not Hibiscus's piece" in str(e)
    e = raises(Illegal, apply_text, g, "d5-d3")
    assert "empty" in str(e)
    e = raises(Illegal, apply_text, g, "b5-d4")
    assert "straight" in str(e)
    assert g.board.ply == 2
    assert moves_text(g) == ["b5-d5", "d7-d5", "f5-d5"]
    apply_text(g, "f5-d5")  # Hibiscus's own jump is fine; then it is Jasmine's turn
    assert g.turn() == 1
    raises(Illegal, apply_text, g, "f5-d5")


def test_bad_setup():
    for s in (b"", b"\x05", b"\x10", b"\x02", b"\x08\x03", b"\x08\x00\x00", b"\x08\x00\x05",
              b"\x08\x00\x01\x00"):
        raises(BadSetup, Game, s)
    g = Game(bytes((8, MODE_CPU_HIBISCUS, 3)))
    assert g.computer_side() == 0 and g.level == 3
    assert Game(b"\x06").mode == MODE_TWO


def _play_first_legal(g, rng_state):
    # a deterministic walk without the random module: pick move index by a tiny LCG
    x = rng_state
    while not g.over():
        x = (x * 1103515245 + 12345) & 0x3FFFFFFF
        ms = g.legal()
        g.apply(g.move_to_action(ms[x % len(ms)]))
    return g


def test_end_of_game_and_winner():
    for seed in (1, 2, 3):
        g = _play_first_legal(Game(b"\x06"), seed)
        assert g.over() and g.nlegal() == 0
        w = g.winner()
        # the side to move has no move and loses
        assert w == 1 - g.turn()
        assert "wins" in g.status()
        raises(Illegal, g.apply, b"\x00")


def test_record_replay_and_action_replay_agree():
    for n, seed in ((4, 5), (6, 7), (8, 11)):
        g = _play_first_legal(Game(bytes((n,))), seed)
        actions = []
        g2 = Game(bytes((n,)))
        for m in g.history:
            a = g.move_to_action(m)
            actions.append(a)
            g2.apply(a)
        assert bytes(g2.board.b) == bytes(g.board.b) and g2.board.hash == g.board.hash
        rec = g.record()
        g3 = replay(rec)
        assert g3.record() == rec and bytes(g3.board.b) == bytes(g.board.b)
        assert g3.over() and g3.winner() == g.winner()


def test_bad_record():
    raises(BadSetup, replay, "9x9: xd5")
    raises(BadSetup, replay, "hello")
    e = raises(Illegal, replay, "8x8: xd5 xd4 a1-a3")
    assert "move 3" in str(e)


def test_make_unmake_restores_on_walks():
    bd = Board(8)
    buf = movebuf(512)
    x = 99
    path = []
    start = (bytes(bd.b), bd.hash)
    while True:
        n = bd.gen(buf, 0)
        if not n:
            break
        x = (x * 1103515245 + 12345) & 0x3FFFFFFF
        m = buf[x % n]
        path.append(m)
        bd.make(m)
    for m in reversed(path):
        bd.unmake(m)
    assert (bytes(bd.b), bd.hash) == start and bd.ply == 0


def test_fast_loops_match_python_loops():
    # Under MicroPython gen runs the viper loop of games/konane/fast.py; check it against the
    # plain-Python version (plain.gen_py) on random games of every size (on CPython both are the
    # same code). Mobility and movers are plain Python everywhere (test_konane_reference).
    a = movebuf(800)
    py = [0] * 800
    for n in (4, 8, 14):
        bd = Board(n)
        x = n
        while True:
            k = bd.gen(a, 0)
            kp = gen_py(bd, py, 0)
            assert k == kp
            for i in range(k):
                assert a[i] == py[i]
            if k > 3:
                assert bd.gen(a, 10, 12) == 12  # the limit is honoured
            if not k:
                break
            x = (x * 1103515245 + 12345) & 0x3FFFFFFF
            bd.make(a[x % k])
