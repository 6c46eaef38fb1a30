#!/usr/bin/env bash
# Runs the llmist block-format benchmark: llmfmt (C++) and, when Node.js is there, the npm
# llmist package's GadgetCallParser, on the same generated 10 MB input. See bench/README.md.
#
#   BUILD_DIR=build RUNS=5 bench/run.sh
#
# Builds nothing: it expects bench_gen_llmist and bench_llmist in an existing CMake build dir
# (BUILD_DIR, default "build", relative to the repository root unless absolute), e.g. from
#   cmake -S . -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build -j2
# Writes bench/out/llmist-10mb.txt (+ .stats.json) and bench/out/results.jsonl.
set -euo pipefail
export LC_ALL=C  # "." as the decimal point in printf and awk

# shellcheck source=bench/common.sh
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"
runs="${RUNS:-5}"
input="$out/llmist-10mb.txt"
results="$out/results.jsonl"
gen="$(find_bin bench_gen_llmist)"
bench="$(find_bin bench_llmist)"

mkdir -p "$out"
: >"$results"

echo "## llmist block-format benchmark"
echo
echo "- date: $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
echo "- machine: $(nproc) CPUs, $(grep -m1 '^model name' /proc/cpuinfo 2>/dev/null | sed 's/^model name[[:space:]]*:[[:space:]]*//' || echo unknown CPU), $(uname -sr)"
grep -q '^MemTotal' /proc/meminfo 2>/dev/null &&
  echo "- memory: $(awk '/^MemTotal/ {printf "%.1f GiB", $2 / 1048576}' /proc/meminfo)"

"$gen" --stats >"$input" 2>"$out/llmist-10mb.stats.json"
stats="$(cat "$out/llmist-10mb.stats.json")"
echo "- input: ${input#"$root"/} ($(field "$stats" bytes) bytes, seed $(field "$stats" seed)): $(field "$stats" blocks) blocks ($(field "$stats" blocks_without_end) without END), expected $(field "$stats" expected_calls) calls and $(field "$stats" expected_text_segments) text segments (line-anchored count)"
echo "- runs per mode: $runs (median), one child process per mode"

"$bench" "$input" --runs "$runs" | tee -a "$results" >/dev/null

if command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1; then
  echo "- node: $(node --version)"
  if (cd "$here/llmist-js" && npm install --no-audit --no-fund --loglevel=error >"$out/npm-install.log" 2>&1); then
    if ! node "$here/llmist-js/bench.mjs" "$input" --runs "$runs" | tee -a "$results" >/dev/null; then
      echo "- llmist-js: bench.mjs failed, skipped"
    fi
  else
    echo "- llmist-js: npm install failed (see ${out#"$root"/}/npm-install.log), skipped"
  fi
else
  echo "- llmist-js: node/npm not found, skipped"
fi

echo
echo "| impl | mode | MB/s | peak RSS MB | calls | segments |"
echo "|------|------|-----:|------------:|------:|---------:|"
while IFS= read -r line; do
  [[ -n "$line" ]] || continue
  printf '| %s | %s | %.2f | %.1f | %s | %s |\n' "$(field "$line" impl)" "$(field "$line" mode)" \
    "$(field "$line" mb_per_s)" "$(field "$line" peak_rss_mb)" "$(field "$line" calls)" "$(field "$line" text_segments)"
done <"$results"

if grep -q '"impl":"llmist-js"' "$results"; then
  echo
  echo "| mode | throughput llmfmt/llmist-js | peak RSS llmfmt/llmist-js |"
  echo "|------|---------------------------:|--------------------------:|"
  for mode in $(sed -n 's/.*"impl":"llmfmt","mode":"\([^"]*\)".*/\1/p' "$results"); do
    ours="$(grep -m1 "\"impl\":\"llmfmt\",\"mode\":\"$mode\"" "$results" || true)"
    theirs="$(grep -m1 "\"impl\":\"llmist-js\",\"mode\":\"$mode\"" "$results" || true)"
    [[ -n "$ours" && -n "$theirs" ]] || continue
    awk -v m="$mode" -v a="$(field "$ours" mb_per_s)" -v b="$(field "$theirs" mb_per_s)" \
      -v c="$(field "$ours" peak_rss_mb)" -v d="$(field "$theirs" peak_rss_mb)" \
      'BEGIN { printf "| %s | %.3gx | %.3gx |\n", m, (b > 0 ? a / b : 0), (d > 0 ? c / d : 0) }'
  done
fi
echo
echo "Raw results: ${results#"$root"/}"

# TELT: telt::parse (and parse + JSON) of a seeded 10 MB file with decoy delimiter lines.
if telt_gen="$(find_bin bench_gen_telt 2>/dev/null)" && telt_bench="$(find_bin bench_telt 2>/dev/null)"; then
  "$telt_gen" --stats >"$out/telt-10mb.telt" 2>"$out/telt-10mb.stats.json"
  telt_stats="$(cat "$out/telt-10mb.stats.json")"
  echo
  echo "## TELT benchmark"
  echo
  echo "- input: ${out#"$root"/}/telt-10mb.telt ($(field "$telt_stats" bytes) bytes, seed $(field "$telt_stats" seed)): $(field "$telt_stats" blocks) blocks, $(field "$telt_stats" commands) commands, $(field "$telt_stats" valid_commands) valid"
  echo
  echo "| mode | MB/s | peak RSS MB | blocks | commands | valid commands |"
  echo "|------|-----:|------------:|-------:|---------:|---------------:|"
  "$telt_bench" "$out/telt-10mb.telt" --runs "$runs" | tee -a "$results" | while IFS= read -r line; do
    printf '| %s | %.2f | %.1f | %s | %s | %s |\n' "$(field "$line" mode)" "$(field "$line" mb_per_s)" \
      "$(field "$line" peak_rss_mb)" "$(field "$line" blocks)" "$(field "$line" commands)" "$(field "$line" valid_commands)"
  done
fi

# GaryML (bench/gen_garyml.cpp, bench/bench_garyml.cpp): JSON lines appended to the results.
if gen_garyml="$(find_bin bench_gen_garyml 2>/dev/null)" && bench_garyml="$(find_bin bench_garyml 2>/dev/null)"; then
  "$gen_garyml" >"$out/garyml-10mb.gml" && "$bench_garyml" "$out/garyml-10mb.gml" --runs "$runs" | tee -a "$results"
fi

# JSON5 (bench/gen_json5.cpp, bench/bench_json5.cpp, bench/json5-js/): llmfmt::json5::parse and npm
# json5@2.2.3's JSON5.parse on the same generated 10 MB JSON-compatible file, in this run.
if json5_gen="$(find_bin bench_gen_json5 2>/dev/null)" && json5_bench="$(find_bin bench_json5 2>/dev/null)"; then
  json5_input="$out/json5-10mb.json5"
  json5_results="$out/json5-results.jsonl"
  "$json5_gen" --stats >"$json5_input" 2>"$out/json5-10mb.stats.json"
  json5_stats="$(cat "$out/json5-10mb.stats.json")"
  : >"$json5_results"
  echo
  echo "## JSON5 benchmark"
  echo
  echo "- input: ${json5_input#"$root"/} ($(field "$json5_stats" bytes) bytes, seed $(field "$json5_stats" seed)): $(field "$json5_stats" records) records, $(field "$json5_stats" values) values ($(field "$json5_stats" strings) strings, $(field "$json5_stats" numbers) numbers), pretty-printed JSON"
  echo "- load before the run: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
  "$json5_bench" "$json5_input" --runs "$runs" | tee -a "$json5_results" "$results" >/dev/null
  if command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1; then
    if (cd "$here/json5-js" && npm install --no-audit --no-fund --loglevel=error >"$out/npm-install-json5.log" 2>&1); then
      node "$here/json5-js/bench.mjs" "$json5_input" --runs "$runs" | tee -a "$json5_results" >/dev/null ||
        echo "- json5-js: bench.mjs failed, skipped"
    else
      echo "- json5-js: npm install failed (see ${out#"$root"/}/npm-install-json5.log), skipped"
    fi
  else
    echo "- json5-js: node/npm not found, skipped"
  fi
  echo
  echo "| impl | MB/s (median) | min–max ms | peak RSS MB | values |"
  echo "|------|-----:|-----:|------------:|------:|"
  while IFS= read -r line; do
    [[ -n "$line" ]] || continue
    printf '| %s | %.2f | %s–%s | %.1f | %s |\n' "$(field "$line" impl)" "$(field "$line" mb_per_s)" \
      "$(field "$line" min_ms)" "$(field "$line" max_ms)" "$(field "$line" peak_rss_mb)" "$(field "$line" values)"
  done <"$json5_results"
  ours="$(grep -m1 '"impl":"llmfmt"' "$json5_results" || true)"
  theirs="$(grep -m1 '"impl":"json5-js"' "$json5_results" || true)"
  if [[ -n "$ours" && -n "$theirs" ]]; then
    awk -v a="$(field "$ours" mb_per_s)" -v b="$(field "$theirs" mb_per_s)" \
      -v c="$(field "$ours" peak_rss_mb)" -v d="$(field "$theirs" peak_rss_mb)" \
      'BEGIN { printf "\nllmfmt / json5-js: throughput %.3gx, peak RSS %.3gx\n", (b > 0 ? a / b : 0), (d > 0 ? c / d : 0) }'
  fi
fi

# STF (bench/gen_stf.cpp, bench/bench_stf.cpp): decode and encode of a seeded 10 MB transcript.
if stf_gen="$(find_bin bench_gen_stf 2>/dev/null)" && stf_bench="$(find_bin bench_stf 2>/dev/null)"; then
  "$stf_gen" >"$out/stf-10mb.stf"
  echo
  echo "## STF benchmark"
  echo
  echo "- input: ${out#"$root"/}/stf-10mb.stf ($(wc -c <"$out/stf-10mb.stf") bytes, default seed)"
  echo
  echo "| mode | MB/s | peak RSS MB | messages |"
  echo "|------|-----:|------------:|---------:|"
  "$stf_bench" "$out/stf-10mb.stf" --runs "$runs" | tee -a "$results" | while IFS= read -r line; do
    printf '| %s | %.2f | %.1f | %s |\n' "$(field "$line" mode)" "$(field "$line" mb_per_s)" \
      "$(field "$line" peak_rss_mb)" "$(field "$line" messages)"
  done
fi

# DSL (bench/gen_dsl.cpp, bench/bench_dsl.cpp): parse and scope check of a seeded 10 MB program.
if dsl_gen="$(find_bin bench_gen_dsl 2>/dev/null)" && dsl_bench="$(find_bin bench_dsl 2>/dev/null)"; then
  "$dsl_gen" >"$out/dsl-10mb.dsl"
  echo
  echo "## DSL benchmark"
  echo
  echo "- input: ${out#"$root"/}/dsl-10mb.dsl ($(wc -c <"$out/dsl-10mb.dsl") bytes, default seed)"
  "$dsl_bench" "$out/dsl-10mb.dsl" --runs "$runs" | tee -a "$results"
fi

# Every format's in-process MB/s against npm llmist's whole-text MB/s on its own input, the
# yardstick the issue "The grammars own every token" sets its targets in.
yard="$(grep -m1 '"impl":"llmist-js","mode":"whole"' "$results" || true)"
if [[ -n "$yard" ]]; then
  echo
  echo "## Every format against npm llmist (whole text, $(field "$yard" mb_per_s) MB/s)"
  echo
  echo "| format | mode | MB/s | / npm llmist whole |"
  echo "|--------|------|-----:|-------------------:|"
  while IFS= read -r line; do
    [[ "$line" == *'"impl":"llmfmt"'* ]] || continue
    fmt="$(field "$line" format)"
    awk -v f="${fmt:-llmist}" -v m="$(field "$line" mode)" -v a="$(field "$line" mb_per_s)" -v b="$(field "$yard" mb_per_s)" \
      'BEGIN { printf "| %s | %s | %.2f | %.3gx |\n", f, m, a, (b > 0 ? a / b : 0) }'
  done <"$results"
fi
