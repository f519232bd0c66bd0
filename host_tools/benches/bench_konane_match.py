# Kōnane strength: companion levels against the plain alpha-beta opponents of
# host_tools/konane_match.py (ab3 .. ab6), every opening with both colours. The companion searches
# on a node clock (its level's time turned into the nodes the Pico's app searches in it), so the
# games are the same on any machine; they run under MicroPython only (its viper search is the
# device's, node for node, and ~10x quicker here than CPython's Python twin, which plays the same
# moves; the opponents' search is in viper too, host_tools/konane_abfast.py, the same values as
# their Python loop). reply_ms_max: the longest reply on the Pico those nodes stand for
# (konane_match.reply_ms).
#   .venv/bin/micropython -X heapsize=128K host_tools/benches/bench_konane_match.py
#   Each row plays its own number of games (ROWS: the issue-49 goals' 96 for the default level
#   against ab4 and 48 for the top level against ab6; 24, every opening with both colours once,
#   elsewhere; 48 plays them again with other random tie-breaks); KONANE_MATCH_GAMES=N plays N in
#   every row. About two minutes here.
import os
import sys

import benchlib

benchlib.setup_path()

from benchlib import emit, INTERP  # noqa: E402

# (level, opponent, games): the default level (2) against 3 and 4 plies, the top level (4) against
# 5 and 6, and level 1 (a beginner should be able to win) against 3
ROWS = ((1, "ab3", 24), (2, "ab3", 24), (2, "ab4", 96), (4, "ab5", 48), (4, "ab6", 48))


def main():
    if INTERP != "micropython":
        return  # the same games, ten times slower: see above
    here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
    sys.path.insert(0, here + "/..")
    import konane_match as km
    every = int(os.getenv("KONANE_MATCH_GAMES") or 0)
    for level, opp, games in ROWS:
        w, n, most = km.level_match(level, every or games, 8, km.NODES_PER_S, 1, opp)
        emit("konane_match_win_pct", round(100 * w / n), "%", level=level, opponent=opp, games=n,
             wins=w, reply_ms_max=km.reply_ms(most), nodes_max=most, nodes_per_s=km.NODES_PER_S,
             note="8x8, every opening, colours alternating; reply from the nodes at the app's speed")


main()
