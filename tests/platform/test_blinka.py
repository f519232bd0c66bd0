# The Raspberry Pi build with fake Blinka modules: real App, real output stage, fake GPIO.
import json
import os
import sys
import types

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class FakeNeoPixel:
    instances = []

    def __init__(self, pin, n, brightness=1.0, auto_write=True, pixel_order=None):
        self.pin, self.n, self.kw = pin, n, (brightness, auto_write, pixel_order)
        self.sent = []
        FakeNeoPixel.instances.append(self)

    def _transmit(self, buf):
        self.sent.append(bytes(buf))


class FakeDIO:
    levels = {}

    def __init__(self, pin):
        self.pin = pin

    @property
    def value(self):
        return FakeDIO.levels.get(self.pin, True)  # pulled up: idle high


def install_fakes(monkeypatch):
    board = types.ModuleType("board")
    for n in ("D5", "D6", "D13", "D19", "D26", "D21", "D18"):
        setattr(board, n, n)
    dio = types.ModuleType("digitalio")
    dio.DigitalInOut = FakeDIO
    dio.Direction = types.SimpleNamespace(INPUT="in")
    dio.Pull = types.SimpleNamespace(UP="up", DOWN="down")
    np = types.ModuleType("neopixel")
    np.NeoPixel = FakeNeoPixel
    np.RGB = "RGB"
    for name, mod in (("board", board), ("digitalio", dio), ("neopixel", np)):
        monkeypatch.setitem(sys.modules, name, mod)
    monkeypatch.delitem(sys.modules, "ports.blinka", raising=False)


def test_blinka_build_drives_the_panel_and_reads_gpio_buttons(monkeypatch, tmp_path):
    install_fakes(monkeypatch)
    from ports import blinka
    with open(os.path.join(ROOT, "boards", "pi-blinka.json")) as f:
        board = json.load(f)
    app = blinka.make_app(board, str(tmp_path))
    np = FakeNeoPixel.instances[-1]
    assert np.pin == "D18" and np.n == 256 and np.kw == (1.0, False, "RGB")
    app.boot()
    app.tick()
    assert len(np.sent) == 1 and len(np.sent[0]) == 768 and any(np.sent[0])
    # press RIGHT (GPIO D19 pulled low) long enough to pass the debounce
    FakeDIO.levels["D19"] = False
    now = app.clock()
    while app.clock() - now < 60:
        app.tick()
    FakeDIO.levels["D19"] = True
    assert app.screen.i == 1


def test_bytes_that_are_not_utf8_on_the_terminal_refuse_only_their_line(monkeypatch, tmp_path):
    import io
    install_fakes(monkeypatch)
    from ports import blinka
    with open(os.path.join(ROOT, "boards", "pi-blinka.json")) as f:
        board = json.load(f)
    r, w = os.pipe()
    os.write(w, b"st\xffatus\r\xc5\rstatus\r")
    os.close(w)
    # a strict UTF-8 text stdin, as Python gives a terminal in a UTF-8 locale
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.FileIO(r, "rb"), encoding="utf-8"))
    lines = []
    app = blinka.make_app(board, str(tmp_path))
    app.console.write = lines.append
    app.boot()
    for _ in range(40):
        app.tick()
    said = [l for l in lines if not l.startswith(("menu:", "Tabletop"))]
    assert said == ["! not valid text (UTF-8 expected), line ignored"] * 2 + ["no game in progress"], said


def test_pi_run_restarts_the_app_from_the_save_after_an_internal_error(capsys):
    sys.path.insert(0, os.path.join(ROOT, "host_tools"))
    import pi_run
    made = []

    class Boom:
        async def run(self):
            raise (RuntimeError("bug") if len(made) == 1 else KeyboardInterrupt())

    def make():
        made.append(1)
        return Boom()

    pi_run.serve(make, pause_s=0)
    assert len(made) == 2     # rebuilt once after the bug, then Ctrl-C ended it
    assert "internal error, restarting from the last save" in capsys.readouterr().out
