'use strict';
// §6.3 Markdown before a line: a stray line whose list bullet or quote markers hide a keyword,
// parameter or block line (`- .Role: x`, `> id: a`), or whose Markdown emphasis or code span is
// around one (`**.Role: x**`, `` `.Role: x` ``, `- **.Role**: x`; docs/decisions.md § Markdown
// around syntax): MARKDOWN_PREFIX.

const { lexLine } = require('./lexer');
const { str } = require('./text');

// What the grammar reads as a line of its own, behind the prefix (NO_NAME and stray text are not).
const HIDDEN = /^(DIRECTIVE(_LINE)?|COMMAND(_LINE)?|PARAM_.*|TEXT_LINE(_START)?|TEXT_OPEN(_BARE)?|CODE_OPEN)$/;
// A list bullet and the blank after it: `-`, `*`, `+`, 1 to 9 digits and `.` or `)`, or a bullet
// as rendered Markdown shows it (U+2022 •, U+2023 ‣, U+25AA ▪, U+25E6 ◦; UTF-8, latin1 here).
const BULLET = /^(?:[-*+]|[0-9]{1,9}[.)]|\xe2\x80[\xa2\xa3]|\xe2\x96\xaa|\xe2\x97\xa6)[ \t]/;
// Emphasis and code openers, in the order tried.
const OPENERS = ['**', '__', '~~', '*', '_', '`'];
const BLANK = (c) => c === ' ' || c === '\t';

/**
 * The Markdown markers that begin `content` (a line without its terminator, latin1): any blanks
 * (GaryML's own indentation, kept), then `>` markers each with the blanks after it, then
 * optionally a list bullet and the blanks after it. {lead, end, quote, bullet}: `end` is 0 when
 * there are no markers.
 */
function markers(content) {
  let i = /^[ \t]*/.exec(content)[0].length;
  const lead = i;
  const blanks = (at) => /^[ \t]*/.exec(content.slice(at))[0].length;
  let end = 0, quote = false, bullet = false;
  while (content[i] === '>') { i += 1 + blanks(i + 1); end = i; quote = true; }
  const b = BULLET.exec(content.slice(i));
  if (b) { end = i + b[0].length - 1 + blanks(i + b[0].length - 1); bullet = true; }
  return { lead, end, quote, bullet };
}

/**
 * The Markdown prefix that begins `content`: markers (above) with something after them.
 * {lead, end} or null.
 */
function prefix(content) {
  const m = markers(content);
  return m.end > 0 && m.end < content.length ? { lead: m.lead, end: m.end } : null;
}

/**
 * Emphasis or a code span around the rest of `content`: after the markers (or the indentation),
 * an opener right before a character that is no blank and not its own, closed by the first run
 * of exactly those characters later on the line that follows a non-blank and is not inside a
 * word (not followed by a letter, digit or `_`). {lead, end (past the opener), closer: {start,
 * end}, opener, quote, bullet} or null.
 */
function emphasis(content) {
  const m = markers(content);
  const at = m.end > 0 ? m.end : m.lead;
  for (const op of OPENERS) {
    if (!content.startsWith(op, at)) continue;
    const from = at + op.length;
    const next = content[from];
    if (next === undefined || BLANK(next) || next === op[0]) continue;
    for (let i = from; i < content.length;) {
      if (content[i] !== op[0]) { ++i; continue; }
      let r = i;
      while (r < content.length && content[r] === op[0]) ++r;
      if (r - i === op.length && !BLANK(content[i - 1]) && !/[A-Za-z0-9_]/.test(content[r] ?? '')) {
        return { lead: m.lead, end: from, closer: { start: i, end: r }, opener: op, quote: m.quote, bullet: m.bullet };
      }
      i = r;
    }
    return null;  // (a shorter opener of the same character would stand before its own)
  }
  return null;
}

const WHAT = [
  [/^(DIRECTIVE|DIRECTIVE_LINE)$/, 'a directive line'],
  [/^(COMMAND|COMMAND_LINE)$/, 'a command line'],
  [/^PARAM_/, 'a parameter line'],
  [/^TEXT_LINE/, 'a one-line text block'],
  [/^TEXT_OPEN/, "a text block's opener"],
  [/^CODE_OPEN$/, "a code block's opener"],
];

/** The first token of `rest` (a line, latin1, read from the default mode) when it is syntax, or null. */
function hidden(rest) {
  const first = lexLine(rest, 'DEFAULT').tokens.find((t) => t.end > t.start);
  return first && HIDDEN.test(first.type) ? first.type : null;
}

/**
 * The MARKDOWN_PREFIX warning of a line read as one STRAY_LINE token, or null: {at, end, hides
 * (the token type the prefix hides), closer ({start, end}: an emphasis or code closer, or null),
 * fix_hint, message} (offsets in the line). `src`: the line (latin1) with its terminator;
 * `content`: its length without it.
 */
function markdownPrefix(src, content) {
  const line = src.slice(0, content);
  const hint = (s) => str(Buffer.from(s, 'latin1'));
  const e = emphasis(line);
  if (e) {
    const rest = src.slice(0, e.lead) + src.slice(e.end, e.closer.start) + src.slice(e.closer.end);
    const hides = hidden(rest);
    if (hides) {
      const kind = e.opener === '`' ? 'code span' : 'emphasis';
      const markers = e.quote ? 'quote marker and ' : e.bullet ? 'list bullet and ' : '';
      const written = hint(src.slice(e.lead, e.end));
      return {
        at: e.lead, end: e.end, hides, closer: e.closer,
        fix_hint: hint(src.slice(0, e.lead) + src.slice(e.end, e.closer.start) + src.slice(e.closer.end, content)),
        message: `'${written}' … '${e.opener}' (Markdown ${markers}${kind}) around what the grammar reads as ` +
          `${what(hides)} on a line of its own; as written, this line is stray text`,
      };
    }
  }
  const p = prefix(line);
  if (!p) return null;
  const hides = hidden(src.slice(0, p.lead) + src.slice(p.end));
  if (!hides) return null;
  const m = markers(line);
  const written = hint(src.slice(p.lead, p.end).replace(/[ \t]+$/, ''));
  return {
    at: p.lead, end: p.end, hides, closer: null,
    fix_hint: hint(src.slice(0, p.lead) + src.slice(p.end, content)),
    message: `'${written}' (Markdown ${m.quote ? 'quote marker' : 'list bullet'}) before what the grammar reads as ` +
      `${what(hides)} on a line of its own; as written, this line is stray text`,
  };
}

/**
 * §2.3: a comment that is a Markdown heading of a directive line (`## .Instructions`; after one
 * `#` only a directive alone on its line, `# .Execute`), or null: {at, end, fix_hint, message}
 * (offsets in the line). A hint only: the comment stays a comment.
 */
function commentHeading(src, content) {
  const line = src.slice(0, content);
  const h = /^([ \t]*)(#{1,6})[ \t]+/.exec(line);
  if (!h || h[0].length >= line.length) return null;
  const hides = hidden(line.slice(h[0].length));
  if (hides !== 'DIRECTIVE_LINE' && !(hides === 'DIRECTIVE' && h[2].length >= 2)) return null;
  const lead = h[1].length;
  return {
    at: lead, end: h[0].length,
    fix_hint: str(Buffer.from(line.slice(0, lead) + line.slice(h[0].length), 'latin1')),
    message: `'${h[2]}' (Markdown heading) before what the grammar reads as a directive line on a line of its own; ` +
      'as written, this line is a comment, which is ignored: the directive is not read, and any line indented under ' +
      "it belongs to the node above (if it is meant, delete the heading's '#')",
  };
}

function what(type) {
  const w = WHAT.find(([re]) => re.test(type));
  return w ? w[1] : 'a line of syntax';
}

module.exports = { markdownPrefix, commentHeading, prefix };
