'use strict';
// §1.4 fenced documents: is the whole input in a Markdown code fence, or a document wrapped in
// prose and a fence, or is there prose with syntax around one?

const { prefix } = require('./markdown');

const BLANK = /^[ \t\r]*$/;
const OPENER = /^( {0,3})(`{3,}|~{3,})(.*)$/s;
const NAMES = ['garyml', 'gml'];  // info strings that name the format (first word, any letter case)

function opener(text) {
  const m = OPENER.exec(text);
  if (!m || (m[2][0] === '`' && m[3].includes('`'))) return null;
  return { indent: m[1].length, marker: m[2], info: m[3].replace(/^[ \t\r]+|[ \t\r]+$/g, '') };
}

function closes(text, marker) {
  const m = /^ {0,3}(`+|~+)[ \t\r]*$/.exec(text);
  return !!m && m[1][0] === marker[0] && m[1].length >= marker.length;
}

/** A keyword line: `.` and an ASCII letter after blanks (what text around a wrapped document never holds). */
function isKeywordLine(text) {
  return /^[ \t]*\.[A-Za-z]/.test(text);
}

/**
 * {kind: 'fenced' | 'unclosed' | 'wrapped' | 'none', opener, closer, marker, excluded (line
 *  numbers not read), prose: {opener, closer} for PROSE_AROUND_FENCE when not fenced}.
 * `foldLine(latin1)`: the line with its look-alike and invisible characters folded (a keyword
 * line behind a look-alike is syntax too), or null when nothing in it folds.
 */
function findFence(lines, buf, foldLine) {
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
  // The first opener at column 1 and the last later line that closes it (none: cut off).
  let at = -1, open = null;
  for (let i = 0; i < list.length && at < 0; ++i) {
    open = opener(textOf(list[i]));
    if (open && open.indent === 0) at = i;
  }
  if (at < 0) return none;
  let closer = -1;
  for (let j = list.length - 1; j > at && closer < 0; --j) if (closes(textOf(list[j]), open.marker)) closer = j;
  // A document wrapped in text: prose before or after the fence, no keyword line in that prose,
  // and a keyword line inside or an info string that names the format.
  // A keyword line as written, with its look-alikes folded, or behind a Markdown prefix (`- .Plan`).
  const keyword = (t) => {
    if (isKeywordLine(t)) return true;
    const f = foldLine(t);
    return f !== null && isKeywordLine(f);
  };
  const isSyntax = (l) => {
    const t = textOf(l).replace(/\r$/, '');
    const p = prefix(t);
    return keyword(t) || (p !== null && keyword(t.slice(p.end)));
  };
  const before = list.slice(0, at), inside = list.slice(at + 1, closer < 0 ? list.length : closer);
  const after = closer < 0 ? [] : list.slice(closer + 1);
  const text = (ls) => ls.some((l) => !BLANK.test(textOf(l)));
  const named = NAMES.includes(open.info.split(/[ \t]/)[0].replace(/[A-Z]/g, (c) => c.toLowerCase()));
  if ((text(before) || text(after)) && !before.some(isSyntax) && !after.some(isSyntax) && (named || inside.some(isSyntax))) {
    const excluded = new Set();
    for (let i = 0; i <= at; ++i) excluded.add(list[i].number);
    if (closer >= 0) for (let i = closer; i < list.length; ++i) excluded.add(list[i].number);
    return { kind: 'wrapped', opener: list[at], closer: closer >= 0 ? list[closer] : null, marker: open.marker, excluded };
  }
  if (closer < 0) return none;
  return { ...none, prose: { opener: list[at], closer: list[closer] } };
}

module.exports = { findFence };
