#!/usr/bin/env bash
# Rebuilds the committed seed corpora tests/fuzz/corpus/<format>/: the inputs of every fixture
# (tests/fixtures/<format>/, DSL programs and replies too, STF encode cases' texts) and of
# examples/, the hand-written seeds of tests/fuzz/seeds/<format>/ and the current corpus, minimized
# by libFuzzer's -merge=1 (the fewest inputs that keep all the coverage). With
# LLMFMT_FUZZ_CORPUS_FOUND=1 also what `make fuzz` found (BUILD/fuzz/<format>/new): after 4 minutes
# of fuzzing that gave ~1 000 llmist inputs, beyond the ~300 a committed corpus should hold.
# Needs the fuzz targets: `make sanitize` (or `make fuzz`) builds them.
#
#   tools/fuzz-corpus.sh [BUILD_DIR [FORMAT…]]     default build-sanitize, every format
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build-sanitize}
shift || true
formats=("$@")
[ ${#formats[@]} -gt 0 ] || formats=(llmist stf telt garyml json5 dsl)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

extension_of() {
  case $1 in garyml) echo gml ;; *) echo "$1" ;; esac
}

for format in "${formats[@]}"; do
  target=$build/tests/fuzz/${format}_fuzz
  [ -x "$target" ] || { echo "fuzz-corpus.sh: $target is missing (make sanitize builds it)" >&2; exit 2; }
  seeds=$scratch/$format-seeds
  mkdir -p "$seeds"
  # One file per input, named by its hash. llmist inputs start with the chunking byte 0 (1-byte
  # chunks; tests/fuzz/llmist_fuzz.cpp).
  python3 - "$format" "$seeds" tests/fixtures/"$format" examples/*."$(extension_of "$format")" <<'PY'
import base64, hashlib, json, pathlib, sys
fmt, out, fixtures, examples = sys.argv[1], pathlib.Path(sys.argv[2]), pathlib.Path(sys.argv[3]), sys.argv[4:]

def text(value):
    return ("\n".join(value) if isinstance(value, list) else value).encode("utf-8", "surrogateescape")

def inputs(case):
    if "input_base64" in case:
        yield base64.b64decode(case["input_base64"])
    for key in ("input", "program", "expected_text"):
        if isinstance(case.get(key), (str, list)):
            yield text(case[key])
    if isinstance(case.get("reply"), str):
        yield case["reply"].encode()
    for reply in case.get("replay", {}).get("main", []) if isinstance(case.get("replay"), dict) else []:
        if isinstance(reply, str):
            yield reply.encode()

found = [data for path in sorted(fixtures.rglob("*.json")) for data in inputs(json.loads(path.read_text()))]
found += [pathlib.Path(p).read_bytes() for p in examples if pathlib.Path(p).is_file()]
for data in found:
    if fmt == "llmist":
        data = b"\0" + data
    (out / hashlib.sha1(data).hexdigest()).write_bytes(data)
PY
  committed=tests/fuzz/corpus/$format
  mkdir -p "$committed" "$scratch/$format-merged"
  found_dirs=()
  [ "${LLMFMT_FUZZ_CORPUS_FOUND:-0}" = 1 ] && [ -d "$build/fuzz/$format/new" ] && found_dirs+=("$build/fuzz/$format/new")
  [ -d "tests/fuzz/seeds/$format" ] && found_dirs+=("tests/fuzz/seeds/$format")
  "$target" -merge=1 -max_len=16384 "$scratch/$format-merged" "$seeds" "$committed" "${found_dirs[@]}" \
    > "$scratch/$format-merge.log" 2>&1 || { cat "$scratch/$format-merge.log"; exit 1; }
  rm -rf "$committed"
  mkdir -p "$committed"
  cp "$scratch/$format-merged"/* "$committed"/
  echo "$format: $(ls "$committed" | wc -l) inputs, $(cat "$committed"/* | wc -c) bytes in $committed"
done
