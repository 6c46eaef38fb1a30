#!/usr/bin/env python3
"""`llmfmt conform` can pass and can fail (docs/conformance.md).

    conform_test.py LLMFMT SOURCE_DIR

llmfmt's own adapter passes every case; tests/conform/broken_adapter.py breaks one thing at a
time, and each must be reported as the right failure, at the right level, with exit status 1 and
no hang. Also: --skip, --report json|junit, --chunked, --level, usage errors, `llmfmt fixtures`.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

llmfmt, source = sys.argv[1], sys.argv[2]
fixtures = os.path.join(source, "tests", "fixtures")
broken = [sys.executable, os.path.join(source, "tests", "conform", "broken_adapter.py")]
failures = []
checks = 0


def conform(*args, command=None, fixture_dir=fixtures):
    command = command or [llmfmt, "adapter"]
    start = time.monotonic()
    p = subprocess.run([llmfmt, "conform", "--fixtures", fixture_dir, *args, "--", *command],
                       capture_output=True, text=True, timeout=120)
    return p, time.monotonic() - start


def check(what, condition, p=None):
    global checks
    checks += 1
    if not condition:
        failures.append(what)
        print("FAILED:", what)
        if p is not None:
            print("  exit", p.returncode, "\n  stdout:", p.stdout[-2000:], "\n  stderr:", p.stderr[-1000:])


def fixture_count(prefix=""):
    n = 0
    for root, _, files in os.walk(fixtures):
        rel = os.path.relpath(root, fixtures).replace(os.sep, "/")
        if rel.startswith("dsl/run"):  # not in the protocol
            continue
        if rel.startswith(prefix) or prefix == "":
            n += sum(f.endswith(".json") for f in files)
    return n


every_file = sum(f.endswith(".json") for _, _, files in os.walk(fixtures) for f in files)
# Under the sanitizers every case starts an instrumented llmfmt: run a sample of the whole-suite
# passes there (LLMFMT_CONFORM_TEST_SAMPLE=1, set by tests/CMakeLists.txt); the Release build runs all.
sample = os.environ.get("LLMFMT_CONFORM_TEST_SAMPLE") == "1"

# llmfmt against itself: every case passes (one-shot: one format, a process per case; the whole
# suite, every level, runs through the persistent mode below in a fraction of the time).
p, _ = conform("-j", "2", "--format", "json5")
check("self, one-shot: all pass", p.returncode == 0 and p.stdout.rstrip().endswith(f"\n{fixture_count('json5')} passed, 0 failed, 0 skipped"), p)
total = fixture_count("json5" if sample else "")
fixture_set = open(os.path.join(fixtures, "VERSION")).read().strip()
check("self: header names the fixture set", f"cases of fixture set {fixture_set} (" in p.stdout, p)

# Persistent mode: one process per job answers every case, at every level, chunked too.
for level in ("structure", "diagnostics", "positions", "spans", "messages"):
    p, seconds = conform("--persistent", "-j", "2", "--level", level, *(["--format", "json5"] if sample else []))
    check(f"persistent self at {level}: all pass ({seconds:.1f} s)",
          p.returncode == 0 and p.stdout.rstrip().endswith(f"\n{total} passed, 0 failed, 0 skipped"), p)
p, _ = conform("--persistent", "--format", "llmist", "--chunked", "--seed", "7", "--number-kinds")
check("persistent chunked llmist: all pass", p.returncode == 0 and f"{fixture_count('llmist')} passed, 0 failed" in p.stdout, p)

# One broken thing at a time: (mode, case, level, the start of the failure line after the level).
cases = [
    ("value", "llmist/auto_id_numbering", "structure", 'calls[0].gadgetName: expected "A", got "Ax"'),
    ("drop_diag", "json5/missing_comma_array", "diagnostics", "diagnostics: expected [MISSING_COMMA error], got []"),
    ("shift_col", "json5/missing_comma_array", "positions", "diagnostics[0].column: expected 3, got 4"),
    ("offset", "json5/missing_comma_array", "spans", "diagnostics[0].offset: expected 2, got 3"),
    ("crash", "json5/missing_comma_array", "structure", "crashed: killed by signal 11"),
    ("garbage", "json5/missing_comma_array", "structure", "printed invalid JSON"),
    ("exit3", "json5/missing_comma_array", "structure", "exited with status 3: broken_adapter: cannot parse this"),
    ("sleep", "json5/missing_comma_array", "structure", "timed out after 1 s (killed)"),
    ("no_read", "json5/missing_comma_array", "structure", "timed out after 1 s (killed)"),
]
for mode, name, level, line in cases:
    p, seconds = conform("--filter", name, "--timeout", "1", command=broken + [mode, llmfmt])
    expected = f"FAIL {name} [{level}] {line}"
    check(f"{mode}: exit 1 and '{expected}'",
          p.returncode == 1 and expected in p.stdout and p.stdout.rstrip().endswith("0 passed, 1 failed, 0 skipped"), p)
    check(f"{mode}: no hang ({seconds:.1f} s)", seconds < 10)

# The same through the persistent protocol: each case fails alone, the process is started again.
for mode, name, level, line in cases + [("refuse", "json5/missing_comma_array", "structure", "answered an error: not ported yet")]:
    if mode in ("no_read", "value", "offset"):  # no_read: the same as sleep here; the others as shift_col
        continue
    # Two cases: the second runs after the first broke the process (a new one is started).
    p, seconds = conform("--persistent", "--filter", "json5/missing_comma_*", "--timeout", "1",
                         command=broken + [mode, llmfmt])
    expected = f"FAIL {name} [{level}] {line}"
    check(f"persistent {mode}: '{expected}'",
          p.returncode == 1 and expected in p.stdout and p.stdout.rstrip().endswith(" failed, 0 skipped"), p)
    check(f"persistent {mode}: no hang ({seconds:.1f} s)", seconds < 10)

# Every difference of a case, its description, spec section and input; --brief shows the first only.
p, _ = conform("--filter", "json5/missing_comma_array", command=broken + ["every_col", llmfmt])
lines = p.stdout.splitlines()
check("all differences: the first leads, the others follow",
      p.returncode == 1 and "FAIL json5/missing_comma_array [positions] diagnostics[0].column: expected 3, got 4" in lines
      and "     [spans] diagnostics[0].offset: expected 2, got 3" in lines, p)
check("a failure shows description, spec and input",
      any(l.startswith("     description: Elements need a ','") for l in lines)
      and "     spec: docs/formats/json5.md §5.4; JSON5 §Arrays" in lines and '     input: "[1 2]"' in lines, p)
p, _ = conform("--brief", "--filter", "json5/missing_comma_array", command=broken + ["every_col", llmfmt])
check("--brief: one line per failure", p.returncode == 1 and len(p.stdout.splitlines()) == 3 and "[spans]" not in p.stdout, p)
p, _ = conform("--progress", "--filter", "json5/missing_comma_*")
check("--progress: a progress line on stderr", p.returncode == 0 and "2/2 cases, 0 failed" in p.stderr, p)
p, _ = conform("--filter", "json5/missing_comma_*")
check("no progress line when stderr is not a terminal", p.returncode == 0 and "cases, 0 failed" not in p.stderr, p)

# --differential: mutated inputs, and inputs built from the grammar, against llmfmt's own result. llmfmt agrees with itself; a broken
# port disagrees, minimized, with one candidate fixture saved per kind of disagreement.
with tempfile.TemporaryDirectory() as tmp:
    p, _ = conform("--differential", "40", "--seed", "5", "--persistent", "--save", tmp)
    check("differential: llmfmt agrees with itself",
          p.returncode == 0 and re.search(r"differential: 40 inputs \(seed 5; \d+ mutated, [1-9]\d* built from the grammar\), 0 disagreements", p.stdout), p)
    p, _ = conform("--differential", "10", "--seed", "5", "--persistent", "--format", "json5", "--save", tmp,
                   command=broken + ["drop_diag", llmfmt])
    saved = [os.path.join(d, f) for d, _, fs in os.walk(tmp) for f in fs]
    check("differential: a broken port disagrees, minimized, saved",
          p.returncode == 1 and "DIFF json5/" in p.stdout and len(saved) >= 1
          and all("diagnostics" in json.load(open(f))["expected"] for f in saved), p)
# The other kinds too: STF encode (the transcript mutated as JSON), DSL prompt and response; each
# candidate in its kind's fixture format.
for kind, folder, key in [("stf/encode/*", "stf", "expected_text"), ("dsl/prompt/*", "dsl/prompt", "expected_prompt"),
                          ("dsl/response/*", "dsl/response", "expected")]:
    with tempfile.TemporaryDirectory() as tmp:
        p, _ = conform("--differential", "30", "--seed", "5", "--persistent", "--filter", kind, "--save", tmp)
        check(f"differential {kind}: llmfmt agrees with itself",
              p.returncode == 0 and re.search(r"differential: 30 inputs .*, 0 disagreements", p.stdout), p)
        p, _ = conform("--differential", "5", "--seed", "5", "--persistent", "--filter", kind, "--save", tmp,
                       command=broken + ["other_kinds", llmfmt])
        saved = [os.path.join(d, f) for d, _, fs in os.walk(os.path.join(tmp, folder)) for f in fs]
        check(f"differential {kind}: a broken port disagrees, saved as a {key} fixture",
              p.returncode == 1 and "DIFF " + kind[:-1] in p.stdout and len(saved) >= 1
              and all(key in json.load(open(f)) for f in saved), p)

# A laxer level ignores what only a stricter one sees.
for mode, level in [("shift_col", "diagnostics"), ("offset", "positions"), ("drop_diag", "structure")]:
    p, _ = conform("--filter", "json5/missing_comma_array", "--level", level, command=broken + [mode, llmfmt])
    check(f"{mode} at --level {level}: passes", p.returncode == 0 and "1 passed, 0 failed" in p.stdout, p)

# A port without diagnostics yet passes `structure`, and fails `diagnostics` saying so.
p, _ = conform("--filter", "json5/missing_comma_array", "--level", "structure", command=broken + ["no_diags", llmfmt])
check("no diagnostics at all: passes at structure", p.returncode == 0 and "1 passed, 0 failed" in p.stdout, p)
p, _ = conform("--filter", "json5/missing_comma_array", command=broken + ["no_diags", llmfmt])
check("no diagnostics at all: a diagnostics failure",
      p.returncode == 1 and "FAIL json5/missing_comma_array [diagnostics] diagnostics: expected" in p.stdout
      and "got nothing (missing)" in p.stdout, p)
# A command that cannot be started fails every case, saying which.
p, _ = conform("--filter", "json5/missing_comma_array", command=["/nonexistent/adapter"])
check("a missing command: exit 127, named",
      p.returncode == 1 and "exited with status 127: llmfmt conform: cannot run '/nonexistent/adapter'" in p.stdout, p)

# --skip: names and globs, comments; skipped cases are counted.
with tempfile.TemporaryDirectory() as tmp:
    skip = os.path.join(tmp, "skip.txt")
    with open(skip, "w") as f:
        f.write("# known gaps\njson5/missing_comma_*   # not yet\n\nllmist/auto_id_numbering\nllmist/renamed_since\n")
    p, _ = conform("--filter", "json5/missing_comma_*", "--filter", "llmist/auto_id_*", "--skip", skip,
                   command=broken + ["shift_col", llmfmt])
    llmist_auto = len([f for f in os.listdir(os.path.join(fixtures, "llmist")) if f.startswith("auto_id_")])
    check("skip: skipped cases counted, the others still fail",
          p.returncode == 1 and p.stdout.rstrip().endswith(f"0 passed, {llmist_auto - 1} failed, 3 skipped"), p)
    check("skip: a stale entry is a warning",
          "warning: --skip: 'llmist/renamed_since' matches no case" in p.stderr and "json5/missing" not in p.stderr, p)
    p, _ = conform("--filter", "json5/missing_comma_*", "--skip", skip, command=broken + ["crash", llmfmt])
    check("skip: all skipped: exit 0", p.returncode == 0 and "0 passed, 0 failed, 2 skipped" in p.stdout, p)
    p, _ = conform("--skip", os.path.join(tmp, "absent.txt"))
    check("skip: an unreadable file is a usage error", p.returncode == 2 and "--skip" in p.stderr, p)

    # fixtures list | show | export
    names = subprocess.run([llmfmt, "fixtures", "--fixtures", fixtures, "list"], capture_output=True, text=True)
    listed = names.stdout.split()
    check("fixtures list: every file", names.returncode == 0 and len(listed) == every_file and "llmist/auto_id_numbering" in listed, names)
    show = subprocess.run([llmfmt, "fixtures", "--fixtures", fixtures, "show", "json5/missing_comma_array"], capture_output=True, text=True)
    with open(os.path.join(fixtures, "json5", "missing_comma_array.json")) as f:
        check("fixtures show: the file", show.returncode == 0 and show.stdout == f.read(), show)
    only = subprocess.run([llmfmt, "fixtures", "--fixtures", fixtures, "list", "--format", "json5"], capture_output=True, text=True)
    check("fixtures list --format: that format's cases",
          only.returncode == 0 and len(only.stdout.split()) == fixture_count("json5")
          and all(n.startswith("json5/") for n in only.stdout.split()), only)
    bad = subprocess.run([llmfmt, "fixtures", "--fixtures", fixtures, "list", "--format", "yaml"], capture_output=True, text=True)
    check("fixtures list --format yaml: exit 2", bad.returncode == 2 and "unknown format 'yaml'" in bad.stderr, bad)
    bad = subprocess.run([llmfmt, "fixtures", "--fixtures", fixtures, "show", "json5/nope"], capture_output=True, text=True)
    check("fixtures show: an unknown name is exit 2", bad.returncode == 2 and "no case 'json5/nope'" in bad.stderr, bad)
    out = os.path.join(tmp, "vendored")
    ex = subprocess.run([llmfmt, "fixtures", "--fixtures", fixtures, "export", out], capture_output=True, text=True)
    check("fixtures export: the set with its version",
          ex.returncode == 0 and os.path.isfile(os.path.join(out, "llmist", "auto_id_numbering.json"))
          and open(os.path.join(out, "VERSION")).read().strip()
          == open(os.path.join(fixtures, "VERSION")).read().strip(), ex)
    p, _ = conform("--format", "json5", "-j", "2", fixture_dir=out)
    check("conform runs an exported set", p.returncode == 0 and f"{fixture_count('json5')} passed" in p.stdout, p)

# A megabyte of input, more than a pipe holds: a command that never reads it cannot block the
# runner, whether it answers and exits (the rest of the input is dropped) or sleeps (the timeout).
with tempfile.TemporaryDirectory() as tmp:
    os.mkdir(os.path.join(tmp, "json5"))
    with open(os.path.join(tmp, "json5", "big.json"), "w") as f:
        json.dump({"input": " " * 1_000_000 + "1", "expected": {"value": 1, "diagnostics": []}}, f)
    p, _ = conform(fixture_dir=tmp)
    check("big input: llmfmt passes", p.returncode == 0 and "1 passed, 0 failed" in p.stdout, p)
    p, seconds = conform(command=broken + ["unread", llmfmt], fixture_dir=tmp)
    check(f"big input, answered unread: passes at once ({seconds:.1f} s)",
          p.returncode == 0 and "1 passed, 0 failed" in p.stdout and seconds < 5, p)
    p, seconds = conform("--timeout", "1", command=broken + ["no_read", llmfmt], fixture_dir=tmp)
    check(f"big input, never read: timed out ({seconds:.1f} s)",
          p.returncode == 1 and "FAIL json5/big [structure] timed out after 1 s (killed)" in p.stdout and seconds < 10, p)

# A failure shows the input escaped: no control or bidirectional character reaches the terminal.
with tempfile.TemporaryDirectory() as tmp:
    os.mkdir(os.path.join(tmp, "json5"))
    with open(os.path.join(tmp, "json5", "bidi.json"), "w") as f:
        json.dump({"description": "evil \u202e text \x1b[31m", "input": "'\u202eab\x1b[2J'",
                   "expected": {"value": "other", "diagnostics": []}}, f)
    p, _ = conform(fixture_dir=tmp)
    check("a failure's text is escaped for the terminal",
          p.returncode == 1 and "\u202e" not in p.stdout and "\x1b" not in p.stdout and "\\u{202E}" in p.stdout, p)

# --report json and junit: machine-readable, with the failure.
p, _ = conform("--filter", "json5/missing_comma_*", "--report", "json", command=broken + ["shift_col", llmfmt])
try:
    report = json.loads(p.stdout)
    failed = [c for c in report["cases"] if c["status"] == "failed"]
    check("report json: counts and the failure", p.returncode == 1 and report["failed"] == 2 and report["passed"] == 0
          and failed[0]["level"] == "positions" and failed[0]["path"] == "diagnostics[0].column"
          and failed[0]["expected"] == 3 and failed[0]["actual"] == 4
          and failed[0]["input"] == "[1 2]" and failed[0]["spec"].startswith("docs/formats/json5.md §5.4")
          and "0 passed, 2 failed, 0 skipped" in p.stderr, p)
except (ValueError, KeyError, IndexError) as e:
    check(f"report json parses: {e}", False, p)
# Full values, every difference: a long value is not cut.
p, _ = conform("--filter", "json5/missing_comma_array", "--report", "json", command=broken + ["every_col", llmfmt])
try:
    case = json.loads(p.stdout)["cases"][0]
    check("report json: every difference with full values",
          [(d["level"], d["path"], d["expected"], d["actual"]) for d in case["differences"]]
          == [("positions", "diagnostics[0].column", 3, 4), ("spans", "diagnostics[0].offset", 2, 3)], p)
except (ValueError, KeyError, IndexError) as e:
    check(f"report json (every_col) parses: {e}", False, p)
p, _ = conform("--filter", "llmist/auto_id_numbering", "--report", "json", command=broken + ["value", llmfmt])
try:
    case = json.loads(p.stdout)["cases"][0]
    check("report json: a string value whole", case["expected"] == "A" and case["actual"] == "Ax", p)
except (ValueError, KeyError, IndexError) as e:
    check(f"report json (value) parses: {e}", False, p)
p, _ = conform("--filter", "json5/missing_comma_*", "--filter", "llmist/auto_id_numbering", "--report", "junit",
               command=broken + ["drop_diag", llmfmt])
try:
    suite = ET.fromstring(p.stdout).find("testsuite")
    failures_xml = suite.findall("testcase/failure")
    check("report junit: well-formed, with the failures", p.returncode == 1 and suite.get("tests") == "3"
          and suite.get("failures") == "3" and failures_xml[0].get("type") in ("diagnostics", "structure"), p)
except ET.ParseError as e:
    check(f"report junit is XML: {e}", False, p)

# --chunked: llmist input in pieces, fed to llmfmt's streaming parser; the seed is printed and reused.
header_cases = sum(f.startswith("header_") for f in os.listdir(os.path.join(fixtures, "llmist")))
p, _ = conform("--format", "llmist", "--chunked", "--seed", "42", "-j", "2", *(["--filter", "llmist/header_*"] if sample else []))
check("chunked: llmist passes", p.returncode == 0 and "chunked: seed 42 " in p.stdout
      and f"{header_cases if sample else fixture_count('llmist')} passed, 0 failed" in p.stdout, p)

# Usage errors: exit 2.
for args in (["--level", "strict"], ["--format", "yaml"], ["--filter", "nothing/*"]):
    p, _ = conform(*args)
    check(f"usage error {args}: exit 2", p.returncode == 2 and p.stderr.startswith("llmfmt conform: "), p)
p = subprocess.run([llmfmt, "conform"], capture_output=True, text=True)
check("no command: exit 2", p.returncode == 2 and "no command to test" in p.stderr, p)
# What follows -- is the command's, options included.
p, _ = conform("--filter", "json5/missing_comma_array", command=["sh", "-c", 'test "$0" = --level && exec "$1" adapter', "--level", llmfmt])
check("the command's own options pass through", p.returncode == 0 and "1 passed, 0 failed" in p.stdout, p)

print(f"conform: {checks - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
