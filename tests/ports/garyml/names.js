'use strict';
// Names: the core directives (§9.1), "near" (§9.4) and names made ASCII (§5.1,
// docs/conformance.md § Accented letters).

const CORE_DIRECTIVES = ['GaryML', 'Role', 'Instructions', 'Context', 'Plan', 'Execute', 'Query', 'Examples', 'Diff',
  'Documentation', 'Section', 'OutputFormat', 'ReasoningStrategy'];

/** Levenshtein distance of two byte strings (latin1: one character a byte). */
function distance(x, y) {
  let row = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; ++i) {
    const next = [i];
    for (let j = 1; j <= y.length; ++j) {
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[y.length];
}

/** §9.4: the candidate near `name`, or null; names and candidates are byte strings (latin1). */
function nearest(name, candidates) {
  const n = name.length;
  if (n > 64) return null;
  if (n >= 3) {
    const longer = candidates.find((c) => c.length > n && c.startsWith(name));
    if (longer) return longer;
  }
  let best = null, bestDistance = Math.max(2, Math.floor(n / 3)) + 1;
  for (const c of candidates) {
    const d = distance(name, c);
    if (d < bestDistance) { best = c; bestDistance = d; }
  }
  return best;
}

const path = require('path');
const table = require(path.join(__dirname, '../../../docs/schema/look-alikes.json'));
const FOLD = new Map(table.fold.map(([cp, ascii]) => [cp, { ascii }]));

const LATIN = {
  'Æ': 'AE', 'æ': 'ae', 'Ð': 'D', 'ð': 'd', 'Ø': 'O', 'ø': 'o', 'Þ': 'TH', 'þ': 'th', 'ß': 'ss', 'Đ': 'D',
  'đ': 'd', 'Ħ': 'H', 'ħ': 'h', 'ı': 'i', '\u0132': 'J', 'ĳ': 'j', 'ĸ': 'k', 'Ŀ': 'L', 'ŀ': 'l', 'Ł': 'L',
  'ł': 'l', 'ŉ': 'n', 'Ŋ': 'N', 'ŋ': 'n', 'Œ': 'O', 'œ': 'o', 'Ŧ': 'T', 'ŧ': 't', 'ſ': 's',
};

/**
 * A name made ASCII (its bytes): ASCII letters, digits, `_` (and `-` in a command) stay, Latin
 * letters lose their accents, in a name of Latin letters and look-alikes a look-alike becomes the
 * letter it imitates (an invisible one: nothing; conformance.md § Accented letters), anything else
 * becomes `_` (each ill-formed byte one `_`).
 */
function asciiName(bytes, command) {
  const { unitAt } = require('./text');
  // Unicode spaces around the name are blanks, no part of it (conformance.md § Accented letters).
  const spaceAt = (at) => {  // the length of the Unicode space at `at`, or 0
    const u = unitAt(bytes, at);
    if (!u.ok || u.length === 1) return 0;
    const e = FOLD.get(Buffer.from(bytes.subarray(at, at + u.length)).toString('utf8').codePointAt(0));
    return e && e.ascii === ' ' ? u.length : 0;
  };
  for (let n; bytes.length && (n = spaceAt(0)) > 0;) bytes = bytes.subarray(n);
  for (let trimmed = true; trimmed && bytes.length;) {
    trimmed = false;
    for (let back = 2; back <= 3 && back <= bytes.length; ++back)
      if (spaceAt(bytes.length - back) === back) { bytes = bytes.subarray(0, bytes.length - back); trimmed = true; break; }
  }
  const accented = (cp) => cp >= 0xc0 && cp <= 0x17f && cp !== 0xd7 && cp !== 0xf7;
  const imitated = (cp) => {
    const e = FOLD.get(cp);
    return e && (e.ascii === '' || /^[A-Za-z0-9]$/.test(e.ascii)) ? e.ascii : null;
  };
  let latin = true;
  for (let at = 0; at < bytes.length;) {
    const u = unitAt(bytes, at);
    if (u.ok && u.length > 1) {
      const cp = Buffer.from(bytes.subarray(at, at + u.length)).toString('utf8').codePointAt(0);
      latin = latin && (accented(cp) || imitated(cp) !== null);
    }
    at += u.ok ? u.length : 1;
  }
  let out = '';
  for (let at = 0; at < bytes.length;) {
    const u = unitAt(bytes, at);
    const b = bytes[at];
    const allowed = (c) => c !== undefined && (/[A-Za-z0-9_]/.test(String.fromCharCode(c)) || (command && c === 0x2d));
    if (b === 0x5c && (bytes[at + 1] === 0x5f || bytes[at + 1] === 0x2d) && allowed(bytes[at + 1])) {
      at += 1;  // Markdown's escape of the punctuation after it (`file\_path`): no part of the name
      continue;
    }
    if (!u.ok || u.length === 1) {
      out += allowed(b) ? String.fromCharCode(b) : '_';
      at += 1;
      continue;
    }
    const c = Buffer.from(bytes.subarray(at, at + u.length)).toString('utf8');
    const cp = c.codePointAt(0);
    if (LATIN[c]) out += LATIN[c];
    else if (accented(cp)) out += c.normalize('NFD')[0];
    else if (latin && imitated(cp) !== null) out += imitated(cp);
    else out += '_';
    at += u.length;
  }
  return out;
}

/** §5.1: what counts as a letter after a dot (`.Écrire`): a character from U+00C0 on but punctuation and symbols. */
function isLetter(cp) {
  if (cp < 0xc0 || cp === 0xd7 || cp === 0xf7) return false;
  if ((cp >= 0x2000 && cp <= 0x2bff) || (cp >= 0x3000 && cp <= 0x303f) || (cp >= 0xfe00 && cp <= 0xfe0f)) return false;
  if (cp === 0xfeff || (cp >= 0xff00 && cp <= 0xff0f) || cp >= 0x1f000) return false;
  return true;
}

module.exports = { CORE_DIRECTIVES, nearest, asciiName, isLetter, distance };
