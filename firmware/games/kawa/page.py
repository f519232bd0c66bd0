# Kawa's set-up page and the entry of a river as laid on the table: their keys, words, the set-up
# page's drawing and console commands (`colours N`, `table LSSR...`). The view (grid.py) imports this
# module while those pages show (their frames need it) and lets it go when the game starts: a game in
# play never holds it. It reads codes.py and, as a game starts, rules.py (make_setup), never grid.py: the view hands
# the set-up page its colours, and draws the river entry itself (its river and cursor are the play's).
from ui.keys import UP, DOWN, LEFT, RIGHT, A, B, SETUP
from games import registry
from ui import palette
from ui import draw as D
from games.kawa import codes as C
from games.kawa.codes import M_SETUP, M_TABLE, M_PLAY

# the set-up page's lines, top to bottom; it opens on [colours] (View.opt 1): Learn, the guided
# first game (games/kawa/lesson.py), is above it
LINES = ("learn", "colours", "double-weaving", "river")


def recall(v):
    """Open on the colours and double-weaving of the last Kawa game the companion holds (a
    newcomer's set-up page went back to 4 colours each time it opened; Konane's page does so too)."""
    last = v.ctx.last_setup()
    if last and len(last) >= 6 and 2 <= last[0] <= 4:
        v.colours = last[0]
        v.weave = bool(last[1] & C.FLAG_WEAVE) and last[0] == 4


def say_setup(v):
    learned = v.ctx.learned()
    if v.opt == 0:
        what = "a guided first round for Red and Blue on a river you lay, long A skips a step" + (
            " (learned)" if learned else "")
    else:
        what = "%d colours%s, %s river" % (v.colours, " (2 players double-weaving)" if v.weave else "",
                                          "table" if v.table else "dealt")
    v.ctx.say("Kawa set-up [%s]: %s. %s%s" % (LINES[v.opt], what, "" if learned or v.opt == 0
                                               else "New to Kawa? Up: Learn. ", SETUP))


def setup_key(v, k):
    if k == UP or k == DOWN:
        from ui import setup
        opt = setup.line(v.ctx, v.opt, 1 if k == DOWN else -1, LINES)
        if opt == v.opt:
            return
        v.opt = opt
    elif k == B:
        v.ctx.menu()  # back where the player came from
        return
    elif k == LEFT or k == RIGHT:
        step = 1 if k == RIGHT else -1
        if v.opt == 0:
            v.ctx.refuse("[learn]: A starts the lesson")
            return
        if v.opt == 1:
            v.colours = 2 + (v.colours - 2 + step) % 3
            if v.colours != 4:
                v.weave = False
        elif v.opt == 2:
            if v.colours != 4:
                v.ctx.refuse("double-weaving needs 4 colours")
                return
            v.weave = not v.weave
        else:
            v.table = not v.table
    elif k == A:   # (on Learn: the view's, View.key)
        if v.table:
            v.mode = M_TABLE
            v.cx = v.cy = 0
            v.ctx.say("Enter the river as laid: A changes the tile (S L R W), "
                         "move above the river and A to confirm, or 'table LSSR...' on the console")
            return
        start(v, None)
        return
    else:
        return
    say_setup(v)


def start(v, table):
    seed = v.ctx.now() & 0x7FFFFFFF
    # (rules.py imported only now: the set-up page without it leaves the 128 KB MicroPython tier
    # room, where the rules' Game class found no 752 bytes in one piece after Konane's reloads)
    from games.kawa.rules import make_setup
    setup = make_setup(v.colours, seed, v.weave, table)
    if v.ctx.start(setup):
        v.mode = M_PLAY
        v._enter_phase()
        v.su = None   # the set-up page is done
        registry.drop("games.kawa.page")
        return True
    return False


def table_key(v, k):
    if k == B:
        v.mode = M_SETUP
        say_setup(v)
    elif k == A:
        if v.cy < 0:
            start(v, table_letters(v))
            return
        p = v.cy * 4 + v.cx
        v.layout[p] = (v.layout[p] + 1) % len(C.KINDS)
        v.ctx.say("%s: %s" % (C.pos_name(p), C.KINDS[v.layout[p]][C.NAME]))
    else:
        v._move(k, -1)


def table_letters(v):
    return "".join(C.KINDS[k][C.LETTER] for k in v.layout)


def command(v, words):
    # `table LSSR...` (also during a game: a new one) and, before a game, `colours N`
    if words[0] == "table":
        letters = "".join(words[1:]).upper()
        n = 0
        for ch in letters:
            k = C.letter_kind(ch)
            if k < 0 or n >= 16:
                v.ctx.refuse("table: 16 letters S L R W, row by row from the River's Start")
                return
            v.layout[n] = k
            n += 1
        if n != 16:
            v.ctx.refuse("table: 16 letters S L R W, row by row from the River's Start")
            return
        start(v, letters)
    else:   # colours N
        try:
            n = int(words[1])
        except ValueError:
            n = 0
        if n < 2 or n > 4:
            v.ctx.refuse("2, 3 or 4 colours")
            return
        v.colours = n
        v.weave = v.weave and n == 4
        say_setup(v)


def draw(v, grid, on, hues, dim, water, whirl, white, t):
    # the set-up page in the view's colours (on: the marker's blink), doubled on 16x16.
    # row 1: the colours; row 3: double-weaving; row 5: dealt (mixed) or table (water); a blinking
    # marker at the left of the option being changed; Learn: the top-right LED in the lesson's
    # colour (dim once the lesson has been played through), blinking while chosen
    for c in range(v.colours):
        grid.set(2 + c, 1, hues[c])
    if v.weave:
        grid.set(2, 3, hues[0])
        grid.set(3, 3, hues[2])
        grid.set(5, 3, hues[1])
        grid.set(6, 3, hues[3])
    else:
        grid.set(2, 3, dim)
    for i in range(4):
        grid.set(2 + i, 5, water if v.table else (whirl if i & 1 else water))
        if not v.table:
            grid.set(2 + i, 6, whirl if i & 1 else water)
    grid.set(7, 0, D.learn(t, C.TEACH, v.ctx.learned()))
    if on:
        if v.opt == 0:
            grid.set(7, 0, white)
        else:
            grid.set(0, 2 * v.opt - 1, white)
    if v.big:
        _double(grid)


def _double(grid):
    # 16x16: the 8x8 page scaled up, each LED a 2x2 block (issue 29: it sat in the top-left
    # quarter). From the last cell back, so each is read before a block overwrites it
    for y in range(7, -1, -1):
        for x in range(7, -1, -1):
            c = grid.get(x, y)
            grid.set(2 * x, 2 * y, c)
            grid.set(2 * x + 1, 2 * y, c)
            grid.set(2 * x, 2 * y + 1, c)
            grid.set(2 * x + 1, 2 * y + 1, c)
