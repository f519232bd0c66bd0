# Runs the portable tests under the MicroPython unix port. pytest does not exist there, so this
# finds every tests/**/test_*.py whose first line is "# portable", imports it and calls each
# test_* function that takes no arguments.
#   micropython -X heapsize=128K tests/mpy_run.py [--mpy build/mpy-host] [filter]
#       runs the matching files in this one process;
#   python tests/mpy_run.py [--mpy build/mpy-host] [filter]      (what `make test` uses)
#       runs each file in a fresh `micropython -X heapsize=128K` process, two at a time: compiled
#       test code leaves qstrs behind that no collection frees, so one process for everything
#       would measure the test files' footprint rather than the firmware's.
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
        # the firmware precompiled (host_tools/build.py --host), imported as on the Pico,
        # and the tests' helper modules precompiled by drive()
        sys.path.insert(0, args[1])
        sys.path.insert(0, args[1] + "/_tests")
        args = args[2:]
    filt = args[0] if args else ""
    passed = failed = 0
    for d, rel in find(HERE, "", []):
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


def helpers(here, out):
    """Precompile the tests' helper modules (fakes, scripted games): big data modules would
    otherwise be compiled inside each 128 KB heap. Test files themselves stay source."""
    import subprocess
    sys.path.insert(0, os.path.dirname(here))
    from host_tools import build
    os.makedirs(out, exist_ok=True)
    for d, _, names in os.walk(here):
        for n in names:
            if n.endswith(".py") and not n.startswith("test_") and n not in ("conftest.py", "mpy_run.py"):
                src = os.path.join(d, n)
                dst = os.path.join(out, n[:-3] + ".mpy")
                if not os.path.exists(dst) or os.path.getmtime(dst) < os.path.getmtime(src):
                    r = subprocess.run([build.mpy_cross(), "-o", dst, src], capture_output=True, text=True)
                    if r.returncode:
                        raise SystemExit("mpy-cross failed on %s: %s" % (src, r.stderr))


def drive():
    import subprocess
    args = sys.argv[1:]
    mpy = []
    if args[:1] == ["--mpy"]:
        mpy, args = args[:2], args[2:]
    filt = args[0] if args else ""
    here = os.path.dirname(os.path.abspath(__file__))
    exe = os.path.join(os.path.dirname(sys.executable), "micropython")
    files = [rel for _, rel in find(here, "", []) if filt in rel]
    if mpy:
        helpers(here, mpy[1] + "/_tests")
    procs = []
    passed = failed = 0
    import re
    pending = list(files)
    while pending or procs:
        while pending and len(procs) < 2:
            rel = pending.pop(0)
            cmd = [exe, "-X", "heapsize=128K", __file__] + mpy + [rel]
            procs.append((rel, subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)))
        rel, p = procs.pop(0)
        out = p.communicate(timeout=600)[0]
        m = re.search(r"micropython: (\d+) passed, (\d+) failed", out)
        if m and p.returncode == 0:
            passed += int(m.group(1))
        else:
            failed += int(m.group(2)) if m and int(m.group(2)) else 1
            if m:
                passed += int(m.group(1))
            print(out.rstrip())
            print("-- in", rel, "(exit %s)" % p.returncode)
    print("micropython: %d passed, %d failed (%d files, each in its own 128 KB heap)"
          % (passed, failed, len(files)))
    sys.exit(1 if failed or not passed else 0)


if sys.implementation.name == "micropython":
    main()
else:
    drive()
