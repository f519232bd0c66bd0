# MicroPython's own modules for the board (asyncio, neopixel...), then the companion
include("$(PORT_DIR)/boards/manifest.py")
include("$(BOARD_DIR)/../manifest.py")
