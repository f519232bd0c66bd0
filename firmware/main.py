# Runs at power-on on the Pico: core/startup.py does the work (it checks every installed file
# against the manifest). Kept short: MicroPython compiles main.py at every boot. boot.py ran first
# (in __main__): bad, stop() (hw/amber.py says why).
import __main__ as boot

try:
    bad, stop = boot.bad, boot.stop
    if bad is None:
        from core import startup
except AttributeError:   # no boot.py (a copy cut short): no check, no pattern
    bad, stop = "boot.py missing", print
except Exception as e:   # intact, yet it cannot run (a .mpy of another MicroPython version)
    bad = "core/startup.mpy cannot run (%s: %s)" % (type(e).__name__, e)
if bad:
    stop(bad)
else:
    startup.main()
