#!/usr/bin/env python3
"""Numbers the docs state about the fixtures are the fixtures' own (issue 30: words that stay true).

    docs_numbers_test.py SOURCE_DIR

- docs/conformance.md: "(N JSON files in `tests/fixtures/`" is the count of fixture files;
- every "fixture set N" in docs/, README.md and tests/fixtures/README.md is tests/fixtures/VERSION;
- "the author's N examples" (docs/formats/telt.md) and "the N canonical examples"
  (tests/fixtures/README.md) count tests/fixtures/telt/example_*.json.
"""
import glob
import os
import re
import sys

root = sys.argv[1]
fixtures = os.path.join(root, "tests", "fixtures")
failures = []
checked = 0


def read(path):
    with open(os.path.join(root, path), encoding="utf-8") as f:
        return f.read()


def expect(where, pattern, want):
    """Every match of `pattern` (one group: a number, spaces allowed) in `where` is `want`; at least one."""
    global checked
    found = [int(m.replace(" ", "").replace("\u202f", "")) for m in re.findall(pattern, read(where))]
    checked += 1
    if not found:
        failures.append(f"{where}: no match for {pattern!r} (the sentence was reworded? update this test)")
    for n in found:
        if n != want:
            failures.append(f"{where}: says {n} for {pattern!r}, the fixtures say {want}")


files = sum(name.endswith(".json") for _, _, names in os.walk(fixtures) for name in names)
version = int(open(os.path.join(fixtures, "VERSION")).read().split()[0])
examples = len(glob.glob(os.path.join(fixtures, "telt", "example_*.json")))

expect("docs/conformance.md", r"\(([\d ]+) JSON files in `tests/fixtures/`", files)
for doc in ["docs/conformance.md"]:
    expect(doc, r"fixture set (\d+)", version)
for doc in glob.glob(os.path.join(root, "docs", "**", "*.md"), recursive=True) + [
        os.path.join(root, "README.md"), os.path.join(fixtures, "README.md")]:
    text = open(doc, encoding="utf-8").read()
    for n in re.findall(r"fixture set (\d+)", text):
        checked += 1
        if int(n) != version:
            failures.append(f"{os.path.relpath(doc, root)}: 'fixture set {n}', VERSION is {version}")
expect("docs/formats/telt.md", r"the author's (\d+) examples", examples)
expect("tests/fixtures/README.md", r"are the (\d+) canonical examples", examples)

for f in failures:
    print("FAILED:", f)
print(f"docs_numbers: {checked - len(failures)} checks passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
