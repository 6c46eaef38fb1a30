'use strict';
// Bytes, lines and positions (docs/formats/garyml.md §1, docs/conformance.md § Content and
// context windows): what every line format of llmfmt shares.

// WHATWG: one U+FFFD per maximal subpart; a U+FEFF at the start of a piece is a character, not a BOM.
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

/** The string of some bytes, ill-formed ones as U+FFFD. */
function str(bytes) {
  return decoder.decode(bytes);
}

/**
 * The length in bytes of the UTF-8 unit at `at` (a character, or one maximal subpart of an
 * ill-formed sequence), and whether it is well formed: the WHATWG decoder's steps.
 */
function unitAt(buf, at, end = buf.length) {
  const b = buf[at];
  if (b < 0x80) return { length: 1, ok: true };
  let need, lower = 0x80, upper = 0xbf;
  if (b >= 0xc2 && b <= 0xdf) need = 1;
  else if (b >= 0xe0 && b <= 0xef) { need = 2; if (b === 0xe0) lower = 0xa0; if (b === 0xed) upper = 0x9f; }
  else if (b >= 0xf0 && b <= 0xf4) { need = 3; if (b === 0xf0) lower = 0x90; if (b === 0xf4) upper = 0x8f; }
  else return { length: 1, ok: false };
  let length = 1;
  while (need > 0) {
    if (at + length >= end) return { length, ok: false };
    const c = buf[at + length];
    if (c < lower || c > upper) return { length, ok: false };
    lower = 0x80; upper = 0xbf; ++length; --need;
  }
  return { length, ok: true };
}

/** The code point at `at` (a well-formed unit), or -1. */
function codePointAt(buf, at) {
  const u = unitAt(buf, at);
  if (!u.ok) return -1;
  return str(buf.subarray(at, at + u.length)).codePointAt(0);
}

/** The number of columns (characters, ill-formed subparts one each) of buf[from, to). */
function columns(buf, from, to) {
  let n = 0;
  for (let at = from; at < to; at += unitAt(buf, at, to).length) ++n;
  return n;
}

/**
 * The input's lines: the pieces between LFs after `start` (a BOM's length). Each line:
 * {number, start, end (before its LF), next (after its LF, or the input's end)}. The empty piece
 * after a final LF is `lines.extra` (a line only when a diagnostic stands on it).
 */
class Lines {
  constructor(buf, start) {
    this.buf = buf;
    this.list = [];
    let at = start;
    for (;;) {
      const lf = buf.indexOf(0x0a, at);
      if (lf < 0) {
        if (at < buf.length || this.list.length === 0) this.list.push({ number: this.list.length + 1, start: at, end: buf.length, next: buf.length });
        else this.extra = { number: this.list.length + 1, start: at, end: at, next: at };
        break;
      }
      this.list.push({ number: this.list.length + 1, start: at, end: lf, next: lf + 1 });
      at = lf + 1;
    }
  }

  /** The line that holds offset `at` (the empty last piece for the end after a final LF). */
  lineAt(at) {
    let lo = 0, hi = this.list.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.list[mid].start <= at) lo = mid; else hi = mid - 1;
    }
    const line = this.list[lo];
    if (at >= line.next && line.next > line.end && this.extra) return this.extra;
    return line;
  }

  position(at) {
    const line = this.lineAt(at);
    return { line: line.number, column: 1 + columns(this.buf, line.start, at), offset: at };
  }

  get(number) {
    return number <= this.list.length ? this.list[number - 1] : this.extra;
  }

  /** A line as `content` shows it: without its LF and one CR before it, cut after 500 bytes. */
  content(line) {
    let end = line.end;
    if (line.next > line.end && end > line.start && this.buf[end - 1] === 0x0d) --end;
    if (end - line.start <= 500) return str(this.buf.subarray(line.start, end));
    let cut = line.start;
    for (let u; cut < end; cut += u) {
      u = unitAt(this.buf, cut, end).length;
      if (cut + u - line.start > 500) break;
    }
    return str(this.buf.subarray(line.start, cut)) + '\u2026';
  }

  /** Lines `number` ± 2, none after line `limit` (a fenced document's closer and what follows are not shown). */
  contextWindow(number, limit = Infinity) {
    const out = [];
    const lastNumber = Math.max(Math.min(limit, this.list.length), number);
    for (let k = number - 2; k <= number + 2; ++k) {
      if (k < 1 || k > lastNumber || k > this.list.length && !(k === number && this.extra)) continue;
      out.push(`line ${k}: ${this.content(this.get(k))}` + (k === number ? '  <-- ERROR HERE' : ''));
    }
    return out.join('\n');
  }
}

module.exports = { str, unitAt, codePointAt, columns, Lines };
