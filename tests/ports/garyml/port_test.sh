#!/bin/sh
# The JavaScript GaryML port (tests/ports/garyml/, written from the docs alone: issue 30) passes every
# GaryML fixture at every level through `llmfmt conform --persistent`, and agrees with llmfmt on
# seeded random inputs (`--differential`, at the strictest level). Seconds.
#   port_test.sh LLMFMT FIXTURES [INPUTS [SEEDS]]    (defaults: 3000 inputs, seed 1)
# Exits 77 (ctest's skip) without Node.js.
set -eu
llmfmt=$1 fixtures=$2 inputs=${3:-3000} seeds=${4:-1}
command -v node >/dev/null 2>&1 || { echo "SKIP: no node (Debian: apt-get install nodejs)"; exit 77; }
port="$(dirname "$0")/garyml_port.js"
skip="$(dirname "$0")/not_implemented.txt"  # what the port does not do yet, with the reason
for level in structure diagnostics positions spans messages; do
  "$llmfmt" conform --fixtures "$fixtures" --persistent --format garyml --level "$level" --skip "$skip" --no-progress -- node "$port" ||
    { echo "port_garyml: the port fails at $level"; exit 1; }
done
saved=$(mktemp -d)
trap 'rm -rf "$saved"' EXIT
for seed in $seeds; do
  "$llmfmt" conform --fixtures "$fixtures" --persistent --format garyml --level messages --differential "$inputs" \
    --seed "$seed" --save "$saved" --no-progress -- node "$port" ||
    { echo "port_garyml: the port and llmfmt disagree (seed $seed; candidates above)"; exit 1; }
done
