#!/usr/bin/env python3
"""`llmfmt check` output forms and `check`/`parse` on many inputs (docs/cli.md § check).

    check_output_test.py LLMFMT SOURCE_DIR

Every fixture input with diagnostics is checked with --output json (must equal what `parse`
gives) and --output sarif (the SARIF 2.1.0 structure code-scanning pages require, one result per
diagnostic, a fix with the edits of each diagnostic's "fix"). Then: directory walking,
`-`, --quiet, --max-diagnostics, --color through a pipe, exit statuses, `parse` JSON lines.
"""
import base64
import json
import os
import pathlib
import subprocess
import sys
import tempfile
import urllib.parse

llmfmt, source = sys.argv[1], sys.argv[2]
fixtures = os.path.join(source, "tests", "fixtures")
examples = os.path.join(source, "examples")
failures = []
checks = 0

# Directories of fixtures whose `input` is a document of the format, and the format's extension.
PARSE_CASES = {"llmist": ".llmist", "json5": ".json5", "telt": ".telt", "garyml": ".gml",
               "stf/decode": ".stf", "dsl/parse": ".dsl"}
SARIF_LEVEL = {"error": "error", "warning": "warning", "info": "note",  # TELT's levels:
               "block_fatal": "error", "command_error": "error", "parameter_warning": "warning",
               "syntax_info": "note"}


def expect(name, condition, detail=""):
    global checks
    checks += 1
    if not condition:
        failures.append(f"{name}: {detail}")


def run(*args, stdin=None, env=None):
    return subprocess.run([llmfmt, *args], input=stdin, capture_output=True, timeout=60,
                          env=env if env is not None else {k: v for k, v in os.environ.items() if k != "NO_COLOR"})


def fixture_inputs():
    """(name, format directory, input bytes, options) of every fixture that is a parse case."""
    for directory in PARSE_CASES:
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
            yield f"{directory}/{file[:-5]}", directory, data, case.get("options") or {}


def sarif_uri(path):
    """SARIF's artifactLocation.uri of a path as Python's standard library writes it: a file: URI
    for an absolute path, a percent-encoded relative reference otherwise (RFC 3986)."""
    if os.path.isabs(path):
        return pathlib.PurePosixPath(path).as_uri()
    return urllib.parse.quote(path, safe="/")


def check_sarif(name, directory, cases, log):
    """The structure GitHub code scanning and the SARIF 2.1.0 schema require, result by result.
    `cases`: (path, input bytes, diagnostics as parse gives them) of every input of the run."""
    expect(f"{name} version", log.get("version") == "2.1.0", log.get("version"))
    expect(f"{name} $schema", "sarif-2.1.0" in log.get("$schema", ""), log.get("$schema"))
    runs = log.get("runs", [])
    expect(f"{name} one run", len(runs) == 1, len(runs))
    if len(runs) != 1:
        return
    run_ = runs[0]
    driver = run_["tool"]["driver"]
    expect(f"{name} driver", driver.get("name") == "llmfmt" and driver.get("version"), driver)
    rules = driver.get("rules", [])
    rule_ids = [r["id"] for r in rules]
    expect(f"{name} rules unique", len(rule_ids) == len(set(rule_ids)), rule_ids)
    expect(f"{name} rules are the codes", set(rule_ids) == {d["code"] for _, _, ds in cases for d in ds}, rule_ids)
    for rule in rules:
        expect(f"{name} rule documented", "docs/formats/" in rule["fullDescription"]["text"], rule)
    results = run_.get("results", [])
    expect(f"{name} one result per diagnostic", len(results) == sum(len(ds) for _, _, ds in cases), len(results))
    for path, data, diagnostics in cases:
        mine = [r for r in results if r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == sarif_uri(path)]
        expect(f"{name} {path} results", len(mine) == len(diagnostics), (len(mine), len(diagnostics)))
        check_results(f"{name} {os.path.basename(path)}", directory, data, diagnostics, mine, rules)


def check_results(name, directory, data, diagnostics, results, rules):
    for d, r in zip(diagnostics, results):
        where = f"{name} {d['code']}"
        expect(f"{where} ruleId", r.get("ruleId") == d["code"], r.get("ruleId"))
        expect(f"{where} ruleIndex", rules[r["ruleIndex"]]["id"] == d["code"], r.get("ruleIndex"))
        expect(f"{where} level", r.get("level") == SARIF_LEVEL[d["severity"]], (r.get("level"), d["severity"]))
        expect(f"{where} message", isinstance(r["message"]["text"], str) and r["message"]["text"], r["message"])
        region = r["locations"][0]["physicalLocation"]["region"]
        line = d.get("line", d.get("line_number"))
        expect(f"{where} startLine", region["startLine"] == line, (region, line))
        if "column" in d:
            expect(f"{where} startColumn", region["startColumn"] == d["column"], (region, d))
        if "end" in d:
            end = d["end"]
            if (end["line"], end["column"]) >= (line, d["column"]):
                expect(f"{where} end", (region["endLine"], region["endColumn"]) == (end["line"], end["column"]), region)
        expect(f"{where} region order",
               (region["endLine"], region["endColumn"]) >= (region["startLine"], region["startColumn"]), region)
        # A fix exactly where the diagnostic has one ("fix" in the JSON), its edits as replacements.
        if "fix" not in d:
            expect(f"{where} no fix", "fixes" not in r, r.get("fixes"))
            continue
        expect(f"{where} fix", len(r.get("fixes", [])) == 1, r.get("fixes"))
        if len(r.get("fixes", [])) != 1:
            continue
        replacements = r["fixes"][0]["artifactChanges"][0]["replacements"]
        expect(f"{where} fix replacements", replacements == [
            {"deletedRegion": {"startLine": e["start"]["line"], "startColumn": e["start"]["column"],
                               "endLine": e["end"]["line"], "endColumn": e["end"]["column"]},
             "insertedContent": {"text": e["text"]}} for e in d["fix"]["edits"]], (replacements, d["fix"]))


def test_fixtures(tmp):
    """Per format directory and options: every case in its own file in one folder, given to one run
    each of parse (JSON lines), check --output json and check --output sarif."""
    groups = {}
    for name, directory, data, options in fixture_inputs():
        key = (directory, json.dumps(options, sort_keys=True))
        folder = os.path.join(tmp, "fixtures", str(len(groups) if key not in groups else groups[key][0]))
        groups.setdefault(key, (len(groups), folder, []))
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, name.replace("/", "__") + PARSE_CASES[directory])
        with open(path, "wb") as f:
            f.write(data)
        groups[key][2].append((path, data))
    with_diagnostics = 0
    for (directory, options), (_, folder, cases) in groups.items():
        opts = ["--options", options]
        paths = sorted(path for path, _ in cases)
        data_of = dict(cases)
        parsed = [json.loads(l) for l in run("parse", *opts, folder).stdout.decode().split("\n")[:-1]]
        expect(f"{folder} parse lines", [p["path"] for p in parsed] == paths, len(parsed))
        expected = {p["path"]: p["result"]["errors"] if directory == "telt" else p["result"]["diagnostics"] for p in parsed}
        with_diagnostics += sum(1 for ds in expected.values() if ds)
        has_errors = any(SARIF_LEVEL[d["severity"]] == "error" for ds in expected.values() for d in ds)
        p = run("check", "--output", "json", *opts, folder)
        got = [json.loads(l) for l in p.stdout.decode().split("\n")[:-1]]  # not splitlines(): U+2028 is data
        expect(f"{directory} json exit", p.returncode == (1 if has_errors else 0), p.returncode)
        expect(f"{directory} json one line per file", [g["path"] for g in got] == paths, len(got))
        for g in got:
            expect(f"{g['path']} json = parse", g == {"path": g["path"], "format": directory.split("/")[0],
                                                      "diagnostics": expected[g["path"]]}, str(g)[:300])
        p = run("check", "--output", "sarif", *opts, folder)
        expect(f"{directory} sarif exit", p.returncode == (1 if has_errors else 0), p.returncode)
        check_sarif(directory, directory, [(path, data_of[path], expected[path]) for path in paths], json.loads(p.stdout))
    expect("fixtures with diagnostics found", with_diagnostics > 200, with_diagnostics)


def test_many_inputs(tmp):
    tree = os.path.join(tmp, "tree")
    for rel, text in {"b/bad.llmist": "!!!GADGET_START:bad-name\n!!!ARG:x\n1\n!!!GADGET_END\n",
                      "a/good.json5": "{a: 1}\n", "a/z/deep.stf": ";user\nhi\n",
                      ".hidden/bad.llmist": "!!!GADGET_START:bad-name\n", "notes.txt": "not a format\n"}.items():
        os.makedirs(os.path.dirname(os.path.join(tree, rel)), exist_ok=True)
        with open(os.path.join(tree, rel), "w") as f:
            f.write(text)
    p = run("check", tree)
    out, err = p.stdout.decode(), p.stderr.decode()
    expect("walk exit 1", p.returncode == 1, (p.returncode, err))
    counts = [l.split(":")[0] for l in out.splitlines() if l.endswith("note(s)")]
    expect("walk sorted, known extensions, hidden skipped", counts == [
        os.path.join(tree, "a/good.json5"), os.path.join(tree, "a/z/deep.stf"), os.path.join(tree, "b/bad.llmist")], counts)
    expect("walk summary", err.strip() == "3 files: 1 error, 0 warnings, 0 notes", err)

    p = run("check", "--quiet", tree)
    expect("quiet: no stdout", p.stdout == b"", p.stdout)
    expect("quiet: the summary", p.stderr.decode() == "3 files: 1 error, 0 warnings, 0 notes\n", p.stderr)

    mistakes = os.path.join(examples, "mistakes.llmist")  # 5 errors, 1 warning
    p = run("check", "--max-diagnostics", "2", mistakes)
    headers = [l for l in p.stdout.decode().splitlines() if ": error[" in l]
    expect("max-diagnostics prints 2", len(headers) == 2, p.stdout)
    expect("max-diagnostics says what is left out",
           p.stderr.decode().strip() == "1 file: 5 errors, 1 warning, 0 notes; 4 diagnostics not shown (--max-diagnostics 2)",
           p.stderr)
    expect("max-diagnostics exit", p.returncode == 1, p.returncode)

    bad = b"!!!GADGET_START:bad-name\n"
    p = run("check", "--format", "llmist", "-", stdin=bad)
    expect("stdin check", p.returncode == 1 and p.stdout.startswith(b"-:1:17: error[INVALID_HEADER]"), p.stdout)
    p = run("check", "--output", "sarif", "--format", "llmist", "-", stdin=bad)
    uri = json.loads(p.stdout)["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
    expect("stdin sarif uri", uri == "-", uri)

    # -j N checks N inputs at once and prints exactly what one at a time prints, in every form;
    # an unreadable input among them is reported in its place.
    for form in (["--color", "always"], ["--max-diagnostics", "3"], ["--output", "json"], ["--output", "sarif"]):
        args = ["check", *form, examples, fixtures + "/json5", os.path.join(tmp, "nope.llmist"), mistakes]
        one, four = run(*args), run("check", "-j", "4", *args[1:])
        expect(f"-j 4 {form}: same output", (four.stdout, four.stderr, four.returncode) == (one.stdout, one.stderr, one.returncode),
               (four.stdout[-300:], one.stdout[-300:], four.stderr[-300:], one.stderr[-300:]))
        expect(f"-j 4 {form}: exit 2 (an unreadable input)", one.returncode == 2, one.returncode)
    for jobs in ("0", "-1", "2.5", "x"):
        p = run("check", "-j", jobs, mistakes)
        expect(f"-j {jobs}: usage error", p.returncode == 2 and b"--jobs" in p.stderr, (p.returncode, p.stderr[-200:]))

    # Artifact locations are URIs (RFC 3986): file:///… for an absolute path, a relative
    # reference for a relative one; a space, '%', ':', '#', '?' and non-ASCII bytes percent-encoded.
    odd = os.path.join(tmp, "odd dir")
    os.makedirs(odd)
    name = "a:b%c#d?e \u00e9.llmist"
    with open(os.path.join(odd, name), "wb") as f:
        f.write(bad)
    for arg, cwd, want in [(os.path.join(odd, name), None, "file://" + urllib.parse.quote(odd, safe="/") + "/a%3Ab%25c%23d%3Fe%20%C3%A9.llmist"),
                           (os.path.join("odd dir", name), tmp, "odd%20dir/a%3Ab%25c%23d%3Fe%20%C3%A9.llmist")]:
        p = subprocess.run([os.path.abspath(llmfmt), "check", "--output", "sarif", arg], capture_output=True, cwd=cwd, timeout=60)
        result = json.loads(p.stdout)["runs"][0]["results"][0]
        uri = result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        expect(f"sarif uri of {arg}", uri == want and uri == sarif_uri(arg), (uri, want))
        if os.path.isabs(arg):
            expect("sarif file uri round trip", urllib.parse.unquote(urllib.parse.urlparse(uri).path) == arg, uri)

    # Colour: never through a pipe with auto; always forces it; NO_COLOR does not beat always.
    p = run("check", mistakes)
    expect("auto in a pipe: no colour", b"\x1b[" not in p.stdout, p.stdout[:200])
    p = run("check", "--color", "always", mistakes, env={**os.environ, "NO_COLOR": "1"})
    expect("always: colour", b"\x1b[1;31merror\x1b[0m" in p.stdout, p.stdout[:200])
    p = run("check", "--color", "never", "--max-diagnostics", "1", mistakes)
    expect("never: none", b"\x1b[" not in p.stdout, p.stdout[:200])

    # Exit statuses: 0 clean, 2 for usage and I/O problems (the other inputs still checked).
    expect("clean exit 0", run("check", os.path.join(tree, "a")).returncode == 0)
    empty = os.path.join(tmp, "empty")
    os.makedirs(empty)
    p = run("check", empty, mistakes)
    expect("empty directory exit 2", p.returncode == 2 and b"no files of a known format" in p.stderr, p.stderr)
    expect("empty directory: the rest checked", b"mistakes.llmist: 5 error(s)" in p.stdout, p.stdout[-200:])
    expect("empty directory: summary", b"1 file: 5 errors, 1 warning, 0 notes; 1 input not checked" in p.stderr, p.stderr)
    expect("missing file exit 2", run("check", os.path.join(tmp, "nope.llmist")).returncode == 2)
    expect("stdin twice exit 2", run("check", "--format", "llmist", "-", "-", stdin=bad).returncode == 2)
    expect("bad --color exit 2", run("check", "--color", "sometimes", mistakes).returncode == 2)
    expect("bad --output exit 2", run("check", "--output", "xml", mistakes).returncode == 2)
    expect("--quiet with json exit 2", run("check", "--quiet", "--output", "json", mistakes).returncode == 2)
    p = run("check", "--output", "sarif", mistakes, os.path.join(tmp, "nope.llmist"))
    log = json.loads(p.stdout)
    invocation = log["runs"][0]["invocations"][0]
    expect("sarif unreadable: exit 2", p.returncode == 2, p.returncode)
    expect("sarif unreadable: notified", not invocation["executionSuccessful"]
           and "nope.llmist" in invocation["toolExecutionNotifications"][0]["message"]["text"], invocation)
    expect("sarif unreadable: the rest", len(log["runs"][0]["results"]) == 6, len(log["runs"][0]["results"]))

    # parse of several inputs: JSON lines, each {"path", "result"} with what parse prints for it.
    p = run("parse", tree)
    lines = [json.loads(l) for l in p.stdout.decode().splitlines()]
    expect("parse lines exit", p.returncode == 0, p.stderr)
    expect("parse lines paths", [l["path"] for l in lines] == [
        os.path.join(tree, "a/good.json5"), os.path.join(tree, "a/z/deep.stf"), os.path.join(tree, "b/bad.llmist")], lines)
    for l in lines:
        alone = json.loads(run("parse", "--compact", l["path"]).stdout)
        expect(f"parse line = parse of {l['path']}", l["result"] == alone, l)
    p = run("parse", "--format", "llmist", "-", mistakes, stdin=bad)
    lines = [json.loads(l) for l in p.stdout.decode().splitlines()]
    expect("parse - and a file", [l["path"] for l in lines] == ["-", mistakes], lines)
    p = run("parse", mistakes, os.path.join(tmp, "nope.llmist"))
    expect("parse unreadable among others: exit 2, the rest printed", p.returncode == 2 and p.stdout.count(b"\n") == 1,
           (p.returncode, p.stdout[:200]))
    p = run("parse", mistakes)
    expect("parse one file: as ever", p.stdout.startswith(b'{\n  "format": "llmist"'), p.stdout[:100])


with tempfile.TemporaryDirectory() as tmp:
    test_fixtures(tmp)
    test_many_inputs(tmp)
for f in failures:
    print("FAIL", f)
print(f"check_output: {checks - len(failures)} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
