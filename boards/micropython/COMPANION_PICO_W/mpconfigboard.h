// The official RPI_PICO_W board, named as the companion's, with a ROMFS partition of 20 KiB just below
// the filesystem (0x127000-0x12C000): the UF2 writes the board file there (and Konane's search loop), never into the filesystem
// (0x12C000, 848 KiB, unmoved, so a Pico W keeps its save). ../manifest.py: ROMFS_BYTES says the same.
#include "boards/RPI_PICO_W/mpconfigboard.h"
#undef MICROPY_HW_BOARD_NAME
#define MICROPY_HW_BOARD_NAME                   "Raspberry Pi Pico W (tabletop companion)"
#ifndef MICROPY_HW_ROMFS_BYTES
#define MICROPY_HW_ROMFS_BYTES                  (20480)
#endif
#include "../companion_vm.h"
