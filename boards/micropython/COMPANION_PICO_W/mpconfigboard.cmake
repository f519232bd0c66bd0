# The companion's firmware for a Raspberry Pi Pico W: the official RPI_PICO_W board (networking and
# Bluetooth as MicroPython ships them), the companion frozen in (../manifest.py), and a ROMFS
# partition (mpconfigboard.h) for the board file the UF2 carries.
include(${MICROPY_PORT_DIR}/boards/RPI_PICO_W/mpconfigboard.cmake)
set(MICROPY_BOARD_PINS ${MICROPY_PORT_DIR}/boards/RPI_PICO_W/pins.csv)
set(MICROPY_FROZEN_MANIFEST ${MICROPY_BOARD_DIR}/manifest.py)
