# 'Āina in words (issue 29 §7): `status` in sentences a newcomer reads (`status short` the one
# line), `legal` lists the actions as the commands that make them, a typed flip is echoed as the
# grid's A says it, and A on a positive card says why no row can be locked.
from host_tools.sim import Rig, load_board
from games.aina import rules as R
from games.aina import moves
from games.aina.words import waiting


def started():
    rig = Rig(load_board("pico-8x8"))
    for _ in range(6):
        if rig.lines and "menu: 'Aina" in rig.lines[-1]:
            break
        rig.press("right")
    rig.press("a")
    rig.press("a")
    assert rig.app.session.game.phase == R.P_FLIP
    return rig


def said(rig, line):
    n = len(rig.lines)
    rig.command(line)
    return rig.lines[n:]


def test_status_in_sentences_and_short():
    rig = started()
    g = rig.app.session.game
    text = said(rig, "status")
    assert text[0] == "Round 1 of 4, turn 1 of 4, move 1 of 4: player 1 plays."
    assert text[2] == "Now: %s." % waiting(g)
    assert any(t.startswith("Player 2's tokens: raindrop ") for t in text)
    assert "|" not in "".join(text)         # no compact codes
    assert said(rig, "status short") == ["'Aina: " + g.short()]
    assert g.short().startswith("R1 T1 M1 P1 | ")          # the codes: status short (a host may ask it)


def test_the_line_after_each_action_is_in_words():
    """Issue 48: after every action (and as the page's banner) 'Aina said its codes (R1 T1 M1 P1
    | rX w8 r8 w8 | flip a rX card | pos 4/36 | hands P1:r0k6p6f12 ...). The line a newcomer
    reads is words: round, turn, who acts, what to do, in the rules page's names."""
    rig = started()
    g = rig.app.session.game
    t = g.status()
    assert t.startswith("Round 1 of 4, turn 1 of 4, move 1 of 4: player 1, flip a "), t
    assert "cards positive" in t and "|" not in t and "pos " not in t, t
    a = moves.legal_actions(g)[0]
    n = len(rig.lines)
    rig.app.game_screen.act(a)
    rig.step(100)
    line = [l for l in rig.lines[n:] if "Round 1 of 4" in l]
    assert line and "pos " not in line[-1] and "hands" not in line[-1], rig.lines[n:]
    from core import link   # a linked host's banner (@status) is the same words; `status short` the codes
    assert link.status_of(rig.app) == rig.app.named(rig.app.session.game.status())


def test_legal_lists_every_action_as_a_command():
    rig = started()
    g = rig.app.session.game
    text = said(rig, "legal")
    acts = moves.legal_actions(g)
    assert text[0].startswith("%d legal actions: flip a " % len(acts))
    body = " ".join(text[1:])
    assert body.startswith("flip ") or body.lstrip().startswith("flip ")
    for a in acts:
        assert R.cell_name(a[1]) in body
    # after a flip with a lockable row or not, the list names `end` or the next flips
    rig.command("flip " + R.cell_name(acts[0][1]))
    g = rig.app.session.game
    body = " ".join(said(rig, "legal")[1:])
    for a in moves.legal_actions(g):
        if a[0] == R.FLIP:
            assert R.cell_name(a[1]) in body
        elif a[0] == R.END:
            assert "end" in body.split()
        elif a[0] == R.LOCK:
            assert "lock %s %s" % (R.cell_name(a[1]), ("right", "down")[a[2]]) in body


def test_typed_flip_is_echoed_as_the_grids():
    rig = started()
    g = rig.app.session.game
    c = [x for x in range(36) if g.flippable(x)][0]
    out = said(rig, "flip " + R.cell_name(c))
    assert out[0].startswith("P1 flips %s | " % R.cell_name(c)), out


def test_positive_card_says_why_no_row_can_be_locked():
    rig = started()
    g = rig.app.session.game
    c = [x for x in range(36) if g.flippable(x)][0]
    rig.command("flip " + R.cell_name(c))
    g = rig.app.session.game
    if g.phase != R.P_FLIP:
        rig.command("end")
    g = rig.app.session.game
    n = len(rig.app.session.log)
    out = said(rig, "flip " + R.cell_name(c))
    assert out[-1].startswith("! %s is already positive: move 2 flips a negative " % R.cell_name(c))
    assert "Rows lock after a flip: none through" in out[-1] and "can lock now (" in out[-1]
    # the same words for A on that card on the grid
    v = rig.app.game_screen.view
    while v.cx != c % 6:
        rig.press("right")
    while v.cy != c // 6:
        rig.press("down")
    rig.press("a")
    assert rig.lines[-1] == out[-1] and rig.app.cue_at is not None
    assert len(rig.app.session.log) == n
