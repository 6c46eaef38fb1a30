#!/usr/bin/env python3
"""A TELT parser in Python, written from docs/formats/telt.md, grammars/telt/, docs/conformance.md
and docs/schema/ alone (issue 30): the proof that a port can be written from the docs, and the
conformance oracle's own test of its persistent mode.

    telt_port.py            the persistent adapter ($LLMFMT_CONFORM_MODE=persistent) or one-shot
    telt_port.py FILE       print FILE's parse as JSON

Sections (§N) are those of docs/formats/telt.md.
"""
import base64
import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import near_miss  # noqa: E402 (beside this file)

# ---- §1 lines, positions -------------------------------------------------------------------------

HEADER = re.compile(rb"#!telt \[3-char SHA: ([a-z0-9]{3})\]\Z")
COMMAND = re.compile(rb"=== ([A-Za-z_][A-Za-z0-9_:.-]*) ===\Z")
DELIMITER = re.compile(rb"--([A-Z_][A-Z0-9_]*) ([A-Za-z0-9]+)--\Z")
UNICODE_SPACES = {0xA0, 0x3000, 0x200B, 0xFEFF} | set(range(0x2000, 0x200B))
KNOWN = {  # §5.1: name -> (takes a body, required, optional)
    "CREATE_FILE": (False, ["FILE", "CONTENT"], ["MODES"]),
    "REPLACE_IN_FILE": (False, ["FILE", "FIND", "REPLACE"], ["MODES"]),
    "DELETE_FILE": (False, ["FILE"], []),
    "MOVE_FILE": (False, ["FROM", "TO"], []),
    "BASH": (True, [], []),
    "EXEC": (True, [], []),
    "RUN_COMMAND": (False, ["COMMAND"], ["CWD", "TIMEOUT"]),
}


def text(b):
    return b.decode("utf-8", "replace")  # one U+FFFD per maximal subpart (§1.1)


def columns(b):
    return len(text(b))


class Line:
    def __init__(self, number, offset, content, end):
        self.number, self.offset, self.content, self.end = number, offset, content, end

    def at(self, byte):
        return {"line": self.number, "column": 1 + columns(self.content[:byte]), "offset": self.offset + byte}

    def after(self):  # past the line's terminator; the line's end when it has none
        if self.end == self.offset + len(self.content):
            return self.at(len(self.content))
        return {"line": self.number + 1, "column": 1, "offset": self.end}


def split_lines(data, start):
    if start >= len(data):  # an empty input is one empty line (§1.2)
        return [Line(1, start, b"", start)]
    lines, at, number = [], start, 1
    while at < len(data):
        nl = data.find(b"\n", at)
        if nl < 0:
            lines.append(Line(number, at, data[at:], len(data)))
            break
        content = data[at:nl]
        if content.endswith(b"\r"):
            content = content[:-1]
        lines.append(Line(number, at, content, nl + 1))
        at, number = nl + 1, number + 1
    return lines


def syntax(content):
    """A line as its shape is matched (§1.4): a ` // comment` and trailing blanks and CRs stripped."""
    m = re.search(rb"[ \t]//", content)
    if m:
        content = content[:m.start()]
    return content.rstrip(b" \t\r")


def shape(content):
    """(kind, groups) per §1.3."""
    s = syntax(content)
    if m := HEADER.match(s):
        return "header", m.group(1).decode()
    if content.startswith(b"#!telt"):
        return "bad_header", None
    if m := COMMAND.match(s):
        return "command", m.group(1).decode()
    if content.startswith(b"==="):
        return "bad_command", None
    if m := DELIMITER.match(s):
        return "delimiter", (m.group(1).decode(), m.group(2).decode())
    if content.strip(b" \t") == b"":
        return "blank", None
    if content.startswith(b"//"):
        return "comment", None
    return "other", None


def unicode_space_prefix(content):
    """(byte of the first Unicode space, byte where the shape starts) when Unicode spaces (maybe with
    blanks) stand before a command, delimiter or header shape (§1.3), else None."""
    t = text(content)
    i, first = 0, None
    while i < len(t) and (t[i] in " \t" or ord(t[i]) in UNICODE_SPACES):
        if ord(t[i]) in UNICODE_SPACES and first is None:
            first = i
        i += 1
    if first is None:
        return None
    rest = t[i:].encode()
    comment = re.search(rb"[ \t]//", rest)  # a trailing ` // comment` goes first (§1.4)
    if comment:
        rest = rest[:comment.start()]
    rest = rest.rstrip(b" \t\r")
    shaped = (rest.startswith(b"===") and rest.endswith(b"===") and len(rest) > 6) or \
        (rest.startswith(b"--") and rest.endswith(b"--") and b" " in rest) or rest.startswith(b"#!telt")
    if not shaped:
        return None
    return len(t[:first].encode()), len(t[:i].encode())


# ---- the parser ------------------------------------------------------------------------------------

class Block:
    def __init__(self, hash_, start_line):
        self.hash, self.start_line, self.end_line = hash_, start_line, start_line
        self.commands, self.fatal, self.closed = [], False, False


class Command:
    def __init__(self, type_, line):
        self.type, self.start_line, self.end_line = type_, line.number, line.number
        self.body_lines, self.params, self.current = [], [], None  # params: [name, [lines], Line]
        self.ok = True


def value_of(lines):  # §4.2
    return b"\n".join(lines)


class Parser:
    def __init__(self, data):
        self.data = data
        self.errors = []
        bom = data.startswith(b"\xef\xbb\xbf")
        self.lines = split_lines(data, 3 if bom else 0)
        self.all_lines = self.lines
        if bom:
            self.error("BOM_SKIPPED", "syntax_info", None, {"line": 1, "column": 1, "offset": 0},
                       "a UTF-8 byte-order mark (U+FEFF) at the start was skipped", None,
                       end={"line": 1, "column": 1, "offset": 3}, block=False)
        self.blocks = []
        self.last_block = None
        self.last_line = len(self.lines)
        self.prose_possible = False
        self.cuts = set()  # the lines a hash mismatch cut a block at: the lexer goes on outside (§3.3)

    # -- errors
    def error(self, code, level, line, pos, message, hint, fix=None, end=None, block=None):
        e = {"code": code, "message": message, "severity": level, "line_number": pos["line"],
             "column": pos["column"], "offset": pos["offset"], "end": end or dict(pos),
             "_line": line, "_block": block, "fix_hint": hint}
        if fix is not None:
            e["fix"] = {"edits": fix}
        self.errors.append(e)
        return e

    def replacing(self, line, byte, hint):  # §6.3: from the error's column to the line's end
        if hint is None or len(hint.encode()) > 500:
            return None
        return [{"start": line.at(byte), "end": line.at(len(line.content)), "text": hint}]

    # -- fences (§1.6)
    def fence(self):
        lines = self.lines
        nonblank = [l for l in lines if l.content.strip(b" \t\r") != b""]
        if not nonblank:
            return
        opener = nonblank[0]
        m = re.match(rb"( {0,3})(`{3,}|~{3,})(.*)\Z", opener.content)
        if not m or (m.group(2)[:1] == b"`" and b"`" in m.group(3)):
            self.prose_possible = True
            return
        marker, info = m.group(2), m.group(3).strip()
        closer = None
        for l in lines[lines.index(opener) + 1:]:
            c = re.match(rb" {0,3}(`{3,}|~{3,})[ \t\r]*\Z", l.content)
            if c and c.group(1)[:1] == marker[:1] and len(c.group(1)) >= len(marker):
                closer = l
            elif l.content.strip(b" \t\r") != b"" and closer is not None:
                closer = "prose"
        if closer == "prose":
            self.prose_possible = True
            return
        end_opener = opener.at(len(opener.content))
        if closer:
            hint = f"delete the fence lines (line {opener.number} and line {closer.number}) so that the document stands alone"
            fix = [{"start": opener.at(0), "end": opener.after(), "text": ""},
                   {"start": closer.at(0), "end": closer.after(), "text": ""}]
            inner = lines[lines.index(opener) + 1:lines.index(closer)]
            self.last_line = closer.number - 1  # the closer and what follows it are not in any window
            message = f"the document is wrapped in a Markdown code fence"
        else:
            hint = f"delete the fence line (line {opener.number}), and check that nothing was cut off at the end"
            fix = [{"start": opener.at(0), "end": opener.after(), "text": ""}]
            inner = lines[lines.index(opener) + 1:]
            message = "the document opens with a Markdown code fence that is never closed"
        self.error("FENCED_DOCUMENT", "parameter_warning", opener, opener.at(0), message, hint, fix,
                   end=end_opener, block=False)
        self.lines = inner

    def invalid_utf8(self):
        for l in self.all_lines:  # the whole input, fence lines too
            try:
                l.content.decode("utf-8")
            except UnicodeDecodeError as e:
                bad = e.start
                length = e.end - e.start
                self.error("INVALID_UTF8", "parameter_warning", l, l.at(bad),
                           "the input is not valid UTF-8 here", None,
                           end={"line": l.number, "column": l.at(bad)["column"] + 1, "offset": l.offset + bad + length})
                return

    # -- the state machine (§2.1)
    def run(self):
        self.fence()
        self.invalid_utf8()
        i = 0
        while i < len(self.lines):
            line = self.lines[i]
            kind, g = shape(line.content)
            if kind == "header":
                i = self.block(i, g)
                continue
            if kind == "bad_header":
                self.invalid_header_outside(i)
            elif kind == "delimiter" and g[0] == "END" and self.last_block and g[1] == self.last_block.hash:
                b = self.last_block
                between = line.number - b.end_line - 1
                self.error("STRAY_END", "parameter_warning", line, line.at(0),
                           f"'--END {b.hash}--' closes nothing", 
                           f"If the '--END {b.hash}--' at line {b.end_line} belongs to a body, give the block another hash "
                           f"(in its header and every delimiter); if the lines after it are meant as commands of the block, delete it",
                           block=b)
            else:
                self.unicode_space(line)
            i += 1
        self.finish()

    def unicode_space(self, line, in_block=None):
        p = unicode_space_prefix(line.content)
        if not p:
            return False
        first, shape_at = p
        cp = ord(text(line.content[first:])[0])
        hint = text(line.content[shape_at:])
        self.error("UNICODE_SPACE", "parameter_warning", line, line.at(first), f"U+{cp:04X} before a shape", hint,
                   [{"start": line.at(0), "end": line.at(shape_at), "text": ""}])
        return True

    def invalid_header_outside(self, i):
        line = self.lines[i]
        core = syntax(line.content)
        if b":" in core:
            core = core[core.rindex(b":") + 1:]
        else:
            core = core[max(core.rfind(b" "), core.rfind(b"[")) + 1:]
        m = re.match(rb"[ \t]*([A-Za-z0-9]*)", core)
        h = m.group(1).decode().lower()
        if not re.fullmatch(r"[a-z0-9]{3}", h):
            h = "xyz"
        hint = f"#!telt [3-char SHA: {h}]"
        fix = None
        for later in self.lines[i + 1:]:
            if later.content.startswith(b"#!telt"):
                break
            k, g = shape(later.content)
            if k == "delimiter" and g == ("END", h):
                fix = self.replacing(line, 0, hint)
                break
        self.error("INVALID_BLOCK_START", "block_fatal", line, line.at(0), "not a TELT header", hint, fix, block=False)

    def block(self, start, hash_, cut=None):
        """Reads the block whose header is lines[start]; returns the index to go on from."""
        mark = len(self.errors)
        b = Block(hash_, self.lines[start].number)
        state, cmd, first_foreign, skip_intro_hash = "intro", None, None, False
        i = start + 1
        closed = False
        reason = None

        def end_command(at_line):
            nonlocal cmd
            if cmd:
                cmd.end_line = at_line.number
                b.commands.append(cmd)
            cmd = None

        while i < len(self.lines):
            line = self.lines[i]
            kind, g = shape(line.content)
            own = kind == "delimiter" and g[1] == hash_
            foreign = kind == "delimiter" and g[1] != hash_
            if cut is not None and i == cut:
                end_command(line) if cmd else None
                b.end_line = line.number
                self.error("HASH_MISMATCH", "block_fatal", line, line.at(0),
                           f"Block hash '{hash_}' doesn't match delimiter hash '{g[1]}'", f"--END {hash_}--",
                           self.replacing(line, 0, f"--END {hash_}--"), block=b)
                b.fatal = True
                self.cuts.add(i)
                i += 1
                reason = "cut"
                break
            if state in ("cmd",):
                if own and g[0] == "END":
                    end_command(line)
                    b.end_line = line.number
                    state = "after_end"
                elif own:
                    cmd.current = [g[0], [], line]
                    cmd.params.append(cmd.current)
                else:
                    if foreign and g[0] == "END" and first_foreign is None:
                        first_foreign = i
                    self.unicode_space(line)
                    (cmd.current[1] if cmd.current else cmd.body_lines).append(line)
                i += 1
                continue
            if state == "after_end":
                if kind in ("blank", "comment"):
                    i += 1
                    continue
                if kind == "command":
                    cmd = Command(g, line)
                    state = "cmd"
                    i += 1
                    continue
                if kind == "bad_command":
                    self.malformed(line, b)
                    state = "skip"
                    i += 1
                    continue
                if own and g[0] == "END":
                    b.end_line = line.number
                    closed = True
                    i += 1
                    break
                if own:
                    closed = True
                    self.error("ORPHANED_PARAMETER", "parameter_warning", line, line.at(0),
                               "a parameter after the block was closed", None, block=b)
                    i += 1
                    break
                closed = True
                break
            if kind == "header" and state in ("intro", "skip"):
                reason = "header"
                break
            if state == "intro":
                if kind in ("blank", "comment"):
                    pass
                elif kind == "command":
                    cmd = Command(g, line)
                    state = "cmd"
                elif kind == "bad_command":
                    self.malformed(line, b)
                    state = "skip"
                elif own and g[0] == "END":
                    b.end_line = line.number
                    closed = True
                    if not b.commands and not any(e["_block"] is b for e in self.errors[mark:]):
                        self.error("EMPTY_BLOCK", "syntax_info", self.lines[start], self.lines[start].at(0),
                                   "an empty block", None, block=b)
                    i += 1
                    break
                elif own:
                    self.orphans(i, b)
                    state = "skip"
                elif foreign:
                    if g[0] == "END" and first_foreign is None:
                        first_foreign = i
                    fixed = f"--{g[0]} {hash_}--"
                    self.error("HASH_MISMATCH", "block_fatal", line, line.at(0),
                               f"Block hash '{hash_}' doesn't match delimiter hash '{g[1]}'", fixed,
                               self.replacing(line, 0, fixed), block=b)
                    b.fatal = True
                    state = "skip"
                elif kind == "bad_header":
                    self.error("INVALID_BLOCK_START", "block_fatal", line, line.at(0), "a bad header in a block", None, block=b)
                    b.fatal = True
                    state = "skip"
                else:
                    spaced = self.unicode_space(line)
                    # A line with '==' is a broken command line and one that is not UTF-8 would
                    # have to be written back: commenting either out is a guess, not a fix.
                    try:
                        line.content.decode("utf-8")
                        utf8 = True
                    except UnicodeDecodeError:
                        utf8 = False
                    guess = b"==" in line.content or not utf8
                    spaced = spaced or guess
                    hint = None if spaced else "// " + text(line.content)
                    self.error("UNEXPECTED_CONTENT", "parameter_warning", line, line.at(0),
                               "text before the block's first command", hint,
                               None if spaced else self.replacing(line, 0, hint), block=b)
                    state = "skip"
                i += 1
                continue
            if state == "skip":
                if kind == "command":
                    cmd = Command(g, line)
                    state = "cmd"
                elif kind == "bad_command":  # a `===` line is a sync point too (§6.1): a new skipped section
                    self.malformed(line, b)
                elif own and g[0] == "END":
                    b.end_line = line.number
                    state = "after_end"
                elif foreign and g[0] == "END" and first_foreign is None:
                    first_foreign = i
                else:
                    self.unicode_space(line)
                    if not own:  # the block's own END misspelled would have ended the skipping (§6.1)
                        self.misspelled([line], b, "skipped")
                i += 1
                continue
        else:
            reason = "eof" if state != "after_end" else None
            closed = state == "after_end"
        if state == "after_end" and reason is None:
            closed = True
        if not closed and reason in ("eof", "header"):
            if first_foreign is not None and cut is None:
                del self.errors[mark:]
                return self.block(start, hash_, cut=first_foreign)
            end_command(self.lines[i - 1])
            b.end_line = self.lines[i - 1].number
            self.error("UNCLOSED_BLOCK", "block_fatal", self.lines[start], self.lines[start].at(0),
                       f"the block with hash {hash_} is never closed", f"--END {hash_}--", block=b)
            b.fatal = True
        if closed and b.end_line == b.start_line:
            b.end_line = max([c.end_line for c in b.commands] + [b.start_line])
        if closed and b.commands:
            b.end_line = max(b.end_line, max(c.end_line for c in b.commands))
        self.blocks.append(b)
        self.last_block = b
        for c in b.commands:
            self.build(c, b)
        return i

    def malformed(self, line, b):
        name = text(syntax(line.content)).strip("= \t")
        # Unicode spaces around the name are blanks, no part of it (conformance.md § Accented letters)
        space = lambda c: ord(c) >= 0x80 and near_miss.FOLD.get(ord(c), (None,))[0] == " "
        while name and space(name[0]):
            name = name[1:]
        while name and space(name[-1]):
            name = name[:-1]
        hint = None
        if name:
            import unicodedata
            # conformance.md § Accented letters: accents dropped; in a name of Latin letters and
            # look-alikes, a look-alike as the letter it imitates (an invisible one: nothing)
            def accented(c):
                return 0xC0 <= ord(c) <= 0x17F and unicodedata.normalize("NFKD", c).encode("ascii", "ignore")
            def imitated(c):
                a = near_miss.FOLD.get(ord(c), (None,))[0]
                return a if a == "" or (a is not None and len(a) == 1 and a.isascii() and a.isalnum()) else None
            latin = all(ord(c) < 0x80 or accented(c) or imitated(c) is not None for c in name)
            ascii_name = "".join(c if ord(c) < 0x80 else (
                unicodedata.normalize("NFKD", c).encode("ascii", "ignore").decode() or "_")
                if 0xC0 <= ord(c) <= 0x17F else imitated(c) if latin else "_" for c in name)
            ascii_name = re.sub(r"_+", "_", re.sub(r"[ \t]", "_", ascii_name))
            candidate = f"=== {ascii_name} ==="
            if COMMAND.match(candidate.encode()):
                hint = candidate
        odd = next((c for c in name if ord(c) >= 0x80), None)  # named by code point, as near misses' step 7 reads
        message = "a malformed command line" + (f": U+{ord(odd):04X} is not allowed in its name" if odd else "")
        self.error("MALFORMED_COMMAND", "command_error", line, line.at(0), message, hint,
                   self.replacing(line, 0, hint) if hint else None, block=b)

    def orphans(self, i, b):
        names = []
        for l in self.lines[i:]:
            k, g = shape(l.content)
            if k == "command" or k == "header" or (k == "delimiter" and g == ("END", b.hash)):
                break
            if k == "delimiter" and g[1] == b.hash and g[0] not in names:
                names.append(g[0])
        fits = [n for n, (body, req, opt) in KNOWN.items()
                if not body and all(r in names for r in req) and all(x in req + opt for x in names)]
        hint = f"=== {fits[0]} ===" if len(fits) == 1 else None
        line = self.lines[i]
        self.error("ORPHANED_PARAMETER", "parameter_warning", line, line.at(0), "a parameter before any command",
                   hint, block=b)

    # -- §4 commands and §5 validation
    def build(self, c, b):
        body = [l.content for l in c.body_lines]
        c.body = value_of(body) if any(x.strip(b" \t") for x in body) else None
        if c.body is not None:
            self.misspelled(c.body_lines, b, f"part of the {c.type} body")
        for name, value, _ in c.params:
            self.misspelled(value, b, f"part of {name}'s value")
        if c.body is not None and c.params:
            first = next(l for l in c.body_lines if l.content.strip(b" \t"))
            self.error("MIXED_BODY", "command_error", first, first.at(0), "body text and parameters", None, block=b)
            c.ok = False
        base = c.type.split(":")[0]
        known = KNOWN.get(base)
        head = self.line_of(c.start_line)
        if not known:
            near = nearest_command(c.type)
            hint = f"=== {near} ===" if near else None
            self.error("UNKNOWN_COMMAND", "command_error", head, head.at(0), f"unknown command '{c.type}'", hint,
                       self.replacing(head, 0, hint) if hint else None, block=b)
            c.ok = False
            return
        takes_body, required, optional = known
        if takes_body:
            if c.body is None:
                self.error("MISSING_REQUIRED_PARAM", "command_error", head, head.at(0), "needs a body", None, block=b)
                c.ok = False
                seen = set()
                for name, _, l in c.params:
                    if name not in seen:
                        seen.add(name)
                        self.error("UNKNOWN_PARAM", "parameter_warning", l, l.at(0), "takes no parameters", None, block=b)
            return
        for r in required:
            if not any(p[0] == r for p in c.params):
                self.error("MISSING_REQUIRED_PARAM", "command_error", head, head.at(0), f"needs {r}",
                           f"--{r} {b.hash}--", block=b)
                c.ok = False
        counts = {}
        for name, _, l in c.params:
            counts[name] = counts.get(name, 0) + 1
            if name not in required + optional:
                if counts[name] > 1:
                    continue
                near = nearest(name, required + optional)
                hint = f"--{near} {b.hash}--" if near else None
                self.error("UNKNOWN_PARAM", "parameter_warning", l, l.at(0), f"no parameter {name}", hint,
                           self.replacing(l, 0, hint) if hint else None, block=b)
            elif counts[name] == 2 and name != "MODES":
                self.error("DUPLICATE_PARAM", "command_error", l, l.at(0), f"{name} given twice", None, block=b)
                c.ok = False
        # §5.2: a path holding a character a reader cannot see: that is its one path error
        hidden = set()
        for i, (name, value, _) in enumerate(c.params):
            if name in ("FILE", "FROM", "TO", "CWD") and self.hidden_in_path(c, b, name, value):
                hidden.add(i)
        # §5.2: a path the executor refuses whatever the root holds (the first of each name), then
        # one whose component begins with '.telt-' (any case): it names the executor's own files
        seen = set()
        for i, (name, value, l) in enumerate(c.params):
            if name not in ("FILE", "FROM", "TO", "CWD") or name in seen:
                continue
            seen.add(name)
            if i in hidden:
                continue
            path = value_of([x.content for x in value]).strip(b" \t\r\n")
            directory = path.endswith(b"/") or path == b"." or path.endswith(b"/.")
            if not path or b"\n" in path or (name != "CWD" and directory):
                why = "is empty" if not path else "is more than one line" if b"\n" in path else "names a directory"
                self.error("INVALID_PATH", "command_error", l, l.at(0), f"{name} {why}", None, block=b)
                c.ok = False
                continue
            parts = path.split(b"/")
            if not any(part[:6].lower() == b".telt-" for part in parts):
                continue
            fixed = b"/".join(part[1:] if part[:6].lower() == b".telt-" else part for part in parts)
            self.error("RESERVED_PATH", "command_error", l, l.at(0), f"{name} names a file of the executor",
                       fixed.decode("utf-8", "replace"), block=b)
            c.ok = False

    def misspelled(self, lines, b, whose):
        """MISSPELLED_DELIMITER (§4.2): each part of a value or body line between lone CRs that is an
        own delimiter in another letter case or one edit from one."""
        for l in lines:
            parts = l.content.split(b"\r")
            at = 0
            for i, part in enumerate(parts):
                meant = meant_delimiter(part, b.hash)
                if meant:
                    delimiter, distance, end, folds = meant
                    before, after = i > 0, at + len(part) + 1 < len(l.content)
                    beside = (" between lone CRs (U+000D)" if before and after else " after a lone CR (U+000D)"
                              if before else " before a lone CR (U+000D)" if after else "")
                    named = ""
                    if folds:
                        f = folds[0]
                        how = " (invisible)" if f[3] == "" else f" (looks like '{f[3]}')"
                        named = f", U+{f[2]:04X} {f[4]} at column {l.at(at + f[0])['column']}{how}"
                        if len(folds) > 1:
                            named += f" and {len(folds) - 1} more such character{'s' if len(folds) > 2 else ''}"
                        named += " read as what " + ("they imitate" if len(folds) > 1 else "it imitates")
                    message = (f"'{text(part[:end])}'{beside} is not the delimiter '{delimiter}' but "
                               + ("the same in another letter case" if distance == 0 else "one edit from it")
                               + named + f": delimiters are matched exactly, so this line is {whose}")
                    hint = delimiter if before or after else delimiter + text(part[end:])
                    self.error("MISSPELLED_DELIMITER", "parameter_warning", l, l.at(at - 1 if before else at), message,
                               hint, end=l.at(at + len(part) + 1 if after else at + end), block=b)
                at += len(part) + 1

    def hidden_in_path(self, c, b, name, value):
        """HIDDEN_CHARACTER_IN_PATH (§5.2): what the near-miss fold deletes or makes a space, a
        control character (not TAB) or a lone CR, in a path value's lines."""
        found = []  # (line, byte, length, code point, becomes, name)
        for l in value:
            for at, n, cp in near_miss.characters(l.content):
                if cp == 0x0D:
                    found.append((l, at, n, cp, "", "(a lone CR)"))
                elif cp in near_miss.CONTROLS:
                    found.append((l, at, n, cp, "", near_miss.CONTROLS[cp]))
                elif cp in near_miss.FOLD and near_miss.FOLD[cp][0] in ("", " "):
                    found.append((l, at, n, cp) + near_miss.FOLD[cp])
        if not found:
            return False
        first = found[0]
        line = first[0]
        last = [f for f in found if f[0] is line][-1]
        hint_lines = []
        for l in value:
            out, copied = b"", 0
            for fl, at, n, _, becomes, _ in found:
                if fl is l:
                    out += l.content[copied:at] + becomes.encode()
                    copied = at + n
            hint_lines.append(out + l.content[copied:])
        hint = text(value_of(hint_lines))
        if len(hint.encode()) > 500:
            hint = None
        spaced = any(f[4] == " " for f in found)
        fix = None if spaced else [{"start": l.at(at), "end": l.at(at + n), "text": ""} for l, at, n, *_ in found]
        cp, what = first[3], first[5]
        how = "" if cp == 0x0D else " (looks like ' ')" if first[4] == " " else " (invisible)"
        label = f"U+{cp:04X} {what}"
        more = len(found) - 1
        path = text(value_of([l.content for l in value]))
        message = (f"{c.type} {name} '{quoted(path)}' holds {label} at column {line.at(first[1])['column']}{how}"
                   + (f" and {more} more character{'s' if more > 1 else ''} a reader cannot see" if more else "")
                   + ": the path shown is not the path written, so the command is skipped")
        self.error("HIDDEN_CHARACTER_IN_PATH", "command_error", line, line.at(first[1]), message, hint, fix,
                   end=line.at(last[1] + last[2]), block=b)
        c.ok = False
        return True

    def line_of(self, number):
        return self.all_lines[number - 1]

    # -- §6.3 fields, §7 output
    def prose_around_fence(self):
        """§1.6: with an error outside a fence that has text around it, info PROSE_AROUND_FENCE."""
        opener = closer = None
        for l in self.lines:
            if opener is None:
                m = re.match(rb"(`{3,}|~{3,})(.*)\Z", l.content)
                if m and not (m.group(1)[:1] == b"`" and b"`" in m.group(2)):
                    opener, marker = l, m.group(1)
            else:
                c = re.match(rb" {0,3}(`{3,}|~{3,})[ \t\r]*\Z", l.content)
                if c and c.group(1)[:1] == marker[:1] and len(c.group(1)) >= len(marker):
                    closer = l
        if closer is None:
            return
        if not any(e["severity"] in ("block_fatal", "command_error") and
                   (e["line_number"] <= opener.number or e["line_number"] >= closer.number) for e in self.errors):
            return
        first = next(l for l in self.lines if l.content.strip(b" \t") != b"")
        end = {"line": self.lines[-1].number + (1 if self.lines[-1].end > self.lines[-1].offset + len(self.lines[-1].content) else 0),
               "column": 1, "offset": len(self.data)}
        if end["line"] == self.lines[-1].number:
            end = self.lines[-1].at(len(self.lines[-1].content))
        self.error("PROSE_AROUND_FENCE", "syntax_info", opener, opener.at(0), "a fence with text around it",
                   f"delete the text before line {opener.number + 1} and after line {closer.number - 1}, the fence lines with it",
                   [{"start": first.at(0), "end": opener.after(), "text": ""}, {"start": closer.at(0), "end": end, "text": ""}],
                   end=opener.at(len(opener.content)), block=False)

    def near_misses(self):
        """Look-alike and invisible characters, Markdown before or around syntax (near_miss.py)."""
        raw = [(l, self.data[l.offset + len(l.content):l.end]) for l in self.lines]
        outside_named = False  # telt.md §2.1: this stretch of text outside blocks has its COMMAND_OUTSIDE_BLOCK
        for (line, terminator), (mode, hash_) in zip(raw, near_miss.modes([l.content + t for l, t in raw], self.cuts)):
            if mode != "DEFAULT":
                outside_named = False
            elif not outside_named and (end := near_miss.command_outside(line.content)):
                self.error("COMMAND_OUTSIDE_BLOCK", "parameter_warning", line, line.at(0),
                           f"'{text(line.content[:end][:40])}' is a command line outside any block: it is text, and "
                           "neither it nor what follows it runs; a block begins with a header line "
                           "'#!telt [3-char SHA: xyz]', xyz the hash its delimiters carry", None)
                outside_named = True
            if mode in ("DEFAULT", "AFTER_END") and (m := misspelled_header(line.content)):
                end, fixed, folds = m
                written = line.content[:end]
                compact = written.replace(b" ", b"").replace(b"\t", b"")
                if folds:
                    f = folds[0]
                    how = (f"the same once U+{f[2]:04X} {f[4]} at column {line.at(f[0])['column']} (looks like '{f[3]}')"
                           + (f" and {len(folds) - 1} more such characters are" if len(folds) > 1 else " is") + " read as ASCII")
                else:
                    blanks, cased = len(compact) < len(written), compact != b"#!telt"
                    how = "the same " + ("in another letter case and with blanks" if blanks and cased else
                                         "with blanks" if blanks else "in another letter case")
                self.error("MISSPELLED_HEADER", "parameter_warning", line, line.at(0),
                           f"'{text(written[:40])}' is not '#!telt' but {how}: a header is matched exactly, "
                           "so this line opens no block and is text", text(fixed), end=line.at(end), block=False)
            if mode in ("DEFAULT", "AFTER_END") and line.content.startswith(b"#!telt") and \
                    not near_miss.HEADER.fullmatch(line.content + terminator):
                outside_named = True  # a bad header, read outside (after an END: it closes the block): INVALID_BLOCK_START says why
            if hidden := near_miss.markdown_hides(line.content, terminator, mode, hash_):
                edits, what, rest, markdown = hidden
                shown_ = " … ".join("'%s'" % text(line.content[a:b]).rstrip(" \t") for a, b in edits)
                self.error("MARKDOWN_PREFIX", "parameter_warning", line, line.at(0),
                           f"{shown_} (Markdown {markdown}) {'around' if len(edits) > 1 else 'before'} what the grammar "
                           f"reads as {READS.get(what, 'token ' + what)} on a line of its own; as written, this line is "
                           f"{AS_WRITTEN.get(mode, 'token ' + near_miss.token(line.content + terminator, mode, hash_)[0])}",
                           text(rest), [{"start": line.at(a), "end": line.at(b), "text": ""} for a, b in edits],
                           end=line.at(edits[0][1]))
            self.lone_cr(line, mode, hash_)
            w = near_miss.near_miss(line.content, terminator, mode, hash_)
            if not w:
                continue
            # Not twice (conformance.md § Near misses, step 7)
            naming = lambda cp, at: [
                e for e in self.errors
                if e["line_number"] == line.number and ("U+%04X" % cp) in e["message"] and
                (e["end"]["offset"] == e["offset"] or e["offset"] <= line.offset + at < e["end"]["offset"])]
            others = [naming(cp, f[0]) for cp, f in zip(w["names"], w["fix"])]
            if all(others):
                punctuation = any(c in PUNCTUATION for _, _, t in w["fix"] for c in t)
                if w["withheld"] or not punctuation:
                    continue
                for e in (e for found in others for e in found):  # the fold writes the syntax it imitates
                    e.pop("fix", None)
            self.error(w["code"], "parameter_warning", line, line.at(w["at"]), w["message"], w["hint"],
                       None if w["withheld"] else
                       [{"start": line.at(a), "end": line.at(b), "text": t} for a, b, t in w["fix"]], end=line.at(w["end"]))

    def lone_cr(self, line, mode, hash_):
        """§1.3, "A lone CR": a part of the line between lone CRs that the lexer, in the line's
        mode, would read as more than text names the CR before it (the first part: the one after)."""
        found = near_miss.lone_crs(line.content, mode, hash_)
        if not found:
            return
        crs, part = found
        split = bytearray(line.content)
        for at in crs:
            split[at] = 0x0A
        hint = text(bytes(split))
        more = len(crs) - 1
        message = (f"a lone CR (U+000D) ends no line (only LF does): '{text(part[:40])}' beside it is in the "
                   f"middle of line {line.number}, so it is read as part of that line (content, or skipped), "
                   f"not as a line of its own"
                   + (f" (and {more} more such CR{'s' if more > 1 else ''} on this line; the fix splits the line "
                      f"at each)" if more else ""))
        self.error("LONE_CR", "parameter_warning", line, line.at(crs[0]), message,
                   hint if len(hint.encode()) <= 500 else None,
                   [{"start": line.at(at), "end": line.at(at + 1), "text": "\n"} for at in crs])

    def finish(self):
        if self.prose_possible:
            self.prose_around_fence()
        self.near_misses()
        for e in self.errors:
            line = e.pop("_line")
            blk = e.pop("_block")
            if blk is None:  # the block whose lines hold the error's line
                blk = next((b for b in self.blocks if b.start_line <= e["line_number"] <= b.end_line), None)
            e["block_context"] = None if not blk else {
                "start_line": blk.start_line, "end_line": blk.end_line, "block_hash": blk.hash,
                "commands_parsed": len(blk.commands)}
            n = e["line_number"]
            e["content"] = shown(self.line_of(n).content) if n <= len(self.all_lines) else ""
            window = []
            for k in range(n - 2, n + 3):
                if 1 <= k <= self.last_line:
                    window.append(f"line {k}: {shown(self.line_of(k).content)}" + ("  <-- ERROR HERE" if k == n else ""))
            e["context_window"] = "\n".join(window)
        self.errors.sort(key=lambda e: e["offset"])

    def result(self):
        blocks = []
        for b in self.blocks:
            commands = []
            for c in b.commands:
                params = {}
                for name, lines, _ in c.params:
                    v = text(value_of([l.content for l in lines]))
                    if name in params:
                        params[name] = (params[name] if isinstance(params[name], list) else [params[name]]) + [v]
                    else:
                        params[name] = v
                out = {"type": c.type, "params": params}
                if c.body is not None:
                    out["body"] = text(c.body)
                out["valid"] = c.ok and not b.fatal
                out["start_line"], out["end_line"] = c.start_line, c.end_line
                commands.append(out)
            blocks.append({"commands": commands, "metadata": {"start_line": b.start_line, "end_line": b.end_line, "hash": b.hash},
                           "valid": not b.fatal})
        return {"blocks": blocks, "errors": self.errors,
                "summary": {"blocks_parsed": len(blocks), "blocks_valid": sum(b["valid"] for b in blocks),
                            "commands_found": sum(len(b["commands"]) for b in blocks),
                            "commands_valid": sum(c["valid"] for b in blocks for c in b["commands"])}}


READS = {  # what a Markdown prefix hides, as MARKDOWN_PREFIX's message names it
    "HEADER_LINE": "a block header ('#!telt [3-char SHA: xyz]')",
    "COMMAND_LINE": "a command line ('=== NAME ===')",
    "CLOSE_LINE": "the block's closing END delimiter",
    "END_LINE": "the command's END delimiter",
    "PARAM_LINE": "a parameter delimiter of this block",
}
AS_WRITTEN = {"DEFAULT": "text outside a block", "AFTER_END": "text outside a block", "IN_COMMAND": "part of a value"}


def folded_text(content, folds):
    """`content` with `folds` (near_miss.folded) applied, and where each of its bytes came from."""
    t, origin, copied = b"", [], 0
    for at, n, _, ascii_, _ in folds:
        t += content[copied:at]
        origin += range(copied, at)
        t += ascii_.encode()
        origin += [at] * len(ascii_.encode())
        copied = at + n
    t += content[copied:]
    origin += range(copied, len(content) + 1)
    return t, origin


def misspelled_header(content):
    """§2.1: (bytes that are '#!telt' but for case and blanks, the line with '#!telt', folded
    characters among those bytes), or None."""
    def bytes_of(t):
        m = re.match(rb"#[ \t]*![ \t]*([A-Za-z]{4})", t)
        if not m or m.group(1).lower() != b"telt" or m.group(0) == b"#!telt":
            return 0
        return m.end()
    if end := bytes_of(content):
        return end, b"#!telt" + content[end:], []
    folds = near_miss.folded(content)
    if not folds:
        return None
    t, origin = folded_text(content, folds)
    at = bytes_of(t)
    if not at:
        return None
    end = origin[at]
    return end, b"#!telt" + t[at:], [f for f in folds if f[0] < end]


DELIMITER_NAMES = ["END"] + [n for n in dict.fromkeys(sum((r + o for _, r, o in KNOWN.values()), []))]


def meant_delimiter(part, hash_):
    """§4.2: (delimiter, edits, bytes compared, folded characters) of the own delimiter `part` misspells."""
    if not part or part[:1] in (b" ", b"\t"):
        return None
    folds = near_miss.folded(part)
    t, origin = folded_text(part, folds)
    m = re.search(rb"[ \t]//", t)
    if m:
        t = t[:m.start() + 1]
    t = t.rstrip(b" \t\r")
    if not 9 <= len(t) <= 16:
        return None
    low, best = t.lower(), None
    h = low.find(hash_.encode())
    while h >= 0:
        tail = osa(low[h + 3:].decode("latin-1"), "--")
        if tail <= 1:
            for name in DELIMITER_NAMES:
                d = tail + osa(low[:h].decode("latin-1"), f"--{name.lower()} ")
                if d <= 1 and (best is None or d < best[1]):
                    best = (f"--{name} {hash_}--", d)
        h = low.find(hash_.encode(), h + 1)
    k = 1
    while best is None and k + 1 < len(low):  # a blank inside the hash is the one edit
        if low[k:k + 1] == b" ":
            joined = low[:k] + low[k + 1:]
            h = joined.find(hash_.encode(), max(0, k - 2))
            if 0 <= h < k < h + 3 and joined[h + 3:] == b"--":
                for name in DELIMITER_NAMES:
                    if joined[:h] == f"--{name.lower()} ".encode():
                        best = (f"--{name} {hash_}--", 1)
                        break
        k += 1
    if best is None or t.lstrip(b" \t").decode("latin-1") == best[0]:
        return None
    end = origin[len(t)]
    return best[0], best[1], end, [f for f in folds if f[0] < end]


def quoted(name):  # §6.3: names quoted in messages are cut at 80 bytes
    b = name.encode()
    return name if len(b) <= 80 else b[:80].decode("utf-8", "ignore") + "…"


def shown(content):
    if len(content) > 500:
        cut = content[:500]
        return text(cut).rstrip("\ufffd") + "…"
    return text(content)


def osa(a, b):  # optimal string alignment distance
    d = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(len(a) + 1):
        d[i][0] = i
    for j in range(len(b) + 1):
        d[0][j] = j
    for i in range(1, len(a) + 1):
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
    return d[len(a)][len(b)]


def nearest(word, names):  # §5.2: within a third of the length (at least 1), case ignored, ties to the first
    if len(word.encode()) > 64:
        return None
    w = word.upper()
    best, best_d = None, max(1, len(w) // 3) + 1
    for n in names:
        d = osa(w, n)
        if d < best_d:
            best, best_d = n, d
    return best


def nearest_command(type_):
    base = type_.split(":")[0]
    suffix = type_[len(base):]
    if 3 <= len(base) <= 64:
        for n in KNOWN:
            if n.startswith(base.upper()):
                return n + suffix
    near = nearest(base, list(KNOWN))
    return near + suffix if near else None


# Fixes that make a line syntax again (docs/decisions.md § Fixes never make a file worse): when one
# of them is no near miss's, each one's own diagnostic must be gone once they are all applied; one
# that stands where it was loses its edits and the rest are read again.
PUNCTUATION = set("!\"#$%&'()*+,-./:;<=>?@[\\]^`{|}~")  # ASCII punctuation but '_'
NEAR_MISSES = {"LOOK_ALIKE_CHARACTER", "INVISIBLE_CHARACTER", "UNICODE_SPACE", "LONE_CR", "MARKDOWN_PREFIX"}
SYNTAX_AGAIN = NEAR_MISSES | {"INVALID_BLOCK_START", "HASH_MISMATCH"}


def applied(data, edits):
    out, at = bytearray(), 0
    for e in sorted(edits, key=lambda e: e["start"]["offset"]):
        out += data[at:e["start"]["offset"]] + e["text"].encode()
        at = e["end"]["offset"]
    return bytes(out + data[at:])


def moved(at, edits):  # where offset `at` lies once `edits` are applied: [low, high]
    low = high = 0
    for e in edits:
        start, end = e["start"]["offset"], e["end"]["offset"]
        delta = len(e["text"].encode()) - (end - start)
        if end <= at and start < at:
            low, high = low + delta, high + delta
        elif start == at:
            high += max(0, delta)
    return at + low, at + high


def syntax_again_fixes(errors):
    """The diagnostics whose fixes make a line syntax again, as `llmfmt fix` takes them (cli.md
    § fix): in diagnostic order, one that overlaps a fix taken already left out."""
    taken, out = [], []
    for e in errors:
        if e.get("fix") and e["code"] in SYNTAX_AGAIN and not overlaps(e["fix"]["edits"], taken):
            out.append(e)
            taken += e["fix"]["edits"]
    return out


def keep_own_promise(data, errors):
    again = syntax_again_fixes(errors)
    while any(e["code"] not in NEAR_MISSES for e in again):
        edits = [x for e in again for x in e["fix"]["edits"]]
        fixed = Parser(applied(data, edits))
        fixed.run()
        def stands(e):
            low, high = moved(e["offset"], edits)
            return any(f["code"] == e["code"] and low <= f["offset"] <= high for f in fixed.errors)
        standing = [e for e in again if stands(e)]
        if not standing:
            return
        for e in standing:
            del e["fix"]
        again = [e for e in again if e not in standing]


# What a fix of one code may bring to light (docs/decisions.md § Fixes never make a file worse,
# item 2, "The table today": a fixed command name unmasks its parameter checks, a malformed one
# also UNKNOWN_COMMAND when the name it is fixed to is not known; a line before the first command
# commented out what the lines it skipped hold).
PARAMETER_CHECKS = {"MISSING_REQUIRED_PARAM", "UNKNOWN_PARAM", "DUPLICATE_PARAM", "RESERVED_PATH",
                    "HIDDEN_CHARACTER_IN_PATH", "INVALID_PATH"}
MAY_UNMASK = {
    "UNKNOWN_COMMAND": PARAMETER_CHECKS,
    "MALFORMED_COMMAND": PARAMETER_CHECKS | {"UNKNOWN_COMMAND"},
    "UNEXPECTED_CONTENT": {"ORPHANED_PARAMETER", "INVALID_BLOCK_START", "HASH_MISMATCH", "UNICODE_SPACE"},
}
ERRORS = ("block_fatal", "command_error")


def may_unmask(e):
    """The codes a fix of diagnostic `e` may bring to light (MAY_UNMASK)."""
    codes = MAY_UNMASK.get(e["code"], set())
    if e["code"] == "MALFORMED_COMMAND":
        m = COMMAND.match(e["fix"]["edits"][-1]["text"].encode())
        if m and m.group(1).decode().split(":")[0] in KNOWN:  # fixed to a known name
            codes = codes - {"UNKNOWN_COMMAND"}
    return codes


def overlaps(edits, taken):  # cli.md § fix: overlapping one taken already, or starting where it starts
    return any(a["start"]["offset"] < b["end"]["offset"] and b["start"]["offset"] < a["end"]["offset"] or
               a["start"]["offset"] == b["start"]["offset"] for a in edits for b in taken)


def keep_safe_fixes(data, errors):
    """A fix is checked before it is given (§6.3; the procedure of garyml.md §12): every fix but
    those that make a line syntax again, read again as `llmfmt fix` would apply it."""
    syntax_again = syntax_again_fixes(errors)
    base = [x for e in syntax_again for x in e["fix"]["edits"]]
    budget = 4 * len(data) + 64 * 1024

    def read(edits):  # the errors of the text with `edits` applied; None past the budget
        nonlocal budget
        fixed = applied(data, edits)
        if len(fixed) > budget:
            return None
        budget -= len(fixed)
        p = Parser(fixed)
        p.run()
        return p.errors

    def stands(e, found, edits):
        low, high = moved(e["offset"], edits)
        return any(f["code"] == e["code"] and low <= f["offset"] <= high for f in found)

    def counted(found, unmask):
        return sum(1 for f in found if f["severity"] in ERRORS and f["code"] not in unmask)

    before = {e["code"] for e in errors}
    base_errors = errors
    if base:
        base_errors = read(base) or []
        before |= {e["code"] for e in base_errors}
    candidates, taken = [], list(base)
    for e in errors:
        if not e.get("fix") or e["code"] in SYNTAX_AGAIN:
            continue
        if overlaps(e["fix"]["edits"], taken):
            del e["fix"]
            continue
        candidates.append(e)
        taken += e["fix"]["edits"]

    def keeps(tried, without, edits, found):
        unmask = set().union(*(may_unmask(e) for e in tried))
        if any(stands(e, found, edits) for e in tried + syntax_again):
            return False
        if any(f["code"] not in before and f["code"] not in unmask for f in found):
            return False
        # A fixed error of a code the fixes may unmask is counted no more than the others of it
        # (docs/decisions.md § Fixes never make a file worse, item 3: "a fixed one of them neither").
        fixed = sum(1 for e in tried if e["severity"] in ERRORS and e["code"] not in unmask)
        return counted(found, unmask) <= counted(without, unmask) - fixed

    if len(candidates) > 1:
        edits = base + [x for e in candidates for x in e["fix"]["edits"]]
        found = read(edits)
        if found is not None and keeps(candidates, base_errors, edits, found):
            return
    kept, without = list(base), base_errors
    for e in candidates:
        edits = kept + e["fix"]["edits"]
        found = read(edits)
        if found is not None and keeps([e], without, edits, found):
            kept, without = edits, found
        else:
            del e["fix"]


def parse(data):
    p = Parser(data)
    p.run()
    keep_own_promise(data, p.errors)
    keep_safe_fixes(data, p.errors)
    return p.result()


def main():
    if len(sys.argv) > 1:
        with open(sys.argv[1], "rb") as f:
            print(json.dumps(parse(f.read()), ensure_ascii=False, indent=2))
        return
    if os.environ.get("LLMFMT_CONFORM_MODE") == "persistent":
        for line in sys.stdin:
            case = json.loads(line)
            try:
                if case["format"] != "telt" or case["kind"] != "parse":
                    raise ValueError(f"only TELT parse cases are ported, not {case['format']} {case['kind']}")
                answer = {"result": parse(base64.b64decode(case["input_base64"]))}
            except Exception as e:  # a case this port cannot answer fails alone
                answer = {"error": f"{type(e).__name__}: {e}"}
            print(json.dumps(answer), flush=True)
        return
    case = json.loads(os.environ["LLMFMT_CONFORM_CASE"])
    print(json.dumps(parse(sys.stdin.buffer.read())))


if __name__ == "__main__":
    main()
