# 'Āina's legal moves, for the view, the console, tests and benches: every legal action of a position,
# the rows and token choices of a lock (and their short names, "a5-d5", "fish, kalo, ..."), why a row
# cannot be locked. They allocate: rules.py never needs them; the view imports this module only
# while a lock is being chosen (page.py), the console for `legal` and `lock` and the words for a lock's
# refusal (words.py), and each drops it after.
from games.aina import deck
from games.aina.codes import (cell_name, NONE, CELLS, CELL, LAYOUT, DRAW, FLIP, LOCK, BONUS, END, AKUA, PASS,
                              P_LAYOUT, P_DRAW, P_FLIP, P_BONUS, P_AFTER, P_EVENT)

def row_problem(g, cells):
    """Why these four cells cannot be locked (ignoring tokens), or None (rules.Game.lockable
    answers the same without the words)."""
    fresh = False
    for c in cells:
        if not g.pos[c]:
            return "%s is negative" % cell_name(c)
        if g.path[c]:
            continue
        n = g.ntok(c)
        if n >= 2:
            return "%s already holds 2 tokens" % cell_name(c)
        if n == 0:
            fresh = True
    if not fresh:
        return "every card of that row is already locked"
    return None


def auto_tokens(g, c, d):
    """A legal token choice for locking the row (c, d), or None: the player's matching tokens
    first (the rule), then in round 4 a matching bank token, else the player's most plentiful
    token, else the bank's. Returns the 4 token bytes."""
    cells = g.row(c, d)
    if cells is None or row_problem(g, cells):
        return None
    base = 4 * g.player
    hand = list(g.hand[base:base + 4])
    bank = list(g.bank) if g.bank_open() else [0, 0, 0, 0]
    out = [NONE, NONE, NONE, NONE]
    for i in range(4):   # matching tokens from the hand, as the rule demands
        x = cells[i]
        if not g.path[x] and hand[g.wao[x]]:
            hand[g.wao[x]] -= 1
            out[i] = g.wao[x]
    for i in range(4):
        x = cells[i]
        if g.path[x] or out[i] != NONE:
            continue
        w = g.wao[x]
        if bank[w]:
            bank[w] -= 1
            out[i] = 4 | w
            continue
        r = _most(hand)
        if r is not None:
            hand[r] -= 1
            out[i] = r
            continue
        r = _most(bank)
        if r is None:
            return None
        bank[r] -= 1
        out[i] = 4 | r
    return bytes(out)


def _most(counts):
    best = None
    for r in range(4):
        if counts[r] and (best is None or counts[r] > counts[best]):
            best = r
    return best


def legal_actions(g):
    """Every legal action of the position; locks come with the auto_tokens choice only (any
    other legal token choice is also accepted by apply). In table entry of the layout, only the
    entries of the first empty cell are listed."""
    ph = g.phase
    out = []
    if ph == P_LAYOUT:
        for c in range(CELLS):
            if g.sym[c] == NONE:
                for s in range(8):
                    for w in range(4):
                        out.append(bytes((CELL, c, s, w, 0)))
                        out.append(bytes((CELL, c, s, w, 1)))
                return out
        return [bytes((LAYOUT,))]
    if ph == P_DRAW:
        return [bytes((DRAW, s)) for s in range(8) if g.drawn_sym[s] < deck.TIME_COPIES]
    if ph == P_FLIP or ph == P_BONUS:
        k = FLIP if ph == P_FLIP else BONUS
        return [bytes((k, c)) for c in range(CELLS) if g.flippable(c)]
    if ph == P_AFTER:
        out.append(bytes((END,)))
        for c in range(CELLS):
            for d in (0, 1):
                if g.lockable(c, d):
                    t = auto_tokens(g, c, d)
                    if t is not None:
                        out.append(bytes((LOCK, c, d)) + t)
        return out
    if ph == P_EVENT:
        out.append(bytes((PASS,)))
        for a in range(4):
            if g.akua[a] != NONE:
                continue
            for c in range(CELLS):
                for d in range(4):
                    if g.path_length(a, c, d):   # (akua_path would raise: its words cost time)
                        out.append(bytes((AKUA, a, c, d)))
    return out


def row_name(s, d):
    return "%s-%s" % (cell_name(s), cell_name(s + (3 if d == 0 else 18)))


def tokens_text(g, s, d, t):
    out = []
    for i in range(4):
        if t[i] == NONE:
            out.append("-")
        else:
            out.append(("bank " if t[i] >> 2 else "") + deck.RESOURCE[t[i] & 3])
    return ", ".join(out)


def token_choices(g, s, d, limit=24):
    """Distinct legal token choices for a row, the auto choice first (at most `limit`)."""
    first = auto_tokens(g, s, d)
    out = [first] if first is not None else []
    opts = []
    base = 4 * g.player
    for r in range(4):
        if g.hand[base + r]:
            opts.append(r)
        if g.bank_open() and g.bank[r]:
            opts.append(4 | r)
    cells = g.row(s, d)
    free = [i for i in range(4) if not g.path[cells[i]]]
    t = bytearray(first) if first is not None else bytearray(4)
    idx = [0] * len(free)
    a = bytearray((LOCK, s, d, 0, 0, 0, 0))
    while len(out) < limit:
        for j in range(len(free)):
            t[free[j]] = opts[idx[j]]
        cand = bytes(t)
        a[3:7] = cand
        if cand not in out and not g.lock_fault(a):   # (apply would word each refusal)
            out.append(cand)
        j = 0   # next combination, like an odometer
        while j < len(free):
            idx[j] += 1
            if idx[j] < len(opts):
                break
            idx[j] = 0
            j += 1
        if j == len(free):
            break
    return out
