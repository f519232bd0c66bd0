# Hanafuda's set-up page: its words, keys, drawing and console words. The grid loads it while the
# page shows and drops it when the game starts (View.close_setup): a game in play keeps none of it in
# RAM. It reads the grid's seat colours through the View (v.SEATS): grid.py imports this module, so
# this one does not import grid.py back.
from ui import keys
from ui import palette as P
from ui import draw as D
from games.hanafuda import rules as R
from games.hanafuda.codes import seat_text

OPTIONS = ("learn", "players", "teams", "dealer", "hands")   # it opens on [players] (grid.py)


def say(v):
    learned = v.ctx.learned()
    if v.opt == 0:
        what = "a guided first game for two, long A skips a step" + (" (learned)" if learned else "")
    else:
        what = "%d players%s, dealer %s, %d hand%s" % (
            v.players, " in 2 teams (P1+P3, P2+P4)" if v.teams else "", seat_text(v.dealer), v.hands,
            "s" if v.hands > 1 else "")
    v.ctx.say("Hanafuda set-up [%s]: %s. %s%s" % (OPTIONS[v.opt], what, "" if learned or v.opt == 0
                                                  else "New to Hanafuda? Up: Learn. ", keys.SETUP))


def change(v, opt, step):
    if opt == 0:
        v.ctx.refuse("[learn]: A starts the lesson")
        return False
    if opt == 1:
        v.players = 2 + (v.players - 2 + step) % 5
        v.teams = v.teams and v.players == 4
        if v.dealer != R.RANDOM and v.dealer >= v.players:
            v.dealer = R.RANDOM
    elif opt == 2:
        if v.players != 4:
            v.ctx.refuse("teams are for 4 players")
            return False
        v.teams = not v.teams
    elif opt == 3:
        d = v.players if v.dealer == R.RANDOM else v.dealer   # random sits after the last
        d = (d + step) % (v.players + 1)
        v.dealer = R.RANDOM if d == v.players else d
    else:
        v.hands = 1 + (v.hands - 1 + step) % R.MAX_HANDS
    return True


def start(v):
    ctx = v.ctx
    grid = ctx.grid
    if grid.w < 8 or grid.h < 8:
        ctx.refuse("Hanafuda needs a grid of at least 8x8 (the card map and the seats)")
        return False
    seed = ctx.now() & 0x7FFFFFFF
    if ctx.start(R.make_setup(v.players, seed, v.teams, v.dealer, v.hands)):
        v.close_setup()   # the page is gone (this module is dropped): its RAM is the game's
        return True
    return False


def key(v, k):
    if k == keys.UP or k == keys.DOWN:
        from ui import setup
        opt = setup.line(v.ctx, v.opt, keys.DY[k], OPTIONS)
        if opt == v.opt:
            return
        v.opt = opt
    elif k == keys.B:
        v.ctx.menu()  # back where the player came from
        return
    elif k == keys.LEFT or k == keys.RIGHT:
        if not change(v, v.opt, 1 if k == keys.RIGHT else -1):
            return
    elif k == keys.A:
        if v.opt == 0:
            v.ctx.learn()   # (the lesson's game has a fresh view; this page is left)
            return
        start(v)
        return
    else:
        return
    say(v)


def command(v, w):
    """players / teams / dealer / hands N on the set-up page."""
    opt = OPTIONS.index(w[0])
    if opt == 1:
        n = int(w[1])
        if not 2 <= n <= 6:
            raise ValueError
        v.players = n
        v.teams = v.teams and n == 4
        if v.dealer != R.RANDOM and v.dealer >= n:
            v.dealer = R.RANDOM
    elif opt == 2:
        if w[1] not in ("on", "off"):
            raise ValueError
        if w[1] == "on" and v.players != 4:
            v.ctx.refuse("teams are for 4 players")
            return
        v.teams = w[1] == "on"
    elif opt == 3:
        if w[1] == "random":
            v.dealer = R.RANDOM
        else:
            from games.hanafuda.cmds import parse_seat   # (loaded: this runs inside cmds.command)
            v.dealer = parse_seat(w[1], v.players)
    else:
        h = int(w[1])
        if not 1 <= h <= R.MAX_HANDS:
            raise ValueError
        v.hands = h
    v.opt = opt
    say(v)


def _cell(grid, k, x, y, c):
    for dy in range(k):
        for dx in range(k):
            grid.set(x * k + dx, y * k + dy, c)


def draw(v, grid, t):
    # the 8x8 page, doubled on 16x16: players, teams, dealer, hands; a marker at the option
    SEATS = v.SEATS
    k = 2 if v.big else 1
    for s in range(v.players):
        _cell(grid, k, 1 + s, 0, SEATS[s])
    if v.teams:
        _cell(grid, k, 1, 2, SEATS[0])
        _cell(grid, k, 2, 2, SEATS[2])
        _cell(grid, k, 4, 2, SEATS[1])
        _cell(grid, k, 5, 2, SEATS[3])
    else:
        _cell(grid, k, 1, 2, P.DIM)
    spin = D.phase(t, 250) % v.players
    for s in range(v.players):
        on = s == v.dealer or (v.dealer == R.RANDOM and s == spin)
        _cell(grid, k, 1 + s, 4, SEATS[s] if on else P.scale(SEATS[s], 1, 8))
    for h in range(v.hands):
        _cell(grid, k, 1 + h % 7, 6 + h // 7, P.YELLOW)
    # Learn: the top-right cell, in the lesson's colour (dim once the lesson has been played through)
    _cell(grid, k, 7, 0, D.learn(t, P.TEACH, v.ctx.learned()))
    if v.opt == 0:
        c = grid.get(7 * k, 0)
        D.cursor(grid, 7 * k, 0, t, c)
        if k > 1:
            _cell(grid, k, 7, 0, grid.get(7 * k, 0))
    elif D.blink(t):
        _cell(grid, k, 0, 2 * (v.opt - 1), P.WHITE)
