# portable
# The one description of a board file (firmware/hw/boardcheck.py): every board in boards/ passes,
# and each broken variant gets its own message naming the field and the value.
import json

from hw import boardcheck
from portable import project_path

BOARDS = ("pico-8x8", "pico-16x16", "pi-blinka", "sim", "web")


def base():
    with open(project_path("boards/pico-8x8.json")) as f:
        return json.load(f)


def broken(change):
    b = base()
    change(b)
    return boardcheck.check(b)


def test_every_board_in_boards_passes():
    for name in BOARDS:
        board, bad = boardcheck.load(project_path("boards/%s.json" % name))
        assert bad is None, (name, bad)
        assert board["name"] == name


def test_each_broken_variant_gets_its_own_message():
    def drop(d, k):
        del d[k]

    cases = (
        (lambda b: drop(b, "width"), "width is missing"),
        (lambda b: drop(b["buttons"], "a"), "buttons.a is missing (the buttons: up, down, left, right, a, b)"),
        (lambda b: b.update(width="8"), 'width must be an integer 8-32, not "8"'),
        (lambda b: b.update(pixel_pin=99), "pixel_pin 99 is not an RP2040 pin (GP0-GP29)"),
        (lambda b: b["buttons"].update(up=40), "buttons.up 40 is not an RP2040 pin (GP0-GP29)"),
        (lambda b: b.update(width=0), "width must be an integer 8-32, not 0"),
        (lambda b: b["power"].update(budget_ma=0), "power.budget_ma must be an integer 1-100000, not 0"),
        (lambda b: b["power"].update(budget_ma=-1), "power.budget_ma must be an integer 1-100000, not -1"),
        (lambda b: b.update(pixel_pin="GP2"), 'pixel_pin must be a GPIO number 0-29, not "GP2"'),
        (lambda b: b["buttons"].update(b=14), "buttons.b 14 is also another button's pin"),
        (lambda b: b.update(pixel_pin=14), "pixel_pin 14 is also a button's pin"),
        (lambda b: b["buttons"].update(c=3), "unknown button buttons.c"),
        (lambda b: b.update(widht=8), "unknown field widht"),
        (lambda b: b["wiring"].update(rotation=45), "wiring.rotation must be one of 0, 90, 180, 270, not 45"),
        (lambda b: b.update(color_order="RGBW"), "color_order must be one of"),
        (lambda b: b.update(brightness=0), "brightness must be an integer 1-100, not 0"),
        (lambda b: b.update(active_low=1), "active_low must be true or false, not 1"),
        (lambda b: b.update(power=450), "power must be an object {...}, not 450"),
        (lambda b: b.update(platform="esp32"), 'platform must be one of "rp2", "blinka", "sim", "web", not "esp32"'),
    )
    seen = []
    for change, want in cases:
        got = broken(change)
        assert got is not None and got.startswith(want), (want, got)
        assert got not in seen
        seen.append(got)


def test_a_file_that_is_not_a_board():
    assert boardcheck.parse("") == (None, "the file is empty")
    assert boardcheck.parse(" \n") == (None, "the file is empty")
    board, bad = boardcheck.parse("{\"width\": ")
    assert board is None and bad.startswith("not valid JSON ("), bad
    assert boardcheck.parse("[8, 8]")[1] == "the board must be a JSON object {...}, not [8, 8]"
    assert boardcheck.parse("null")[1] == "the board must be a JSON object {...}, not null"
    board, bad = boardcheck.load(project_path("boards/no-such-board.json"))
    assert board is None and bad.startswith("cannot read the file"), bad


def test_a_blinka_board_names_its_pins():
    with open(project_path("boards/pi-blinka.json")) as f:
        b = json.load(f)
    b["buttons"]["a"] = 26
    assert boardcheck.check(b) == 'buttons.a must be a Blinka pin name such as "D18", not 26'


def test_a_file_cut_short_or_not_text_is_not_a_board():
    with open(project_path("boards/pico-8x8.json")) as f:
        text = f.read()
    cut = text[:text.index('"brightness": 40') + len('"brightness": 40')]
    # MicroPython 1.25's json.loads takes these as if they were closed; the check does not
    for t in (cut, cut + ",", '{"a": 1', '{"a": {"b": 1}', '{"a": "}'):
        board, bad = boardcheck.parse(t)
        assert bad is not None and bad.startswith("not valid JSON"), (t[-20:], bad)
    assert boardcheck.parse(text)[1] is None
    assert boardcheck.parse(text + "\n\n")[1] is None
    assert boardcheck._whole('{"a": "x}\\"", "b": [1, {"c": 2}]}')


def test_only_a_pico_board_runs_on_a_pico():
    with open(project_path("boards/pi-blinka.json")) as f:
        b = json.loads(f.read())
    assert boardcheck.check(b) is None
    assert boardcheck.on_pico(b) == ('platform "blinka" is not a Pico\'s (it is for a Raspberry Pi computer '
                                     'with Blinka): use a board file with "platform": "rp2", such as '
                                     'boards/pico-8x8.json')
    with open(project_path("boards/pico-8x8.json")) as f:
        assert boardcheck.on_pico(json.loads(f.read())) is None
