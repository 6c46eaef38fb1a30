'use strict';
// A GaryML parser (docs/formats/garyml.md; sections §N are that page's). parse(bytes, options)
// gives what `llmfmt parse --format garyml` prints: {format, document, diagnostics}.

const { lexLine, PARAM_START, PAIR_START } = require('./lexer');
const { str, unitAt, codePointAt, Lines } = require('./text');
const { findFence } = require('./fence');
const { nearest, asciiName, isLetter, CORE_DIRECTIVES } = require('./names');
const { nearMisses, foldLine } = require('./near_miss');
const { markdownPrefix, commentHeading } = require('./markdown');
const { keepSafeFixes, holdIndentFixes } = require('./fix_safety');
const { loneCrs } = require('./lone_cr');

const REQUIRED = { Context: ['id'], Diff: ['id', 'format'], Section: ['title'] };
// §9.3: the parameters a core directive knows, required ones first.
const KNOWN_PARAMETERS = {
  GaryML: ['version'], Context: ['id', 'path', 'type', 'format'], Diff: ['id', 'format'],
  Section: ['title'], Documentation: ['title'],
};
// §4.2: the Unicode spaces an indentation may not hold; the zero-width ones are deleted by the fix.
const ZERO_WIDTH = new Set([0x200b, 0xfeff]);
function isUnicodeSpace(cp) {
  return cp === 0xa0 || (cp >= 0x2000 && cp <= 0x200a) || cp === 0x3000 || ZERO_WIDTH.has(cp);
}
const latin1 = (buf, from, to) => buf.toString('latin1', from, to);

/** §9.4: the core directive `name` spells in another letter case, or null. */
function otherCase(name) {
  return CORE_DIRECTIVES.find((c) => c !== name && c.toLowerCase() === name.toLowerCase()) ?? null;
}

class Parser {
  constructor(buf, options) {
    this.buf = buf;
    this.options = options;
    this.maxDepth = options.max_depth ?? 256;
    this.diagnostics = [];
    this.start = buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;
    this.lines = new Lines(buf, this.start);
    this.header = null;
    this.nodes = [];
    this.unit = 0;             // §4.1: fixed by the first indented structural line (0: not yet)
    this.widths = [0];         // §4.1: the widths of the open levels
    this.capped = false;       // §4.4: NESTING_TOO_DEEP given, until the depth drops back
    this.blevels = [{ parent: null, opener: null }];  // per open level, the node its lines belong to
    this.last = null;          // the node of the last structural line, if it was a keyword line
    this.lastLead = '';        // and its indentation
    this.anyLine = false;
    this.block = null;         // the block being read (§8)
    this.closed = null;        // §8.6: the last block closed: {kind, end}
  }

  // ---- diagnostics ------------------------------------------------------------------------

  report(code, severity, at, fixHint, message, more = {}) {
    const d = { code, severity, at, end: more.end ?? at, fix_hint: fixHint ?? null, message };
    if (more.fix) d.fix = more.fix;
    if (more.names) d.names = more.names;  // the characters its message names (near misses, §4.2)
    if (more.nearMiss) d.nearMiss = true;
    this.diagnostics.push(d);
    return d;
  }

  edit(from, to, text) {
    return { start: from, end: to, text };
  }

  toJson(d) {
    const pos = this.lines.position(d.at);
    const out = { code: d.code, message: d.message, severity: d.severity, line: pos.line, column: pos.column,
      offset: pos.offset, end: this.lines.position(d.end), content: this.lines.content(this.lines.get(pos.line)),
      context_window: this.lines.contextWindow(pos.line, this.fence.closer ? this.fence.closer.number - 1 : Infinity), fix_hint: typeof d.fix_hint === 'function' ? d.fix_hint() : d.fix_hint };
    if (d.fix) {
      out.fix = { edits: d.fix.map((e) => ({ start: this.lines.position(e.start), end: this.lines.position(e.end), text: e.text })) };
    }
    return out;
  }

  span(from, to) {
    return { start: this.lines.position(from), end: this.lines.position(to) };
  }

  text(from, to) {
    return str(this.buf.subarray(from, to));
  }

  // ---- §1 input ---------------------------------------------------------------------------

  parse() {
    this.read();
    const check = (fixed) => new Parser(fixed, this.options).read();
    // §12: each fix but the near-miss ones is tried on the text first (the near-miss fixes applied
    // as the reading gave them).
    keepSafeFixes(this.buf, this.diagnostics, check);
    // §4.2: then the fixes that indent a line are held to the levels of the lines they do not touch.
    holdIndentFixes(this.buf, this.diagnostics, check);
    return {
      format: 'garyml',
      document: { version: this.version(), header: this.header && this.nodeJson(this.header), nodes: this.nodes.map((n) => this.nodeJson(n)) },
      diagnostics: this.diagnostics.map((d) => this.toJson(d)),
    };
  }

  /** Reads the text: the nodes, and the diagnostics in offset order (their fixes not checked yet), which it returns. */
  read() {
    if (this.start) this.report('BOM_SKIPPED', 'info', 0, null, 'a UTF-8 byte-order mark was skipped', { end: 3 });
    const fence = findFence(this.lines, this.buf, foldLine);
    this.fence = fence;
    // The first ill-formed sequence of the text read: up to a fence's closer (the lines before a
    // wrapped document's opener are in it, though not read as the document).
    const readEnd = fence.closer ? fence.closer.start : this.buf.length;
    for (let at = this.start; at < readEnd;) {
      const u = unitAt(this.buf, at, readEnd);
      if (!u.ok) {
        this.report('INVALID_UTF8', 'warning', at, null, 'ill-formed UTF-8', { end: at + u.length });
        break;
      }
      at += u.length;
    }
    let mode = 'DEFAULT';
    this.lastRead = null;
    for (const line of this.lines.list) {
      if (fence.excluded.has(line.number)) continue;
      this.lastRead = line;
      mode = this.line(line, mode);
    }
    if (this.block) this.unclosedBlock();
    if (fence.kind === 'wrapped') this.proseAroundDocument(fence);
    else if (fence.kind !== 'none') this.fencedDocument(fence);
    this.checkIds();
    if (fence.kind === 'none' && fence.prose) this.proseAroundFence(fence.prose);
    this.dropNamedTwice();
    this.diagnostics.sort((a, b) => a.at - b.at);
    for (const d of this.diagnostics) d.line = this.lines.lineAt(d.at).number;
    return this.diagnostics;
  }

  fencedDocument(fence) {
    const opener = fence.opener;
    const edits = [this.edit(opener.start, opener.next, '')];
    let hint = `delete the fence line (line ${opener.number}), and check that nothing was cut off at the end`;
    if (fence.kind === 'fenced') {
      edits.push(this.edit(fence.closer.start, fence.closer.next, ''));
      hint = `delete the fence lines (line ${opener.number} and line ${fence.closer.number}) so that the document stands alone`;
    }
    this.report('FENCED_DOCUMENT', 'warning', opener.start, hint, 'the whole document is in a Markdown code fence',
      { end: this.lineEnd(opener), fix: edits });
  }

  /** §1.4: a document wrapped in text and a fence: only the fence's inside was read. */
  proseAroundDocument({ opener, closer }) {
    const first = this.lines.list.find((l) => !/^[ \t\r]*$/.test(latin1(this.buf, l.start, l.end)));
    const edits = [this.edit(first.start, opener.next, '')];
    let hint = `delete the text before line ${opener.number + 1}, the fence line with it, and check that nothing was cut off at the end`;
    if (closer) {
      edits.push(this.edit(closer.start, this.buf.length, ''));
      hint = `delete the text before line ${opener.number + 1} and after line ${closer.number - 1}, the fence lines with it`;
    }
    this.report('PROSE_AROUND_DOCUMENT', 'warning', opener.start, hint, 'the document is wrapped in text and a Markdown code fence',
      { end: this.lineEnd(opener), fix: edits });
  }

  /** §1.4: prose with syntax around a fence: the input was read as it is (no fix: deleting the prose would be a guess). */
  proseAroundFence({ opener, closer }) {
    const outside = this.diagnostics.some((d) => d.severity === 'error' &&
      (this.lines.lineAt(d.at).number <= opener.number || this.lines.lineAt(d.at).number >= closer.number));
    if (!outside) return;
    this.report('PROSE_AROUND_FENCE', 'info', opener.start,
      `delete the text before line ${opener.number + 1} and after line ${closer.number - 1}, the fence lines with it`,
      'the document is in a Markdown code fence with text around it', { end: this.lineEnd(opener) });
  }

  /** A line's text as the builder reads it: without its LF and every CR before it (§1.2). */
  textEnd(line) {
    let end = line.end;
    while (end > line.start && this.buf[end - 1] === 0x0d) --end;
    return end;
  }

  /** A line's end as `content` and the fence diagnostics have it: without its LF and one CR before it. */
  lineEnd(line) {
    return line.next > line.end && line.end > line.start && this.buf[line.end - 1] === 0x0d ? line.end - 1 : line.end;
  }

  // ---- §2 lines ---------------------------------------------------------------------------

  /** Reads one line that begins in lexer mode `mode`; returns the mode of the next. */
  line(line, mode) {
    const src = latin1(this.buf, line.start, line.next);
    const lexed = lexLine(src, mode);
    if (this.block) {
      const blockIndent = this.block.indent.length;
      if (lexed.tokens[0] && lexed.tokens[0].type === 'BLOCK_LINE') this.loneCr(line, src, mode);
      this.blockLine(line, lexed.tokens[0]);
      this.nearMiss(line, src, mode, lexed.tokens, blockIndent);
      return lexed.mode;
    }
    this.loneCr(line, src, mode);
    const first = lexed.tokens[0];
    if (!first || first.type === 'BLANK_LINE') { this.nearMiss(line, src, mode, lexed.tokens); return 'DEFAULT'; }
    if (first.type === 'COMMENT_LINE') {
      this.nearMiss(line, src, mode, lexed.tokens);
      const h = commentHeading(src, this.lineEnd(line) - line.start);
      if (h) this.report('MARKDOWN_PREFIX', 'warning', line.start + h.at, h.fix_hint, h.message, { end: line.start + h.end });
      return 'DEFAULT';
    }
    if (this.unicodeIndentation(line, src)) {
      this.place(line, /^[ \t]*/.exec(src)[0], false);  // not read, but it counts for the levels
      this.nearMiss(line, src, mode, lexed.tokens);
      return 'DEFAULT';
    }
    this.structural(line, src, lexed.tokens);
    this.nearMiss(line, src, mode, lexed.tokens);
    if (first.type === 'STRAY_LINE') this.markdown(line, src);
    return lexed.mode;
  }

  /**
   * §6.3: a stray line whose Markdown bullet or quote markers hide a line of syntax, or whose
   * Markdown emphasis or code span is around one (its fix deletes the opener and the closer).
   */
  markdown(line, src) {
    const d = markdownPrefix(src, this.lineEnd(line) - line.start);
    if (!d) return;
    const closer = d.closer ? [this.edit(line.start + d.closer.start, line.start + d.closer.end, '')] : [];
    const m = this.report('MARKDOWN_PREFIX', 'warning', line.start + d.at, d.fix_hint, d.message,
      { end: line.start + d.end, fix: [this.edit(line.start + d.at, line.start + d.end, ''), ...closer] });
    // §4.2: should keeping the indentation break the lines below, the fix puts the line at the top level.
    m.topLevel = { fix: [this.edit(line.start, line.start + d.end, '')], fix_hint: this.text(line.start + d.end, this.lineEnd(line)) };
    if (d.closer) {
      // With emphasis or a code span the closer goes too (§4.2: "with a Markdown prefix: those
      // and the prefix"; the closer's edit is the warning's second).
      m.topLevel = {
        fix: [this.edit(line.start, line.start + d.end, ''), ...closer],
        fix_hint: this.text(line.start + d.end, line.start + d.closer.start) + this.text(line.start + d.closer.end, this.lineEnd(line)),
      };
    }
  }

  /**
   * §1.2: lone CRs before what would be lines of their own: one LONE_CR at the first, its fix
   * splitting the line at each (a CR that begins the line deleted), its hint the line so split.
   */
  loneCr(line, src, mode) {
    const end = this.textEnd(line);
    const found = loneCrs(src, end - line.start, mode);
    if (found.length === 0) return;
    const first = found[0];
    const at = line.start + first.cr;
    const fix = found.map((f) => this.edit(line.start + f.cr, line.start + f.cr + 1, f.cr === 0 ? '' : '\n'));
    let hint = '', copied = line.start;
    for (const e of fix) { hint += this.text(copied, e.start) + e.text; copied = e.end; }
    hint = (hint + this.text(copied, end)).replace(/[ \t\r]+$/, '');
    let next = src.indexOf('\r', first.cr + 1);
    if (next < 0 || next > end - line.start) next = end - line.start;
    const quoted = this.text(at + 1, line.start + next).replace(/^[ \t]+|[ \t]+$/g, '');
    const where = first.cr === 0 ? 'at the start' : 'in the middle';
    const more = found.length - 1;
    const others = more > 0 ? ` (and ${more} more such CR${more > 1 ? 's' : ''} on this line; the fix splits the line at each)` : '';
    this.report('LONE_CR', 'error', at, hint, `a lone CR (U+000D) ends no line (only LF does): '${quoted}' after it is ${where} ` +
      `of line ${line.number}, so it is read as part of that line, not as a line of its own${others}`, { end: at + 1, fix });
  }

  nearMiss(line, src, mode, tokens, blockIndent = 0) {
    for (const d of nearMisses(this.buf, line, src, mode, tokens, blockIndent)) {
      this.report(d.code, 'warning', d.at, d.fix_hint, d.message, { end: d.end, fix: d.fix, names: d.names, nearMiss: true });
    }
  }

  /**
   * A near-miss warning whose every character another diagnostic of its line names already goes —
   * unless it has a fix and names a look-alike of ASCII punctuation but `_` (conformance.md § Near
   * misses, step 7): then it stays, and the others lose their fix (a check of names writes it `_`).
   */
  dropNamedTwice() {
    const lineOf = (at) => this.lines.lineAt(at).number;
    // The diagnostics that name the character `cp` at `at` of near miss `d`.
    const namers = (d, cp, at) => this.diagnostics.filter((o) =>
      o !== d && lineOf(o.at) === lineOf(d.at) && (o.names ?? []).includes(cp) && !o.nearMiss &&
      (o.end === o.at || (o.at <= at && at < o.end)));
    const punctuation = (text) => /^[!-\/:-@\[-^`{-~]$/.test(text);
    const dropped = new Set();
    for (const d of this.diagnostics) {
      if (!d.nearMiss) continue;
      const others = d.names.map((cp, i) => namers(d, cp, d.fix ? d.fix[i].start : d.at));
      if (!others.every((o) => o.length > 0)) continue;
      if (d.fix && d.fix.some((e) => punctuation(e.text))) {
        for (const o of others.flat()) delete o.fix;
        continue;
      }
      dropped.add(d);
    }
    this.diagnostics = this.diagnostics.filter((d) => !dropped.has(d));
  }

  /** §4.2: a Unicode space in the indentation of a structural line: UNICODE_SPACE, line not read. */
  unicodeIndentation(line, src) {
    const spaces = [];
    let at = line.start;
    const end = this.textEnd(line);
    for (; at < end;) {
      const b = this.buf[at];
      if (b === 0x20 || b === 0x09) { ++at; continue; }
      const cp = codePointAt(this.buf, at);
      if (cp < 0 || !isUnicodeSpace(cp)) break;
      const length = unitAt(this.buf, at).length;
      spaces.push({ at, length, cp });
      at += length;
    }
    if (spaces.length === 0) return false;
    if (at === end) return false;  // nothing after them: stray text
    const edits = spaces.map((s) => this.edit(s.at, s.at + s.length, ZERO_WIDTH.has(s.cp) ? '' : ' '));
    let hint = '';
    for (let p = line.start, i = 0; p < at;) {
      if (i < spaces.length && spaces[i].at === p) { hint += edits[i].text; p += spaces[i].length; ++i; } else hint += src[p++ - line.start];
    }
    hint += this.text(at, this.textEnd(line));
    const cp = spaces[0].cp.toString(16).toUpperCase().padStart(4, '0');
    const d = this.report('UNICODE_SPACE', 'error', spaces[0].at, hint, `U+${cp} in the indentation: indent with plain spaces`,
      { fix: edits, names: [spaces[0].cp] });
    // §4.2: should that indentation break the lines it does not touch, the fix deletes it.
    d.topLevel = { fix: [this.edit(line.start, at, '')], fix_hint: this.text(at, this.textEnd(line)) };
    return true;
  }

  // ---- §4 indentation ---------------------------------------------------------------------

  /** The file's unit (§4.1) for fix hints: fixed by its first indented line, wherever it is; else 2. */
  unitSpaces() {
    return ' '.repeat(this.unit || 2);
  }

  /**
   * The indentation of a structural line (§4.1–§4.4): levels of widths, Python-style, then which
   * node the line belongs to. `read` false: a line that is not read (UNICODE_SPACE) still counts
   * for the levels. Returns the node the line belongs to (null: the top level).
   */
  place(line, indent, read = true) {
    const tabs = (indent.match(/\t/g) || []).length;
    const width = indent.length - tabs + tabs * (this.unit || 2);
    const at = line.start + indent.length;
    const rest = this.text(at, this.textEnd(line));
    const depth = () => this.widths.length - 1;
    const top = () => this.widths[this.widths.length - 1];
    let reported = false;
    const inconsistent = (spaces, why) => {
      reported = true;
      this.report('INCONSISTENT_INDENT', 'error', at, ' '.repeat(spaces) + rest, why);
    };
    const open = () => {
      if (depth() >= this.maxDepth) {
        if (!this.capped) {
          reported = true;
          this.report('NESTING_TOO_DEEP', 'error', at, ' '.repeat(top()) + rest, 'nested deeper than the limit');
        }
        this.capped = true;
        return;
      }
      this.widths.push(width);
      // A level opened after a keyword line holds its children; after anything else it is a leaf
      // level, whose lines belong where the lines above it belong.
      const level = this.last ? { parent: this.last, opener: this.last }
        : { parent: this.blevels[this.blevels.length - 1].parent, opener: null, lead: this.lastLead, first: !this.anyLine };
      this.blevels.push(level);
      this.last = null;
    };
    if (width > top()) {
      const t = top();
      if (!this.unit && tabs === 0) this.unit = width - t;
      if (this.unit && width !== t + this.unit && depth() < this.maxDepth) inconsistent(t + this.unit, 'a new level is one unit deeper than its parent');
      open();
    } else {
      while (this.widths.length > 1 && top() > width) {
        this.widths.pop();
        this.last = this.blevels.pop().opener;
      }
      if (top() < width) {  // between two open levels: a child of the last line above it
        if (depth() < this.maxDepth && width !== top() + this.unit) inconsistent(top() + (this.unit || 2), 'no open level has this indentation');
        open();
      }
    }
    if (depth() < this.maxDepth) this.capped = false;
    if (!read) return null;
    if (tabs > 0) {
      this.report('TAB_INDENT', 'error', line.start + indent.indexOf('\t'),
        () => indent.replace(/\t/g, this.unitSpaces()) + rest, 'a tab in the indentation: indent with spaces');
    }
    const level = this.blevels[this.blevels.length - 1];
    if (this.blevels.length > 1 && !level.opener && !level.reported) {
      level.reported = true;
      if (!reported) this.report('INCONSISTENT_INDENT', 'error', at, level.lead + rest, 'indented under a line that cannot have children');
    }
    this.last = null;
    return level.parent;
  }

  /** After a structural line: what a deeper line would belong to. */
  endLine(indent, node = null) {
    this.last = node;
    this.anyLine = true;
    this.lastLead = indent;
  }

  /** A line belongs to `node`: it and its ancestors run to the line's end. */
  extend(node, end) {
    for (let n = node; n; n = n.parent) if (n.end < end) n.end = end;
  }

  // ---- §5–§8 structural lines -------------------------------------------------------------

  structural(line, src, tokens) {
    const first = tokens[0];
    const indent = /^[ \t]*/.exec(src)[0];
    const at = line.start + indent.length;
    const type = first.type;
    const parent = this.place(line, indent);
    if (type === 'DIRECTIVE_LINE' || type === 'COMMAND_LINE' || type === 'DIRECTIVE' || type === 'COMMAND') {
      const node = this.keyword(line, src, tokens, indent, parent);
      node.parent = parent;
      if (parent) { parent.children.push(node); this.extend(parent, node.end); }
      else if (!this.header && node.type === 'directive' && node.name === 'GaryML') this.header = node;
      else this.nodes.push(node);
      this.endLine(indent, node);
      return;
    }
    if (parent) this.extend(parent, line.next);  // a node runs over every line under it
    this.endLine(indent);
    if (type.startsWith('PARAM_')) {
      if (parent) this.addParameter(parent, this.parameterLine(line, src, first));  // an orphan's value is not read
      else this.report('ORPHAN_PARAMETER', 'error', at, () => this.unitSpaces() + this.text(at, this.textEnd(line)), 'a parameter outside any node');
      return;
    }
    if (type === 'TEXT_LINE' || type === 'TEXT_LINE_START' || type === 'TEXT_OPEN_BARE' || type === 'TEXT_OPEN' || type === 'CODE_OPEN') {
      this.openBlock(line, src, tokens, indent, parent);
      return;
    }
    // NO_NAME, STRAY_LINE (§6.3), or a dot before a non-ASCII letter (§5.1).
    if (type === 'NO_NAME' && this.nonAsciiName(line, at, indent)) return;
    this.report('UNEXPECTED_TEXT', 'error', at, indent + '# ' + this.text(at, this.textEnd(line)),
      'this line is no keyword, parameter, block or comment');
  }

  /** `.Écrire`: INVALID_NAME, and no node (§5.1). */
  nonAsciiName(line, at, indent) {
    const from = at + 1;
    const cp = codePointAt(this.buf, from);
    if (cp < 0 || !isLetter(cp)) return false;
    let to = from;  // the name runs to a blank, ':' or '='
    while (to < this.textEnd(line) && !' \t:='.includes(String.fromCharCode(this.buf[to]))) ++to;
    const initial = asciiName(this.buf.subarray(from, from + unitAt(this.buf, from).length), false);
    const fixed = asciiName(this.buf.subarray(from, to), !/^[A-Z]/.test(initial));
    this.report('INVALID_NAME', 'error', at, indent + '.' + fixed + this.text(to, this.textEnd(line)),
      `a name begins with an ASCII letter: U+${cp.toString(16).toUpperCase().padStart(4, '0')}`,
      { fix: [this.edit(from, to, fixed)], names: [cp] });
    return true;
  }

  keyword(line, src, tokens, indent, parent) {
    const dot = line.start + indent.length;
    const nameToken = tokens[0];
    const nameEnd = line.start + (nameToken.type.endsWith('_LINE') ? indent.length + 1 + /^[^ \t\r\n]*/.exec(src.slice(indent.length + 1))[0].length : nameToken.end);
    const name = this.text(dot + 1, nameEnd);
    const node = {
      type: /[A-Z]/.test(src[indent.length + 1]) ? 'directive' : 'command', name, parameters: [], byKey: new Map(),
      content: null, children: [], start: dot, end: line.next, line, indent, parent: null,
    };
    const lineText = (nameText) => this.text(line.start, dot + 1) + nameText + this.text(nameEnd, this.textEnd(line));
    // §5.1: a name is ASCII.
    let bad = -1;
    for (let p = dot + 1; p < nameEnd; ++p) if (this.buf[p] >= 0x80) { bad = p; break; }
    if (bad >= 0) {
      let fixed = asciiName(this.buf.subarray(dot + 1, nameEnd), node.type === 'command');
      if (node.type === 'directive') fixed = nearest(fixed, CORE_DIRECTIVES) ?? fixed;
      const cp = codePointAt(this.buf, bad);
      this.report('INVALID_NAME', 'error', dot, lineText(fixed),
        `a name is ASCII: ${cp < 0 ? 'an ill-formed byte' : 'U+' + cp.toString(16).toUpperCase().padStart(4, '0')}`,
        { fix: [this.edit(dot + 1, nameEnd, fixed)], names: [cp] });
    } else if (otherCase(name) && node.type === 'command' && !parent) {
      // §9.4: a top-level command that spells a core directive in another letter case
      const core = otherCase(name);
      this.report('MISCASED_DIRECTIVE', 'warning', dot, lineText(core),
        `.${name} is a command (a keyword whose name begins with a lower-case letter), not the directive .${core} ` +
        'it spells in another letter case', { fix: [this.edit(dot + 1, nameEnd, core)] });
    } else if (node.type === 'directive' && !CORE_DIRECTIVES.includes(name)) {
      const near = otherCase(name) ?? nearest(name, CORE_DIRECTIVES);
      this.report('UNKNOWN_DIRECTIVE', 'warning', dot, near ? lineText(near) : null, `unknown directive .${name}`);
    }
    this.inlineForm(node, line, src, tokens.slice(1), nameEnd);
    return node;
  }

  // §5.2, §5.3: what follows the name.
  inlineForm(node, line, src, tokens, nameEnd) {
    if (tokens.length === 0 || tokens[0].type === 'NL') return;
    const abs = (p) => line.start + p;
    const t0 = tokens[0];
    if (t0.type === 'CONTENT_COLON') {
      const value = this.valueAfter(tokens[1], this.textEnd(line), line);
      node.content = { type: 'value', value, start: value.start, end: value.end };
      this.trailingSeparator(value);
      // §5.2 PAIRS_AS_CONTENT: `.Context: id=a` — pairs read as content
      const written = latin1(this.buf, value.start, value.end);
      const folded = foldLine(written);  // look-alikes folded: `id＝a` too
      const text = str(Buffer.from(folded === null ? written : folded, 'latin1'));
      if (value.type === 'string' && text && !/^["']/.test(text) && text.includes('=') && this.allPairs(' ' + text)) {
        const colon = abs(t0.start);
        const blankAfter = this.buf[colon + 1] === 0x20 || this.buf[colon + 1] === 0x09;
        const hint = this.text(line.start, colon) + (blankAfter ? '' : ' ') + this.text(colon + 1, this.lineEnd(line));
        this.report('PAIRS_AS_CONTENT', 'warning', colon, hint, 'pairs after the content colon are content');
      }
      return;
    }
    if (t0.type === 'INLINE_KEY') {
      const m = /^[ \t]+([A-Za-z0-9_]+)/.exec(src.slice(t0.start));
      const keyStart = abs(t0.start + m[0].length - m[1].length);
      const value = this.valueAfter(tokens[1], this.textEnd(line), line);
      this.trailingSeparator(value);
      this.addParameter(node, { key: m[1], keyStart, value, end: value.end, pair: false });
      return;
    }
    let i = 0;
    let pairs = 0;
    const plain = [];  // every pair's key and value, for pairSeparators
    for (; i < tokens.length; ++i) {
      const t = tokens[i];
      if (t.type === 'PAIR_KEY') {
        const m = /^[ \t]+([A-Za-z0-9_]+)=/.exec(src.slice(t.start));
        const next = tokens[i + 1];
        const isValue = next && !['NL', 'GAP', 'PAIR_KEY'].includes(next.type) && !next.type.startsWith('PAIR_');
        const value = this.valueAfter(isValue ? next : null, abs(t.end), line);
        if (isValue) ++i;
        this.addParameter(node, { key: m[1], keyStart: abs(t.start + m[0].length - m[1].length - 1), value, end: value.end, pair: true });
        plain.push({ key: m[1], value });
        ++pairs;
      } else if (t.type.startsWith('PAIR_')) {
        PAIR_START.lastIndex = t.start;
        const m = PAIR_START.exec(src);
        const key = /[A-Za-z0-9_]+/.exec(m[0])[0];
        const valueType = t.type.slice(5);
        const vs = t.start + m[0].length;
        const value = this.makeValue(valueType, abs(vs), abs(trimEnd(src, vs, t.end, '\r')));  // a pair value loses its CRs
        this.addParameter(node, { key, keyStart: abs(t.start + m[0].length - key.length - 1), value, end: value.end, pair: true });
        plain.push({ key, value });
        ++pairs;
      } else break;
    }
    const rest = tokens[i];
    if (!rest || rest.type === 'NL') {
      this.pairSeparators(line, plain, pairs);
      return;
    }
    // MALFORMED_INLINE at the first character that fits no form.
    const junk = rest.type === 'GAP' ? tokens[i + 1] : rest;
    const junkAt = junk ? abs(junk.start) : this.textEnd(line);
    const keyword = this.text(line.start, nameEnd);
    const text = this.text(nameEnd, this.textEnd(line)).replace(/^[ \t]+/, '').replace(/[ \t\r]+$/, '');
    const squeezed = text.includes('=') ? squeezePairs(text) : '';
    let hint;
    if (squeezed && squeezed !== text && this.allPairs(' ' + squeezed)) hint = keyword + ' ' + squeezed;
    else if (pairs > 0) hint = this.text(line.start, junkAt).replace(/[ \t\r]+$/, '');
    else if (text.startsWith(':')) hint = keyword + ': ' + text.slice(1).replace(/^[ \t]+/, '');
    else if (/^[ \t]/.test(src[nameEnd - line.start]) && !/[:=]/.test(text)) hint = keyword + ': ' + text;
    else hint = keyword + ' key=value';
    this.report('MALFORMED_INLINE', 'error', junkAt, hint, 'this fits no inline form');
  }

  /** §5.2 PAIR_SEPARATOR: a `,` or `;` between pairs, read as part of an unquoted string value. */
  pairSeparators(line, values, pairs) {
    let end = this.textEnd(line);  // the line's text without the blanks at its end
    while (end > line.start && (this.buf[end - 1] === 0x20 || this.buf[end - 1] === 0x09)) --end;
    const found = [];  // [offset, length, glued]
    let firstKey = null;
    for (const { key, value } of values) {
      if (value.type !== 'string' || value.end <= value.start) continue;
      if (this.buf[value.start] === 0x22 || this.buf[value.start] === 0x27) continue;  // quoted
      // The value's characters with look-alikes folded (`a.go，type=file`), each with its bytes.
      const chars = [];
      for (let at = value.start; at < value.end;) {
        const n = unitAt(this.buf, at, value.end).length;
        const bytes = latin1(this.buf, at, at + n);
        const f = this.buf[at] >= 0x80 || this.buf[at] < 0x20 || this.buf[at] === 0x7f ? foldLine(bytes) : null;
        for (const ch of f === null ? bytes : f) chars.push({ ch, at, n });
        at += n;
      }
      const text = chars.map((c) => c.ch).join('');
      const before = found.length;
      for (const g of text.matchAll(/[,;](?=[A-Za-z0-9_]+=)/g))  // glued to the next pair
        found.push([chars[g.index].at, chars[g.index].n, true]);
      if (text.length > 1 && /[,;]$/.test(text) && pairs > 1 && (value.end < end || found.length > 0)) {
        const last = chars[chars.length - 1];
        found.push([last.at, last.n, false]);
      }
      if (found.length > before && firstKey === null) firstKey = key;
    }
    if (!found.length) return;
    let hint = '';
    let from = line.start;
    for (const [at, n, glued] of found) {
      hint += this.text(from, at) + (glued ? ' ' : '');
      from = at + n;
    }
    hint += this.text(from, this.lineEnd(line));
    this.report('PAIR_SEPARATOR', 'warning', found[0][0], hint, `a separator in the value of '${firstKey}'`);
  }

  /** Whether `text`, after a keyword's name, reads as `k=v` pairs (whatever their values). */
  allPairs(text) {
    const tokens = lexLine(Buffer.from(text, 'utf8').toString('latin1'), 'INLINE').tokens;
    return tokens.length > 0 && !['NL', 'CONTENT_COLON', 'INLINE_KEY'].includes(tokens[0].type) &&
      tokens.every((t) => t.type !== 'INLINE_JUNK' && t.type !== 'MALFORMED_REST');
  }

  parameterLine(line, src, token) {
    PARAM_START.lastIndex = 0;
    const m = PARAM_START.exec(src);
    const key = /[A-Za-z0-9_]+/.exec(m[0])[0];
    const keyStart = line.start + m[0].indexOf(key);
    const vs = m[0].length;
    let value;
    if (token.type === 'PARAM_KEY') {
      const { tokens } = lexLine(src.slice(vs), 'VALUE');
      // An empty value on a parameter line stands right after the colon (inline forms: after its blanks).
      const colon = line.start + m[0].lastIndexOf(':') + 1;
      value = this.valueAfter(tokens[0] && { ...tokens[0], start: tokens[0].start + vs, end: tokens[0].end + vs }, colon, line);
    } else {
      const type = token.type.slice(6);
      value = this.makeValue(type, line.start + vs, line.start + trimEnd(src, vs, token.end, ' \t\r\n'));
    }
    this.trailingSeparator(value);
    return { key, keyStart, value, end: line.next, pair: false };
  }

  /** §7 TRAILING_SEPARATOR: a value (not a pair's) that a ',' or ';' at its end keeps from being typed. */
  trailingSeparator(value) {
    if (value.type !== 'string' || value.end - value.start < 2) return;
    const written = latin1(this.buf, value.start, value.end);
    const f = foldLine(written);  // look-alikes folded: `30，` too
    const t = f === null ? written : f;
    if (t.length < 2 || t[0] === '"' || t[0] === "'" || (!t.endsWith(',') && !t.endsWith(';'))) return;
    const meant = t.slice(0, -1);
    const { tokens } = lexLine(meant, 'VALUE');
    if (!(tokens.length === 1 && tokens[0].start === 0 && tokens[0].end === meant.length &&
          ['TRUE', 'FALSE', 'INTEGER', 'DECIMAL', 'REFERENCE'].includes(tokens[0].type))) return;
    // The separator: the last character as written that does not fold to nothing (one that is, or
    // folds to, ',' or ';').
    let sep = value.end;
    for (;;) {
      let at = sep - 1;
      while (at > value.start && (this.buf[at] & 0xc0) === 0x80) --at;
      const f = foldLine(latin1(this.buf, at, sep));
      sep = at;
      if (f !== '') break;
    }
    this.report('TRAILING_SEPARATOR', 'warning', sep, this.text(value.start, sep),
      'a separator keeps the value from being typed');
  }

  /** The value of token `t` of a line (or an empty value at `at` when there is none). */
  valueAfter(t, at, line) {
    if (!t || t.type === 'EMPTY_VALUE') return this.makeValue('EMPTY', at, at);
    const src = latin1(this.buf, line.start, line.next);
    return this.makeValue(t.type, line.start + t.start, line.start + trimEnd(src, t.start, t.end, ' \t\r\n'));
  }

  /** §7: a value of lexer type `type` over the bytes [from, to), trimmed. */
  makeValue(type, from, to) {
    const raw = this.text(from, to);
    const v = { start: from, end: to, bytes: latin1(this.buf, from, to) };  // bytes: ids compare as written
    switch (type) {
      case 'EMPTY': return { ...v, type: 'string', value: '' };
      case 'TRUE': return { ...v, type: 'boolean', value: true };
      case 'FALSE': return { ...v, type: 'boolean', value: false };
      case 'INTEGER': {
        const n = BigInt(raw);
        if (n >= -(2n ** 63n) && n < 2n ** 63n) return { ...v, type: 'integer', value: Number(n), raw };
        return { ...v, type: 'decimal', value: Number(raw), raw };
      }
      case 'DECIMAL': {
        const x = Number(raw);
        return { ...v, type: 'decimal', value: Number.isFinite(x) ? x : null, raw };
      }
      case 'REFERENCE': return { ...v, type: 'reference', id: raw.slice(1), bytes: v.bytes.slice(1), resolved: false };
      case 'QUOTED': return { ...v, type: 'string', value: raw.slice(1, -1), bytes: v.bytes.slice(1, -1) };
      case 'QUOTE_THEN_TEXT':
      case 'UNCLOSED_QUOTE': {
        const q = raw[0];
        const closed = type === 'UNCLOSED_QUOTE';
        const other = q === '"' ? "'" : '"';
        const hint = closed ? raw + q : raw.includes(other) ? raw.slice(0, raw.indexOf(q, 1) + 1) : other + raw + other;
        const after = raw.slice(raw.indexOf(q, 1) + 1);
        const separator = !closed && (after === ',' || after === ';');  // §7.2: between pairs (§5.2)
        this.report('MALFORMED_VALUE', 'error', from, separator ? raw.slice(0, -1) : hint,
          closed ? 'the quote is not closed' : separator ? `a '${after}' after the closing quote` : 'text after the closing quote');
        return { ...v, type: 'string', value: raw };
      }
      default:
        {  // §7.1 MISCASED_BOOLEAN, look-alikes folded
          const bytes = latin1(this.buf, from, to);
          const f = foldLine(bytes);
          const word = f === null ? bytes : f;
          if (/^(true|false)$/i.test(word) && !/^(true|false)$/.test(word))
            this.report('MISCASED_BOOLEAN', 'warning', from, word.toLowerCase(), `'${raw}' is a string, not a boolean`);
        }
        return { ...v, type: 'string', value: raw };
    }
  }

  addParameter(node, param) {
    const existing = node.byKey.get(param.key);
    if (!existing) {
      node.byKey.set(param.key, param);
      node.parameters.push(param);
      return;
    }
    if (existing.value.type !== 'list') {
      const first = existing.value;
      existing.value = { type: 'list', items: [first], start: first.start, end: first.end };
    }
    existing.value.items.push(param.value);
    existing.value.end = param.value.end;
  }

  // ---- §8 blocks --------------------------------------------------------------------------

  openBlock(line, src, tokens, indent, node) {
    const at = line.start + indent.length;
    const t = tokens[0];
    const kind = t.type === 'CODE_OPEN' ? 'code' : 'text';
    // The block's lines lose as many leading spaces as the opener has blanks before it.
    const block = { kind, node, at, line, indent, lines: [], taken: [], start: at, end: line.next };
    const rest = this.text(at, this.textEnd(line));
    if (t.type === 'TEXT_LINE' || t.type === 'TEXT_LINE_START') {
      if (t.type === 'TEXT_LINE') {
        const body = rest.replace(/[ \t\r]+$/, '');
        block.lines.push(body.slice(3, -3));
      } else {
        block.lines.push(this.text(at + 3, line.start + t.end - 3));
        const extra = line.start + t.end + /^[ \t]*/.exec(src.slice(t.end))[0].length;
        this.report('UNEXPECTED_TEXT', 'error', extra, this.text(line.start, line.start + t.end), 'text after the closing quotes');
      }
      this.finishBlock(block);
      this.closed = { kind: 'text', end: line.next };
      return;
    }
    if (t.type === 'CODE_OPEN') block.language = rest.slice(3).replace(/^[ \t]+/, '').replace(/[ \t\r]+$/, '');
    else if (t.type === 'TEXT_OPEN') block.lines.push(this.text(at + 3, this.textEnd(line)));
    // §8.6: a bare delimiter right after a block of its kind closed, only blanks between.
    const delimiter = kind === 'code' ? '```' : '"""';
    block.stray = rest.replace(/[ \t\r]+$/, '') === delimiter && this.closed !== null && this.closed.kind === kind &&
      /^[ \t\r\n]*$/.test(latin1(this.buf, this.closed.end, line.start));
    this.block = block;
  }

  textOf(from, to) {
    return str(this.buf.subarray(from, to));
  }

  /** A block line without `indent` leading spaces (§8.5). */
  blockText(line, end) {
    const s = latin1(this.buf, line.start, end);
    const indent = this.block.indent.length;
    let spaces = 0;
    while (spaces < indent && s[spaces] === ' ') ++spaces;
    if (spaces === indent || spaces === s.length) return this.textOf(line.start + spaces, end);
    const blanks = /^[ \t]*/.exec(s)[0].length;
    if (blanks === s.length) return '';
    this.report('UNDERINDENTED_BLOCK_LINE', 'warning', line.start + blanks, ' '.repeat(indent) + this.textOf(line.start + blanks, end),
      'a block line less indented than its opener');
    return this.textOf(line.start + blanks, end);
  }

  /** A line inside the open block: its closer, or a content line. */
  blockLine(line, token) {
    const block = this.block;
    const end = this.textEnd(line);
    if (token && (token.type === 'TEXT_CLOSE' || token.type === 'CODE_CLOSE')) {
      if (block.kind === 'text') {  // text before the closing """ is the last line; a run of """ is all delimiter
        let body = latin1(this.buf, line.start, end).replace(/[ \t\r]+$/, '');
        while (body.endsWith('"""')) body = body.slice(0, -3).replace(/[ \t\r]+$/, '');
        if (!/^[ \t\r]*$/.test(body)) block.lines.push(this.blockText(line, line.start + body.length));
      }
      this.block = null;
      block.end = line.next;
      this.finishBlock(block);
      this.closed = { kind: block.kind, end: line.next };
      return;
    }
    block.lines.push(this.blockText(line, end));
    block.taken.push(line);
    block.end = line.next;
  }

  unclosedBlock() {
    const block = this.block;
    this.block = null;
    const delimiter = block.kind === 'code' ? '```' : '"""';
    let fix;
    let hint = block.indent + delimiter;
    let message = 'the block is not closed';
    const keywordLine = block.taken.find((l) => /^[ \t]*\.[A-Za-z]/.test(latin1(this.buf, l.start, l.end)));
    // §8.6: the last line is the closer cut short (the input's last, no line end, a proper
    // beginning of the closer, blanks aside): what followed is lost, so no fix.
    const last = block.taken[block.taken.length - 1];
    const cut = last && last.next === last.end && last.end === this.buf.length && ((t) => t !== '' && t.length < 3 &&
      delimiter.startsWith(t))(latin1(this.buf, last.start, last.end).replace(/^[ \t]+/, '').replace(/[ \t\r]+$/, ''));
    if (block.stray) {
      hint = 'Delete this line';
      message = `this ${delimiter} right after the ${block.kind} block closed closes nothing: most likely it is one closer too many`;
    }
    if (cut) {
      message += `; its last line is the closing ${delimiter} cut short (a reply cut off?)`;
    } else if (block.stray) {
      fix = [this.edit(block.line.start, block.line.next, '')];
    } else if (keywordLine) {
      fix = [this.edit(keywordLine.start, keywordLine.start, block.indent + delimiter + '\n')];
    } else {
      // (the text read: in a fenced document, up to its closing fence)
      const last = this.lastRead;
      let text = (last && last.next > last.end ? '' : '\n') + block.indent + delimiter + '\n';
      if (block.kind === 'code' && this.fence.kind === 'unclosed' && this.fence.marker === '```') text += '```\n';
      fix = [this.edit(block.end, block.end, text)];
    }
    this.report('UNCLOSED_BLOCK', 'error', block.at, hint, message, { fix });
    this.finishBlock(block);
  }

  finishBlock(block) {
    const text = block.lines.join('\n');
    const content = block.kind === 'code' ? { type: 'code', language: block.language, text } : { type: 'text', text };
    content.start = block.start;
    content.end = block.end;
    if (!block.node) {
      this.report('UNEXPECTED_TEXT', 'error', block.at, () => this.unitSpaces() + this.text(block.at, this.textEnd(block.line)),
        'a block outside any node');
      return;
    }
    if (block.node.content) {
      this.report('MULTIPLE_CONTENT', 'error', block.at, `remove this ${block.kind} block or merge it into the first content`,
        'a node holds one text, code or inline value');
      this.extend(block.node, block.end);
      return;
    }
    block.node.content = content;
    this.extend(block.node, block.end);
  }

  // ---- §9, §10 after the whole file -------------------------------------------------------

  *allNodes() {
    const stack = [...this.nodes].reverse();
    if (this.header) stack.push(this.header);
    while (stack.length) {
      const n = stack.pop();
      yield n;
      for (let i = n.children.length - 1; i >= 0; --i) stack.push(n.children[i]);
    }
  }

  checkIds() {
    const declared = new Map();  // id -> first declaration
    const declarations = [];
    const references = [];
    const visit = (v) => {
      if (v.type === 'list') v.items.forEach(visit);
      else if (v.type === 'reference') references.push(v);
    };
    for (const node of this.allNodes()) {
      this.required(node);
      for (const p of node.parameters) {
        visit(p.value);
        if (p.key !== 'id') continue;
        const items = p.value.type === 'list' ? p.value.items : [p.value];
        for (const v of items) {
          let id = null;
          if (v.type === 'string') id = /^[ \t]*$/.test(v.value) ? null : v.bytes;
          else if (v.type === 'integer') id = String(v.raw === '-0' ? 0 : BigInt(v.raw));
          else if (v.type === 'decimal') id = v.raw;
          // The id as its own line wrote it: `id=x` after an `=` (blanks aside), else `id: x`.
          if (id !== null) declarations.push({ id, v, pair: /=[ \t]*$/.test(latin1(this.buf, this.lines.lineAt(v.start).start, v.start)) });
        }
      }
      if (node.content && node.content.type === 'value') visit(node.content.value);
    }
    const all = new Set(declarations.map((d) => d.id));
    const suggested = new Set();
    for (const d of declarations) {
      if (!declared.has(d.id)) { declared.set(d.id, d); continue; }
      let k = 2;
      while (all.has(`${d.id}_${k}`) || suggested.has(`${d.id}_${k}`)) ++k;
      const fresh = `${d.id}_${k}`;
      suggested.add(fresh);
      const shown = asWritten(Buffer.from(fresh, 'latin1').toString('utf8'));
      this.report('DUPLICATE_ID', 'error', d.v.start, d.pair ? `id=${shown}` : `id: ${shown}`, `an id is declared twice`);
    }
    const ids = [...declared.keys()];
    let unresolved = 0;
    references.sort((a, b) => a.start - b.start);
    for (const r of references) {
      if (declared.has(r.bytes)) { r.resolved = true; continue; }
      ++unresolved;
      const near = ids.length <= 1000 && unresolved <= 100 ? nearest(r.bytes, ids) : null;
      const shown = (b) => Buffer.from(b, 'latin1').toString('utf8');
      this.report('UNRESOLVED_REFERENCE', 'error', r.start, near ? `@${shown(near)}` : `declare it: id: ${r.id}`, `no node has this id`);
    }
  }

  /** §9.3: required parameters, missing or empty. */
  required(node) {
    if (node.type !== 'directive') return;
    // §9.3: a known parameter in another letter case is another key; said so, the fix writes it.
    for (const p of node.parameters) {
      for (const known of KNOWN_PARAMETERS[node.name] ?? []) {
        if (p.key === known || p.key.toLowerCase() !== known || node.byKey.has(known)) continue;
        this.report('MISCASED_PARAMETER', 'warning', p.keyStart, known, `'${p.key}' is another key than '${known}'`,
          { end: p.keyStart + p.key.length, fix: [this.edit(p.keyStart, p.keyStart + p.key.length, known)] });
      }
    }
    for (const key of REQUIRED[node.name] ?? []) {
      const p = node.byKey.get(key);
      if (!p) {
        this.report('MISSING_REQUIRED_PARAM', 'error', node.start, () => ' '.repeat(node.indent.length) + this.unitSpaces() + `${key}: <${key}>`,
          `.${node.name} requires ${key}`);
        continue;
      }
      const items = p.value.type === 'list' ? p.value.items : [p.value];
      if (items.every((v) => v.type === 'string' && /^[ \t]*$/.test(v.value))) {
        const v = items[0];
        const line = this.lines.lineAt(v.start);
        let before = this.text(line.start, v.start);
        if (/:[ \t\r]*$/.test(before)) before = before.replace(/[ \t\r]+$/, '') + ' ';
        const hint = before + `<${key}>` + this.text(v.end, this.textEnd(line)).replace(/[ \t\r]+$/, '');
        this.report('MISSING_REQUIRED_PARAM', 'error', v.start, hint, `.${node.name} requires ${key}: it is empty`);
      }
    }
  }

  version() {
    const p = this.header && this.header.byKey.get('version');
    if (!p) return null;
    const v = p.value;
    switch (v.type) {
      case 'string': return v.value;
      case 'integer': return v.raw === '-0' ? '0' : String(BigInt(v.raw));
      case 'decimal': return v.raw;
      case 'boolean': return String(v.value);
      case 'reference': return '@' + v.id;
      default: return null;
    }
  }

  // ---- §11 JSON ---------------------------------------------------------------------------

  valueJson(v) {
    const out = { type: v.type };
    if (v.type === 'list') out.items = v.items.map((i) => this.valueJson(i));
    else if (v.type === 'reference') { out.id = v.id; out.resolved = v.resolved; }
    else { out.value = v.value; if (v.type === 'decimal') out.raw = v.raw; }
    out.span = this.span(v.start, v.end);
    return out;
  }

  nodeJson(n) {
    let content = null;
    if (n.content) {
      const c = n.content;
      if (c.type === 'value') content = { type: 'value', value: this.valueJson(c.value) };
      else if (c.type === 'text') content = { type: 'text', text: c.text };
      else content = { type: 'code', language: c.language, text: c.text };
      content.span = this.span(c.start, c.end);
    }
    return {
      type: n.type, name: n.name,
      parameters: n.parameters.map((p) => ({ key: p.key, value: this.valueJson(p.value), span: this.span(p.keyStart, p.end) })),
      content, children: n.children.map((c) => this.nodeJson(c)), span: this.span(n.start, n.end),
    };
  }
}

/** §13: a string as the canonical form writes it: bare when it reads back as the same string, else quoted. */
function asWritten(s) {
  const typed = /^(true|false|-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?|@[A-Za-z_][A-Za-z0-9_-]*)$/.test(s);
  if (s !== '' && !typed && !/^["']/.test(s) && s === s.replace(/^[ \t]+|[ \t\r]+$/g, '')) return s;
  if (!s.includes('"')) return `"${s}"`;
  if (!s.includes("'")) return `'${s}'`;
  return s;
}

/** §5.3: the inline text with the blanks around each `=` dropped (a quoted value kept as it is). */
function squeezePairs(text) {
  let out = '';
  for (let i = 0; i < text.length;) {
    if (text[i] === ' ' || text[i] === '\t') {
      let j = i;
      while (j < text.length && (text[j] === ' ' || text[j] === '\t')) ++j;
      if (j < text.length && text[j] !== '=') out += ' ';
      i = j;
    } else if (text[i] === '=') {
      out += '=';
      ++i;
      while (i < text.length && (text[i] === ' ' || text[i] === '\t')) ++i;
      if (text[i] === '"' || text[i] === "'") {
        const close = text.indexOf(text[i], i + 1);
        const end = close < 0 ? text.length : close + 1;
        out += text.slice(i, end);
        i = end;
      }
    } else out += text[i++];
  }
  return out;
}

/** The end of src[from, to) without the characters of `chars` at its end. */
function trimEnd(src, from, to, chars) {
  while (to > from && chars.includes(src[to - 1])) --to;
  return to;
}

function parse(buf, options = {}) {
  return new Parser(buf, options).parse();
}

module.exports = { parse };
