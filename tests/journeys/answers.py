# Every A and every B press answers the table, and every long A (issue 47: "what can I do?" where a
# game has no other use for it): it changes what the grid shows, says a line on the console, or
# shows the refusal cue. Seeded random presses through the real App (host_tools.sim.Rig)
# in every phase of a game: its set-up page, play (random presses, with a random legal action now
# and then so play reaches every phase), and the finished game.
from core.rng import Rng
from games import registry
from host_tools.sim import Rig, load_board
from ui import keys

import journey

OFFSETS = tuple(range(0, 2000, 125))  # a snapshot spans the slowest blink (1 s) twice over


def snapshot(rig, t0):
    """What the shown screen draws at fixed times from t0: two snapshots taken at the same times
    differ only when the screen's state changed, never because a blink moved on."""
    app = rig.app
    g = app.grid
    saved = bytes(g.buf)
    out = []
    for dt in OFFSETS:
        app.screen.draw(g, t0 + dt)
        out.append(bytes(g.buf))
    g.buf[:] = saved
    return (id(app.screen), tuple(out))


def legal(game):
    name = game.__class__.__module__.split(".")[1]
    if name == "konane":
        return [game.move_to_action(m) for m in game.legal()]
    mod = __import__("games.%s.moves" % name, None, None, ("legal_actions",))
    return mod.legal_actions(game)


def play_out(rig, seed, step_ms):
    """The game in play, played to its end by seeded random legal actions through its screen
    (as console moves would be), step_ms between them."""
    s = rig.app.session
    rng = Rng(seed)
    while not s.game.over():
        acts = legal(s.game)
        rig.app.game_screen.act(acts[rng.below(len(acts))])
        rig.step(step_ms)


def press_answers(rig, k, long=False):
    """Press k (A or B; long: held past the long-press time); the reason it answered, or None when
    nothing did."""
    app = rig.app
    t0 = rig.clock.t
    before = snapshot(rig, t0)
    n = len(rig.lines)
    cue = app.cue_at
    if long:
        rig.long(keys.NAMES[k])
    else:
        rig.press(keys.NAMES[k])
    rig.step(20)
    if app.cue_at is not None and app.cue_at != cue:
        return "cue"
    if len(rig.lines) > n:
        return "line"
    if snapshot(rig, t0) != before:
        return "frame"
    return None


def where(rig):
    app = rig.app
    s = app.session
    v = app.game_screen.view if app.game_screen is not None else None
    return "screen %s, game %s, view %s, last lines %r" % (
        app.screen.__class__.__name__, s.game.status() if s else None,
        dict((k, val) for k, val in getattr(v, "__dict__", {}).items()
             if isinstance(val, (int, bool, str))), rig.lines[-4:])


def check(game, seed, presses=400, board="pico-8x8", act_every=4):
    """Open `game`, then press seeded random keys; every A and B must answer. A random legal action
    is applied through the game's screen (as a console move would be) about once in act_every
    steps, so play reaches every phase and the end. Returns the phases seen (for the caller)."""
    rig = Rig(load_board(board))
    rng = Rng(seed)
    journey.open_game(rig, game)
    seen = set()
    silent = []
    for i in range(presses):
        app = rig.app
        s = app.session
        gs = app.game_screen
        if app.screen is not gs and app.screen.__class__.__name__ != "Confirm":
            # the menu (a game's view may have no way back but long B): go back to the game
            journey.open_game(rig, game)
            continue
        if (s is not None and not s.game.over() and app.screen is gs
                and rng.below(act_every) == 0):
            if getattr(gs, "lesson", None) is not None:
                # a lesson the walk started (the set-up page's Learn line) takes only its step's
                # action: its skip plays it, so the walk still reaches the game's end
                gs.lesson.skip()
                rig.step(300)
                continue
            acts = legal(s.game)
            ls = gs.lesson
            if ls is not None and ls.accept is not None and len(ls.accept) > 1:
                acts = ls.accept[1:]   # a lesson (the Learn line, pressed at random): its step's
            if acts:
                gs.act(acts[rng.below(len(acts))])
                rig.step(300)
                continue
        k = rng.below(7)   # (6: a long A)
        phase = ("setup" if s is None or app.screen is not gs and s is None else
                 "over" if s.game.over() else "play")
        if app.screen.__class__.__name__ == "Confirm":
            phase = "confirm"
        seen.add(phase)
        if k in (keys.A, keys.B, 6):
            key = keys.A if k == 6 else k
            if press_answers(rig, key, k == 6) is None:
                silent.append("press %d (%s%s, %s): %s" % (i, keys.NAMES[key], " long" if k == 6 else "",
                                                          phase, where(rig)))
        else:
            rig.press(keys.NAMES[k])
    assert not silent, "%s: %d presses answered nothing:\n%s" % (game, len(silent), "\n".join(silent[:6]))
    return seen
