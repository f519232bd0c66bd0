"""make bench: run every host_tools/benches/bench_*.py under CPython and under the micropython
command (heap capped at 128 KB, like a small board) and print their JSON lines; then the
emulated-Pico figures when the emulator is available."""
import glob
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BIN = os.path.dirname(sys.executable)


def run(cmd, timeout=600):
    try:
        r = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout,
                           env=dict(os.environ, BENCH_MPY=os.path.join(ROOT, "build", "mpy-host")))
    except subprocess.TimeoutExpired:
        print('{"name": "error", "value": 0, "unit": "", "interpreter": "", "error": "timeout: %s"}'
              % " ".join(cmd[-1:]), flush=True)
        return
    for line in r.stdout.splitlines():
        if line.startswith("{"):
            print(line, flush=True)
    if r.returncode != 0:
        sys.stderr.write("bench failed: %s\n%s\n" % (" ".join(cmd), r.stderr[-2000:]))


def main():
    only = sys.argv[1] if len(sys.argv) > 1 else ""
    sys.path.insert(0, ROOT)
    from host_tools import build
    build.host_tree(os.path.join(ROOT, "build", "mpy-host"))
    benches = sorted(glob.glob(os.path.join(ROOT, "host_tools", "benches", "bench_*.py")))
    for path in benches:
        rel = os.path.relpath(path, ROOT)
        if only and only not in rel:
            continue
        if os.path.basename(path) == "bench_pico.py":
            continue  # the emulated Pico has its own runner below
        run([os.path.join(BIN, "python"), rel])
        # the Konane match plays 120 games (24 a row; ab6's take most of it): up to ~10 min here
        run([os.path.join(BIN, "micropython"), "-X", "heapsize=128K", rel],
            timeout=1800 if "konane_match" in rel else 600)
    if not only or "platform" in only:
        # heap cost of the whole firmware imported as .mpy (compiled for this machine's unix port)
        sys.path.insert(0, ROOT)
        from host_tools import build
        tree = build.host_tree(os.path.join(ROOT, "build", "mpy-host"))
        # 512 KB: on this 64-bit port objects take about twice the Pico's RAM, and this figure
        # sums every game, which the device never holds at once
        run([os.path.join(BIN, "micropython"), "-X", "heapsize=512K",
             "host_tools/benches/bench_platform.py", tree])
    pico = os.path.join(ROOT, "host_tools", "benches", "bench_pico.py")
    if os.path.exists(pico) and (not only or "pico" in only):
        run([os.path.join(BIN, "python"), os.path.relpath(pico, ROOT)], timeout=1800)


if __name__ == "__main__":
    main()
