# portable
# Kōnane notation is read strictly: exactly what the README documents (a removal 'xd5', a jump
# 'd5-d3', letters in either case, a record '8x8: xd5 xe5 ...'), and everything else is refused
# with a message naming the bad token; a refused jump says why.
from portable import raises
from core.errors import Illegal, BadSetup
from games.konane.rules import Board, Game
from games.konane.words import replay, parse, apply_text


def test_documented_forms_are_read():
    bd = Board(8)
    d5 = parse(bd, "xd5")
    assert parse(bd, "XD5") == parse(bd, "xD5") == parse(bd, " xd5 ") == d5
    assert parse(bd, "D5-d3") == parse(bd, "d5-d3") == parse(bd, "\td5-d3\n")
    big = Board(10)
    assert big.name(parse(big, "xe10") >> 8) == "e10"
    assert big.name(parse(big, "a10-a8") & 255) == "a8"


def test_malformed_squares_are_refused_naming_the_token():
    bd = Board(10)
    cases = (
        ("xd+5", "d+5"), ("xd 5", "d 5"), ("xd05", "d05"), ("X D5", " D5"), ("xe1_0", "e1_0"),
        ("xd\u0665", "d\u0665"),       # an Arabic-Indic digit five
        ("xd\uff15", "d\uff15"),       # a fullwidth digit five
        ("x\u212a5", "\u212a5"),       # the Kelvin sign, which CPython lower-cases to 'k'
        ("d5 -d3", "d5 "), ("d5--d3", "-d3"), ("d5-d3-d1", "d3-d1"), ("x-d5", "-d5"),
        ("xd", "d"), ("x5", "5"), ("d-5", "d"),
    )
    for text, token in cases:
        e = raises(Illegal, parse, bd, text)
        assert repr(token) in str(e), (text, str(e))
        assert "not a square" in str(e), (text, str(e))
    e = raises(Illegal, parse, bd, "xk5")
    assert "k5 is off the 10x10 board" in str(e)
    e = raises(Illegal, parse, bd, "xd0")
    assert "off the" in str(e)
    e = raises(Illegal, parse, bd, "d5d3")
    assert "not a move: 'd5d3'" in str(e)


def test_records_are_read_strictly():
    g = replay("8X8: xd5 xe5")
    assert g.n == 8 and len(g.history) == 2
    assert replay("6x6:").n == 6 and replay("8x8:xd5").history
    for text in ("-8x8: xd5", "8x8 xd5 xe5", "hello", "x8: xd5", "8x: xd5", "08x08: xd5", "8x8x8: xd5",
                 "\u0668x\u0668: xd5", " : xd5", "8 x 8: xd5"):
        e = raises(BadSetup, replay, text)
        assert "starts with the board size and a colon" in str(e), (text, str(e))
    e = raises(BadSetup, replay, "300x300:")
    assert "must be one of" in str(e) and "300" in str(e)
    e = raises(BadSetup, replay, "8x6: xd5")
    assert "square" in str(e) and "'8x6'" in str(e)
    e = raises(Illegal, replay, "8x8: xd5 xd 4")
    assert "record move 2 (xd)" in str(e)
    e = raises(Illegal, replay, "8x8: xd5 xd05")
    assert "'d05'" in str(e)


def test_a_refused_jump_says_why():
    g = Game(b"\x08")
    apply_text(g, "xd5")
    apply_text(g, "xd4")  # holes d5 and d4; Hibiscus to jump
    e = raises(Illegal, apply_text, g, "d7-d4")
    assert "d7-d4 moves 3 squares" in str(e), str(e)
    e = raises(Illegal, apply_text, g, "d3-d5")
    assert "d3-d5 jumps over d4, which is empty" in str(e), str(e)
    e = raises(Illegal, apply_text, g, "c6-d5")
    assert "not along a row or a column" in str(e), str(e)
    assert len(g.history) == 2
