#!/usr/bin/env node
// Times the npm llmist package's GadgetCallParser (llmist@18.4.0, see package.json) on a file.
//
//   node bench.mjs FILE [--runs N] [--chunk N]        run every mode, each in a fresh child process
//   node bench.mjs FILE --mode whole|streamN|replies2k [--runs N]  run one mode in this process
//
// Modes (the same as bench_llmist's):
//   whole     one feed(text) with the whole input, then finalize()
//   streamN   feed() with consecutive N-code-unit slices of the input (N = --chunk, default 64;
//             JavaScript strings count UTF-16 code units), then finalize()
//   replies2k the input's bytes cut into replies of about 2 KB (each ends at the first LF at or
//             after its 2048th byte, as bench_llmist cuts them), each decoded before timing; then
//             per reply a new GadgetCallParser, one feed(reply), finalize() (counts are sums)
//
// API used (node_modules/llmist/dist/index.js, class GadgetCallParser): `new GadgetCallParser()`
// with the default markers; `feed(chunk)` and `finalize()` are generator functions yielding events
// { type: "text", content }, { type: "gadget_call", call: { gadgetName, invocationId,
// parametersRaw, parameters, parseError, dependencies } } and, while a block is streamed,
// { type: "gadget_args_partial", … }. Every generator is drained, so all of the parser's work is
// timed. calls = gadget_call events, text_segments = text events, partials = gadget_args_partial
// events.
//
// The file is read and decoded (UTF-8) before timing. Each run is timed with
// process.hrtime.bigint() (monotonic) around constructing the parser, every feed() and finalize();
// throughput = file bytes / 1e6 / median run time. Peak RSS = process.resourceUsage().maxRSS (KiB)
// / 1024, read at the end of the child that ran the mode; it includes Node itself and the loaded
// llmist module (rss_after_import_mb) and the input string (rss_before_parse_mb).

import { spawnSync } from "node:child_process";
import { accessSync, constants, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

function usage(message) {
  if (message) process.stderr.write(`bench.mjs: ${message}\n`);
  process.stderr.write("usage: node bench.mjs FILE [--runs N] [--chunk N] [--mode whole|streamN|replies2k]\n");
  process.exit(2);
}

function positive(flag, s) {
  if (!/^[0-9]+$/.test(s ?? "") || Number(s) <= 0) usage(`${flag} needs a positive integer`);
  return Number(s);
}

function parseArgs(argv) {
  const a = { file: null, mode: null, runs: 5, chunk: 64 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--runs") a.runs = positive("--runs", argv[++i]);
    else if (arg === "--chunk") a.chunk = positive("--chunk", argv[++i]);
    else if (arg === "--mode") a.mode = argv[++i] ?? usage("--mode needs a value");
    else if (!arg.startsWith("-") && a.file === null) a.file = arg;
    else usage(`unexpected argument '${arg}'`);
  }
  if (a.file === null) usage("missing input FILE");
  try {
    accessSync(a.file, constants.R_OK);
  } catch (e) {
    process.stderr.write(`bench.mjs: cannot read ${a.file}: ${e.message}\n`);
    process.exit(2);
  }
  if (a.mode !== null && a.mode !== "whole" && a.mode !== "replies2k") {
    const m = /^stream([0-9]+)$/.exec(a.mode);
    if (!m) usage("--mode must be whole, streamN or replies2k");
    a.chunk = positive("--mode streamN", m[1]);
  }
  return a;
}

const rssMiB = () => process.resourceUsage().maxRSS / 1024;

function median(values) {
  const v = [...values].sort((x, y) => x - y);
  const n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

async function runMode(a) {
  const { GadgetCallParser } = await import("llmist");
  const llmistVersion = JSON.parse(readFileSync(join(here, "node_modules/llmist/package.json"), "utf8")).version;
  const rssAfterImport = rssMiB();

  const bytes = readFileSync(a.file);
  const byteLength = bytes.length;
  const text = bytes.toString("utf8");
  const rssLoaded = rssMiB();

  const whole = a.mode === "whole";
  const chunk = a.chunk;
  const replies = [];
  if (a.mode === "replies2k") {
    for (let at = 0; at < byteLength; ) {
      let end = at + 2048 > byteLength ? byteLength : bytes.indexOf(0x0a, at + 2047);
      end = end < 0 ? byteLength : Math.min(byteLength, end + 1);
      replies.push(bytes.subarray(at, end).toString("utf8"));
      at = end;
    }
  }
  const seconds = [];
  let counts = null;
  for (let r = 0; r < a.runs; r++) {
    const c = { calls: 0, text: 0, partials: 0, other: 0 };
    const count = (ev) => {
      switch (ev.type) {
        case "gadget_call": c.calls++; break;
        case "text": c.text++; break;
        case "gadget_args_partial": c.partials++; break;
        default: c.other++;
      }
    };

    const t0 = process.hrtime.bigint();
    if (replies.length > 0) {
      for (const reply of replies) {
        const p = new GadgetCallParser();
        for (const ev of p.feed(reply)) count(ev);
        for (const ev of p.finalize()) count(ev);
      }
      seconds.push(Number(process.hrtime.bigint() - t0) / 1e9);
      counts = c;
      continue;
    }
    const parser = new GadgetCallParser();
    if (whole) {
      for (const ev of parser.feed(text)) count(ev);
    } else {
      for (let i = 0; i < text.length; i += chunk) {
        for (const ev of parser.feed(text.slice(i, i + chunk))) count(ev);
      }
    }
    for (const ev of parser.finalize()) count(ev);
    const t1 = process.hrtime.bigint();

    seconds.push(Number(t1 - t0) / 1e9);
    counts = c;
  }

  const med = median(seconds);
  const line = {
    impl: "llmist-js",
    mode: a.mode,
    mb_per_s: Number((byteLength / 1e6 / med).toFixed(2)),
    peak_rss_mb: Number(rssMiB().toFixed(1)),
    calls: counts.calls,
    text_segments: counts.text,
    partials: counts.partials,
    bytes: byteLength,
    runs: a.runs,
    median_ms: Number((med * 1e3).toFixed(2)),
    min_ms: Number((Math.min(...seconds) * 1e3).toFixed(2)),
    rss_after_import_mb: Number(rssAfterImport.toFixed(1)),
    rss_before_parse_mb: Number(rssLoaded.toFixed(1)),
    node: process.version,
    llmist: llmistVersion,
  };
  if (counts.other) line.other_events = counts.other;
  process.stdout.write(JSON.stringify(line) + "\n");
}

function runChildren(a) {
  let failed = false;
  for (const mode of ["whole", `stream${a.chunk}`, "replies2k"]) {
    const r = spawnSync(
      process.execPath,
      [fileURLToPath(import.meta.url), a.file, "--mode", mode, "--runs", String(a.runs)],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
    if (r.error || r.status !== 0) {
      process.stderr.write(`bench.mjs: mode ${mode} failed (${r.error ?? `status ${r.status}, signal ${r.signal}`})\n`);
      failed = true;
    }
  }
  process.exit(failed ? 1 : 0);
}

const args = parseArgs(process.argv.slice(2));
if (args.mode === null) runChildren(args);
else await runMode(args);
