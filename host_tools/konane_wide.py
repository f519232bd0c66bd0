# Kōnane's evaluation counts on the host, over the whole board at once: the same counts as
# games/konane/plain.py's features_py (the Pico's loop, which MicroPython and the Pico keep
# running), 5-10x faster on CPython, where the tests' and the simulator's companion spent most of
# its time in it. plain.py takes it where it imports (CPython 3.10 on, host_tools on the path); a
# test checks the two give the same counts. Not in firmware/: on the Pico every byte of a module
# is frozen in flash.
from games.konane import plain
from games.konane.codes import EMPTY, HIBISCUS, JASMINE, OFF

if not (hasattr(int, "bit_count") and hasattr(bytes, "translate")):
    raise ImportError("konane_wide: CPython 3.10 on (int.bit_count)")

_ONE = (bytes(bytearray(1 if v == HIBISCUS else 0 for v in range(256))),
        bytes(bytearray(1 if v == JASMINE else 0 for v in range(256))))
_EMPTY = bytes(bytearray(1 if v == EMPTY else 0 for v in range(256)))
_ON = bytes(bytearray(0 if v == OFF else 1 for v in range(256)))


def features(b, cells, nc, w):
    """features_py's counts, the same, over the whole board at once: each kind of cell one
    big int, a byte a cell (the cell at bit 8i), shifted by 8d to read the cell d away, as
    fastsearch.py does with its bitboards up to 8x8. The host's search (the simulator, the
    tests, the match benches) spends most of its time in the evaluation; this is 5-10x faster
    there. tests/konane/test_konane_ai_lean.py checks it against features_py."""
    if nc != len(cells):
        return plain.features_py(b, cells, nc, w)
    fb = int.from_bytes
    empty = fb(b.translate(_EMPTY), "little")
    on = fb(b.translate(_ON), "little")
    side = (fb(b.translate(_ONE[0]), "little"), fb(b.translate(_ONE[1]), "little"))
    jumps = [0, 0, 0]
    movers = [0, 0, 0]
    open_ = [0, 0, 0]
    for x in (1, 2):
        mine = side[x - 1]
        theirs = side[2 - x]
        can = 0
        hit = 0
        n = 0
        for s in (8, 8 * w):   # a step right or down: the next cell's byte is s bits higher
            # towards +d: the cell k steps on is read by a right shift of k*s
            t = theirs >> s
            hit |= mine & t & (on << s)
            a = mine & t & (empty >> (s + s))
            can |= a
            k = 3 * s
            while a:
                n += a.bit_count()
                a &= (theirs >> k) & (empty >> (k + s))
                k += s + s
            # towards -d: a left shift
            t = theirs << s
            hit |= mine & t & (on >> s)
            a = mine & t & (empty << (s + s))
            can |= a
            k = 3 * s
            while a:
                n += a.bit_count()
                a &= (theirs << k) & (empty << (k + s))
                k += s + s
        jumps[x] = n
        movers[x] = can.bit_count()
        open_[x] = hit.bit_count()
    return jumps, movers, open_

