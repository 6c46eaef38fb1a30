#!/usr/bin/env python3
"""--version and --help of every llmfmt subcommand, the man page and the shell completions.

    cli_help_test.py PATH/TO/llmfmt PATH/TO/llmfmt.1 COMPLETIONS_DIR

The subcommands are read from the binary's own --help, so one added later is checked unasked."""
import re
import subprocess
import sys

llmfmt, man_page, completions = sys.argv[1:4]
failures = []
passed = 0


def check(ok, what):
    global passed
    if ok:
        passed += 1
    else:
        failures.append(what)


def run(*args):
    p = subprocess.run([llmfmt, *args], capture_output=True, text=True, timeout=30)
    return p.returncode, p.stdout, p.stderr


def subcommands_in(help_text):
    """The names the "Subcommands:" section of a --help lists."""
    if "Subcommands:" not in help_text:
        return []
    section = help_text.split("Subcommands:", 1)[1].split("\n\n", 1)[0]  # up to the footer
    return re.findall(r"^  ([a-z][a-z0-9-]*) ", section, re.M)


status, top_help, _ = run("--help")
top = subcommands_in(top_help)
check(status == 0 and len(top) >= 10, f"llmfmt --help lists the subcommands (got {top})")
version = run("--version")
check(version[0] == 0 and re.fullmatch(r"llmfmt \d+\.\d+\.\d+\n", version[1]), f"llmfmt --version: {version}")

# Every subcommand, nested ones too (fixtures list/show/export).
paths = [[s] for s in top]
for path in list(paths):
    _, text, _ = run(*path, "--help")
    paths += [path + [n] for n in subcommands_in(text)]
for path in paths:
    name = " ".join(path)
    status, text, err = run(*path, "--help")
    check(status == 0, f"llmfmt {name} --help exits 0 (got {status}: {err})")
    lines = text.rstrip("\n").split("\n")
    # The example is the help's last line, under an "Example:" heading, and starts with llmfmt.
    check(len(lines) >= 2 and lines[-2] == "Example:" and lines[-1].startswith("  llmfmt "),
          f"llmfmt {name} --help ends with an example line: {lines[-3:]}")
    check(f"Usage: llmfmt {name}" in text, f"llmfmt {name} --help names itself: {lines[:2]}")
    status, out, err = run(*path, "--version")
    check(status == 0 and out == version[1], f"llmfmt {name} --version prints the version (got {status}, {out!r}, {err!r})")

# The man page: built, and holding every subcommand's help (a section each) and its example.
try:
    page = open(man_page, encoding="utf-8").read()
except OSError as e:
    page = ""
    failures.append(f"no man page ({e}); install help2man and rebuild")
if page:
    check(page.startswith(".\\\" DO NOT MODIFY THIS FILE!") or ".TH LLMFMT" in page, "llmfmt.1 is a help2man page")
    check(".TH LLMFMT \"1\"" in page, "llmfmt.1 is section 1")
    for sub in top:
        check(f".SS {sub}\n" in page, f"llmfmt.1 has a section for '{sub}'")
    check(page.count("Example:") >= len(top), "llmfmt.1 has every subcommand's example")

# Each completion lists exactly the binary's subcommands (a new one, or a removed one, fails).
listed_by = {
    "llmfmt.bash": lambda t: re.search(r'^  local subcommands="([^"]*)"', t, re.M).group(1).split(),
    "_llmfmt": lambda t: re.findall(r"^        '([a-z][a-z0-9-]*):", t, re.M),
    "llmfmt.fish": lambda t: re.search(r"^set -l subcommands (.*)$", t, re.M).group(1).split(),
}
for name, listed in listed_by.items():
    try:
        text = open(f"{completions}/{name}", encoding="utf-8").read()
        names = listed(text)
    except (OSError, AttributeError) as e:
        failures.append(f"completions/{name}: no subcommand list ({e})")
        continue
    check(sorted(names) == sorted(top), f"completions/{name} lists {sorted(names)}, the binary has {sorted(top)}")
    if name == "llmfmt.fish":  # each offered with its description
        for sub in top:
            check(f"-a {sub} -d" in text, f"completions/{name} offers '{sub}'")
    for flag in ("progress", "no-progress", "version"):
        check(re.search(rf"--{flag}\b|-l {flag}\b", text) is not None, f"completions/{name} offers --{flag}")

# The bash completion works: after "llmfmt " it offers every subcommand; after "exec --pro", --progress.
def bash_complete(*words):
    script = (f'source "{completions}/llmfmt.bash"; COMP_WORDS=(llmfmt {" ".join(words)}); '
              f'COMP_CWORD={len(words)}; _llmfmt; printf "%s\\n" "${{COMPREPLY[@]}}"')
    p = subprocess.run(["bash", "-c", script], capture_output=True, text=True, timeout=30)
    return p.stdout.split()
offered = bash_complete("''")
check(set(top) <= set(offered), f"bash completion after 'llmfmt ' offers every subcommand: {offered}")
check(bash_complete("exec", "--pro") == ["--progress"], f"bash completion of 'exec --pro': {bash_complete('exec', '--pro')}")

for f in failures:
    print("FAIL", f)
print(f"cli_help: {passed} passed, {len(failures)} failed")
sys.exit(1 if failures else 0)
