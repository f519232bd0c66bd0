# The buzzer on the emulated Pico (issue 29 §11): a board file with buzzer_pin, a refusal typed on
# the console, and the pin driven by the RP2040's PWM toggles at the refusal tone's frequency for
# its length (core.app.TONES), then stays low. One short boot.
import json

from pico_support import device_image, needs_pico, pico
from core import app as A

pytestmark = needs_pico
PIN = 16


def test_refusal_tone_on_the_buzzer_pin(tmp_path_factory):
    board = pico.load_board("pico-8x8")
    board["buzzer_pin"] = PIN
    data = json.dumps(board).encode()
    image = pico.fs_patch(device_image("pico-8x8", tmp_path_factory),
                          {"/board.json": data, "/board.ok": data})
    p = pico.Pico(image, board)
    try:
        p.until("menu:", 5000, since=0)
        p.watch(PIN)
        p.run_ms(50)
        assert not any(v for _, v in p.edges.get(PIN, ())), "silent until a tone"
        p.command("nonsense", expect="unknown command")
        p.run_ms(300)
    finally:
        p.close()
    hz, ms = A.TONES[A.SOUND_REFUSED]
    ed = p.edges[PIN]
    rises = [t for t, v in ed if v]
    assert len(rises) >= 10 and ed[-1][1] == 0          # ends low: no current through the piezo
    periods = sorted(b - a for a, b in zip(rises, rises[1:]))
    assert abs(periods[len(periods) // 2] - 1e6 / hz) < 1e6 / hz * 0.02, periods[:5]
    length_us = ed[-1][0] - rises[0]
    print("buzzer: %d rises, median period %d us, %d us long" % (len(rises), periods[len(periods) // 2], length_us))
    assert abs(length_us - ms * 1000) <= 2000 + 1e6 / hz, length_us
    assert abs(len(rises) - hz * ms / 1000) <= 2, len(rises)
