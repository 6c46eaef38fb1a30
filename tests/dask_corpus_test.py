#!/usr/bin/env python3
"""examples/python/dask_corpus.py on a local Dask cluster (2 worker processes, a few files per
task): its merged report is what `llmfmt check --output json` prints for the same paths, line for
line, its summary line and exit status those of `llmfmt check`. Skipped (exit 77) without Dask.

    dask_corpus_test.py LLMFMT SOURCE_DIR        (LLMFMT_LIBRARY: the shared library)
"""
import json
import os
import subprocess
import sys

try:
    import dask.distributed  # noqa: F401
except ImportError:
    print("dask corpus: SKIPPED: no dask.distributed for %s (apt-get install python3-distributed)" % sys.executable)
    sys.exit(77)

llmfmt, source = sys.argv[1], sys.argv[2]
paths = [os.path.join(source, "examples"), os.path.join(source, "examples", "model-output", "fenced-edit.telt")]
example = os.path.join(source, "examples", "python", "dask_corpus.py")
env = dict(os.environ, PYTHONPATH=os.path.join(source, "examples", "python"))
dask = subprocess.run([sys.executable, example, "--workers", "2", "--batch", "5", *paths], capture_output=True,
                      env=env, timeout=300)
cli = subprocess.run([llmfmt, "check", "--output", "json", *paths], capture_output=True, timeout=300)
quiet = subprocess.run([llmfmt, "check", "--quiet", *paths], capture_output=True, timeout=300)
failures = []
mine = [json.loads(line) for line in dask.stdout.decode().split("\n")[:-1]]  # not splitlines(): U+2028 is data
theirs = [json.loads(line) for line in cli.stdout.decode().split("\n")[:-1]]
if len(mine) < 20:
    failures.append("only %d reports: %r" % (len(mine), dask.stderr[-500:]))
if mine != theirs:
    first = next((i for i, (a, b) in enumerate(zip(mine, theirs)) if a != b), min(len(mine), len(theirs)))
    failures.append("the merged report differs from `llmfmt check --output json` at line %d of %d/%d"
                    % (first, len(mine), len(theirs)))
if dask.stderr.decode().strip().splitlines()[-1:] != quiet.stderr.decode().strip().splitlines()[-1:]:
    failures.append("summary %r, llmfmt check says %r" % (dask.stderr[-200:], quiet.stderr[-200:]))
if dask.returncode != cli.returncode or cli.returncode != 1:
    failures.append("exit %d, llmfmt check %d (1 expected: examples/ has errors)" % (dask.returncode, cli.returncode))
for f in failures:
    print("FAIL:", f)
print("dask corpus: %d files, %d failures" % (len(mine), len(failures)))
sys.exit(1 if failures else 0)
