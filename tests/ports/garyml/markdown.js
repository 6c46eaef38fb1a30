'use strict';
// §6.3 Markdown before a line: a stray line whose list bullet or quote markers hide a keyword,
// parameter or block line (`- .Role: x`, `> id: a`): MARKDOWN_PREFIX.

const { lexLine } = require('./lexer');
const { str } = require('./text');

// What the grammar reads as a line of its own, behind the prefix (NO_NAME and stray text are not).
const HIDDEN = /^(DIRECTIVE(_LINE)?|COMMAND(_LINE)?|PARAM_.*|TEXT_LINE(_START)?|TEXT_OPEN(_BARE)?|CODE_OPEN)$/;

/**
 * The Markdown prefix that begins `content` (a line without its terminator, latin1): any blanks
 * (GaryML's own indentation, kept), then `>` markers each with the blanks after it, then one of
 * `- `, `* `, `+ ` or 1 to 9 digits and `. ` or `) `, and the blanks after it; something must
 * follow. {lead, end} or null.
 */
function prefix(content) {
  let i = /^[ \t]*/.exec(content)[0].length;
  const lead = i;
  const blanks = (at) => /^[ \t]*/.exec(content.slice(at))[0].length;
  let end = 0;
  while (content[i] === '>') { i += 1 + blanks(i + 1); end = i; }
  const bullet = /^[-*+][ \t]/.exec(content.slice(i)) || /^[0-9]{1,9}[.)][ \t]/.exec(content.slice(i));
  if (bullet) end = i + bullet[0].length - 1 + blanks(i + bullet[0].length - 1);
  return end > 0 && end < content.length ? { lead, end } : null;
}

/**
 * The MARKDOWN_PREFIX warning of a line read as one STRAY_LINE token, or null: {at, end, fix_hint}
 * (offsets in the line). `src`: the line (latin1) with its terminator; `content`: its length
 * without it.
 */
function markdownPrefix(src, content) {
  const p = prefix(src.slice(0, content));
  if (!p) return null;
  const rest = src.slice(0, p.lead) + src.slice(p.end);
  const first = lexLine(rest, 'DEFAULT').tokens.find((t) => t.end > t.start);
  if (!first || !HIDDEN.test(first.type)) return null;
  return { at: p.lead, end: p.end, fix_hint: str(Buffer.from(src.slice(0, p.lead) + src.slice(p.end, content), 'latin1')) };
}

module.exports = { markdownPrefix, prefix };
