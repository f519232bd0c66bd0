"""What each game's view shows, as the states a player must tell apart: the table the legibility
check (host_tools/legibility.py) renders through the output stage and compares pair by pair.
It lives on the host, not beside the views, so the device neither stores nor loads it; every colour
is read from the game's own paint/view module, so a palette change is checked as drawn.

    groups(game, big) -> [(group, [(state, look)])]   every pair within a group must differ
    look: a colour 0xRRGGBB (steady) or (on, off): a blink's two halves
    cues(game, big): the pairs that colour alone does not carry, and what does
    (position: where on the grid; pattern: the shape of the LEDs; blink: one blinks, one is steady)
    transient(game, big) -> [(cue, over, groups[, never])]: the short-lived cues (the refusal, the not-saved
    corners, the cursor, the hint, a replay's mark), each as drawn over a cell: over(look) -> the look of the cue
    there; groups: the groups whose states it is drawn over or beside (None: all of them); never:
    states it is not drawn over (the view's rule, tested with the view). Every
    state must differ from the cue drawn over it, or the cue vanishes into it (issue 29: the red
    refusal border over Konane's edge stones read as a ring of Hibiscus)
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if os.path.join(ROOT, "firmware") not in sys.path:
    sys.path.insert(0, os.path.join(ROOT, "firmware"))

from ui import palette as P  # noqa: E402

WAO = ("Nahele", "Mala'ai", "Kauhale", "Kai")
KAWA = ("Red", "Blue", "Yellow", "Pink")
SYMBOLS = ("triangle", "square", "circle", "slash")


def konane(big):
    from games.konane import grid as V
    st = [("empty", P.OFF), ("last move's hole", V.C_LAST),
          ("Hibiscus, can move", V.C_PIECE[0]), ("Jasmine, can move", V.C_PIECE[1]),
          ("Hibiscus, cannot move", V.C_IDLE[0]), ("Jasmine, cannot move", V.C_IDLE[1]),
          ("picked", V.C_SELECT), ("landing square", V.C_TARGET),
          ("hint", (V.C_PIECE[0], V.C_HINT)), ("cursor", (P.CURSOR, P.OFF)),
          ("Hibiscus, the last move's stone", (V.C_IDLE[0], V.C_LAST)),
          ("Jasmine, the last move's stone", (V.C_IDLE[1], V.C_LAST)),
          # a lesson's cell (ui/lesson.py): a stone, then the teaching colour (issue 47)
          ("lesson's cell", (V.C_PIECE[0], teach("konane")))]
    if big:  # the whose-turn frame, a dark ring away from the board (where there is room)
        st += [("Hibiscus's turn frame", V.C_IDLE[0]), ("Jasmine's turn frame", V.C_IDLE[1])]
    return [("board", st)]


def aina(big):
    from games.aina import grid as A, codes as AC, page as AP
    sc = P.scale
    cards = [("negative card", A.NEG), ("negative card that may flip", A.FLIP),
             ("akua path card", A.PATH)]
    for i, w in enumerate(A.WAO_COL):
        if big:
            # 16x16: the wao on two LEDs of the 2x2 card, each token on one of the other two
            # (dark while free): the token count is the card's pattern (cues below)
            cards.append(("%s, no token" % WAO[i], w))
            cards.append(("%s, 1 token" % WAO[i], w))
            cards.append(("%s, 2 tokens" % WAO[i], w))
        else:
            # 8x8: one LED, the wao; it blinks grey until a token locks it; the token page counts
            cards.append(("%s, no token" % WAO[i], (w, A.NEG)))
            cards.append(("%s, 1 or 2 tokens" % WAO[i], w))
    cards.append(("picked card", (P.SELECT, A.WAO_COL[0])))
    cards.append(("cursor", (P.CURSOR, A.NEG)))
    # a lesson's cell (ui/lesson.py): a negative card, then the teaching colour (issue 47)
    cards.append(("lesson's cell", (A.NEG, teach("aina"))))
    out = [("cards", cards),
           ("token page", [("token page: no token", P.OFF), ("token page: 1 token", AP.TOK_COL[0]),
                            ("token page: 2 tokens", AP.TOK_COL[1])]),
           ("resources (akua, 16x16 token LEDs)", [(WAO[i], c) for i, c in enumerate(A.WAO_COL)]
            + [("off", P.OFF)]),
           ("Time Cards", [("red card", AC.RED_CARD), ("white card", AC.WHITE_CARD),
                           ("played red card", sc(AC.RED_CARD, 1, 6)),
                           ("played white card", sc(AC.WHITE_CARD, 1, 6)), ("off", P.OFF)]),
           ("Time marks", [(m, c) for m, c in zip(("I", "X", "O", "8"), A.MARK_COL)]),
           ("seats", [("P%d" % (i + 1), c) for i, c in enumerate(A.SEAT_COL)])]
    return out


def kawa(big):
    from games.kawa import grid as K
    water, whirl = (K.WATER_BIG, K.WHIRL_BIG) if big else (K.WATER, K.WHIRL)
    river = [("no tile line", K.OFF), ("basic tile", water), ("whirlpool", whirl)]
    river += [("%s's path" % KAWA[i], c) for i, c in enumerate(K.HUES)]
    # a lesson's cell (ui/lesson.py): a tile's line, then the teaching colour (issue 47)
    from games.kawa import codes as KC
    river.append(("lesson's cell", (water, KC.TEACH)))
    petals = [("no petal", K.OFF)]
    if big:
        petals += [("basic tile", water), ("whirlpool", whirl)]
    else:  # the petal layer keeps the river's lines under the petals, in the same colours
        petals += [("basic tile under petals", K.WATER), ("whirlpool under petals", K.WHIRL)]
    for i in range(4):
        petals += [("%s 1 petal" % KAWA[i], K.PETALS[3 * i]), ("%s 2 petals" % KAWA[i], K.PETALS[3 * i + 1]),
                   ("%s 3+ petals" % KAWA[i], K.PETALS[3 * i + 2])]
    petals.append(("double petal", (K.PETALS[1], K.WHITE)))
    return [("river", river), ("petals", petals),
            ("start slots", [("free slot", K.DIM if big else K.OFF)]
             + [(KAWA[i], c) for i, c in enumerate(K.HUES)])]


def hanafuda(big):
    from games.hanafuda import grid as H
    # the map lights one seat's captures at a time (the seat blinking in the seat column: the one
    # acting, or the one the cursor is on there) and every other seat's captures in one neutral:
    # a group for each seat lit, holding every light the map can show then
    out = []
    for i, c in enumerate(H.SEATS):
        out.append(("card map, P%d's captures lit" % (i + 1), [
            ("in a hand or the stack", H.UNSEEN), ("in the field", H.FIELD),
            ("in P%d's captures" % (i + 1), c), ("in P%d's captures, worth 0" % (i + 1), P.scale(c, 1, H.ZERO)),
            ("in another player's captures", H.OTHERS),
            ("picked", (H.SELECT, H.UNSEEN)), ("may take", (H.TARGET, H.FIELD)),
            ("cursor", (P.CURSOR, H.UNSEEN)),
            # a lesson's cell (ui/lesson.py): a card in a hand or the stack, then the teaching colour
            ("lesson's cell", (H.UNSEEN, teach("hanafuda"))),
            # on the same screen, beside the map (8x8: the column next to its last; 16x16: the
            # row under it): told apart from every card's light, not only by its place (issue 37)
            ("draw-stack gauge", H.GAUGE)]))
    return out + [
        ("players", [("P%d" % (i + 1), c) for i, c in enumerate(H.SEATS)] + [("off", P.OFF)]),
        ("teams", [("P1+P3", H.SEATS[0]), ("P2+P4", H.SEATS[1])]),
        ("step", [("hand card", H.HAND_STEP), ("drawn card", H.DRAW_STEP), ("dealing", H.DEAL_STEP),
                  ("hand over", H.OVER_STEP), ("draw-stack gauge", H.GAUGE)])]


def kapai(big):
    from games.kapai import grid as K
    sheet = [("dark cell", K.OFF), ("free cell", K.FREE), ("free cell the symbol may go in", K.CAN),
             ("totem", K.TOTEM)]
    for i in range(4):
        sheet.append(("%s" % SYMBOLS[i], K.LOOSE[i]))
        sheet.append(("%s in a group" % SYMBOLS[i], K.SYM[i]))
    sheet.append(("group being chosen", (K.CHOSEN, K.SYM[0])))
    sheet.append(("cursor", (P.CURSOR, K.FREE)))
    # a lesson's cell (ui/lesson.py): a free cell, then the teaching colour, its own (issue 47)
    sheet.append(("lesson's cell", (K.FREE, K.TEACH)))
    return [("sheet", sheet),
            ("dice", [(SYMBOLS[i], K.SYM[i]) for i in range(4)]
             + [("die not to draw, %s" % SYMBOLS[i], K.LOOSE[i]) for i in range(4)])]


GROUPS = {"konane": konane, "aina": aina, "kawa": kawa, "hanafuda": hanafuda, "kapai": kapai}


def confirm():
    """The question on the grid before a game in progress is replaced or ended (ui/confirm.py)."""
    from ui import confirm as C
    return ("confirm question", [("question mark", (C.QUESTION, P.OFF)), ("B: keep playing", P.REFUSED),
                                 ("A: go ahead", P.GREEN), ("off", P.OFF)])


def scores(game=None):
    """The menu's Scores page (ui/scores.py): a bar a seat in the colour of its pieces in that game
    (core/seats.py), its unlit part, the dark rows between, and the bottom row's mark of the game
    shown."""
    from ui import scores as S
    cols = P.PLAYERS
    if game is not None:
        from core import seats
        cols = seats.colours(game) or cols
    return ("scores page", [("P%d's bar" % (i + 1), c) for i, c in enumerate(cols)]
            + [("a bar's unlit part", S.UNLIT), ("dark row", P.OFF), ("the game shown's mark", P.WHITE)])


def _blinks(look):
    return look if isinstance(look, tuple) else (look, look)


def _drawn(draw_at, on, off):
    """A cue as the firmware draws it over a cell showing `look`: draw_at(grid, t) at a time in
    its lit half and one in its other half, over the look's two halves, read back at (0, 0)."""
    from hw.grid import Grid

    def over(look):
        g = Grid(8, 8)
        out = []
        for t, under in zip((on, off), _blinks(look)):
            g.fill(under)
            draw_at(g, t)
            out.append(g.get(0, 0))
        return tuple(out)
    return over


def _refused():
    # ui/draw.refused (the app draws it after a refusal): 450 ms from t = 0, four quarters
    from ui import draw
    return _drawn(lambda g, t: draw.refused(g, t, 0), 0, 120)


def _corners():
    from ui import draw
    return _drawn(draw.corners, 0, 200)


def _replay_mark():
    # ui/replay.mark: a replay's top-left cell flashes white, then purple, over whatever it shows
    from ui import replay
    return _drawn(replay.mark, 0, replay.FLASH_MS)


def _cursor_drawn():
    # ui/draw.cursor (Konane), over the colour the cell shows in that half
    from ui import draw
    return _drawn(lambda g, t: draw.cursor(g, 0, 0, t, g.get(0, 0)), 0, draw.BLINK_MS)


def teach(game):
    """The colour a game's lesson lights its cells in (ui/lesson.py): its view's `teach`, else its
    lesson's TEACH, else the palette's."""
    from games import registry
    view = __import__("games.%s.grid" % game, None, None, ("View",)).View
    col = getattr(view, "teach", None)
    if col is None:
        col = getattr(registry.lesson(game), "TEACH", None)
    return P.TEACH if col is None else col


def _teach(col=None):
    # ui/lesson.lit (a lesson's cells, issue 47): what lies there, then the teaching colour (the
    # game view's own, `teach`, or its lesson's TEACH, where it has one); its signs (A, arrows)
    # and the lesson's OK are that colour on dark, a pattern in a box of their own
    from ui import draw, lesson
    col = P.TEACH if col is None else col
    return _drawn(lambda g, t: lesson.lit(g, t, b"\x00\x00\x01", col), 0, draw.BLINK_MS)


def _options(what):
    # core/app.py GameScreen.draw: ui/draw.lit over the view's frame, in what.py's TEACH (and its
    # PALE over a light colour); the same look as the lesson's cells
    from ui import draw
    col, pale = what.TEACH, getattr(what, "PALE", -1)
    return _drawn(lambda g, t: draw.lit(g, t, b"\x00\x00\x01", col, pale), 0, draw.BLINK_MS)


# the groups a game's lesson lights cells over (games/<game>/lesson.py; a game without one: none)
# ('Aina's: the cards, and the ring's lights its steps name: Time Cards, seats, akua)
LESSON_OVER = {"konane": ("board",), "kapai": ("sheet", "dice"), "kawa": ("river", "petals"),
               "aina": ("cards", "resources (akua, 16x16 token LEDs)", "Time Cards", "Time marks",
                        "seats"),
               "hanafuda": tuple("card map, P%d's captures lit" % (i + 1) for i in range(6))}
# the states a lesson's teaching set-up never shows under its cue (its colour: the lesson's TEACH):
# Kawa's lesson is Red's and Blue's (games/kawa/lesson.py SETUP: two colours), so no Yellow or Pink
# 'Aina's lights P2's seat only (games/aina/lesson.py SETUP: two players), no locked Kauhale card
# and no akua but Nahele's (orange beside the pink, to a tritanope): tests/platform/test_legibility.py
# replays its steps and checks what each lights
LESSON_NEVER = {"kawa": tuple("%s%s" % (c, s) for c in ("Yellow", "Pink")
                              for s in ("'s path", " 1 petal", " 2 petals", " 3+ petals")),
                "aina": ("P1", "P3", "P4", "P5", "P6", "Kauhale, 1 or 2 tokens", "Kauhale")}


# the groups "what can I do?" lights cells over (long A, `options`: games/<game>/what.py can, drawn
# by core/app.py GameScreen.light in the teaching cue's look, in the game's teaching colour)
OPTIONS_OVER = {"konane": ("board",), "aina": ("cards",), "kawa": ("river", "petals", "start slots"),
                "hanafuda": tuple("card map, P%d's captures lit" % (i + 1) for i in range(6)),
                "kapai": ("sheet", "dice")}


def _cursor(look):
    # the other games' cursors: palette.cursor_on (white, or dark over a light colour), then what
    # lies under it
    a, b = _blinks(look)
    return (P.cursor_on(a), b)


def _fast(game, big):
    """The looks that blink faster than the cursor, at their own rate: Hanafuda's picked card and the
    cards it may take (200 ms), Kawa's double petal (250 ms). Those views choose the cursor's colour
    for what the cell shows in that frame, so in its lit half the cursor is dark over the light
    half and white over the dark one, and the cell shows the two alternating."""
    if game == "hanafuda":
        from games.hanafuda import grid as H
        return ((H.SELECT, H.UNSEEN), (H.TARGET, H.FIELD))
    if game == "kawa":
        from games.kawa import grid as K
        return ((K.PETALS[1], K.WHITE),)
    return ()


def _cursor_framewise(fast):
    def over(look):
        if look in fast:
            return (P.cursor_on(look[0]), P.cursor_on(look[1]))
        return _cursor(look)
    return over


# the groups whose states each game's cursor moves over
CURSOR_OVER = {"konane": ("board",), "aina": ("cards",), "kawa": ("river", "petals"),
               "hanafuda": None, "kapai": ("sheet",)}


def transient(game, big):
    out = [("refused border", _refused(), None),
           ("not-saved corners", _corners(), None),
           ("cursor", _cursor, CURSOR_OVER[game]),
           ("replay mark", _replay_mark(), None)]
    if game in ("hanafuda", "kawa"):
        out[2] = ("cursor", _cursor_framewise(_fast(game, big)), CURSOR_OVER[game])
    if game == "hanafuda":
        out[2] = ("cursor", out[2][1], tuple(g for g, _ in hanafuda(big) if g.startswith("card map"))
                  + ("players",))
    if game in LESSON_OVER:
        out.append(("teaching cue", _teach(teach(game)), LESSON_OVER[game],
                    ("lesson's cell",) + LESSON_NEVER.get(game, ())))
    # "what can I do?": its cells in the game's what.py TEACH (PALE, where it has one: the colour
    # over a light colour, ui/draw.lit), drawn as core/app.py draws them
    from games import registry
    out.append(("options cue", _options(registry.part(game, "what")), OPTIONS_OVER[game], ("lesson's cell",)))
    if game == "konane":
        from games.konane import grid as V
        out[2] = ("cursor", _cursor_drawn(), ("board",))
        # the hint: the square's own colour, then green, out of phase with the cursor (never on
        # the picked piece: the hint taken)
        out.append(("hint", lambda look: (_blinks(look)[0], V.C_HINT), ("board",), ("picked",)))
    return out

# Pairs colour alone does not carry, with the cue that does (the check accepts these, and prints
# them): cues(game, big) -> {group: cue} for every pair of a group, {(state, state): cue} for one.
def cues(game, big):
    c = {("B: keep playing", "A: go ahead"):
         "position: B's red is the bottom row's left half, A's green its right half, as the buttons sit"}
    # the Scores page: a row a seat, in seat order from the top (ui/scores.py)
    from core import seats
    n = len(seats.colours(game)) or 4
    for i in range(n):
        for j in range(i + 1, n):
            c[("P%d's bar" % (i + 1), "P%d's bar" % (j + 1))] = \
                "position: each seat's bar is its own row, seat 1 at the top"
    if game == "konane":
        # the bars in the seats' stone colours (core/seats.py): Jasmine's cream beside the white
        # mark, Hibiscus's red beside the grey of its bar's unlit cells at the lowest brightness
        c[("P2's bar", "the game shown's mark")] = \
            "position: the mark is alone on the bottom row, below every bar"
        c[("P1's bar", "a bar's unlit part")] = \
            "position: a bar's lit cells run from the left edge, its unlit cells after them in its row"
    if game == "konane" and big:
        for side in ("Hibiscus", "Jasmine"):
            for stone in ("Hibiscus", "Jasmine"):
                for how in ("can move", "cannot move"):
                    c[("%s's turn frame" % side, "%s, %s" % (stone, how))] = \
                        "position: the frame lies beyond a dark ring around the board"
    if game == "aina" and not big:
        # 8x8: the cards lie inside the 1-LED ring, so the red border and corners are drawn beside
        # a card, never over it; a card waiting for its token blinks once a second, the refusal
        # flickers four times in 0.45 s, the corners five times a second
        for w in WAO:
            for cue in ("refused border", "not-saved corners"):
                c[("%s over %s, no token" % (cue, w), "%s, no token" % w)] = \
                    "position: on 8x8 the border and corners are the ring around the cards (blink: a faster flicker)"
    if game == "aina":
        c["seats"] = "position: the seat playing is lit in its own row of the left column"
        # a lesson's cell over a card that may flip (dim cyan), to a protanope at the lowest
        # brightness: the cell blinks once a second, the card is steady, and the step names it
        c[("teaching cue over negative card that may flip", "negative card that may flip")] = \
            "pattern: a lesson's cell blinks once a second, a card that may flip is steady"
        c["Time marks"] = "pattern: B shows the turn's marks as their shapes (I X O 8)"
        if big:
            # 16x16: a card is 2x2, its wao top-left and bottom-right, a token on each of the other
            # two LEDs in its resource's colour, dark while free: no token lights 2 LEDs (a
            # diagonal), 1 token 3, 2 tokens all 4 (tests/aina/test_aina_view.py checks the frames)
            counts = ("no token", "1 token", "2 tokens")
            for i in range(4):
                for j in range(4):
                    for a in counts:
                        for b in counts:
                            if a != b:
                                c[("%s, %s" % (WAO[i], a), "%s, %s" % (WAO[j], b))] = \
                                    "pattern: on 16x16 a card lights 2, 3 or 4 LEDs for 0, 1 or 2 tokens"
    elif game == "kawa":
        # each colour's petals have their own cell of the tile (8x8: a quadrant of the 2x2 tile;
        # 16x16: a corner beside the flow line), so two colours never share an LED
        counts = ("1 petal", "2 petals", "3+ petals")
        for i in range(4):
            for j in range(4):
                if i != j:
                    for a in counts:
                        for b in counts:
                            c[("%s %s" % (KAWA[i], a), "%s %s" % (KAWA[j], b))] = \
                                "position: each colour's petals have their own cell of the tile"
        if big:
            # 16x16: the flow line is the tile's middle column (and one LED of its bottom row), the
            # petals its corners beside it: a line never shares an LED with a petal
            for i in range(4):
                for a in counts:
                    for line in ("basic tile", "whirlpool"):
                        c[(line, "%s %s" % (KAWA[i], a))] = \
                            "position: on 16x16 the flow line is the tile's middle column, petals its corners"
    elif game == "hanafuda":
        c["players"] = "position: each seat has its own row of the seat column"
        c["teams"] = "position: each team's seats keep their rows of the seat column"
        # a lesson's cell over a field card (pale grey), a card it may take (cyan, 5 blinks a
        # second), a seat's captures: to a deuteranope the teaching pink is close to the grey (to a
        # tritanope at the lowest brightness, to P1's red); the cell blinks once a
        # second, the field card is steady, and the step's sentence names the card
        # (and the cards long A lights, in the same look: "what can I do?")
        for cue in ("teaching cue", "options cue"):
            c[(cue + " over in the field", "in the field")] = \
                "pattern: a lesson's cell blinks once a second, a field card is steady"
            c[(cue + " over may take", "may take")] = \
                "pattern: a lesson's cell blinks once a second, a card it may take five times"
            for i in range(6):   # (tritanopia, the lowest brightness: P1's red beside the pink)
                c[(cue + " over in P%d's captures" % (i + 1), "in P%d's captures" % (i + 1))] = \
                    "pattern: a lesson's cell blinks once a second, a captured card is steady"
    elif game == "kapai" and big:
        c["dice"] = "pattern: each symbol has its own 2x2 shape"
        for i in range(4):
            for j in range(4):
                for a in ("%s", "%s in a group"):
                    for b in ("%s", "%s in a group"):
                        if i != j:
                            c[(a % SYMBOLS[i], b % SYMBOLS[j])] = "pattern: each symbol has its own 2x2 shape"
        # a symbol is its shape; a free cell, an allowed one and a totem fill their 2x2 block (so
        # the square, a full block too, is not declared)
        from games.kapai import grid as K
        for i in range(4):
            if K.SHAPE2[i] == 0b1111:
                continue
            for a in ("%s", "%s in a group"):
                for b in ("free cell", "free cell the symbol may go in", "totem"):
                    c[(a % SYMBOLS[i], b)] = "pattern: a symbol is its 2x2 shape, %s a full block" % b
    elif game == "kapai":
        c["dice"] = "pattern: B shows the dice as 3x3 shapes"
    return c


def groups(game, big):
    return GROUPS[game](big)


def checked(game, big):
    """What the legibility check compares: the game's groups, and the platform's screens (the
    confirm question drawn over its game, the menu's Scores page), which the game's legend leaves
    out."""
    return groups(game, big) + [confirm(), scores(game)]
