#!/usr/bin/env python3
"""Every machine-applicable fix repairs what it claims to (docs/cli.md § fix).

    fix_property_test.py LLMFMT SOURCE_DIR

For every fixture input of every format, each diagnostic that carries a "fix" in `llmfmt parse`'s
JSON has its edits applied alone (by byte offset, here in Python, independently of `llmfmt fix`)
and the result parsed again: that diagnostic (same code at the same place) must be gone, and no
error may appear that was not there before (no code may have more errors than before; REVEALS
lists what a right fix may uncover on its own line). A fixture
where this fails means the fix is wrong: fix its producer, not this test.
"""
import base64
import collections
import json
import os
import subprocess
import sys

llmfmt, source = sys.argv[1], sys.argv[2]
fixtures = os.path.join(source, "tests", "fixtures")
# Directories of fixtures whose `input` is a document of the format, and the format's name.
PARSE_CASES = {"llmist": "llmist", "json5": "json5", "telt": "telt", "garyml": "garyml",
               "stf/decode": "stf", "dsl/parse": "dsl"}
ERROR_SEVERITIES = {"error", "block_fatal", "command_error"}
# What a right fix may reveal on its own line: a TELT command whose name is fixed is now known, so
# its parameters are checked (docs/formats/telt.md §5.2) — an error the bad name hid, not one the
# fix made.
# A near-miss fix makes its line syntax again, which the line's own checks then read: a lone CR
# before the directive a look-alike hid (LONE_CR), Unicode spaces before it (UNICODE_SPACE), an id
# that is ASCII again and declared twice (DUPLICATE_ID; docs/decisions.md "Near misses").
NEAR_MISS_REVEALS = {"LONE_CR", "UNICODE_SPACE", "DUPLICATE_ID"}
# A GaryML line indented by a Unicode space is not read (docs/formats/garyml.md §4.2): once its
# fix lets it be read, what it is gets said on it (stray text behind a Markdown bullet, which
# MARKDOWN_PREFIX names).
REVEALS = {"UNKNOWN_COMMAND": {"MISSING_REQUIRED_PARAM"}, "MALFORMED_COMMAND": {"MISSING_REQUIRED_PARAM"},
           "UNICODE_SPACE": {"UNEXPECTED_TEXT"},
           "LOOK_ALIKE_CHARACTER": NEAR_MISS_REVEALS, "INVISIBLE_CHARACTER": NEAR_MISS_REVEALS}
# A TELT line split at a lone CR (telt.md §1.3) gives the command the lines its writer meant, and
# what they lack is said on the command's own line: `--COMMAND k7q--` CR `ls` was a BASH script,
# split it is a parameter and BASH has no script (MISSING_REQUIRED_PARAM) — which the CR hid.
REVEALS_IN_COMMAND = {"LONE_CR": {"MISSING_REQUIRED_PARAM"}}
# A LONE_CR fix makes a line of what followed the CR, read for the first time: what that line is
# gets said on it (`/then` is UNKNOWN_DIRECTIVE on a line of its own; docs/formats/dsl.md §1.5).
REVEALS_ON_NEXT_LINE = {"LONE_CR"}
failures = []


def fixture_inputs():
    for directory, fmt in PARSE_CASES.items():
        root = os.path.join(fixtures, directory)
        for file in sorted(os.listdir(root)):
            if not file.endswith(".json"):
                continue
            case = json.load(open(os.path.join(root, file), encoding="utf-8"))
            if "input_base64" in case:
                data = base64.b64decode(case["input_base64"])
            elif isinstance(case.get("input"), list):
                data = "\n".join(case["input"]).encode()
            elif isinstance(case.get("input"), str):
                data = case["input"].encode()
            else:
                continue
            yield f"{directory}/{file[:-5]}", fmt, data, case.get("options") or {}


def diagnostics_of(fmt, data, options):
    args = [llmfmt, "parse", "--compact", "--format", fmt]
    if options:
        args += ["--options", json.dumps(options)]
    done = subprocess.run(args + ["-"], input=data, capture_output=True, timeout=60)
    if done.returncode != 0:
        raise RuntimeError(f"parse exited {done.returncode}: {done.stderr.decode(errors='replace')}")
    result = json.loads(done.stdout)
    return result.get("errors" if fmt == "telt" else "diagnostics", [])


def apply(data, edits):
    out, at = b"", 0
    for e in sorted(edits, key=lambda e: e["start"]["offset"]):
        out += data[at:e["start"]["offset"]] + e["text"].encode()
        at = e["end"]["offset"]
    return out + data[at:]


def errors_by_code(diagnostics):
    return collections.Counter(d["code"] for d in diagnostics if d["severity"] in ERROR_SEVERITIES)


# Under the sanitizers every parse starts an instrumented llmfmt: there only every SAMPLE-th input
# (LLMFMT_FIX_TEST_SAMPLE, set by tests/CMakeLists.txt); the Release build runs all.
sample = int(os.environ.get("LLMFMT_FIX_TEST_SAMPLE", "1"))
tried = collections.Counter()
for index, (name, fmt, data, options) in enumerate(fixture_inputs()):
    if index % sample:
        continue
    before = diagnostics_of(fmt, data, options)
    for d in before:
        if "fix" not in d:
            continue
        tried[fmt] += 1
        where = f"{name} {d['code']} at offset {d['offset']}"
        edits = d["fix"]["edits"]
        spans_ok = all(0 <= e["start"]["offset"] <= e["end"]["offset"] <= len(data) for e in edits)
        if not spans_ok:
            failures.append(f"{where}: an edit lies outside the input: {edits}")
            continue
        fixed = apply(data, edits)
        after = diagnostics_of(fmt, fixed, options)
        # The same place: its offset, unless an edit before it moved it (then by how much).
        shift = sum(len(e["text"].encode()) - (e["end"]["offset"] - e["start"]["offset"])
                    for e in edits if e["end"]["offset"] <= d["offset"] and e["start"]["offset"] < d["offset"])
        if any(a["code"] == d["code"] and a["offset"] == d["offset"] + shift for a in after):
            failures.append(f"{where}: still reported after its fix; fixed text: {fixed!r}")
        revealed = [a for a in after if a["code"] in REVEALS.get(d["code"], ()) and
                    a.get("line", a.get("line_number")) == d.get("line", d.get("line_number"))]
        if d["code"] in REVEALS_ON_NEXT_LINE:
            revealed += [a for a in after if a.get("line", a.get("line_number")) == d.get("line", d.get("line_number")) + 1]
        if fmt == "telt":
            revealed += [a for a in after if a["code"] in REVEALS_IN_COMMAND.get(d["code"], ()) and
                         a.get("line", a.get("line_number")) <= d.get("line", d.get("line_number"))]
        old, new = errors_by_code(before), errors_by_code([a for a in after if a not in revealed])
        grown = {code: n for code, n in new.items() if n > old[code]}
        if grown:
            failures.append(f"{where}: new errors after its fix: {grown}; fixed text: {fixed!r}")

# The fixtures must exercise the fixes of the formats that make them.
for fmt in ("llmist", "json5", "telt"):
    if tried[fmt] < 8 // sample:
        failures.append(f"only {tried[fmt]} {fmt} fixture diagnostics carry a fix (expected at least {8 // sample})")

for f in failures:
    print("FAIL", f)
print(f"{sum(tried.values())} fixes applied ({dict(tried)}), {len(failures)} failures")
sys.exit(1 if failures else 0)
