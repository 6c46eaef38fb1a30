"""Validating a corpus larger than one machine: llmfmt's Python module on a Dask cluster.

    python3 dask_corpus.py [--scheduler ADDRESS] [--workers N] [--batch N] PATH... > report.jsonl

Every file below the PATHs with a known extension (.llmist, .stf, .json5, .telt, .gml/.garyml,
.dsl; hidden files and directories skipped, as `llmfmt check` walks) is checked on a worker, in
batches of files per task. The per-file reports come back and are merged into one report on
standard output, in path order, exactly as `llmfmt check --output json PATH...` prints it: one
JSON line per file, {"path", "format", "diagnostics"}. A summary line goes to standard error;
the exit status is 1 when a file has an error, as `llmfmt check`'s.

--scheduler connects to a running cluster (`dask scheduler`, `dask worker ADDRESS` on each
machine, each with llmfmt installed); without it a local cluster of --workers processes starts.
Debian: apt-get install python3-dask python3-distributed python3-llmfmt.
"""
import argparse
import json
import os
import sys
from typing import Any, Dict, Iterator, List

import llmfmt

EXTENSIONS = {".llmist": "llmist", ".stf": "stf", ".json5": "json5", ".telt": "telt", ".gml": "garyml",
              ".garyml": "garyml", ".dsl": "dsl"}


def corpus(paths: List[str]) -> Iterator[str]:
    """The files to check, as `llmfmt check` walks its arguments: sorted, hidden names skipped."""
    for path in paths:
        if not os.path.isdir(path):
            yield path
            continue
        found = []
        for root, dirs, files in os.walk(path):
            dirs[:] = [d for d in dirs if not d.startswith(".")]
            found += [os.path.join(root, f) for f in files
                      if not f.startswith(".") and os.path.splitext(f)[1] in EXTENSIONS]
        yield from sorted(found)


def check_files(paths: List[str]) -> List[Dict[str, Any]]:
    """On a worker: the report of each file, as `llmfmt check --output json` prints it (for TELT
    the "errors" of its parse, with the spec's levels; for the others the diagnostics)."""
    reports = []
    for path in paths:
        fmt = EXTENSIONS[os.path.splitext(path)[1]]
        with open(path, "rb") as f:
            text = f.read()
        diagnostics = llmfmt.parse(fmt, text)["errors"] if fmt == "telt" else llmfmt.check(fmt, text)
        reports.append({"path": path, "format": fmt, "diagnostics": diagnostics})
    return reports


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--scheduler", help="address of a running Dask scheduler")
    parser.add_argument("--workers", type=int, default=2, help="processes of the local cluster")
    parser.add_argument("--batch", type=int, default=64, help="files per task")
    args = parser.parse_args()
    if args.workers < 1 or args.batch < 1:
        parser.error("--workers and --batch must be at least 1")

    from dask.distributed import Client, LocalCluster, as_completed  # noqa: PLC0415 - optional dependency

    files = list(corpus(args.paths))
    batches = [files[i:i + args.batch] for i in range(0, len(files), args.batch)]
    cluster = None if args.scheduler else LocalCluster(n_workers=args.workers, threads_per_worker=1,
                                                       processes=True, dashboard_address=None)
    with Client(args.scheduler or cluster) as client:
        reports: Dict[str, Dict[str, Any]] = {}
        for future in as_completed(client.map(check_files, batches)):
            for report in future.result():
                reports[report["path"]] = report
    if cluster is not None:
        cluster.close()

    counts = {"error": 0, "warning": 0, "info": 0}
    for path in files:  # merged in path order, as llmfmt check prints them
        report = reports[path]
        print(json.dumps(report, ensure_ascii=False, separators=(",", ":")))
        for d in report["diagnostics"]:
            level = d.get("severity") or d.get("level")
            counts[{"block_fatal": "error", "command_error": "error", "parameter_warning": "warning",
                    "syntax_info": "info"}.get(level, level)] += 1
    print("%d files: %d errors, %d warnings, %d notes" % (len(files), counts["error"], counts["warning"], counts["info"]),
          file=sys.stderr)
    return 1 if counts["error"] else 0


if __name__ == "__main__":
    sys.exit(main())
