# Runs at power-on on the Pico: core/startup.py does the work (it checks every installed file
# against the manifest). Kept short: MicroPython compiles main.py at every boot.
try:
    from core import startup
except Exception as e:   # the one module the check cannot vouch for before it runs
    print("! damaged install: core/startup.mpy cannot run (%s: %s). The companion cannot start; the "
          "save is kept: put the companion on again (make flash, or its UF2)" % (type(e).__name__, e))
    try:  # the damaged-install pattern (core/install.py) on the last good board's pixel pin
        import json, machine, neopixel
        b = open("board.ok").read()
        b = json.loads(b[:b.rfind("\n#ok ")])
        np = neopixel.NeoPixel(machine.Pin(b["pixel_pin"], machine.Pin.OUT), b["width"] * b["height"])
        for i in range(len(np)):
            np[i] = (20, 12, 0) if i % 4 < 2 else (0, 0, 0)
        np.write()
    except Exception:
        pass
else:
    startup.main()
