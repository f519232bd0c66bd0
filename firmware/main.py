# Runs at power-on on the Pico: core/startup.py does the work (it checks every installed file
# against the manifest). Kept short: MicroPython compiles main.py at every boot.


def amber():
    # the damaged-install pattern (core/install.py) on the last good board's pixel pin, else on the
    # default wiring's GP2; core/startup.py's too, when core/install.mpy cannot run
    try:
        import json, machine, neopixel
        try:
            b = open("board.ok").read()
            b = json.loads(b[:b.rfind("\n#ok ")])
            pin, n = b["pixel_pin"], b["width"] * b["height"]
        except Exception:
            pin, n = 2, 256
        np = neopixel.NeoPixel(machine.Pin(pin, machine.Pin.OUT), n)
        for i in range(n):
            np[i] = (20, 12, 0) if i % 4 < 2 else (0, 0, 0)
        np.write()
    except Exception:
        pass


try:
    from core import startup
except Exception as e:   # the one module the check cannot vouch for before it runs
    print("! damaged install: core/startup.mpy cannot run (%s: %s). The companion cannot start; the "
          "flash is left as it is: put the companion on again (make flash, or its UF2)" % (type(e).__name__, e))
    amber()
else:
    startup.main()
