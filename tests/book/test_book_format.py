# portable
# The scorebook's file (core/book.py): entries round-trip, a full book drops its oldest games but
# keeps their wins and points in the totals, and damaged bytes cost only the entries they hit.
from portable import raises
from core import book, store


class Flash:
    """Files in a dict, written whole (as store.write: the old or the new file, never half)."""

    def __init__(self):
        self.files = {}
        self.writes = 0

    def path(self, name):
        return name

    def read(self, name, limit=store.LIMIT):
        d = self.files.get(name)
        if d is not None and len(d) > limit:
            raise store.TooBig("too large")
        return d

    def write(self, name, data):
        self.files[name] = bytes(data)
        self.writes += 1

    def set_aside(self, name, to):
        if name in self.files:
            self.files[to] = self.files.pop(name)


def said():
    lines = []
    return lines, lines.append


def konane_like(i):
    """A two-seat game's result: seat i % 2 wins, no score."""
    return [("Hibiscus", i % 2 == 0, None), ("Jasmine", i % 2 == 1, None)]


def test_an_entry_round_trips_with_its_actions_names_and_scores():
    st = Flash()
    lines, say = said()
    acts = [b"\x01", b"\x02\x03", bytes(range(40))]
    n, _ = book.add(st, "kawa", b"\x04\x00\x01\x02\x03\x04", acts, book.FINISHED,
                 [("Keala", False, -3), ("Ōla ʻŌ", True, 70000)], "Red -3, Blue 70000", True, say=say)
    assert n == 1 and lines == []
    (e,) = book.load(st, say)
    assert (e.serial, e.name, e.setup, e.plies, e.kind()) == (1, "kawa", b"\x04\x00\x01\x02\x03\x04", 3, book.FINISHED)
    assert e.seats == [("Keala", 0, -3), ("Ōla ʻŌ", 1, 70000)]
    assert e.text == "Red -3, Blue 70000" and list(e.actions) == acts and e.flags & book.SCORED


def test_the_same_game_is_not_written_twice_and_a_rewritten_one_replaces_its_entry():
    st = Flash()
    seats = konane_like(0)
    a, _ = book.add(st, "konane", b"\x04\x00\x02", [b"\x05"], book.FINISHED, seats, "t", False)
    assert book.add(st, "konane", b"\x04\x00\x02", [b"\x05"], book.FINISHED, seats, "t", False, a) == (a, False)
    assert book.add(st, "konane", b"\x04\x00\x02", [b"\x05"], book.FINISHED, seats, "t", False,
                    book.RESUMED) == (a, False)
    assert len(book.load(st, print)) == 1
    # the same game (booked under a), undone and finished otherwise: its entry is replaced
    b, _ = book.add(st, "konane", b"\x04\x00\x02", [b"\x06"], book.FINISHED, konane_like(1), "t", False, booked=a)
    (e,) = book.load(st, print)
    assert b == a and list(e.actions) == [b"\x06"] and e.seats[1][1] == 1
    # a rematch with the same set-up (not booked), even move for move the same: a game of its own
    c, _ = book.add(st, "konane", b"\x04\x00\x02", [b"\x06"], book.FINISHED, konane_like(1), "t", False)
    assert c == a + 1 and len(book.load(st, print)) == 2


def test_an_ended_game_brought_back_and_finished_replaces_its_ended_entry():
    st = Flash()
    a, _ = book.add(st, "konane", b"\x04\x00\x02", [b"\x05"], book.ENDED, konane_like(9), "t", False)
    b, _ = book.add(st, "konane", b"\x04\x00\x02", [b"\x05", b"\x06"], book.FINISHED, konane_like(0), "t", False)
    (e,) = book.load(st, print)
    assert a == b and e.kind() == book.FINISHED and e.plies == 2


def test_a_full_book_drops_the_oldest_games_and_keeps_their_wins_in_the_totals():
    st = Flash()
    acts = [bytes((i, i)) for i in range(120)]
    wins = [0, 0]
    for i in range(60):
        book.add(st, "konane", bytes((8, 0, i)), acts, book.FINISHED, konane_like(i), "x" * 100, False)
        wins[i % 2] += 1
        assert len(st.files[book.BOOK]) <= book.LIMIT
    entries = book.load(st, print)
    kept = [e for e in entries if e.kind() != book.CARRIED]
    assert entries[0].kind() == book.CARRIED and 10 < len(kept) < 60
    assert [e.serial for e in kept] == list(range(61 - len(kept), 61))  # the newest, in order
    ((game, games, scored, seats),) = book.tally(entries)
    assert (game, games, scored) == ("konane", 60, False)
    assert seats == [("Hibiscus", wins[0], 0), ("Jasmine", wins[1], 0)]


def test_a_record_too_long_is_left_out_and_the_result_kept():
    st = Flash()
    acts = [bytes(200)] * 8
    book.add(st, "aina", b"\x00\x02\x00\x00\x00\x01", acts, book.FINISHED, [("the table", True, 36)], "WIN", True)
    (e,) = book.load(st, print)
    assert e.actions is None and e.flags & book.NO_ACTIONS and e.plies == 8 and e.seats == [("the table", 1, 36)]


def test_a_damaged_entry_is_set_aside_and_the_others_kept():
    for where in ("first", "middle", "last", "header", "truncated"):
        st = Flash()
        for i in range(3):
            book.add(st, "konane", bytes((8, 0, i)), [bytes((i,))], book.FINISHED, konane_like(i), "g%d" % i, False)
        data = bytearray(st.files[book.BOOK])
        frames, bad = book.parse(bytes(data))
        assert len(frames) == 3 and bad == []
        a, b = frames[{"first": 0, "middle": 1, "last": 2, "header": 1, "truncated": 2}[where]]
        if where == "header":
            data[a] = ord("X")              # its marker gone
        elif where == "truncated":
            data = data[:b - 3]             # a tail cut short
        else:
            data[(a + b) // 2] ^= 0x10      # one bit in its body
        st.files[book.BOOK] = bytes(data)
        lines, say = said()
        left = book.load(st, say)
        assert len(left) == 2, where
        assert len(lines) == 1 and lines[0].startswith("! scorebook:") and book.BAD in lines[0]
        assert st.files[book.BAD] and book.parse(st.files[book.BOOK])[1] == []
        lines2, say2 = said()
        assert len(book.load(st, say2)) == 2 and lines2 == []   # set aside once, said once


def test_garbage_for_a_book_is_set_aside_and_a_new_book_begins():
    st = Flash()
    st.files[book.BOOK] = b"BK\xff\xff" + bytes(range(256)) * 3
    lines, say = said()
    assert book.load(st, say) == [] and len(lines) == 1
    book.add(st, "kapai", b"\x00\x00\x00\x01", [b"\x01"], book.FINISHED, [("this sheet", False, 10)], "t", True, say=say)
    assert len(book.load(st, say)) == 1
    st.files[book.BOOK] = bytes(book.LIMIT * 2 + 1)   # bigger than any book: never read whole
    lines, say = said()
    assert book.load(st, say) == [] and "set aside" in lines[0] and book.BOOK not in st.files


def test_crc16_is_crc16_ccitt_false():
    assert book.crc16(b"") == 0xFFFF and book.crc16(b"123456789") == 0x29B1   # the standard check
    raises(ValueError, book.decode, b"\x02")
