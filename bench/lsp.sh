#!/usr/bin/env bash
# `llmfmt lsp`: time from an edit of a 1 MiB document to its new diagnostics, p50/p99/max over
# EDITS edits, for every format (bench_lsp.cpp; bench/RESULTS.md). Builds nothing: expects the
# generators and bench_lsp in BUILD_DIR (default build).
#
#   BUILD_DIR=build EDITS=200 bench/lsp.sh
set -euo pipefail
export LC_ALL=C
# shellcheck source=bench/common.sh
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"
bench="$(find_bin bench_lsp)"
mkdir -p "$out"
size=$((1024 * 1024))
inputs=()
for pair in llmist:llmist stf:stf json5:json5 telt:telt garyml:gml dsl:dsl; do
  format=${pair%%:*} ext=${pair#*:}
  input="$out/lsp-1mb.$ext"
  "$(find_bin "bench_gen_$format")" --size "$size" >"$input"
  inputs+=("$input")
done
echo "## llmfmt lsp: re-diagnosing a 1 MiB document after an edit"
echo
echo "- date: $(date -u '+%Y-%m-%d %H:%M:%S UTC'), $(nproc) CPUs, load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| file | lines | diagnostics | p50 ms | p99 ms | max ms | CPU p50 ms | CPU p99 ms | idle p50 ms | idle p99 ms |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
"$bench" "${inputs[@]}" --edits "${EDITS:-200}" | while IFS= read -r line; do
  printf '| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' "$(basename "$(field "$line" file)")" "$(field "$line" lines)" \
    "$(field "$line" diagnostics)" "$(field "$line" p50_ms)" "$(field "$line" p99_ms)" "$(field "$line" max_ms)" \
    "$(field "$line" cpu_p50_ms)" "$(field "$line" cpu_p99_ms)" "$(field "$line" idle_p50_ms)" "$(field "$line" idle_p99_ms)"
done
