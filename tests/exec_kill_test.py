#!/usr/bin/env python3
"""SIGKILLs a real `llmfmt exec` at random moments (docs/reliability.md, docs/formats/telt-exec.md §7).

After each kill, a journal left in the root is recovered with `llmfmt exec --recover ROOT`; the tree
must then be the old one (contents, modes, mtimes; the root's own mtime aside, see §7) or the new
one (contents and modes). LLMFMT_EXEC_STEP_DELAY_US slows every filesystem step so that kills land
inside the transaction, not only in process start-up.

usage: exec_kill_test.py LLMFMT [RUNS] [SEED]
"""
import os
import random
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import time

BLOCK = """#!telt [3-char SHA: k1l]
=== CREATE_FILE ===
--FILE k1l--
new/deep/n.txt
--CONTENT k1l--
fresh
--END k1l--
=== REPLACE_IN_FILE ===
--FILE k1l--
a.txt
--FIND k1l--
alpha
--REPLACE k1l--
ALPHA
--END k1l--
=== CREATE_FILE ===
--FILE k1l--
sub/b.txt
--CONTENT k1l--
+more
--MODES k1l--
append
--END k1l--
=== DELETE_FILE ===
--FILE k1l--
del.txt
--END k1l--
=== MOVE_FILE ===
--FROM k1l--
mv.txt
--TO k1l--
moved/m.txt
--END k1l--
"""

OLD_TIME = 1_000_000_000_123_456_789  # ns: an unwanted rewrite shows


def build_tree(root):
    def put(rel, data, mode):
        path = os.path.join(root, rel)
        with open(path, "w") as f:
            f.write(data)
        os.chmod(path, mode)

    put("a.txt", "alpha beta\n", 0o640)
    os.mkdir(os.path.join(root, "sub"))
    put("sub/b.txt", "bee", 0o600)
    put("del.txt", "delete me", 0o644)
    put("mv.txt", "move me", 0o755)
    for rel in ("a.txt", "sub/b.txt", "del.txt", "mv.txt", "sub", "."):
        os.utime(os.path.join(root, rel), ns=(OLD_TIME, OLD_TIME), follow_symlinks=False)


def snapshot(root, times):
    """Every entry: type, bytes, mode and (with times) mtime; the root's own mtime is never kept."""
    out = {}
    for top, dirs, files in os.walk(root):
        for name in [""] + dirs + files:
            if name == "" and top != root:
                continue
            path = os.path.join(top, name) if name else top
            st = os.lstat(path)
            rel = os.path.relpath(path, root)
            what = [stat.S_IMODE(st.st_mode)]
            if times and rel != ".":
                what.append(st.st_mtime_ns)
            if stat.S_ISDIR(st.st_mode):
                what.append("dir")
            else:
                with open(path, "rb") as f:
                    what.append(f.read())
            out[rel] = tuple(what)
    return out


def main():
    llmfmt = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else int(time.time())
    rng = random.Random(seed)
    # On tmpfs when there is one (fsync is free there; the calls and their order are the same).
    shm = "/dev/shm" if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK) else None
    work = tempfile.mkdtemp(prefix="exec-kill-", dir=shm)
    telt = os.path.join(work, "block.telt")
    with open(telt, "w") as f:
        f.write(BLOCK)
    # The journals' tickets go to a state directory of this test (docs/formats/telt-exec.md §7).
    env = dict(os.environ, LLMFMT_EXEC_STEP_DELAY_US="1000", LLMFMT_STATE_DIR=os.path.join(work, "state"))

    def exec_argv(root):
        return [llmfmt, "exec", telt, "--root", root]

    # The new state and how long a whole run takes.
    root = os.path.join(work, "clean")
    os.mkdir(root)
    build_tree(root)
    old = snapshot(root, True)
    start = time.monotonic()
    subprocess.run(exec_argv(root), env=env, check=True, stdout=subprocess.DEVNULL)
    duration = time.monotonic() - start
    new = snapshot(root, False)
    assert old != snapshot(root, True)

    failures, counts = [], {"old": 0, "new": 0, "recovered old": 0, "recovered new": 0}
    for i in range(runs):
        root = os.path.join(work, "run%d" % i)
        os.mkdir(root)
        build_tree(root)
        proc = subprocess.Popen(exec_argv(root), env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0, duration * 1.1))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        recovered = os.path.lexists(os.path.join(root, ".telt-journal"))
        if recovered:
            rec = subprocess.run([llmfmt, "exec", "--recover", root], env=env, capture_output=True, text=True)
            if rec.returncode != 0:
                failures.append("run %d: --recover exited %d: %s" % (i, rec.returncode, rec.stdout + rec.stderr))
                continue
        if snapshot(root, True) == old:
            state = "old"
        elif snapshot(root, False) == new:
            state = "new"
        else:
            failures.append("run %d: neither the old nor the new tree: %s" % (i, sorted(snapshot(root, False).items())))
            continue
        counts[("recovered " if recovered else "") + state] += 1
        shutil.rmtree(root)
    print("seed %d, %d runs of %.0f ms: %s" % (seed, runs, duration * 1000, counts))
    for f in failures[:10]:
        print("FAIL:", f)
    if not failures:
        shutil.rmtree(work)
    # The kills must land inside the transaction too, not only before or after it.
    if counts["recovered old"] + counts["recovered new"] == 0:
        failures.append("no kill left a journal: the delay does not work")
        print("FAIL:", failures[-1])
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
