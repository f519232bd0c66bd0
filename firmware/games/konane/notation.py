# Konane notation read from text: squares ('d5'), moves ('xd5', 'd5-d3') and whole records
# ('8x8: xd5 xe5'). Loaded for a typed move or a record and dropped again (Board.parse,
# rules.replay): players at the table use the buttons, and the Pico keeps this out of RAM.
from core.errors import Illegal, BadSetup
from games.konane.rules import MODE_TWO, SIZES, Game


def number(s):
    """A row or size in plain ASCII digits, no sign, no spaces, no leading zero -> int, else -1."""
    if not s or len(s) > 3 or (s[0] == "0" and len(s) > 1):
        return -1
    v = 0
    for ch in s:
        if not ("0" <= ch <= "9"):
            return -1
        v = v * 10 + ord(ch) - 48
    return v


def parse_square(bd, s, move=None):
    """'d5' -> padded index. Exactly a column letter (either case) and a row number in ASCII
    digits with no leading zero; anything else is refused, naming the token (and the move)."""
    n = bd.n
    c = ord(s[0]) | 32 if s else 0  # ASCII letters only: | 32 folds A-Z onto a-z
    if not (97 <= c <= 122 and ("a" <= s[0] <= "z" or "A" <= s[0] <= "Z")):
        c = 0
    row = number(s[1:])
    if not c or row < 0:
        raise Illegal("not a square: %r%s (a column letter a-%s and a row number 1-%d, e.g. d5)"
                      % (s, " in %r" % move if move is not None and move != s else "",
                         "abcdefghijklmnop"[n - 1], n))
    c -= 97
    if c >= n or not (1 <= row <= n):
        raise Illegal("%s is off the %dx%d board" % (s, n, n))
    return (n - row + 1) * bd.w + c + 1


def parse(bd, text):
    """Notation -> move int (syntax and squares only; legality is checked by the caller).
    A removal 'xd5', a jump 'd5-d3'; letters in either case, spaces only around the move."""
    s = text.strip()
    if s[:1] in ("x", "X"):
        p = parse_square(bd, s[1:], s)
        return (p << 8) | p
    i = s.find("-")
    if i < 0:
        raise Illegal("not a move: %r (write a jump as d5-d3, a removal as xd5)" % text)
    a = parse_square(bd, s[:i], s)
    t = parse_square(bd, s[i + 1:], s)
    if a == t:
        raise Illegal("a jump must land on another square: %r" % text)
    return (a << 8) | t


def replay(text, mode=MODE_TWO, level=2):
    """Rebuild a Game from record() text ('8x8: xd5 xe5 c5-e5'); raises BadSetup on a bad header
    and Illegal (naming the move) on a bad or illegal move."""
    text = text.strip()
    i = text.find(":")
    head = text[:i] if i >= 0 else text.split(" ")[0]
    x = head.find("x") if "x" in head else head.find("X")
    n = number(head[:x]) if x > 0 else -1
    if i < 0 or n < 0 or number(head[x + 1:]) < 0:
        raise BadSetup("a Konane record starts with the board size and a colon, e.g. '8x8: xd5 xe5';"
                       " got %r" % head[:20])
    if number(head[x + 1:]) != n:
        raise BadSetup("a Konane board is square: %r (e.g. '8x8:')" % head)
    if n not in SIZES:
        raise BadSetup("Konane board size must be one of 4, 6, 8, 10, 12, 14 (got %d)" % n)
    if not (0 <= mode < 256 and 0 <= level < 256):
        raise BadSetup("Konane mode and level are small numbers (got %r, %r)" % (mode, level))
    g = Game(bytes((n, mode, level)))
    for word in text[i + 1:].split():
        try:
            g.apply_text(word)
        except Illegal as e:
            raise Illegal("record move %d (%s): %s" % (len(g.history) + 1, word, e))
    return g
