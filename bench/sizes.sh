#!/usr/bin/env bash
# Cost against input size, and the memory bounds of issue 12, for every format. See bench/README.md.
#
#   BUILD_DIR=build SIZES="1000000 10000000 100000000" RUNS=5 FORMATS="llmist stf …" BIG=0 bench/sizes.sh
#
# For each format and each size in SIZES (bytes), it writes a seeded input with
# bench_gen_<fmt> --size, then
#   - times the in-process parse RUNS times, each run a fresh `bench_<fmt> FILE --mode M --runs 1`
#     child, and keeps the median: MB/s = file bytes / 1e6 / median time;
#   - measures the whole-process peak RSS (/usr/bin/time -f %M) of `llmfmt check` and of
#     `llmfmt parse > /dev/null`, once each, against the issue's bounds (input + 64 MiB for check,
#     2 × input + 64 MiB for parse).
# BIG=1 adds BIG_SIZE bytes (default 1000000000) for the two memory runs only (one run each).
# Prints markdown tables on stdout (progress on stderr) and the raw figures as JSON lines in
# bench/out/sizes.jsonl. Inputs are in bench/out/; those of 100 MB or more are deleted after use.
# Exit status: 0; 1 when an llmfmt run crashed or was killed (shown in the table); 2 on bad settings.
# Builds nothing: it needs bench_gen_<fmt>, bench_<fmt> and llmfmt in BUILD_DIR (relative to the
# repository root unless absolute), built with -DCMAKE_BUILD_TYPE=Release -DLLMFMT_BUILD_BENCH=ON.
set -euo pipefail
export LC_ALL=C  # "." as the decimal point in printf and awk

# shellcheck source=bench/common.sh
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"
sizes="${SIZES:-1000000 10000000 100000000}"
runs="${RUNS:-5}"
formats="${FORMATS:-llmist stf telt garyml dsl json5}"
big="${BIG:-0}"
big_size="${BIG_SIZE:-1000000000}"
results="$out/sizes.jsonl"
keep_below=100000000  # inputs this large or larger are deleted after use (disk)

die() {
  echo "sizes.sh: $*" >&2
  exit 2
}

positive() { [[ "$1" =~ ^[1-9][0-9]*$ ]]; }
positive "$runs" || die "RUNS must be a positive integer, not '$runs'"
positive "$big_size" || die "BIG_SIZE must be a positive integer, not '$big_size'"
[[ "$big" == 0 || "$big" == 1 ]] || die "BIG must be 0 or 1, not '$big'"
for s in $sizes; do positive "$s" || die "SIZES must be positive integers (bytes), not '$s'"; done
[[ -x /usr/bin/time ]] || die "/usr/bin/time not found (Debian package 'time'): it measures the peak RSS"

# The bench_<fmt> mode that times the parse of the whole input in memory, and the input's extension.
parse_mode() {
  case "$1" in
    llmist) echo whole ;;
    stf) echo decode ;;
    telt | garyml | dsl | json5) echo parse ;;
    *) die "unknown format '$1' in FORMATS (known: llmist stf telt garyml dsl json5)" ;;
  esac
}
extension() {
  case "$1" in
    llmist) echo txt ;;
    garyml) echo gml ;;
    *) echo "$1" ;;
  esac
}

label() { awk -v b="$1" 'BEGIN { printf "%g MB", b / 1e6 }'; }  # 1000000 → "1 MB"

llmfmt="$(find_bin llmfmt)" || exit 2  # a missing binary is a bad setting
for fmt in $formats; do
  parse_mode "$fmt" >/dev/null
  find_bin "bench_gen_$fmt" >/dev/null || exit 2
  find_bin "bench_$fmt" >/dev/null || exit 2
done

mkdir -p "$out"
: >"$results"

# generate FMT SIZE: writes the input (streamed by the generator, never held here), prints its path.
generate() {
  local file
  file="$out/sizes-$1-$2.$(extension "$1")"
  "$(find_bin "bench_gen_$1")" --size "$2" >"$file" || die "bench_gen_$1 --size $2 failed"
  echo "$file"
}

# speed FMT SIZE FILE: the median of RUNS one-run children of bench_<fmt>; appends a JSON line.
speed() {
  local fmt="$1" size="$2" file="$3" bench mode bytes line r times=()
  bench="$(find_bin "bench_$fmt")"
  mode="$(parse_mode "$fmt")"
  bytes="$(stat -c %s "$file")"
  for ((r = 0; r < runs; ++r)); do
    line="$("$bench" "$file" --mode "$mode" --runs 1)" || die "bench_$fmt $file --mode $mode failed"
    times+=("$(field "$line" median_ms)")
  done
  printf '%s\n' "${times[@]}" | sort -g | awk -v f="$fmt" -v m="$mode" -v z="$size" -v b="$bytes" -v n="$runs" '
    { t[NR] = $1 }
    END {
      med = (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2
      printf "{\"kind\":\"speed\",\"format\":\"%s\",\"size\":%d,\"mode\":\"%s\",\"bytes\":%d,\"runs\":%d,\"median_ms\":%.3f,\"min_ms\":%.3f,\"max_ms\":%.3f,\"mb_per_s\":%.3f}\n",
        f, z, m, b, n, med, t[1], t[NR], (med > 0 ? b / 1e3 / med : 0)
    }' >>"$results"
}

# memory FMT SIZE FILE COMMAND: one `llmfmt COMMAND --format FMT FILE` (output to /dev/null), its peak
# RSS and wall time; appends a JSON line with the issue's bound (input + 64 MiB for check,
# 2 × input + 64 MiB for parse).
memory() {
  local fmt="$1" size="$2" file="$3" command="$4" bytes factor status=0 measured
  bytes="$(stat -c %s "$file")"
  factor=1
  [[ "$command" == parse ]] && factor=2
  /usr/bin/time -o "$out/time.txt" -f '%e %M' "$llmfmt" "$command" --format "$fmt" "$file" >/dev/null 2>&1 || status=$?
  # check exits 1 when the input has errors (the generated inputs may: decoys, invalid commands);
  # anything else (2, a signal such as the OOM killer's: time reports 128+N) is a failed run: it is
  # reported in the table (its peak RSS is still measured) and the script exits 1 at the end.
  if ((status > 1)); then
    echo "sizes.sh: llmfmt $command --format $fmt $file exited with status $status" >&2
    failed=1
  fi
  measured="$(tail -n 1 "$out/time.txt")"  # after "Command exited with non-zero status 1"
  awk -v f="$fmt" -v z="$size" -v c="$command" -v b="$bytes" -v k="$factor" -v s="$status" -v m="$measured" '
    BEGIN {
      split(m, x, " ")
      rss_kib = x[2]
      bound_kib = k * b / 1024 + 64 * 1024
      printf "{\"kind\":\"memory\",\"format\":\"%s\",\"size\":%d,\"command\":\"%s\",\"bytes\":%d,\"exit\":%d,\"seconds\":%s,\"peak_rss_kib\":%d,\"bound_kib\":%.0f,\"met\":%s}\n",
        f, z, c, b, s, x[1], rss_kib, bound_kib, (rss_kib <= bound_kib ? "true" : "false")
    }' >>"$results"
}

failed=0
all_sizes="$sizes"
[[ "$big" == 1 ]] && all_sizes="$sizes $big_size"
for fmt in $formats; do
  for size in $all_sizes; do
    echo "sizes.sh: $fmt, $(label "$size")…" >&2
    file="$(generate "$fmt" "$size")"
    if [[ " $sizes " == *" $size "* ]]; then speed "$fmt" "$size" "$file"; fi
    memory "$fmt" "$size" "$file" check
    memory "$fmt" "$size" "$file" parse
    ((size < keep_below)) || rm -f "$file"
  done
done
rm -f "$out/time.txt"

# --- Report -------------------------------------------------------------------------------------
echo "## Cost against input size"
echo
echo "- date: $(date -u '+%Y-%m-%d %H:%M:%S UTC'), commit $(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
echo "- machine: $(nproc) CPUs, $(grep -m1 '^model name' /proc/cpuinfo 2>/dev/null | sed 's/^model name[[:space:]]*:[[:space:]]*//' || echo unknown CPU), $(uname -sr), load at the end $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
echo "- sizes: $sizes bytes$([[ "$big" == 1 ]] && echo " (memory runs also at $big_size)"); in-process parse: the median of RUNS=$runs, one bench_<fmt> child per run"
echo

speed_of() {  # FMT SIZE: the MB/s measured
  field "$(grep -m1 "\"kind\":\"speed\",\"format\":\"$1\",\"size\":$2," "$results")" mb_per_s
}
smallest="$(tr ' ' '\n' <<<"$sizes" | grep . | sort -n | head -n 1)"
largest="$(tr ' ' '\n' <<<"$sizes" | grep . | sort -n | tail -n 1)"
header="| format | mode |"
rule="|--------|------|"
for size in $sizes; do
  header+=" $(label "$size") |"
  rule+="-----:|"
done
echo "MB/s of the in-process parse (input in memory, result built) against the input size; the last"
echo "column is MB/s at the largest size / MB/s at the smallest: 1 means linear cost."
echo
echo "$header MB/s $(label "$largest") / $(label "$smallest") |"
echo "$rule-----:|"
for fmt in $formats; do
  row="| $fmt | $(parse_mode "$fmt") |"
  for size in $sizes; do
    row+=" $(printf '%.2f' "$(speed_of "$fmt" "$size")") |"
  done
  ratio="$(awk -v a="$(speed_of "$fmt" "$largest")" -v b="$(speed_of "$fmt" "$smallest")" 'BEGIN { if (b > 0) printf "%.2f", a / b }')"
  echo "$row $ratio |"
done

echo
echo "Whole-process peak RSS (/usr/bin/time %M, one run each) of \`llmfmt check --format F FILE\` and"
echo "\`llmfmt parse --format F FILE > /dev/null\`, against issue 12's bounds: input + 64 MiB for check,"
echo "2 × input + 64 MiB for parse. MiB = 2^20 bytes."
echo
echo "| format | input bytes | check MiB | bound | met | check s | parse MiB | bound | met | parse s |"
echo "|--------|------------:|----------:|------:|:---:|--------:|----------:|------:|:---:|--------:|"
grep '"kind":"memory","format":"[^"]*","size":[0-9]*,"command":"check"' "$results" | while IFS= read -r check; do
  fmt="$(field "$check" format)"
  bytes="$(field "$check" bytes)"
  parse="$(grep -m1 "\"kind\":\"memory\",\"format\":\"$fmt\",\"size\":$(field "$check" size),\"command\":\"parse\"" "$results" || true)"
  row="| $fmt | $bytes |"
  for line in "$check" "$parse"; do
    if [[ -z "$line" ]]; then
      row+=" | | | |"
      continue
    fi
    row+="$(awk -v r="$(field "$line" peak_rss_kib)" -v b="$(field "$line" bound_kib)" -v s="$(field "$line" seconds)" \
      -v e="$(field "$line" exit)" 'BEGIN {
        met = (e > 1) ? sprintf("**failed** (exit %d)", e) : (r <= b ? "yes" : "**no**")
        printf " %.1f | %.1f | %s | %.2f |", r / 1024, b / 1024, met, s }')"
  done
  echo "$row"
done
echo
echo "Raw results: ${results#"$root"/}"
exit "$failed"
