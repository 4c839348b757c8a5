# brocade: build, run, test and install.
# `make run` and `make test` install the Debian packages they need first.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man6
DATADIR = $(DESTDIR)$(PREFIX)/share/brocade

# Debian packages: to build, and in addition to test.
BUILD_PACKAGES = libncursesw5-dev pkg-config libchafa-dev libglib2.0-dev libgdk-pixbuf-2.0-dev
TEST_PACKAGES = tmux mandoc ncurses-term

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps test-deps build release run test install uninstall bench lint-man fuzz soak clean

all: build

# Installs whichever of the packages are missing, with apt-get (sudo only
# when not root). Elsewhere it only reports what is missing.
define install_packages
	@missing=""; \
	if command -v dpkg >/dev/null 2>&1; then \
	  for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	  if [ -n "$$missing" ]; then \
	    echo "Installing Debian packages:$$missing"; \
	    $(SUDO) apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	  fi; \
	else \
	  echo "No dpkg here: make sure ncursesw (with pkg-config), tmux and mandoc are installed."; \
	fi
endef

deps:
	$(call install_packages,$(BUILD_PACKAGES))

test-deps: deps
	$(call install_packages,$(TEST_PACKAGES))

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: release
	./.build/release/brocade $(ARGS)

# Builds everything, the binary included (the end-to-end tests run it in tmux).
test: test-deps
	$(SWIFT) build --build-tests
	BROCADE_BIN="$(CURDIR)/.build/debug/brocade" $(SWIFT) test --skip-build

lint-man: test-deps
	mandoc -Tlint -W warning man/brocade.6

# Every benchmark on release builds, as one table (see README): solvers,
# 2048 engine and player (BENCH_GAMES games), drawing, start-up, idle, input.
BENCH_GAMES ?= 100
bench: release test-deps
	$(SWIFT) build -c release --product rules-bench
	$(SWIFT) build -c release --product solver-bench
	$(SWIFT) build -c release --product picture-bench
	python3 Tests/Benchmarks/bench.py --games $(BENCH_GAMES)

# Coverage-guided fuzzing (libFuzzer, AddressSanitizer) of the input decoder
# and the file readers, for FUZZ_SECONDS; crashes are written to .build/fuzz/.
FUZZ_SECONDS ?= 60
FUZZ_SOURCES = Sources/BrocadeCore/*.swift Sources/BrocadeTerminal/InputDecoder.swift \
	Sources/BrocadeStorage/SimpleTOML.swift Sources/BrocadeStorage/SettingsFile.swift Tests/Fuzz/FuzzTargets.swift
fuzz: deps
	mkdir -p .build/fuzz/corpus
	cp Tests/Fuzz/corpus/* .build/fuzz/corpus/
	$(SWIFT)c -O -sanitize=fuzzer,address -parse-as-library -module-name BrocadeCore \
		-suppress-warnings $(FUZZ_SOURCES) -o .build/fuzz/brocade-fuzz
	cd .build/fuzz && ./brocade-fuzz -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -timeout=5 corpus

# Every mode in tmux under random keys, mouse, resizes and Ctrl-Z for
# SOAK_SECONDS each; reports memory growth and checks the terminal is restored.
SOAK_SECONDS ?= 30
soak: build test-deps
	python3 Tests/Soak/soak.py ./.build/debug/brocade --seconds $(SOAK_SECONDS)

install: release
	install -d "$(BINDIR)" "$(MANDIR)" "$(DATADIR)"
	install -m 0755 .build/release/brocade "$(BINDIR)/brocade"
	install -m 0644 man/brocade.6 "$(MANDIR)/brocade.6"
	cp -R Resources/. "$(DATADIR)/"
	find "$(DATADIR)" -type d -exec chmod 0755 {} +
	find "$(DATADIR)" -type f -exec chmod 0644 {} +

uninstall:
	rm -f "$(BINDIR)/brocade" "$(MANDIR)/brocade.6"
	rm -rf "$(DATADIR)"

clean:
	rm -rf .build
