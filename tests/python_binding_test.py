"""The Python binding (examples/python/llmfmt.py) over the C interface, against the command line.

    python_binding_test.py LLMFMT_CLI EXAMPLES_DIR     (LLMFMT_LIBRARY: the shared library)
    python_binding_test.py --installed LLMFMT_CLI EXAMPLES_DIR
        the module python3 imports (tests/install_test.sh: the installed one, which finds the
        installed library by itself)
"""
import io
import json
import os
import pydoc
import subprocess
import sys

installed = sys.argv[1] == "--installed"
if installed:
    del sys.argv[1]
else:
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "examples", "python"))
import llmfmt  # noqa: E402

cli, examples = sys.argv[1], sys.argv[2]
failures = 0
checks = 0


def expect(condition, what):
    global failures, checks
    checks += 1
    if not condition:
        failures += 1
        print("FAIL:", what)


FORMATS = {".llmist": "llmist", ".stf": "stf", ".json5": "json5", ".telt": "telt", ".gml": "garyml", ".dsl": "dsl"}

# Every example: parse gives what `llmfmt parse` prints, check its diagnostics.
for name in sorted(os.listdir(examples)):
    fmt = FORMATS.get(os.path.splitext(name)[1])
    if not fmt:
        continue
    path = os.path.join(examples, name)
    text = open(path, "rb").read()
    printed = json.loads(subprocess.run([cli, "parse", "--compact", path], capture_output=True, check=True).stdout)
    document = llmfmt.parse(fmt, text)
    expect(document == printed, "%s: parse differs from `llmfmt parse`" % name)
    if fmt == "telt":  # TELT's JSON has the spec's "errors"; check() gives them as diagnostics
        expect(len(llmfmt.check(fmt, text)) == len(printed["errors"]), "%s: check differs from the errors" % name)
    else:
        expect(llmfmt.check(fmt, text) == printed["diagnostics"], "%s: check differs from the diagnostics" % name)

# The llmist stream, fed a few bytes at a time, gives the calls of the whole-text parse.
reply = open(os.path.join(examples, "parallel.llmist"), "rb").read()
whole = llmfmt.parse("llmist", reply)
with llmfmt.LlmistStream() as stream:
    events = []
    for i in range(0, len(reply), 7):
        events += stream.feed(reply[i:i + 7])
    document = stream.finish()
    events += stream.events
expect(document == whole, "stream: finish() differs from parse()")
expect([e["call"] for e in events if "call" in e] == whole["calls"], "stream: the call events differ from parse()")
expect(len(whole["calls"]) > 0, "stream: the example has calls")

# Options, text with NUL bytes and invalid UTF-8, and the refusals.
custom = llmfmt.parse("llmist", "<<<T:Echo\n@p:x\nhi\n<<<E\n", start_prefix="<<<T:", end_prefix="<<<E", arg_prefix="@p:")
expect(len(custom["calls"]) == 1 and custom["diagnostics"] == [], "options: custom llmist markers give one call")
expect(llmfmt.parse("stf", "hello\n", default_role="user")["messages"] == [{"role": "user", "content": "hello"}],
       "options: default_role")
expect(llmfmt.parse("json5", b"[1, \x00]")["diagnostics"] != [], "text: a NUL byte is text, reported, not a C string end")
expect(isinstance(llmfmt.parse("telt", b"\xff\xfe#!telt"), dict), "text: invalid UTF-8 parses")
for call, status in [(lambda: llmfmt.parse("yaml", "x"), 1), (lambda: llmfmt.parse("dsl", "x", sigil="ab"), 2),
                     (lambda: llmfmt.check("stf", "x", colour="red"), 2),
                     (lambda: llmfmt.LlmistStream(start_prefix=""), 2)]:
    try:
        call()
        expect(False, "refusal: no Error raised (status %d expected)" % status)
    except llmfmt.Error as e:
        expect(e.status == status and str(e) != "", "refusal: status %d, got %d (%s)" % (status, e.status, e))
expect(llmfmt.version().count(".") == 2, "version: MAJOR.MINOR.PATCH")

# Usage errors are UsageError (a ValueError) and say what is wrong; wrong types are TypeError.
for call, kind, words in [(lambda: llmfmt.parse("yaml", "x"), llmfmt.UsageError, "unknown format 'yaml'"),
                          (lambda: llmfmt.check("json5", "1", max_depth="deep"), llmfmt.UsageError, "max_depth"),
                          (lambda: llmfmt.fix("stf", "x", colour="red"), llmfmt.UsageError, "colour"),
                          (lambda: llmfmt.parse("json5", 42), TypeError, "str or bytes"),
                          (lambda: llmfmt.parse(None, "1"), TypeError, "format")]:
    try:
        call()
        expect(False, "usage error: nothing raised (%s expected)" % kind.__name__)
    except Exception as e:  # noqa: BLE001 - the kind is the assertion
        expect(type(e) is kind and words in str(e), "usage error: %s %r, expected %s with %r" % (type(e).__name__, str(e), kind.__name__, words))
expect(issubclass(llmfmt.UsageError, ValueError) and issubclass(llmfmt.UsageError, llmfmt.Error), "UsageError is a ValueError and an Error")
closed = llmfmt.LlmistStream()
closed.close()
try:
    closed.feed("x")
    expect(False, "a closed stream: nothing raised")
except llmfmt.UsageError as e:
    expect("closed" in str(e), "a closed stream: %s" % e)

# fix() does what `llmfmt fix -` does: the same text, and the same diagnostics left.
for name in ("mistakes.json5", "mistakes.llmist", "mistakes.telt", "mistakes.gml", "mistakes.dsl", "chat.stf"):
    path = os.path.join(examples, name)
    fmt = FORMATS[os.path.splitext(name)[1]]
    text = open(path, "rb").read()
    by_cli = subprocess.run([cli, "fix", "--format", fmt, "-"], input=text, capture_output=True)
    fixed = llmfmt.fix(fmt, text)
    expect(isinstance(fixed.text, bytes) and fixed.text == by_cli.stdout, "%s: fix() differs from `llmfmt fix -`" % name)
    expect(fixed.diagnostics == llmfmt.check(fmt, fixed.text), "%s: fix() diagnostics are not those of its text" % name)
    applied = b" 0 fixes applied" not in by_cli.stderr
    expect((fixed.applied > 0) == applied, "%s: fix() applied %d, the CLI says %r" % (name, fixed.applied, by_cli.stderr[-200:]))
as_text = llmfmt.fix("json5", "[1 2]\n")
expect(as_text.text == "[1, 2]\n" and as_text.applied == 1 and as_text.diagnostics == [], "fix() of a str: %r" % (as_text,))

# stream(): the events of LlmistStream, then the document.
events = list(llmfmt.stream(reply[i:i + 5] for i in range(0, len(reply), 5)))
expect(events[-1] == {"document": whole}, "stream(): the last event is the document")
expect([e["call"] for e in events if "call" in e] == whole["calls"], "stream(): the call events")

# help() documents the API: every public name with its docstring and signature.
page = io.StringIO()
pydoc.Helper(output=page).help(llmfmt)
for words in ["parse(fmt: str, text:", "check(fmt: str", "fix(fmt: str", "stream(chunks:", "class UsageError",
              "class LlmistStream", "LLMFMT_LIBRARY", "class Fixed"]:
    expect(words in page.getvalue(), "help(llmfmt) lacks %r" % words)
if installed:
    expect("LLMFMT_LIBRARY" not in os.environ, "installed: LLMFMT_LIBRARY is not set")
    expect(llmfmt._library_path().startswith(os.path.dirname(os.path.dirname(os.path.dirname(llmfmt.__file__)))),
           "installed: the library beside the module (%s)" % llmfmt._library_path())

# The README's Python example runs as written.
if not installed:
    demo = subprocess.run([sys.executable, os.path.join(examples, "python", "demo.py")], capture_output=True, text=True,
                          env=dict(os.environ, PYTHONPATH=os.path.join(examples, "python")))
    expect(demo.returncode == 0 and demo.stdout == "Echo {'text': 'hello'}\nevent text\nevent call\n"
           "1 DATA_BEFORE_MESSAGE Insert a command line such as ';user' above this line\n",
           "examples/python/demo.py: %r %r" % (demo.stdout, demo.stderr[-300:]))

print("python binding: %d passed, %d failed" % (checks - failures, failures))
sys.exit(1 if failures else 0)
