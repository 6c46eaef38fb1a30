'use strict';
// Look-alike and invisible characters (§4.2; the rule: docs/conformance.md § Near misses, the
// table: docs/schema/look-alikes.json).

const path = require('path');
const { lexLine } = require('./lexer');
const { unitAt, codePointAt } = require('./text');
const { loneCrs } = require('./lone_cr');
const { markdownPrefix, prefix } = require('./markdown');

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

/** What a Markdown prefix hides in a stray line (§6.3; conformance.md § Near misses, step 3): a token type, or null. */
function hides(line, tokens) {
  if (!tokens[0] || tokens[0].type !== 'STRAY_LINE') return null;
  const d = markdownPrefix(line, line.replace(/\n$/, '').replace(/\r$/, '').length);
  return d ? d.hides : null;
}

function same(a, b) {
  return a.length === b.length && a.every((t, i) => t.type === b[i].type && t.end === b[i].end);
}

function sameParts(a, b) {
  return a.length === b.length && a.every((p, i) => p.type === b[i].type && p.start === b[i].start && p.end === b[i].end);
}

// ---- what the builder cuts from a line's tokens (§4.2) --------------------------------------

const VALUE_TOKENS = new Set(['TRUE', 'FALSE', 'INTEGER', 'DECIMAL', 'REFERENCE', 'QUOTED', 'UNCLOSED_QUOTE',
  'QUOTE_THEN_TEXT', 'TEXT', 'EMPTY_VALUE']);
const NAME_PARTS = new Set(['ID', 'LANGUAGE']);  // parts that are names, like the name tokens

/**
 * The parts of a line (latin1, with its terminator) whose tokens are `tokens`: [{type: 'KEY' |
 * 'VALUE' | 'ID' | 'LANGUAGE' | 'BLOCK_TEXT', start, end}] — a parameter's key, its value (`ID`
 * for an `id`'s) or inline content, trimmed on the right; a code block's language; a block line's
 * text after the opener's indentation (`blockIndent` blanks), untrimmed; and each line a lone CR
 * hides (`LONE_CR`, §1.2, in lexer mode `mode`). An empty part is none.
 */
function parts(line, tokens, blockIndent, mode) {
  const out = [];
  let key = '';
  const add = (type, from, to, trimmed = true) => {
    let text = line.slice(from, to).replace(/\n$/, '').replace(/\r+$/, '');
    if (trimmed) text = text.replace(/[ \t\r]+$/, '');
    if (text.length > 0) out.push({ type, start: from, end: from + text.length });
  };
  const cutKey = (t) => {
    const text = line.slice(t.start, t.end);
    const lead = /^[ \t]*/.exec(text)[0].length;
    key = /^[^ \t:=]*/.exec(text.slice(lead))[0];
    add('KEY', t.start + lead, t.start + lead + key.length);
    return t.start + lead + key.length;
  };
  const value = (from, to) => add(key === 'id' ? 'ID' : 'VALUE', from, to);
  let valueNext = false;  // after PARAM_KEY, INLINE_KEY, CONTENT_COLON or PAIR_KEY
  for (const t of tokens) {
    const isValue = valueNext && VALUE_TOKENS.has(t.type);
    valueNext = false;
    if (isValue) value(t.start, t.end);
    else if (/^PARAM_(TRUE|FALSE|INTEGER|DECIMAL|REFERENCE|QUOTED|TEXT)$/.test(t.type)) {  // key blanks? ':' blanks? value
      let at = line.indexOf(':', cutKey(t)) + 1;
      while (at < t.end && (line[at] === ' ' || line[at] === '\t')) ++at;
      value(at, t.end);
    } else if (/^PAIR_(TRUE|FALSE|INTEGER|DECIMAL|REFERENCE|QUOTED|QUOTE_THEN_TEXT|TEXT)$/.test(t.type)) {  // blanks key '=' value
      value(cutKey(t) + 1, t.end);
    } else if (t.type === 'PARAM_KEY' || t.type === 'INLINE_KEY' || t.type === 'PAIR_KEY') {
      cutKey(t);
      valueNext = true;
    } else if (t.type === 'CONTENT_COLON') {
      valueNext = true;
    } else if (t.type === 'CODE_OPEN') {  // blanks '```' language
      let at = t.start + /^[ \t]*/.exec(line.slice(t.start, t.end))[0].length + 3;
      while (at < t.end && (line[at] === ' ' || line[at] === '\t')) ++at;
      add('LANGUAGE', at, t.end);
    } else if (t.type === 'BLOCK_LINE') {  // the builder's block line: the opener's spaces off, or else every blank
      let spaces = 0;
      while (spaces < blockIndent && t.start + spaces < t.end && line[t.start + spaces] === ' ') ++spaces;
      let at = t.start + spaces;
      if (spaces < blockIndent) while (at < t.end && (line[at] === ' ' || line[at] === '\t')) ++at;
      add('BLOCK_TEXT', at, t.end, false);
    }
  }
  // (In a block, a closer's own lone CRs count here too, though no LONE_CR names them.)
  const textEnd = line.replace(/\n$/, '').replace(/\r+$/, '').length;
  for (const h of loneCrs(line, textEnd, mode)) if (h.end > h.start) out.push({ type: 'LONE_CR', start: h.start, end: h.end });
  return out;
}

/** A line read: its readings and its parts; folded lines mapped back to the line's offsets. */
function readFolded(bytes, use, mode, content, blockIndent) {
  const { text, origin } = foldOnly(bytes, use);
  const tokens = lexLine(text, mode).tokens;
  // A part's end: just past the character its last byte came from.
  const originalEnd = (end) => {
    if (end === 0) return origin[0];
    const last = origin[end - 1];
    const f = use.find((x) => x.at === last);
    return f ? f.at + f.length : last + 1;
  };
  return {
    hides: mode === 'DEFAULT' ? hides(text, tokens) : null,
    tokens: readings(tokens.map((t) => ({ type: t.type, start: origin[t.start], end: origin[Math.min(t.end, text.length)] })), content),
    parts: parts(text, tokens, blockIndent, mode).map((p) => ({ type: p.type, start: origin[p.start], end: originalEnd(p.end) })),
  };
}

const sameReading = (a, b) => same(a.tokens, b.tokens) && sameParts(a.parts, b.parts) && a.hides === b.hides;

/**
 * The near-miss warnings of one line: [{code, at, end, fix, fix_hint, message, names}].
 * `src` is the line (latin1, with its LF), `tokens` how it was lexed from `mode`; `blockIndent`
 * the blanks before the open block's opener (its lines' parts).
 */
function nearMisses(buf, line, src, mode, tokens, blockIndent = 0) {
  let contentEnd = line.end;
  if (line.next > line.end && contentEnd > line.start && buf[contentEnd - 1] === 0x0d) --contentEnd;
  const content = contentEnd - line.start;
  let folds = false;
  for (let at = line.start; at < contentEnd && !folds; ++at) {
    const b = buf[at];
    folds = b >= 0x80 || b === 0x7f || (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d);
  }
  if (!folds) return [];
  // The blanks and Unicode spaces that begin a structural line are UNICODE_SPACE's, but the
  // invisible ones among them; inside a block (no UNICODE_SPACE check) every character is folded,
  // and so is that run before a Markdown bullet or quote marker (once the line is folded).
  let indent = 0;
  const allFolded = foldLine(src.slice(0, content));
  const bulleted = allFolded !== null && prefix(allFolded) !== null;
  while (mode === 'DEFAULT' && !bulleted && line.start + indent < contentEnd) {
    const b = buf[line.start + indent];
    if (b === 0x20 || b === 0x09) { ++indent; continue; }
    const u = unitAt(buf, line.start + indent, contentEnd);
    if (!u.ok || u.length === 1 || !isUnicodeSpace(codePointAt(buf, line.start + indent))) break;
    indent += u.length;
  }
  const changed = folded(buf, line.start, contentEnd).filter((f) => f.at >= indent || f.ascii === '');
  if (changed.length === 0) return [];
  const original = {
    hides: mode === 'DEFAULT' ? hides(src, tokens) : null,
    tokens: readings(tokens, content),
    parts: parts(src, tokens, blockIndent, mode),
  };
  const all = readFolded(src, changed, mode, content, blockIndent);
  if (sameReading(all, original)) {
    return names(src, [...tokens, ...original.parts], changed, content).map((named) => warning(line, src, content, named));
  }
  let named = [];
  if (changed.length > 1 && changed.length <= MAX_PROBES) {
    named = changed.filter((f) => !sameReading(readFolded(src, [f], mode, content, blockIndent), original));
  }
  // The characters named must give the line the fold gives it (two invisible ones in a row).
  if (named.length > 0 && named.length < changed.length && !sameReading(readFolded(src, named, mode, content, blockIndent), all)) named = [];
  if (named.length === 0) named = changed;
  // A character left out that lies in a name of the folded line, all ASCII once folded, would be
  // named once the others are fixed: it is named too (conformance.md § Near misses, step 5).
  const left = names(src, [...all.tokens, ...all.parts], changed, content).flat();
  named = changed.filter((f) => named.includes(f) || left.includes(f));
  return [warning(line, src, content, named)];
}

function warning(line, src, content, named) {
  const first = named[0], last = named[named.length - 1];
  let hint = '';
  let copied = 0;
  for (const f of named) { hint += src.slice(copied, f.at) + f.ascii; copied = f.at + f.length; }
  hint += src.slice(copied, content);
  // No fix when it would join ill-formed bytes into a character (conformance.md § Near misses, step 6).
  const illFormed = (s) => (Buffer.from(s, 'latin1').toString('utf8').match(/\uFFFD/g) || []).length -
    (s.match(/\xEF\xBF\xBD/g) || []).length;
  const joins = illFormed(hint) < illFormed(src.slice(0, content));
  hint = Buffer.from(hint, 'latin1').toString('utf8');
  const hex = (cp) => 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
  return {
    code: named.some((f) => f.ascii !== '') ? 'LOOK_ALIKE_CHARACTER' : 'INVISIBLE_CHARACTER',
    at: line.start + first.at, end: line.start + last.at + last.length,
    fix: joins ? null : named.map((f) => ({ start: line.start + f.at, end: line.start + f.at + f.length, text: f.ascii })),
    fix_hint: hint,
    message: named.map((f) => `${hex(f.cp)} ${f.name} (${f.ascii ? `looks like '${f.ascii}'` : 'invisible'})`).join(', ') +
      ': read as plain ASCII, the grammar would read this line otherwise',
    names: named.map((f) => f.cp),
  };
}

/** Each name token or name part (an id, a language) that folds to all ASCII: the folded characters inside it. */
function names(src, pieces, changed, content) {
  const out = [];
  for (const t of pieces) {
    if (!(NAME_TOKENS.has(t.type) || NAME_PARTS.has(t.type)) || t.start >= content) continue;
    const inside = changed.filter((f) => f.at >= t.start && f.at < t.end);
    if (inside.length === 0) continue;
    const text = src.slice(t.start, Math.min(t.end, content)).replace(/^[ \t\r\n;]+/, '').replace(/[ \t\r\n]+$/, '');
    if (/^[\x00-\x7f]*$/.test(foldLine(text) ?? text)) out.push(inside);
  }
  return out;
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
