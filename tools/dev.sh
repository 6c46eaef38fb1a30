#!/usr/bin/env bash
# One entry point for a fresh Debian (bookworm) machine: installs the missing Debian packages
# (with sudo when not root), builds, and runs.
#
#   tools/dev.sh examples   set up, build, run llmfmt on examples/   (the main job)
#   tools/dev.sh test       set up, build, run every test, then the sanitizer build and its tests
#                           (the unit tests run in the sanitizer build only)
set -euo pipefail
cd "$(dirname "$0")/.."

# help2man writes the man page from the built llmfmt's --help (the build skips it when missing,
# the cli_help test fails); tmux (below) also gives the progress test of run and exec a terminal
# uuid-dev: Debian's ANTLR CMake package links -luuid but does not depend on it. ninja-build: the
# Makefile builds with Ninja when it is there (faster on two cores), with make otherwise.
build_packages=(g++ make cmake ninja-build pkg-config libantlr4-runtime-dev uuid-dev nlohmann-json3-dev libcli11-dev libssl-dev help2man)
# antlr4 (Java) only regenerates grammars for the in-sync check; python3 runs the Python binding's
# test and the conform test, python3-jsonschema the schema test (docs/schema/), tmux the terminal
# colour test of `check`, patch the diff of `fix`; clang and its runtimes (libFuzzer, ASan, UBSan)
# build the sanitizer build with the fuzz targets (tests/fuzz/); python3-icu regenerates the
# look-alike table for its in-sync check (tools/gen-fold-table.py); neovim drives `llmfmt lsp` in
# its end-to-end test (tests/lsp/); abigail-tools (abidiff) compares libllmfmt.so's ABI with the
# committed baseline (docs/abi.md); python3-distributed runs the Dask corpus example on a local
# cluster (tests/dask_corpus_test.py); openssl makes the certificates of the https:// test
# (tests/dsl_https_test.py); nodejs runs the JavaScript GaryML port (tests/ports/garyml/);
# python3-antlr4 (4.9.1) runs the grammars' Python3 target in the antlr_python test
# (tests/ports/antlr-python/)
test_packages=(openssl catch2 antlr4 python3 python3-jsonschema python3-icu tmux patch clang libclang-rt-14-dev neovim abigail-tools python3-distributed nodejs python3-antlr4)

install_missing() {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} = 0 ] && return 0
  local sudo=()
  [ "$(id -u)" = 0 ] || sudo=(sudo)
  echo "dev.sh: installing ${missing[*]}"
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

case "${1:-}" in
  examples)
    install_missing "${build_packages[@]}"
    make examples
    ;;
  test)
    install_missing "${build_packages[@]}" "${test_packages[@]}"
    make test sanitize UNIT_TESTS=OFF  # the unit tests once, under ASan+UBSan
    ;;
  *)
    echo "usage: tools/dev.sh examples|test" >&2
    exit 2
    ;;
esac
