# The buzzer (issue 29 §11): a board file's buzzer_pin (absent: silent) gives a short tone on a
# refusal, on the companion's move and at a game's end; Settings turns it off, saved with the
# settings. The tones reach the hardware seam App(tone=...) (PWM on the Pico: tests/pico).
from host_tools.sim import Rig, load_board
from core import app as A
from hw import boardcheck


def buzzer_board(pin=16):
    b = dict(load_board("pico-8x8"))
    b["buzzer_pin"] = pin
    return b


def test_board_check_knows_the_buzzer_pin():
    assert boardcheck.check(buzzer_board(16)) is None
    bad = boardcheck.check(buzzer_board(40))
    assert bad is not None and "buzzer_pin" in bad
    assert "buzzer_pin" in boardcheck.check(buzzer_board("GP16"))


def test_no_buzzer_no_tone_and_no_sound_setting():
    rig = Rig(load_board("pico-8x8"))
    assert rig.app.tone is None and rig.tones == []
    rig.command("nonsense")                     # a refusal: silent
    assert rig.tones == []
    assert rig.menu_to("Settings: brightness")  # no sound line to offer


def test_tone_on_refusal_companion_move_and_end(tmp_path):
    # Konane 8x8 against the companion (Jasmine, level 1), resumed from its save: its moves
    # beep, the end has its own tone
    from core.session import Session
    from core.store import Store
    from games.konane import rules as K
    Session("konane", K.Game, bytes((8, K.MODE_CPU_JASMINE, 1)), (), Store(str(tmp_path))).save()
    rig = Rig(buzzer_board(), str(tmp_path))
    rig.command("nonsense")
    assert rig.tones[-1][1:] == A.TONES[A.SOUND_REFUSED]
    g = rig.app.session.game
    assert g.computer_side() == 1
    n = len(rig.tones)
    for _ in range(400):
        g = rig.app.session.game
        if g.over():
            break
        if g.turn() == 0:
            rig.command(g.move_text(g.legal()[0]))
        else:
            rig.step(100)
    assert g.over()
    kinds = [t[1:] for t in rig.tones[n:]]
    companion = sum(1 for line in rig.lines if line.startswith("companion: "))
    assert kinds.count(A.TONES[A.SOUND_MOVE]) == companion - (1 if g.turn() == 0 else 0)
    assert kinds[-1] == A.TONES[A.SOUND_END] and kinds.count(A.TONES[A.SOUND_END]) == 1


def test_settings_turns_the_sound_off_and_saves_it(tmp_path):
    board = buzzer_board()
    rig = Rig(board, str(tmp_path))
    assert rig.menu_to("Settings: brightness, sound")
    rig.press("a")
    assert "sound on" in rig.lines[-1] and "up/down: brightness or sound" in rig.lines[-1]
    rig.press("down")                 # the sound line
    rig.press("right")                # off
    assert rig.lines[-1] == "settings: sound off" and not rig.app.sound_on
    rig.press("a")
    assert rig.lines[-2] == "settings: brightness %d%%, sound off saved" % board["brightness"]
    assert rig.lines[-1].startswith("menu: Settings")
    rig.command("nonsense")
    assert rig.tones == []
    again = Rig(board, str(tmp_path))   # a power cut: still off
    assert not again.app.sound_on
    again.command("nonsense")
    assert again.tones == []
    # B cancels a change of the sound too
    assert again.menu_to("Settings: brightness, sound")
    again.press("a")
    again.press("up")
    again.press("left")
    assert again.app.sound_on
    again.press("b")
    assert not again.app.sound_on and "cancelled" in again.lines[-2]


def test_old_settings_file_keeps_the_sound_on(tmp_path):
    (tmp_path / "settings.bin").write_bytes(b"S1\x37")
    rig = Rig(buzzer_board(), str(tmp_path))
    assert rig.app.brightness == 0x37 and rig.app.sound_on
    (tmp_path / "settings.bin").write_bytes(b"S2\x37\x05")   # damaged: the defaults
    rig = Rig(buzzer_board(), str(tmp_path))
    assert any("settings file is damaged" in l for l in rig.lines) and rig.app.sound_on
