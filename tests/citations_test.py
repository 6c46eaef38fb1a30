#!/usr/bin/env python3
"""Every citation in the repository can be followed inside it.

1. Every relative link in a tracked Markdown file names a file or directory that exists.
2. Every fixture's "spec" cites a numbered section of its format's description first:
   "docs/formats/<fmt>.md §N" or "§N.M", a heading that exists there; such a citation anywhere
   else (sources, grammars, docs) names a heading that exists too.
3. Every "DECISIONS §n" anywhere names a section of docs/spec-decisions.md.
4. Every code block in a Markdown file marked `<!-- excerpt: PATH -->` is, as written, part of
   PATH (a program CI compiles or runs), so the README's examples are real code.

    citations_test.py SOURCE_DIR
"""
import json
import os
import re
import subprocess
import sys

root = sys.argv[1]
failures = []
checked = 0


def fail(message):
    failures.append(message)


tracked = subprocess.run(["git", "-C", root, "ls-files"], capture_output=True, text=True).stdout.split()
if not tracked:  # not a git checkout (an exported tree): walk it
    for base, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d != ".git" and not d.startswith("build")]
        tracked += [os.path.relpath(os.path.join(base, f), root) for f in files]

# 1. Relative links in Markdown.
link = re.compile(r"\]\(([^)\s]+)\)")
for path in tracked:
    if not path.endswith(".md"):
        continue
    text = open(os.path.join(root, path), encoding="utf-8").read()
    for target in link.findall(text):
        if re.match(r"^[a-z]+:", target) or target.startswith("#"):
            continue  # a URL or an anchor in the same file
        checked += 1
        file_part = target.split("#")[0]
        if not os.path.exists(os.path.normpath(os.path.join(root, os.path.dirname(path), file_part))):
            fail("%s: link to %s, which does not exist" % (path, target))


# 2. Fixture citations of docs/formats sections.
def sections(doc):
    found = set()
    for line in open(os.path.join(root, doc), encoding="utf-8"):
        m = re.match(r"^#{2,3} (\d+(?:\.\d+)?)\.? ", line)
        if m:
            found.add(m.group(1))
    return found


known = {}
cite = re.compile(r"^docs/formats/([a-z0-9-]+\.md) §(\d+(?:\.\d+)?)(;|$)")
for path in tracked:
    if not (path.startswith("tests/fixtures/") and path.endswith(".json")):
        continue
    fmt = path.split("/")[2]
    spec = json.load(open(os.path.join(root, path), encoding="utf-8")).get("spec", "")
    checked += 1
    m = cite.match(spec)
    if not m:
        fail("%s: \"spec\" does not begin with a section of docs/formats/%s.md: %r" % (path, fmt, spec))
        continue
    doc = "docs/formats/" + m.group(1)
    if doc not in known:
        known[doc] = sections(doc) if os.path.exists(os.path.join(root, doc)) else set()
    if m.group(2) not in known[doc]:
        fail("%s: cites %s §%s, which has no such section" % (path, doc, m.group(2)))

# 2b. The same citations anywhere else (sources, grammars, docs): the section exists.
anywhere = re.compile(r"docs/formats/([a-z0-9-]+\.md) §(\d+(?:\.\d+)?)")
for path in tracked:
    if path.startswith(("generated/", "tests/fixtures/")) or not os.path.isfile(os.path.join(root, path)):
        continue
    try:
        text = open(os.path.join(root, path), encoding="utf-8").read()
    except UnicodeDecodeError:
        continue
    for name, number in anywhere.findall(text):
        checked += 1
        doc = "docs/formats/" + name
        if doc not in known:
            known[doc] = sections(doc) if os.path.exists(os.path.join(root, doc)) else set()
        if number not in known[doc]:
            fail("%s: cites %s §%s, which has no such section" % (path, doc, number))

# 3. DECISIONS §n.
decision_sections = {m for m in re.findall(r"^## (\d+)\. ", open(os.path.join(root, "docs/spec-decisions.md"),
                                                                 encoding="utf-8").read(), re.M)}
for path in tracked:
    if path.startswith("generated/") or not os.path.isfile(os.path.join(root, path)):
        continue
    try:
        text = open(os.path.join(root, path), encoding="utf-8").read()
    except UnicodeDecodeError:
        continue
    for n in re.findall(r"DECISIONS §(\d+)", text):
        checked += 1
        if n not in decision_sections:
            fail("%s: cites DECISIONS §%s, which docs/spec-decisions.md does not have" % (path, n))

# 4. Excerpts.
excerpt = re.compile(r"<!-- excerpt: (\S+) -->\n```[a-z]*\n(.*?)```", re.S)
for path in tracked:
    if not path.endswith(".md"):
        continue
    for source, block in excerpt.findall(open(os.path.join(root, path), encoding="utf-8").read()):
        checked += 1
        full = os.path.join(root, source)
        if not os.path.isfile(full):
            fail("%s: the excerpt of %s names no file" % (path, source))
        elif block not in open(full, encoding="utf-8").read():
            fail("%s: the excerpt of %s is not in that file (any more)" % (path, source))

for f in failures:
    print("FAIL: " + f)
print("citations: %d passed, %d failed" % (checked - len(failures), len(failures)))
sys.exit(1 if failures else 0)
