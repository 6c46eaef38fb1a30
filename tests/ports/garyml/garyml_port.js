#!/usr/bin/env node
'use strict';
// A GaryML port in JavaScript, written from docs/formats/garyml.md, grammars/garyml/,
// docs/conformance.md and docs/schema/ alone (issue 30), and its adapter for `llmfmt conform`:
//
//   node garyml_port.js          the adapter: persistent ($LLMFMT_CONFORM_MODE=persistent) or one-shot
//   node garyml_port.js FILE     print FILE's parse as JSON
const fs = require('fs');
const readline = require('readline');
const { parse } = require('./garyml');

function runCase(request, input) {
  if (request.kind !== 'parse' || request.format !== 'garyml') throw new Error(`not a GaryML parse case: ${request.kind}`);
  return parse(input, request.options ?? {});
}

if (process.argv[2]) {
  process.stdout.write(JSON.stringify(parse(fs.readFileSync(process.argv[2])), null, 2) + '\n');
} else if (process.env.LLMFMT_CONFORM_MODE === 'persistent') {
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  lines.on('line', (line) => {
    let answer;
    try {
      const request = JSON.parse(line);
      answer = { result: runCase(request, Buffer.from(request.input_base64, 'base64')) };
    } catch (e) {
      answer = { error: `${e.name}: ${e.message}` };
    }
    process.stdout.write(JSON.stringify(answer) + '\n');
  });
} else {
  const request = JSON.parse(process.env.LLMFMT_CONFORM_CASE);
  process.stdout.write(JSON.stringify(runCase(request, fs.readFileSync(0))) + '\n');
}
