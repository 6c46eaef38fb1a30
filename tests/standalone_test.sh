#!/usr/bin/env bash
# The repository stands alone: no source, doc, grammar or fixture refers to ../shared (where the
# specs and notes live outside it). Build trees and installed npm packages are not looked at.
#   standalone_test.sh SOURCE_DIR
set -euo pipefail
cd "$1"
if grep -rIn --exclude-dir=.git --exclude-dir='build*' --exclude-dir=node_modules --exclude-dir=out \
     --exclude=standalone_test.sh -e '\.\./shared' .; then
  echo "standalone: the lines above point outside the repository" >&2
  exit 1
fi
echo "standalone: 1 passed, 0 failed"
