# Runs the portable tests under the MicroPython unix port:
#   micropython -X heapsize=128K tests/mpy_run.py [--mpy build/mpy-host] [filter]
# pytest does not exist there, so this finds every tests/**/test_*.py whose first line is
# "# portable", imports it and calls each test_* function that takes no arguments.
import gc
import os
import sys

HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
ROOT = HERE + "/.."
sys.path.insert(0, ROOT + "/firmware")
sys.path.insert(0, HERE)


def _isdir(p):
    try:
        return os.stat(p)[0] & 0x4000 != 0
    except OSError:
        return False


def find(d, rel, out):
    for name in sorted(os.listdir(d)):
        p = d + "/" + name
        if _isdir(p):
            if name != "__pycache__" and not name.startswith("."):
                find(p, rel + name + "/", out)
        elif name.startswith("test_") and name.endswith(".py"):
            with open(p) as f:
                if f.readline().strip() == "# portable":
                    out.append((d, rel + name))
    return out


def main():
    args = sys.argv[1:]
    if args[:1] == ["--mpy"]:
        # the firmware precompiled (host_tools/build.py --host), imported as on the Pico
        sys.path.insert(0, args[1])
        args = args[2:]
    filt = args[0] if args else ""
    passed = failed = 0
    for d, rel in find(HERE, "", []):
        if filt and filt not in rel:
            continue
        if d not in sys.path:
            sys.path.insert(0, d)
        modname = rel.rsplit("/", 1)[-1][:-3]
        before = set(sys.modules)
        try:
            mod = __import__(modname)
        except Exception as e:
            print("ERROR importing", rel)
            sys.print_exception(e)
            failed += 1
            continue
        for name in sorted(dir(mod)):
            fn = getattr(mod, name)
            if not name.startswith("test_") or not callable(fn):
                continue
            gc.collect()
            try:
                fn()
                passed += 1
            except Exception as e:
                failed += 1
                print("FAIL", rel + "::" + name)
                sys.print_exception(e)
        # forget everything this file imported (game modules would pile up in a 128 KB heap)
        for m in [m for m in sys.modules if m not in before]:
            del sys.modules[m]
        gc.collect()
    print("micropython: %d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed or not passed else 0)


main()
