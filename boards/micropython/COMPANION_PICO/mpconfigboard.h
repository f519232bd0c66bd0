// The official RPI_PICO board, named as the companion's, with a ROMFS partition of 20 KiB just below
// the filesystem (0x9B000-0xA0000): the UF2 writes the board file there (and Konane's search loop), never into the filesystem
// (0xA0000, 1408 KiB, unmoved, so a Pico keeps its save). ../manifest.py: ROMFS_BYTES says the same.
#include "boards/RPI_PICO/mpconfigboard.h"
#undef MICROPY_HW_BOARD_NAME
#define MICROPY_HW_BOARD_NAME                   "Raspberry Pi Pico (tabletop companion)"
#ifndef MICROPY_HW_ROMFS_BYTES
#define MICROPY_HW_ROMFS_BYTES                  (20480)
#endif
#include "../companion_vm.h"
