# Kawa's legal actions, listed: for tests, benches and random play on the computer. The device
# never imports this module in play: the game's RAM is not spent on code only tests need.
from games.kawa.codes import DOWN, LEFT, RIGHT
from games.kawa.rules import (DOUBLE, NONE, NO_PETAL, OP_PETAL, OP_RETURN, OP_START, OP_SWAP,
    OP_TURN, PH_FLOW, PH_RETURN, PH_START, PH_SWAP, PH_TURN, SINGLE, SIZE, TILES)


def legal_actions(g):
    """Every action the game accepts now, as a list of bytes (for random play, tests, benches)."""
    out = []
    ph = g.phase
    if ph == PH_START:
        for s in range(SIZE):
            if g.slot[s] == NONE:
                out.append(bytes((OP_START, s)))
    elif ph == PH_SWAP:
        for p in range(TILES):
            if p % SIZE < SIZE - 1:
                out.append(bytes((OP_SWAP, p, p + 1)))
            if p + SIZE < TILES:
                out.append(bytes((OP_SWAP, p, p + SIZE)))
    elif ph == PH_FLOW:
        c = g.active
        if g.pool_single[c]:
            out.append(bytes((OP_PETAL, SINGLE)))
        if g.pool_double[c]:
            out.append(bytes((OP_PETAL, DOUBLE)))
        if not out:
            out.append(bytes((OP_PETAL, NO_PETAL)))
    elif ph == PH_TURN:
        for d in (LEFT, DOWN, RIGHT):
            if d != g.dir[g.flow_pos()]:
                out.append(bytes((OP_TURN, d)))
    elif ph == PH_RETURN:
        c = g.active
        for p in range(TILES):
            if g.singles_on(p, c):
                out.append(bytes((OP_RETURN, p, SINGLE)))
            if g.double_on(p, c):
                out.append(bytes((OP_RETURN, p, DOUBLE)))
    return out
