#!/usr/bin/env bash
# `llmfmt check --color auto` in a real terminal (tmux): coloured as a compiler is; no colour with
# NO_COLOR set or through a pipe (docs/cli.md § check).
#   check_color_test.sh PATH/TO/llmfmt EXAMPLES_DIR
set -u
llmfmt=$1
examples=$2
passed=0 failed=0
command -v tmux >/dev/null || { echo "FAIL tmux is not installed (tools/dev.sh test_packages)"; exit 1; }
socket="llmfmt-color-test-$$"  # our own tmux server, so no other session is touched
tmp=$(mktemp -d)
trap 'tmux -L "$socket" kill-server 2>/dev/null; rm -rf "$tmp"' EXIT

# pane COMMAND: run COMMAND in a detached 200x50 pane; its screen, escapes kept, in $tmp/screen.
pane() {
  tmux -L "$socket" -f /dev/null new-session -d -x 200 -y 50 -s t \
    "env -u NO_COLOR TERM=xterm-256color $1; echo __done__; sleep 60"
  for _ in $(seq 100); do
    tmux -L "$socket" capture-pane -e -p -t t >"$tmp/screen" 2>/dev/null
    grep -q __done__ "$tmp/screen" && break
    sleep 0.1
  done
  tmux -L "$socket" kill-session -t t 2>/dev/null
}
has() {  # has NAME TEXT: the screen holds TEXT (printf escapes allowed)
  if grep -qF -- "$(printf "$2")" "$tmp/screen"; then passed=$((passed + 1)); else
    failed=$((failed + 1)); echo "FAIL $1: screen lacks $(printf %q "$(printf "$2")")"; cat -v "$tmp/screen" | head -12
  fi
}
lacks() {  # lacks NAME TEXT
  if grep -qF -- "$(printf "$2")" "$tmp/screen"; then
    failed=$((failed + 1)); echo "FAIL $1: screen has $(printf %q "$(printf "$2")")"; cat -v "$tmp/screen" | head -12
  else passed=$((passed + 1)); fi
}

file="$examples/mistakes.llmist"
pane "'$llmfmt' check --color auto '$file'"
has finished "__done__"
has text "[INVALID_HEADER]"
# tmux redraws the attributes its own way: bold and red as separate SGR sequences.
# The location bold: tmux may put other SGR sequences (default colour) between.
if grep -qP '\x1b\[1m(\x1b\[[0-9;]*m)*\Q'"$file"':2:17:\E' "$tmp/screen"; then passed=$((passed + 1)); else
  failed=$((failed + 1)); echo "FAIL bold-location"; cat -v "$tmp/screen" | head -12
fi
has red-error '\033[31merror'
has green-caret '\033[32m^'
has green-fix '\033[32m!!!GADGET_START:write_file:w1'

pane "NO_COLOR=1 '$llmfmt' check --color auto '$file'"
has no-color-text "error[INVALID_HEADER]"
lacks no-color '\033['

pane "'$llmfmt' check --color auto '$file' | cat"
has pipe-text "error[INVALID_HEADER]"
lacks pipe '\033['

pane "NO_COLOR=1 '$llmfmt' check --color always '$file'"
has always-beats-no-color '\033[31merror'

echo "check_color: $passed passed, $failed failed"
[ "$failed" = 0 ]
