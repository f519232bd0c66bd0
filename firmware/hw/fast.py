# Viper versions of the output stage's two loops, for MicroPython only (CPython cannot even parse
# the pointer annotations into anything). hw/output.py falls back to the pure-Python versions.
import micropython


@micropython.viper
def render(src: ptr8, dst: ptr8, pmap: ptr16, lut: ptr8, n: int, ro: int, go: int, bo: int) -> int:
    total = 0
    i = 0
    while i < n:
        s = 3 * i
        d = 3 * pmap[i]
        r = lut[src[s]]
        g = lut[src[s + 1]]
        b = lut[src[s + 2]]
        dst[d + ro] = r
        dst[d + go] = g
        dst[d + bo] = b
        total += r + g + b
        i += 1
    return total


@micropython.viper
def dim(dst: ptr8, n3: int, s: int):
    i = 0
    while i < n3:
        dst[i] = (dst[i] * s) >> 8
        i += 1
