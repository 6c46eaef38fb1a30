# What bench/run.sh and bench/sizes.sh share (sourced, not run): where the build is, the binaries
# in it, and reading the JSON lines the bench tools print.
# shellcheck shell=bash

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
build="${BUILD_DIR:-build}"
case "$build" in /*) ;; *) build="$root/$build" ;; esac
# shellcheck disable=SC2034  # used by the scripts that source this one
out="$here/out"

# find_bin NAME: the binary in BUILD_DIR/bench (add_subdirectory layout) or BUILD_DIR itself;
# says how to build it and fails when it is not there.
find_bin() {
  local dir
  for dir in "$build/bench" "$build" "$build/bin"; do
    if [[ -x "$dir/$1" ]]; then
      echo "$dir/$1"
      return 0
    fi
  done
  echo "$(basename "$0"): $1 not found under $build (build first: cmake -S $root -B $build -DCMAKE_BUILD_TYPE=Release -DLLMFMT_BUILD_BENCH=ON && cmake --build $build -j2)" >&2
  return 1
}

# field JSON_LINE KEY: the value of a top-level number or string field of one of our JSON lines.
field() {
  sed -n -e "s/.*\"$2\":\"\\([^\"]*\\)\".*/\\1/p" -e "t" -e "s/.*\"$2\":\\([-0-9.eE+]*\\).*/\\1/p" <<<"$1"
}
