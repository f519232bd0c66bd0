# The 'Aina view tests again under MicroPython (heap capped at 128 KB), each file in a fresh process:
# there draw() must not allocate at all (micropython.heap_lock), and the keys, locks, events and
# whole games must behave as on CPython.
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
MPY = os.path.join(os.path.dirname(sys.executable), "micropython")


def test_view_tests_pass_under_micropython():
    if not os.path.exists(MPY):
        return  # no micropython command next to this Python: nothing to run
    r = subprocess.run([MPY, "-X", "heapsize=128K", os.path.join(HERE, "mpy_view_run.py")],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-2000:]
    assert "micropython: 16 passed, 0 failed" in r.stdout, r.stdout[-500:]
