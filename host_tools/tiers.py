"""`make test`: every test tier, then one summary line per tier.

    python host_tools/tiers.py test-host test-pico+test-pico-official+test-web test-mpy+check-mpy
                                              (make test: tiers joined by + run at the same time)
    python host_tools/tiers.py --strict ...   a skipped tier or a skipped test fails the run (.ci/run)
    python host_tools/tiers.py --times ...    also one JSON line per tier's seconds (make test-times)

Each tier is the Makefile target of that name. A tier whose machine lacks what it needs (Chromium
for the page) is not run: the run prints the one `apt-get install` line for all of them at the start
and at the end. Every tier runs even when one before it failed, so the summary names each:

    tier test-host: ran, 759 passed, 0 failed, 0 skipped, 141.2 s (CPU 270.3 s)
    tier test-web: skipped (no chromium on this machine; ...), 0 tests, 0.0 s

Tiers joined by + run side by side, the first one's output shown as it comes and the others' after
it: the web tier waits on its browser much of the time, so it runs beside the two emulated tiers
(and the companion firmware's build, which the Pico tier starts with); each of those keeps both
cores nearly busy, but not quite. Side by side the three took 327 s on a loaded machine where the
emulated pair then the web tier took about 410 s (2026-12-06); the web tests wait for what they
look for (a tap until the page has taken it, a line since the key), never a fixed time, so the
load does not decide them. Each tier's seconds are its own wall-clock time, so tiers side by side overlap; the
run's seconds are the whole run's.

The CPU seconds (every process of the tier) tell a busy machine's run from an idle one's: on an idle
machine a tier run alone takes about its CPU seconds over the cores it keeps busy. The figures go to
build/test-times.json too. The exit status is 1 when a tier failed (and with
--strict when anything was skipped).
"""
import json
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIMES = os.path.join(ROOT, "build", "test-times.json")


def _web_missing():
    """The page's tier needs a browser (Debian's chromium package: never one a test tool downloads)."""
    sys.path.insert(0, os.path.join(ROOT, "host_tools", "web"))
    import browser
    if browser.find_chromium() is None:
        return "no chromium on this machine; CHROMIUM=/path names another browser", ["chromium"]
    return None


def _pico_missing():
    """The emulated Pico needs the MicroPython UF2 and the boot ROM (never in the repository) and Node."""
    import shutil
    sys.path.insert(0, os.path.join(ROOT, "host_tools", "pico_emu"))
    import pico
    reason = pico.missing_data()
    if reason:
        return reason, []
    if not shutil.which("node"):
        return "Node.js (20+) is not installed", []
    return None


def _firmware_missing():
    """The emulated tier on the companion firmware needs it built (make firmware): the ARM toolchain."""
    why = _pico_missing()
    if why:
        return why
    sys.path.insert(0, ROOT)
    from host_tools import firmware
    if firmware.missing_toolchain():
        return ("no ARM toolchain to build the companion firmware (make firmware)",
                firmware.APT.split("install -y ")[1].split())
    return None


# What a tier needs from the machine: a function giving (why not, [Debian packages]) or None.
# A tier without an entry needs only .venv (the Makefile installs it).
NEEDS = {"test-pico": _firmware_missing, "test-pico-official": _pico_missing, "test-web": _web_missing}


def counts(out):
    """(passed, failed, skipped, modules) from a tier's output: pytest's last summary line, the
    MicroPython runner's line, mpy-cross's count of modules compiled (modules, not tests)."""
    passed = failed = skipped = modules = 0
    lines = [l for l in out.splitlines() if re.search(r"\d+ (passed|failed|skipped|errors?)\b", l)
             and (" in " in l or l.startswith("micropython: "))]
    for line in lines[-1:]:
        for n, what in re.findall(r"(\d+) (passed|failed|skipped|errors?)\b", line):
            if what == "passed":
                passed += int(n)
            elif what == "skipped":
                skipped += int(n)
            else:
                failed += int(n)
    m = re.search(r"mpy-cross: (\d+) firmware modules compiled", out)
    if m:
        modules = int(m.group(1))
    return passed, failed, skipped, modules


def _cpu():
    """CPU seconds (user + system) of every process this one started and waited for, and theirs."""
    import resource
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def _cpu_of(pid):
    """CPU seconds of a process and of its children it waited for (from /proc; None elsewhere,
    counted as 0)."""
    try:
        with open("/proc/%d/stat" % pid) as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return sum(int(x) for x in fields[11:15]) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def command(target):
    return ["make", "--no-print-directory", target]


def run_tiers(targets):
    """Run `make <target>` for each target at once: the first's output shown as it comes, the
    others' once the first is done; [(status, output, seconds, CPU seconds)] in order."""
    import select
    t0 = time.monotonic()
    procs = [subprocess.Popen(command(t), cwd=ROOT, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT) for t in targets]
    outs = [bytearray() for _ in targets]
    ends = [None] * len(targets)
    cpus = [0.0] * len(targets)
    open_ = {p.stdout.fileno(): i for i, p in enumerate(procs)}
    while open_:
        ready, _, _ = select.select(list(open_), [], [])
        for fd in ready:
            i = open_[fd]
            chunk = os.read(fd, 4096)
            if chunk:
                outs[i] += chunk
                if i == 0:
                    sys.stdout.buffer.write(chunk)
                    sys.stdout.flush()
                continue
            del open_[fd]
            # the CPU of the tier's processes: read once its make has ended, before it is reaped
            try:
                os.waitid(os.P_PID, procs[i].pid, os.WEXITED | os.WNOWAIT)
            except (AttributeError, OSError):
                pass
            cpus[i] = _cpu_of(procs[i].pid)
            procs[i].wait()
            ends[i] = time.monotonic() - t0
    for i, t in enumerate(targets[1:], 1):
        print("== %s (beside %s)" % (t, targets[0]), flush=True)
        sys.stdout.buffer.write(outs[i])
        sys.stdout.flush()
    return [(p.returncode, o.decode("utf-8", "replace"), e, c) for p, o, e, c in zip(procs, outs, ends, cpus)]


def main(argv):
    strict = "--strict" in argv
    times = "--times" in argv
    groups = [a.split("+") for a in argv if not a.startswith("--")]
    tiers = [t for g in groups for t in g]
    missing = {}
    for t in tiers:
        why = NEEDS[t]() if t in NEEDS else None
        if why:
            missing[t] = why
    packages = sorted({p for _, pkgs in missing.values() for p in pkgs})
    install = "sudo apt-get install -y " + " ".join(packages) if packages else None
    if missing:
        print("skipping %s: %s" % (", ".join(missing), "; ".join(w for w, _ in missing.values())))
        if install:
            print("to run every tier: " + install)
    rows = {}
    t0 = time.monotonic()
    c0 = _cpu()
    for group in groups:
        for t in group:
            if t in missing:
                rows[t] = {"tier": t, "ran": False, "why": missing[t][0], "passed": 0, "failed": 0,
                           "skipped": 0, "modules": 0, "seconds": 0.0}
        run = [t for t in group if t not in missing]
        if not run:
            continue
        print("== %s" % " + ".join(run), flush=True)
        for t, (rc, out, secs, cpu) in zip(run, run_tiers(run)):
            passed, failed, skipped, modules = counts(out)
            if rc and not failed:
                failed = 1  # the tier stopped before its tests could say so (a build, an install)
            rows[t] = {"tier": t, "ran": True, "passed": passed, "failed": failed, "skipped": skipped,
                       "modules": modules, "seconds": round(secs, 1),
                       "cpu_seconds": round(cpu or 0.0, 1), "status": rc}
    rows = [rows[t] for t in tiers]
    total = time.monotonic() - t0
    cpu_all = _cpu() - c0
    print()
    for r in rows:
        if r["ran"] and r["modules"]:
            print("tier %s: ran, %d modules compiled, %d failed, %.1f s (CPU %.1f s)"
                  % (r["tier"], r["modules"], r["failed"], r["seconds"], r["cpu_seconds"]))
        elif r["ran"]:
            print("tier %s: ran, %d passed, %d failed, %d skipped, %.1f s (CPU %.1f s)"
                  % (r["tier"], r["passed"], r["failed"], r["skipped"], r["seconds"], r["cpu_seconds"]))
        else:
            print("tier %s: skipped (%s), 0 tests, 0.0 s" % (r["tier"], r["why"]))
    print("tiers: %.1f s in all (CPU %.1f s; load average %.1f at the end on %d cores)"
          % (total, cpu_all, os.getloadavg()[0], os.cpu_count()))
    if install:
        print("to run the skipped tiers: " + install)
    os.makedirs(os.path.dirname(TIMES), exist_ok=True)
    with open(TIMES, "w") as f:
        json.dump({"tiers": rows, "seconds": round(total, 1), "cpu_seconds": round(cpu_all, 1), "cpus": os.cpu_count(),
                   "load": os.getloadavg()[0]}, f, indent=1)
    if times:
        for r in rows:
            print(json.dumps({"name": "test_seconds_" + r["tier"].replace("-", "_"), "value": r["seconds"],
                              "unit": "s", "ran": r["ran"], "tests": r["passed"] + r["failed"] + r["skipped"],
                              "cpu_seconds": r.get("cpu_seconds", 0.0)}))
        print(json.dumps({"name": "test_seconds_all", "value": round(total, 1), "unit": "s",
                          "cpus": os.cpu_count()}))
    failed = any(r["failed"] for r in rows)
    skipped = [r["tier"] for r in rows if not r["ran"] or r["skipped"]]
    if strict and skipped:
        print("strict: a tier skipped (%s): it must run" % ", ".join(skipped))
    return 1 if failed or (strict and skipped) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
