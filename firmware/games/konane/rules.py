# Kōnane rules: board, opening removals, single and chain jumps, notation, and the Game contract.
#
# The position is a bytearray with a one-square border (value OFF) so a jump test never needs a
# bounds check: a step onto the border reads OFF, which is never the opponent's colour, and the
# test stops there. Padded width W = N + 2, so even 14x14 has 256 cells and a padded index fits
# in one byte. A move is one small int: (from << 8) | to, padded indexes; a removal has from == to.
# Moves are made and unmade in place (no copies), and generated into a caller's array.
try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from array import array

from core.compat import drop
from core.errors import Illegal, BadSetup
from core.rng import Rng
from games.konane.codes import (  # the game's encoding (codes.py): its words read it there too
    EMPTY, HIBISCUS, JASMINE, OFF, SIZES, NAMES, MAX_N, MODE_TWO, MODE_CPU_JASMINE,
    MODE_CPU_HIBISCUS, LEVELS, RESIGN)

_MASK30 = const(0x3FFFFFFF)

try:  # viper loops on MicroPython (the Pico and the unix port); CPython keeps the Python ones
    from games.konane import fast as _fast
except (ImportError, SyntaxError, ValueError, NotImplementedError):
    # CPython has no micropython module; a port without the native emitter (WebAssembly) cannot
    # compile viper (SyntaxError); a .mpy with another machine's code is refused (ValueError)
    _fast = None

_zkeys = None  # Zobrist keys, built once, shared by every board (30-bit ints: small on the Pico)


def _zobrist():
    global _zkeys
    if _zkeys is None:
        rng = Rng(0x4B6F6E61)
        # index: colour * 256 + padded square (colour 1 or 2); [0] is the side-to-move key
        # (from the keys as drawn: no 3 KB of zero bytes copied in beside the table, which a
        # fragmented 128 KB heap had no room for)
        _zkeys = array("i", (rng.next() & _MASK30 for _ in range(3 * 256)))
    return _zkeys


class Board:
    """A Kōnane position with make/unmake. Squares outside are (r, c) or r*N+c; inside, padded."""

    def __init__(self, n=8):
        if n not in SIZES:
            raise BadSetup("Konane board size must be one of 4, 6, 8, 10, 12, 14 (got %r)" % (n,))
        self.n = n
        w = n + 2
        self.w = w
        b = bytearray(w * w)
        cells = bytearray(n * n)
        for p in range(w * w):
            r = p // w - 1
            c = p % w - 1
            if 0 <= r < n and 0 <= c < n:
                b[p] = HIBISCUS if (r + c) % 2 == 0 else JASMINE
                cells[r * n + c] = p
            else:
                b[p] = OFF
        self.b = b
        self.cells = bytes(cells)  # padded index of every playable square, top-left first
        self.ply = 0               # 0 and 1 are the two removals
        self.z = _zobrist()
        h = 0
        for p in cells:
            h ^= self.z[b[p] * 256 + p]
        self.hash = h
        # opening squares for Hibiscus: its own 2 centre squares and 2 corners
        m = n // 2
        first = []
        for (r, c) in ((m - 1, m - 1), (m - 1, m), (m, m - 1), (m, m), (0, 0), (0, n - 1), (n - 1, 0),
                       (n - 1, n - 1)):
            if (r + c) % 2 == 0:
                first.append((r + 1) * w + c + 1)
        self.first = bytes(first)

    def copy(self):
        o = Board(self.n)
        o.load(self)
        return o

    def load(self, other):
        """Become a copy of `other` (same size) without allocating: the AI reuses its board."""
        self.b[:] = other.b
        self.ply = other.ply
        self.hash = other.hash

    # --- squares -------------------------------------------------------------------------------
    def pad(self, sq):
        """r*N+c -> padded index"""
        n = self.n
        return (sq // n + 1) * self.w + sq % n + 1

    def unpad(self, p):
        w = self.w
        return (p // w - 1) * self.n + p % w - 1

    def side(self):
        """0 = Hibiscus to move, 1 = Jasmine."""
        return self.ply & 1

    def count(self, colour):
        n = 0
        b = self.b
        for p in self.cells:
            if b[p] == colour:
                n += 1
        return n

    # --- move generation -----------------------------------------------------------------------
    def gen(self, buf, start=0, lim=0x7FFF):
        """Write the legal moves for the side to move into buf[start:lim]; return the end index.

        buf must be an array('H') (the viper version writes 16-bit cells straight into it).
        4 x (number of holes) entries always suffice; a caller with less room gets the first ones.
        (The jumps in plain Python, and mobility and movers: games/konane/plain.py.)"""
        ply = self.ply
        if ply >= 2:
            cells = self.cells
            return gen_fn(self.b, cells, len(cells), self.w, 1 + (ply & 1), buf, start, lim)
        # the two removals (plain Python: buf may be any indexable, lists too)
        k = start
        if ply == 0:
            for p in self.first:
                if k < lim:
                    buf[k] = (p << 8) | p
                    k += 1
        else:
            b = self.b
            w = self.w
            for p in self.cells:
                if b[p] == EMPTY:  # the hole Hibiscus made: Jasmine's neighbours of it
                    for d in (-w, -1, 1, w):
                        if b[p + d] == JASMINE and k < lim:
                            buf[k] = ((p + d) << 8) | (p + d)
                            k += 1
        return k

    # --- make / unmake ---------------------------------------------------------------------------
    # The work is done by make_fn / unmake_fn (viper on MicroPython, make_py / unmake_py on CPython),
    # which the AI search also calls directly with its own locals.
    def make(self, m):
        self.hash ^= make_fn(self.b, self.z, m, 1 + (self.ply & 1), self.w)
        self.ply += 1

    def unmake(self, m):
        self.ply -= 1
        self.hash ^= unmake_fn(self.b, self.z, m, 1 + (self.ply & 1), self.w)

    # --- notation ------------------------------------------------------------------------------
    def name(self, p):
        """padded index -> 'd5' (columns a.. from the left, rows 1.. from the bottom)"""
        w = self.w
        r = p // w - 1
        c = p % w - 1
        return "abcdefghijklmnop"[c] + str(self.n - r)

    def fmt(self, m):
        frm = m >> 8
        to = m & 255
        if frm == to:
            return "x" + self.name(frm)
        return self.name(frm) + "-" + self.name(to)


def movebuf(n):
    """A move buffer for Board.gen: n 16-bit entries."""
    return array("H", bytes(2 * n))


def parse_setup(setup):
    """setup bytes: [size, mode, level]; mode and level may be left out. -> (n, mode, level)"""
    if setup is None or len(setup) < 1:
        raise BadSetup("Konane set-up needs at least a board size")
    n = setup[0]
    if n not in SIZES:
        raise BadSetup("Konane board size must be one of 4, 6, 8, 10, 12, 14 (got %d)" % n)
    mode = setup[1] if len(setup) > 1 else MODE_TWO
    if mode > MODE_CPU_HIBISCUS:
        raise BadSetup("Konane mode must be 0 (two players), 1 (computer plays Jasmine) "
                       "or 2 (computer plays Hibiscus); got %d" % mode)
    level = setup[2] if len(setup) > 2 else 2
    if not (1 <= level <= LEVELS):
        raise BadSetup("Konane computer level must be 1..%d (got %d)" % (LEVELS, level))
    if len(setup) > 3:
        raise BadSetup("Konane set-up is [size, mode, level]; got %d bytes" % len(setup))
    return n, mode, level


class Game:
    """The session's contract: setup bytes, action bytes, status, over.

    Actions: a removal is 1 byte, the square r*N+c (r = 0 top row); a jump is 2 bytes, from and
    to as r*N+c; RESIGN (1 byte, 255: never a square) is the player to move resigning. Notation
    helpers (move_text, record) sit on top; reading notation is games/konane/words.py's (parse,
    apply_text, and replay: a record read back into a game).
    """

    def __init__(self, setup=b"\x08"):
        self.n, self.mode, self.level = parse_setup(setup)
        self.setup = bytes(setup)
        self.board = Board(self.n)
        self._buf = movebuf(4 * self.n * self.n)  # >= 4 x holes: every legal move fits
        self._nlegal = 0
        self.history = []  # move ints played, for the record and the last-move display
        self.resigned = False  # the player to move resigned: the game is over
        self._refresh()

    def _refresh(self):
        self._nlegal = self.board.gen(self._buf, 0)

    # --- queries -------------------------------------------------------------------------------
    def turn(self):
        """0 = Hibiscus to move, 1 = Jasmine."""
        return self.board.ply & 1

    def legal(self):
        """The legal moves as ints (fresh list; not for hot paths)."""
        return [self._buf[i] for i in range(self._nlegal)]

    def nlegal(self):
        return self._nlegal

    def move(self, i):
        """The i-th legal move (0 <= i < nlegal()); allocation-free access for the view."""
        return self._buf[i]

    def is_legal(self, m):
        buf = self._buf
        for i in range(self._nlegal):
            if buf[i] == m:
                return True
        return False

    def over(self):
        return self._nlegal == 0

    def winner(self):
        """0 Hibiscus, 1 Jasmine, None while the game goes on."""
        if self._nlegal:
            return None
        return 1 - self.turn()

    def computer_side(self):
        """Which side the companion plays: 0, 1, or None for two players."""
        if self.mode == MODE_CPU_JASMINE:
            return 1
        if self.mode == MODE_CPU_HIBISCUS:
            return 0
        return None

    # --- actions -------------------------------------------------------------------------------
    def move_to_action(self, m):
        bd = self.board
        frm = bd.unpad(m >> 8)
        to = bd.unpad(m & 255)
        if frm == to:
            return bytes((frm,))
        return bytes((frm, to))

    def action_to_move(self, action):
        bd = self.board
        nn = self.n * self.n
        if not isinstance(action, (bytes, bytearray)) or len(action) not in (1, 2):
            raise Illegal("malformed action: expected 1 byte (a removal: square) or 2 bytes (a jump: from, to)")
        for x in action:
            if x >= nn:
                raise Illegal("square %d is off the %dx%d board" % (x, self.n, self.n))
        frm = bd.pad(action[0])
        to = bd.pad(action[-1])
        if len(action) == 2 and frm == to:
            raise Illegal("a jump must land on another square")
        return (frm << 8) | to

    def apply(self, action):
        if action == RESIGN:
            if self._nlegal == 0:
                raise Illegal("the game is over: %s" % self.status())
            self.resigned = True
            self._nlegal = 0  # no move is legal any more: over() and winner() follow
            return
        self.play(self.action_to_move(action))

    def play(self, m):
        """Apply a move int after checking it is legal; Illegal leaves everything unchanged."""
        if self._nlegal == 0:
            raise Illegal("the game is over: %s" % self.status())
        if not self.is_legal(m):
            from games.konane import words  # a refusal's words, loaded for it
            why = words.why_illegal(self.board, m)
            drop("games.konane.words")
            raise Illegal(why)
        self.board.make(m)
        self.history.append(m)
        self._refresh()

    def move_text(self, m):
        return self.board.fmt(m)

    def record(self):
        """The whole game as text: '8x8: xd5 xd4 b4-d4 ...' (replay() reads it back)."""
        bd = self.board
        return "%dx%d:" % (self.n, self.n) + "".join(" " + bd.fmt(m) for m in self.history) + (
            " resigns" if self.resigned else "")

    def status(self):
        n = len(self.history)
        last = ""
        if n:
            last = " (last: %s %s)" % (NAMES[(n - 1) & 1], self.board.fmt(self.history[-1]))
        if self._nlegal == 0:
            t = self.turn()
            return "Konane %dx%d: %s wins, %s %s after %d plies%s" % (
                self.n, self.n, NAMES[1 - t], NAMES[t], "resigns" if self.resigned else "has no move",
                n, last)
        t = self.turn()
        what = "remove a piece" if self.board.ply < 2 else "jump"
        return "Konane %dx%d ply %d: %s to %s, %d legal%s" % (
            self.n, self.n, n + 1, NAMES[t], what, self._nlegal, last)


if _fast is not None:
    gen_fn = _fast.gen
    make_fn = _fast.make
    unmake_fn = _fast.unmake
else:  # at the end: plain.py never imports rules.py, so either may be imported first
    from games.konane.plain import gen_jumps_py as gen_fn, make_py as make_fn, unmake_py as unmake_fn
