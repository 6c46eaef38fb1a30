#!/usr/bin/env bash
# libllmfmt.so's ABI against the committed baseline (docs/abi.md): every exported symbol, by its
# mangled name (which carries a C++ function's parameter types), compared by abidiff (Debian's
# abigail-tools). Any difference fails: an addition is recorded in the baseline, a removal or
# change also bumps the SONAME. Skipped (exit 77) only when abidiff is not installed.
#   abi_test.sh LIBRARY BASELINE            compare
#   abi_test.sh LIBRARY BASELINE --update   write the baseline from LIBRARY
set -euo pipefail
library=$1
baseline=$2
if ! command -v abidiff >/dev/null || ! command -v abidw >/dev/null; then
  echo "abi: SKIPPED: abidiff/abidw not installed (apt-get install abigail-tools)"
  exit 77
fi
# Only exported symbols: nothing a local build adds (paths, debug info) may differ.
exported=$(nm -D --defined-only "$library" | wc -l)
echo "abi: $library exports $exported symbols"
if [ "${3:-}" = --update ]; then
  abidw --no-corpus-path --no-show-locs --out-file "$baseline" "$library"
  echo "abi: wrote $baseline"
  exit 0
fi
status=0
abidiff --no-show-locs "$baseline" "$library" || status=$?
if [ "$status" != 0 ]; then
  echo "abi: libllmfmt.so differs from $baseline (abidiff exit $status)." >&2
  echo "abi: intended? A removed or changed symbol is a break: bump the SONAME (project version's" >&2
  echo "abi: minor in 0.x) and say so in docs/abi.md; then: tests/abi_test.sh $library $baseline --update" >&2
  exit 1
fi
echo "abi: the same as $baseline"
