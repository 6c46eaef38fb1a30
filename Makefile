# Developer entry points. A fresh machine starts with tools/dev.sh, which installs the Debian
# packages and then calls these.
BUILD ?= build
SANITIZE_BUILD ?= build-sanitize
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
CMAKE_FLAGS ?=

.PHONY: all build examples test sanitize check-generated regen bench clean

all: build

build:
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(CMAKE_FLAGS)
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

test: CMAKE_FLAGS += -DLLMFMT_BUILD_TESTS=ON -DLLMFMT_BUILD_BENCH=ON
test: build
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# ASan + UBSan build; runs every test, including the seeded mutation smoke test.
# -O1 -g1: under ASan a third of the compile time of -O2 -g, and reports still have line numbers.
sanitize:
	cmake -S . -B $(SANITIZE_BUILD) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DLLMFMT_SANITIZE=ON \
	  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
	  -DLLMFMT_BUILD_TESTS=ON -DLLMFMT_BUILD_BENCH=OFF
	cmake --build $(SANITIZE_BUILD) -j $(JOBS)
	cd $(SANITIZE_BUILD) && ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
	  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ctest --output-on-failure -j $(JOBS)

# Regenerates generated/ into a temp dir and fails on any difference.
check-generated:
	tools/regen-grammars.sh --check

regen:
	tools/regen-grammars.sh

bench: CMAKE_FLAGS += -DLLMFMT_BUILD_BENCH=ON
bench: build
	BUILD_DIR=$(BUILD) bench/run.sh

clean:
	rm -rf $(BUILD) $(SANITIZE_BUILD)
