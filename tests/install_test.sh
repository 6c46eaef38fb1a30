#!/usr/bin/env bash
# The library as others use it: install the package into a temporary prefix and build and run
# every consumer the README names from there, with no library path set (no LD_LIBRARY_PATH, no
# LLMFMT_LIBRARY, no ldconfig):
#   find_package(llmfmt) with llmfmt::llmfmt and with llmfmt::runtime (examples/library),
#   pkg-config llmfmt from C (examples/c/parse.c) and C++, pkg-config llmfmt-runtime,
#   the installed Python module (examples/python/demo.py), the installed CLI, fixtures, man page
#   and completions.
#   install_test.sh BUILD_DIR SOURCE_DIR         install BUILD_DIR into a temporary prefix first
#   install_test.sh --system /usr SOURCE_DIR     what is installed there already (the Debian
#                                                packages: tools/package-test.sh)
set -euo pipefail  # (grep -q would end a pipe early: with pipefail, its writer's SIGPIPE fails it)
trap 'echo "install: FAILED at line $LINENO: $BASH_COMMAND" >&2' ERR
src=${@: -1}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
unset LD_LIBRARY_PATH LLMFMT_LIBRARY PYTHONPATH
passed=0
pass() { passed=$((passed + 1)); echo "ok: $*"; }

if [ "$1" = --system ]; then
  build=""
  prefix=$2
else
  build=$1
  prefix=$tmp/prefix
  cmake --install "$build" --prefix "$prefix" >/dev/null
fi
waves='^waves {"waves":\[\["fetch_users","fetch_orders"\],\["merge_1"\]\],"blocked":\[\]}$'
# plan_edits dry-runs examples/exec-demo.telt: the first block's edit and new file would be done;
# the second block runs a program, refused without --allow-commands (so the exit status is 1).
check_plan() {
  local out status=0
  out=$("$1" "$src/examples/exec-demo.telt" "$src/examples/exec-demo") || status=$?
  echo "$out"
  test "$status" = 1
  grep -q '^block 0 planned$' <<<"$out"
  grep -q '^  REPLACE_IN_FILE planned src/greet.py$' <<<"$out"
  grep -q '^  CREATE_FILE planned tests/test_greet.py$' <<<"$out"
  grep -q '^block 1 refused$' <<<"$out"
  test ! -e "$src/examples/exec-demo/tests"  # a dry run writes nothing
}

# CMake: find_package(llmfmt), each target the README names.
cmake -S "$src/examples/library" -B "$tmp/example" -DCMAKE_PREFIX_PATH="$prefix" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$tmp/example" >/dev/null
out=$("$tmp/example/stream_calls" <"$src/examples/parallel.llmist")
echo "$out"
grep -q '^call MergeData (merge_1) {"format":"json","fields":\["id","total"\],"dryRun":false}$' <<<"$out"
grep -q "$waves" <<<"$out"
pass "find_package: llmfmt::llmfmt"
check_plan "$tmp/example/plan_edits"
pass "find_package: llmfmt::runtime"

# pkg-config, through the shared library; the .pc's rpath lets the programs run as they are.
[ -z "$build" ] || export PKG_CONFIG_PATH="$prefix/lib/pkgconfig:$prefix/lib/$(gcc -print-multiarch 2>/dev/null)/pkgconfig"
cc -std=c11 -Wall -Werror "$src/examples/c/parse.c" $(pkg-config --cflags --libs llmfmt) -o "$tmp/parse_c"
# A parse-only consumer links no HTTP, TLS or compression library.
if ldd "$tmp/parse_c" | grep -E 'httplib|libssl|libcrypto|libz\.|brotli'; then
  echo "install: the parse-only consumer links an HTTP/TLS/compression library" >&2
  exit 1
fi
ldd "$tmp/parse_c" | grep >/dev/null "libllmfmt\.so.* => ${build:+$prefix}/"  # the installed library, not another
json=$(printf ';user\nhello\n' | "$tmp/parse_c" stf)
echo "$json"
grep -q '"content":"hello"' <<<"$json"
pass "pkg-config llmfmt: C (examples/c/parse.c)"
# The C++ example again, through pkg-config instead of find_package: only the library it needs.
c++ -std=c++17 "$src/examples/library/stream_calls.cpp" $(pkg-config --cflags --libs llmfmt) -o "$tmp/stream_pc"
if ldd "$tmp/stream_pc" | grep -E 'httplib|libssl|libcrypto|libz\.|brotli'; then
  echo "install: the pkg-config C++ consumer links an HTTP/TLS/compression library" >&2
  exit 1
fi
"$tmp/stream_pc" <"$src/examples/parallel.llmist" | grep >/dev/null "$waves"
pass "pkg-config llmfmt: C++ (examples/library/stream_calls.cpp)"
c++ -std=c++17 "$src/examples/library/plan_edits.cpp" $(pkg-config --cflags --libs llmfmt-runtime) -o "$tmp/plan_pc"
check_plan "$tmp/plan_pc"
pass "pkg-config llmfmt-runtime: C++ (examples/library/plan_edits.cpp)"

# Python: the installed module finds the installed library by itself. demo.py is copied away
# from the source tree's llmfmt.py, so that only the installed one can be imported.
# Under /usr (the Debian package) it is on python3's path; under another prefix PYTHONPATH names it.
if [ -n "$build" ]; then
  module=$(find "$prefix" -name llmfmt.py)
  export PYTHONPATH=$(dirname "$module")
else
  module=/usr/lib/python3/dist-packages/llmfmt.py
fi
test -f "$module"
cp "$src/examples/python/demo.py" "$tmp/demo.py"
out=$(cd "$tmp" && python3 - <<EOF
import runpy, llmfmt
assert llmfmt.__file__ == "$module", llmfmt.__file__
print("version", llmfmt.version())
runpy.run_path("demo.py")
EOF
)
echo "$out"
grep -q "^version $(sed -n 's/^project(llmfmt VERSION \([0-9.]*\) .*/\1/p' "$src/CMakeLists.txt")$" <<<"$out"
grep -q "^Echo {'text': 'hello'}$" <<<"$out"
grep -q "^event call$" <<<"$out"
pass "python: the installed module (examples/python/demo.py)"
# The binding's own test (typed API, usage errors, fix = `llmfmt fix`, help) on the installed module.
python3 "$src/tests/python_binding_test.py" --installed "$prefix/bin/llmfmt" "$src/examples"
unset PYTHONPATH
pass "python: tests/python_binding_test.py on the installed module"

# The installed llmfmt runs the installed conformance fixtures (share/llmfmt/fixtures) through itself.
llmfmt="$prefix/bin/llmfmt"
test -f "$prefix/share/llmfmt/fixtures/VERSION"
test -f "$prefix/share/llmfmt/schema/llmist.output.schema.json"
out=$(cd / && "$llmfmt" conform --format json5 -j 2 -- "$llmfmt" adapter)
echo "$out"
grep -q "^llmfmt conform: [0-9]* cases of fixture set $(cat "$src/tests/fixtures/VERSION") ($prefix/share/llmfmt/fixtures), level spans$" <<<"$out"
grep -q '^[1-9][0-9]* passed, 0 failed, 0 skipped$' <<<"$out"
test "$("$llmfmt" fixtures list 2>/dev/null | wc -l)" -eq "$(find "$src/tests/fixtures" -name '*.json' | wc -l)"
pass "cli: conform against the installed fixtures"
# The man page (when help2man built one) and the shell completions where the shells look.
if [ -z "$build" ] || [ -f "$build/llmfmt.1" ]; then zcat "$prefix/share/man/man1/llmfmt.1.gz" | grep >/dev/null '^\.TH LLMFMT'; fi
test -f "$prefix/share/bash-completion/completions/llmfmt"
test -f "$prefix/share/zsh/site-functions/_llmfmt"
test -f "$prefix/share/fish/vendor_completions.d/llmfmt.fish"
pass "cli: man page and completions"
echo "install: $passed passed, 0 failed"
