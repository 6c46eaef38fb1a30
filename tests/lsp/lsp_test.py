#!/usr/bin/env python3
"""Protocol-level tests of `llmfmt lsp` (docs/editors.md): each method over real pipes, the
framing's robustness, positions in UTF-16 and UTF-8 (astral characters included), incremental
edits, quick fixes against `llmfmt fix`, formatting against `llmfmt fmt`, symbols, definitions,
references and hover, for every format.

    lsp_test.py LLMFMT REPO
"""
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lsp_client import Client, apply_edits  # noqa: E402

LLMFMT, REPO = sys.argv[1], sys.argv[2]
EXAMPLES = os.path.join(REPO, "examples")
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print("FAIL:", what)


def rng(l1, c1, l2, c2):
    return {"start": {"line": l1, "character": c1}, "end": {"line": l2, "character": c2}}


def doc(uri):
    return {"textDocument": {"uri": uri}}


def at(uri, line, character):
    return {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}


def read(name):
    with open(os.path.join(EXAMPLES, name), encoding="utf-8") as f:
        return f.read()


def by_code(diagnostics, code):
    return [d for d in diagnostics if d["code"] == code]


def heading_anchors(markdown_path):
    anchors = set()
    with open(markdown_path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                title = line.lstrip("#").strip()
                anchors.add("".join(c.lower() if c.isalnum() else "-" if c in " -" else c if c == "_" else ""
                                    for c in title))
    return anchors


# ---- lifecycle, errors, framing ---------------------------------------------------------------
c = Client(LLMFMT)
reply = c.request("textDocument/documentSymbol", doc("file:///a.gml"))
check(reply.get("error", {}).get("code") == -32002, f"a request before initialize: ServerNotInitialized, got {reply}")
init = c.initialize({"general": {"positionEncodings": ["utf-8", "utf-16"]}})
caps = init["capabilities"]
check(caps["positionEncoding"] == "utf-8", "utf-8 is chosen when the client offers it")
check(caps["textDocumentSync"] == {"openClose": True, "change": 2}, "incremental sync")
check(caps["codeActionProvider"]["codeActionKinds"] == ["quickfix", "source.fixAll"], "code action kinds")
for cap in ["documentFormattingProvider", "documentSymbolProvider", "definitionProvider", "referencesProvider",
            "hoverProvider"]:
    check(caps.get(cap) is True, f"capability {cap}")
check(c.request("initialize", {"capabilities": {}})["error"]["code"] == -32600, "initialize twice: InvalidRequest")

c.write_raw(b"garbage without a header end\r\n\r\n")
log = c.wait(lambda m: m.get("method") == "window/logMessage")
check("Content-Length" in log["params"]["message"] or "':'" in log["params"]["message"],
      f"a header without Content-Length is logged: {log}")
c.write_raw(b"Content-Length: 12x\r\n\r\n")
log = c.wait(lambda m: m.get("method") == "window/logMessage")
check("invalid Content-Length" in log["params"]["message"], f"an invalid Content-Length is logged: {log}")
c.write_raw(b"Content-Length: 5\r\n\r\n{oops")
err = c.wait(lambda m: "error" in m and m["error"]["code"] == -32700)
check(err["id"] is None, "a body that is not JSON: ParseError with id null")
c.write_raw(c.framed([1, 2]))
err = c.wait(lambda m: "error" in m and m["error"]["code"] == -32600)
check(err["id"] is None, "a JSON array: InvalidRequest")
reply = c.request("foo/bar", {})
check(reply.get("error", {}).get("code") == -32601, "an unknown method: MethodNotFound")
c.notify("foo/notified", {"x": 1})  # an unknown notification: no answer (checked below: the backlog)
reply = c.request("textDocument/hover", {})
check(reply.get("error", {}).get("code") == -32602, "missing params: InvalidParams")
reply = c.request("textDocument/hover", at("file:///not-open.gml", 0, 0))
check(reply.get("error", {}).get("code") == -32602, "a document that is not open: InvalidParams")
c.send({"jsonrpc": "2.0", "id": {"x": 1}, "method": "shutdown"})
err = c.wait(lambda m: "error" in m and m["error"]["code"] == -32600 and m["id"] is None)
check("id" in err["error"]["message"], "an object as id: InvalidRequest")
# A message that arrives in pieces (the header cut in two, the body in three) is read whole.
import time  # noqa: E402
rid = c.request_id()
data = c.framed({"jsonrpc": "2.0", "id": rid, "method": "foo/pieces", "params": {}})
for piece in (data[:7], data[7:20], data[20:30], data[30:]):
    c.write_raw(piece)
    time.sleep(0.05)
reply = c.wait(lambda m: m.get("id") == rid)
check(reply.get("error", {}).get("code") == -32601, f"a message written in pieces is answered: {reply}")
# A request cancelled by a message that arrives with it is not run.
rid = c.request_id()
c.write_raw(c.framed({"jsonrpc": "2.0", "id": rid, "method": "textDocument/documentSymbol", "params": doc("file:///x.gml")})
            + c.framed({"jsonrpc": "2.0", "method": "$/cancelRequest", "params": {"id": rid}}))
reply = c.wait(lambda m: m.get("id") == rid)
check(reply.get("error", {}).get("code") == -32800, f"a cancelled request: RequestCancelled, got {reply}")

# ---- positions: UTF-8 here (astral characters are 4 bytes) -------------------------------------
dsl_uri = "file:///t/astral.dsl"
text = "Summarise \U0001F600 and @ghost\n"
diags = c.open(dsl_uri, text, "dsl")
undefined = by_code(diags, "UNDEFINED_VARIABLE")
check(len(undefined) == 1 and undefined[0]["range"] == rng(0, 19, 0, 20),
      f"utf-8: the '@' after an emoji is at byte 19: {undefined}")
check(undefined and undefined[0]["severity"] == 1 and undefined[0]["source"] == "llmfmt", "severity error, source")
c.notify("textDocument/didChange", {"textDocument": {"uri": dsl_uri, "version": 2},
                                    "contentChanges": [{"range": rng(0, 0, 0, 0), "text": "\u00e9"}]})
diags = c.diagnostics(dsl_uri)
check(by_code(diags, "UNDEFINED_VARIABLE")[0]["range"] == rng(0, 21, 0, 22), "utf-8: an inserted é moves it 2 bytes")
c.notify("textDocument/didClose", doc(dsl_uri))
check(c.diagnostics(dsl_uri) == [], "didClose clears the document's diagnostics")

# Anything left over is an answer nobody asked for (an unknown notification must get none).
leftovers = [m for m in c.backlog if "id" in m and m.get("method") is None]
check(not leftovers, f"no unexpected responses: {leftovers}")
status = c.close()
check(status == 0, f"shutdown then exit: status 0, got {status}")

# ---- UTF-16 (the default), incremental edits --------------------------------------------------
c = Client(LLMFMT)
init = c.initialize({})
check(init["capabilities"]["positionEncoding"] == "utf-16", "utf-16 without an offer")
diags = c.open(dsl_uri, text, "dsl")
check(by_code(diags, "UNDEFINED_VARIABLE")[0]["range"] == rng(0, 17, 0, 18),
      "utf-16: the emoji counts 2 units, the '@' is at 17")
edits = [
    ([{"range": rng(0, 0, 0, 0), "text": "\U0001F600"}], 19, "an emoji inserted before it: +2 units"),
    ([{"range": rng(0, 1, 0, 1), "text": "X"}], 20, "a position inside a surrogate pair is the character's start"),
    ([{"range": rng(0, 0, 0, 3), "text": ""}], 17, "deleting 'X' and the emoji (3 units)"),
    ([{"range": rng(0, 9999, 0, 9999), "text": " @more"}], 17, "a character past the line end is its end"),
    ([{"range": rng(5000, 0, 5001, 3), "text": "/THEN again @ghost\n"}], 17, "a line past the last is the end"),
    ([{"range": rng(0, 5, 0, 2), "text": ""}], 14, "a reversed range is read in order"),
    ([{"text": "Summarise and @ghost\n"}], 14, "a change without a range replaces the text"),
]
for version, (changes, column, what) in enumerate(edits, start=2):
    c.notify("textDocument/didChange", {"textDocument": {"uri": dsl_uri, "version": version}, "contentChanges": changes})
    message = c.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == dsl_uri)
    found = by_code(message["params"]["diagnostics"], "UNDEFINED_VARIABLE")
    check(found and found[0]["range"]["start"] == {"line": 0, "character": column}, f"{what}: {found[:1]}")
    check(message["params"]["version"] == version, f"{what}: published with version {version}")
    if "line past the last" in what:
        check(any(d["range"]["start"]["line"] == 1 for d in found), f"{what}: the appended line has its reference")
# Several changes in one batch are diagnosed once.
c.write_raw(b"".join(c.framed({"jsonrpc": "2.0", "method": "textDocument/didChange",
                               "params": {"textDocument": {"uri": dsl_uri, "version": 100 + k},
                                          "contentChanges": [{"range": rng(0, 0, 0, 0), "text": "a"}]}})
                     for k in range(3)))
message = c.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == dsl_uri)
check(message["params"]["version"] in (100, 101, 102), "changes in a batch: diagnosed")

# ---- diagnostics of every format --------------------------------------------------------------
docs_dir = os.path.join(REPO, "docs", "formats")
files = {"gml": "garyml", "dsl": "dsl", "json5": "json5", "llmist": "llmist", "telt": "telt"}
opened = {}
for ext, fmt in files.items():
    uri = f"file:///t/mistakes.{ext}"
    opened[fmt] = (uri, read(f"mistakes.{ext}"))
    diags = c.open(uri, opened[fmt][1], "")  # no languageId: the format comes from the extension
    check(len(diags) > 0, f"{fmt}: mistakes.{ext} has diagnostics")
    for d in diags:
        href = d.get("codeDescription", {}).get("href", "")
        m = re.match(r"file://(.*)/(\w+)\.md#(.+)$", href)
        check(m is not None and m.group(2) == fmt, f"{fmt}: {d['code']} links its format's docs: {href!r}")
        if m:
            check(m.group(3) in heading_anchors(os.path.join(docs_dir, fmt + ".md")),
                  f"{fmt}: {d['code']}'s link names a heading of {fmt}.md: #{m.group(3)}")
stf_uri = "file:///t/chat.stf"
diags = c.open(stf_uri, ";user\nhello\n;bogus\n;assistant Name=y\nhi\n", "stf")
check([d["code"] for d in diags] == ["UNKNOWN_COMMAND", "INVALID_ARGUMENT_KEY"], f"stf codes: {diags}")
check(diags[0]["range"] == rng(2, 0, 2, 1), f"stf: UNKNOWN_COMMAND at the ';': {diags[0]['range']}")
telt_uri, telt_text = opened["telt"]
telt_diags = c.open(telt_uri, telt_text)  # reopened: published again
unknown = by_code(telt_diags, "UNKNOWN_COMMAND")[0]
check(unknown["range"] == rng(3, 0, 3, 1), f"telt: UNKNOWN_COMMAND on line 4: {unknown['range']}")
check(unknown["message"].startswith("command_error: "), "telt: the level leads the message")
check(unknown["relatedInformation"][0]["location"]["range"]["start"] == {"line": 2, "character": 0},
      "telt: related information points at the block's header line")
check(unknown["codeDescription"]["href"].endswith("telt.md#52-checks"), "telt: UNKNOWN_COMMAND links § 5.2")
gml_uri, gml_text = opened["garyml"]

# ---- hover ----------------------------------------------------------------------------------
hover = c.result("textDocument/hover", at(telt_uri, 3, 0))
check(hover and "UNKNOWN_COMMAND" in hover["contents"]["value"] and "| `UNKNOWN_COMMAND` |" in hover["contents"]["value"],
      f"hover on a diagnostic shows its code's table row: {hover}")
check(hover and hover["range"] == unknown["range"], "hover's range is the diagnostic's")
check(c.result("textDocument/hover", at(telt_uri, 0, 3)) is None, "hover where there is no diagnostic: null")
hover = c.result("textDocument/hover", at(gml_uri, 3, 3))  # `.Context` (no diagnostic under the cursor there)
check(hover and "| `.Context` |" in hover["contents"]["value"] and hover["range"] == rng(3, 0, 3, 8),
      f"hover on a GaryML directive shows its row of the core directives table: {hover}")
dsl_mistakes_uri = opened["dsl"][0]
hover = c.result("textDocument/hover", at(dsl_mistakes_uri, 4, 2))  # `/FROM @risks, …`
check(hover and "/FROM e1, e2" in hover["contents"]["value"] and "dsl.md#31-from-e1-e2-)" in hover["contents"]["value"],
      f"hover on a DSL directive shows its section: {hover}")

# ---- code actions -------------------------------------------------------------------------------
json5_uri, json5_text = opened["json5"]
actions = c.result("textDocument/codeAction", {**doc(json5_uri), "range": rng(1, 0, 1, 0), "context": {"diagnostics": []}})
quick = [a for a in actions if a["kind"] == "quickfix"]
check(len(quick) == 1 and quick[0]["title"].startswith("Fix MISSING_COMMA"), f"json5: one quick fix on line 2: {actions}")
if quick:
    fixed = apply_edits(json5_text, quick[0]["edit"]["changes"][json5_uri])
    check(fixed.splitlines()[1] == "  name: 'search',", f"the quick fix adds the comma: {fixed.splitlines()[1]!r}")
    check(quick[0]["diagnostics"][0]["code"] == "MISSING_COMMA", "the quick fix names its diagnostic")
fix_all = [a for a in actions if a["kind"] == "source.fixAll"]
check(len(fix_all) == 1, "json5: a fix-all action")
for fmt, (uri, text) in opened.items():
    actions = c.result("textDocument/codeAction", {**doc(uri), "range": rng(0, 0, 0, 0),
                                                    "context": {"diagnostics": [], "only": ["source.fixAll"]}})
    check(all(a["kind"] == "source.fixAll" for a in actions), f"{fmt}: only=source.fixAll gives only it")
    expected = subprocess.run([LLMFMT, "fix", "--format", fmt, "-"], input=text.encode(), capture_output=True).stdout.decode()
    got = apply_edits(text, actions[0]["edit"]["changes"][uri]) if actions else text
    check(got == expected, f"{fmt}: fix-all gives what `llmfmt fix` gives")

# Code actions follow the text: after an edit that fixes everything, none are offered.
fixed_json5 = subprocess.run([LLMFMT, "fix", "--format", "json5", "-"], input=json5_text.encode(), capture_output=True).stdout.decode()
c.notify("textDocument/didChange", {"textDocument": {"uri": json5_uri, "version": 7}, "contentChanges": [{"text": fixed_json5}]})
remaining = c.diagnostics(json5_uri)
actions = c.result("textDocument/codeAction", {**doc(json5_uri), "range": rng(0, 0, 99, 0), "context": {"diagnostics": []}})
check(actions == [] and len(remaining) < 6, f"after fixing, no code actions: {actions}")
c.notify("textDocument/didChange", {"textDocument": {"uri": json5_uri, "version": 8}, "contentChanges": [{"text": json5_text}]})
c.diagnostics(json5_uri)

# The fix checks wait (api/fix_checks.h): an edit's diagnostics come first, then, when no message
# waits, the fix checks run; a JSON5 hint they may take is shown only after them, in a second
# publication of the same version. `llmfmt check` keeps MISSING_COMMA's fix and hint here and
# takes MISSING_COLON's (a guess).
held_uri = "file:///t/held.json5"
held_text = '{\n  x "id": 1,\n  "a": 1\n  "b": 2\n}\n'
first = c.open(held_uri, held_text)
check([d["code"] for d in first] == ["MISSING_COLON", "MISSING_COMMA"], f"json5 held hints: codes {first}")
check(all("\nfix:" not in d["message"] for d in first), f"json5: no hint before the fix checks: {first}")
second = c.diagnostics(held_uri)  # the same version, published again
by = {d["code"]: d["message"] for d in second}
check(by.get("MISSING_COMMA", "").endswith('\nfix:   "a": 1,') and "\nfix:" not in by.get("MISSING_COLON", "\nfix:"),
      f"json5: after the fix checks, the kept fix's hint only: {second}")
cli = subprocess.run([LLMFMT, "check", "--format", "json5", "-"], input=held_text.encode(), capture_output=True).stdout.decode()
check("= fix:   \"a\": 1," in cli and cli.count("= fix:") == 1, f"json5: `llmfmt check` shows the same one hint: {cli}")
actions = c.result("textDocument/codeAction", {**doc(held_uri), "range": rng(0, 0, 9, 0), "context": {"diagnostics": []}})
check([a["title"] for a in actions if a["kind"] == "quickfix"] == ['Fix MISSING_COMMA:   "a": 1,'],
      f"json5: the checked fix is the quick fix offered: {actions}")
# Other formats' fix checks take edits only: their hints are shown at once, and nothing is published twice.
gml_held_uri = "file:///t/held.gml"
first = c.open(gml_held_uri, ".GaryML version: 1.0\n.Role: Writer\n.context id=a\n")
check(any(d["code"] == "MISCASED_DIRECTIVE" and "\nfix:" in d["message"] for d in first), f"garyml: hint at once: {first}")
c.result("textDocument/hover", at(gml_held_uri, 2, 1))  # (a moment for the idle work)
check(not any(m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == gml_held_uri
              for m in c.backlog), "garyml: published once")

# ---- formatting ---------------------------------------------------------------------------------
plain_uri = "file:///t/plain.gml"
plain = ".GaryML   version: 1.0\n.Role:    Scaffolder\n.Context id=c1 type=file\n    path: main.go\n"
check(c.open(plain_uri, plain) == [], "a valid GaryML document")
edits = c.result("textDocument/formatting", {**doc(plain_uri), "options": {"tabSize": 2, "insertSpaces": True}})
canonical = subprocess.run([LLMFMT, "fmt", "--format", "garyml", "-"], input=plain.encode(), capture_output=True).stdout.decode()
check(canonical != plain and apply_edits(plain, edits) == canonical, "formatting gives `llmfmt fmt`'s canonical form")
c.notify("textDocument/didChange", {"textDocument": {"uri": plain_uri, "version": 2}, "contentChanges": [{"text": canonical}]})
c.diagnostics(plain_uri)
check(c.result("textDocument/formatting", {**doc(plain_uri), "options": {}}) == [], "a canonical document: no edits")
reply = c.request("textDocument/formatting", {**doc(gml_uri), "options": {}})
check(reply.get("error", {}).get("code") == -32803, "formatting a GaryML document with errors fails (it would drop text)")
reply = c.request("textDocument/formatting", {**doc(json5_uri), "options": {}})
check(reply.get("error", {}).get("code") == -32803, "formatting JSON5 fails: no canonical form")

# ---- document symbols ---------------------------------------------------------------------------
def names(symbols):
    return [(s["name"], names(s.get("children", []))) if s.get("children") else s["name"] for s in symbols]


symbols = c.result("textDocument/documentSymbol", doc(plain_uri))
check(names(symbols) == [(".GaryML", ["version"]), ".Role", (".Context", ["id", "type", "path"])], f"garyml symbols: {names(symbols)}")
sym_uri = "file:///t/symbols.dsl"
c.open(sym_uri, "Gather facts\n/DEF facts /TYPE str\n/THEN Use @facts\n/FROM @facts\n/DEF verdict /TYPE bool\n/OUT done\n")
symbols = c.result("textDocument/documentSymbol", doc(sym_uri))
check(names(symbols) == [("step 1", ["facts"]), ("step 2", ["/FROM", "verdict", "/OUT"])], f"dsl symbols: {names(symbols)}")
check(symbols[0]["children"][0]["selectionRange"] == rng(1, 5, 1, 10) and symbols[0]["children"][0]["detail"] == "str",
      f"dsl: a /DEF's name and type: {symbols[0]['children'][0]}")
llmist_text = ("Plan:\n!!!GADGET_START:Fetch:f1\n!!!ARG:url\nx\n!!!GADGET_END\n"
               "!!!GADGET_START:Sum:s1:f1, f2\n!!!ARG:x\ny\n!!!GADGET_END\n")
llmist_uri = "file:///t/calls.llmist"
c.open(llmist_uri, llmist_text)
symbols = c.result("textDocument/documentSymbol", doc(llmist_uri))
check([(s["name"], s["detail"], s["range"]) for s in symbols] == [("Fetch", "f1", rng(1, 0, 5, 0)), ("Sum", "s1", rng(5, 0, 9, 0))],
      f"llmist symbols: {symbols}")
symbols = c.result("textDocument/documentSymbol", doc(telt_uri))
check(names(symbols)[0] == ("block k4p", ["CRAETE_FILE", "CREATE_FILE", "DELETE_FILE"]), f"telt symbols: {names(symbols)[:1]}")
symbols = c.result("textDocument/documentSymbol", doc(stf_uri))
check([(s["name"], s.get("detail")) for s in symbols] == [("user", "hello"), ("assistant", "hi")], f"stf symbols: {symbols}")
nested_uri = "file:///t/nested.json5"
c.open(nested_uri, "// config\n{name: 'x', 'tools': [{id: 1}, 2], deep: {a: {b: null}}}\n")
symbols = c.result("textDocument/documentSymbol", doc(nested_uri))
check(names(symbols) == ["name", ("tools", [("[0]", ["id"])]), ("deep", [("a", ["b"])])], f"json5 symbols: {names(symbols)}")

deep_uri = "file:///t/deep.json5"
c.open(deep_uri, "{a: " + "[" * 100000 + "\n")  # nesting far past any recursion: errors, no crash
symbols = c.result("textDocument/documentSymbol", doc(deep_uri))
check(names(symbols) == [("a", [])] or [s["name"] for s in symbols] == ["a"], f"json5: deep nesting is cut: {str(symbols)[:200]}")

# ---- semantic tokens (the generated lexers' vocabularies) -----------------------------------------
legend = init["capabilities"]["semanticTokensProvider"]["legend"]["tokenTypes"]


def decoded(uri, text):
    data = c.result("textDocument/semanticTokens/full", doc(uri))["data"]
    lines, out, line, ch = text.split("\n"), [], 0, 0
    for i in range(0, len(data), 5):
        dl, ds, length, kind, _ = data[i:i + 5]
        line, ch = line + dl, (ds if dl else ch + ds)
        units = lines[line].encode("utf-16-le")  # positions are UTF-16 here
        out.append((units[2 * ch:2 * (ch + length)].decode("utf-16-le"), legend[kind]))
    return out


sem_uri = "file:///t/sem.json5"
sem_text = "// note\n{key: '\U0001F600 x', n: 0x1F, [1]}\n"  # the lexer skips comments: not highlighted
c.open(sem_uri, sem_text)
tokens = decoded(sem_uri, sem_text)
for expected in [("key", "property"), ("'\U0001F600 x'", "string"), ("0x1F", "number"),
                 ("{", "operator")]:
    check(expected in tokens, f"json5 semantic token {expected} (UTF-16 positions past an emoji): {tokens}")
tokens = decoded(sym_uri, "Gather facts\n/DEF facts /TYPE str\n/THEN Use @facts\n/FROM @facts\n/DEF verdict /TYPE bool\n/OUT done\n")
check(("@facts", "variable") in tokens, f"dsl: a reference (here at a line's end) is a variable: {tokens}")
tokens = decoded(llmist_uri, llmist_text)
check(("!!!GADGET_START:", "keyword") in tokens and ("!!!GADGET_END", "keyword") in tokens, f"llmist: markers are keywords: {tokens}")

# ---- definition and references ------------------------------------------------------------------
ref_uri = "file:///t/refs.gml"
c.open(ref_uri, ".Context id=ctx1 type=file\n.run\n  uses: @ctx1\n  other: @ctx1\n")
where = c.result("textDocument/definition", at(ref_uri, 2, 9))
check(where == [{"uri": ref_uri, "range": rng(0, 12, 0, 16)}], f"garyml: @ctx1 → id=ctx1: {where}")
refs = c.result("textDocument/references", {**at(ref_uri, 0, 13), "context": {"includeDeclaration": True}})
check(sorted(r["range"]["start"]["line"] for r in refs) == [0, 2, 3], f"garyml: references of ctx1: {refs}")
refs = c.result("textDocument/references", {**at(ref_uri, 0, 13), "context": {"includeDeclaration": False}})
check(sorted(r["range"]["start"]["line"] for r in refs) == [2, 3], "garyml: references without the declaration")
check(c.result("textDocument/definition", at(ref_uri, 1, 1)) is None, "garyml: no name under the cursor: null")
where = c.result("textDocument/definition", at(sym_uri, 2, 11))
check(where == [{"uri": sym_uri, "range": rng(3, 6, 3, 12)}], f"dsl: @facts → its /FROM item: {where}")
where = c.result("textDocument/definition", at(sym_uri, 3, 8))
check(where == [{"uri": sym_uri, "range": rng(1, 5, 1, 10)}], f"dsl: the /FROM item → /DEF facts: {where}")
refs = c.result("textDocument/references", {**at(sym_uri, 1, 6), "context": {"includeDeclaration": True}})
check(sorted((r["range"]["start"]["line"], r["range"]["start"]["character"]) for r in refs) == [(1, 5), (2, 10), (3, 6)],
      f"dsl: references of /DEF facts: {refs}")
where = c.result("textDocument/definition", at(llmist_uri, 5, 24))
check(where == [{"uri": llmist_uri, "range": rng(1, 22, 1, 24)}], f"llmist: dependency f1 → call id f1: {where}")
check(c.result("textDocument/definition", at(llmist_uri, 5, 27)) is None, "llmist: dependency f2 has no call here: null")
refs = c.result("textDocument/references", {**at(llmist_uri, 1, 23), "context": {"includeDeclaration": False}})
check(refs == [{"uri": llmist_uri, "range": rng(5, 23, 5, 25)}], f"llmist: references of f1: {refs}")
check(c.result("textDocument/definition", at(json5_uri, 1, 3)) is None, "json5 has no names: null")

status = c.close()
check(status == 0, "exit status 0")

# ---- the end of input, an oversized message: no hang ----------------------------------------
c = Client(LLMFMT)
c.initialize({})
c.write_raw(b"Content-Length: 999999999\r\n\r\n0123456789")
log = c.wait(lambda m: m.get("method") == "window/logMessage")
check("limit" in log["params"]["message"], f"an oversized message is logged: {log}")
c.proc.stdin.close()
check(c.proc.wait(timeout=10) == 1, "the end of input without shutdown: exit status 1")

print(f"lsp_test: {len(failures)} failure(s)")
sys.exit(1 if failures else 0)
