#!/usr/bin/env bash
# The library as others use it: install the package into a temporary prefix, build
# examples/library against it with find_package(llmfmt), and run it on an example.
#   install_test.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null
cmake -S "$src/examples/library" -B "$tmp/example" -DCMAKE_PREFIX_PATH="$tmp/prefix" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$tmp/example" >/dev/null
out=$("$tmp/example/stream_calls" <"$src/examples/parallel.llmist")
echo "$out"
grep -q '^call MergeData (merge_1) {"format":"json","fields":\["id","total"\],"dryRun":false}$' <<<"$out"
grep -q '^waves {"waves":\[\["fetch_users","fetch_orders"\],\["merge_1"\]\],"blocked":\[\]}$' <<<"$out"
# From C, through pkg-config and the shared library.
export PKG_CONFIG_PATH="$tmp/prefix/lib/pkgconfig:$tmp/prefix/lib/$(gcc -print-multiarch 2>/dev/null)/pkgconfig"
cc -std=c11 -Wall -Werror "$src/examples/c/parse.c" $(pkg-config --cflags --libs llmfmt) -o "$tmp/parse_c"
# A parse-only consumer links no HTTP, TLS or compression library.
if ldd "$tmp/parse_c" | grep -E 'httplib|libssl|libcrypto|libz\.|brotli'; then
  echo "install: the parse-only consumer links an HTTP/TLS/compression library" >&2
  exit 1
fi
# The C++ example again, through pkg-config instead of find_package: only the library it needs.
c++ -std=c++17 "$src/examples/library/stream_calls.cpp" $(pkg-config --cflags --libs llmfmt) -o "$tmp/stream_pc"
if ldd "$tmp/stream_pc" | grep -E 'httplib|libssl|libcrypto|libz\.|brotli'; then
  echo "install: the pkg-config C++ consumer links an HTTP/TLS/compression library" >&2
  exit 1
fi
LD_LIBRARY_PATH="$(pkg-config --variable=libdir llmfmt)" "$tmp/stream_pc" <"$src/examples/parallel.llmist" |
  grep -q '^waves {"waves":\[\["fetch_users","fetch_orders"\],\["merge_1"\]\],"blocked":\[\]}$'
json=$(printf ';user\nhello\n' | LD_LIBRARY_PATH="$(pkg-config --variable=libdir llmfmt)" "$tmp/parse_c" stf)
echo "$json"
grep -q '"content":"hello"' <<<"$json"
# The installed llmfmt runs the installed conformance fixtures (share/llmfmt/fixtures) through itself.
llmfmt="$tmp/prefix/bin/llmfmt"
test -f "$tmp/prefix/share/llmfmt/fixtures/VERSION"
test -f "$tmp/prefix/share/llmfmt/schema/llmist.output.schema.json"
out=$(cd / && "$llmfmt" conform --format json5 -j 2 -- "$llmfmt" adapter)
echo "$out"
grep -q "^llmfmt conform: [0-9]* cases of fixture set $(cat "$src/tests/fixtures/VERSION") ($tmp/prefix/share/llmfmt/fixtures), level spans$" <<<"$out"
grep -q '^[1-9][0-9]* passed, 0 failed, 0 skipped$' <<<"$out"
test "$("$llmfmt" fixtures list 2>/dev/null | wc -l)" -eq "$(find "$src/tests/fixtures" -name '*.json' | wc -l)"
# The man page (when help2man built one) and the shell completions where the shells look.
if [ -f "$build/llmfmt.1" ]; then test -f "$tmp/prefix/share/man/man1/llmfmt.1"; fi
test -f "$tmp/prefix/share/bash-completion/completions/llmfmt"
test -f "$tmp/prefix/share/zsh/site-functions/_llmfmt"
test -f "$tmp/prefix/share/fish/vendor_completions.d/llmfmt.fish"
echo "install: 6 passed, 0 failed"
