#!/usr/bin/env bash
# Progress of `run` and `exec` on standard error: on a real terminal (a detached tmux pane), with
# --progress through a pipe, never through a pipe by default nor with --no-progress, and never in
# standard output (byte-identical with and without it).
#   progress_test.sh PATH/TO/llmfmt EXAMPLES_DIR
set -u
llmfmt=$1
examples=$2
passed=0 failed=0
tmp=$(mktemp -d)
socket="llmfmt-progress-test-$$"  # a tmux server of our own, killed at the end
# kill-server leaves the socket file behind: remove it too
trap 'tmux -L "$socket" kill-server 2>/dev/null; rm -f "${TMUX_TMPDIR:-/tmp}/tmux-$(id -u)/$socket"; rm -rf "$tmp"' EXIT

pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL $1"; [ -f "${2:-}" ] && sed 's/^/  | /' "$2" | head -30; }
has() {  # has NAME FILE ERE   (a line of FILE matches)
  if grep -qE -- "$3" "$2"; then pass; else fail "$1: no line matches: $3" "$2"; fi
}
lacks() {  # lacks NAME FILE TEXT
  if grep -qF -- "$3" "$2"; then fail "$1: has: $3" "$2"; else pass; fi
}
same() {  # same NAME FILE1 FILE2
  if cmp -s "$2" "$3"; then pass; else fail "$1: $2 and $3 differ" "$2"; fi
}

run_args=(run "$examples/summarize.dsl" --history "$examples/summarize.history.json"
          --replay "$examples/summarize.replay.json")
cp -r "$examples/exec-demo" "$tmp/demo"
exec_args=(exec "$examples/exec-demo.telt" --root "$tmp/demo" --dry-run)

# in_terminal NAME COMMAND…: runs it in a detached tmux pane (stdout to $tmp/NAME.out, stderr the
# terminal) and leaves what the terminal shows in $tmp/NAME.screen.
in_terminal() {
  local name=$1
  shift
  printf '%q ' "$@" >"$tmp/$name.cmd"
  tmux -L "$socket" new-session -d -s "$name" -x 200 -y 50 \
    "bash -c '$(cat "$tmp/$name.cmd") >$tmp/$name.out; echo \$? >$tmp/$name.status'; sleep 60"
  for _ in $(seq 600); do [ -f "$tmp/$name.status" ] && break; sleep 0.1; done  # 60 s: ASan on a loaded machine
  tmux -L "$socket" capture-pane -p -t "$name" >"$tmp/$name.screen"
  tmux -L "$socket" kill-session -t "$name"
  [ -f "$tmp/$name.status" ] || { fail "$name: did not finish in 60 s" "$tmp/$name.screen"; return; }
}

# The reference outputs, through pipes: stdout only, no progress by default.
"$llmfmt" "${run_args[@]}" >"$tmp/run.out" 2>"$tmp/run.err"
if [ $? = 0 ]; then pass; else fail "run example exits 0" "$tmp/run.err"; fi
if [ ! -s "$tmp/run.err" ]; then pass; else fail "run through a pipe: no progress by default" "$tmp/run.err"; fi
"$llmfmt" "${exec_args[@]}" >"$tmp/exec.out" 2>"$tmp/exec.err"
if [ ! -s "$tmp/exec.err" ]; then pass; else fail "exec through a pipe: no progress by default" "$tmp/exec.err"; fi

# run on a terminal: step i of n, the model asked, elapsed time; stdout unchanged.
in_terminal run_tty "$llmfmt" "${run_args[@]}"
has run-asks-cheap "$tmp/run_tty.screen" '^llmfmt: step 2/3: asking \(cheap model\) \[[0-9]+\.[0-9] s\]$'
has run-asks-main "$tmp/run_tty.screen" '^llmfmt: step 1/3: asking \(main model\) \[[0-9]+\.[0-9] s\]$'
has run-passes "$tmp/run_tty.screen" '^llmfmt: step 3/3: passed \[[0-9]+\.[0-9] s\]$'
lacks run-no-json-on-terminal "$tmp/run_tty.screen" '"steps"'
same run-stdout-unchanged "$tmp/run_tty.out" "$tmp/run.out"
# Exactly the events of the run, in order: 3 steps, the second one asks the cheap model first.
grep '^llmfmt: step' "$tmp/run_tty.screen" | sed 's/ \[.*\]$//' >"$tmp/run_tty.events"
printf '%s\n' 'llmfmt: step 1/3: asking (main model)' 'llmfmt: step 1/3: passed' \
  'llmfmt: step 2/3: asking (cheap model)' 'llmfmt: step 2/3: asking (main model)' 'llmfmt: step 2/3: passed' \
  'llmfmt: step 3/3: asking (main model)' 'llmfmt: step 3/3: passed' >"$tmp/run.events"
same run-events-in-order "$tmp/run_tty.events" "$tmp/run.events"

# exec on a terminal: each block started and its outcome (the demo's first block is planned, the
# second runs a program: refused without --allow-commands).
in_terminal exec_tty "$llmfmt" "${exec_args[@]}"
has exec-started "$tmp/exec_tty.screen" '^llmfmt: block 1/2: started \(lines 7-27\) \[[0-9]+\.[0-9] s\]$'
has exec-planned "$tmp/exec_tty.screen" '^llmfmt: block 1/2: planned \[[0-9]+\.[0-9] s\]$'
has exec-refused "$tmp/exec_tty.screen" '^llmfmt: block 2/2: refused \(\[COMMANDS_NOT_ALLOWED\]'
same exec-stdout-unchanged "$tmp/exec_tty.out" "$tmp/exec.out"

# --no-progress on a terminal: nothing; --progress through a pipe: the same lines as on a terminal.
in_terminal run_quiet "$llmfmt" "${run_args[@]}" --no-progress
lacks run-no-progress "$tmp/run_quiet.screen" 'llmfmt: step'
same run-no-progress-stdout "$tmp/run_quiet.out" "$tmp/run.out"
in_terminal exec_quiet "$llmfmt" "${exec_args[@]}" --no-progress
lacks exec-no-progress "$tmp/exec_quiet.screen" 'llmfmt: block'
"$llmfmt" "${run_args[@]}" --progress >"$tmp/run_forced.out" 2>"$tmp/run_forced.err"
sed 's/ \[.*\]$//' "$tmp/run_forced.err" >"$tmp/run_forced.events"
same run-progress-through-pipe "$tmp/run_forced.events" "$tmp/run.events"
same run-progress-stdout "$tmp/run_forced.out" "$tmp/run.out"
# The JSON log on stdout (--log -) stays pure JSON with progress on.
"$llmfmt" "${exec_args[@]}" --log - --progress >"$tmp/log.json" 2>"$tmp/log.err"
if python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$tmp/log.json"; then pass; else fail "exec --log - is JSON" "$tmp/log.json"; fi
has exec-progress-through-pipe "$tmp/log.err" '^llmfmt: block 2/2: '
"$llmfmt" "${run_args[@]}" --progress --no-progress >"$tmp/both.out" 2>&1
if [ $? = 2 ]; then pass; else fail "--progress with --no-progress is a usage error" "$tmp/both.out"; fi

echo "progress: $passed passed, $failed failed"
[ "$failed" = 0 ]
