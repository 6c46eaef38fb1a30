#!/usr/bin/env python3
"""SIGINT and SIGTERM during a real `llmfmt exec` (docs/formats/telt-exec.md §7, issue 32).

One signal at a random moment: exec rolls the running block back, says so on stderr and exits 130
(or finishes first: exit 0, the new tree); the tree is then the old or the new one with no journal
left. Two signals in a row: exec stops at once (exit 128+signal), says to run --recover when a
journal is kept, and `llmfmt exec --recover ROOT` gives the old or the new tree. Seeded, bounded:
RUNS runs of about 50 ms each.

usage: exec_signal_test.py LLMFMT [RUNS] [SEED]
"""
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from exec_kill_test import BLOCK, build_tree, snapshot  # noqa: E402  (the same block and tree)


def main():
    llmfmt = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 60
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else int(time.time())
    rng = random.Random(seed)
    shm = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
    work = tempfile.mkdtemp(prefix="exec-signal-", dir=shm)
    telt = os.path.join(work, "block.telt")
    with open(telt, "w") as f:
        f.write(BLOCK)
    env = dict(os.environ, LLMFMT_EXEC_STEP_DELAY_US="1000", LLMFMT_STATE_DIR=os.path.join(work, "state"))

    root = os.path.join(work, "clean")
    os.mkdir(root)
    build_tree(root)
    old = snapshot(root, True)
    start = time.monotonic()
    subprocess.run([llmfmt, "exec", telt, "--root", root], env=env, check=True, stdout=subprocess.DEVNULL)
    duration = time.monotonic() - start
    new = snapshot(root, False)

    failures, counts = [], {}

    def one_run(i, sig, twice, delay):
        root = os.path.join(work, "run%d" % i)
        os.mkdir(root)
        build_tree(root)
        proc = subprocess.Popen([llmfmt, "exec", telt, "--root", root], env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, text=True)
        time.sleep(delay)
        proc.send_signal(sig)
        if twice:
            proc.send_signal(sig)
        try:
            _, err = proc.communicate(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            failures.append("run %d: exec did not end after %s" % (i, sig.name))
            return
        status = proc.returncode
        journal = os.path.lexists(os.path.join(root, ".telt-journal"))
        what = "run %d (%s%s, exit %d)" % (i, sig.name, " twice" if twice else "", status)
        if status not in (0, 130, 128 + sig, -sig):
            failures.append("%s: unexpected exit status; stderr: %s" % (what, err))
            return
        if status == 130 and "rolling the running block back" not in err:
            failures.append("%s: does not say it rolls back: %s" % (what, err))
        # (SIGINT twice also exits 130, 128 + 2: stopped at once, it may keep the journal.)
        if status == 130 and journal and not twice:
            failures.append("%s: a journal is left after a clean interrupt" % what)
        if journal:
            if "--recover" not in err:
                failures.append("%s: a journal is kept and stderr does not say to run --recover: %s" % (what, err))
            rec = subprocess.run([llmfmt, "exec", "--recover", root], env=env, capture_output=True, text=True)
            if rec.returncode != 0:
                failures.append("%s: --recover exited %d: %s" % (what, rec.returncode, rec.stdout))
                return
        if snapshot(root, True) == old:
            state = "old"
        elif snapshot(root, False) == new:
            state = "new"
        else:
            failures.append("%s: neither the old nor the new tree: %s" % (what, sorted(snapshot(root, False).items())))
            return
        key = "%s exit %d%s -> %s" % ("twice" if twice else "once", status, " recovered" if journal else "", state)
        counts[key] = counts.get(key, 0) + 1
        shutil.rmtree(root)

    for i in range(runs):
        one_run(i, signal.SIGINT if i % 2 == 0 else signal.SIGTERM, i % 3 == 2, rng.uniform(0, duration))
    # On a busy machine the calibration run may be faster than the later ones, so that every
    # single signal lands before the block starts: try on (single SIGINTs, later in the run)
    # until one lands inside it, a bounded number of times.
    for extra in range(3 * runs):
        if any(k.startswith("once exit 130") for k in counts):
            break
        one_run(runs + extra, signal.SIGINT, False, rng.uniform(duration / 2, 2 * duration))
    print("seed %d, %d runs of %.0f ms: %s" % (seed, runs, duration * 1000, counts))
    for f in failures[:10]:
        print("FAIL:", f)
    if not any(k.startswith("once exit 130") for k in counts):
        failures.append("no single signal landed inside the block")
        print("FAIL:", failures[-1])
    if not failures:
        shutil.rmtree(work)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
