# Ka Pai's legal actions, listed: for tests, benches and random play on the computer. The device
# never imports this module in play: the game's RAM is not spent on code only tests need.
from games.kapai import sheet as S
from games.kapai.codes import (CELLS, OP_BONUS, OP_DRAW, OP_GROUP, OP_ROLL, PH_BONUS, PH_DRAW,
    PH_GROUP, PH_ROLL)


def legal_actions(g):
    """Every action the game accepts now (for random play, tests, benches); none once it is over."""
    ph = g.phase
    if ph == PH_ROLL:
        return [bytes((OP_ROLL,))]
    out = []
    if ph == PH_DRAW:
        a, b = g.dice()
        for i in range(CELLS):
            if not g.can_draw(i):
                out.append(bytes((OP_DRAW, i, a)))
                if b != a:
                    out.append(bytes((OP_DRAW, i, b)))
    elif ph == PH_GROUP:
        for n in range(g.ncand):
            out.append(bytes((OP_GROUP, g.cand[2 * n], g.cand[2 * n + 1])))
    elif ph == PH_BONUS:
        for t in range(4):
            if g.boxes[t] < S.BOXES[t]:
                out.append(bytes((OP_BONUS, t)))
    return out
