# tablesim — the two Quick-start commands, plus helpers.
#   make demo   build and run the demo scenario
#   make test   every test: unit, end-to-end, REPL in tmux, all Scenarios/, benchmark smoke run
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN := .build/debug/tablesim

.PHONY: demo test deps build bench scenarios

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
	$(BIN) run Scenarios/demo.scenario

scenarios: build
	$(BIN) run Scenarios

bench: deps
	$(SWIFT) build -c release --product tablesim-bench
	.build/release/tablesim-bench

# The test runner's own summary is the last thing printed.
test: deps
	$(SWIFT) build --build-tests
	$(BIN) run Scenarios
	$(SWIFT) run -c release tablesim-bench --quick
	$(SWIFT) test --skip-build
