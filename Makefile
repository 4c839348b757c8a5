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

.PHONY: all deps test-deps build release run test test-asan ci ci-checks install uninstall bench lint-man fuzz fuzz-build soak screenshots clean

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

# The executable alone: a release build of every target would include the
# tests' support library, whose @testable imports need a debug build.
release: deps
	$(SWIFT) build -c release --product brocade

run: release
	./.build/release/brocade $(ARGS)

# Builds everything, the binary included (the end-to-end tests run it in tmux).
test: test-deps
	$(SWIFT) build --build-tests
	BROCADE_BIN="$(CURDIR)/.build/debug/brocade" $(SWIFT) test --skip-build

# The whole suite under AddressSanitizer and LeakSanitizer, Swift and C
# alike, in its own build path; the end-to-end tests run the ASan binary
# (BROCADE_BIN). Every suite runs. Reports go to .build/asan/reports/ and any
# report fails the run. Leaks inside XCTest, Foundation's file reading and
# swift-argument-parser (which exits mid-parse on a bad command line) are
# suppressed in Tests/asan-suppressions.txt: none is in brocade's code.
ASAN_BUILD = .build/asan
ASAN_SWIFT_FLAGS = --sanitize=address --build-path $(ASAN_BUILD) -Xswiftc -use-ld=lld
test-asan: test-deps
	$(SWIFT) build --build-tests $(ASAN_SWIFT_FLAGS)
	rm -rf $(ASAN_BUILD)/reports && mkdir -p $(ASAN_BUILD)/reports
	ASAN_OPTIONS=log_path=$(CURDIR)/$(ASAN_BUILD)/reports/asan:detect_leaks=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/asan-suppressions.txt:print_suppressions=0 \
	BROCADE_BIN="$$($(SWIFT) build $(ASAN_SWIFT_FLAGS) --show-bin-path)/brocade" \
		$(SWIFT) test --skip-build $(ASAN_SWIFT_FLAGS)
	@if ls $(ASAN_BUILD)/reports/* >/dev/null 2>&1; then \
	  cat $(ASAN_BUILD)/reports/*; echo "make test-asan: AddressSanitizer reported the above"; exit 1; \
	fi

lint-man: test-deps
	mandoc -Tlint -W warning man/brocade.6

# Every benchmark on release builds, as one table (see docs/BENCHMARKS.md): solvers
# (BENCH_HARD of the 17 80-move 15-puzzle positions, 17 for the full run;
# BENCH_LARGE=1 builds the large 7-8 tables, minutes and 2.6 GB, and solves with them too),
# 2048 engine and player, drawing, start-up, idle, input. BENCH_GAMES=100
# adds whole 2048 games (hours; stopped, it goes on where it was next time).
BENCH_GAMES ?= 0
BENCH_HARD ?= 3
BENCH_LARGE ?= 1
bench: release test-deps
	$(SWIFT) build -c release --product rules-bench
	$(SWIFT) build -c release --product player-bench
	$(SWIFT) build -c release --product solver-bench
	$(SWIFT) build -c release --product picture-bench
	python3 Tests/Benchmarks/bench.py --games $(BENCH_GAMES) --hard $(BENCH_HARD) --large $(BENCH_LARGE)

# Coverage-guided fuzzing (libFuzzer, AddressSanitizer), FUZZ_SECONDS per
# target: brocade-fuzz takes the input decoder and the readers of settings,
# scores, saves and the picture index; brocade-fuzz-images the picture loader
# (the C imaging code over gdk-pixbuf, and chafa), fed through a file. Each
# starts from its corpus in Tests/Fuzz/; a crash, leak or timeout fails the
# run and leaves its input in .build/fuzz/ (crash-*, leak-*, timeout-*).
# Uses the toolchain's own clang and libFuzzer, found next to swiftc.
FUZZ_SECONDS ?= 60
FUZZ_DIR = .build/fuzz
FUZZ_FLAGS = -max_len=4096 -timeout=10 -print_final_stats=1
SWIFTC_BIN := $(shell readlink -f "$$(command -v $(SWIFT)c)" 2>/dev/null)
CLANG ?= $(if $(SWIFTC_BIN),$(dir $(SWIFTC_BIN))clang,clang)
IMAGING_PKGS = gdk-pixbuf-2.0 chafa
# lld, which comes with the toolchain: gold warns about every ASan helper it links.
FUZZ_SWIFTC = -O -sanitize=fuzzer,address -parse-as-library -module-name BrocadeCore -suppress-warnings -use-ld=lld
# The terminal-UI vocabulary and the core, every folder, as one module: a
# copy of each file without its `import BrocadeTUI` goes to FUZZ_DIR/src.
CORE_SOURCES = $(shell find Sources/BrocadeTUI Sources/BrocadeCore -name '*.swift' | sort)
FUZZ_SOURCES = $(CORE_SOURCES) Sources/BrocadeTerminal/InputDecoder.swift \
	Sources/BrocadeStorage/SimpleTOML.swift Sources/BrocadeStorage/SettingsFile.swift Tests/Fuzz/FuzzTargets.swift
FUZZ_IMAGE_SOURCES = $(CORE_SOURCES) Sources/BrocadeImaging/ImageLoader.swift \
	Sources/BrocadeImaging/CellRenderer.swift Tests/Fuzz/ImageFuzzTarget.swift
fuzz_copies = $(foreach f,$(1),$(FUZZ_DIR)/src/$(subst /,_,$(f)))

fuzz-build: deps
	mkdir -p $(FUZZ_DIR)/corpus $(FUZZ_DIR)/corpus-images $(FUZZ_DIR)/modules/CImaging
	cp Tests/Fuzz/corpus/* $(FUZZ_DIR)/corpus/
	cp Tests/Fuzz/corpus-images/* $(FUZZ_DIR)/corpus-images/
	rm -rf $(FUZZ_DIR)/src && mkdir -p $(FUZZ_DIR)/src
	@for f in $(sort $(FUZZ_SOURCES) $(FUZZ_IMAGE_SOURCES)); do \
	  sed '/^import BrocadeTUI$$/d' "$$f" > "$(FUZZ_DIR)/src/$$(echo "$$f" | tr / _)"; done
	$(SWIFT)c $(FUZZ_SWIFTC) $(call fuzz_copies,$(FUZZ_SOURCES)) -o $(FUZZ_DIR)/brocade-fuzz
	@# SwiftPM makes the C target's module map; a lone swiftc needs one written.
	printf 'module CImaging {\n    header "%s"\n    export *\n}\n' "$(CURDIR)/Sources/CImaging/include/imaging.h" \
		> $(FUZZ_DIR)/modules/CImaging/module.modulemap
	$(CLANG) -c -O1 -g -fsanitize=fuzzer-no-link,address $$(pkg-config --cflags $(IMAGING_PKGS)) \
		-I Sources/CImaging/include Sources/CImaging/imaging.c -o $(FUZZ_DIR)/imaging.o
	$(SWIFT)c $(FUZZ_SWIFTC) -I $(FUZZ_DIR)/modules/CImaging $(call fuzz_copies,$(FUZZ_IMAGE_SOURCES)) $(FUZZ_DIR)/imaging.o \
		$$(pkg-config --libs $(IMAGING_PKGS)) -o $(FUZZ_DIR)/brocade-fuzz-images

fuzz: fuzz-build
	cd $(FUZZ_DIR) && ./brocade-fuzz -max_total_time=$(FUZZ_SECONDS) $(FUZZ_FLAGS) corpus
	cd $(FUZZ_DIR) && ./brocade-fuzz-images -max_total_time=$(FUZZ_SECONDS) $(FUZZ_FLAGS) corpus-images

# Every mode in tmux under random keys, mouse, resizes and Ctrl-Z for
# SOAK_SECONDS each; reports memory growth, compares the screen with a Ctrl-L
# repaint every 5 s, and checks the terminal is restored.
# Fails when a mode dies, leaves the terminal in mouse or alternate-screen
# mode, or grows by more than SOAK_MAX_GROWTH_MIB.
SOAK_SECONDS ?= 30
SOAK_MAX_GROWTH_MIB ?= 64
soak: build test-deps
	python3 Tests/Soak/soak.py ./.build/debug/brocade --seconds $(SOAK_SECONDS) --max-growth-mib $(SOAK_MAX_GROWTH_MIB)

# What CI runs (.ci/run): the tests, then a short fuzz of each target and a
# soak of each mode; a failing test, a fuzzer's crash, leak or timeout, a dead
# mode, a terminal not restored or absurd memory growth fails it. About ten
# minutes from a fresh clone on two cores.
CI_FUZZ_SECONDS ?= 20
CI_SOAK_SECONDS ?= 30
ci: test ci-checks
# The part after the tests, which .ci/run calls after `make test`: the
# release build that `make run` makes, then fuzzing and the soak.
ci-checks:
	$(MAKE) release
	./.build/release/brocade --version
	$(MAKE) fuzz FUZZ_SECONDS=$(CI_FUZZ_SECONDS)
	$(MAKE) soak SOAK_SECONDS=$(CI_SOAK_SECONDS)

# The README's screenshots, docs/screenshots/*.png: the menu and every mode
# played in tmux from fixed seeds at 200x60 and 80x24, each capture rendered
# by ansi2png.py. The renderer is not part of this repository: ANSI2PNG names
# it (default ../shared/tools/ansi2png.py); without it the target stops and
# says so. fonts-droid-fallback gives it the CJK glyphs of the menu's title.
ANSI2PNG ?= ../shared/tools/ansi2png.py
SCREENSHOT_PACKAGES = tmux fonts-droid-fallback
screenshots: deps
	@test -f "$(ANSI2PNG)" || { echo "make screenshots: no renderer at $(ANSI2PNG); it is not part of this repository:" \
	  "give its path with ANSI2PNG=/path/to/ansi2png.py"; exit 1; }
	$(call install_packages,$(SCREENSHOT_PACKAGES))
	$(MAKE) release
	python3 docs/screenshots/make_screenshots.py --brocade .build/release/brocade --renderer "$(ANSI2PNG)"

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
