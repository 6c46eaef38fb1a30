#!/bin/sh
# The Python TELT port (tests/ports/telt/telt_port.py, written from the docs alone) passes every
# TELT fixture at every level, through `llmfmt conform --persistent` (issue 30). Seconds.
#   port_test.sh LLMFMT FIXTURES
set -eu
llmfmt=$1 fixtures=$2
port="$(dirname "$0")/telt_port.py"
for level in structure diagnostics positions spans messages; do
  "$llmfmt" conform --fixtures "$fixtures" --persistent --format telt --level "$level" --no-progress -- python3 "$port" ||
    { echo "port_telt: the port fails at $level"; exit 1; }
done
