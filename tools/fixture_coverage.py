#!/usr/bin/env python3
"""What the conformance fixtures pin, per format (docs/conformance.md § Fixture coverage).

    tools/fixture_coverage.py [SOURCE_DIR]

For each format: the diagnostic codes its page (docs/formats/<fmt>.md, the first column of its
tables headed `code`) names and no fixture expects; the codes that carry a `fix` in llmfmt's output for some
fixture input (`llmfmt parse` via build/llmfmt, when it is there) but whose `fix` no fixture pins;
and how many cases pin `fix`, `content`, `context_window`, `span` and a diagnostic's `end`; the
kinds of object that carry a `span` in llmfmt's output (a GaryML `value(list)`, a DSL `defs`) and no
fixture pins the span of. Codes a page calls a guard that no input should give (`INTERNAL_ERROR`)
are listed apart.
"""
import json
import os
import re
import subprocess
import sys
import base64

root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
fixtures = os.path.join(root, "tests", "fixtures")
llmfmt = os.path.join(root, "build", "llmfmt")
PAGES = {"llmist": "llmist", "stf": "stf", "json5": "json5", "telt": "telt", "garyml": "garyml", "dsl": "dsl"}


def walk(node, key=None):
    yield key, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from walk(v, k)
    elif isinstance(node, list):
        for v in node:
            yield from walk(v, key)


def diagnostics_of(expected):
    if not isinstance(expected, dict):
        return []
    return list(expected.get("diagnostics", [])) + list(expected.get("errors", []))


# Per format: keys that hold the same kind of object, and the key that tells kinds apart.
ALIASES = {"garyml": {"children": "nodes", "header": "nodes", "items": "value"}}
TAGS = {"garyml": "type", "dsl": "kind"}


def span_kinds(fmt, node, key=None):
    """The kinds of object under `node` that have a `span`: the key they stand under (a list's
    items under the list's) and their `type` (GaryML) or `kind` (DSL), e.g. `value(list)`."""
    out = set()
    if isinstance(node, dict):
        if "span" in node:
            tag = node.get(TAGS.get(fmt, ""))
            out.add(ALIASES.get(fmt, {}).get(key, key or "top") + (f"({tag})" if isinstance(tag, str) else ""))
        for k, v in node.items():
            if k != "span":
                out |= span_kinds(fmt, v, k)
    elif isinstance(node, list):
        for v in node:
            out |= span_kinds(fmt, v, key)
    return out


def documented_codes(page_text):
    """The codes in the first column of the page's tables whose first heading is `code` (not the
    tables of error tokens or commands, whose names look alike), and those of them whose row says
    they are a guard no input should give ("never expected", "a guard")."""
    codes, guards, in_code_table = set(), set(), False
    for line in page_text.splitlines():
        if not line.startswith("|"):
            in_code_table = False
            continue
        cells = [c.strip() for c in line.strip("|").split("|")]
        if cells and cells[0] == "code":
            in_code_table = True
        elif in_code_table:
            m = re.fullmatch(r"`([A-Z][A-Z0-9_]+)`", cells[0]) if cells else None
            if m:
                codes.add(m.group(1))
                if re.search(r"never expected|a guard", line):
                    guards.add(m.group(1))
    return codes, guards


for fmt, page in PAGES.items():
    documented, guards = documented_codes(open(os.path.join(root, "docs", "formats", page + ".md")).read())
    expected_codes, fix_pinned, counts, cases, fix_in_output = set(), set(), {}, 0, set()
    spans_pinned, spans_in_output = set(), set()
    for dirpath, _, names in os.walk(os.path.join(fixtures, fmt)):
        for name in names:
            if not name.endswith(".json"):
                continue
            case = json.load(open(os.path.join(dirpath, name)))
            cases += 1
            expected = case.get("expected", {})
            pinned = set()
            for d in diagnostics_of(expected):
                expected_codes.add(d.get("code"))
                if d.get("fix") is not None and "fix" in d:
                    fix_pinned.add(d.get("code"))
                pinned |= {k for k in ("fix", "content", "context_window", "end") if k in d}
            if any(k == "span" for k, _ in walk(expected)):
                pinned.add("span")
                spans_pinned |= span_kinds(fmt, expected)
            for k in pinned:
                counts[k] = counts.get(k, 0) + 1
            if os.path.exists(llmfmt) and ("input" in case or "input_base64" in case) and "/run" not in dirpath:
                data = base64.b64decode(case["input_base64"]) if "input_base64" in case else (
                    "\n".join(case["input"]) if isinstance(case["input"], list) else case["input"]).encode()
                options = json.dumps(case.get("options", {}))
                p = subprocess.run([llmfmt, "parse", "--format", fmt, "--options", options, "-"], input=data, capture_output=True)
                try:
                    out = json.loads(p.stdout)
                    fix_in_output |= {d["code"] for d in diagnostics_of(out) if "fix" in d}
                    spans_in_output |= span_kinds(fmt, {k: v for k, v in out.items() if k not in ("diagnostics", "errors")})
                except ValueError:
                    pass
    print(f"{fmt}: {cases} cases")
    print(f"  codes on the page that no fixture expects: {', '.join(sorted(documented - expected_codes - guards)) or 'none'}")
    if guards:
        print(f"  guards, which no input should give: {', '.join(sorted(guards))}")
    if fix_in_output:
        print(f"  codes with a fix whose fix no fixture pins: {', '.join(sorted(fix_in_output - fix_pinned)) or 'none'}")
    print("  cases pinning " + ", ".join(f"{k} {counts.get(k, 0)}" for k in ("fix", "content", "context_window", "span", "end")))
    if spans_in_output:
        print(f"  spans in the output that no fixture pins: {', '.join(sorted(spans_in_output - spans_pinned)) or 'none'}")
