# Two commands set everything up on a fresh Debian machine:
#   make demo   installs what is missing, builds, and renders the scenes into out/ (your settings)
#   make test   installs what is missing, builds, and runs every test
SWIFT ?= swift
OUT ?= out

.PHONY: all deps-build deps-test deps-bench build demo test snapshots bench bench-peers fuzz clean

all: demo

# `swift build` needs only the C libraries and the font; the tests add the tools they drive, and
# the benchmarks their peers.
deps-build:
	@Scripts/install-dependencies build
deps-test:
	@Scripts/install-dependencies test
deps-bench:
	@Scripts/install-dependencies bench

build: deps-build
	$(SWIFT) build

demo: build
	@mkdir -p $(OUT)
	$(SWIFT) run chess-motion still bots -o $(OUT)/bots.png
	$(SWIFT) run chess-motion still coins -o $(OUT)/coins.png
	$(SWIFT) run chess-motion still clock --posture tabletop -o $(OUT)/clock-tabletop.png
	@echo "Rendered $(OUT)/bots.png, $(OUT)/coins.png and $(OUT)/clock-tabletop.png with your settings"

# The deep perft figures run too: debug-built they take seconds, and they are the chess core's proof.
# The swift suite also runs the kit's browser half: `node --test Web/test` against a reference
# MotionKit writes (WebParityTests) and headless Chromium against Cairo (KitParityTests).
# Then Examples/Library, a package that uses this one by path, is built and run.
test: deps-test
	$(SWIFT) build --build-tests
	CHESSCORE_DEEP_PERFT=1 $(SWIFT) test --skip-build
	SWIFT=$(SWIFT) Scripts/run-library-example

# Re-records every snapshot reference from the current code. Review the PNG diffs before committing.
snapshots: deps-test
	$(SWIFT) build --build-tests
	SNAPSHOT_RECORD=1 $(SWIFT) test --skip-build

# The peers the benchmarks measure against: python-chess + cairosvg in a private venv.
bench-peers: deps-bench
	@test -x Benchmarks/.venv/bin/python || python3 -m venv Benchmarks/.venv
	@Benchmarks/.venv/bin/pip install -q chess cairosvg gifpgn chess-gif pgn2gif

# The export benchmark measures the release chess-motion binary as a child process: build it too.
bench: bench-peers
	$(SWIFT) build -c release
	$(SWIFT) run -c release chess-motion-bench all

# Fuzzes every reader of untrusted text (FEN, SAN, UCI, PGN, scene scripts, settings, data
# files, strings files, batch manifests, kit plans) for FUZZ_SECONDS each (default 60) and prints
# the executions per target; exits 1 on a crash. See Fuzz/README.md.
fuzz: deps-build
	@Fuzz/run

clean:
	rm -rf .build Examples/Library/.build Fuzz/.build $(OUT)
