#!/usr/bin/env python3
"""A deliberately broken implementation for tests/conform_test.py: it answers each case through
`llmfmt adapter` and then breaks the result in one way, so that `llmfmt conform` must report it.

    broken_adapter.py MODE LLMFMT
      value       calls[0].gadgetName gets an "x"          (a structure failure)
      drop_diag   the first diagnostic is left out          (diagnostics)
      shift_col   the first diagnostic's column is one more (positions)
      offset      the first diagnostic's offset is one more (spans)
      no_diags    no "diagnostics" key at all               (diagnostics)
      crash       SIGSEGV before answering
      garbage     prints text that is not JSON
      exit3       says why on stderr and exits 3
      sleep       never answers; a child of it holds stdout open too (the timeout must kill both)
      no_read     never reads stdin, keeps stdout open and sleeps
      unread      answers {"value": 1, "diagnostics": []} without reading stdin, and exits
      every_col   every diagnostic's column is one more, and its offset too (several differences)
      refuse      (persistent mode) answers {"error": "not ported yet"}
      other_kinds an encode result's text and a prompt's get an "x", a response's "ok" is flipped

Under `llmfmt conform --persistent` ($LLMFMT_CONFORM_MODE=persistent) it speaks the persistent
protocol, answering each request through one `llmfmt adapter` of its own, broken the same way.
"""
import json
import os
import signal
import subprocess
import sys
import time

mode, llmfmt = sys.argv[1], sys.argv[2]


def broken(result):
    if mode == "value":
        result["calls"][0]["gadgetName"] += "x"
    elif mode == "drop_diag":
        del result["diagnostics"][0]
    elif mode == "shift_col":
        result["diagnostics"][0]["column"] += 1
    elif mode == "no_diags":
        del result["diagnostics"]
    elif mode == "offset":
        result["diagnostics"][0]["offset"] += 1
    elif mode == "every_col":
        for d in result["diagnostics"]:
            d["column"] += 1
            d["offset"] += 1
    elif mode == "other_kinds":
        if "text" in result:
            result["text"] += "x"
        if "prompt" in result:
            result["prompt"] += "x"
        if "ok" in result:
            result["ok"] = not result["ok"]
    else:
        sys.exit("broken_adapter: unknown mode " + mode)
    return result


if os.environ.get("LLMFMT_CONFORM_MODE") == "persistent":
    inner = subprocess.Popen([llmfmt, "adapter"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    for line in sys.stdin:
        if mode == "crash":
            os.kill(os.getpid(), signal.SIGSEGV)
        if mode == "garbage":
            print("Traceback (most recent call last): this is not JSON", flush=True)
            continue
        if mode == "exit3":
            print("broken_adapter: cannot parse this", file=sys.stderr)
            sys.exit(3)
        if mode in ("sleep", "no_read"):
            time.sleep(3600)
        if mode == "refuse":
            print(json.dumps({"error": "not ported yet"}), flush=True)
            continue
        inner.stdin.write(line)
        inner.stdin.flush()
        answer = json.loads(inner.stdout.readline())
        print(json.dumps({"result": broken(answer["result"])}), flush=True)
    sys.exit(0)

if mode == "crash":
    os.kill(os.getpid(), signal.SIGSEGV)
if mode == "garbage":
    print("Traceback (most recent call last): this is not JSON")
    sys.exit(0)
if mode == "exit3":
    print("broken_adapter: cannot parse this", file=sys.stderr)
    sys.exit(3)
if mode == "sleep":
    subprocess.Popen(["sleep", "3600"])  # inherits stdout: the runner must not wait for it
    time.sleep(3600)
if mode == "no_read":
    time.sleep(3600)
if mode == "unread":
    print('{"value": 1, "diagnostics": []}')
    sys.exit(0)

result = json.loads(subprocess.run([llmfmt, "adapter"], stdin=sys.stdin, capture_output=True, check=True).stdout)
print(json.dumps(broken(result)))
