"""ctest `antlr_python`: the grammars hold no target code. Every grammar's Python3 target, generated
with Debian's antlr4 (4.7.2), runs on this folder's base classes with Debian's python3-antlr4
(4.9.1), and over the document of every fixture case of every format its token stream equals
`llmfmt tokens` and its parser's trees equal the C++ parser's (`llmfmt fixtures export --tokens
--trees`); and through the protocol, `llmfmt conform --level tokens -- port.py adapter` passes.

  port_test.py LLMFMT REPOSITORY
"""
import base64
import glob
import json
import os
import re
import subprocess
import sys
import tempfile


def fixture_document(path, name):
    """(format, input bytes, options) of the case, or None: its input (lines joined with LF, a
    string, or input_base64), for DSL prompt, response and run cases the program."""
    case = json.load(open(path, encoding="utf-8"))
    fmt = name.split("/")[0]
    if name.startswith("stf/encode/"):
        return None

    def text(value):
        return ("\n".join(value) if isinstance(value, list) else value).encode("utf-8")

    if fmt == "dsl" and not name.startswith("dsl/parse/"):
        raw = text(case["program"])
    elif "input_base64" in case:
        raw = base64.b64decode(case["input_base64"])
    else:
        raw = text(case.get("input", ""))
    return fmt, raw, case.get("options", {})


def target_code(grammar_text):
    """What in a grammar is not target-neutral: named actions (`@header`, `@members` …), and actions
    and predicates other than a call of the base class as `self.name()`, with at most the names of
    grammar symbols as string arguments (docs/antlr-cpp.md §11)."""
    text = re.sub(r"/\*.*?\*/|//[^\n]*|'(?:\\.|[^'\\])*'|\[(?:\\.|[^\]\\])*\]", " ", grammar_text, flags=re.S)
    found = re.findall(r"@\w+(?:::\w+)?", text)
    for m in re.finditer(r"(\w+)?\s*\{([^{}]*)\}(\??)", text):
        if m.group(1) in ("tokens", "options", "channels"):
            continue
        call = r'\s*self\.\w+\((?:"\w+"(?:\s*,\s*"\w+")*)?\)'  # names of the grammar's symbols only
        if not re.fullmatch(call + (r"\s*" if m.group(3) else r";\s*"), m.group(2)):
            found.append("{" + m.group(2) + "}" + m.group(3))
    return found


def main():
    llmfmt, repo = sys.argv[1:3]
    here = os.path.dirname(os.path.abspath(__file__))
    for path in sorted(glob.glob(os.path.join(repo, "grammars", "*", "*.g4"))):
        for code in target_code(open(path, encoding="utf-8").read()):
            sys.exit(f"antlr_python: {os.path.relpath(path, repo)} holds target code: {code}")
    with tempfile.TemporaryDirectory() as tmp:
        generated = os.path.join(tmp, "generated")
        grammars = sorted(glob.glob(os.path.join(repo, "grammars", "*", "*.g4")))
        tool = subprocess.run(["antlr4", "-Dlanguage=Python3", "-Werror", "-no-listener", "-no-visitor",
                               "-Xexact-output-dir", "-o", generated] + grammars, capture_output=True, text=True)
        if tool.returncode != 0 or tool.stderr.strip():
            sys.exit(f"antlr_python: antlr4 -Dlanguage=Python3 failed:\n{tool.stdout}{tool.stderr}")
        exported = os.path.join(tmp, "export")
        fixtures = os.path.join(repo, "tests", "fixtures")
        subprocess.run([llmfmt, "fixtures", "--fixtures", fixtures, "export", "--tokens", "--trees", exported],
                       check=True, stderr=subprocess.DEVNULL)
        os.environ["GENERATED"] = generated
        sys.path.insert(0, here)
        import port

        failures, counts = [], {}
        for path in sorted(glob.glob(os.path.join(fixtures, "**", "*.json"), recursive=True)):
            name = os.path.relpath(path, fixtures)[:-len(".json")]
            document = fixture_document(path, name)
            if document is None:
                continue
            fmt, raw, options = document
            base = os.path.join(exported, name)
            expected_tokens = [json.loads(line) for line in open(base + ".tokens.jsonl", encoding="utf-8")]
            expected_trees = open(base + ".trees.txt", encoding="utf-8").read().split("\n")[:-1]  # (U+2028 is text)
            lexer, lexed = port.lex(fmt, raw, options)
            tokens = [port.token_json(lexer, t, mode) for t, mode in lexed]
            counts[fmt] = counts.get(fmt, 0) + 1
            if tokens != expected_tokens:
                at = next((i for i, (a, b) in enumerate(zip(tokens, expected_tokens)) if a != b),
                          min(len(tokens), len(expected_tokens)))
                failures.append(f"{name}: token {at}: llmfmt {expected_tokens[at] if at < len(expected_tokens) else 'none'}, "
                                f"Python {tokens[at] if at < len(tokens) else 'none'}")
                continue
            trees = port.trees(fmt, raw, options)
            if trees != expected_trees:
                failures.append(f"{name}: trees differ:\n  llmfmt {expected_trees}\n  Python {trees}")
        # The same streams through the protocol: the port as an adapter at `--level tokens`.
        conform = subprocess.run([llmfmt, "conform", "--fixtures", fixtures, "--level", "tokens", "--persistent",
                                  "--brief", "--no-progress", "--", sys.executable, os.path.join(here, "port.py"),
                                  "adapter"], capture_output=True, text=True, env=dict(os.environ, GENERATED=generated))
        if conform.returncode != 0:
            failures.append("llmfmt conform --level tokens -- port.py adapter failed:\n" + conform.stdout[-2000:])
        for line in failures[:20]:
            print(line)
        missing = sorted(set(port.GRAMMARS) - set(counts))
        print(f"antlr_python: {sum(counts.values())} documents ({', '.join(f'{f} {n}' for f, n in sorted(counts.items()))}), "
              f"{len(failures)} differ" + (f"; no document of {', '.join(missing)}" if missing else ""))
        sys.exit(1 if failures or missing else 0)


if __name__ == "__main__":
    main()
