#!/usr/bin/env bash
# The llmfmt command line: output shapes and exit codes (0 ok, 1 errors found, 2 usage/I-O).
#   cli_test.sh PATH/TO/llmfmt EXAMPLES_DIR
set -u
llmfmt=$1
examples=$2
passed=0 failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export LLMFMT_STATE_DIR="$tmp/state"  # where exec keeps its journals' tickets (docs/formats/telt-exec.md §7)

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

# tokens: the generated lexer's stream, one JSON object a line, EOF last (docs/conformance.md)
expect tokens-example 0 "$llmfmt" tokens "$examples/complete.llmist"
contains tokens-marker '{"type":"START_MARKER","text":"!!!GADGET_START:","line":3,"column":0,"mode":"DEFAULT_MODE"}'
contains tokens-eof '"type":"EOF","text":"<EOF>"'
printf '#!telt [3-char SHA: abc]\n--END abd--\n--END abc--\n' >"$tmp/h.telt"
expect tokens-telt-hash 0 "$llmfmt" tokens "$tmp/h.telt"
contains tokens-telt-foreign '{"type":"FOREIGN_CLOSE_LINE","text":"--END abd--\n","line":2,"column":0,"mode":"INTRO"}'
printf '{"a":1}' | "$llmfmt" tokens --format stf --options '{"sigil": 5}' - >"$tmp/out" 2>&1; got=$?
if [ $got = 2 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL tokens-bad-options: exit $got"; fi
expect tokens-no-format 2 "$llmfmt" tokens "$tmp/state-none.txt"

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

expect telt-parse 0 "$llmfmt" parse --compact "$examples/refactor.telt"
contains telt-shape '"metadata":{"start_line":3,"end_line":19,"hash":"r7k"},"valid":true}'
contains telt-summary '"summary":{"blocks_parsed":3,"blocks_valid":3,"commands_found":4,"commands_valid":4}'
expect telt-check-clean 0 "$llmfmt" check "$examples/refactor.telt"
expect telt-check-errors 1 "$llmfmt" check "$examples/mistakes.telt"
contains telt-typo "mistakes.telt:4:1: error[UNKNOWN_COMMAND]: command_error: unknown command 'CRAETE_FILE'"
contains telt-typo-fix "= fix: === CREATE_FILE ==="
contains telt-hash "mistakes.telt:37:1: error[HASH_MISMATCH]: block_fatal: Block hash 'h8s' doesn't match delimiter hash 'h8t'"
contains telt-hash-fix "= fix: --END h8s--"
printf '#!telt [3-char SHA: abc]\n=== EXEC ===\nls\n--END abc--\n' >"$tmp/in.txt"
expect telt-stdin 0 "$llmfmt" parse --compact --format telt - <"$tmp/in.txt"
contains telt-stdin-body '"type":"EXEC","params":{},"body":"ls","valid":true'
# TELT execution, on a copy of the demo tree (docs/cli.md § exec).
cp -r "$examples/exec-demo" "$tmp/demo"
cp -r "$examples/exec-demo" "$tmp/demo-original"
expect exec-dry-run 1 "$llmfmt" exec "$examples/exec-demo.telt" --root "$tmp/demo" --dry-run
contains exec-dry-plan "REPLACE_IN_FILE (line 9): planned: replace 1 occurrence in 'src/greet.py' at line 2"
contains exec-dry-refused "RUN_COMMAND (line 32): refused [COMMANDS_NOT_ALLOWED]"
expect exec-dry-untouched 0 diff -r "$tmp/demo" "$tmp/demo-original"
expect exec-run 0 "$llmfmt" exec "$examples/exec-demo.telt" --root "$tmp/demo" --allow-commands --log "$tmp/exec-log.json"
contains exec-committed "2 block(s), 2 committed"
expect exec-log 0 cat "$tmp/exec-log.json"
contains exec-log-ok '"ok": true'
contains exec-log-program '"argv": ['
expect exec-result 0 grep -qF 'f"Hello, {name}!"' "$tmp/demo/src/greet.py"
cp -r "$tmp/demo" "$tmp/demo-after"
expect exec-again-fails 1 "$llmfmt" exec "$examples/exec-demo.telt" --root "$tmp/demo" --allow-commands
contains exec-rolled-back "rolled_back [FIND_NOT_FOUND]"
expect exec-again-untouched 0 diff -r "$tmp/demo" "$tmp/demo-after"
expect exec-json-stdout 1 "$llmfmt" exec "$examples/exec-demo.telt" --root "$tmp/demo" --dry-run --log -
contains exec-json-shape '"dry_run": true'
printf '#!telt [3-char SHA: e5c]\n=== CREATE_FILE ===\n--FILE e5c--\n../escape.txt\n--CONTENT e5c--\nx\n--END e5c--\n' >"$tmp/escape.telt"
expect exec-escape 1 "$llmfmt" exec "$tmp/escape.telt" --root "$tmp/demo"
contains exec-escape-code "PATH_OUTSIDE_ROOT"
expect exec-escape-nothing 1 test -e "$tmp/escape.txt"
expect exec-missing-root 2 "$llmfmt" exec "$examples/exec-demo.telt" --root "$tmp/no-such-dir" --log "$tmp/unused-log.json"
expect exec-missing-root-no-log 1 test -e "$tmp/unused-log.json"
expect exec-missing-file 2 "$llmfmt" exec "$tmp/nope.telt" --root "$tmp/demo"
expect exec-no-root 2 "$llmfmt" exec "$examples/exec-demo.telt"
contains exec-no-root-message "llmfmt: exec needs --root DIR (llmfmt exec FILE --root DIR, or llmfmt exec --recover ROOT)"
expect exec-no-file 2 "$llmfmt" exec --root "$tmp/demo"
contains exec-no-file-message "llmfmt: exec needs a TELT FILE"
# An interrupted exec leaves a journal: exec refuses the root until --recover (docs/formats/telt-exec.md §7).
expect exec-recover-nothing 0 "$llmfmt" exec --recover "$tmp/demo"
contains exec-recover-nothing-message ": no journal: nothing to recover"
: > "$tmp/demo/.telt-journal"  # as a kill just after making it leaves it
expect exec-journal-refused 2 "$llmfmt" exec "$examples/exec-demo.telt" --root "$tmp/demo" --dry-run
contains exec-journal-message "run \`llmfmt exec --recover ROOT\` to bring the tree back to a consistent state first"
expect exec-recover-with-file 2 "$llmfmt" exec "$examples/exec-demo.telt" --recover "$tmp/demo"
expect exec-recover 0 "$llmfmt" exec --recover "$tmp/demo"
contains exec-recover-message ": rolled back the interrupted block (0 change(s) undone): the tree is as before it"
expect exec-recover-journal-gone 1 test -e "$tmp/demo/.telt-journal"
printf 'not a journal\n' > "$tmp/demo/.telt-journal"
expect exec-recover-bad-journal 1 "$llmfmt" exec --recover "$tmp/demo"
contains exec-recover-bad-message "is not an llmfmt TELT journal"
printf 'llmfmt-telt-journal 2 0123456789abcdef0123456789abcdef\nremove a.txt b0\n' > "$tmp/demo/.telt-journal"
expect exec-recover-forged-journal 1 "$llmfmt" exec --recover "$tmp/demo"
contains exec-recover-forged-message "so it is not executed"
rm "$tmp/demo/.telt-journal"
expect exec-log-inside-root 2 "$llmfmt" exec "$examples/exec-demo.telt" --root "$tmp/demo" --log "$tmp/demo/log.json"
contains exec-log-inside-root-message "lies inside the root, where the block could overwrite it"
expect exec-log-inside-root-nothing 1 test -e "$tmp/demo/log.json"
expect exec-bad-log 2 "$llmfmt" exec "$examples/exec-demo.telt" --root "$tmp/demo" --log "$tmp/no-such-dir/log.json"
# Hostile JSON files (issue 32): 200 000 nested '[' are refused, not a stack overflow.
python3 -c "print('[' * 200000 + ']' * 200000)" > "$tmp/deep.json"
expect run-deep-history 2 "$llmfmt" run "$examples/summarize.dsl" --replay "$examples/summarize.replay.json" --history "$tmp/deep.json"
contains run-deep-history-message "the history file is not usable: the JSON is nested deeper than 256 levels"
expect run-deep-replay 2 "$llmfmt" run "$examples/summarize.dsl" --replay "$tmp/deep.json"
contains run-deep-replay-message "the replay file is not usable: the JSON is nested deeper than 256 levels"
# A key with a CR (read from a CRLF file) and a base URL with a query are refused before any request.
LLMFMT_API_KEY=$'sk-x\r' expect run-key-with-cr 2 "$llmfmt" run "$examples/summarize.dsl" --base-url http://127.0.0.1:1/v1 --model m
contains run-key-with-cr-message "the API key has a control character (a line break?) at byte 5 of 5; it is not sent"
expect run-url-with-query 2 "$llmfmt" run "$examples/summarize.dsl" --base-url 'http://127.0.0.1:1/v1?x=1#f' --model m
contains run-url-with-query-message "the base URL must not have a query, a fragment or blanks ('?' at byte 22)"
expect garyml-parse 0 "$llmfmt" parse --compact "$examples/agent.gml"
contains garyml-shape '{"format":"garyml","document":{"version":"1.0","header":{"type":"directive","name":"GaryML",'
contains garyml-reference '"type":"reference","id":"health_json","resolved":true'
expect garyml-check-clean 0 "$llmfmt" check "$examples/agent.gml"
expect garyml-check-errors 1 "$llmfmt" check "$examples/mistakes.gml"
contains garyml-malformed "mistakes.gml:3:7: error[MALFORMED_INLINE]"
contains garyml-fix "= fix: .Role: Go Scaffolder"
contains garyml-underindented "warning[UNDERINDENTED_BLOCK_LINE]"
printf '.Context id=a tag=x\n    ```go\n    x\n    ```\n' >"$tmp/in.garyml"
expect garyml-extension 0 "$llmfmt" parse --compact "$tmp/in.garyml"
contains garyml-code '"type":"code","language":"go","text":"x"'
expect garyml-fmt 0 "$llmfmt" fmt "$tmp/in.garyml"
"$llmfmt" fmt "$tmp/in.garyml" >"$tmp/fmt.gml"
printf '.Context\n  id: a\n  tag: x\n  ```go\n  x\n  ```\n' >"$tmp/want.gml"
expect garyml-fmt-canonical 0 cmp "$tmp/want.gml" "$tmp/fmt.gml"
expect garyml-fmt-errors 1 "$llmfmt" fmt "$examples/mistakes.gml"
expect garyml-fmt-other-format 2 "$llmfmt" fmt "$examples/config.json5"
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

# --options: every option as one JSON object (the fixtures' spelling); not with the single flags.
printf '<<<T:Echo\n@p:x\n1\n<<<E\n' >"$tmp/markers.txt"
expect options-json 0 "$llmfmt" parse --compact --format llmist \
  --options '{"start_prefix":"<<<T:","end_prefix":"<<<E","arg_prefix":"@p:"}' "$tmp/markers.txt"
contains options-json-markers '"gadgetName":"Echo"'
expect options-json-depth 1 "$llmfmt" check --format json5 --options '{"max_depth":1}' - <<<'[[1]]'
contains options-json-depth-code "error[NESTING_TOO_DEEP]"
expect options-json-unknown-key 2 "$llmfmt" parse --format json5 --options '{"depth":1}' - <<<'1'
contains options-json-unknown-key-message "unknown key 'depth'"
expect options-json-and-flag 2 "$llmfmt" parse --format dsl --options '{"sigil":"$"}' --sigil '@' "$examples/summarize.dsl"
contains options-json-and-flag-message "leave out --sigil"

# A mistyped subcommand gets the nearest one; a word near none gets the list (issue 26).
expect typo-check 2 "$llmfmt" chek "$examples/complete.llmist"
contains typo-check-nearest "llmfmt: unknown command 'chek'; did you mean 'check'?"
expect typo-parse 2 "$llmfmt" pasre "$examples/complete.llmist"
contains typo-parse-nearest "did you mean 'parse'?"
expect typo-fixtures 2 "$llmfmt" fixture list
contains typo-fixtures-nearest "did you mean 'fixtures'?"
expect typo-none 2 "$llmfmt" frobnicate
contains typo-none-list "llmfmt: unknown command 'frobnicate' (commands: parse, tokens, check, fix,"
expect typo-escaped 2 "$llmfmt" $'ch\e[31mk'
contains typo-escaped-shown "unknown command 'ch\x1b[31mk'"
expect typo-no-escape 2 "$llmfmt" $'ch\e[31mk'
if grep -q $'\e' "$tmp/out"; then failed=$((failed + 1)); echo "FAIL typo-no-escape: an ESC reached the output"; else passed=$((passed + 1)); fi

# Numeric options take whole numbers only: -1 is not the largest size_t.
expect max-diagnostics-negative 2 "$llmfmt" check --max-diagnostics -1 "$examples/mistakes.llmist"
contains max-diagnostics-negative-message "--max-diagnostics"
expect max-diagnostics-fraction 2 "$llmfmt" check --max-diagnostics 1.5 "$examples/mistakes.llmist"
contains max-diagnostics-fraction-message "must be a whole number"
expect max-diagnostics-zero 1 "$llmfmt" check --max-diagnostics 0 "$examples/mistakes.llmist"
contains max-diagnostics-zero-summary "not shown (--max-diagnostics 0)"
expect retries-negative 2 "$llmfmt" run --retries -1 --replay "$examples/summarize.replay.json" "$examples/summarize.dsl"
contains retries-negative-message "--retries"
expect conform-seed-negative 2 "$llmfmt" conform --seed -5 -- "$llmfmt" adapter
contains conform-seed-negative-message "--seed"

echo "cli: $passed passed, $failed failed"
[ "$failed" = 0 ]
