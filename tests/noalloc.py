# Drawing a view's frames with the MicroPython heap locked (any allocation raises MemoryError);
# under CPython the same frames are simply drawn. Portable: tests/mpy_run.py precompiles it.
import sys


def frames(view, grid, n=30):
    view.draw(grid, 0)  # settle (marks recomputed, caches filled) before locking
    lock = sys.implementation.name == "micropython"
    if lock:
        import gc
        import micropython
        gc.collect()
        micropython.heap_lock()
    try:
        for i in range(n):
            view.draw(grid, i * 97)
    finally:
        if lock:
            micropython.heap_unlock()
