# Why a Konane move is refused, in words: loaded only when a move is refused and dropped again
# (Board.why_illegal), so the Pico keeps this text out of RAM while the game goes well.
from games.konane.rules import EMPTY, NAMES


def why_illegal(bd, m):
    """A short reason a move (that is not in the legal list) is refused."""
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
