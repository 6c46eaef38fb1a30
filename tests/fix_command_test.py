#!/usr/bin/env python3
"""`llmfmt fix` (docs/cli.md § fix): in place, --diff, standard input, -o, exit statuses.

    fix_command_test.py LLMFMT SOURCE_DIR
"""
import os
import stat
import subprocess
import sys
import tempfile

llmfmt, source = sys.argv[1], sys.argv[2]
failures = []
checks = 0


def expect(name, condition, detail=""):
    global checks
    checks += 1
    if not condition:
        failures.append(f"{name}: {detail}")


def run(*args, stdin=None):
    return subprocess.run([llmfmt, "fix", *args], input=stdin, capture_output=True, timeout=60)


def write(path, data):
    with open(path, "wb") as f:
        f.write(data)


def read(path):
    with open(path, "rb") as f:
        return f.read()


with tempfile.TemporaryDirectory() as tmp:
    # Standard input: both missing commas inserted, the fixed text on standard output.
    done = run("--format", "json5", "-", stdin=b"[1 2 3]")
    expect("stdin exit", done.returncode == 0, done)
    expect("stdin text", done.stdout == b"[1, 2, 3]", done.stdout)
    expect("stdin summary", b"<stdin>: 2 fixes applied; 0 errors left" in done.stderr, done.stderr)

    # In place, the file's permissions kept.
    path = os.path.join(tmp, "object.json5")
    write(path, b"{a: 1 b: 2}\n")
    os.chmod(path, 0o640)
    done = run(path)
    expect("in place exit", done.returncode == 0, done)
    expect("in place text", read(path) == b"{a: 1, b: 2}\n", read(path))
    expect("in place mode", stat.S_IMODE(os.stat(path).st_mode) == 0o640, oct(os.stat(path).st_mode))
    expect("in place no stdout", done.stdout == b"", done.stdout)
    expect("no temporary left", sorted(os.listdir(tmp)) == ["object.json5"], os.listdir(tmp))

    # A clean file is left alone (not even rewritten) and exits 0.
    before = os.stat(path).st_mtime_ns
    done = run(path)
    expect("clean exit", done.returncode == 0, done)
    expect("clean summary", b"0 fixes applied; 0 errors left" in done.stderr, done.stderr)
    expect("clean untouched", os.stat(path).st_mtime_ns == before)

    # --diff: a unified diff with 3 lines of context, the file unchanged.
    path = os.path.join(tmp, "list.json5")
    original = b"[\n1,\n2,\n3,\n4,\n5\n6,\n7,\n8,\n9\n]\n"  # no ',' after 5 (line 6)
    write(path, original)
    done = run("--diff", path)
    expect("diff exit", done.returncode == 0, done)
    expect("diff text", done.stdout.decode() ==
           f"--- {path}\n+++ {path}\n@@ -3,7 +3,7 @@\n 2,\n 3,\n 4,\n-5\n+5,\n 6,\n 7,\n 8,\n", done.stdout)
    expect("diff writes nothing", read(path) == original, read(path))
    # The diff applies with patch -p0 and gives what fix writes.
    patched = subprocess.run(["patch", "-p0", "-s", "-o", "-", path], input=done.stdout, capture_output=True)
    expect("diff applies", patched.returncode == 0 and patched.stdout == original.replace(b"5\n", b"5,\n"), patched)

    # -o: the fixed text goes to OUT, the input stays.
    out = os.path.join(tmp, "out.json5")
    done = run("-o", out, path)
    expect("-o exit", done.returncode == 0, done)
    expect("-o text", read(out) == original.replace(b"5\n", b"5,\n"), read(out))
    expect("-o input kept", read(path) == original)

    # Errors left: the missing ',' is fixed, the unquoted '@' has no fix; exit 1, the error shown.
    path = os.path.join(tmp, "bad.json5")
    write(path, b"[1 2, @]\n")
    done = run(path)
    expect("errors left exit", done.returncode == 1, done)
    expect("errors left text", read(path) == b"[1, 2, @]\n", read(path))
    expect("errors left shown", b"INVALID_CHARACTER" in done.stderr and b"1 fix applied; " in done.stderr, done.stderr)

    # llmist: the invalid gadget name made an identifier; TELT: the unknown command renamed.
    path = os.path.join(tmp, "reply.llmist")
    write(path, b"!!!GADGET_START:write-file\n!!!ARG:path\na.md\n!!!GADGET_END\n")
    done = run(path)
    expect("llmist exit", done.returncode == 0, done)
    expect("llmist text", read(path) == b"!!!GADGET_START:write_file\n!!!ARG:path\na.md\n!!!GADGET_END\n", read(path))
    path = os.path.join(tmp, "reply.telt")
    write(path, b"#!telt [3-char SHA: abc]\r\n=== DELETE_FILES ===\r\n--FILE abc--\r\na.txt\r\n--END abc--\r\n")
    done = run(path)
    expect("telt exit", done.returncode == 0, done)
    expect("telt text (CRLF kept)",
           read(path) == b"#!telt [3-char SHA: abc]\r\n=== DELETE_FILE ===\r\n--FILE abc--\r\na.txt\r\n--END abc--\r\n",
           read(path))

    # A symbolic link stays a link; its target gets the fix.
    target, link = os.path.join(tmp, "target.json5"), os.path.join(tmp, "link.json5")
    write(target, b"[1 2]")
    os.symlink("target.json5", link)
    done = run(link)
    expect("link exit", done.returncode == 0, done)
    expect("link kept", os.path.islink(link), os.listdir(tmp))
    expect("link target fixed", read(target) == b"[1, 2]", read(target))

    # A header whose hash the block does not use has a hint but no fix: nothing changes, exit 1.
    path = os.path.join(tmp, "upper.telt")
    upper = b"#!telt [3-char SHA: Q1M]\n=== DELETE_FILE ===\n--FILE Q1M--\na.txt\n--END Q1M--\n"
    write(path, upper)
    done = run(path)
    expect("no fix exit", done.returncode == 1, done)
    expect("no fix untouched", read(path) == upper, read(path))
    expect("no fix shown", b"INVALID_BLOCK_START" in done.stderr and b"0 fixes applied; 1 error left" in done.stderr,
           done.stderr)

    # Usage and I/O problems: exit 2, the other inputs still fixed.
    good = os.path.join(tmp, "good.json5")
    write(good, b"[1 2]")
    done = run(os.path.join(tmp, "missing.json5"), good)
    expect("missing exit", done.returncode == 2, done)
    expect("missing others fixed", read(good) == b"[1, 2]", read(good))
    done = run("-o", out, good, path)
    expect("-o with two inputs", done.returncode == 2 and b"-o" in done.stderr, done)
    done = run("--diff", "-o", out, good)
    expect("--diff with -o", done.returncode == 2, done)
    done = run(os.path.join(tmp, "no-extension"))
    expect("unknown format", done.returncode == 2, done)

for f in failures:
    print("FAIL", f)
print(f"{checks} checks, {len(failures)} failures")
sys.exit(1 if failures else 0)
