#!/usr/bin/env bash
# Writes the man page llmfmt.1 from the real --help of llmfmt and of each subcommand (help2man).
#   tools/man-page.sh PATH/TO/llmfmt OUT.1        (run by the build's `man` target)
set -euo pipefail
llmfmt=$1
out=$2
include=$(mktemp)
trap 'rm -f "$include"' EXIT

# The subcommands are those the top-level --help lists, so a new one is in the page unasked.
subcommands=$("$llmfmt" --help | sed -n '/^Subcommands:/,/^$/p' | sed -n 's/^  \([a-z][a-z0-9-]*\) .*/\1/p')
[ -n "$subcommands" ] || { echo "man-page.sh: no subcommands in '$llmfmt --help'" >&2; exit 1; }
{
  echo '[SUBCOMMANDS]'
  for sub in $subcommands; do
    echo '.SS'" $sub"
    echo '.nf'
    # roff: a leading dot or quote would be a request, a backslash an escape
    "$llmfmt" "$sub" --help | sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"
    echo '.fi'
  done
  cat <<'ROFF'
[SEE ALSO]
docs/cli.md (the command line), docs/conformance.md (conform, adapter, fixtures) and docs/formats/
in the llmfmt source tree.
ROFF
} >"$include"
"${HELP2MAN:-help2man}" --no-info --name="parse, validate and check LLM text formats" --include="$include" \
  --output="$out" "$llmfmt"
