#!/usr/bin/env bash
# Regenerates generated/<fmt>/ from grammars/<fmt>/*.g4 with the Debian antlr4 4.7.2 tool.
#   tools/regen-grammars.sh           regenerate in place
#   tools/regen-grammars.sh --check   regenerate into a temp dir; exit 1 if generated/ differs
# The build itself never runs Java: generated/ is committed.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
check=0
[ "${1:-}" = "--check" ] && check=1

if ! command -v antlr4 >/dev/null 2>&1 || ! antlr4 2>/dev/null | head -1 | grep -q 'Version 4.7.2'; then
  echo "regen-grammars: needs the Debian antlr4 tool 4.7.2 (apt-get install antlr4)" >&2
  exit 2
fi

out=$root/generated
if [ $check = 1 ]; then
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi

for dir in "$root"/grammars/*/; do
  fmt=$(basename "$dir")
  rm -rf "$out/$fmt.tmp"
  # Run from the grammar directory with relative names: the tool writes the path it was given
  # into every file, and this keeps the output independent of where the checkout lives.
  (cd "$dir" && antlr4 -Dlanguage=Cpp -Werror -no-visitor -no-listener -Xexact-output-dir \
      -package "llmfmt::$fmt" -o "$out/$fmt.tmp" ./*Lexer.g4 ./*Parser.g4)
  rm -rf "$out/${fmt:?}"
  mv "$out/$fmt.tmp" "$out/$fmt"
done

if [ $check = 1 ]; then
  if ! diff -r "$root/generated" "$out" >&2; then
    echo "generated/ is out of date; run tools/regen-grammars.sh and commit" >&2
    exit 1
  fi
  echo "generated/ matches grammars/"
fi
