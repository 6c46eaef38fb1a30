'use strict';
// §1.4 fenced documents: is the whole input in a Markdown code fence, or is there prose around one?

const BLANK = /^[ \t\r]*$/;
const OPENER = /^( {0,3})(`{3,}|~{3,})(.*)$/s;

function opener(text) {
  const m = OPENER.exec(text);
  if (!m || (m[2][0] === '`' && m[3].includes('`'))) return null;
  return { indent: m[1].length, marker: m[2] };
}

function closes(text, marker) {
  const m = /^ {0,3}(`+|~+)[ \t\r]*$/.exec(text);
  return !!m && m[1][0] === marker[0] && m[1].length >= marker.length;
}

/**
 * {kind: 'fenced' | 'unclosed' | 'none', opener, closer, marker, excluded (line numbers not read),
 *  prose: {opener, closer} for PROSE_AROUND_FENCE when not fenced}.
 */
function findFence(lines, buf) {
  const list = lines.list;
  const textOf = (l) => buf.toString('latin1', l.start, l.end);
  const none = { kind: 'none', excluded: new Set() };
  const first = list.findIndex((l) => !BLANK.test(textOf(l)));
  if (first >= 0) {
    const open = opener(textOf(list[first]));
    if (open) {
      let last = -1;
      for (let i = list.length - 1; i > first; --i) if (closes(textOf(list[i]), open.marker)) { last = i; break; }
      if (last < 0) {
        return { kind: 'unclosed', opener: list[first], marker: open.marker, excluded: new Set([list[first].number]) };
      }
      if (list.slice(last + 1).every((l) => BLANK.test(textOf(l)))) {
        const excluded = new Set([list[first].number]);
        for (let i = last; i < list.length; ++i) excluded.add(list[i].number);
        return { kind: 'fenced', opener: list[first], closer: list[last], marker: open.marker, excluded };
      }
    }
  }
  // Prose around a fence: the first opener at column 1 and the last later line that closes it.
  for (let i = 0; i < list.length; ++i) {
    const open = opener(textOf(list[i]));
    if (!open || open.indent !== 0) continue;
    for (let j = list.length - 1; j > i; --j) {
      if (closes(textOf(list[j]), open.marker)) return { ...none, prose: { opener: list[i], closer: list[j] } };
    }
    break;
  }
  return none;
}

module.exports = { findFence };
