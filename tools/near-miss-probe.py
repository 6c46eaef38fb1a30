#!/usr/bin/env python3
"""An exploratory probe for "never silently different" (issue 31), to read, not a test: for fixture
inputs of one format, each line that begins with a syntax character gets one ASCII edit at each of
its first bytes (--edit blank: a space inserted; --edit case: a letter's case flipped; --edit punct:
a ',' ';' or ':' before a blank or at the end), and the
mutation is printed when the parse's shape (the output without texts, numbers, spans and
diagnostics) changes while no diagnostic code appears on that line that the original lacked.
Many such changes are the format's own meaning (`!!!ARG:A` is another name): each printed line is
a candidate to look at, not a bug. The DSL SPACED_DIRECTIVE, TELT blank-in-hash and GaryML
MISCASED_PARAMETER classes were found so (2026-12-03), and with --edit punct GaryML's
PAIRS_AS_CONTENT and TRAILING_SEPARATOR and TELT's misspelled END while skipping (2026-12-04).
The shape drops texts, so a value that only changes its text (`id=x,`) is not printed: such
classes are found by reading, as GaryML's PAIR_SEPARATOR was.
Usage: tools/near-miss-probe.py BUILD/llmfmt FORMAT [--edit blank|case|punct] [--files N]"""
import argparse, glob, json, os, random, subprocess

ap = argparse.ArgumentParser()
ap.add_argument('llmfmt')
ap.add_argument('format', choices=['llmist', 'telt', 'garyml', 'dsl', 'stf'])
ap.add_argument('--edit', choices=['blank', 'case', 'punct'], default='blank',
                help="blank: a space inserted; case: a letter's case flipped; punct: ',' ';' or ':' inserted before a blank or at the end")
ap.add_argument('--files', type=int, default=40, help='fixtures to read, a seeded sample (default 40)')
args = ap.parse_args()
repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DROPPED = {'diagnostics', 'errors', 'span', 'start_line', 'end_line', 'line', 'column', 'offset', 'end',
           'summary', 'parametersRaw', 'metadata'}


def shape(v):
    if isinstance(v, dict):
        return {k: shape(x) for k, x in v.items() if k not in DROPPED}
    if isinstance(v, list):
        return [shape(x) for x in v]
    if isinstance(v, str):
        return ''
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return 0
    return v


def read(text):
    p = subprocess.run([args.llmfmt, 'parse', '--format', args.format, '--compact', '-'], input=text.encode(),
                       capture_output=True)
    d = json.loads(p.stdout)
    diagnostics = d.get('diagnostics', d.get('errors', []))
    return shape(d), {(e.get('line', e.get('line_number')), e['code']) for e in diagnostics}


def edits(line):
    for at in range(0, min(len(line), 12)):
        if args.edit == 'blank' and at > 0 and line[at - 1] != ' ' and line[at] != ' ':
            yield line[:at] + ' ' + line[at:]
        elif args.edit == 'case' and line[at].isalpha():
            yield line[:at] + line[at].swapcase() + line[at + 1:]
    if args.edit == 'punct':  # the separators a writer used to JSON, YAML or function calls adds
        for at in [k for k in range(1, len(line)) if line[k] == ' ' and line[k - 1] != ' '] + [len(line)]:
            for mark in ',;:':
                yield line[:at] + mark + line[at:]


files = sorted(glob.glob(os.path.join(repo, 'tests', 'fixtures', args.format, '**', '*.json'), recursive=True))
random.Random(1).shuffle(files)
found = 0
for f in files[:args.files]:
    fixture = json.load(open(f, encoding='utf-8'))
    if not isinstance(fixture.get('input'), list):
        continue
    lines = fixture['input']
    try:
        base, base_codes = read('\n'.join(lines))
    except ValueError:
        continue
    for i, line in enumerate(lines):
        if line.lstrip()[:1] not in ('!', '=', '-', '#', '/', ';', '.', '`', '"') and not (
                args.format == 'garyml' and ':' in line):
            continue
        for edited in edits(line):
            try:
                now, codes = read('\n'.join(lines[:i] + [edited] + lines[i + 1:]))
            except ValueError:
                continue
            if now != base and not any(n == i + 1 and (n, c) not in base_codes for n, c in codes):
                found += 1
                print(os.path.relpath(f, os.path.join(repo, 'tests', 'fixtures')), 'line', i + 1, repr(edited)[:80])
print(found, 'candidates')
