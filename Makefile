# Developer entry points. A fresh machine starts with tools/dev.sh, which installs the Debian
# packages and then calls these.
BUILD ?= build
SANITIZE_BUILD ?= build-sanitize
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_FLAGS ?=
# Ninja when it is installed (tools/dev.sh installs it): it compiles one target's files while
# another links, where CMake's makefiles wait for the whole target. A build directory keeps the
# generator it was configured with.
NINJA := $(shell command -v ninja 2>/dev/null)
generator = $(if $(NINJA),$(if $(wildcard $(1)/CMakeCache.txt),,-G Ninja))

PHONY_PORTS := port-differential
.PHONY: all build examples test sanitize sanitize-build fuzz fuzz-corpus fix-invariants look-alikes-every $(PHONY_PORTS) check-generated regen bench package package-test clean

all: build

build:
	cmake -S . -B $(BUILD) $(call generator,$(BUILD)) -DCMAKE_BUILD_TYPE=Release $(CMAKE_FLAGS)
	cmake --build $(BUILD) -j $(JOBS)

EXAMPLES = $(foreach ext,llmist json5 stf telt gml dsl,examples/*.$(ext) examples/model-output/*.$(ext))

# The main job: check and parse every bundled example (examples/mistakes.* has errors on purpose;
# so do the prose-wrapped and cut-off replies in examples/model-output/: exit status 1 is fine).
examples: CMAKE_FLAGS += -DLLMFMT_BUILD_TESTS=OFF -DLLMFMT_BUILD_BENCH=OFF
examples: build
	@mkdir -p $(BUILD)/examples
	@for f in $(EXAMPLES); do \
	  [ -e "$$f" ] || continue; \
	  $(BUILD)/llmfmt check "$$f"; status=$$?; \
	  if [ $$status -gt 1 ]; then echo "llmfmt failed on $$f"; exit 1; fi; \
	  out=$(BUILD)/examples/$$(basename "$$f").json; \
	  $(BUILD)/llmfmt parse "$$f" > "$$out" || exit 1; \
	  echo "  -> $$out"; echo; \
	done
	@# A DSL example with a recorded replay file runs offline, deterministically.
	@for f in examples/*.dsl; do \
	  replay=$${f%.dsl}.replay.json; history=$${f%.dsl}.history.json; \
	  [ -e "$$replay" ] || continue; \
	  out=$(BUILD)/examples/$$(basename "$$f").run.json; \
	  $(BUILD)/llmfmt run "$$f" --replay "$$replay" $$([ -e "$$history" ] && echo --history "$$history") > "$$out" || exit 1; \
	  echo "  -> $$out (llmfmt run with $$replay)"; \
	done

# UNIT_TESTS=OFF: no unit tests in this build (tools/dev.sh test runs them in the sanitizer build).
UNIT_TESTS ?= ON
test: CMAKE_FLAGS += -DLLMFMT_BUILD_TESTS=ON -DLLMFMT_BUILD_BENCH=ON -DLLMFMT_UNIT_TESTS=$(UNIT_TESTS)
test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# ASan + UBSan build with clang; runs every test, including the seeded mutation smoke test and a
# short run of every libFuzzer target (LLMFMT_FUZZ: the same instrumented build serves both).
# -O1 -g1: under ASan a third of the compile time of -O2 -g, and reports still have line numbers.
sanitize-build:
	cmake -S . -B $(SANITIZE_BUILD) $(call generator,$(SANITIZE_BUILD)) -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ -DLLMFMT_FUZZ=ON \
	  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
	  -DLLMFMT_BUILD_TESTS=ON -DLLMFMT_UNIT_TESTS=ON -DLLMFMT_BUILD_BENCH=OFF $(CMAKE_FLAGS)
	cmake --build $(SANITIZE_BUILD) -j $(JOBS)

sanitize: sanitize-build
	cd $(SANITIZE_BUILD) && ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
	  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ctest --output-on-failure -j $(JOBS)

# Coverage-guided fuzzing (docs/reliability.md): every target for FUZZ_SECONDS, one after the
# other, seeded with tests/fuzz/corpus/<format>/; what finds new coverage accumulates in
# $(SANITIZE_BUILD)/fuzz/<format>/new (`make fuzz-corpus` minimizes it into the committed corpus).
FUZZ_SECONDS ?= 60
FUZZ_FORMATS = llmist stf telt garyml json5 dsl lsp  # lsp: `llmfmt lsp`'s framing and dispatch
fuzz: sanitize-build
	@for f in $(FUZZ_FORMATS); do \
	  echo "== fuzz $$f for $(FUZZ_SECONDS) s"; \
	  LLMFMT_FUZZ_KEEP=1 tests/fuzz/run_fuzz.sh $(SANITIZE_BUILD)/tests/fuzz/$${f}_fuzz tests/fuzz/corpus/$$f \
	    tests/fuzz/$$f.dict $(SANITIZE_BUILD)/fuzz/$$f $(FUZZ_SECONDS) || exit 1; \
	done

fuzz-corpus: sanitize-build
	tools/fuzz-corpus.sh $(SANITIZE_BUILD)

# The look-alike property with every look-alike and every invisible character at every position
# (docs/decisions.md, "Near misses"; CI runs one of them in turn). Long.
LOOK_ALIKE_DIRS ?= llmist telt stf/decode json5
look-alikes-every: CMAKE_FLAGS += -DLLMFMT_BUILD_TESTS=ON
look-alikes-every: build
	@for d in $(LOOK_ALIKE_DIRS); do $(BUILD)/tests/fixture_runner --look-alikes --every tests/fixtures/$$d || exit 1; done

# Fixes never make a file worse (docs/decisions.md): FIX_MUTATIONS mutated fixture inputs,
# besides every fixture, example and fuzz corpus file; ctest runs a small sample.
FIX_MUTATIONS ?= 1000000
FIX_SEED ?= 20261128
fix-invariants: CMAKE_FLAGS += -DLLMFMT_BUILD_TESTS=ON
fix-invariants: build
	$(BUILD)/tests/fix_invariants tests/fixtures --count $(FIX_MUTATIONS) --seed $(FIX_SEED) \
	  --known tests/fix_invariants_known.txt --corpus tests/fuzz/corpus --files examples/*.* examples/model-output/*.*

# The ports of tests/ports/ against llmfmt on many more random inputs than ctest's (docs/conformance.md
# § Differential mode): PORT_INPUTS per seed, at the strictest level (about a minute).
PORT_INPUTS ?= 20000
PORT_SEEDS ?= 1 2 3 4 5
port-differential: build
	tests/ports/garyml/port_test.sh $(BUILD)/llmfmt tests/fixtures $(PORT_INPUTS) "$(PORT_SEEDS)"
	for seed in $(PORT_SEEDS); do $(BUILD)/llmfmt conform --fixtures tests/fixtures --persistent --format telt \
	  --differential $(PORT_INPUTS) --seed $$seed --save $(BUILD)/port-candidates --no-progress \
	  -- python3 tests/ports/telt/telt_port.py || exit 1; done

# Regenerates generated/ into a temp dir and fails on any difference.
check-generated:
	tools/regen-grammars.sh --check

regen:
	tools/regen-grammars.sh

bench: CMAKE_FLAGS += -DLLMFMT_BUILD_BENCH=ON
bench: build
	BUILD_DIR=$(BUILD) bench/run.sh

# The Debian packages (docs/install.md): a Release build for the prefix /usr, no rpath in the
# pkg-config file, packed by cpack into $(DEB_BUILD)/packages/. Not in CI: it builds again.
DEB_BUILD ?= build-deb
package:
	cmake -S . -B $(DEB_BUILD) -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
	  -DLLMFMT_PKGCONFIG_RPATH=OFF -DLLMFMT_BUILD_TESTS=OFF -DLLMFMT_BUILD_BENCH=OFF \
	  -DCMAKE_EXE_LINKER_FLAGS="-Wl,-z,relro -Wl,-z,now" -DCMAKE_SHARED_LINKER_FLAGS="-Wl,-z,relro -Wl,-z,now" $(CMAKE_FLAGS)
	cmake --build $(DEB_BUILD) -j $(JOBS)
	rm -rf $(DEB_BUILD)/packages
	cd $(DEB_BUILD) && cpack -G DEB
	@ls -l $(DEB_BUILD)/packages/*.deb

# Installs the packages into a fresh Debian bookworm root (debootstrap; as root) and runs every
# consumer there (tests/install_test.sh --system), then lintian. Minutes; not in CI.
package-test: package
	tools/package-test.sh $(DEB_BUILD)/packages

clean:
	rm -rf $(BUILD) $(SANITIZE_BUILD) $(DEB_BUILD)
