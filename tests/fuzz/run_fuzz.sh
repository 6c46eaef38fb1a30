#!/usr/bin/env bash
# Runs one libFuzzer target for a bounded time, seeded with a copy of its committed corpus (which
# is therefore never modified) and its dictionary. Fails, showing the input, on any crash, hang,
# sanitizer report or invariant violation.
#
#   run_fuzz.sh TARGET CORPUS_DIR DICT WORK_DIR SECONDS
#
# WORK_DIR/new receives the inputs that found new coverage; it is emptied first unless
# LLMFMT_FUZZ_KEEP=1 (`make fuzz` keeps it, so runs build on each other). Crash inputs land in
# WORK_DIR as crash-…, timeout-…, oom-…; reproduce one with `TARGET FILE`.
set -euo pipefail
target=$1 corpus=$2 dict=$3 work=$4 seconds=$5

[ -d "$corpus" ] || { echo "run_fuzz.sh: no corpus directory $corpus" >&2; exit 2; }
[ "${LLMFMT_FUZZ_KEEP:-0}" = 1 ] || rm -rf "$work"
rm -rf "$work/seeds"
mkdir -p "$work/new" "$work/seeds"
cp -R "$corpus"/. "$work/seeds/"
rm -f "$work"/crash-* "$work"/timeout-* "$work"/oom-* "$work"/leak-* "$work"/slow-unit-*

# -timeout: one input taking longer than that is a hang (LLMFMT_FUZZ_TIMEOUT, default 10 s; a long
# run beside other work raises it, since a starved process looks like a hang); -rss_limit_mb: a
# memory blow-up.
status=0
"$target" -max_total_time="$seconds" -timeout="${LLMFMT_FUZZ_TIMEOUT:-10}" -rss_limit_mb=2048 -max_len=16384 -dict="$dict" \
  -artifact_prefix="$work/" -print_final_stats=1 "$work/new" "$work/seeds" || status=$?

if [ "$status" != 0 ]; then
  for f in "$work"/crash-* "$work"/timeout-* "$work"/oom-* "$work"/leak-*; do
    [ -e "$f" ] || continue
    echo "run_fuzz.sh: failing input $f ($(wc -c < "$f") bytes), bytes as Latin-1 in a JSON string:"
    python3 -c 'import json,sys; print(json.dumps(open(sys.argv[1],"rb").read().decode("latin-1")))' "$f" | head -c 4000
    echo
    echo "reproduce: $target $f"
  done
  exit "$status"
fi
