#!/usr/bin/env bash
# ctest bench/fast_path: the fast path (docs/architecture.md) on 1 MB of each line format's
# generated bench input that has one (llmist, STF, TELT, GaryML, DSL): the fast path on, off and in reference
# mode give one result, and the log says how many syntax lines took the fast path.
#
#   fast_path_test.sh FIXTURE_RUNNER BENCH_DIR WORK_DIR [SIZE]
set -euo pipefail
runner=$1 bench=$2 work=$3 size=${4:-1000000}
mkdir -p "$work"
for fmt in llmist stf telt garyml dsl; do
  "$bench/bench_gen_$fmt" --size "$size" >"$work/$fmt.in"
  "$runner" --fast-path "$fmt" "$work/$fmt.in"
done
