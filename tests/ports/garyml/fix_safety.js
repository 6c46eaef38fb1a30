'use strict';
// §12 "A fix is checked before it is given" (docs/decisions.md § Fixes never make a file worse):
// every fix but the near-miss ones is tried on the text as `llmfmt fix` would apply it, and
// kept only when the text read again is no worse.

// Fixes that make a line syntax again: not checked (they answer to the look-alike property).
const SYNTAX_AGAIN = new Set(['LOOK_ALIKE_CHARACTER', 'INVISIBLE_CHARACTER', 'UNICODE_SPACE', 'MARKDOWN_PREFIX', 'LONE_CR']);
// What a fix of a code may bring to light that its error hid.
const UNMASKS = { INVALID_NAME: ['UNKNOWN_DIRECTIVE', 'MISSING_REQUIRED_PARAM'] };

const hasFix = (d) => d.fix && d.fix.length > 0;
const checked = (d) => hasFix(d) && !SYNTAX_AGAIN.has(d.code);

/** As `llmfmt fix` takes edits: two at one place overlap, and so do two that intersect. */
function overlaps(taken, e) {
  return taken.some((t) => t.start === e.start || (t.start < e.end && e.start < t.end));
}

/** `buf` with `edits` (not overlapping) applied. */
function applied(buf, edits) {
  const sorted = [...edits].sort((a, b) => a.start - b.start);
  const pieces = [];
  let from = 0;
  for (const e of sorted) {
    pieces.push(buf.subarray(from, e.start), Buffer.from(e.text, 'utf8'));
    from = e.end;
  }
  pieces.push(buf.subarray(from));
  return Buffer.concat(pieces);
}

/** Where offset `at` lies once `edits` are applied: [low, high] (an insertion right there may put it either side). */
function moved(at, edits) {
  let low = 0, high = 0;
  for (const e of edits) {
    const delta = Buffer.byteLength(e.text, 'utf8') - (e.end - e.start);
    if (e.end <= at && e.start < at) { low += delta; high += delta; } else if (e.start === at) high += Math.max(0, delta);
  }
  return [at + low, at + high];
}

const errors = (ds, unmasked) => ds.filter((d) => d.severity === 'error' && !unmasked.includes(d.code)).length;

/**
 * Drops the `fix` of each diagnostic of `buf` (in offset order) whose fix makes the text worse:
 * its diagnostic stays where it stood, a code appears that was not there (what it may unmask
 * aside), or the errors are not fewer by one for an error fixed. `check(buf)`: the diagnostics of
 * a text, without this step. Bounded as llmfmt is: 4 × the input plus 64 KiB read again.
 */
function keepSafeFixes(buf, diagnostics, check) {
  if (!diagnostics.some(checked)) return;
  let budget = 4 * buf.length + 64 * 1024;
  const taken = [];  // what `llmfmt fix` applies in this pass, so far
  let base = diagnostics, baseKnown = true;
  const codes = new Set(diagnostics.map((d) => d.code));
  const overlapping = (d) => d.fix.some((e) => overlaps(taken, e));
  for (const d of diagnostics) {  // the near-miss fixes first, as they are
    if (!hasFix(d) || !SYNTAX_AGAIN.has(d.code) || overlapping(d)) continue;
    taken.push(...d.fix);
    baseKnown = false;
  }
  const promisesKept = (tried, withEdits, fixed) => {
    const unmasked = tried.flatMap((d) => UNMASKS[d.code] ?? []);
    const fixedErrors = tried.filter((d) => d.severity === 'error').length;
    for (const d of tried) {
      const [low, high] = moved(d.at, withEdits);
      if (fixed.some((f) => f.code === d.code && f.at >= low && f.at <= high)) return false;  // still there
    }
    const noNewCode = fixed.every((f) => codes.has(f.code) || unmasked.includes(f.code));
    return noNewCode && errors(fixed, unmasked) + fixedErrors <= errors(base, unmasked);
  };
  const readBase = (before) => {
    if (baseKnown) return;
    budget -= before.length;
    base = check(before);
    for (const b of base) codes.add(b.code);
    baseKnown = true;
  };
  // All of them at once first: most fixes are independent, and then none needs a reading of its own.
  {
    const tried = [];
    const withEdits = [...taken];
    for (const d of diagnostics) {
      if (!checked(d) || d.fix.some((e) => overlaps(withEdits, e))) continue;
      tried.push(d);
      withEdits.push(...d.fix);
    }
    const before = applied(buf, taken), after = applied(buf, withEdits);
    if (tried.length > 1 && before.length + after.length <= budget) {
      readBase(before);
      budget -= after.length;
      if (promisesKept(tried, withEdits, check(after))) {
        for (const d of diagnostics) if (checked(d) && !tried.includes(d)) delete d.fix;  // not applied in this pass
        return;
      }
    }
  }
  for (const d of diagnostics) {
    if (!checked(d)) continue;
    if (overlapping(d)) { delete d.fix; continue; }  // not applied in this pass: the next pass decides
    const before = applied(buf, taken);
    const withEdits = [...taken, ...d.fix];
    const after = applied(buf, withEdits);
    if (before.length + after.length > budget) { delete d.fix; continue; }
    readBase(before);
    budget -= after.length;
    const fixed = check(after);
    if (!promisesKept([d], withEdits, fixed)) { delete d.fix; continue; }
    taken.push(...d.fix);
    base = fixed;
  }
}

// §4.2: the fixes that give a line its indentation, and so may break the levels of other lines.
const INDENTS = new Set(['UNICODE_SPACE', 'MARKDOWN_PREFIX']);
const TOP_LEVEL = ' (the fix puts the line at the top level: indented as written, it would break the indentation of ' +
  'the lines after it)';

/**
 * §4.2 "Indentation is structure": each UNICODE_SPACE and MARKDOWN_PREFIX fix (`d.topLevel`: the
 * same line put at the top level, {fix, fix_hint}) is tried on the text, all at once and then each
 * on top of those kept before it. One that gives the lines none of them touches more errors, or a
 * code they did not have, gives way to its top-level fix, held to the same; when that breaks them too,
 * the diagnostic keeps its hint and has no fix. `check(buf)`: a text's diagnostics, each with its
 * `line` (these edits keep every line where it was).
 */
function holdIndentFixes(buf, diagnostics, check) {
  const tried = diagnostics.filter((d) => INDENTS.has(d.code) && hasFix(d));
  if (tried.length === 0) return;
  let budget = 4 * buf.length + 64 * 1024;
  // The lines they touch: each of them is judged by the lines none of them touches.
  const touched = new Set(tried.map((d) => d.line));
  const breaks = (before, after) => {
    const untouched = (ds) => ds.filter((d) => !touched.has(d.line));
    const b = untouched(before), a = untouched(after);
    const codes = new Set(b.map((d) => d.code));
    return errors(a, []) > errors(b, []) || a.some((d) => !codes.has(d.code));
  };
  const read = (edits) => {
    const text = applied(buf, edits);
    budget -= text.length;
    return budget >= 0 ? check(text) : null;
  };
  if (tried.length > 1) {  // all at once: most of them break nothing
    const all = read(tried.flatMap((d) => d.fix));
    if (all && !breaks(diagnostics, all)) return;
  }
  // Each on top of those kept before it, judged against the text as written.
  const kept = [];
  for (const d of tried) {
    let fixed = read([...kept, ...d.fix]);
    if (fixed && !breaks(diagnostics, fixed)) { kept.push(...d.fix); continue; }
    fixed = read([...kept, ...d.topLevel.fix]);
    if (fixed && !breaks(diagnostics, fixed)) {
      d.fix = d.topLevel.fix;
      d.fix_hint = d.topLevel.fix_hint.replace(/[ \t\r]+$/, '');  // (that hint loses its blanks at the end)
      d.message += TOP_LEVEL;
      kept.push(...d.fix);
      continue;
    }
    delete d.fix;
  }
}

module.exports = { keepSafeFixes, holdIndentFixes };
