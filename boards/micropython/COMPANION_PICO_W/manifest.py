# MicroPython's own modules for the board (asyncio, neopixel, networking, aioble...), then the companion
include("$(PORT_DIR)/boards/RPI_PICO_W/manifest.py")
include("$(BOARD_DIR)/../manifest.py")
