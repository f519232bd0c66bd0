# portable
import sys

from core.console import Console


def feed(text):
    chars = list(text)
    said = []
    c = Console(said.append, lambda: chars.pop(0) if chars else None, maxlen=10)
    got = []
    while True:
        line = c.poll()
        if line is None:
            break
        got.append(line)
    return got, said


def test_lines_are_split_and_stripped():
    assert feed("undo\r\n  redo \n\n") == (["undo", "redo"], [])


def test_partial_line_waits_for_its_end():
    assert feed("und") == ([], [])


def test_too_long_line_is_dropped_with_a_message():
    got, said = feed("x" * 30 + "\nok\n")
    assert got == ["ok"] and "too long" in said[0]


def test_ctrl_c_clears_the_line():
    assert feed("garbage\x03menu\n")[0] == ["menu"]


def feed_bytes(chunks):
    chunks = list(chunks)
    said = []
    c = Console(said.append, lambda: chunks.pop(0) if chunks else None, maxlen=10)
    got = []
    while chunks:
        line = c.poll()
        if line is not None:
            got.append(line)
    return got, said


def test_a_byte_that_is_not_utf8_spoils_only_its_own_line():
    # as the Pico's USB console delivers them: one byte at a time
    got, said = feed_bytes([bytes((b,)) for b in b"\xff\rst\xffatus\r\xc5\rstatus\r"])
    assert got == ["status"]
    assert len(said) == 3 and all("not valid text" in s for s in said)


def test_multibyte_characters_are_decoded_whole():
    got, said = feed_bytes([bytes((b,)) for b in "k\u014d\r".encode()])
    assert got == ["k\u014d"] and said == []


def test_a_lone_surrogate_from_a_text_reader_is_refused_not_raised():
    # CPython's stdin in the C locale hands undecodable bytes over as lone surrogates
    # (MicroPython's str cannot hold one: nothing to test there)
    if sys.implementation.name == "micropython":
        return
    got, said = feed_bytes(["m", "\udcff", "\n", "m", "e", "m", "\n"])
    assert got == ["mem"] and "not valid text" in said[0]


def test_control_characters_never_reach_a_command():
    # an echo of ESC[2J in "unknown command '...'" would clear the user's terminal
    got, said = feed_bytes([bytes((b,)) for b in b"\x1b[2Jx\x07\r\xc2\x9bmenu\r"])
    assert got == ["[2Jx", "menu"]


def test_backspace_removes_the_last_character():
    got, said = feed_bytes([bytes((b,)) for b in "mex\x7fm\r\u014d\x08menu\n".encode()])
    assert got == ["mem", "menu"]


def test_a_stray_ctrl_c_only_clears_the_line_and_mpremotes_takeover_interrupts():
    # a terminal's Ctrl-C, alone, or after a line end, or even followed by a line end: no takeover
    for text in ("\x03status\r", "sta\x03\x03status\r", "\r\x03\rstatus\r", "\r\x03\r\x03\x01status\r",
                 "\r\x03x\x08\r\x01status\r", "\r\x01status\r", "\x03\r\r\x01status\r"):
        assert feed(text)[0] == ["status"], repr(text)
    # mpremote's enter_raw_repl: CR, Ctrl-C, (it reads what is waiting) CR, Ctrl-A; pyboard.py and
    # older mpremote send Ctrl-C twice
    for text in ("\r\x03\r\x01", "half a li\r\x03\r\x01", "\r\x03\x03\r\x01", "\x03\r\x01"):
        chars = list(text + "status\r")
        c = Console(lambda t: None, lambda: chars.pop(0) if chars else None)
        e = None
        try:
            while c.poll() is not None:
                pass
        except KeyboardInterrupt as x:
            e = x
        assert e is not None, repr(text)
        assert "".join(chars) == "status\r"   # nothing read past the Ctrl-A


def test_a_long_line_is_read_a_slice_a_poll_and_refused_as_soon_as_it_passes_the_limit():
    # issue 33: a 10 000-byte line read whole stopped the Pico's buttons for a second
    from core import console
    text = b"x" * 10000 + b"\rok\r"
    at = [0]

    def read():
        i = at[0]
        if i == len(text):
            return None
        at[0] = i + 1
        return text[i:i + 1]
    said = []
    c = Console(said.append, read, maxlen=40)
    assert c.poll() is None and at[0] == console.SLICE and not c.idle
    assert len(said) == 1 and "too long" in said[0] and len(c.line) == 0   # said at once, kept none
    polls = 1
    got = []
    while at[0] < len(text):
        line = c.poll()
        polls += 1
        if line:
            got.append(line)
    assert c.poll() is None and c.idle
    assert got == ["ok"] and len(said) == 1 and polls >= len(text) // console.SLICE
