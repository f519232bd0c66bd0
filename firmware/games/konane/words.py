# Kōnane's words: what the game says and reads, apart from its status and record (rules.py's
# Game, the session's contract). Its seats and the finished game's scorebook row (SEATS, COLOURS,
# result, setup_words: the platform reads them through games.registry.words), its console commands
# and rules in short (HELP, HOWTO: `help`, `rules`), reading notation (a typed move, a record read
# back into a game: replay), a refused move's reason, and the grid's refusals, console commands,
# resign offer and hint asking.
# Loaded for one of them and dropped right after (grid.View._talk, rules.Game.play's refusal, the
# platform's registry.words / help_lines / howto_lines), so a game in play never keeps this text in
# the Pico's RAM. It reads the game's codes (codes.py) and never imports rules.py, which loads it
# (replay takes the Game class from the registry).
from core.errors import Illegal, BadSetup
from core.compat import ticks_diff
from games.konane.codes import NAMES, EMPTY, RESIGN, SIZES

# --- the seats and the result (the platform's: the scorebook, the seats' names, the end) ------------
SEATS = NAMES
RESIGN_MS = 2000   # B, then B again within this: resign? (asked on the grid)
COLOURS = (0xE00030, 0xF0F0C8)   # each seat's stones (ui/palette.py HIBISCUS, JASMINE)


def result(g):
    """[(seat name, won, score or None)] and the game's line: no score, a winner once it is over
    (the player to move has no move, or resigned); `record N` replays its notation."""
    w = g.winner() if g.over() else None
    return [(NAMES[i], w == i, None) for i in range(2)], g.status()


def setup_words(g, setup):
    """The set-up in words, for `record`: [size, mode, level]."""
    mode = setup[1] if len(setup) > 1 else 0
    return "%dx%d, %s" % (setup[0], setup[0], "two players" if mode == 0 else
                          "the companion plays %s at level %d" % (NAMES[2 - mode], setup[2] if len(setup) > 2 else 2))


# --- the console's `help` and `rules` (core/commands.py, through the registry) ---------------------
# The game's console commands, one line each, for `help`.
HELP = (
    "xd5: remove the stone on d5 (the opening); d5-d3: jump from d5 to d3 (over one or more)",
    "hint: the companion suggests a move; go: let the companion move after an undo",
    "record: the whole game in notation | where: the square under the cursor",
    "puzzle [n]: a puzzle (the one you were on, or number n); in it, hint or long A: a hint",
    "resign: the player to move resigns (on the grid: B twice with nothing picked asks first)",
)
# Kōnane's rules in short, for `rules`. The whole rules: docs/rules/konane.md.
HOWTO = (
    "Two players, Hibiscus (first) and Jasmine, on a full checkerboard of stones (8x8 by default).",
    "Opening: Hibiscus removes one of its stones from a centre square or a corner; Jasmine removes",
    "  one of its own beside that hole.",
    "Then each turn: one stone jumps over an opponent's stone next to it (not diagonally) into the",
    "  empty square beyond and captures it; it may jump again in the same direction, or stop.",
    "No capture, no move. Whoever cannot jump on their turn loses; there are no draws.",
)


# --- notation (rules.Board's squares) ---------------------------------------------------------------
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
    """'d5' -> padded index on Board bd. Exactly a column letter (either case) and a row number in
    ASCII digits with no leading zero; anything else is refused, naming the token (and the move)."""
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
    """Notation -> move int on Board bd (syntax and squares only; legality is checked by the
    caller). A removal 'xd5', a jump 'd5-d3'; letters in either case, spaces only around the move."""
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


def apply_text(g, text):
    """Play one move in notation ('xd5', 'd5-d3') on Game g; returns the action bytes applied."""
    m = parse(g.board, text)
    g.play(m)
    return g.move_to_action(m)


def why_illegal(bd, m):
    """A short reason a move (that is not in the legal list of Board bd) is refused."""
    frm = m >> 8
    to = m & 255
    me = 1 + (bd.ply & 1)
    b = bd.b
    if bd.ply == 0:
        if frm != to:
            return "the game opens with a removal: Hibiscus removes a centre or corner piece (e.g. x%s)" % \
                bd.name(bd.first[0])
        return "Hibiscus must remove one of its own pieces from the centre or a corner"
    if bd.ply == 1:
        if frm != to:
            return "Jasmine must first remove one of its pieces next to the hole"
        return "Jasmine must remove one of its own pieces orthogonally next to the hole"
    if frm == to:
        return "removals only happen in the opening; now pieces must jump"
    if b[frm] != me:
        if b[frm] == EMPTY:
            return "%s is empty" % bd.name(frm)
        return "%s is not %s's piece" % (bd.name(frm), NAMES[me - 1])
    if b[to] != EMPTY:
        return "%s is not empty" % bd.name(to)
    w = bd.w
    fr, fc = frm // w, frm % w
    tr, tc = to // w, to % w
    move = "%s-%s" % (bd.name(frm), bd.name(to))
    if fr != tr and fc != tc:
        return "%s is not along a row or a column: a jump goes straight" % move
    dist = abs(tr - fr) + abs(tc - fc)
    if dist & 1:
        return "%s moves %d squares: a jump moves 2 (a chain 4, 6, ...), over a piece each time" \
            % (move, dist)
    d = (1 if tc > fc else -1) if fr == tr else (w if tr > fr else -w)
    q = frm + d
    k = 1
    while q != to:
        if k & 1 and b[q] == EMPTY:
            return "%s jumps over %s, which is empty" % (move, bd.name(q))
        if k & 1 and b[q] == me:
            return "%s jumps over %s, %s's own piece" % (move, bd.name(q), NAMES[me - 1])
        if not k & 1 and b[q] != EMPTY:
            return "%s would land on %s on the way, which is not empty" % (move, bd.name(q))
        q += d
        k += 1
    return "%s cannot jump to %s" % (bd.name(frm), bd.name(to))


def replay(text, mode=0, level=2):
    """Rebuild a Game (mode 0: codes.MODE_TWO) from record() text ('8x8: xd5 xe5 c5-e5'); raises
    BadSetup on a bad header and Illegal (naming the move) on a bad or illegal move. (`record N`'s notation, the tests and
    benches; the device never calls it in play.)"""
    # the Game class through the registry's door, as the platform replays a game: rules.py
    # imports this module for a refusal's reason, so this one never imports rules.py
    from games.registry import rules
    Game = rules("konane")
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
            if word == "resigns":
                g.apply(RESIGN)
                continue
            apply_text(g, word)
        except Illegal as e:
            raise Illegal("record move %d (%s): %s" % (len(g.history) + 1, word, e))
    return g


# --- the grid's words (v: games/konane/grid.View) ------------------------------------------------------
def why_not(v, g, sq):
    """A refused A on square sq: why, as the lights show it."""
    bd = g.board
    p = bd.pad(sq)
    name = bd.name(p)
    val = bd.b[p]
    me = NAMES[g.turn()]
    if v.sel >= 0 and bd.ply >= 2:
        t = "%s cannot land on %s: pick a lit landing square, or B" % (bd.name(bd.pad(v.sel)), name)
    elif bd.ply == 0:
        t = "Hibiscus opens by removing one of its lit pieces (centre or corner), not %s" % name
    elif bd.ply == 1:
        t = "Jasmine removes one of its lit pieces next to the hole, not %s" % name
    elif val == EMPTY:
        t = "%s is empty: pick one of %s's lit pieces" % (name, me)
    elif val - 1 != g.turn():
        t = "%s is %s's piece: it is %s's turn" % (name, NAMES[val - 1], me)
    else:
        t = "%s has no jump: pick a lit piece" % name
    v.ctx.refuse(t)


def picked(v, g, sq):
    """A stone picked to jump: where it may land (lit cyan), so the pick is heard, not only seen."""
    bd = g.board
    to = [bd.name(bd.pad(i)) for i in range(g.n * g.n) if v.targets[i]]
    v.ctx.say("%s picked: it can jump to %s (A there), B puts it back"
              % (bd.name(bd.pad(sq)), " or ".join(to)))


def too_big(v, g):
    # a save from a bigger grid: shown as a red frame, and never played blind
    v.ctx.refuse("this %dx%d game needs a bigger grid: it stays saved; for a new game, "
                 "long B (the menu), then Konane" % (g.n, g.n))


def undone(v):
    v.ctx.say("undone: the companion waits; press A (or type go) to let it move, "
              "or undo again to take back your own move")


def over(v):
    if getattr(v.ctx, "taught", False):   # a lesson's end offers the real game itself (its last
        return                            # line): 'A: a rematch' before it said another A
    v.ctx.say("A: a rematch with the same settings (other settings: long B, then Konane)")


def offer_resign(v, g):
    """B with nothing picked, on a person's turn, twice within RESIGN_MS: resign? (asked on the
    grid; undo takes it back). The companion never resigns."""
    if g.over():
        v.ctx.say("%s. A: a rematch, long B: the menu" % g.status())
        return
    if v._cpu_to_move(g):
        v.ctx.refuse("the companion's turn: it does not resign (undo takes back a move)")
        return
    who = NAMES[g.turn()]
    t = v.ctx.now()
    if v.b_at is None or ticks_diff(t, v.b_at) > RESIGN_MS:
        # one B is a slip as often as not (a cancel with nothing picked): it says so, and only a
        # second B soon after asks (issue 48)
        v.b_at = t
        v.ctx.say("nothing picked (B cancels a pick). To resign, B again now")
        return
    v.b_at = None
    v.ctx.ask("%s resigns? A: resign (undo takes it back), B: play on" % who,
              lambda: v._act(RESIGN, "%s resigns" % who))


def ask_hint(v):
    g = v.ctx.game
    if v.puzzle is not None:
        if v.puzzle.mode == 0:   # (puzzle.PLAY)
            v.puzzle.hint(v)
        else:
            v.ctx.refuse("wait: the answer comes")
    elif g is None or v.setup_page:
        v.ctx.refuse("no game in progress")
    elif g.over():
        v.ctx.refuse("the game is over")
    elif v._cpu_to_move(g):
        v.ctx.refuse("it is the companion's turn")
    else:
        v.want_hint = True
        v.ctx.say("thinking about a hint...")


def command(v, words):
    w0 = words[0].lower()
    g = v._shown()   # (a puzzle's own game while one shows)
    if w0 == "puzzle" and len(words) <= 2:
        v.resume_puzzle(words)   # (puzzle.py: rules.py imports this module, so it never imports that)
        return True
    if w0 == "where":
        if g is None or v.setup_page or not v._fits(g):
            v.ctx.refuse("no board on the grid")
        else:
            v._where(v._game())
        return True
    if w0 == "hint":
        ask_hint(v)
        return True
    if w0 == "record":
        g = v.ctx.game   # (the game's, not a puzzle's)
        v.ctx.say(g.record() if g is not None else "no game in progress")
        return True
    if w0 == "resign":
        if v.puzzle is not None:
            v.ctx.refuse("a puzzle has no resigning: B leaves it")
        elif g is None or v.setup_page or g.over():
            v.ctx.refuse("no game in progress")
        elif v._cpu_to_move(g):
            v.ctx.refuse("it is the companion's turn")
        else:
            v._act(RESIGN, "%s resigns" % NAMES[g.turn()])
        return True
    if w0 == "go":
        if g is not None and v.paused:
            v.paused = False
            v.ctx.say("the companion moves")
        else:
            v.ctx.refuse("the companion is not waiting")
        return True
    if len(words) == 1 and (w0.startswith("x") or "-" in w0):
        if g is None or v.setup_page:
            v.ctx.refuse("no game in progress: confirm the set-up first")
        elif not v._fits(g):
            too_big(v, g)
        elif v._cpu_to_move(g):
            v.ctx.refuse("it is the companion's turn")
        else:
            try:
                m = parse(g.board, w0)
            except Exception as e:  # Illegal: bad notation
                v.ctx.refuse(str(e))
                return True
            if v.puzzle is not None and not g.is_legal(m):
                v.ctx.refuse(why_illegal(g.board, m))   # (a game's refusal comes from Game.play)
                return True
            v._play(g, m)
        return True
    return False
