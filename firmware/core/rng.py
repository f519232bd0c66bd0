# Deterministic random numbers for shuffles and deals. A game keeps its Rng in its state, so a
# replay is identical on CPython and MicroPython (whose `random` modules differ).
#
# xorshift32 (Marsaglia), kept as two 16-bit halves: on the Pico small ints stop at 2**30, and
# 32-bit arithmetic would allocate a big int at every step. below() and shuffle() stay in small
# ints for n < 2**14 (every deal and shuffle here); the results equal the plain 32-bit algorithm
# (tests/platform/test_rng.py checks them against it).


class Rng:
    def __init__(self, seed):
        hi = (seed >> 16) & 0xFFFF
        lo = seed & 0xFFFF
        if not (hi or lo):  # xorshift must never hold 0
            hi, lo = 0x9E37, 0x79B9
        self.hi = hi
        self.lo = lo

    @property
    def state(self):
        """The 32-bit state (a big int on the Pico: for saving, not for hot paths)."""
        return (self.hi << 16) | self.lo

    @state.setter
    def state(self, x):
        self.hi = (x >> 16) & 0xFFFF
        self.lo = x & 0xFFFF

    def _step(self):
        hi = self.hi
        lo = self.lo
        hi ^= ((hi << 13) | (lo >> 3)) & 0xFFFF  # x ^= x << 13
        lo ^= (lo << 13) & 0xFFFF
        lo ^= hi >> 1                            # x ^= x >> 17
        hi ^= ((hi << 5) | (lo >> 11)) & 0xFFFF  # x ^= x << 5
        lo ^= (lo << 5) & 0xFFFF
        self.hi = hi
        self.lo = lo

    def next(self):
        """The next 32-bit value (allocates on the Pico; below() does not)."""
        self._step()
        return (self.hi << 16) | self.lo

    def below(self, n):
        """Uniform int in [0, n): 32-bit values with the top 2**32 % n of them rejected."""
        if n <= 0:
            raise ValueError("n must be positive")
        if n < 16384:
            w = 65536 % n
            r = (w * w) % n  # 2**32 % n, the rejected top values
            while True:
                self._step()
                if not (r and self.hi == 0xFFFF and self.lo >= 65536 - r):
                    return ((self.hi % n) * w + self.lo) % n
        limit = 0xFFFFFFFF - (1 << 32) % n
        while True:
            x = self.next()
            if x <= limit:
                return x % n

    def shuffle(self, seq):
        """Fisher-Yates in place; works on lists and bytearrays."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]
