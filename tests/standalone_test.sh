#!/usr/bin/env bash
# The repository stands alone: no source, doc, grammar or fixture refers to the shared folder
# beside it (where the specs and notes live). Build trees and npm packages are not looked at.
#   standalone_test.sh SOURCE_DIR
set -euo pipefail
cd "$1"
outside='\.\./'"shared"  # spelled in two parts so that this file does not match itself
if grep -rIn --exclude-dir=.git --exclude-dir='build*' --exclude-dir=node_modules --exclude-dir=out \
     -e "$outside" .; then
  echo "standalone: the lines above point outside the repository" >&2
  exit 1
fi
echo "standalone: 1 passed, 0 failed"
