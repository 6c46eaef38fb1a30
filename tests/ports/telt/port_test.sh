#!/bin/sh
# The Python TELT port (tests/ports/telt/telt_port.py, written from the docs alone) passes every
# TELT fixture but those in not_implemented.txt at every level, through `llmfmt conform --persistent` (issue 30). Seconds.
#   port_test.sh LLMFMT FIXTURES
set -eu
llmfmt=$1 fixtures=$2
port="$(dirname "$0")/telt_port.py"
skip="$(dirname "$0")/not_implemented.txt"  # what the port does not do yet, with the reason
for level in structure diagnostics positions spans messages; do
  "$llmfmt" conform --fixtures "$fixtures" --persistent --format telt --level "$level" --skip "$skip" --no-progress -- python3 "$port" ||
    { echo "port_telt: the port fails at $level"; exit 1; }
done
