'use strict';
// GaryML's lexer (grammars/garyml/GarymlLexer.g4), one line at a time: the grammar's rules as
// regular expressions over the line's bytes (a latin1 string: one character per byte), longest
// match first and, on a tie, the rule written first, as an ANTLR lexer decides.

const B = '[ \\t]';            // a blank
const T = '[ \\t\\r]*';        // TRAIL: what ends a line value
const EOL = '(?:\\n|$)';       // the line's LF, or the end of the input
const KEY = '[A-Za-z0-9_]+';
// A name runs on over non-ASCII bytes (the grammar's NON_ASCII, '\u0001' for every byte >= 0x80).
const DIRECTIVE_NAME = '[A-Z][A-Za-z0-9_\\x01\\x80-\\xff]*';
const COMMAND_NAME = '[a-z][A-Za-z0-9_\\x01\\x80-\\xff-]*';
const REF = '@[A-Za-z_][A-Za-z0-9_-]*';
const INT = '-?(?:0|[1-9][0-9]*)';
const DEC = `${INT}(?:\\.[0-9]+(?:[eE][+-]?[0-9]+)?|[eE][+-]?[0-9]+)`;
const QUOTED = `(?:"[^"\\n]*"|'[^'\\n]*')`;
const UNCLOSED = `(?:"[^"\\n]*|'[^'\\n]*)`;
const NOT_CLOSING = '(?:[^"\\n]|"[^"\\n]|""[^"\\n])*';
const PARAM_START = `${B}*${KEY}${B}*:${B}*`;
const PAIR_START = `${B}+${KEY}=`;

// A rule: [token type, pattern, next mode (undefined: stay)].
function rule(type, pattern, mode) {
  return { type, re: new RegExp(pattern, 'y'), mode };
}

// The value shapes of a pair, each a token of its own (PAIR_TRUE … PAIR_TEXT).
function pairRules(prefix, mode) {
  return [
    rule(`${prefix}TRUE`, `${PAIR_START}true\\r*`, mode),
    rule(`${prefix}FALSE`, `${PAIR_START}false\\r*`, mode),
    rule(`${prefix}INTEGER`, `${PAIR_START}${INT}\\r*`, mode),
    rule(`${prefix}DECIMAL`, `${PAIR_START}${DEC}\\r*`, mode),
    rule(`${prefix}REFERENCE`, `${PAIR_START}${REF}\\r*`, mode),
    rule(`${prefix}QUOTED`, `${PAIR_START}${QUOTED}\\r*`, mode),
    rule(`${prefix}QUOTE_THEN_TEXT`, `${PAIR_START}${QUOTED}[^ \\t\\n]+`, mode),
    rule(`${prefix}TEXT`, `${PAIR_START}[^ \\t\\n"'][^ \\t\\n]*`, mode),
  ];
}

const MODES = {
  DEFAULT: [
    rule('BLANK_LINE', `${B}*\\r*${EOL}`),
    rule('COMMENT_LINE', `${B}*#[^\\n]*${EOL}`),
    rule('DIRECTIVE_LINE', `${B}*\\.${DIRECTIVE_NAME}${T}${EOL}`),
    rule('COMMAND_LINE', `${B}*\\.${COMMAND_NAME}${T}${EOL}`),
    rule('DIRECTIVE', `${B}*\\.${DIRECTIVE_NAME}`, 'INLINE'),
    rule('COMMAND', `${B}*\\.${COMMAND_NAME}`, 'INLINE'),
    rule('NO_NAME', `${B}*\\.(?:[^A-Za-z\\n][^\\n]*)?${EOL}`),
    rule('PARAM_TRUE', `${PARAM_START}true${T}${EOL}`),
    rule('PARAM_FALSE', `${PARAM_START}false${T}${EOL}`),
    rule('PARAM_INTEGER', `${PARAM_START}${INT}${T}${EOL}`),
    rule('PARAM_DECIMAL', `${PARAM_START}${DEC}${T}${EOL}`),
    rule('PARAM_REFERENCE', `${PARAM_START}${REF}${T}${EOL}`),
    rule('PARAM_QUOTED', `${PARAM_START}${QUOTED}${T}${EOL}`),
    rule('PARAM_TEXT', `${PARAM_START}[^ \\t\\r\\n"'][^\\n]*${EOL}`),
    rule('PARAM_KEY', PARAM_START, 'VALUE'),
    rule('TEXT_LINE', `${B}*"""[^\\n]*"""${T}${EOL}`),
    { type: 'TEXT_LINE_START', match: textLineStart, mode: 'AFTER_TEXT' },
    rule('TEXT_OPEN_BARE', `${B}*"""${T}${EOL}`, 'TEXT_BARE'),
    rule('TEXT_OPEN', `${B}*"""${NOT_CLOSING}(?:"|"")?${EOL}`, 'TEXT_RUN'),
    rule('CODE_OPEN', `${B}*\`\`\`[^\\n]*${EOL}`, 'CODE'),
    rule('STRAY_LINE', `${B}*(?:[^.#"\`A-Za-z0-9_ \\t\\r\\n][^\\n]*|${KEY}${B}*|${KEY}${B}+[^: \\t\\n][^\\n]*` +
      `|${KEY}[^A-Za-z0-9_: \\t\\n][^\\n]*|""?(?:[^"\\n][^\\n]*)?|\`\`?(?:[^\`\\n][^\\n]*)?|\\r+[^\\r\\n][^\\n]*)${EOL}`),
  ],
  INLINE: [
    rule('NL', `${T}${EOL}`, 'DEFAULT'),
    rule('CONTENT_COLON', `:${B}*`, 'VALUE'),
    rule('INLINE_KEY', `${B}+${KEY}${B}*:${B}*`, 'VALUE'),
    ...pairRules('PAIR_', 'PAIRS'),
    rule('PAIR_KEY', `${B}+${KEY}=`, 'PAIR_VALUE'),
    rule('GAP', `${B}+`, 'MALFORMED'),
    rule('INLINE_JUNK', `(?:\\r+[^\\r\\n]|[^: \\t\\r\\n])[^\\n]*${EOL}`, 'DEFAULT'),
  ],
  PAIR_VALUE: [
    rule('TRUE', 'true\\r*', 'PAIRS'),
    rule('FALSE', 'false\\r*', 'PAIRS'),
    rule('INTEGER', `${INT}\\r*`, 'PAIRS'),
    rule('DECIMAL', `${DEC}\\r*`, 'PAIRS'),
    rule('REFERENCE', `${REF}\\r*`, 'PAIRS'),
    rule('QUOTED', `${QUOTED}\\r*`, 'PAIRS'),
    rule('QUOTE_THEN_TEXT', `${QUOTED}[^ \\t\\n]+`, 'PAIRS'),
    rule('UNCLOSED_QUOTE', UNCLOSED, 'PAIRS'),
    rule('TEXT', `[^ \\t\\n"'][^ \\t\\n]*`, 'PAIRS'),
    rule('NL', `${T}${EOL}`, 'DEFAULT'),
    ...pairRules('PAIR_', 'PAIRS'),
    rule('PAIR_KEY', `${B}+${KEY}=`),
    rule('GAP', `${B}+`, 'MALFORMED'),
  ],
  PAIRS: [
    rule('NL', `${T}${EOL}`, 'DEFAULT'),
    ...pairRules('PAIR_', 'PAIRS'),
    rule('PAIR_KEY', `${B}+${KEY}=`, 'PAIR_VALUE'),
    rule('GAP', `${B}+`, 'MALFORMED'),
  ],
  MALFORMED: [rule('MALFORMED_REST', `[^\\n]*${EOL}`, 'DEFAULT')],
  VALUE: [
    rule('EMPTY_VALUE', `${T}${EOL}`, 'DEFAULT'),
    rule('TRUE', `true${T}${EOL}`, 'DEFAULT'),
    rule('FALSE', `false${T}${EOL}`, 'DEFAULT'),
    rule('INTEGER', `${INT}${T}${EOL}`, 'DEFAULT'),
    rule('DECIMAL', `${DEC}${T}${EOL}`, 'DEFAULT'),
    rule('REFERENCE', `${REF}${T}${EOL}`, 'DEFAULT'),
    rule('QUOTED', `${QUOTED}${T}${EOL}`, 'DEFAULT'),
    rule('QUOTE_THEN_TEXT', `${QUOTED}[^\\n]*${EOL}`, 'DEFAULT'),
    rule('UNCLOSED_QUOTE', `${UNCLOSED}${EOL}`, 'DEFAULT'),
    rule('TEXT', `[^ \\t\\n"'][^\\n]*${EOL}`, 'DEFAULT'),
  ],
  AFTER_TEXT: [rule('EXTRA_TEXT', `[^\\n]*${EOL}`, 'DEFAULT')],
  TEXT_BARE: [rule('TEXT_CLOSE', `${B}*"""${T}${EOL}`, 'DEFAULT'), rule('BLOCK_LINE', `[^\\n]*${EOL}`)],
  TEXT_RUN: [rule('TEXT_CLOSE', `[^\\n]*"""${T}${EOL}`, 'DEFAULT'), rule('BLOCK_LINE', `[^\\n]*${EOL}`)],
  CODE: [rule('CODE_CLOSE', `${B}*\`\`\`${T}${EOL}`, 'DEFAULT'), rule('BLOCK_LINE', `[^\\n]*${EOL}`)],
};

// TEXT_LINE_START: BLANKS? '"""' NOT_CLOSING '"""', the longest such prefix.
const OPEN_QUOTES = new RegExp(`${B}*"""`, 'y');
const ALL_NOT_CLOSING = new RegExp(`^${NOT_CLOSING}$`);
function textLineStart(src, pos) {
  OPEN_QUOTES.lastIndex = pos;
  const open = OPEN_QUOTES.exec(src);
  if (!open) return -1;
  const after = pos + open[0].length;
  for (let at = src.lastIndexOf('"""'); at >= after; at = src.lastIndexOf('"""', at - 1)) {
    if (ALL_NOT_CLOSING.test(src.slice(after, at))) return at + 3 - pos;
  }
  return -1;
}

function matchLength(r, src, pos) {
  if (r.match) return r.match(src, pos);
  r.re.lastIndex = pos;
  const m = r.re.exec(src);
  return m ? m[0].length : -1;
}

/**
 * The tokens of one line, lexed from `mode`: [{type, start, end}] (byte positions in `src`, the
 * line with its LF when it has one), and the mode the next line begins in.
 */
function lexLine(src, mode) {
  const tokens = [];
  let pos = 0;
  for (;;) {
    let best = null, bestLength = -1;
    for (const r of MODES[mode]) {
      const length = matchLength(r, src, pos);
      if (length > bestLength) { best = r; bestLength = length; }
    }
    if (!best || (bestLength === 0 && pos === src.length)) break;  // the end of the input
    tokens.push({ type: best.type, start: pos, end: pos + bestLength });
    pos += bestLength;
    if (best.mode) mode = best.mode;
    if (pos === src.length || src[pos - 1] === '\n') break;  // the line is done
  }
  return { tokens, mode };
}

module.exports = { lexLine, PARAM_START: new RegExp(PARAM_START, 'y'), PAIR_START: new RegExp(PAIR_START, 'y') };
