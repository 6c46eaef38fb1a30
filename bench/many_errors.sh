#!/usr/bin/env bash
# Cost of many diagnostics on one line (a minified reply gone wrong): `llmfmt check` on JSON5
# shapes of n items on one line, n = 2 000, 8 000, 32 000, each item one to three diagnostics.
# Prints time and peak RSS for each and, per shape, the ratios 32k / 8k: linear cost gives about
# 4 for both. Exits 1 when a time ratio passes MAX_RATIO (default 6; not run by ctest: timings
# on a shared machine are for a person to read).
#   bench/many_errors.sh            # BUILD_DIR=build, MAX_RATIO=6
# shellcheck source=bench/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
llmfmt="$(find_bin llmfmt)" || exit 1
max_ratio="${MAX_RATIO:-6}"
mkdir -p "$out"

shape() {  # shape NAME N: the input on stdout
  python3 - "$1" "$2" <<'EOF'
import sys
name, n = sys.argv[1], int(sys.argv[2])
item = {
    'missing_comma': '1 ',                  # MISSING_COMMA
    'object_keys': 'a 1 ',                  # MISSING_COLON, MISSING_COMMA, DUPLICATE_KEY (names the first)
    'look_alikes': '1\uff0c1 ',             # INVALID_NUMBER, LOOK_ALIKE_CHARACTER, MISSING_COMMA
    'quotes': '"a" b ',                     # note_unescaped_quotes' candidates
}[name]
opener, closer = ('{', '}') if name == 'object_keys' else ('[', ']')
sys.stdout.write(opener + item * n + closer)
EOF
}

failed=0
for name in missing_comma object_keys look_alikes quotes; do
  declare -A secs=() kb=()
  for n in 2000 8000 32000; do
    file="$out/many_errors_${name}_$n.json5"
    shape "$name" "$n" >"$file"
    /usr/bin/time -o "$out/many_errors.time" -f "%e %M" "$llmfmt" check --format json5 "$file" >/dev/null 2>&1
    read -r secs[$n] kb[$n] < <(tail -1 "$out/many_errors.time")
    printf '%-14s n=%-6s %6.2f s %8d KB\n' "$name" "$n" "${secs[$n]}" "${kb[$n]}"
  done
  ratio=$(awk -v a="${secs[32000]}" -v b="${secs[8000]}" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }')
  rss=$(awk -v a="${kb[32000]}" -v b="${kb[8000]}" 'BEGIN { printf "%.2f", a / b }')
  echo "$name: time 32k/8k $ratio, peak RSS 32k/8k $rss"
  if awk -v r="$ratio" -v m="$max_ratio" 'BEGIN { exit !(r > m) }'; then
    echo "FAIL $name: time grows faster than linear ($ratio > $max_ratio)"
    failed=1
  fi
done
exit "$failed"
