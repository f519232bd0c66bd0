// Both companion boards: Python call frames on a stack of their own (MicroPython's "pystack"), not
// in the heap. Without it every call of a function with more than 11 words of locals and stack
// allocates its frame from the heap and frees it on return; with the game's objects spread through
// the heap, each such allocation scans the allocation table from its first free block, and on an
// idle menu that was a third of all the Pico executed (measured on the emulated Pico). The stack is
// a static array (out of the heap's share of RAM); MicroPython scans it for the garbage collector.
// The board hooks set it up at power-on (after the heap, before the runtime) and empty it at each
// soft reset. A call deeper than it holds raises RuntimeError("pystack space exhausted"), as
// MicroPython's own recursion limit would.
#define MICROPY_ENABLE_PYSTACK                  (1)
#define COMPANION_PYSTACK_WORDS                 (2048)   // 8 KiB
#define MICROPY_BOARD_EARLY_INIT() do { \
        static mp_obj_t companion_pystack[COMPANION_PYSTACK_WORDS]; \
        mp_pystack_init(companion_pystack, companion_pystack + COMPANION_PYSTACK_WORDS); \
} while (0)
#define MICROPY_BOARD_START_SOFT_RESET() (MP_STATE_THREAD(pystack_cur) = MP_STATE_THREAD(pystack_start))
// MicroPython's modules the companion never imports, left out so its own modules fit below the
// ROMFS partition (0x9B000: the frozen lessons, what.py and legend.py of each game and the puzzles
// took the firmware to 0xA0A00; deflate stays: binascii.crc32 is built on it)
#define MICROPY_PY_FRAMEBUF                     (0)
#define MICROPY_PY_RE                           (0)
#define MICROPY_PY_HASHLIB                      (0)
#define MICROPY_PY_RANDOM                       (0)
#define MICROPY_PY_HEAPQ                        (0)
#define MICROPY_PY_PLATFORM                     (0)
#define MICROPY_PY_MACHINE_I2C_TARGET           (0)
#define MICROPY_PY_THREAD                       (0)   // (no _thread: the companion runs on one core)
