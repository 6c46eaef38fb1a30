#!/usr/bin/env python3
"""Byte-identity snapshot for refactors (issue 25): what llmfmt parse (normal and reference mode) and
check print for every fixture input, examples/ and 3 MB of each bench generator's output, in one
file. Take one before and one after a change and cmp them.
Usage: tools/snapshot-outputs.py BUILD/llmfmt BUILD/bench OUT"""
import base64, glob, hashlib, json, os, shutil, subprocess, sys, tempfile
llmfmt, benchdir, out = sys.argv[1:4]
repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
exts = {'llmist': 'llmist', 'telt': 'telt', 'garyml': 'gml', 'dsl': 'dsl', 'stf': 'stf', 'json5': 'json5'}
res = []
tmp = tempfile.mkdtemp()
def run(args, data=None):
    p = subprocess.run([llmfmt] + args, input=data, capture_output=True)
    return (b'rc=%d\n' % p.returncode + p.stdout + b'\n--stderr--\n' + p.stderr).replace(tmp.encode(), b'TMP')
groups = {}
for fmt in exts:
    for f in sorted(glob.glob(f'{repo}/tests/fixtures/{fmt}/**/*.json', recursive=True)):
        case = json.load(open(f))
        if 'input_base64' in case: data = base64.b64decode(case['input_base64'])
        elif 'input' in case:
            i = case['input']
            if not isinstance(i, (list, str)): continue
            data = ('\n'.join(i) if isinstance(i, list) else i).encode()
        else: continue
        opts = {k: v for k, v in case.get('options', {}).items() if k not in ('extra', 'metadata')}
        key = (fmt, json.dumps(opts, sort_keys=True))
        d = groups.setdefault(key, os.path.join(tmp, str(len(groups))))
        os.makedirs(d, exist_ok=True)
        open(os.path.join(d, f.split('/fixtures/')[1].replace('/', '__')[:-5] + '.' + exts[fmt]), 'wb').write(data)
for (fmt, opts), d in sorted(groups.items()):
    files = sorted(glob.glob(d + '/*'))
    for ref in (False, True):
        o = json.loads(opts); 
        if ref: o['reference_lexer'] = True
        res.append(b'== parse %s %s %s\n' % (fmt.encode(), opts.encode(), b'ref' if ref else b''))
        res.append(run(['parse', '--format', fmt, '--options', json.dumps(o)] + files))
    res.append(b'== check %s %s\n' % (fmt.encode(), opts.encode()))
    res.append(run(['check', '--format', fmt, '--options', opts] + files).replace(d.encode(), b'D'))
for f in sorted(glob.glob(f'{repo}/examples/*.*')):
    if f.rsplit('.', 1)[1] not in exts.values(): continue
    res.append(b'== example ' + f.encode() + b'\n')
    res.append(run(['parse', f])); res.append(run(['check', f]))
for fmt in exts:
    gen = os.path.join(benchdir, 'bench_gen_' + fmt)
    if not os.path.exists(gen): continue
    path = os.path.join(tmp, 'bench.' + exts[fmt])
    subprocess.run([gen, '--size', '3000000'], stdout=open(path, 'wb'), check=True)
    for ref in (False, True):
        args = ['parse', '--compact', '--format', fmt] + (['--options', '{"reference_lexer":true}'] if ref else []) + [path]
        r = run(args); res.append(b'== bench %s %d %s\n' % (fmt.encode(), ref, hashlib.sha256(r).hexdigest().encode()))
    r = run(['check', '--format', fmt, path]); res.append(b'== bench check %s %s\n' % (fmt.encode(), hashlib.sha256(r).hexdigest().encode()))
open(out, 'wb').write(b''.join(res))
shutil.rmtree(tmp)
print(out, len(b''.join(res)))
