'use strict';
// Look-alike and invisible characters (§4.2; the rule: docs/conformance.md § Near misses, the
// table: docs/schema/look-alikes.json).

const path = require('path');
const { lexLine } = require('./lexer');
const { unitAt, codePointAt } = require('./text');

const table = require(path.join(__dirname, '../../../docs/schema/look-alikes.json'));
const FOLD = new Map(table.fold.map(([cp, ascii, name]) => [cp, { ascii, name }]));
const CONTROLS = new Set(table.controls.map(([cp]) => cp));  // C0 controls (but TAB, LF, CR) and DEL: removed
const NAME_TOKENS = new Set(['DIRECTIVE', 'COMMAND', 'DIRECTIVE_LINE', 'COMMAND_LINE', 'NO_NAME']);  // GaryML's names
const MAX_PROBES = 16;

function isUnicodeSpace(cp) {
  return cp === 0xa0 || (cp >= 0x2000 && cp <= 0x200b) || cp === 0x3000 || cp === 0xfeff;
}

/** The characters of buf[from, to) that fold: [{at, length, cp, ascii}] (offsets from `from`). */
function folded(buf, from, to) {
  const out = [];
  for (let at = from; at < to;) {
    const u = unitAt(buf, at, to);
    const cp = u.ok ? codePointAt(buf, at) : -1;
    const e = cp >= 0x80 ? FOLD.get(cp) : null;
    if (e) out.push({ at: at - from, length: u.length, cp, ascii: e.ascii, name: e.name });
    at += u.length;
  }
  return out;
}

/** The line's bytes (latin1) with the characters `use` folded, and the map back to the line's bytes. */
function foldOnly(bytes, use) {
  let text = '';
  const origin = [];
  let copied = 0;
  const copy = (to) => { for (; copied < to; ++copied) { text += bytes[copied]; origin.push(copied); } };
  for (const f of use) {
    copy(f.at);
    for (const c of f.ascii) { text += c; origin.push(f.at); }
    copied = f.at + f.length;
  }
  copy(bytes.length);
  origin.push(bytes.length);
  return { text, origin };
}

/** Tokens as the comparison sees them: cut at the content's end, empty ones left out, runs of one type as one. */
function readings(tokens, content) {
  const out = [];
  for (const t of tokens) {
    const end = Math.min(t.end, content);
    if (end <= t.start) continue;
    const last = out[out.length - 1];
    if (last && last.type === t.type && last.end === t.start) last.end = end;
    else out.push({ type: t.type, start: t.start, end });
  }
  return out;
}

function same(a, b) {
  return a.length === b.length && a.every((t, i) => t.type === b[i].type && t.end === b[i].end);
}

function probe(bytes, use, mode) {
  const { text, origin } = foldOnly(bytes, use);
  return lexLine(text, mode).tokens.map((t) => ({ type: t.type, start: origin[t.start], end: origin[Math.min(t.end, text.length)] }));
}

/**
 * The near-miss warning of one line, or null: {code, at, end, fix, fix_hint, message, names}.
 * `src` is the line (latin1, with its LF), `tokens` how it was lexed from `mode`.
 */
function nearMisses(buf, line, src, mode, tokens) {
  let contentEnd = line.end;
  if (line.next > line.end && contentEnd > line.start && buf[contentEnd - 1] === 0x0d) --contentEnd;
  const content = contentEnd - line.start;
  let folds = false;
  for (let at = line.start; at < contentEnd && !folds; ++at) {
    const b = buf[at];
    folds = b >= 0x80 || b === 0x7f || (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d);
  }
  if (!folds) return null;
  let indent = 0;  // the blanks and Unicode spaces that begin the line are UNICODE_SPACE's
  while (line.start + indent < contentEnd) {
    const b = buf[line.start + indent];
    if (b === 0x20 || b === 0x09) { ++indent; continue; }
    const u = unitAt(buf, line.start + indent, contentEnd);
    if (!u.ok || u.length === 1 || !isUnicodeSpace(codePointAt(buf, line.start + indent))) break;
    indent += u.length;
  }
  const changed = folded(buf, line.start, contentEnd).filter((f) => f.at >= indent);
  if (changed.length === 0) return null;
  const original = readings(tokens, content);
  const all = readings(probe(src, changed, mode), content);
  let named;
  if (same(all, original)) {
    named = names(src, tokens, changed, content);
    if (!named) return null;
  } else {
    named = [];
    if (changed.length > 1 && changed.length <= MAX_PROBES) {
      named = changed.filter((f) => !same(readings(probe(src, [f], mode), content), original));
    }
    if (named.length === 0) named = changed;
  }
  const first = named[0], last = named[named.length - 1];
  let hint = '';
  let copied = 0;
  for (const f of named) { hint += src.slice(copied, f.at) + f.ascii; copied = f.at + f.length; }
  hint = Buffer.from(hint + src.slice(copied, content), 'latin1').toString('utf8');
  const hex = (cp) => 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
  return {
    code: named.some((f) => f.ascii !== '') ? 'LOOK_ALIKE_CHARACTER' : 'INVISIBLE_CHARACTER',
    at: line.start + first.at, end: line.start + last.at + last.length,
    fix: named.map((f) => ({ start: line.start + f.at, end: line.start + f.at + f.length, text: f.ascii })),
    fix_hint: hint,
    message: named.map((f) => `${hex(f.cp)} ${f.name} (${f.ascii ? `looks like '${f.ascii}'` : 'invisible'})`).join(', ') +
      ': read as plain ASCII, the grammar would read this line otherwise',
    names: named.map((f) => f.cp),
  };
}

/** A name token that folds to all ASCII: the folded characters inside it, else null. */
function names(src, tokens, changed, content) {
  for (const t of tokens) {
    if (!NAME_TOKENS.has(t.type) || t.start >= content) continue;
    const inside = changed.filter((f) => f.at >= t.start && f.at < t.end);
    if (inside.length === 0) continue;
    const text = src.slice(t.start, Math.min(t.end, content)).replace(/^[ \t\r\n;]+/, '').replace(/[ \t\r\n]+$/, '');
    const start = t.start + src.slice(t.start).search(/[^ \t\r\n;]/);
    const inText = inside.filter((f) => f.at < start + text.length);
    const ascii = foldOnly(text, inText.map((f) => ({ ...f, at: f.at - start }))).text;
    if (/^[\x00-\x7f]*$/.test(ascii)) return inside;
  }
  return null;
}

/** A line (latin1) with every character the table lists folded, the controls removed; null when none folds. */
function foldLine(bytes) {
  const buf = Buffer.from(bytes, 'latin1');
  let out = '', any = false;
  for (let at = 0; at < buf.length;) {
    const u = unitAt(buf, at);
    const cp = u.ok ? codePointAt(buf, at) : -1;
    const e = cp >= 0x80 ? FOLD.get(cp) : CONTROLS.has(cp) ? { ascii: '' } : null;
    if (e) { out += e.ascii; any = true; } else out += bytes.slice(at, at + u.length);
    at += u.length;
  }
  return any ? out : null;
}

module.exports = { nearMisses, foldLine };
