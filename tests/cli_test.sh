#!/usr/bin/env bash
# The llmfmt command line: output shapes and exit codes (0 ok, 1 errors found, 2 usage/I-O).
#   cli_test.sh PATH/TO/llmfmt EXAMPLES_DIR
set -u
llmfmt=$1
examples=$2
passed=0 failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

expect() {  # expect NAME STATUS COMMAND…   (stdout+stderr in $tmp/out)
  local name=$1 want=$2
  shift 2
  "$@" >"$tmp/out" 2>&1
  local got=$?
  if [ "$got" = "$want" ]; then passed=$((passed + 1)); else
    failed=$((failed + 1)); echo "FAIL $name: exit $got, expected $want"; sed 's/^/  | /' "$tmp/out" | head -20
  fi
}
contains() {  # contains NAME TEXT   (in the last command's output)
  if grep -qF -- "$2" "$tmp/out"; then passed=$((passed + 1)); else
    failed=$((failed + 1)); echo "FAIL $1: output lacks: $2"; sed 's/^/  | /' "$tmp/out" | head -20
  fi
}

expect parse-example 0 "$llmfmt" parse "$examples/complete.llmist"
contains parse-shape '"format": "llmist"'
contains parse-call '"gadgetName": "WriteFile"'
expect parse-compact 0 "$llmfmt" parse --compact "$examples/parallel.llmist"
contains parse-compact-shape '"invocationId":"merge_1","dependencies":["fetch_users","fetch_orders"]'

expect check-clean 0 "$llmfmt" check "$examples/complete.llmist" "$examples/parallel.llmist"
contains check-summary "0 error(s)"
expect check-errors 1 "$llmfmt" check "$examples/mistakes.llmist"
contains check-format "mistakes.llmist:2:17: error[INVALID_HEADER]: gadget name 'write-file' is not an identifier"
contains check-caret " 2 | !!!GADGET_START:write-file:w1"
contains check-hint "= fix: !!!GADGET_START:write_file:w1"
contains check-cycle "error[DEPENDENCY_CYCLE]"

printf '!!!GADGET_START:Echo\n!!!ARG:x\n1\n' >"$tmp/in.txt"
expect stdin-needs-format 2 "$llmfmt" parse - <"$tmp/in.txt"
expect stdin-with-format 0 "$llmfmt" parse --format llmist - <"$tmp/in.txt"
contains stdin-value '"x": 1'
expect unknown-extension 2 "$llmfmt" parse "$tmp/in.txt"
expect format-flag 0 "$llmfmt" parse --format llmist "$tmp/in.txt"
expect unknown-format 2 "$llmfmt" parse --format yaml "$tmp/in.txt"
expect missing-file 2 "$llmfmt" check "$tmp/nope.llmist"
mkdir "$tmp/dir.llmist"
expect directory 2 "$llmfmt" check "$tmp/dir.llmist"
expect missing-among-others 2 "$llmfmt" check "$tmp/nope.llmist" "$examples/mistakes.llmist"
contains checks-the-rest "mistakes.llmist: 5 error(s)"
expect no-subcommand 2 "$llmfmt"
expect bad-markers 2 "$llmfmt" parse --format llmist --end-prefix '!!!ARG:' "$tmp/in.txt"

printf '<<<TOOL:Echo\n@p:x\nhi\n<<<END\n' >"$tmp/custom.llmist"
expect custom-markers 0 "$llmfmt" parse --start-prefix '<<<TOOL:' --end-prefix '<<<END' --arg-prefix '@p:' "$tmp/custom.llmist"
contains custom-value '"x": "hi"'

expect plan 0 "$llmfmt" plan "$examples/parallel.llmist"
contains plan-waves '"fetch_users",'

expect json5-parse 0 "$llmfmt" parse --compact "$examples/config.json5"
contains json5-shape '{"format":"json5","value":{"name":"search",'
contains json5-hex '"maxLength":1024'
contains json5-non-finite '"timeout":null'
expect json5-check-clean 0 "$llmfmt" check "$examples/config.json5"
contains json5-check-warning "config.json5:10:14: warning[NON_FINITE_NUMBER]"
expect json5-check-errors 1 "$llmfmt" check "$examples/mistakes.json5"
contains json5-missing-comma "mistakes.json5:2:17: error[MISSING_COMMA]"
contains json5-fix "= fix:     strict: true,"
printf '[1 2]' >"$tmp/in.txt"
expect json5-stdin 0 "$llmfmt" parse --compact --format json5 - <"$tmp/in.txt"
contains json5-stdin-value '{"format":"json5","value":null,"diagnostics":[{"code":"MISSING_COMMA"'

# DSL: parse/check by extension, run offline with a replay file.
expect dsl-check-clean 0 "$llmfmt" check "$examples/summarize.dsl"
expect dsl-check-errors 1 "$llmfmt" check "$examples/mistakes.dsl"
contains dsl-check-code "mistakes.dsl:4:1: error[UNKNOWN_DIRECTIVE]"
contains dsl-check-hint "= fix: /THEN Rank @risks by cost"
expect dsl-parse 0 "$llmfmt" parse "$examples/summarize.dsl"
contains dsl-parse-shape '"format": "dsl"'
expect dsl-run 0 "$llmfmt" run "$examples/summarize.dsl" --history "$examples/summarize.history.json" --replay "$examples/summarize.replay.json" --compact
contains dsl-run-status '"status":"ok"'
contains dsl-run-score '"score":0.9'
printf '{"main": ["{\\"error\\": 1, \\"out\\": \\"no\\"}"]}' >"$tmp/fail.replay.json"
expect dsl-run-step-failed 1 "$llmfmt" run "$examples/summarize.dsl" --replay "$tmp/fail.replay.json" --compact
contains dsl-run-error-code '"code":"STEP_FAILED"'
expect dsl-run-invalid-program 1 "$llmfmt" run "$examples/mistakes.dsl" --replay "$tmp/fail.replay.json"
contains dsl-run-invalid-status '"status": "invalid"'
expect dsl-run-bad-replay 2 "$llmfmt" run "$examples/summarize.dsl" --replay "$examples/summarize.history.json"
expect dsl-run-no-endpoint 2 env -u LLMFMT_BASE_URL -u LLMFMT_MODEL "$llmfmt" run "$examples/summarize.dsl"
expect dsl-bad-sigil 2 "$llmfmt" parse --sigil ab "$examples/summarize.dsl"

echo "cli: $passed passed, $failed failed"
[ "$failed" = 0 ]
