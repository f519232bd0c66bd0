# 'Āina view, the Cosmic Event guided on the grid: imported when an event starts, dropped after
# its action (which its keys return, for the view to play once this code has returned).
from ui import keys
from games.aina import deck
from games.aina import rules as R
from games.aina.codes import M_PAGE

DIR_KEYS = (keys.RIGHT, keys.DOWN, keys.LEFT, keys.UP)  # akua directions 0 E, 1 S, 2 W, 3 N


# Cosmic Event, guided: 1 choose the akua (or pass), 2 its start card, 3 the direction
def key_event(v, g, k, kind):
    step = v.ev_step
    if step == 0:
        if k < 4:
            v.pick = (v.pick + (1 if k in (keys.RIGHT, keys.DOWN) else 4)) % 5
            show_akua(v, g)
        elif k == keys.A and kind == keys.PRESS:
            if v.pick == 4:
                return bytes((R.PASS,)), "the players pass: no akua"
            elif g.akua[v.pick] != R.NONE:
                v.ctx.refuse("akua %s was already used" % deck.WAO[v.pick])
            else:
                v.ev_step = 1
                v.ctx.say("akua %s: pick its start card (a positive %s card), A" % (
                    deck.WAO[v.pick], deck.RESOURCE[deck.AKUA_PATH[v.pick][0]]))
        elif k == keys.B and kind == keys.PRESS:
            v.mode = M_PAGE
    elif step == 1:
        if k < 4:
            v.move(k)
        elif k == keys.B and kind == keys.PRESS:
            v.ev_step = 0
            show_akua(v, g)
        elif k == keys.A and kind == keys.PRESS:
            c = v.cell()
            for d in range(4):
                if preview(v, g, c, d):
                    v.ev_step = 2
                    v.ctx.say("akua %s on %s: pick the direction with the d-pad, A to confirm" % (
                        deck.WAO[v.pick], R.cell_name(c)))
                    return
            v.ctx.refuse("akua %s cannot start a path on %s" % (deck.WAO[v.pick], R.cell_name(c)))
    else:
        if k < 4:
            d = DIR_KEYS.index(k)
            if not preview(v, g, v.cell(), d):
                v.ctx.refuse("no path %s from %s" % (R.DIR_TEXT[d], R.cell_name(v.cell())))
        elif k == keys.B and kind == keys.PRESS:
            v.ev_step = 1
            v.clear()
        elif k == keys.A and kind == keys.PRESS:
            c = v.cell()
            return bytes((R.AKUA, v.pick, c, v.ev_dir)), "akua %s from %s %s" % (
                deck.WAO[v.pick], R.cell_name(c), R.DIR_TEXT[v.ev_dir])

def show_akua(v, g):
    v.clear()
    a = v.pick
    if a == 4:
        v.ctx.say("Cosmic Event: pass (no akua)? A to confirm")
        return
    src = deck.AKUA_PATH[a][0]
    for c in range(36):
        if g.pos[c] and g.wao[c] == src:
            v.lit[c] = 1
    v.ctx.say("Cosmic Event: akua %s (%s to %s)%s, A to choose" % (
        deck.WAO[a], deck.RESOURCE[src], deck.RESOURCE[deck.AKUA_PATH[a][1]],
        " - already used" if g.akua[a] != R.NONE else ""))

def preview(v, g, c, d):
    try:
        cells = g.akua_path(v.pick, c, d)
    except R.Illegal:
        return False
    v.ev_dir = d
    v.clear()
    for x in cells:
        v.lit[x] = 1
    v.ctx.say("path %s: %s (%d pohaku)" % (R.DIR_TEXT[d], " ".join(R.cell_name(x) for x in cells),
                                               len(cells) - 1))
    return True
