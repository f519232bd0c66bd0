# Issue 18's legibility figures: for each game, board and vision, the smallest CIEDE2000 difference
# between two lights a player must tell apart (no other cue declared), at the default and the lowest
# Settings brightness through the firmware's output stage (host_tools/legibility.py); the pair, and
# how many pairs are under the floor. CPython only: the colour science is host code.
import sys

import benchlib

if benchlib.INTERP == "cpython":
    sys.path.insert(0, __file__.rsplit("/", 3)[0] or ".")
    from host_tools import colour, legibility as L, screens

    for game in screens.GAMES:
        for board in screens.BOARDS:
            for pct, rows in L.run(game, board).items():
                for v in colour.VISIONS:
                    mine = [r for r in rows if r[3] == v and not r[5]]
                    worst = min(mine, key=lambda r: r[4])
                    under = sum(1 for r in mine if r[4] < L.FLOOR)
                    benchlib.emit("legibility_min_delta_e", round(worst[4], 1), "dE00", game=game,
                                  board=board, vision=v, brightness=pct, floor=L.FLOOR, under=under,
                                  pair="%s / %s" % (worst[1], worst[2]))
