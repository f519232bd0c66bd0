# portable
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
