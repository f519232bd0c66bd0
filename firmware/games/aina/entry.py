# 'Āina view, the set-up page (its keys, words and drawing) and the table entry (layout cells, Time
# Cards): code the view imports only on those pages; it keeps this module while the set-up page shows
# and drops it when the game starts, and after each table-entry action (a digital deal never needs it).
from ui import keys, draw, palette
from games.aina import deck
from games.aina import rules as R
from games.aina.paint import M_BOARD, M_EDIT, M_PAGE, WAO_COL, drop_parts


LINES = ("players", "deal")  # the set-up page's lines, top to bottom


def say_setup(v):
    n = R.seats_for(v.players)
    v.ctx.say("'Aina set-up [%s]: %d players%s, %s. Up/down: choose a line, left/right: change it, "
              "A: start" % (LINES[v.line], v.players, (" in %d teams" % n) if n != v.players else "",
                            "table entry" if v.table else "digital deal"))


def key_setup(v, k, kind):
    _key_setup(v, k, kind)
    if v.ctx.game is not None:
        v.su = None
        drop_parts()   # the set-up page is done


def _key_setup(v, k, kind):
    if k == keys.UP or k == keys.DOWN:
        from ui import setup
        line = setup.line(v.ctx, v.line, keys.DY[k], LINES)
        if line == v.line:
            return
        v.line = line
    elif k == keys.LEFT or k == keys.RIGHT:
        if v.line == 1:
            v.table = not v.table
        else:
            n = v.players + keys.DX[k]
            if n < 2 or n > R.MAX_PLAYERS:
                v.ctx.refuse("'Aina is for 2 to %d players" % R.MAX_PLAYERS)
                return
            v.players = n
    elif k == keys.B and kind == keys.PRESS:
        v.ctx.menu()  # back where the player came from
        return
    elif k == keys.A and kind == keys.PRESS:
        if v.ctx.grid.w < 8 or v.ctx.grid.h < 8:
            v.ctx.refuse("'Aina needs a grid of at least 8x8 (the 6x6 board and its ring)")
            return
        seed = v.ctx.now() & 0x3FFFFFFF
        if v.ctx.start(R.make_setup(v.players, seed, v.table)):
            g = v.ctx.game
            if g.nt:
                v.ctx.say(g.note)
            v.enter(g)
        return
    else:
        return
    say_setup(v)


def draw_setup(v, grid, t):
    # players as a number on top, the set-up mode below: colours = digital deal, white = table
    draw.number(grid, v.ox, v.oy, v.players, palette.WHITE)
    if v.s == 2:
        # 16x16: the number doubled too, each LED a 2x2 block (it was 3x5 LEDs in a corner:
        # issue 29). From the last cell back, so each is read before a block covers it
        ox = v.ox
        oy = v.oy
        for y in range(4, -1, -1):
            for x in range(7, -1, -1):
                c = grid.get(ox + x, oy + y)
                for i in range(4):
                    grid.set(ox + 2 * x + (i & 1), oy + 2 * y + (i >> 1), c)
    for i in range(8):
        v.px(i, 7, palette.WHITE if v.table else WAO_COL[i & 3])
    if draw.blink(t):  # the chosen line: a bar under the number, or above the deal
        for i in range(8):
            v.px(i, 5 + v.line, palette.CURSOR)


# table entry of the layout: up/down symbol, left/right wao, A enter, long A starter card
def start_edit(v, g, c):
    v.mode = M_EDIT
    if g.sym[c] != R.NONE:
        v.ed_sym, v.ed_wao = g.sym[c], g.wao[c]
    say_edit(v)


def say_edit(v):
    v.ctx.say("%s: %s %s (A enter, hold A = starter card, B cancel)" % (
        R.cell_name(v.cell()), deck.SYM_TEXT[v.ed_sym], deck.WAO[v.ed_wao]))

def key_edit(v, g, k, kind):
    if k == keys.UP or k == keys.DOWN:
        v.ed_sym = (v.ed_sym + (1 if k == keys.UP else 7)) % 8
    elif k == keys.LEFT or k == keys.RIGHT:
        v.ed_wao = (v.ed_wao + (1 if k == keys.RIGHT else 3)) % 4
    elif k == keys.B:
        v.mode = M_BOARD
        return
    elif k == keys.A and kind != keys.REPEAT:
        st = 1 if kind == keys.LONG else 0
        c = v.cell()
        if v.act(bytes((R.CELL, c, v.ed_sym, v.ed_wao, st)), "%s = %s %s%s" % (
                R.cell_name(c), deck.SYM_TEXT[v.ed_sym], deck.WAO[v.ed_wao],
                " (starter)" if st else "")):
            v.cx = (v.cx + 1) % 6
            if v.cx == 0:
                v.cy = (v.cy + 1) % 6
        return
    else:
        return
    say_edit(v)


# table entry of a Time Card: up/down red/white, left/right the mark, A enter, B the turn's page
def key_draw(v, g, k, kind):
    if k == keys.B and kind == keys.PRESS:
        v.mode = M_PAGE
        v.ctx.say("the turn's Time Cards so far; any key returns")
        return
    if k == keys.UP or k == keys.DOWN:
        v.pick ^= 4
    elif k == keys.LEFT or k == keys.RIGHT:
        v.pick = (v.pick & 4) | ((v.pick + (1 if k == keys.RIGHT else 3)) & 3)
    elif k == keys.A and kind == keys.PRESS:
        v.act(bytes((R.DRAW, v.pick)), "P%d drew %s" % (g.player + 1, deck.SYM_TEXT[v.pick]))
        return
    else:
        return
    v.ctx.say("Time Card %d: %s" % (g.ncards + 1, deck.SYM_TEXT[v.pick]))
