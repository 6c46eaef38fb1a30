'use strict';
// §1.2 a lone CR before what would be a line of its own: LONE_CR. Only LF ends a line, so in
// `timeout: 30` CR `    verbose: true` the second parameter is text of the first; the line is read
// as written, but never silently. In a block, a CR right after the block's closer with text after
// it is named too: the block is not closed there.

const { lexLine } = require('./lexer');
const { prefix } = require('./markdown');

// What a lone CR hides outside a block (the rest of the line read from the start of a line, or
// the rest after a Markdown prefix): a keyword, parameter, comment or block opener line.
const HIDDEN = /^(DIRECTIVE(_LINE)?|COMMAND(_LINE)?|PARAM_.*|COMMENT_LINE|TEXT_LINE(_START)?|TEXT_OPEN(_BARE)?|CODE_OPEN)$/;
// Inside a block: the closer of that block.
const CLOSERS = new Set(['TEXT_CLOSE', 'CODE_CLOSE']);

/** The end of src[from, to) without blanks, CRs and LFs at its right. */
function trimmed(src, from, to) {
  while (to > from && ' \t\r\n'.includes(src[to - 1])) --to;
  return to;
}

/**
 * The line the lone CR at `cr` of `src` (a line, latin1, with its terminator) hides, when the line
 * begins in lexer mode `mode`, or null: {start, end} — from after the CR (or after the Markdown
 * prefix behind it) to the end of the first token it would read, blanks and the line end off.
 */
function hiddenLine(src, cr, mode, textEnd) {
  const from = cr + 1;
  // The line it would begin: up to the next CR of the line's text (§1.2), or the line's end.
  const next = src.indexOf('\r', from);
  const rest = next >= 0 && next < textEnd ? src.slice(from, next) : src.slice(from);
  const first = (text) => lexLine(text, mode).tokens.find((t) => t.end > t.start);
  if (mode !== 'DEFAULT') {
    const t = first(rest);
    return t && CLOSERS.has(t.type) ? { start: from, end: trimmed(src, from, from + t.end) } : null;
  }
  const t = first(rest);
  if (t && HIDDEN.test(t.type)) return { start: from, end: trimmed(src, from, from + t.end) };
  // Behind a Markdown prefix (§6.3): the text after it, read from the start of a line.
  const content = rest.replace(/\n$/, '').replace(/\r$/, '');
  const p = prefix(content);
  if (!p) return null;
  const after = first(rest.slice(p.end));
  if (!after || !HIDDEN.test(after.type)) return null;
  return { start: from + p.end, end: trimmed(src, from + p.end, from + p.end + after.end) };
}

/**
 * In a block, the line's first CR when the text before it is the block's closer and text other
 * than blanks follows it up to the next CR (`  """` CR `.Role: r`: the block is not closed there
 * and runs on), or null: {cr, start, end} — from that text's first non-blank to the next CR or
 * the line's end (blanks and CRs at the line's right off).
 */
function afterCloser(src, textEnd, mode) {
  if (mode === 'DEFAULT') return null;
  const lineEnd = trimmed(src, 0, textEnd);
  const cr = src.indexOf('\r');
  if (cr < 0 || cr >= lineEnd) return null;
  let next = src.indexOf('\r', cr + 1);
  if (next < 0 || next > lineEnd) next = lineEnd;
  let start = cr + 1;
  while (start < next && (src[start] === ' ' || src[start] === '\t')) ++start;
  if (start === next) return null;
  const t = lexLine(src.slice(0, cr), mode).tokens.find((x) => x.end > x.start);
  return t && CLOSERS.has(t.type) ? { cr, start, end: next } : null;
}

/**
 * The lone CRs of a line (latin1 `src` with its terminator; `textEnd`: the length of what the
 * format reads of it, every CR at its end off) that hide a line: [{cr, start, end}].
 */
function loneCrs(src, textEnd, mode) {
  const out = [];
  const after = afterCloser(src, textEnd, mode);
  if (after) out.push(after);
  for (let cr = src.indexOf('\r'); cr >= 0 && cr < textEnd; cr = src.indexOf('\r', cr + 1)) {
    if (after && after.cr === cr) continue;  // (named above)
    const hidden = hiddenLine(src, cr, mode, textEnd);
    if (hidden) out.push({ cr, ...hidden });
  }
  return out;
}

module.exports = { loneCrs };
