#!/usr/bin/env python3
"""The benchmark generators (ctest bench/generators): their output depends only on seed and size,
--stats describes what was written, a write error is reported, and the output is not held in
memory (bench_sink.h), so that bench/sizes.sh BIG=1 can write a 1 GB input.

    generators_test.py DIR [--no-memory]

DIR holds bench_gen_<fmt>. --no-memory skips the memory check (sanitizer builds, whose allocator
keeps freed memory in quarantine)."""
import hashlib
import json
import os
import subprocess
import sys

# sha256 of `bench_gen_<fmt> --size 3000000` (default seed), taken from the generators as they
# were before bench_sink.h, which held the whole output in one string: writing the output in 1 MiB
# pieces must not change a byte of it (3 MB is several pieces).
GOLDEN = {
    "llmist": "7014e5e9ff02f24805155e79e730e590afbb93819d057bce0e33f0c13ea4cf79",
    "stf": "847e76d5a44a74456d7d87aaa88109f209296c8da639de5e7bdf3b1136e34275",
    "telt": "52807526625114480b79751c507f3579a8069cef9ead3bf4fae1a43a1dc44be5",
    "garyml": "6ba7a6bc61f8aef3c1a746ee1c389709d025fc108ac4c165731e8432ca36bcd9",
    "dsl": "93998ed022e4078f60dc8a5b2d7afb1e7c867af2e1f10783cd7a15667d6ec1a7",
    "json5": "f9a5ff743fb766fcfebaaf488aba036cf3537d6774a64e9f15924bc06e6dffd1",
}
WITH_STATS = {"llmist", "stf", "telt", "garyml", "json5"}  # bench_gen_dsl has no --stats

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)


def peak_rss_kib(argv):
    """ru_maxrss of one child writing to /dev/null (os.wait4 gives that child's own figure)."""
    with open(os.devnull, "wb") as null:
        child = subprocess.Popen(argv, stdout=null)
        _, status, usage = os.wait4(child.pid, 0)
        child.returncode = os.waitstatus_to_exitcode(status)
    check(child.returncode == 0, f"{argv}: exit status {child.returncode}")
    return usage.ru_maxrss


def main():
    directory = sys.argv[1]
    memory = "--no-memory" not in sys.argv[2:]
    for fmt, digest in GOLDEN.items():
        gen = os.path.join(directory, f"bench_gen_{fmt}")
        argv = [gen, "--size", "3000000"] + (["--stats"] if fmt in WITH_STATS else [])
        run = subprocess.run(argv, capture_output=True, check=False)
        check(run.returncode == 0, f"{fmt}: exit status {run.returncode}")
        check(hashlib.sha256(run.stdout).hexdigest() == digest, f"{fmt}: the --size 3000000 output changed")
        check(len(run.stdout) >= 3000000, f"{fmt}: {len(run.stdout)} bytes, fewer than --size")
        if fmt in WITH_STATS:
            stats = json.loads(run.stderr)
            check(stats["bytes"] == len(run.stdout), f"{fmt}: --stats says {stats['bytes']} bytes, {len(run.stdout)} written")
            if fmt == "garyml":  # its --stats counts the line feeds
                check(stats["lines"] == run.stdout.count(b"\n"), f"{fmt}: --stats lines differ from the output's")

        # A full disk: exit status 1 and a message, not a silently short file.
        with open("/dev/full", "wb") as full:
            run = subprocess.run([gen, "--size", "3000000"], stdout=full, stderr=subprocess.PIPE, check=False)
        check(run.returncode == 1 and b"cannot write the output: No space left on device" in run.stderr,
              f"{fmt}: writing to /dev/full gave exit {run.returncode}, {run.stderr!r}")

        if memory:
            # Holding 30 MB of output would add at least 28 MiB to the small run's peak.
            small = peak_rss_kib([gen, "--size", "100000"])
            large = peak_rss_kib([gen, "--size", "30000000"])
            check(large - small < 8 * 1024, f"{fmt}: peak RSS {small} KiB at 100 kB, {large} KiB at 30 MB")
    for f in failures:
        print("FAIL:", f)
    print(f"{len(GOLDEN)} generators, {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
