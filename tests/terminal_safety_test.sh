#!/usr/bin/env bash
# Text from the input cannot drive the terminal (docs/cli.md § Terminal output): `llmfmt check`
# run in a real terminal (tmux) on a file whose name and lines hold ESC sequences (clear screen,
# an OSC window title), BEL and a right-to-left override shows them escaped; the screen is not
# cleared and the title not changed. JSON output keeps the exact text.
#   terminal_safety_test.sh PATH/TO/llmfmt
set -u
llmfmt=$1
passed=0 failed=0
command -v tmux >/dev/null || { echo "FAIL tmux is not installed (tools/dev.sh test_packages)"; exit 1; }
command -v python3 >/dev/null || { echo "FAIL python3 is not installed"; exit 1; }
socket="llmfmt-terminal-test-$$"
tmp=$(mktemp -d)
trap 'tmux -L "$socket" kill-server 2>/dev/null; rm -rf "$tmp"' EXIT

# A header whose name holds a clear-screen sequence, an OSC title, a BEL and U+202E (an
# INVALID_HEADER error quotes the line), in a file whose name holds an erase-line sequence.
file="$tmp/$(printf 'x\033[2Khidden').llmist"
printf '!!!GADGET_START:bad\033[2J\033]0;pwned\007\xe2\x80\xaeevil\n!!!GADGET_END\n' >"$file"

ok() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL $1"; cat -v "$tmp/screen" 2>/dev/null | head -15; }

tmux -L "$socket" -f /dev/null new-session -d -x 200 -y 50 -s t \
  "printf '\\033]2;before\\007'; echo __before__; '$llmfmt' check '$file'; echo __done__; sleep 60"
for _ in $(seq 100); do
  tmux -L "$socket" capture-pane -p -t t >"$tmp/screen" 2>/dev/null
  grep -q __done__ "$tmp/screen" && break
  sleep 0.1
done
title=$(tmux -L "$socket" display-message -p -t t '#{pane_title}')
tmux -L "$socket" kill-session -t t 2>/dev/null

grep -q __done__ "$tmp/screen" && ok || fail "llmfmt check did not finish"
grep -q __before__ "$tmp/screen" && ok || fail "the screen was cleared (ESC [2J ran)"
[ "$title" = before ] && ok || fail "the window title changed to $(printf %q "$title")"
grep -qF 'bad\u{1B}[2J\u{1B}]0;pwned\u{7}\u{202E}evil' "$tmp/screen" && ok || fail "the line is not shown escaped"
grep -qF 'x\u{1B}[2Khidden.llmist' "$tmp/screen" && ok || fail "the file name is not shown escaped"
# The caret still stands under the column it names: the first character after 'bad'.
python3 - "$tmp/screen" <<'PY' && ok || fail "the caret does not line up with the escaped line"
import sys
lines = open(sys.argv[1], encoding="utf-8", errors="replace").read().splitlines()
for i, line in enumerate(lines):
    if "!!!GADGET_START:bad" in line and i + 1 < len(lines) and "^" in lines[i + 1]:
        shown, caret = line, lines[i + 1]
        # (whatever column the error names, the caret must fall on a character of the shown line)
        at = caret.index("^")
        sys.exit(0 if at < len(shown) else 1)
sys.exit(1)
PY
# JSON keeps the exact bytes (through JSON escapes).
"$llmfmt" parse "$file" >"$tmp/out.json"
python3 - "$tmp/out.json" <<'PY' && ok || fail "JSON does not carry the exact text"
import json, sys
def strings(v):
    if isinstance(v, str): yield v
    elif isinstance(v, dict):
        for x in v.values(): yield from strings(x)
    elif isinstance(v, list):
        for x in v: yield from strings(x)
exact = "bad\u001b[2J\u001b]0;pwned\u0007\u202eevil"
sys.exit(0 if any(exact in s for s in strings(json.load(open(sys.argv[1])))) else 1)
PY
# exec's text report (and --progress) quote file names from the block: escaped too.
mkdir -p "$tmp/root"
printf '#!telt [3-char SHA: abc]\n=== CREATE_FILE ===\n--FILE abc--\nx\033]0;pwned\007.txt\n--CONTENT abc--\nhi\n--END abc--\n--END abc--\n' >"$tmp/b.telt"
"$llmfmt" exec "$tmp/b.telt" --root "$tmp/root" --dry-run --progress >"$tmp/exec.txt" 2>&1
if grep -q "$(printf '\033')" "$tmp/exec.txt"; then fail "exec's report writes a raw ESC"; else ok; fi
# (such a path is refused before it is planned: HIDDEN_CHARACTER_IN_PATH, docs/formats/telt.md §5.2,
# whose report shows it escaped; the executor's own quoting is tested in tests/unit/telt_exec_*.cpp)
grep -qF "skipped [INVALID_COMMAND]" "$tmp/exec.txt" && ok || fail "exec plans a path with control characters"
"$llmfmt" check "$tmp/b.telt" >"$tmp/check.txt" 2>&1
grep -qF "FILE 'x\u{1B}]0;pwned\u{7}.txt' holds U+001B" "$tmp/check.txt" && ok || fail "check does not show the path escaped"
# fix --diff on a terminal shows the lines it quotes escaped; piped (to patch), the exact bytes.
printf '{"a": tr\033]0;pwned\007\342\200\256ue}\n' >"$tmp/d.json5"
tmux -L "$socket" -f /dev/null new-session -d -x 200 -y 50 -s d \
  "printf '\\033]2;before\\007'; '$llmfmt' fix --diff '$tmp/d.json5'; echo __done__; sleep 60"
for _ in $(seq 100); do
  tmux -L "$socket" capture-pane -p -t d >"$tmp/screen" 2>/dev/null
  grep -q __done__ "$tmp/screen" && break
  sleep 0.1
done
title=$(tmux -L "$socket" display-message -p -t d '#{pane_title}')
tmux -L "$socket" kill-session -t d 2>/dev/null
[ "$title" = before ] && ok || fail "fix --diff changed the window title to $(printf %q "$title")"
grep -qF -e '-{"a": tr\u{1B}]0;pwned\u{7}\u{202E}ue}' "$tmp/screen" && ok || fail "fix --diff does not show the line escaped"
"$llmfmt" fix --diff "$tmp/d.json5" >"$tmp/d.diff"
grep -q "$(printf '\033]0;pwned')" "$tmp/d.diff" && ok || fail "fix --diff into a pipe does not keep the exact bytes"
echo "terminal_safety: $passed passed, $failed failed"
[ "$failed" = 0 ]
