"""Run the companion on a Raspberry Pi with a real panel (CPython + Blinka).

    sudo python3 host_tools/pi_run.py [--board pi-blinka] [--state DIR]

Needs `pip install adafruit-circuitpython-neopixel` (it brings Blinka). Saves go to --state
(default: ~/.tabletop-companion), written atomically like on the Pico.
"""
import argparse
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "firmware"))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--board", default="pi-blinka")
    ap.add_argument("--state", default=os.path.expanduser("~/.tabletop-companion"))
    a = ap.parse_args()
    with open(os.path.join(ROOT, "boards", a.board + ".json")) as f:
        board = json.load(f)
    os.makedirs(a.state, exist_ok=True)
    try:
        from ports import blinka
    except ImportError as e:
        raise SystemExit("%s: install adafruit-circuitpython-neopixel (pip) on the Raspberry Pi" % e)
    serve(lambda: blinka.make_app(board, a.state))


def serve(make_app, pause_s=0.5):
    """Run the app; if anything escapes it, report it and rebuild it from the save, as main.py does
    on the Pico, so play goes on. Ctrl-C ends it."""
    import asyncio
    import time
    import traceback
    while True:
        try:
            asyncio.run(make_app().run())
        except KeyboardInterrupt:
            return
        except Exception:
            print("! internal error, restarting from the last save:")
            traceback.print_exc()
            time.sleep(pause_s)


if __name__ == "__main__":
    main()
