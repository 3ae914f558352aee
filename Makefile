# Plumb's entry points. `make demo` and `make test` work on a fresh Debian machine:
# `deps` installs what is missing first (with sudo only when not root).

APT_PACKAGES := libcairo2-dev libpango1.0-dev pkg-config fonts-inter fonts-dejavu-core fonts-noto-color-emoji \
	fonts-wqy-microhei fonts-liberation2 librsvg2-bin poppler-utils
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SWIFT_FLAGS ?=

.PHONY: deps test-fonts build demo test fidelity bench bench-compare bench-scaling bench-render bench-limits fuzz mutations sanitize bench-storyboards

deps:
	@if ! pkg-config --exists pangocairo || ! command -v rsvg-convert >/dev/null || ! command -v pdftotext >/dev/null \
		|| ! fc-list 2>/dev/null | grep -qi 'Inter' || ! fc-list 2>/dev/null | grep -qi 'Noto Color Emoji' \
		|| ! fc-list 2>/dev/null | grep -qi 'WenQuanYi Micro Hei' || ! fc-list 2>/dev/null | grep -qi 'Liberation Sans'; then \
		echo "Installing $(APT_PACKAGES)"; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $(APT_PACKAGES); \
	fi

# A Debian font that fontconfig does not know, for the tests of --fonts: the Go fonts, unpacked
# from their package into .build/test-fonts without installing it (apt-get download needs no root).
TEST_FONTS := .build/test-fonts
test-fonts: $(TEST_FONTS)/Go-Regular.ttf

$(TEST_FONTS)/Go-Regular.ttf:
	rm -rf $(TEST_FONTS).download && mkdir -p $(TEST_FONTS).download $(TEST_FONTS)
	cd $(TEST_FONTS).download && { apt-get download fonts-go 2>/dev/null || { $(SUDO) apt-get update -qq && apt-get download fonts-go; }; } \
		&& dpkg-deb -x fonts-go_*.deb package
	cp $(TEST_FONTS).download/package/usr/share/fonts/fonts-go/Go-Regular.ttf \
		$(TEST_FONTS).download/package/usr/share/fonts/fonts-go/Go-Bold.ttf $(TEST_FONTS)/
	rm -rf $(TEST_FONTS).download

build: deps
	swift build $(SWIFT_FLAGS)

# The built-in example, the seed's item-detail form, drawn as PNG and SVG.
demo: deps
	swift build $(SWIFT_FLAGS) --product plumb
	mkdir -p out
	swift run $(SWIFT_FLAGS) --skip-build plumb render fixtures/seed002-item-detail.yaml -o out/demo.png
	swift run $(SWIFT_FLAGS) --skip-build plumb render fixtures/seed002-item-detail.yaml -o out/demo.svg
	@echo "Wrote out/demo.png and out/demo.svg"

# After the Swift tests, every fixture against its golden render and frames (docs/golden.md),
# with a release build of plumb: it checks them all in about 2 s on the project's busy two-core
# machine, where the debug build takes over 10 s.
test: deps test-fonts
	swift build $(SWIFT_FLAGS)
	swift test $(SWIFT_FLAGS)
	swift build $(SWIFT_FLAGS) -c release --product plumb
	swift run $(SWIFT_FLAGS) -c release --skip-build plumb check fixtures --golden golden

# Plumb's frames against those Xcode stored in the public Interface Builder corpus
# (fixtures/ib): the share within a pixel per class and per document (docs/fidelity.md);
# `make fidelity VIEWS=1` also lists every view that does not land, with both frames;
# `make fidelity DOCS=dir` measures the documents of another directory instead, and
# `make fidelity FONTS=dir` measures text with the fonts of dir too (San Francisco's, say).
fidelity: deps
	swift build $(SWIFT_FLAGS) --product plumb-fidelity
	$(if $(FONTS),PLUMB_FONTS=$(FONTS)) swift run $(SWIFT_FLAGS) --skip-build plumb-fidelity $(or $(DOCS),fixtures/ib) $(if $(VIEWS),--views)

bench:
	cd Benchmarks && swift package --allow-writing-to-package-directory benchmark

# kiwi (KIWI_BENCH=path/to/kiwi_bench.py, needs kiwisolver 1.5.1) and Plumb on the same
# instances, one table; see Benchmarks/README.md.
bench-compare:
	Benchmarks/compare.sh

# The ratio of the cost at 10 000 views to the cost at 1 000, in alternating passes, each size
# in a process of its own: W4's resize steps and W1's build; see Benchmarks/README.md.
bench-scaling:
	cd Benchmarks && swift build -c release --product plumb-scaling
	Benchmarks/.build/release/plumb-scaling --workload W4 --phase steps
	Benchmarks/.build/release/plumb-scaling --workload W1 --phase build

# plumb render of the chain-grid spec at 1 000 and 10 000 views, with --timings; see
# Benchmarks/README.md.
bench-render: deps
	Benchmarks/render.sh

# The Interface Builder import with --timings: reading and building the corpus' scenes against
# solving them, and a 100-scene storyboard drawn as one contact sheet; see Benchmarks/README.md.
bench-storyboards: deps
	Benchmarks/storyboards.sh

# plumb explain on the specs at the limits (the largest allowed, 100 000 views), with their time
# and memory; `make bench-limits OLD=<plumb>` runs an older plumb in alternation; see
# docs/limits.md.
bench-limits:
	Benchmarks/limits.sh 3 $(OLD)

# libFuzzer on the spec loader, the equation and VFL parsers and the Interface Builder
# importer, FUZZ_SECONDS (600) each, with the address sanitizer (Fuzz/run.sh, docs/limits.md).
fuzz: deps
	Fuzz/run.sh

# The seeded mutation run: mutated fixtures, specs and Interface Builder documents, through a
# release plumb's explain, render and check (Fuzz/mutate.py, docs/limits.md); COUNT cases
# (3000), SEED (21).
mutations: deps
	swift build $(SWIFT_FLAGS) -c release --product plumb
	python3 Fuzz/mutate.py --count $(or $(COUNT),3000) --seed $(or $(SEED),21) --documents

# The whole test suite built with the address sanitizer, in a build directory of its own; swiftc
# has no undefined-behaviour sanitizer for Linux, and Swift traps on overflow itself. Leaks are
# not reported: plumb ends without freeing what it made, on purpose (docs/limits.md).
sanitize: deps test-fonts
	ASAN_OPTIONS=detect_leaks=0 swift test $(SWIFT_FLAGS) --sanitize address --scratch-path .build-sanitize
