# Only to measure the other way (README: "Frozen or ROMFS"; bench_pico.py romfs): MicroPython's own
# modules alone frozen, and a 240 KiB ROMFS partition below the filesystem for the companion's .mpy
# files (`mpremote romfs deploy`): their bytecode and names run from flash, viper code is copied to RAM.
set(MICROPY_FROZEN_MANIFEST ${MICROPY_PORT_DIR}/boards/manifest.py)
list(APPEND MICROPY_DEF_BOARD MICROPY_HW_ROMFS_BYTES=245760)
