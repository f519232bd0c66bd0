# Hanafuda figures: scoring a finished hand (points, hui, penalties for every side), a whole random
# hand (every mark, with the legal actions listed for each), the replay of a 3-hand game (what an
# undo costs at its end), a frame of the view on 8x8 and 16x16, and under MicroPython the most live
# heap a whole hand needs (sampled after a collection at every mark, above the heap in use before the
# imports, as bench_kawa does; micropython.mem_peak counts allocations, not live bytes).
# `make bench` sets BENCH_MPY so the MicroPython run imports the firmware precompiled, as the Pico does.
import gc
import os

import benchlib

benchlib.setup_path()
source = "mpy" if benchlib.INTERP == "micropython" and os.getenv("BENCH_MPY") else "source"

gc.collect()
heap_base = gc.mem_alloc() if hasattr(gc, "mem_alloc") else 0  # before the imports: counted
from games.hanafuda import rules as R       # noqa: E402
from games.hanafuda.moves import legal_actions
from core.rng import Rng                    # noqa: E402

SEED = 2024


def random_game(n, seed, hands=1, each=None):
    """Random legal marks, as a table plays them: no 'ohana declared out of the blue (uniformly
    random play would declare one nearly every turn and end hands early)."""
    g = R.Game(R.make_setup(n, seed, False, 0, hands))
    rng = Rng(seed + 1)
    log = bytearray()   # the actions back to back (the op gives each one's length): small on a 128K heap
    while not g.over():
        acts = [a for a in legal_actions(g) if a[0] != R.OP_OHANA]
        a = acts[rng.below(len(acts))]
        acts = None
        g.apply(a)
        log.extend(a)
        if each is not None:
            each()
    return g, log


def replay(n, seed, hands, log):
    g = R.Game(R.make_setup(n, seed, False, 0, hands))
    for a in actions(log):
        g.apply(a)
    return g


def actions(log):
    i = 0
    while i < len(log):
        k = R.LENGTH[log[i]]
        yield bytes(log[i:i + k])
        i += k


def count(log):
    return sum(1 for _ in actions(log))


def heap_figure():
    sample, most = benchlib.live_sampler(heap_base)
    g, log = random_game(4, SEED, 1, sample)
    benchlib.emit("hanafuda_heap_live_max_full_hand_4_players", most[0], "bytes", modules=source,
                  actions=count(log), includes="the rules and deck modules, one Game, its action log, between marks")


def time_figures():
    for n in (2, 4, 6):
        g, log = random_game(n, SEED)
        benchlib.emit("hanafuda_score_hand_%d_players" % n, benchlib.time_us(g.rescore, 20), "us",
                      note="points, hui and penalties of every side, a finished hand")
        benchlib.emit("hanafuda_random_hand_%d_players" % n, benchlib.time_us(lambda: random_game(n, SEED)), "us",
                      actions=count(log), note="every mark applied and scored, legal actions listed before each")
    g, log = random_game(3, SEED, 3)
    benchlib.emit("hanafuda_replay_game_3_hands", benchlib.time_us(lambda: replay(3, SEED, 3, log)), "us",
                  actions=count(log))


def draw_figures():
    from games.hanafuda import grid as V
    g, log = random_game(4, SEED)
    g = R.Game(R.make_setup(4, SEED, False, 0, 1))   # a hand half played: cards everywhere
    k = 0
    for a in actions(log):
        g.apply(a)
        k += 1
        if k == 24:
            break
    benchlib.draw_figures("hanafuda", V, g)


if benchlib.INTERP == "micropython":
    heap_figure()
time_figures()
draw_figures()
