# The companion's firmware for a Raspberry Pi Pico: the official RPI_PICO board, the companion frozen
# in (../manifest.py), and a ROMFS partition (mpconfigboard.h) for the board file the UF2 carries.
include(${MICROPY_PORT_DIR}/boards/RPI_PICO/mpconfigboard.cmake)
set(MICROPY_BOARD_PINS ${MICROPY_PORT_DIR}/boards/RPI_PICO/pins.csv)
set(MICROPY_FROZEN_MANIFEST ${MICROPY_BOARD_DIR}/manifest.py)
