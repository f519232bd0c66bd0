# Hanafuda's legal actions, listed: for tests, benches and random play on the computer. The device
# never imports this module in play: the game's RAM is not spent on code only tests need.
from games.hanafuda.deck import CARDS, STORM
from games.hanafuda.codes import (CAPT, FIELD, NONE, OP_FIELD, OP_NEXT, OP_OHANA, OP_TAKE, PH_DEAL,
    PH_DONE, PH_PLAY, RANDOM, UNSEEN)


def legal_actions(g):
    """The forward actions the game accepts now (not OP_BACK, a deal correction), as bytes."""
    out = []
    if g.phase == PH_DEAL:
        for c in range(CARDS):
            if g.loc[c] == UNSEEN:
                out.append(bytes((OP_FIELD, c)))
    elif g.phase == PH_PLAY:
        a = g.active
        field = [t for t in range(CARDS) if g.loc[t] == FIELD]
        for c in range(CARDS):
            if g.loc[c] != UNSEEN:
                continue
            o = c // 4
            took = False
            for t in field:
                if t // 4 == o or c == STORM:
                    out.append(bytes((OP_TAKE, a, c, t)))
                    took = took or t // 4 == o
            if not took:
                out.append(bytes((OP_FIELD, c)))
        for o in range(12):   # the checks of _check_ohana, without raising 72 exceptions
            k = g.count(UNSEEN, o)
            if not k:
                continue
            taken = NONE      # the one captured card of the 'ohana, NONE if none, 254 if more
            for c in range(o * 4, o * 4 + 4):
                if g.loc[c] >= CAPT:
                    taken = c if taken == NONE else 254
            for s in range(g.n):
                if g.hand[s] >= k and (taken == NONE or (taken == g.p_target and s != g.p_seat)):
                    out.append(bytes((OP_OHANA, o, s)))
    elif g.phase == PH_DONE:
        for d in range(g.n):
            out.append(bytes((OP_NEXT, d)))
        out.append(bytes((OP_NEXT, RANDOM)))
    return out
