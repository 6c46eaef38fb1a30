#!/usr/bin/env bash
# `make package-test`: the Debian packages as a new user gets them. Builds a fresh, minimal Debian
# bookworm root (debootstrap), installs the packages there with apt (which pulls their Debian
# dependencies), plus a compiler, cmake and pkg-config for the consumers, and runs every README
# consumer against the system prefix (tests/install_test.sh --system: find_package with each
# target, pkg-config from C and C++, the Python module, the CLI, man page and completions). Then
# lintian on the packages. Needs root, debootstrap, lintian and a Debian mirror; takes minutes.
#   tools/package-test.sh PACKAGES_DIR        (DEBIAN_MIRROR: default http://deb.debian.org/debian;
#                                             LLMFMT_KEEP_ROOT=1 keeps the root for a look)
set -euo pipefail
cd "$(dirname "$0")/.."
packages=$(cd "$1" && pwd)
if [ "$(id -u)" != 0 ]; then
  echo "package-test: needs root (debootstrap, chroot)" >&2
  exit 2
fi
for tool in debootstrap lintian; do
  command -v $tool >/dev/null || { echo "package-test: needs $tool (apt-get install $tool)" >&2; exit 2; }
done
ls "$packages"/*.deb >/dev/null
start=$(date +%s)
root=$(mktemp -d /var/tmp/llmfmt-bookworm.XXXXXX)
chmod 755 "$root"  # its / must be as a system's: apt's _apt user and the tests walk it
cleanup() {
  for m in dev/pts proc; do mountpoint -q "$root/$m" && umount "$root/$m"; done
  if [ -n "${LLMFMT_KEEP_ROOT:-}" ]; then echo "package-test: the root is kept: $root"; else rm -rf "$root"; fi
}
trap cleanup EXIT
step() { echo "== package-test: $* ($(($(date +%s) - start)) s)"; }
# In the root, with a new user's environment, not this one's (no ccache, no PKG_CONFIG_PATH, …).
in_root() { chroot "$root" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive "$@"; }

step "debootstrap bookworm into $root"
debootstrap --variant=minbase bookworm "$root" "${DEBIAN_MIRROR:-http://deb.debian.org/debian}" >"$root.log" 2>&1 ||
  { tail -20 "$root.log"; exit 1; }
rm -f "$root.log"
mount -t proc proc "$root/proc"
mkdir -p "$root/dev/pts"
mount -t devpts devpts "$root/dev/pts"  # apt writes its terminal log there
mkdir "$root/debs" "$root/src"
cp "$packages"/*.deb "$root/debs/"
# The consumers' sources and what they read: the repository's tracked files.
git ls-files -z | tar -c --null -T - -f - | tar -x -C "$root/src" -f -

step "apt-get install the packages and the consumers' tools"
in_root apt-get update -qq
debs=$(cd "$root" && printf '/%s ' debs/*.deb)
in_root apt-get install -y -qq --no-install-recommends \
  $debs g++ cmake make pkg-config >/dev/null
in_root dpkg-query -W 'libllmfmt*' llmfmt python3-llmfmt

step "the consumers"
in_root /src/tests/install_test.sh --system /usr /src
# Removing the packages leaves nothing of them behind.
in_root apt-get purge -y -qq libllmfmt-dev llmfmt python3-llmfmt 'libllmfmt0*' >/dev/null
left=$(in_root sh -c 'ls -d /usr/include/llmfmt /usr/bin/llmfmt /usr/share/llmfmt /usr/lib/python3/dist-packages/llmfmt.py /usr/lib/*/libllmfmt* 2>/dev/null' || true)
[ -z "$left" ] || { echo "package-test: left after purge: $left" >&2; exit 1; }

step "lintian"
lintian --info --display-info "$packages"/*.deb || echo "package-test: lintian exit $? (its tags are explained in docs/install.md)"
step "passed"
