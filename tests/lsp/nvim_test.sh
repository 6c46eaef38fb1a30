#!/usr/bin/env bash
# End-to-end: Neovim (Debian's `neovim`, headless, its built-in LSP client) against `llmfmt lsp`:
# diagnostics of a file of each format, a quick fix, GaryML formatting, go to definition
# (nvim_test.lua asserts on the buffers). Exit 77 (ctest: skipped) without nvim.
#   nvim_test.sh LLMFMT EXAMPLES_DIR
set -euo pipefail
llmfmt=$(realpath "$1") examples=$2 here=$(dirname "$(realpath "$0")")
command -v nvim > /dev/null || { echo "nvim_test.sh: nvim not found (apt-get install neovim): skipped"; exit 77; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cp "$examples"/mistakes.{gml,dsl,json5,llmist,telt} "$dir"/
printf ';user\nhello\n;bogus\n;assistant\nhi\n' > "$dir/mistakes.stf"
printf '.GaryML   version: 1.0\n.Role:    Scaffolder\n.Context id=c1 type=file\n    path: main.go\n' > "$dir/plain.gml"
# The canonical form, as docs/formats/garyml.md §13 gives it (two spaces; parameters as lines).
printf '.GaryML version: 1.0\n.Role: Scaffolder\n.Context\n  id: c1\n  type: file\n  path: main.go\n' > "$dir/plain.canonical.gml"
printf '.Context id=ctx1 type=file\n.run\n  uses: @ctx1\n' > "$dir/refs.gml"
printf 'Gather facts\n/DEF facts /TYPE str\n/THEN Use @facts\n' > "$dir/refs.dsl"
cd "$dir"
# An error in the script (not a failed expectation) must end Neovim too, not leave it waiting.
LLMFMT=$llmfmt DIR=$dir timeout 30 nvim --headless -u NONE -i NONE -n \
  -c "lua local ok, e = pcall(dofile, '$here/nvim_test.lua'); if not ok then io.stderr:write('nvim_test: ' .. tostring(e) .. '\\n'); vim.cmd('cquit 2') end"
