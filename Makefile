# brocade: build, run, test and install.
# `make run` and `make test` install the Debian packages they need first.
# `make docs` writes the keys and mouse tables of the README and the manual
# pages from the screens' help; a test fails while they are stale.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man6
MANZHDIR = $(DESTDIR)$(PREFIX)/share/man/zh_CN/man6
DATADIR = $(DESTDIR)$(PREFIX)/share/brocade
BASHCOMPDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHCOMPDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

# The version has one home, BrocadeVersion.string in Sources/brocade/Version.swift
# (what --version prints); the package's version and the installed manual's
# footer are derived from it here.
VERSION := $(shell sed -n 's/^ *static let string = "\([^"]*\)".*/\1/p' Sources/brocade/Version.swift)

# Debian packages: to build, in addition to test, to build the .deb, and to
# check it.
BUILD_PACKAGES = libncursesw5-dev pkg-config libchafa-dev libglib2.0-dev libgdk-pixbuf-2.0-dev zlib1g-dev
TEST_PACKAGES = tmux mandoc ncurses-term locales gettext
# The real-terminal tests (RealTerminalEndToEndTests): an X server without a
# screen, two terminals, a real pointer and keyboard (xdotool), screenshots
# (ImageMagick); xwininfo to look at their windows by hand; and sixel2png,
# which decodes sixel output back to pixels (the sixel tests too); foot
# in a headless Wayland compositor (sway), with wtype for keys, grim for
# screenshots; and mlterm (its own sixel tests).
REALTERM_PACKAGES = xvfb kitty xterm xdotool imagemagick x11-utils libsixel-bin foot sway grim wtype mlterm
PACKAGE_PACKAGES = dpkg-dev binutils
PACKAGE_TEST_PACKAGES = lintian tmux

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps test-deps test-locales package-deps package-test-deps build release release-static run test test-asan ci ci-checks install uninstall \
	deb lint-deb test-package test-install bench lint-man docs fuzz fuzz-build soak screenshots clean

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
	  echo "No dpkg here: make sure ncursesw (with pkg-config), tmux, mandoc and msgfmt (gettext) are installed," \
	    "and Xvfb, kitty, xterm, xdotool and ImageMagick for the real-terminal tests."; \
	fi
endef

deps:
	$(call install_packages,$(BUILD_PACKAGES))

test-deps: deps
	$(call install_packages,$(TEST_PACKAGES) $(REALTERM_PACKAGES))

package-deps: deps
	$(call install_packages,$(PACKAGE_PACKAGES))

package-test-deps: package-deps
	$(call install_packages,$(PACKAGE_TEST_PACKAGES))

build: deps
	$(SWIFT) build

# The executable alone, which is all `make run` needs (`swift build -c
# release` builds the whole package too: the tests' support library leaves
# out what needs the app's internals outside debug builds).
release: deps
	$(SWIFT) build -c release --product brocade

run: release
	./.build/release/brocade $(ARGS)

# What make install and make deb ship: the release build with the Swift
# runtime and Foundation linked in (FoundationEssentials only, so without
# ICU's data), which needs no Swift toolchain to run; ldd shows only Debian's
# libraries. Linked with -z now, so the relocations are read-only after
# start-up, as Debian's hardening asks. In its own build path, so make run's
# build is left alone.
STATIC_BUILD = .build/static
STATIC_BIN = $(STATIC_BUILD)/release/brocade
release-static: deps
	$(SWIFT) build -c release --product brocade --static-swift-stdlib --build-path $(STATIC_BUILD) -Xlinker -z -Xlinker now

# The zh_CN.UTF-8 locale for the Chinese end-to-end tests, compiled into
# the build folder (no root, nothing changed on the machine) and found there
# through LOCPATH; the tests also play without it, as on a machine where it
# was never generated.
TEST_LOCALES = .build/locale
test-locales: test-deps
	@[ -f $(TEST_LOCALES)/zh_CN.UTF-8/LC_CTYPE ] || { mkdir -p $(TEST_LOCALES) && \
	  localedef -i zh_CN -f UTF-8 $(TEST_LOCALES)/zh_CN.UTF-8 2>/dev/null || \
	  [ -f $(TEST_LOCALES)/zh_CN.UTF-8/LC_CTYPE ]; }

# Builds what the tests run and nothing else: the tests, the binary (the
# end-to-end tests play it in tmux) and storage-stress (the storage tests
# kill it mid-write); the benchmarks and keys-docs are left for make bench
# and make docs, which saves a fresh clone their compiling and linking.
test: test-deps test-locales
	$(SWIFT) build --product brocadePackageTests
	$(SWIFT) build --product brocade
	$(SWIFT) build --product storage-stress
	BROCADE_BIN="$(CURDIR)/.build/debug/brocade" BROCADE_TEST_LOCPATH="$(CURDIR)/$(TEST_LOCALES)" $(SWIFT) test --skip-build

# The whole suite under AddressSanitizer and LeakSanitizer, Swift and C
# alike, in its own build path; the end-to-end tests run the ASan binary
# (BROCADE_BIN). Every suite runs. Reports go to .build/asan/reports/ and any
# report fails the run. Leaks inside XCTest, Foundation's file reading and
# swift-argument-parser (which exits mid-parse on a bad command line) are
# suppressed in Tests/asan-suppressions.txt: none is in brocade's code.
ASAN_BUILD = .build/asan
ASAN_SWIFT_FLAGS = --sanitize=address --build-path $(ASAN_BUILD) -Xswiftc -use-ld=lld
test-asan: test-deps test-locales
	$(SWIFT) build --build-tests $(ASAN_SWIFT_FLAGS)
	rm -rf $(ASAN_BUILD)/reports && mkdir -p $(ASAN_BUILD)/reports
	ASAN_OPTIONS=log_path=$(CURDIR)/$(ASAN_BUILD)/reports/asan:detect_leaks=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/asan-suppressions.txt:print_suppressions=0 \
	BROCADE_BIN="$$($(SWIFT) build $(ASAN_SWIFT_FLAGS) --show-bin-path)/brocade" \
	BROCADE_TEST_LOCPATH="$(CURDIR)/$(TEST_LOCALES)" \
		$(SWIFT) test --skip-build $(ASAN_SWIFT_FLAGS)
	@if ls $(ASAN_BUILD)/reports/* >/dev/null 2>&1; then \
	  cat $(ASAN_BUILD)/reports/*; echo "make test-asan: AddressSanitizer reported the above"; exit 1; \
	fi

lint-man: test-deps
	mandoc -Tlint -W warning man/brocade.6 man/zh_CN/brocade.6

# The keys and mouse tables of README.md, man/brocade.6 and
# man/zh_CN/brocade.6 (in Chinese), written from the screens' help
# sections by keys-docs (Tests/KeysDocs, with Sources/BrocadeApp/Reference)
# between their BEGIN GENERATED and END GENERATED comments; the rest of each
# file is left as written. KeysReferenceTests fails while they are stale.
docs: deps
	$(SWIFT) build --product keys-docs
	"$$($(SWIFT) build --show-bin-path)/keys-docs" "$(CURDIR)"

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
	Sources/BrocadeTerminal/TerminalReplies.swift Sources/BrocadeTerminal/XColorSpec.swift \
	Sources/BrocadeStorage/SimpleTOML.swift Sources/BrocadeStorage/SettingsFile.swift Tests/Fuzz/FuzzTargets.swift
FUZZ_IMAGE_SOURCES = $(CORE_SOURCES) Sources/BrocadeImaging/ImageLoader.swift \
	Sources/BrocadeImaging/CellRenderer.swift Tests/Fuzz/ImageFuzzTarget.swift
fuzz_copies = $(foreach f,$(1),$(FUZZ_DIR)/src/$(subst /,_,$(f)))
# The message catalogues, as Swift: what the EmbedCatalogues plugin gives swift build.
CATALOGUES = $(wildcard Sources/BrocadeTUI/Language/Catalogues/*.po)
FUZZ_CATALOGUES = $(foreach po,$(CATALOGUES),$(FUZZ_DIR)/src/$(basename $(notdir $(po)))Catalogue.swift)

fuzz-build: deps
	mkdir -p $(FUZZ_DIR)/corpus $(FUZZ_DIR)/corpus-images $(FUZZ_DIR)/modules/CImaging
	cp Tests/Fuzz/corpus/* $(FUZZ_DIR)/corpus/
	cp Tests/Fuzz/corpus-images/* $(FUZZ_DIR)/corpus-images/
	rm -rf $(FUZZ_DIR)/src && mkdir -p $(FUZZ_DIR)/src
	@for f in $(sort $(FUZZ_SOURCES) $(FUZZ_IMAGE_SOURCES)); do \
	  sed '/^import BrocadeTUI$$/d' "$$f" > "$(FUZZ_DIR)/src/$$(echo "$$f" | tr / _)"; done
	$(SWIFT) build --product embed-catalogue
	@for po in $(CATALOGUES); do "$$($(SWIFT) build --show-bin-path)/embed-catalogue" "$$po" \
	  "$(FUZZ_DIR)/src/$$(basename "$$po" .po)Catalogue.swift" || exit 1; done
	@# SwiftPM makes the C targets' module maps; a lone swiftc needs them written.
	mkdir -p $(FUZZ_DIR)/modules/CPrefetch
	printf 'module CPrefetch {\n    header "%s"\n    export *\n}\n' "$(CURDIR)/Sources/CPrefetch/include/CPrefetch.h" \
		> $(FUZZ_DIR)/modules/CPrefetch/module.modulemap
	printf 'module CImaging {\n    header "%s"\n    export *\n}\n' "$(CURDIR)/Sources/CImaging/include/imaging.h" \
		> $(FUZZ_DIR)/modules/CImaging/module.modulemap
	$(SWIFT)c $(FUZZ_SWIFTC) -I $(FUZZ_DIR)/modules/CPrefetch $(call fuzz_copies,$(FUZZ_SOURCES)) $(FUZZ_CATALOGUES) -o $(FUZZ_DIR)/brocade-fuzz
	$(CLANG) -c -O1 -g -fsanitize=fuzzer-no-link,address $$(pkg-config --cflags $(IMAGING_PKGS)) \
		-I Sources/CImaging/include Sources/CImaging/imaging.c -o $(FUZZ_DIR)/imaging.o
	$(SWIFT)c $(FUZZ_SWIFTC) -I $(FUZZ_DIR)/modules/CImaging -I $(FUZZ_DIR)/modules/CPrefetch $(call fuzz_copies,$(FUZZ_IMAGE_SOURCES)) $(FUZZ_CATALOGUES) $(FUZZ_DIR)/imaging.o \
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

# What CI runs (.ci/run): the tests, then a short fuzz of each target, a
# soak of each mode and the package's test; a failing test, a fuzzer's crash,
# leak or timeout, a dead mode, a terminal not restored, absurd memory growth
# or a package that lintian faults or that fails without Swift fails it. About
# a quarter of an hour from a fresh clone on two cores.
CI_FUZZ_SECONDS ?= 20
CI_SOAK_SECONDS ?= 30
ci: test ci-checks
# The part after the tests, which .ci/run calls after `make test`: the
# release build that `make run` makes, fuzzing, the soak, then the package.
ci-checks:
	$(MAKE) release
	./.build/release/brocade --version
	$(MAKE) fuzz FUZZ_SECONDS=$(CI_FUZZ_SECONDS)
	$(MAKE) soak SOAK_SECONDS=$(CI_SOAK_SECONDS)
	$(MAKE) test-package

# The README's screenshots, docs/screenshots/*.png: the menu and every mode
# played in tmux from fixed seeds at 200x60 and 80x24, and its sheets of the
# pictures (docs/pictures.png, docs/generated-1-12.png, exported by brocade
# and laid out with python3-pil), each capture rendered
# by ansi2png.py. The renderer is not part of this repository: ANSI2PNG names
# it (default ../shared/tools/ansi2png.py); without it the target stops and
# says so. fonts-droid-fallback gives it the CJK glyphs of the menu's title.
ANSI2PNG ?= ../shared/tools/ansi2png.py
SCREENSHOT_PACKAGES = tmux fonts-droid-fallback python3-pil
screenshots: deps
	@test -f "$(ANSI2PNG)" || { echo "make screenshots: no renderer at $(ANSI2PNG); it is not part of this repository:" \
	  "give its path with ANSI2PNG=/path/to/ansi2png.py"; exit 1; }
	$(call install_packages,$(SCREENSHOT_PACKAGES))
	$(MAKE) release
	python3 docs/screenshots/make_screenshots.py --brocade .build/release/brocade --renderer "$(ANSI2PNG)"
	python3 docs/make_pictures.py --brocade .build/release/brocade
	$(call install_packages,$(REALTERM_PACKAGES))
	python3 docs/screenshots/make_pixel_shots.py --brocade .build/release/brocade

# The self-contained binary, the manual and its Simplified Chinese
# translation (their footers naming the version), the pictures and completions for bash, zsh and fish written by the binary.
install: release-static
	@test -n "$(VERSION)" || { echo "no version found in Sources/brocade/Version.swift"; exit 1; }
	install -d "$(BINDIR)" "$(MANDIR)" "$(MANZHDIR)" "$(DATADIR)" "$(BASHCOMPDIR)" "$(ZSHCOMPDIR)" "$(FISHCOMPDIR)"
	install -m 0755 $(STATIC_BIN) "$(BINDIR)/brocade"
	sed 's/^\.Os$$/.Os brocade $(VERSION)/' man/brocade.6 > "$(MANDIR)/brocade.6"
	sed 's/^\.Os$$/.Os brocade $(VERSION)/' man/zh_CN/brocade.6 > "$(MANZHDIR)/brocade.6"
	chmod 0644 "$(MANDIR)/brocade.6" "$(MANZHDIR)/brocade.6"
	cp -R Resources/. "$(DATADIR)/"
	find "$(DATADIR)" -type d -exec chmod 0755 {} +
	find "$(DATADIR)" -type f -exec chmod 0644 {} +
	$(STATIC_BIN) --generate-completion-script bash | sed '1{/^#!/d}' > "$(BASHCOMPDIR)/brocade"
	$(STATIC_BIN) --generate-completion-script zsh > "$(ZSHCOMPDIR)/_brocade"
	$(STATIC_BIN) --generate-completion-script fish > "$(FISHCOMPDIR)/brocade.fish"
	chmod 0644 "$(BASHCOMPDIR)/brocade" "$(ZSHCOMPDIR)/_brocade" "$(FISHCOMPDIR)/brocade.fish"

# Removes what install put there; the folders it made, which other programs
# may share, stay.
uninstall:
	rm -f "$(BINDIR)/brocade" "$(MANDIR)/brocade.6" "$(MANZHDIR)/brocade.6"
	rm -f "$(BASHCOMPDIR)/brocade" "$(ZSHCOMPDIR)/_brocade" "$(FISHCOMPDIR)/brocade.fish"
	rm -rf "$(DATADIR)"

# install and uninstall into a scratch DESTDIR: every file in its place, the
# installed binary running from there and finding its pictures, then nothing
# left but empty folders.
test-install: release-static
	@d=$$(mktemp -d /tmp/brocade-test-install.XXXXXX) && trap 'rm -rf "$$d"' EXIT && \
	$(MAKE) --no-print-directory install DESTDIR="$$d" PREFIX=/usr/local >/dev/null && \
	packaging/check-install.sh "$$d" /usr/local "$(VERSION)" && \
	$(MAKE) --no-print-directory uninstall DESTDIR="$$d" PREFIX=/usr/local >/dev/null && \
	left=$$(find "$$d" ! -type d) && \
	if [ -n "$$left" ]; then echo "make uninstall left: $$left"; exit 1; fi && \
	echo "test-install: make uninstall removed every file make install put in $$d"

# The Debian package, brocade_VERSION-DEB_REVISION_ARCH.deb in .build/deb/
# (see packaging/build-deb.sh and packaging/debian/).
DEB_REVISION ?= 1
DEB_VERSION = $(VERSION)-$(DEB_REVISION)
DEB_ARCH = $(shell dpkg --print-architecture 2>/dev/null)
DEB_DIR = .build/deb
DEB = $(DEB_DIR)/brocade_$(DEB_VERSION)_$(DEB_ARCH).deb
deb: release-static package-deps
	@test -n "$(VERSION)" || { echo "no version found in Sources/brocade/Version.swift"; exit 1; }
	mkdir -p $(DEB_DIR)
	packaging/build-deb.sh $(STATIC_BIN) $(DEB_DIR) $(DEB_VERSION)

# lintian's verdict on the package: any error or warning fails.
lint-deb: deb package-test-deps
	lintian --fail-on error,warning --info $(DEB)

# The package on a machine without Swift (packaging/test-package.sh): lintian,
# then the game installed from the .deb with the toolchain hidden, then
# make install and uninstall into a scratch DESTDIR. Needs root.
test-package: lint-deb
	packaging/test-package.sh $(DEB) $(VERSION)
	$(MAKE) --no-print-directory test-install

clean:
	rm -rf .build
