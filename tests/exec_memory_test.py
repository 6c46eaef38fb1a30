#!/usr/bin/env python3
"""`llmfmt exec` plans and stages large files in bounded memory (issue 32; docs/reliability.md).

A sparse file of SIZE MiB (zeros, with a marked line near its end) is appended to, edited with
REPLACE_IN_FILE, both planned only (--dry-run) and done; each run's peak RSS (wait4's ru_maxrss)
may exceed that of the same steps on a file of 4 KiB by at most MAX_GROWTH whatever the file's
size — reading the file whole took 2.1–4.2 GB on a 2 GB file — and the result must be byte-exact
(checked in windows around every change and by size). The bound is relative so that it holds for
every build alike (the binary alone is ~10 MB in Release, ~38 MB under ASan). --max-file-bytes 0
lifts the default 256 MiB size budget.

usage: exec_memory_test.py LLMFMT [SIZE_MIB] [DIR]   (ctest: 64 MiB in the system's temp directory;
       the measurement in docs/reliability.md: 1024 MiB under /tmp)
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

MAX_GROWTH = 30 << 20  # bytes over the small file's peak: the 64 KiB window and what planning keeps
MARK = b"\nthe line to edit: NEEDLE-7f3a\n"


def block(commands):
    return "#!telt [3-char SHA: h0s]\n" + commands


def run(llmfmt, telt, root, env, dry_run):
    path = os.path.join(os.path.dirname(root), "block.telt")
    with open(path, "w") as f:
        f.write(telt)
    args = [llmfmt, "exec", path, "--root", root, "--max-file-bytes", "0", "--no-progress"]
    if dry_run:
        args.append("--dry-run")
    start = time.monotonic()
    child = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env)
    out = child.stdout.read()
    _, status, usage = os.wait4(child.pid, 0)
    child.stdout.close()
    return os.waitstatus_to_exitcode(status), out.decode("utf-8", "replace"), time.monotonic() - start, usage.ru_maxrss * 1024


def window(path, offset, length):
    with open(path, "rb") as f:
        f.seek(offset)
        return f.read(length)


def main():
    llmfmt = os.path.abspath(sys.argv[1])
    size = (int(sys.argv[2]) if len(sys.argv) > 2 else 64) << 20
    work = tempfile.mkdtemp(prefix="exec-memory-", dir=sys.argv[3] if len(sys.argv) > 3 else None)
    env = dict(os.environ, LLMFMT_STATE_DIR=os.path.join(work, "state"))
    failures = []
    try:
        root = os.path.join(work, "root")
        os.mkdir(root)
        big = os.path.join(root, "big.bin")
        with open(big, "wb") as f:
            f.truncate(size - 4096)
            f.seek(size - 4096)
            f.write(MARK + b"z" * (4096 - len(MARK)))
        assert os.path.getsize(big) == size
        mark_at = size - 4096
        append = block("=== CREATE_FILE ===\n--FILE h0s--\nbig.bin\n--CONTENT h0s--\nappended\n--MODES h0s--\nappend\n--END h0s--\n")
        replace = block("=== REPLACE_IN_FILE ===\n--FILE h0s--\nbig.bin\n--FIND h0s--\nNEEDLE-7f3a\n"
                        "--REPLACE h0s--\nREPLACED\n--END h0s--\n")
        # The steps in order, each with what the file must look like after it (offset, bytes, size).
        steps = [
            ("append, planned", append, True, [(mark_at, MARK)], size),
            ("append", append, False, [(mark_at, MARK), (size, b"appended")], size + 8),
            ("REPLACE_IN_FILE, planned", replace, True, [(mark_at, MARK)], size + 8),
            ("REPLACE_IN_FILE", replace, False,
             [(mark_at, MARK.replace(b"NEEDLE-7f3a", b"REPLACED")), (size - 6, b"zzz" + b"appended"), (0, b"\0" * 4096)],
             size + 8 - 3),
        ]
        # The same steps on a small file: what the binary and the block cost whatever the size.
        small_root = os.path.join(work, "small")
        os.mkdir(small_root)
        with open(os.path.join(small_root, "big.bin"), "wb") as f:
            f.write(b"z" * 4096 + MARK)
        baseline = max(run(llmfmt, telt, small_root, env, dry_run)[3] for _, telt, dry_run, _, _ in steps)
        for name, telt, dry_run, expected, expected_size in steps:
            status, out, seconds, peak = run(llmfmt, telt, root, env, dry_run)
            problems = []
            if status != 0:
                problems.append("exit status %d: %s" % (status, out.strip()[-400:]))
            if peak > baseline + MAX_GROWTH:
                problems.append("peak RSS %d MB (more than %d: %d for a 4 KiB file, and %d)" %
                                (peak >> 20, (baseline + MAX_GROWTH) >> 20, baseline >> 20, MAX_GROWTH >> 20))
            if os.path.getsize(big) != expected_size:
                problems.append("size %d, expected %d" % (os.path.getsize(big), expected_size))
            for offset, data in expected:
                if window(big, offset, len(data)) != data:
                    problems.append("bytes at %d differ" % offset)
            print("%s %-26s exit %d, %.2f s, peak RSS %d MB%s" % ("ok  " if not problems else "FAIL", name, status, seconds,
                                                                  peak >> 20, "" if not problems else ": " + "; ".join(problems)))
            if problems:
                failures.append(name)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("file of %d MiB: %s" % (size >> 20, "every step passed" if not failures else "failed: " + ", ".join(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
