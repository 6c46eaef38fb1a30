"""The JSON Schemas of docs/schema/ against every fixture and against what `llmfmt parse` prints.

    schema_test.py SCHEMA_DIR FIXTURES_DIR      (LLMFMT_LIBRARY: the shared library)

1. Every fixture file validates against its format's fixture schema (the DSL and STF kinds by their
   directory, as tests/fixtures/README.md defines them).
2. Every fixture input, parsed with the case's options through the Python binding, validates against
   its format's output schema: the `input` of parse cases, the `program` of DSL prompt, response and
   run cases, the `expected_text` of STF encode cases (decoded).
3. The schemas can fail: broken copies of real outputs and fixtures (a missing required key, a wrong
   type, an unknown severity, …) are rejected.
4. The definitions every schema repeats (positions, spans, diagnostics) are the same in each file:
   the files stand alone for a port, so the copies must not drift apart.
5. The option keys the fixture schemas allow are keys options_from_json takes.
6. The structure schemas (<format>.structure.schema.json, tools/structure_schemas.py) are up to
   date, take every parse output and the same output without spans, positions, diagnostics and
   prose (what a port at `llmfmt conform --level structure` may print), which the output schema
   rejects.
Needs python3-jsonschema (4.10, Debian bookworm, or newer).
"""
import base64
import copy
import json
import os
import sys

try:
    import jsonschema
except ImportError:
    print("schema_test: the Python module jsonschema is missing: apt-get install python3-jsonschema "
          "(tools/dev.sh test installs it)")
    sys.exit(1)

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples", "python"))
import llmfmt  # noqa: E402

schema_dir, fixtures_dir = sys.argv[1], sys.argv[2]
FORMATS = ["llmist", "stf", "json5", "telt", "garyml", "dsl"]
failures = 0
checks = 0


def expect(condition, what):
    global failures, checks
    checks += 1
    if not condition:
        failures += 1
        print("FAIL:", what)


def load(path):
    with open(path, "rb") as f:
        return json.load(f)


def validator(schema, definition=None):
    """A draft 2020-12 validator of `schema`, or of one of its $defs (its own $refs still resolve)."""
    if definition:
        schema = {"$ref": "#/$defs/" + definition, "$defs": schema["$defs"]}
    return jsonschema.Draft202012Validator(schema)


def first_error(v, instance):
    """The most relevant violation, as "path: message", or None when the instance is valid."""
    error = jsonschema.exceptions.best_match(v.iter_errors(instance))
    if error is None:
        return None
    path = "/".join(str(p) for p in error.absolute_path)
    return "/%s: %s" % (path, error.message[:300])


def joined(lines):
    return lines if isinstance(lines, str) else "\n".join(lines)


schemas = {}
for fmt in FORMATS:
    for role in ("fixture", "output"):
        schema = load(os.path.join(schema_dir, "%s.%s.schema.json" % (fmt, role)))
        jsonschema.Draft202012Validator.check_schema(schema)  # raises on a schema that is no schema
        expect(schema.get("$schema") == "https://json-schema.org/draft/2020-12/schema",
               "%s.%s.schema.json: declares draft 2020-12" % (fmt, role))
        schemas[fmt, role] = schema
output_validators = {fmt: validator(schemas[fmt, "output"]) for fmt in FORMATS}
fixture_validators = {fmt: validator(schemas[fmt, "fixture"]) for fmt in FORMATS}
# The kind of a DSL or STF case is its directory; its own definition gives the precise error.
KIND_DEFINITIONS = {("dsl", k): k + "_case" for k in ("parse", "prompt", "response", "run")}
KIND_DEFINITIONS.update({("stf", k): k + "_case" for k in ("decode", "encode")})
kind_validators = {key: validator(schemas[key[0], "fixture"], d) for key, d in KIND_DEFINITIONS.items()}


def parse_inputs(fmt, case):
    """(what, text, options) for each text of the case that `llmfmt parse` can take."""
    options = case.get("options", {})
    if "input_base64" in case:
        yield "input", base64.b64decode(case["input_base64"]), options
    elif "input" in case:
        yield "input", joined(case["input"]), options
    if fmt == "dsl" and "program" in case:
        yield "program", joined(case["program"]), options
    if fmt == "stf" and "expected_text" in case:  # encode options are no decode options
        yield "expected_text", joined(case["expected_text"]), {}


# 1 and 2: every fixture file and every parse output.
outputs = {fmt: [] for fmt in FORMATS}  # the valid outputs, for the mutations below
fixtures = {fmt: [] for fmt in FORMATS}
for fmt in FORMATS:
    for root, _, names in sorted(os.walk(os.path.join(fixtures_dir, fmt))):
        for name in sorted(n for n in names if n.endswith(".json")):
            path = os.path.join(root, name)
            rel = os.path.relpath(path, fixtures_dir)
            kind = os.path.basename(root) if (fmt, os.path.basename(root)) in KIND_DEFINITIONS else None
            try:
                case = load(path)
            except ValueError as e:
                expect(False, "%s: not JSON: %s" % (rel, e))
                continue
            error = first_error(kind_validators[fmt, kind] if kind else fixture_validators[fmt], case)
            expect(error is None, "%s: fixture schema: %s" % (rel, error))
            if kind:  # and the whole schema takes it too
                error = first_error(fixture_validators[fmt], case)
                expect(error is None, "%s: fixture schema (all kinds): %s" % (rel, error))
            fixtures[fmt].append(case)
            for what, text, options in parse_inputs(fmt, case):
                try:
                    output = llmfmt.parse(fmt, text, **options)
                except llmfmt.Error as e:  # invalid options: the fixture schema has said so above
                    expect(False, "%s: parse of its %s refused: %s" % (rel, what, e))
                    continue
                error = first_error(output_validators[fmt], output)
                expect(error is None, "%s: parse output of its %s: %s" % (rel, what, error))
                outputs[fmt].append(output)
    expect(len(fixtures[fmt]) > 0 and len(outputs[fmt]) > 0, "%s: fixtures found and parsed" % fmt)


# 3: broken copies are rejected. Each mutation edits a deep copy in place.
def rejected(v, instance, mutate, what):
    broken = copy.deepcopy(instance)
    mutate(broken)
    expect(first_error(v, broken) is not None, "not rejected: " + what)


def with_item(documents, key):
    """The first document whose list `key` (a path of keys) is not empty."""
    for doc in documents:
        node = doc
        for k in key:
            node = node.get(k) if isinstance(node, dict) else None
        if node:
            return doc
    raise AssertionError("no document has an item in " + "/".join(key))


def at(document, path):
    """The value at `path` (keys and indices) in `document`."""
    for key in path:
        document = document[key]
    return document


def with_fix(document, key, fix):
    """A copy of `document` whose first diagnostic (list `key`) has `fix`."""
    out = copy.deepcopy(document)
    out[key][0]["fix"] = fix
    return out


DIAGNOSTICS = {fmt: "errors" if fmt == "telt" else "diagnostics" for fmt in FORMATS}
LINE = {fmt: "line_number" if fmt == "telt" else "line" for fmt in FORMATS}
for fmt in FORMATS:
    v, key, line = output_validators[fmt], DIAGNOSTICS[fmt], LINE[fmt]
    out = with_item(outputs[fmt], [key])
    rejected(v, out, lambda o: o.pop(key), fmt + " output without " + key)
    rejected(v, out, lambda o: o.update(unknown=1), fmt + " output with an unknown key")
    rejected(v, out, lambda o: o[key][0].pop("code"), fmt + " diagnostic without code")
    rejected(v, out, lambda o: o[key][0].pop("fix_hint"), fmt + " diagnostic without fix_hint")
    rejected(v, out, lambda o: o[key][0].update({line: str(o[key][0][line])}), fmt + " line as a string")
    rejected(v, out, lambda o: o[key][0].update(column=0), fmt + " column 0")
    rejected(v, out, lambda o: o[key][0].update(offset=-1), fmt + " offset -1")
    rejected(v, out, lambda o: o[key][0].update(severity="fatal"), fmt + " unknown severity")
    rejected(v, out, lambda o: o[key][0].update(code="missing comma"), fmt + " code not UPPER_SNAKE_CASE")
    # A fix: at least one edit, each with start, end and text, and nothing else.
    edit = {"start": {"line": 1, "column": 1, "offset": 0}, "end": {"line": 1, "column": 1, "offset": 0}, "text": ","}
    expect(first_error(v, with_fix(out, key, {"edits": [edit]})) is None, fmt + ": a diagnostic with a fix accepted")
    rejected(v, with_fix(out, key, {"edits": []}), lambda o: None, fmt + " fix without edits")
    rejected(v, with_fix(out, key, {"edits": [dict(edit, text=None)]}), lambda o: None, fmt + " fix edit text null")
    rejected(v, with_fix(out, key, {"edits": [edit]}), lambda o: o[key][0]["fix"]["edits"][0].pop("end"),
             fmt + " fix edit without end")
    rejected(v, with_fix(out, key, None), lambda o: None, fmt + " output fix null (absent when none)")

    f = with_item(fixtures[fmt], ["expected", key])
    fv = fixture_validators[fmt]
    rejected(fv, f, lambda c: c.pop("expected"), fmt + " fixture without expected")
    rejected(fv, f, lambda c: c.pop("description"), fmt + " fixture without description")
    rejected(fv, f, lambda c: c.update(description=1), fmt + " fixture description as a number")
    rejected(fv, f, lambda c: c["expected"][key][0].update(severity="fatal"), fmt + " fixture: unknown severity")
    rejected(fv, f, lambda c: c["expected"][key][0].pop("code"), fmt + " fixture diagnostic without code")
    rejected(fv, f, lambda c: c["expected"][key][0].update(message="x"), fmt + " fixture diagnostic with a message")
    rejected(fv, f, lambda c: c.update(options={"maxDepth": 3}), fmt + " fixture: option not snake_case")
    rejected(fv, f, lambda c: c.update(input=["a"], input_base64="YQ=="), fmt + " fixture: input and input_base64")

# Shapes particular to one format, in outputs and fixtures.
ov, fv = output_validators, fixture_validators
out = with_item(outputs["llmist"], ["calls"])
rejected(ov["llmist"], out, lambda o: o["calls"][0].update(parseError="x"), "llmist: parameters and parseError both set")
rejected(ov["llmist"], out, lambda o: o["calls"][0]["span"]["start"].update(line=0), "llmist: span line 0")
rejected(ov["llmist"], out, lambda o: o["calls"][0].pop("span"), "llmist: call without span")
rejected(ov["llmist"], out, lambda o: o["calls"][0].update(id="x"), "llmist: call with an unknown key")
f = with_item(fixtures["llmist"], ["expected", "calls"])
rejected(fv["llmist"], f, lambda c: c["expected"]["calls"][0].pop("parametersRaw"),
         "llmist fixture: call without parametersRaw")
rejected(fv["llmist"], f, lambda c: c.update(options={"start_prefix": ""}), "llmist fixture: empty marker")
out = with_item(outputs["stf"], ["messages"])
rejected(ov["stf"], out, lambda o: o["messages"][0].pop("role"), "stf: message without role")
rejected(ov["stf"], out, lambda o: o["messages"][0].update(content=1), "stf: content a number")
f = with_item([c for c in fixtures["stf"] if "expected_text" in c], ["messages"])
rejected(fv["stf"], f, lambda c: c.update(options={"extra": "yes"}), "stf encode fixture: option not a boolean")
rejected(fv["stf"], f, lambda c: c.update(options={"default_role": "user"}), "stf encode fixture: a decode option")
out = outputs["json5"][0]
rejected(ov["json5"], out, lambda o: o.pop("value"), "json5: no value key")
out = with_item(outputs["telt"], ["blocks"])
rejected(ov["telt"], out, lambda o: o["blocks"][0].update(valid="yes"), "telt: valid a string")
out = with_item([o for o in outputs["telt"] if o["blocks"] and o["blocks"][0]["commands"]], ["blocks"])
rejected(ov["telt"], out, lambda o: o["blocks"][0]["commands"][0].update(body=None), "telt: body null (absent when none)")
rejected(ov["telt"], out, lambda o: o["blocks"][0]["commands"][0].update(name="x"), "telt: command with an unknown key")
rejected(ov["telt"], out, lambda o: o["summary"].pop("commands_valid"), "telt: summary without commands_valid")
rejected(ov["telt"], out, lambda o: o.update(format="telt"), "telt: a format key (the spec's shape has none)")
out = with_item([o for o in outputs["telt"] if any(e["severity"] == "block_fatal" for e in o["errors"])], ["errors"])
rejected(ov["telt"], out, lambda o: o["errors"][0].update(severity="error"), "telt: a severity that is no TELT level")
out = with_item(outputs["garyml"], ["document", "nodes"])
rejected(ov["garyml"], out, lambda o: o["document"]["nodes"][0].update(type="element"), "garyml: unknown node type")
rejected(ov["garyml"], out, lambda o: o["document"]["nodes"][0].pop("children"), "garyml: node without children")
rejected(ov["garyml"], out, lambda o: o["document"]["nodes"][0].update(id="x"), "garyml: node with an unknown key")
gml = llmfmt.parse("garyml", ".Context n=3\n")
value = ["document", "nodes", 0, "parameters", 0, "value"]
expect(first_error(ov["garyml"], gml) is None and at(gml, value)["type"] == "integer", "garyml: .Context n=3 is valid")
rejected(ov["garyml"], gml, lambda o: at(o, value).update(value="3"), "garyml: an integer value as a string")
rejected(ov["garyml"], gml, lambda o: at(o, value).update(type="decimal"), "garyml: a decimal value without raw")
f = with_item(fixtures["garyml"], ["expected", "document", "nodes"])
rejected(fv["garyml"], f, lambda c: c["expected"]["document"]["nodes"][0].update(kind="directive"),
         "garyml fixture: unknown node key")
pattern = copy.deepcopy(f)
pattern["expected"]["document"]["nodes"][0]["parameters"] = [{"key": "k", "value": {"value": "x"}}]
expect(first_error(fv["garyml"], pattern) is None, "garyml fixture: a value pattern may leave out its type")
rejected(fv["garyml"], pattern, lambda c: c["expected"]["document"]["nodes"][0]["parameters"][0]["value"].update(value=[1]),
         "garyml fixture: a value pattern that fits no kind")
out = with_item([o for o in outputs["dsl"] if o["program"]["steps"]], ["program", "steps"])
rejected(ov["dsl"], out, lambda o: o["program"]["steps"][0]["instruction"]["segments"].append({"kind": "link"}),
         "dsl: unknown segment kind")
rejected(ov["dsl"], out, lambda o: o["program"].update(sigil="@@"), "dsl: a two-character sigil")
rejected(ov["dsl"], out, lambda o: o["program"]["steps"][0].update(step=1), "dsl: step with an unknown key")
rejected(ov["dsl"], out, lambda o: o["program"]["steps"][0]["span"]["end"].pop("offset"), "dsl: position without offset")
prompt, response, run = (next(c for c in fixtures["dsl"] if key in c) for key in ("expected_prompt", "reply", "replay"))
rejected(fv["dsl"], prompt, lambda c: c.update(step=0), "dsl prompt fixture: step 0")
rejected(fv["dsl"], response, lambda c: c.update(expected={"ok": False, "code": "OOPS"}), "dsl response fixture: unknown code")
rejected(fv["dsl"], response, lambda c: c.update(expected={"ok": True}), "dsl response fixture: ok without vars")
rejected(fv["dsl"], run, lambda c: c["expected"].update(status="done"), "dsl run fixture: unknown status")
rejected(fv["dsl"], run, lambda c: c.update(options={"sigil": "a"}), "dsl fixture: a letter as sigil")

# 4: the definitions each file repeats are the same in every file that has them.
for role, definitions in (("output", ("position", "span", "diagnostic")),
                          ("fixture", ("position", "span", "diagnostic", "lines", "base64"))):
    for d in definitions:
        copies = {fmt: schemas[fmt, role]["$defs"][d] for fmt in FORMATS if d in schemas[fmt, role].get("$defs", {})}
        for fmt, schema in copies.items():  # TELT has none of the output ones: no spans, its own errors
            expect(schema == copies["llmist"], "%s.%s.schema.json: $defs/%s differs from llmist's" % (fmt, role, d))

# 5: every option key a fixture schema allows is one options_from_json takes (what the fixture
# runner passes), for that format. STF encode options are the encoder's own (extra, metadata).
SAMPLE_OPTIONS = {"start_prefix": "<<<S:", "end_prefix": "<<<E", "arg_prefix": "@a:", "default_role": "user",
                  "max_depth": 3, "sigil": "$"}
for fmt in FORMATS:
    schema = schemas[fmt, "fixture"]
    cases = [schema] + [d for name, d in schema["$defs"].items() if name.endswith("_case") and name != "encode_case"]
    keys = {k for case in cases for k in case.get("properties", {}).get("options", {}).get("properties", {})}
    for key in sorted(keys):
        expect(key in SAMPLE_OPTIONS, "%s fixture schema: option %s is no options_from_json key" % (fmt, key))
        try:
            llmfmt.parse(fmt, "", **{key: SAMPLE_OPTIONS.get(key)})
        except llmfmt.Error as e:
            expect(False, "%s fixture schema: option %s refused by the library: %s" % (fmt, key, e))
    rejected(fixture_validators[fmt], fixtures[fmt][0], lambda c: c.update(options={"reference_lexer": True}),
             fmt + " fixture: reference_lexer (the runner's mode, no property of a case)")

# 6: structure schemas.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
import structure_schemas  # noqa: E402

DATA_KEYS = {"parameters", "value", "messages", "metadata", "params", "vars"}  # data: left as it is


def structure_only(node, key=None):
    if key in DATA_KEYS:
        return node
    if isinstance(node, dict):
        return {k: structure_only(v, k) for k, v in node.items() if k not in structure_schemas.NOT_STRUCTURE}
    if isinstance(node, list):
        return [structure_only(v) for v in node]
    return node


for fmt in FORMATS:
    schema = load(os.path.join(schema_dir, "%s.structure.schema.json" % fmt))
    expect(schema == structure_schemas.structure_schema(schemas[fmt, "output"], fmt),
           "%s.structure.schema.json is what tools/structure_schemas.py writes" % fmt)
    v = validator(schema)
    for output in outputs[fmt]:
        error = first_error(v, output)
        expect(error is None, "%s: a parse output fits the structure schema: %s" % (fmt, error))
        bare = structure_only(output)
        error = first_error(v, bare)
        expect(error is None, "%s: an output without spans and diagnostics fits the structure schema: %s" % (fmt, error))
    bare = structure_only(outputs[fmt][0])
    expect(first_error(output_validators[fmt], bare) is not None,
           "%s: the output schema rejects an output without spans and diagnostics" % fmt)
    broken = copy.deepcopy(bare)
    broken["unknown_key"] = 1
    expect(first_error(v, broken) is not None, "%s: the structure schema rejects an unknown key" % fmt)

print("schema: %d passed, %d failed" % (checks - failures, failures))
sys.exit(1 if failures else 0)
