#!/usr/bin/env bash
# Every Catch2 test case of unit_tests is its own ctest entry. A name CMake cannot keep as one list
# element (an unbalanced '[' swallows the names after it into one entry, which then runs nothing)
# would silently drop tests: count both sides.
# usage: unit_registered_test.sh UNIT_TESTS BUILD_DIR
set -euo pipefail
# (Catch2 2.x exits with the number of test cases it lists)
catch_count=$({ "$1" --list-test-names-only || true; } | grep -c .)
ctest_count=$(cd "$2" && ctest -N -R '^unit/' | grep -c 'Test *#')
if [ "$catch_count" != "$ctest_count" ]; then
  echo "unit_tests has $catch_count test cases but ctest registered $ctest_count 'unit/' tests;"
  echo "look for a test case name with '[' or ']' or ';' (catch_discover_tests cannot keep it whole)"
  exit 1
fi
echo "$catch_count unit test cases, each a ctest entry"
