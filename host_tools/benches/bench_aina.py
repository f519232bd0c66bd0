# 'Aina figures: time of a Cosmic Event, of a full random game (legal-action listing + apply), of
# replaying a full game (what undo and resume cost), of the view's frame and cursor step, the
# garbage a replay makes, and under MicroPython the heap a full game needs with the heap capped at
# 128 KB (measured in a child process, from .mpy files when mpy-cross is at hand, so the figure is
# not the compiler's).
#   python host_tools/benches/bench_aina.py
#   micropython -X heapsize=128K host_tools/benches/bench_aina.py
import sys

import benchlib

benchlib.setup_path()

from core.rng import Rng  # noqa: E402
from games.aina import rules as R  # noqa: E402
from games.aina import moves  # noqa: E402

GAMES = ((2, 38, 1), (3, 5, 2), (4, 77, 3), (6, 1234, 4))  # (players, deal seed, play seed)


def random_game(players, seed, play_seed):
    """Play a random game; returns its actions packed in one bytearray (length-prefixed): a list
    of small bytes objects would fragment a 128 KB heap."""
    g = R.Game(R.make_setup(players, seed))
    rng = Rng(play_seed)
    log = bytearray()
    while not g.over():
        la = moves.legal_actions(g)
        a = la[rng.below(len(la))]
        g.apply(a)
        log.append(len(a))
        log.extend(a)
    return log


def unpack(log, stop=None):
    i = n = 0
    while i < len(log) and (stop is None or n < stop):
        yield bytes(log[i + 1:i + 1 + log[i]])
        i += 1 + log[i]
        n += 1


def replay(players, seed, log, stop=None):
    g = R.Game(R.make_setup(players, seed))
    for a in unpack(log, stop):
        g.apply(a)
    return g


def timings():
    recorded = []
    for p, s, ps in GAMES:
        recorded.append((p, s, random_game(p, s, ps)))

    def play_all():
        for p, s, ps in GAMES:
            random_game(p, s, ps)
    us = benchlib.time_us(play_all) / len(GAMES)
    benchlib.emit("aina_full_random_game", us, "us", games=len(GAMES))

    def replay_all():
        for p, s, acts in recorded:
            replay(p, s, acts)
    us = benchlib.time_us(replay_all) / len(GAMES)
    n = sum(len(list(unpack(a))) for _, _, a in recorded) // len(recorded)
    benchlib.emit("aina_replay_full_game", us, "us", actions=n)

    # Cosmic Events chosen by the players (akua or pass): replay up to the event, time its apply
    # (the four steps, the next round's set-up and the digital draw of its first turn)
    total = 0
    count = 0
    for p, s, log in recorded:
        i = 0
        for a in unpack(log):
            i += 1
            if a[0] != R.AKUA and a[0] != R.PASS:
                continue
            best = None
            for _ in range(3):
                g = replay(p, s, log, i - 1)
                t0 = benchlib.ticks_us()
                g.apply(a)
                dt = benchlib.ticks_diff(benchlib.ticks_us(), t0)
                best = dt if best is None or dt < best else best
            total += best
            count += 1
    benchlib.emit("aina_cosmic_event", total / count, "us", events=count)

    p, s, log = recorded[0]
    n = len(list(unpack(log)))

    def listing():
        # legal_actions at every position of a game (the replay time is subtracted below)
        x = R.Game(R.make_setup(p, s))
        for a in unpack(log):
            moves.legal_actions(x)
            x.apply(a)
    us = benchlib.time_us(listing) - benchlib.time_us(lambda: replay(p, s, log))
    benchlib.emit("aina_legal_actions_per_call", us / n, "us", calls=n)
    return recorded


# The heap figures run in fresh micropython processes on a tiny precompiled script (CHILD), so
# neither the compiler nor this bench's own code is in them. CHILD imports the rules (.mpy when
# mpy-cross is at hand), then replays the recorded game ("replay": what resume and undo do) or also
# plays random games with the legal-action helper ("play"). The collector runs every 1 KB allocated
# and the heap in use (gc.mem_alloc: live data + under 1 KB of garbage) is sampled after every
# action. micropython.mem_peak is not used: it counts allocations the GC has long reclaimed.
CHILD = """
import gc, sys
gc.collect()
gc.threshold(1024)
base = gc.mem_alloc()
from games.aina import rules as R
from core.rng import Rng
f = open(sys.argv[1])
p, s = [int(x) for x in f.readline().split()]
log = bytes.fromhex(f.readline().strip())
f.close()
gc.collect()
loaded = gc.mem_alloc() - base
peak = 0
g = R.Game(R.make_setup(p, s))
i = 0
while i < len(log):
    g.apply(bytes(log[i + 1:i + 1 + log[i]]))
    i += 1 + log[i]
    peak = max(peak, gc.mem_alloc() - base)
gc.collect()
live = gc.mem_alloc() - base
if sys.argv[2] == "play":
    from games.aina import moves
    for seed in (1, 2, 3):
        g = None
        gc.collect()
        g = R.Game(R.make_setup(6, seed))
        rng = Rng(seed)
        while not g.over():
            la = moves.legal_actions(g)
            g.apply(la[rng.below(len(la))])
            la = None
            peak = max(peak, gc.mem_alloc() - base)
print(loaded, live, peak)
"""


def heap_parent(recorded):
    import os
    exe = sys.executable
    here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
    fw = here + "/../../firmware"
    tmp = "/tmp/bench_aina_%d" % (benchlib.ticks_us() & 0xFFFFFF)
    tree = tmp + "/mpy"
    cross = exe.rsplit("/", 1)[0] + "/mpy-cross" if "/" in exe else "mpy-cross"
    ok = True
    for d in ("core", "ui", "games", "games/aina"):
        os.system("mkdir -p %s/%s" % (tree, d))
    for rel in ("core/__init__", "core/compat", "core/errors", "core/rng", "ui/__init__", "ui/palette",
                "games/__init__", "games/aina/__init__", "games/aina/deck", "games/aina/codes", "games/aina/rules", "games/aina/moves",
                "games/aina/words"):
        if os.system("%s -o %s/%s.mpy %s/%s.py >/dev/null 2>&1" % (cross, tree, rel, fw, rel)) != 0:
            ok = False
    src = "mpy" if ok else "py"
    p, s, log = recorded[0]
    with open(tmp + "/acts.txt", "w") as f:
        f.write("%d %d\n%s\n" % (p, s, log.hex()))
    with open(tree + "/aina_child.py", "w") as f:
        f.write(CHILD)
    if ok:
        ok = os.system("%s -o %s/aina_child.mpy %s/aina_child.py" % (cross, tree, tree)) == 0
        os.system("rm %s/aina_child.py" % tree)
    if not ok:
        for rel in ("core", "ui", "games"):
            os.system("cp -r %s/%s %s/" % (fw, rel, tree))
        src = "py"

    def child(kb, mode):
        out = tmp + "/out.txt"
        rc = os.system("cd %s && %s -X heapsize=%dK -c 'import sys; sys.argv[1:] = [\"%s\", \"%s\"]; "
                       "import aina_child' >%s 2>/dev/null" % (tree, exe, kb, tmp + "/acts.txt", mode, out))
        if rc != 0:
            return None
        with open(out) as f:
            return [int(x) for x in f.read().split()]

    for mode in ("replay", "play"):
        r = child(128, mode)
        if r is None:
            benchlib.emit("aina_heap_%s_failed_at_128K" % mode, 0, "bytes")
            continue
        loaded, live, peak = r
        if mode == "replay":
            benchlib.emit("aina_heap_rules_loaded", loaded, "bytes", modules=src)
            benchlib.emit("aina_heap_after_full_game", live, "bytes", modules=src,
                          includes="rules modules + Game + recorded actions")
        benchlib.emit("aina_heap_peak_%s" % mode, peak, "bytes", modules=src, heap="128K",
                      includes="rules modules + recorded actions + game, sampled per action")
        lo, hi = 8, 128   # the smallest heap (KB) the whole run completes in
        while lo < hi:
            mid = (lo + hi) // 2
            if child(mid, mode) is None:
                lo = mid + 1
            else:
                hi = mid
        benchlib.emit("aina_min_heap_%s" % mode, lo, "KB", modules=src,
                      includes="interpreter start-up + rules modules + the run")
    os.system("rm -rf %s" % tmp)


class Ctx:
    """The little of the app's ctx the view needs to draw and move its cursor."""

    def __init__(self, size, game):
        from hw.grid import Grid
        self.grid = Grid(size, size)
        self.game = game
        self.t = 0

    def now(self):
        return self.t

    def say(self, text):
        pass

    def refuse(self, reason):
        pass

    def later(self, fn):  # the app says the cursor's words after the frame: not part of a step here
        self.after = fn


def view_figures(recorded):
    """The view in a digital game's first move (what the emulated-Pico bench shows): a frame whose
    picture is cached (every frame but the first of a blink half or after a change), one that
    rebuilds it, and a cursor step. Then the garbage a full replay (undo, resume) makes."""
    from games.aina import grid as V
    from ui import keys
    for size in (8, 16):
        ctx = Ctx(size, R.Game(R.make_setup(2, 38)))
        v = V.View(ctx)
        grid = ctx.grid
        v.draw(grid, 0)
        benchlib.emit("aina_view_draw_cached", benchlib.time_us(lambda: v.draw(grid, 0), 200), "us",
                      grid="%dx%d" % (size, size))

        def rebuild():
            v.ver += 1
            v.draw(grid, 0)
        benchlib.emit("aina_view_draw_rebuilt", benchlib.time_us(rebuild, 100), "us",
                      grid="%dx%d" % (size, size))
        benchlib.emit("aina_view_key_cursor_step", benchlib.time_us(lambda: v.key(keys.RIGHT, keys.PRESS), 200),
                      "us", grid="%dx%d" % (size, size))
    try:
        import gc
        gc.mem_alloc
    except (ImportError, AttributeError):
        return  # CPython: no heap to measure
    p, s, log = recorded[0]
    acts = list(unpack(log))
    gc.collect()
    gc.disable()
    try:
        a0 = gc.mem_alloc()
        g = R.Game(R.make_setup(p, s))
        for a in acts:
            g.apply(a)
        made = gc.mem_alloc() - a0
    finally:
        gc.enable()
    benchlib.emit("aina_replay_garbage", made, "bytes", actions=len(acts),
                  includes="everything a replay of the recorded game allocates (the final Game too)")


rec = timings()
view_figures(rec)
if benchlib.INTERP == "micropython":
    heap_parent(rec)
