# Runs the 'Aina view test modules under MicroPython in a process of their own:
#   micropython -X heapsize=128K tests/aina/mpy_view_run.py
# (tests/mpy_run.py runs every portable test in one process; with the view loaded on top of the
# rules, the qstrs and modules left by the files before it leave too little unfragmented heap.)
import gc
import sys

HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
sys.path.insert(0, HERE + "/../../firmware")
sys.path.insert(0, HERE + "/..")
sys.path.insert(0, HERE)

passed = failed = 0
for name in ("test_aina_view", "test_aina_buttons"):
    mod = __import__(name)
    for t in sorted(dir(mod)):
        fn = getattr(mod, t)
        if not t.startswith("test_") or not callable(fn):
            continue
        gc.collect()
        try:
            fn()
            passed += 1
        except Exception as e:
            failed += 1
            print("FAIL", name + "::" + t)
            sys.print_exception(e)
    del sys.modules[name]
    gc.collect()
print("micropython: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed or not passed else 0)
