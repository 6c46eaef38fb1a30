#!/usr/bin/env node
// Times the npm json5 package's JSON5.parse (json5@2.2.3, see package.json) on a file.
//
//   node bench.mjs FILE [--runs N]               run the mode in a fresh child process
//   node bench.mjs FILE --mode parse [--runs N]  run it in this process
//
// Mode (the same as bench_json5's):
//   parse   JSON5.parse(text) on the whole input
//
// The file is read and decoded (UTF-8) before timing. Each run is timed with
// process.hrtime.bigint() (monotonic) around JSON5.parse only; throughput = file bytes / 1e6 /
// median run time. Peak RSS = process.resourceUsage().maxRSS (KiB) / 1024, read at the end of the
// child that ran the mode; it includes Node itself and the loaded module (rss_after_import_mb) and
// the input string (rss_before_parse_mb). values / strings / numbers count the parsed value's
// nodes (every array element, member value and the top value), after the last run, untimed: they
// must equal bench_json5's and the generator's --stats.

import { spawnSync } from "node:child_process";
import { accessSync, constants, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

function usage(message) {
  if (message) process.stderr.write(`bench.mjs: ${message}\n`);
  process.stderr.write("usage: node bench.mjs FILE [--runs N] [--mode parse]\n");
  process.exit(2);
}

function positive(flag, s) {
  if (!/^[0-9]+$/.test(s ?? "") || Number(s) <= 0) usage(`${flag} needs a positive integer`);
  return Number(s);
}

function parseArgs(argv) {
  const a = { file: null, mode: null, runs: 5 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--runs") a.runs = positive("--runs", argv[++i]);
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
  if (a.mode !== null && a.mode !== "parse") usage("--mode must be parse");
  return a;
}

const rssMiB = () => process.resourceUsage().maxRSS / 1024;

function median(values) {
  const v = [...values].sort((x, y) => x - y);
  const n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

function count(v, c) {
  c.values++;
  if (typeof v === "string") c.strings++;
  else if (typeof v === "number") c.numbers++;
  else if (Array.isArray(v)) for (const e of v) count(e, c);
  else if (v !== null && typeof v === "object") for (const k of Object.keys(v)) count(v[k], c);
}

async function runMode(a) {
  const JSON5 = (await import("json5")).default;
  const json5Version = JSON.parse(readFileSync(join(here, "node_modules/json5/package.json"), "utf8")).version;
  const rssAfterImport = rssMiB();

  const bytes = readFileSync(a.file);
  const byteLength = bytes.length;
  const text = bytes.toString("utf8");
  const rssLoaded = rssMiB();

  const seconds = [];
  let value = null;
  for (let r = 0; r < a.runs; r++) {
    value = null;
    const t0 = process.hrtime.bigint();
    value = JSON5.parse(text);
    const t1 = process.hrtime.bigint();
    seconds.push(Number(t1 - t0) / 1e9);
  }
  const c = { values: 0, strings: 0, numbers: 0 };
  count(value, c);

  const med = median(seconds);
  const line = {
    impl: "json5-js",
    format: "json5",
    mode: a.mode,
    mb_per_s: Number((byteLength / 1e6 / med).toFixed(2)),
    peak_rss_mb: Number(rssMiB().toFixed(1)),
    values: c.values,
    strings: c.strings,
    numbers: c.numbers,
    bytes: byteLength,
    runs: a.runs,
    median_ms: Number((med * 1e3).toFixed(2)),
    min_ms: Number((Math.min(...seconds) * 1e3).toFixed(2)),
    max_ms: Number((Math.max(...seconds) * 1e3).toFixed(2)),
    rss_after_import_mb: Number(rssAfterImport.toFixed(1)),
    rss_before_parse_mb: Number(rssLoaded.toFixed(1)),
    node: process.version,
    json5: json5Version,
  };
  process.stdout.write(JSON.stringify(line) + "\n");
}

function runChildren(a) {
  const r = spawnSync(
    process.execPath,
    [fileURLToPath(import.meta.url), a.file, "--mode", "parse", "--runs", String(a.runs)],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  if (r.error || r.status !== 0) {
    process.stderr.write(`bench.mjs: mode parse failed (${r.error ?? `status ${r.status}, signal ${r.signal}`})\n`);
    process.exit(1);
  }
  process.exit(0);
}

const args = parseArgs(process.argv.slice(2));
if (args.mode === null) runChildren(args);
else await runMode(args);
