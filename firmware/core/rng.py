# Deterministic random numbers for shuffles and deals. The state is one small int so a game that
# keeps its Rng replays identically on CPython and MicroPython (random differs between them).

_MASK = 0xFFFFFFFF


class Rng:
    def __init__(self, seed):
        seed &= _MASK
        self.state = seed or 0x9E3779B9  # xorshift must never hold 0

    def next(self):
        # xorshift32 (Marsaglia); 32-bit results fit MicroPython's small-int path on the device
        # only partly, but it is called a few dozen times per game, never per frame.
        x = self.state
        x ^= (x << 13) & _MASK
        x ^= x >> 17
        x ^= (x << 5) & _MASK
        self.state = x
        return x

    def below(self, n):
        """Uniform int in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = _MASK - (_MASK + 1) % n
        while True:
            x = self.next()
            if x <= limit:
                return x % n

    def shuffle(self, seq):
        """Fisher-Yates in place; works on lists and bytearrays."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]
