# MicroPython's own modules the companion uses (the port's, asyncio, neopixel), then the companion.
# Not the port's sensor drivers (onewire, ds18x20, dht), which the official RPI_PICO freezes too:
# their ~2 KB of flash is the companion's, whose frozen code and ROMFS share the 640 KiB below the
# filesystem (a maker who wants one installs it with `mpremote mip install dht`).
freeze("$(PORT_DIR)/modules")
include("$(MPY_DIR)/extmod/asyncio")
require("neopixel")
include("$(BOARD_DIR)/../manifest.py")
