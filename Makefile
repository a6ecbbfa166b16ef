# tablesim — the two Quick-start commands, plus helpers.
#   make demo     build (debug: quick to build, slow to run) and run the demo scenario
#   make test     every test: unit, end-to-end, REPL in tmux, all Scenarios/
#   make bench-smoke  the benchmark in release at small sizes (CI runs it)
#   make soak     every unit test, the randomised suites SOAK (default 20) times their quick size (docs/TESTING.md)
#   make install  build the release binary (what users run) and copy it to $(PREFIX)/bin
#   make fuzz     build the libFuzzer target and run it for FUZZ_SECONDS (Fuzz/README.md)
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN := .build/debug/tablesim
PREFIX ?= /usr/local
FUZZ_SECONDS ?= 60
SOAK ?= 20

.PHONY: demo test soak deps build bench bench-smoke scenarios docs install fuzz

# Installs libedit-dev (needed to build) and tmux (the REPL's terminal tests) when missing.
deps:
	@missing=""; \
	pkg-config --exists libedit 2>/dev/null || missing="$$missing libedit-dev"; \
	command -v tmux >/dev/null 2>&1 || missing="$$missing tmux"; \
	command -v pkg-config >/dev/null 2>&1 || missing="$$missing pkg-config"; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq $$missing >/dev/null; \
	fi

build: deps
	$(SWIFT) build

demo: build
	$(BIN) run --verbose Scenarios/demo.scenario

# The release build: about 40 times faster than the debug build `make demo` uses.
install: deps
	$(SWIFT) build -c release --product tablesim
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 755 .build/release/tablesim $(DESTDIR)$(PREFIX)/bin/tablesim

fuzz:
	Fuzz/run.sh $(FUZZ_SECONDS)

scenarios: build
	$(BIN) run Scenarios

bench: deps
	$(SWIFT) build -c release --product tablesim-bench
	.build/release/tablesim-bench

# The test runner's own summary is the last thing printed.
test: deps
	$(SWIFT) build --build-tests
	$(BIN) run Scenarios
	$(SWIFT) test --skip-build

# The benchmark built in release (compiling the release-only code paths) and run at small sizes.
bench-smoke: deps
	$(SWIFT) run -c release tablesim-bench --quick

# The randomised suites (seeded: a failure names its seed) SOAK times longer; the other tests as in `make test`.
soak: deps
	$(SWIFT) build --build-tests
	TABLESIM_SOAK=$(SOAK) $(SWIFT) test --skip-build

# Regenerates the language reference (docs/LANGUAGE.md) and the editors' grammar from the command table.
docs: build
	$(BIN) grammar > editors/scenario.tmLanguage.json.tmp && mv editors/scenario.tmLanguage.json.tmp editors/scenario.tmLanguage.json
	$(BIN) reference > docs/LANGUAGE.md.tmp && mv docs/LANGUAGE.md.tmp docs/LANGUAGE.md
